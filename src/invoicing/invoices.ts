import { wasPaid } from '@/orders/facts'
import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { inTransaction } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { settings } from '@/env'
import type { Invoice, Module, Order, SiteSetting } from '@/payload-types'

import { breakdownOfOrder, breakdownText } from '@/commerce/checkout-quote'
import { refundSucceeded } from '@/commerce/order-status'
import { lockChain, writeAltaRecord } from '@/verifactu/records'

import { postalAddress } from '@/content/legal-identity'
import { fiscalYear, invoiceNumber, nextSequence, type Series } from './numbering'
import { inclusiveLine, type LineTax, type Taxability } from '@/tax/vat'
import { idOf } from '@/content/ids'
import { formatEuros } from '@/content/money'

const context = { system: true, skipRevalidate: true }

export interface InvoiceLine extends LineTax {
  description: string
  quantity: number
}

export interface InvoiceIssuer {
  name: string
  taxId: string
  address: string
  registry: string
  email: string
}

export interface InvoiceBuyer {
  name: string | null
  email: string
  taxIdType: string | null
  taxId: string | null
  country: string | null
  /** the fiscal address a buyer gave when asking for a complete invoice */
  address?: string | null
}

/** Stripe's refund reasons, as the invoice says them. */
const REFUND_REASONS: Record<string, string> = {
  requested_by_customer: 'a petición del cliente',
  duplicate: 'cobro duplicado',
  fraudulent: 'cargo fraudulento',
}

export const REVERSE_CHARGE_NOTE = 'Inversión del sujeto pasivo (art. 196 de la Directiva 2006/112/CE)'
export const NOT_SUBJECT_NOTE = 'Operación no sujeta al IVA español (art. 69 y 70 de la Ley 37/1992)'

export function issuerOf(site: Pick<SiteSetting, 'legal' | 'supportEmail'>): InvoiceIssuer {
  const legal = site.legal ?? {}
  return {
    name: legal.companyName ?? '',
    taxId: legal.taxId ?? '',
    address: postalAddress(legal),
    registry: legal.registry ?? '',
    email: site.supportEmail,
  }
}

export function buyerOf(order: Order): InvoiceBuyer {
  return {
    name: order.buyer?.businessName ?? null,
    email: order.email ?? '',
    taxIdType: order.buyer?.taxIdType ?? null,
    taxId: order.buyer?.taxId ?? null,
    country: order.tax?.country ?? null,
    ...(order.buyer?.address ? { address: order.buyer.address } : {}),
  }
}

/** What a sale (or a refund of it, with a negative sign) is on paper: lines whose rounded sums are the totals. */
export function saleLines(
  description: string,
  gross: number,
  order: Pick<Order, 'tax'>,
  quantity = 1,
): { lines: InvoiceLine[]; rateBp: number } {
  const rateBp = Math.round((order.tax?.rate ?? 0) * 100)
  // The paid sale keeps Stripe's own figures; a refund is carved out at the same rate.
  const stripeTax = order.tax?.amount
  const line =
    gross > 0 && typeof stripeTax === 'number'
      ? { gross, net: gross - stripeTax, tax: stripeTax }
      : inclusiveLine(gross, rateBp)
  return { lines: [{ description, quantity, ...line }], rateBp }
}

export function noteFor(order: Pick<Order, 'tax'>): string | null {
  if (order.tax?.taxability === 'reverse_charge') return REVERSE_CHARGE_NOTE
  if (order.tax?.taxability === 'not_subject_to_tax') return NOT_SUBJECT_NOTE
  return null
}

