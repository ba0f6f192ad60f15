/**
 * Refunds: create, retrieve, list by charge or payment intent; succeeded at once, or pending until
 * `settleRefund` (as bank transfers and some cards do), which may also fail a succeeded one later.
 */
import { chargeJson, live } from './charges'
import { findPaymentIntent } from './payment-intents'
import { ApiError, asMetadata, euros, newId, now, paginate, required, toInt, type LocalStripeState, type Obj, type Route } from './state'

function createRefund(state: LocalStripeState, p: Obj) {
  const pi = required(p.payment_intent, 'payment_intent') as string
  const charge = state.charges.get(pi)
  if (!charge) throw new ApiError(400, `No such payment_intent: '${pi}'`, 'resource_missing', 'payment_intent')
  const refunded = live(charge).reduce((sum, r) => sum + r.amount, 0)
  const remaining = charge.amount - refunded
  if (remaining <= 0) throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
  const amount = p.amount === undefined ? remaining : toInt(p.amount, 'amount', 1)
  if (amount > remaining) throw new ApiError(400, `Refund amount (${euros(amount, charge.currency)}) is greater than unrefunded amount on charge (${euros(remaining, charge.currency)})`, 'amount_too_large', 'amount')
  if (p.reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(p.reason)) throw new ApiError(400, `Invalid reason: ${p.reason}`, 'parameter_invalid_string', 'reason')
  const refund = { id: newId('re'), object: 'refund', amount, charge: charge.id, currency: charge.currency, created: now(), metadata: asMetadata(p.metadata), payment_intent: pi, reason: p.reason ?? null, status: state.refundsPending || charge.refundsPending ? 'pending' : 'succeeded' }
  charge.refunds.push(refund)
  state.refundsById.set(refund.id, refund)
  // What Stripe sends for a new refund: the charge (without its refunds) and the refund itself.
  void state.webhooks.emit('charge.refunded', chargeJson(charge), false)
  void state.webhooks.emit('refund.created', { ...refund }, false)
  return refund
}

/**
 * A pending refund succeeds or fails, or a succeeded one fails later (Stripe: the card issuer could not
 * process it; the money returns to the balance). Sends `refund.updated`, and `refund.failed` when it failed.
 */
export async function settleRefund(state: LocalStripeState, id: string, status: 'succeeded' | 'failed') {
  const refund = state.refundsById.get(id)
  if (!refund) throw new Error(`no refund ${id}`)
  if (refund.status !== 'pending' && !(refund.status === 'succeeded' && status === 'failed')) throw new Error(`refund ${id} is ${refund.status}: it cannot become ${status}`)
  refund.status = status
  if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card'
  await state.webhooks.emit('refund.updated', { ...refund }, false)
  if (status === 'failed') await state.webhooks.emit('refund.failed', { ...refund }, false)
}

/** A Refund's fields Stripe can expand; `charge` and `payment_intent` become objects, the others are null here. */
const REFUND_EXPANDABLE = new Set(['charge', 'payment_intent', 'balance_transaction', 'failure_balance_transaction', 'source_transfer_reversal', 'transfer_reversal'])

function findRefund(state: LocalStripeState, id: string, expand: string[] = []) {
  const refund = state.refundsById.get(id)
  if (!refund) throw new ApiError(404, `No such refund: '${id}'`, 'resource_missing', 'id')
  const unknown = expand.find((e) => !REFUND_EXPANDABLE.has(e))
  if (unknown) throw new ApiError(400, `This property cannot be expanded (${unknown}).`)
  const json: Obj = { ...refund }
  if (expand.includes('charge')) json.charge = chargeJson(state.chargesById.get(refund.charge)!)
  if (expand.includes('payment_intent')) json.payment_intent = findPaymentIntent(state, refund.payment_intent)
  return json
}

function listRefunds(state: LocalStripeState, p: Obj) {
  const all = [...state.refundsById.values()]
    .filter((r) => (p.charge === undefined || r.charge === p.charge) && (p.payment_intent === undefined || r.payment_intent === p.payment_intent))
    .sort((a, b) => b.created - a.created)
  return paginate(all.map((r) => ({ ...r })), p, '/v1/refunds')
}

const FILE = 'resources/Refunds.d.ts'

export const refundRoutes: Route[] = [
  { method: 'POST', path: /^\/v1\/refunds$/, params: [FILE, 'RefundCreateParams'], handle: (state, p) => createRefund(state, p) },
  { method: 'GET', path: /^\/v1\/refunds$/, params: [FILE, 'RefundListParams'], handle: (state, p) => listRefunds(state, p) },
  { method: 'GET', path: /^\/v1\/refunds\/([^/]+)$/, params: [FILE, 'RefundRetrieveParams'], handle: (state, _p, m, expand) => findRefund(state, m[1], expand) },
]
