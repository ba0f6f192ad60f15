import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from '@/database/transaction-db'
import type { Taxability } from '@/invoicing/vat'
import type { Invoice, SiteSetting, VerifactuRecord } from '@/payload-types'

import { altaHuella, anulacionHuella } from './huella'
import { systemIdentification } from './settings'
import { rectifyingType, taxCase } from './tax-case'
import { amount, recordDate, recordTimestamp } from './time'
import { altaXml, anulacionXml, type InvoiceId } from './xml'

/**
 * The one writer of VERI*FACTU records, called by the invoicing code inside the invoice's own
 * transaction (`req`): the invoice and its record commit together or not at all.
 *
 * The chain never forks: `lockChain` takes a transaction-level advisory lock (bounded by
 * `lock_timeout`) before the invoice takes its number, so issuers queue one behind the other across
 * every instance; the lock is released when the transaction ends. It also hands back the moment of
 * issue, read from the database's clock once the lock is held and never earlier than the last invoice
 * issued: dates can never go down as numbers go up.
 */
const CHAIN_LOCK = 'verifactu-chain'
const LOCK_TIMEOUT = '15s'
const context = { system: true, skipRevalidate: true }

export async function lockChain(payload: Payload, req: PayloadRequest): Promise<Date> {
  const db = await transactionDb(payload, req)
  await db.execute(sql.raw(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`))
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${CHAIN_LOCK}))`)
  const { rows } = await db.execute(sql`SELECT GREATEST(clock_timestamp(), (SELECT max(issued_at) FROM invoices)) AS now`)
  return new Date(rows[0].now as string | Date)
}

type Head = Pick<VerifactuRecord, 'sequence' | 'issuerNif' | 'invoiceNumber' | 'issueDate' | 'huella'> | null

async function chainHead(payload: Payload, req: PayloadRequest): Promise<Head> {
  const { docs } = await payload.find({ collection: 'verifactu-records', sort: '-sequence', limit: 1, depth: 0, pagination: false, req, context })
  return docs[0] ?? null
}

const previousOf = (head: Head) => (head ? { nif: head.issuerNif, number: head.invoiceNumber, date: head.issueDate, huella: head.huella } : null)

export interface AltaOptions {
  /** the tax Stripe applied to the order (decides the invoice type and breakdown) */
  taxability: Taxability | null
  /** a corrected resend (Subsanacion) of this record */
  correctionOf?: Pick<VerifactuRecord, 'id' | 'status'>
}

/** Writes the `RegistroAlta` of an invoice just created in this transaction (`lockChain` already called). */
export async function writeAltaRecord(payload: Payload, req: PayloadRequest, invoice: Invoice, options: AltaOptions): Promise<VerifactuRecord> {
  const site = (await payload.findGlobal({ slug: 'site-settings', depth: 0, req, context })) as SiteSetting
  const issuer = invoice.issuer as { name: string; taxId: string }
  const buyer = invoice.buyer as { name: string | null; email: string; taxIdType: string | null; taxId: string | null; country: string | null }
  const id: InvoiceId = { nif: issuer.taxId.toUpperCase(), number: invoice.number, date: recordDate(new Date(invoice.issuedAt)) }
  const tax = taxCase({ country: buyer.country, taxability: options.taxability, rate: invoice.rate, net: invoice.net, tax: invoice.tax, total: invoice.total, buyer })
  let type: string = tax.type
  let rectified: InvoiceId[] | undefined
  if (invoice.kind === 'rectifying') {
    const originalId = typeof invoice.rectifies === 'object' ? invoice.rectifies?.id : invoice.rectifies
    const { docs } = await payload.find({ collection: 'verifactu-records', where: { and: [{ invoice: { equals: originalId } }, { kind: { equals: 'alta' } }] }, sort: 'sequence', limit: 1, depth: 0, req, context })
    const original = docs[0]
    type = rectifyingType(original?.invoiceType ?? tax.type)
    if (original) rectified = [{ nif: original.issuerNif, number: original.invoiceNumber, date: original.issueDate }]
  }
  // A simplified invoice and its rectification never name the recipient (Validaciones §13).
  const recipients = type === 'F2' || type === 'R5' || !tax.recipient ? [] : [tax.recipient]
  const head = await chainHead(payload, req)
  const generatedAt = recordTimestamp(new Date(invoice.issuedAt))
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
    issuerName: issuer.name,
    correction: options.correctionOf ? { previouslyRejected: options.correctionOf.status === 'rejected' } : undefined,
    type,
    rectified,
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
  return payload.create({
    collection: 'verifactu-records',
    data: {
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
      status: 'pending',
      attempts: 0,
      correctionOf: options.correctionOf?.id,
    },
    req,
    context,
  })
}

/**
 * Writes the `RegistroAnulacion` of an invoice (in the caller's transaction; the caller takes the
 * chain lock first with `lockChain`, whose time it passes as `at`).
 */
export async function writeAnulacionRecord(payload: Payload, req: PayloadRequest, invoice: Invoice, at: Date): Promise<VerifactuRecord> {
  const site = (await payload.findGlobal({ slug: 'site-settings', depth: 0, req, context })) as SiteSetting
  const issuer = invoice.issuer as { taxId: string }
  const id: InvoiceId = { nif: issuer.taxId.toUpperCase(), number: invoice.number, date: recordDate(new Date(invoice.issuedAt)) }
  const head = await chainHead(payload, req)
  const generatedAt = recordTimestamp(at)
  const huella = anulacionHuella({
    IDEmisorFacturaAnulada: id.nif,
    NumSerieFacturaAnulada: id.number,
    FechaExpedicionFacturaAnulada: id.date,
    Huella: head?.huella ?? '',
    FechaHoraHusoGenRegistro: generatedAt,
  })
  const xml = anulacionXml({ id, link: { previous: previousOf(head) }, system: systemIdentification(site), generatedAt, huella })
  return payload.create({
    collection: 'verifactu-records',
    data: {
      sequence: (head?.sequence ?? 0) + 1,
      kind: 'anulacion',
      invoice: invoice.id,
      issuerNif: id.nif,
      invoiceNumber: id.number,
      issueDate: id.date,
      invoiceType: '',
      huella,
      previousHuella: head?.huella ?? '',
      generatedAt,
      xml,
      status: 'pending',
      attempts: 0,
    },
    req,
    context,
  })
}
