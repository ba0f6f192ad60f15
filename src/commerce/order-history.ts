/**
 * What a guest buyer bought, whatever became of it: the orders an e-mail paid as a guest (refunded ones
 * included). A refunded buyer keeps a read-only view of them (orders, refunds, invoices) through their
 * access link, without access to the content.
 */
import { WAS_PAID } from '@/orders/facts'
import type { Payload, PayloadRequest, Where } from 'payload'

import { ownerWhere } from '@/entitlements/ownership'
import type { Module, Order } from '@/payload-types'

const guestOrdersOf = (email: string): Where => ({
  and: [ownerWhere({ guestEmail: email.trim() })!, { status: { in: WAS_PAID } }],
})

/** Whether the e-mail ever paid as a guest (refunded orders included). */
export async function hasGuestPurchases(payload: Payload, email: string, req?: PayloadRequest): Promise<boolean> {
  return (await payload.count({ collection: 'orders', where: guestOrdersOf(email), req })).totalDocs > 0
}

export interface OrderHistoryEntry {
  id: number
  date: string
  product: string
  amount: number
  currency: string
  status: Order['status']
  /** the amounts given back and when; never the desk's reasons */
  refunds: { amount: number; date: string | null }[]
}

const codeOf = (m: number | Module) => (typeof m === 'object' ? m.code : null)

/** The guest orders of an e-mail, newest first, as the buyer may see them. */
export async function guestOrderHistory(payload: Payload, email: string): Promise<OrderHistoryEntry[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: guestOrdersOf(email),
    sort: '-createdAt',
    depth: 1,
    limit: 50,
  })
  return docs.map((o) => {
    const codes = (o.modules ?? []).map(codeOf).filter((c): c is NonNullable<typeof c> => Boolean(c))
    return {
      id: o.id,
      date: o.paidAt ?? o.createdAt,
      product: o.productType === 'complete' ? 'Curso completo' : `Módulo ${codes.join(', ')}`,
      amount: o.amountTotal,
      currency: o.currency,
      status: o.status,
      refunds: (o.refunds ?? []).map((r) => ({ amount: r.amount, date: r.refundedAt ?? null })),
    }
  })
}
