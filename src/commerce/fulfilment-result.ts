import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Module, Order } from '@/payload-types'

/** What fulfilling a Checkout Session came to (src/commerce/fulfilment.ts). */
export type FulfilmentResult =
  | {
      status: 'fulfilled'
      orderId: number
      email: string
      productType: Order['productType']
      modules: Pick<Module, 'id' | 'code' | 'slug' | 'title'>[]
      /** what the buyer actually paid, in cents: the session's `amount_total` (the price when it was created, not today's) */
      amountPaid: number | null
      /** for guests on the success page only: a short-lived link token for this browser */
      accessToken?: string
      /** what came off the price (upgrade credit, promotion code), in words, or null */
      breakdown: string | null
      /** for whom: a team's or a gift's buyer is granted nothing (their seats are) */
      purpose: 'self' | 'team' | 'gift'
      /** a team's or a gift's order: the team (its first order), the seats this order bought, a gift's delivery */
      seats?: { team: number; quantity: number; recipientEmail: string | null; deliverAt: string | null }
    }
  | { status: 'unknown' | 'unpaid' | 'processing' | 'failed' | 'expired' | 'refunded' }
  /**
   * Completed, the money not (all) there yet: the buyer must still act as their payment method says (a bank
   * transfer's instructions are on the intent: src/commerce/payment-methods.ts).
   */
  | {
      status: 'awaiting_payment'
      method: NonNullable<Order['paymentMethod']>
      session: Stripe.Checkout.Session
      intent: Stripe.PaymentIntent
    }

/** The buyer's address as the session or the order has it, lower case ('' when there is none). */
export const buyerEmailOf = (session: Stripe.Checkout.Session, order: Pick<Order, 'email'>) =>
  (session.customer_details?.email ?? session.customer_email ?? order.email ?? '').trim().toLowerCase()

/** What the buyer paid, in cents, as the session says. */
export const amountPaidOf = (session: Stripe.Checkout.Session) =>
  typeof session.amount_total === 'number' ? session.amount_total : null

/** The order a Checkout Session was created for (undefined: none). */
export async function orderOfSession(payload: Payload, sessionId: string): Promise<Order | undefined> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { stripeSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}
