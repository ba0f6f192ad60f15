import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { isErasedEmail } from '@/email/anonymous'
import { enqueueOnce } from '@/jobs/queue'
import { buysSeats, grantsNow } from '@/orders/facts'
import type { Order } from '@/payload-types'

import { fulfilModules } from './fulfil-modules'
import { fulfilSeats } from './fulfil-seats'
import { buyerEmailOf, orderOfSession, type FulfilmentResult } from './fulfilment-result'
import { purchaseLog } from './log'
import { underOrderLock } from './order-lock'
import { orderTaxFromSession } from './order-tax'
import { advanceOrderStatus } from './order-status'
import { PAYMENT_METHODS } from './payment-methods'
import { redeemUse } from './promotion-uses'

/*
 * Fulfilment, by job: this file is the idempotent core (is the session paid? record the payment, the
 * promotion code's use, the invoice); then a purchase for oneself is granted its modules
 * (`fulfil-modules.ts`), a team's or a gift's order opens seats (`fulfil-seats.ts`); a session never paid
 * closes its order (`close-unpaid.ts`). What differs by payment method is its entry in `payment-methods.ts`.
 */

const context = { system: true, skipRevalidate: true }

/**
 * Where an unpaid session stands: abandoned (expired), still open, or completed with a delayed method
 * (SEPA debit…) whose money is on its way (`processing`) or never came (the PaymentIntent asks for
 * another payment method: the session cannot be paid any more). A method whose money comes later (a bank
 * transfer) reads its intent first: awaited from the buyer, or closed at its deadline.
 */
async function unpaidStatus(session: Stripe.Checkout.Session): Promise<FulfilmentResult> {
  if (session.status === 'expired') return { status: 'expired' }
  if (session.status !== 'complete' || !session.payment_intent) return { status: 'unpaid' }
  const intent =
    typeof session.payment_intent === 'string'
      ? await getStripe().paymentIntents.retrieve(session.payment_intent)
      : session.payment_intent
  for (const method of PAYMENT_METHODS) {
    const read = method.readIntent?.(intent)
    if (read === 'awaiting') return { status: 'awaiting_payment', method: method.name, session, intent }
    if (read === 'expired') return { status: 'expired' }
  }
  return { status: intent.status === 'processing' || intent.status === 'succeeded' ? 'processing' : 'failed' }
}

/**
 * The tax Stripe computed, and the buyer's fiscal details: a team's company, given and checked at checkout
 * (src/commerce/seat-checkout.ts), stays the invoice's buyer; otherwise the session's business name and tax ID.
 */
function taxOfPaidOrder(order: Order, session: Stripe.Checkout.Session): Pick<Order, 'tax' | 'buyer'> {
  const fromSession = orderTaxFromSession(session)
  return order.purpose === 'team' && order.buyer?.taxId ? { tax: fromSession.tax, buyer: order.buyer } : fromSession
}

async function retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session | null> {
  if (!/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return null
  try {
    return await getStripe().checkout.sessions.retrieve(sessionId, { expand: ['total_details.breakdown'] })
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null
    throw error
  }
}

/**
 * Fulfils a Checkout Session, once. Keyed on the session id; safe to call any number of times, in
 * any order and concurrently (webhook and success page): Stripe is asked whether the session is paid,
 * and the database's unique indexes (one active entitlement per owner and module, one purchase link
 * per order) decide who writes — everyone else finds the work done.
 */
export async function fulfilCheckoutSession(
  payload: Payload,
  sessionId: string,
  opts: { browserToken?: boolean; eventId?: string } = {},
): Promise<FulfilmentResult> {
  const session = await retrieveSession(sessionId)
  if (!session) return { status: 'unknown' }
  if (session.payment_status !== 'paid') return unpaidStatus(session)

  let order = await orderOfSession(payload, session.id)
  if (!order || String(order.id) !== session.metadata?.order_id) return { status: 'unknown' }
  // The buyer had their data erased: nothing is granted or sent again (a replayed event, reconciliation).
  if (isErasedEmail(order.email)) return { status: 'unknown' }

  const email = buyerEmailOf(session, order)
  if (!email) return { status: 'unknown' }
  const paymentIntentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  const log = purchaseLog(payload, { orderId: order.id, sessionId: session.id, eventId: opts.eventId })
  // Recorded once, whatever came first: a refund's event may have reached the order before this one. Under
  // the order's lock, read afresh, so a stale copy never writes `paid` over the refunds recorded meanwhile.
  if (!order.paidAt || (advanceOrderStatus(order.status, 'paid') === 'paid' && order.status !== 'paid')) {
    const stale = order
    order = await underOrderLock(payload, stale.id, async () => {
      const fresh = await payload.findByID({ collection: 'orders', id: stale.id, depth: 0 })
      if (fresh.paidAt && advanceOrderStatus(fresh.status, 'paid') === fresh.status) return fresh
      const paid = await payload.update({
        collection: 'orders',
        id: fresh.id,
        data: {
          status: advanceOrderStatus(fresh.status, 'paid'),
          paidAt: fresh.paidAt ?? new Date().toISOString(),
          email,
          paymentIntentId,
          ...taxOfPaidOrder(fresh, session),
        },
        context,
      })
      log.info('order paid')
      return paid
    })
  }
  // A promotion code's reserved use counts for good (idempotent).
  if (order.pricing?.promotionCode) await redeemUse(payload, order.id)
  // Every paid order gets its invoice (one job per order, however many callers get here).
  await enqueueOnce(payload, {
    task: 'issue-invoice',
    input: { orderId: order.id },
    dedupeKey: `invoice:order:${order.id}`,
  })
  // A withdrawn order grants nothing again (a replayed event before its refund is recorded).
  if (!grantsNow(order)) return { status: 'refunded' }
  // A team's or a gift's order opens seats instead: its buyer is granted nothing.
  if (buysSeats(order)) return fulfilSeats(payload, order, email, session, log)
  return fulfilModules(payload, order, email, session, opts, log)
}
