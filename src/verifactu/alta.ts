import type { Taxability } from '@/tax/vat'
import type { Invoice, SiteSetting, VerifactuRecord } from '@/payload-types'

import { correctedRecipients, type CorrectionChoice } from './correction-data'
import { altaHuella } from './huella'
import { qrInvoiceOf, verificationUrl } from './qr'
import { agencyEnvironment, systemIdentification } from './settings'
import { namedRecipient, rectifyingType, taxCase } from './tax-case'
import { amount, recordDate, recordTimestamp } from './time'
import { altaXml, fitted, type InvoiceId } from './xml'

/** The chain's last record (null before the first). */
export type ChainHead = Pick<
  VerifactuRecord,
  'sequence' | 'issuerNif' | 'invoiceNumber' | 'issueDate' | 'huella'
> | null

/** What a record is, before it is stored (the collection's fields). */
export type RecordData = Pick<
  VerifactuRecord,
  | 'sequence'
  | 'kind'
  | 'issuerNif'
  | 'invoiceNumber'
  | 'issueDate'
  | 'invoiceType'
  | 'huella'
  | 'previousHuella'
  | 'generatedAt'
  | 'xml'
  | 'qrUrl'
  | 'correctionChoice'
> & { invoice: number }

type InvoiceInput = Pick<
  Invoice,
  'id' | 'number' | 'kind' | 'issuedAt' | 'issuer' | 'buyer' | 'lines' | 'rate' | 'net' | 'tax' | 'total'
>
type RecordId = Pick<VerifactuRecord, 'issuerNif' | 'invoiceNumber' | 'issueDate'>

export interface AltaInput {
  invoice: InvoiceInput
  site: Pick<SiteSetting, 'legal'>
  head: ChainHead
  taxability: Taxability | null
  /** for a rectifying invoice: the original's alta record */
  original?: Pick<VerifactuRecord, 'issuerNif' | 'invoiceNumber' | 'issueDate' | 'invoiceType'> | null
  /** for a complete invoice issued in place of simplified ones (F3): their alta records */
  substituted?: RecordId[]
  /** a corrected resend: whether the agency had rejected the record it corrects, and the data it corrects */
  correction?: { previouslyRejected: boolean; choice?: CorrectionChoice | null }
  /**
   * when the record is generated (FechaHoraHusoGenRegistro): the invoice's time of issue, or the time
   * the chain lock was taken for a corrected resend. Always given: the record's time is never guessed.
   */
  at: Date
}

const previousOf = (head: ChainHead) =>
  head ? { nif: head.issuerNif, number: head.invoiceNumber, date: head.issueDate, huella: head.huella } : null

/** The record's identification, as its XML writes it: the Huella is computed over these very values. */
const idOf = (invoice: InvoiceInput): InvoiceId => ({
  nif: fitted('IDEmisorFactura', (invoice.issuer as { taxId: string }).taxId.toUpperCase()),
  number: fitted('NumSerieFactura', invoice.number),
  date: recordDate(new Date(invoice.issuedAt)),
})

/** The `RegistroAlta` of an invoice, chained after `head` (pure: the writer stores it). */
const recordId = (r: RecordId): InvoiceId => ({ nif: r.issuerNif, number: r.invoiceNumber, date: r.issueDate })

export function buildAlta({
  invoice,
  site,
  head,
  taxability,
  original,
  substituted,
  correction,
  at,
}: AltaInput): RecordData {
  const buyer = invoice.buyer as {
    name: string | null
    email: string
    taxIdType: string | null
    taxId: string | null
    country: string | null
  }
  const id = idOf(invoice)
  const substituting = !!substituted?.length
  const rectifying = invoice.kind === 'rectifying'
  // An F3 keeps the simplified sale's tax (its breakdown is the consumer's); it names the buyer given since.
  // The rectification of an F3 is the same sale: same breakdown, same recipient (its buyer is the F3's).
  const namesGivenBuyer = substituting || (rectifying && original?.invoiceType === 'F3')
  const taxBuyer = namesGivenBuyer ? { ...buyer, taxIdType: null, taxId: null } : buyer
  const tax = taxCase({
    country: buyer.country,
    taxability,
    rate: invoice.rate,
    net: invoice.net,
    tax: invoice.tax,
    total: invoice.total,
    buyer: taxBuyer,
  })
  const type = rectifying ? rectifyingType(original?.invoiceType ?? tax.type) : substituting ? 'F3' : tax.type
  const rectified = rectifying && original ? [recordId(original)] : undefined
  // A simplified invoice and its rectification never name the recipient; an F3 and an R1 always do
  // (Validaciones 3.1.3 §13): the recipient of a rectifying record is that of the invoice it rectifies.
  const recipient = namesGivenBuyer ? namedRecipient(buyer) : tax.recipient
  const recipients = correctedRecipients(
    type === 'F2' || type === 'R5' || !recipient ? [] : [recipient],
    correction?.choice,
  )
  const generatedAt = recordTimestamp(at)
  const fields = {
    IDEmisorFactura: id.nif,
    NumSerieFactura: id.number,
    FechaExpedicionFactura: id.date,
    TipoFactura: type,
    CuotaTotal: amount(tax.cuotaTotal),
    ImporteTotal: amount(tax.importeTotal),
    Huella: head?.huella ?? '',
    FechaHoraHusoGenRegistro: generatedAt,
  }
  const huella = altaHuella(fields)
  const lines = (invoice.lines as Array<{ description: string }> | null) ?? []
  const xml = altaXml({
    id,
    issuerName: (invoice.issuer as { name: string }).name,
    correction: correction && { previouslyRejected: correction.previouslyRejected },
    type,
    rectified,
    substituted: substituted?.map(recordId),
    description: lines.map((l) => l.description).join('; ') || 'Curso de GEO',
    recipients,
    breakdown: [tax.breakdown],
    cuotaTotal: fields.CuotaTotal,
    importeTotal: fields.ImporteTotal,
    link: { previous: previousOf(head) },
    system: systemIdentification(site),
    generatedAt,
    huella,
  })
  return {
    sequence: (head?.sequence ?? 0) + 1,
    kind: 'alta',
    invoice: invoice.id,
    issuerNif: id.nif,
    invoiceNumber: id.number,
    issueDate: id.date,
    invoiceType: type,
    huella,
    previousHuella: head?.huella ?? '',
    generatedAt,
    xml,
    // The invoice's QR, fixed at issue: a later change of environment never changes a past invoice's QR.
    qrUrl: verificationUrl(qrInvoiceOf(invoice), agencyEnvironment(site)),
    correctionChoice: correction?.choice ?? null,
  }
}
