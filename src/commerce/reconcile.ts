import { hasRefunds } from '@/orders/facts'
import type { Payload } from 'payload'

import { getStripe } from '@/adapters'
import type { Order } from '@/payload-types'
import { isErasedEmail } from '@/email/anonymous'

import { fulfilCheckoutSession } from './fulfilment'
import { orderOfSession } from './fulfilment-result'
import { purchaseLog } from './log'

export interface ReconcileReport {
  /** paid sessions Stripe listed for the period */
  paid: number
  /** sessions fulfilled now (their webhook was lost, or its work never finished) */
  fulfilled: string[]
  /** paid sessions that name no order of ours (another app on the account, or a deleted order) */
  unknown: string[]
}

/**
 * A paid purchase is never forgotten: lists Stripe's completed Checkout Sessions of the last `days` days
 * (through the API, every page) and fulfils each paid one whose order has not been fulfilled yet.
 * Fulfilment is idempotent, so running this any number of times, on any instance, alongside the webhook
 * and the success page, grants and e-mails once.
 */
export async function reconcilePaidSessions(payload: Payload, days: number): Promise<ReconcileReport> {
  const gte = Math.floor(Date.now() / 1000) - Math.round(days * 86_400)
  const report: ReconcileReport = { paid: 0, fulfilled: [], unknown: [] }
  for await (const session of getStripe().checkout.sessions.list({
    created: { gte },
    status: 'complete',
    limit: 100,
  })) {
    if (session.payment_status !== 'paid') continue
    report.paid += 1
    const order = await orderOfSession(payload, session.id)
    if (order && (await fulfilled(payload, order))) continue
    const log = purchaseLog(payload, {
      orderId: order?.id ?? session.metadata?.order_id,
      sessionId: session.id,
      eventId: null,
    })
    const result = await fulfilCheckoutSession(payload, session.id)
    if (result.status === 'fulfilled') {
      report.fulfilled.push(session.id)
      log.warn('reconciliation fulfilled a paid session the webhook had not')
    } else {
      report.unknown.push(session.id)
      log.warn({ result: result.status }, 'reconciliation found a paid session it cannot fulfil')
    }
  }
  payload.logger.info(
    { days, paid: report.paid, fulfilled: report.fulfilled.length, unknown: report.unknown.length },
    'reconciliation done',
  )
  return report
}

/**
 * An order is done once it is past `paid` (refunds), or paid with its grants and — for a guest — its
 * e-mailed purchase link (fulfilment writes the grants first, then the link with its e-mail).
 */
async function fulfilled(payload: Payload, order: Pick<Order, 'id' | 'status' | 'user' | 'email'>) {
  if (hasRefunds(order.status)) return true
  // An erased buyer's order (src/privacy/erase.ts) is done for good.
  if (isErasedEmail(order.email)) return true
  if (order.status !== 'paid') return false
  const { totalDocs: grants } = await payload.count({
    collection: 'entitlements',
    where: { order: { equals: order.id } },
  })
  if (!grants || order.user) return grants > 0
  const { totalDocs: links } = await payload.count({
    collection: 'guest-grants',
    where: { purchaseKey: { equals: `order:${order.id}` } },
  })
  return links > 0
}
