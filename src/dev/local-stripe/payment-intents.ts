/** Payment intents: retrieve, and a card payment confirmed at once (`POST /v1/payment_intents`). */
import { cancelTransfer, transferIntentJson } from './bank-transfers'
import {
  ApiError,
  asMetadata,
  newId,
  required,
  toInt,
  type Charge,
  type LocalStripeState,
  type Obj,
  type Route,
} from './state'

const PI_STATUS = { pending: 'processing', succeeded: 'succeeded', failed: 'requires_payment_method' } as const

export function findPaymentIntent(state: LocalStripeState, id: string) {
  const transfer = state.transfers.get(id)
  if (transfer) return transferIntentJson(state, transfer)
  const charge = state.charges.get(id)
  if (!charge) throw new ApiError(404, `No such payment_intent: '${id}'`, 'resource_missing', 'id')
  return {
    id,
    object: 'payment_intent',
    amount: charge.amount,
    amount_received: charge.amount,
    currency: charge.currency,
    latest_charge: charge.id,
    metadata: charge.metadata,
    status: PI_STATUS[charge.status],
    livemode: false,
  }
}

/** A card payment confirmed at once (`pm_card_visa`), as the contract tests make one in Stripe test mode. */
function createPaymentIntent(state: LocalStripeState, p: Obj) {
  const amount = toInt(required(p.amount, 'amount'), 'amount', 1)
  const currency = String(required(p.currency, 'currency')).toLowerCase()
  const pi = newId('pi')
  const charge: Charge = {
    id: newId('ch'),
    amount,
    currency,
    payment_intent: pi,
    metadata: asMetadata(p.metadata),
    refunds: [],
    status: 'succeeded',
  }
  if (p.confirm === 'true') {
    if (p.payment_method !== 'pm_card_visa')
      throw new ApiError(400, `No such PaymentMethod: '${p.payment_method}'`, 'resource_missing', 'payment_method')
    state.charges.set(pi, charge)
    state.chargesById.set(charge.id, charge)
    return findPaymentIntent(state, pi)
  }
  return {
    id: pi,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency,
    latest_charge: null,
    metadata: charge.metadata,
    status: 'requires_payment_method',
    livemode: false,
  }
}

const FILE = 'resources/PaymentIntents.d.ts'

export const paymentIntentRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/v1\/payment_intents\/([^/]+)$/,
    params: [FILE, 'PaymentIntentRetrieveParams'],
    handle: (state, _p, m) => findPaymentIntent(state, m[1]),
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
    params: [FILE, 'PaymentIntentCancelParams'],
    handle: (state, p, m) => {
      const transfer = state.transfers.get(m[1])
      if (transfer) return cancelTransfer(state, transfer, p.cancellation_reason)
      findPaymentIntent(state, m[1])
      throw new ApiError(
        400,
        'You cannot cancel this PaymentIntent because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
        'payment_intent_unexpected_state',
      )
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/payment_intents$/,
    params: [FILE, 'PaymentIntentCreateParams'],
    handle: (state, p) => createPaymentIntent(state, p),
  },
]
