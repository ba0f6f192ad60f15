import type { Payload, PayloadRequest, Where } from 'payload'

import { shortDate } from '@/content/dates'
import { inTransaction } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { accountOpensGuestRecord, guestMay, NEEDS_ADDRESS_PROOF } from '@/entitlements/credentials'
import { verifyGuestToken } from '@/entitlements/guest-access'
import type { Invoice, Order } from '@/payload-types'
import { lockChain, writeAltaRecord } from '@/verifactu/records'

import { sendInvoiceEmail } from './delivery'
import { refusal, type FullInvoiceDetails } from './full-invoice-details'
import { issuerOf, type InvoiceBuyer, type InvoiceLine } from './invoices'
import { fiscalYear, invoiceNumber, nextSequence } from './numbering'
import { idOf, parseId } from '@/content/ids'

/**
 * A complete invoice on request (issue 26, item 6): a buyer who got a simplified invoice (F2) asks for
 * one with their tax details, and the shop issues an invoice «en sustitución de facturas simplificadas»
 * (TipoFactura F3, FAQs para desarrolladores §27) in series A that names them and references the F2
 * (FacturasSustituidas). Once per simplified invoice: the check runs under the chain lock, which every
 * issuer takes, and the key `substitute:<id>` is unique. If the sale was partly refunded, the F3 is for
 * what is left and also substitutes the simplified rectifying invoices (R5) of those refunds.
 */

const context = { system: true, skipRevalidate: true }

async function findByKey(payload: Payload, key: string, req?: PayloadRequest): Promise<Invoice | null> {
  const { docs } = await payload.find({
    collection: 'invoices',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    req,
    context,
  })
  return docs[0] ?? null
}

/** The complete invoice issued in place of a simplified one, if any. */
export const substituteOf = (payload: Payload, invoiceId: number, req?: PayloadRequest) =>
  findByKey(payload, `substitute:${invoiceId}`, req)

const alreadyIssued = (substitute: Invoice) =>
  refusal(
    409,
    `Ya emitimos la factura completa ${substitute.number} para esta compra: la tienes en tu lista de facturas y en tu correo.`,
  )

/**
 * Who may ask: the account that owns the order, or a guest whose valid link e-mailed to the address covers
 * the order's e-mail (never a checkout browser's link: src/entitlements/credentials.ts). Answers the simplified invoice and its order, or throws a Spanish 4xx.
 */
export async function authoriseSubstitution(
  payload: Payload,
  args: { id: string; user?: PayloadRequest['user']; token?: string | null },
): Promise<{ invoice: Invoice; order: Order }> {
  const notFound = refusal(404, 'Factura no encontrada.')
  const id = parseId(args.id)
  if (!id) throw notFound
  const invoice = await payload.findByID({ collection: 'invoices', id, depth: 0, disableErrors: true })
  if (!invoice) throw notFound
  const order = await payload.findByID({
    collection: 'orders',
    id: idOf(invoice.order as number | Order)!,
    depth: 0,
    disableErrors: true,
  })
  if (!order) throw notFound
  if (args.token) {
    const access = await verifyGuestToken(payload, args.token)
    if (access.status !== 'valid') throw refusal(403, 'Tu enlace de acceso no es válido o ha caducado.')
    if (!guestMay(access.proof, 'full-invoice')) throw refusal(403, NEEDS_ADDRESS_PROOF)
    if (!order.email || access.email.toLowerCase() !== order.email.toLowerCase())
      throw refusal(403, 'Esta factura no es tuya.')
    return { invoice, order }
  }
  const user = args.user?.collection === 'users' ? args.user : null
  if (!user) throw refusal(401, 'Inicia sesión para pedir la factura completa.')
  const owner = idOf(order.user as number | { id: number } | null)
  // the account's own order, or a guest purchase of the address the account proved
  if (owner !== user.id && !accountOpensGuestRecord(user as never, { hasAccount: Boolean(owner), email: order.email }))
    throw refusal(403, 'Esta factura no es tuya.')
  return { invoice, order }
}

