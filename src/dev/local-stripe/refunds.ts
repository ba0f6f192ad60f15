/**
 * Refunds: create, retrieve, list by charge or payment intent; succeeded at once, or pending until
 * `settleRefund` (as bank transfers and some cards do), which may also fail a succeeded one later. A
 * customer's cash balance (what bank transfers left there) is returned with `origin: 'customer_balance'`:
 * pending while Stripe sends it to the customer's bank, never more than the balance holds.
 */
import { chargeJson, live } from './charges'
import { findCustomer } from './customers'
import { findPaymentIntent } from './payment-intents'
import {
  ApiError,
  EMAIL_RE,
  asMetadata,
  euros,
  newId,
  now,
  paginate,
  required,
  toInt,
  type LocalStripeState,
  type Obj,
  type Route,
} from './state'

/** `POST /v1/refunds` with `origin: 'customer_balance'`: returns (part of) a customer's cash balance. */
function refundCashBalance(state: LocalStripeState, p: Obj) {
  if (p.origin !== 'customer_balance')
    throw new ApiError(400, `Invalid origin: must be customer_balance`, 'parameter_invalid_string', 'origin')
  for (const param of ['payment_intent', 'charge'] as const) {
    if (p[param] !== undefined)
      throw new ApiError(400, `You cannot pass ${param} when origin is customer_balance.`, 'parameter_unknown', param)
  }
  const customer = findCustomer(state, String(required(p.customer, 'customer')))
  const currency = String(required(p.currency, 'currency')).toLowerCase()
  if (currency !== 'eur')
    throw new ApiError(400, `This customer has no cash balance in ${currency}.`, 'parameter_invalid_string', 'currency')
  const available: number = customer.cash_balance?.available?.eur ?? 0
  if (available <= 0)
    throw new ApiError(400, 'This customer has no cash balance to refund.', 'balance_insufficient', 'amount')
  const amount = p.amount === undefined ? available : toInt(p.amount, 'amount', 1)
  if (amount > available)
    throw new ApiError(
      400,
      `Refund amount (${euros(amount, currency)}) is greater than the customer's cash balance (${euros(available, currency)}).`,
      'amount_too_large',
      'amount',
    )
  const email = p.instructions_email ?? customer.email
  if (p.instructions_email !== undefined && !EMAIL_RE.test(p.instructions_email))
    throw new ApiError(400, `Invalid email address: ${p.instructions_email}`, 'email_invalid', 'instructions_email')
  if (!email)
    throw new ApiError(
      400,
      'This customer has no email address: give instructions_email so Stripe can ask for their bank account.',
      'parameter_missing',
      'instructions_email',
    )
  customer.cash_balance.available.eur = available - amount
  const refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: null,
    currency,
    created: now(),
    metadata: asMetadata(p.metadata),
    payment_intent: null,
    reason: p.reason ?? null,
    status: 'pending',
    instructions_email: p.instructions_email ?? null,
    destination_details: { type: 'customer_cash_balance', customer_cash_balance: {} },
    customer: customer.id,
  }
  state.refundsById.set(refund.id, refund)
  void state.webhooks.emit('refund.created', { ...refund }, false)
  return refund
}

function createRefund(state: LocalStripeState, p: Obj) {
  if (p.origin !== undefined || p.customer !== undefined) return refundCashBalance(state, p)
  const pi = required(p.payment_intent, 'payment_intent') as string
  const charge = state.charges.get(pi)
  if (!charge) throw new ApiError(400, `No such payment_intent: '${pi}'`, 'resource_missing', 'payment_intent')
  const refunded = live(charge).reduce((sum, r) => sum + r.amount, 0)
  const remaining = charge.amount - refunded
  if (remaining <= 0)
    throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
  const amount = p.amount === undefined ? remaining : toInt(p.amount, 'amount', 1)
  if (amount > remaining)
    throw new ApiError(
      400,
      `Refund amount (${euros(amount, charge.currency)}) is greater than unrefunded amount on charge (${euros(remaining, charge.currency)})`,
      'amount_too_large',
      'amount',
    )
  if (p.reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(p.reason))
    throw new ApiError(400, `Invalid reason: ${p.reason}`, 'parameter_invalid_string', 'reason')
  const refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    created: now(),
    metadata: asMetadata(p.metadata),
    payment_intent: pi,
    reason: p.reason ?? null,
    status: state.refundsPending || charge.refundsPending ? 'pending' : 'succeeded',
  }
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
  if (refund.status !== 'pending' && !(refund.status === 'succeeded' && status === 'failed'))
    throw new Error(`refund ${id} is ${refund.status}: it cannot become ${status}`)
  refund.status = status
  if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card'
  // a cash balance's refund that fails puts the money back on that balance
  if (status === 'failed' && refund.customer && !refund.charge)
    state.customers.get(refund.customer)!.cash_balance.available.eur += refund.amount
  await state.webhooks.emit('refund.updated', { ...refund }, false)
  if (status === 'failed') await state.webhooks.emit('refund.failed', { ...refund }, false)
}

/** A Refund's fields Stripe can expand; `charge` and `payment_intent` become objects, the others are null here. */
const REFUND_EXPANDABLE = new Set([
  'charge',
  'payment_intent',
  'balance_transaction',
  'failure_balance_transaction',
  'source_transfer_reversal',
  'transfer_reversal',
])

function findRefund(state: LocalStripeState, id: string, expand: string[] = []) {
  const refund = state.refundsById.get(id)
  if (!refund) throw new ApiError(404, `No such refund: '${id}'`, 'resource_missing', 'id')
  const unknown = expand.find((e) => !REFUND_EXPANDABLE.has(e))
  if (unknown) throw new ApiError(400, `This property cannot be expanded (${unknown}).`)
  const json: Obj = { ...refund }
  if (expand.includes('charge') && refund.charge) json.charge = chargeJson(state.chargesById.get(refund.charge)!)
  if (expand.includes('payment_intent') && refund.payment_intent)
    json.payment_intent = findPaymentIntent(state, refund.payment_intent)
  return json
}

function listRefunds(state: LocalStripeState, p: Obj) {
  const all = [...state.refundsById.values()]
    .filter(
      (r) =>
        (p.charge === undefined || r.charge === p.charge) &&
        (p.payment_intent === undefined || r.payment_intent === p.payment_intent),
    )
    .sort((a, b) => b.created - a.created)
  return paginate(
    all.map((r) => ({ ...r })),
    p,
    '/v1/refunds',
  )
}

const FILE = 'resources/Refunds.d.ts'

export const refundRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    params: [FILE, 'RefundCreateParams'],
    handle: (state, p) => createRefund(state, p),
  },
  {
    method: 'GET',
    path: /^\/v1\/refunds$/,
    params: [FILE, 'RefundListParams'],
    handle: (state, p) => listRefunds(state, p),
  },
  {
    method: 'GET',
    path: /^\/v1\/refunds\/([^/]+)$/,
    params: [FILE, 'RefundRetrieveParams'],
    handle: (state, _p, m, expand) => findRefund(state, m[1], expand),
  },
]
