/** Charges: retrieve, serialised as Stripe's API does since 2022-11-15 (refunds only when expanded). */
import { findPaymentIntent } from './payment-intents'
import { ApiError, now, type Charge, type LocalStripeState, type Obj, type Route } from './state'

/** Refunds that take money back: pending or succeeded (a failed or canceled one gave it back). */
export const live = (charge: Charge) => charge.refunds.filter((r) => r.status === 'pending' || r.status === 'succeeded')

/** A Charge as Stripe's API (since 2022-11-15) serialises it: without its refunds. */
export function chargeJson(charge: Charge) {
  const refunded = live(charge).reduce((sum, r) => sum + r.amount, 0)
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.amount,
    amount_refunded: refunded,
    captured: true,
    created: now(),
    currency: charge.currency,
    livemode: false,
    metadata: charge.metadata,
    paid: true,
    payment_intent: charge.payment_intent,
    refunded: refunded === charge.amount,
    status: 'succeeded',
  }
}

/**
 * A Charge's fields Stripe can expand (`expand[]=…`); anything else gets Stripe's 400. `refunds` is the
 * charge's refund list (newest first, the first 10, as Stripe embeds lists), the only way to see
 * refunds on a Charge since API version 2022-11-15; the other expandable fields are null here.
 */
const CHARGE_EXPANDABLE = new Set([
  'refunds',
  'payment_intent',
  'balance_transaction',
  'customer',
  'invoice',
  'application',
  'application_fee',
  'failure_balance_transaction',
  'on_behalf_of',
  'review',
  'source_transfer',
  'transfer',
])

function findCharge(state: LocalStripeState, id: string, expand: string[] = []) {
  const charge = state.chargesById.get(id)
  if (!charge) throw new ApiError(404, `No such charge: '${id}'`, 'resource_missing', 'id')
  const unknown = expand.find((e) => !CHARGE_EXPANDABLE.has(e))
  if (unknown) throw new ApiError(400, `This property cannot be expanded (${unknown}).`)
  const json: Obj = chargeJson(charge)
  if (expand.includes('refunds')) {
    const newest = [...charge.refunds].sort((a, b) => b.created - a.created).map((r) => ({ ...r }))
    json.refunds = {
      object: 'list',
      data: newest.slice(0, 10),
      has_more: newest.length > 10,
      url: `/v1/charges/${charge.id}/refunds`,
    }
  }
  if (expand.includes('payment_intent')) json.payment_intent = findPaymentIntent(state, charge.payment_intent)
  return json
}

export const chargeRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/v1\/charges\/([^/]+)$/,
    params: ['resources/Charges.d.ts', 'ChargeRetrieveParams'],
    handle: (state, _p, m, expand) => findCharge(state, m[1], expand),
  },
]