async function productDescription(payload: Payload, order: Order): Promise<string> {
  const ids = (order.modules ?? []).map((m) => idOf(m as number | Module))
  const { docs } = await payload.find({
    collection: 'modules',
    where: { id: { in: ids } },
    depth: 0,
    limit: 100,
    sort: 'order',
  })
  const breakdown = breakdownOfOrder(order)
  // What came off the price (upgrade credit, promotion code) is said on the one line; its amount is what Stripe charged.
  const details = breakdownText(breakdown)
  const codes = docs.map((m) => m.code).join(', ')
  const product =
    order.productType === 'complete'
      ? breakdown.credit > 0
        ? `Curso completo de GEO, ampliación desde los módulos ya comprados (añade ${codes}): acceso y guías en PDF`
        : `Curso completo de GEO (${codes}): acceso y guías en PDF`
      : docs[0]
        ? `Módulo ${docs[0].code}: ${docs[0].title}: acceso y guía en PDF`
        : 'Módulo del curso de GEO'
  const seats = seatsOf(order)
  // Seats (a team's or a gift): the one line says how many and at what price each; its quantity is theirs.
  const sold = seats
    ? seats.quantity === 1 && order.purpose === 'gift'
      ? `Regalo: 1 plaza de ${lowerFirst(product)}`
      : `${seats.quantity} plazas de ${lowerFirst(product)} × ${formatEuros(seats.unitAmount)} por plaza`
    : product
  return details ? `${sold}. ${details}` : sold
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** A team's or a gift's seats as the invoice counts them, or null for a purchase for oneself. */
function seatsOf(order: Order): { quantity: number; unitAmount: number } | null {
  if (order.purpose !== 'team' && order.purpose !== 'gift') return null
  const quantity = order.seats?.quantity ?? 1
  return { quantity, unitAmount: order.seats?.unitAmount ?? Math.round(order.amountTotal / quantity) }
}

async function findByKey(payload: Payload, key: string): Promise<Invoice | null> {
  const { docs } = await payload.find({ collection: 'invoices', where: { key: { equals: key } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}

type Draft = Omit<Invoice, 'id' | 'number' | 'series' | 'year' | 'sequence' | 'issuedAt' | 'createdAt' | 'updatedAt'>

/**
 * Takes the next number and inserts the invoice and its VERI*FACTU record in one transaction; a second
 * issuer for the same key finds the first's. The moment of issue is read once the chain lock is held
 * (src/verifactu/records.ts), so a later number never carries an earlier date.
 */
async function issue(payload: Payload, series: Series, draft: Draft, taxability: Taxability | null): Promise<Invoice> {
  const existing = await findByKey(payload, draft.key)
  if (existing) return existing
  try {
    return await inTransaction(payload, async (req) => {
      const issuedAt = await lockChain(payload, req)
      const year = fiscalYear(issuedAt)
      const sequence = await nextSequence(payload, req, series, year)
      const invoice = await payload.create({
        collection: 'invoices',
        data: {
          ...draft,
          series,
          year,
          sequence,
          number: invoiceNumber(series, year, sequence),
          issuedAt: issuedAt.toISOString(),
        },
        context,
        req,
      })
      await writeAltaRecord(payload, req, invoice, { taxability, at: issuedAt })
      return invoice
    })
  } catch (error) {
    // Someone issued it meanwhile: the rolled-back transaction gave its number back.
    if (!isUniqueViolation(error)) throw error
    const raced = await findByKey(payload, draft.key)
    if (!raced) throw error
    return raced
  }
}

/** The invoice of a paid order, once (idempotent: keyed on the order). */
export async function issueInvoice(payload: Payload, orderId: number): Promise<Invoice | null> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
  if (!order || !order.paidAt || !wasPaid(order.status)) return null
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const { lines, rateBp } = saleLines(
    await productDescription(payload, order),
    order.amountTotal,
    order,
    seatsOf(order)?.quantity ?? 1,
  )
  return issue(
    payload,
    'A',
    {
      key: `order:${order.id}`,
      kind: 'invoice',
      order: order.id,
      user: idOf(order.user as number | { id: number } | null) ?? undefined,
      buyerEmail: order.email,
      issuer: issuerOf(site) as unknown as Invoice['issuer'],
      buyer: buyerOf(order) as unknown as Invoice['buyer'],
      lines: lines as unknown as Invoice['lines'],
      ...totalsOf(lines),
      rate: rateBp / 100,
      currency: order.currency,
      note: noteFor(order),
    },
    order.tax?.taxability ?? null,
  )
}

/** A rectifying invoice (series R) for one refund of the order, referencing the original, with negative amounts. */
export async function issueRectifyingInvoice(
  payload: Payload,
  orderId: number,
  refundId: string,
): Promise<Invoice | null> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
  const refund = order?.refunds?.find((r) => r.refundId === refundId)
  // Only money that went back is rectified: a refund still pending, failed or canceled gets nothing.
  if (!order || !refund || !refundSucceeded(refund)) return null
  const first = (await issueInvoice(payload, order.id)) ?? null
  if (!first) return null
  // A refund after a complete invoice was issued in place of the simplified one rectifies the complete one.
  const original = (await findByKey(payload, `substitute:${first.id}`)) ?? first
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const full = refund.amount >= order.amountTotal
  // Only Stripe's own reason codes reach the paper: the desk's reason (and who gave it) stays internal.
  const reason = refund.reason ? (REFUND_REASONS[refund.reason] ?? null) : null
  // A team order's refund of unused seats says how many: one line with that quantity.
  const seats = typeof refund.seats === 'number' && refund.seats > 0 ? refund.seats : null
  const what = seats
    ? `Devolución de ${seats === 1 ? '1 plaza sin usar' : `${seats} plazas sin usar`} de la factura ${original.number}`
    : `${full ? 'Devolución total' : 'Devolución parcial'} de la factura ${original.number}`
  const description = `${what}${reason ? ` (${reason})` : ''}`
  const sale = saleLines(description, -refund.amount, order)
  const { rateBp } = sale
  const lines = seats ? sale.lines.map((line) => ({ ...line, quantity: seats })) : sale.lines
  return issue(
    payload,
    'R',
    {
      key: `refund:${refund.refundId}`,
      kind: 'rectifying',
      order: order.id,
      rectifies: original.id,
      refundId: refund.refundId,
      user: idOf(order.user as number | { id: number } | null) ?? undefined,
      buyerEmail: order.email,
      issuer: issuerOf(site) as unknown as Invoice['issuer'],
      buyer: original.buyer,
      lines: lines as unknown as Invoice['lines'],
      ...totalsOf(lines),
      rate: rateBp / 100,
      currency: order.currency,
      note: noteFor(order),
    },
    order.tax?.taxability ?? null,
  )
}

function totalsOf(lines: InvoiceLine[]) {
  return lines.reduce((sum, l) => ({ net: sum.net + l.net, tax: sum.tax + l.tax, total: sum.total + l.gross }), {
    net: 0,
    tax: 0,
    total: 0,
  })
}

/** The key of an invoice's e-mailed download link (no sign-in needed; bound to this invoice). */
export function invoiceLinkKey(invoice: Pick<Invoice, 'id' | 'number'>): string {
  return createHmac('sha256', settings.payloadSecret)
    .update(`invoice:${invoice.id}:${invoice.number}`)
    .digest('base64url')
    .slice(0, 32)
}

export function validInvoiceLinkKey(invoice: Pick<Invoice, 'id' | 'number'>, key: string): boolean {
  const expected = Buffer.from(invoiceLinkKey(invoice))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const invoicePdfPath = (invoice: Pick<Invoice, 'id' | 'number'>, key?: string) =>
  `/api/invoice-pdf/${invoice.id}${key ? `?key=${key}` : ''}`