/** The simplified invoice's alta record type ('F2' when it is one). */
async function recordTypeOf(payload: Payload, invoiceId: number): Promise<string | null> {
  const where: Where = { and: [{ invoice: { equals: invoiceId } }, { kind: { equals: 'alta' } }] }
  const { docs } = await payload.find({
    collection: 'verifactu-records',
    where,
    sort: 'sequence',
    limit: 1,
    depth: 0,
    context,
  })
  return docs[0]?.invoiceType ?? null
}

/** Issues the F3 for simplified invoice `simplified` of `order` (checked by `authoriseSubstitution`). */
export async function issueSubstitute(
  payload: Payload,
  simplified: Invoice,
  order: Order,
  details: FullInvoiceDetails,
): Promise<Invoice> {
  if (
    simplified.kind !== 'invoice' ||
    simplified.substitutes ||
    (await recordTypeOf(payload, simplified.id)) !== 'F2'
  ) {
    throw refusal(409, 'Solo se puede pedir la factura completa de una factura simplificada.')
  }
  const existing = await substituteOf(payload, simplified.id)
  if (existing) throw alreadyIssued(existing)
  if (order.status === 'refunded')
    throw refusal(409, 'Esta compra se reembolsó por completo: no queda ningún importe que facturar.')
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const buyer: InvoiceBuyer = {
    name: details.name,
    email: simplified.buyerEmail ?? order.email ?? '',
    taxIdType: details.taxIdType,
    taxId: details.taxId,
    country: (simplified.buyer as unknown as InvoiceBuyer).country,
    address: details.address,
  }
  try {
    return await inTransaction(payload, async (req) => {
      const issuedAt = await lockChain(payload, req)
      // Under the chain lock every issuer waits for the others: this check and the insert are one step.
      const raced = await substituteOf(payload, simplified.id, req)
      if (raced) throw alreadyIssued(raced)
      const rectifying = await payload.find({
        collection: 'invoices',
        where: { rectifies: { equals: simplified.id } },
        depth: 0,
        limit: 100,
        req,
        context,
      })
      const all = [simplified, ...rectifying.docs]
      const totals = all.reduce(
        (sum, i) => ({ net: sum.net + i.net, tax: sum.tax + i.tax, total: sum.total + i.total }),
        { net: 0, tax: 0, total: 0 },
      )
      if (totals.total <= 0)
        throw refusal(409, 'Esta compra se reembolsó por completo: no queda ningún importe que facturar.')
      const [first] = (simplified.lines as unknown as InvoiceLine[]) ?? []
      const line: InvoiceLine = {
        description: first?.description ?? 'Curso de GEO',
        quantity: 1,
        net: totals.net,
        tax: totals.tax,
        gross: totals.total,
      }
      const replaced = all.map((i) => `${i.number} (${shortDate(i.issuedAt)})`).join(', ')
      const year = fiscalYear(issuedAt)
      const sequence = await nextSequence(payload, req, 'A', year)
      const invoice = await payload.create({
        collection: 'invoices',
        data: {
          key: `substitute:${simplified.id}`,
          kind: 'invoice',
          substitutes: simplified.id,
          order: order.id,
          user: idOf(order.user as number | { id: number } | null) ?? undefined,
          buyerEmail: buyer.email,
          issuer: issuerOf(site) as unknown as Invoice['issuer'],
          buyer: buyer as unknown as Invoice['buyer'],
          lines: [line] as unknown as Invoice['lines'],
          ...totals,
          rate: simplified.rate,
          currency: simplified.currency,
          note: [`Factura completa en sustitución de la factura simplificada ${replaced}`, simplified.note]
            .filter(Boolean)
            .join('. '),
          series: 'A',
          year,
          sequence,
          number: invoiceNumber('A', year, sequence),
          issuedAt: issuedAt.toISOString(),
        },
        context,
        req,
      })
      await writeAltaRecord(payload, req, invoice, {
        taxability: order.tax?.taxability ?? null,
        substituted: all.map((i) => i.id),
        at: issuedAt,
      })
      await sendInvoiceEmail(payload, invoice, req)
      return invoice
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const raced = await substituteOf(payload, simplified.id)
    if (!raced) throw error
    throw alreadyIssued(raced)
  }
}
