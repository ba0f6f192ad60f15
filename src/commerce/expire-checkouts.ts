import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Order } from '@/payload-types'

import { LIMITED_CODE_HOLD_MS } from './checkout'
import { closeUnpaidSession } from './close-unpaid'
import { fulfilCheckoutSession } from './fulfilment'
import { purchaseLog } from './log'
import { releaseUse } from './promotion-uses'
import { getStripe } from '@/adapters'

/** The longest a Checkout Session stays open (Stripe's default and maximum `expires_at`: 24 hours). */
export const CHECKOUT_SESSION_LIFETIME_MS = 24 * 3_600_000
/** Orders looked at per run (the oldest first); the next run takes the rest. */
const BATCH = 100

export interface CheckoutSweepReport {
  /** orders closed as `expired` (their sessions expired on Stripe if still open) */
  expired: number[]
  /** orders whose session turned out paid: fulfilled now */
  fulfilled: number[]
  /** orders left pending: a delayed payment (SEPA…) still on its way */
  waiting: number[]
}

async function retrieve(sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await getStripe().checkout.sessions.retrieve(sessionId)
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null
    throw error
  }
}

/**
 * Checkouts never paid do not pile up as "pending": every order still pending after the longest
 * session lifetime is settled from its session as Stripe has it. Paid → fulfilled (its webhook was
 * lost); expired, or still open (past its `expires_at`: it is expired on Stripe too, so nobody can pay
 * it any more) → the order is closed `expired`; completed with a delayed payment on its way → left to
 * that payment's events. An order whose session was never created or is unknown to Stripe is closed.
 * Idempotent: each step is (fulfilment, forward-only states), so runs may repeat or overlap.
 */
export async function sweepStaleCheckouts(payload: Payload, now = Date.now()): Promise<CheckoutSweepReport> {
  const report: CheckoutSweepReport = { expired: [], fulfilled: [], waiting: [] }
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'pending' } },
        {
          or: [
            { createdAt: { less_than: new Date(now - CHECKOUT_SESSION_LIFETIME_MS).toISOString() } },
            // A use of a code is held by a shorter session (limited codes: src/commerce/checkout.ts).
            {
              and: [
                { 'pricing.promotionCode': { exists: true } },
                { createdAt: { less_than: new Date(now - LIMITED_CODE_HOLD_MS).toISOString() } },
              ],
            },
          ],
        },
      ],
    },
    sort: 'createdAt',
    limit: BATCH,
    depth: 0,
  })
  for (const order of docs) {
    const outcome = await settleStaleOrder(payload, order, now)
    report[outcome].push(order.id)
  }
  payload.logger.info(
    { expired: report.expired.length, fulfilled: report.fulfilled.length, waiting: report.waiting.length },
    'checkout sweep done',
  )
  return report
}

async function settleStaleOrder(payload: Payload, order: Order, now: number): Promise<keyof CheckoutSweepReport> {
  const log = purchaseLog(payload, { orderId: order.id, sessionId: order.stripeSessionId })
  let session = order.stripeSessionId ? await retrieve(order.stripeSessionId) : null
  if (!session) {
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'expired' },
      context: { system: true, skipRevalidate: true },
    })
    await releaseUse(payload, order.id)
    log.warn('pending order without a Stripe session closed')
    return 'expired'
  }
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const result = await fulfilCheckoutSession(payload, session.id)
    log.warn({ result: result.status }, 'checkout sweep found a paid session still pending')
    return 'fulfilled'
  }
  if (session.status === 'complete') return 'waiting'
  // Still open and not past its own `expires_at` (a code's order looked at early): left for later.
  if (
    session.status === 'open' &&
    session.expires_at > now / 1000 &&
    now - Date.parse(order.createdAt) < CHECKOUT_SESSION_LIFETIME_MS
  )
    return 'waiting'
  if (session.status === 'open') {
    // Past the longest lifetime Stripe allows, or past its own `expires_at`: nobody may pay it now.
    log.info({ expiresAt: session.expires_at, now: Math.floor(now / 1000) }, 'expiring a stale open session on Stripe')
    try {
      session = await getStripe().checkout.sessions.expire(session.id)
    } catch (error) {
      // Completed or expired meanwhile: read it again and settle what it is now.
      if ((error as { statusCode?: number }).statusCode !== 400) throw error
      session = (await retrieve(session.id)) ?? session
      if (session.status === 'complete') return settleStaleOrder(payload, order, now)
    }
  }
  await closeUnpaidSession(payload, session, 'expired')
  return 'expired'
}
