/**
 * Checkout Sessions: create, retrieve, list (Stripe's filters and pagination), expire, line items; and
 * what the hosted page does with one: complete it (a card, or a delayed method that settles later), with
 * Stripe Tax and tax ID collection.
 */
import type Stripe from 'stripe'

import { isValidTaxId, normaliseTaxId } from '../../tax/tax-id'
import { checkBankTransferSession, startTransfer } from './bank-transfers'
import { checkSessionCreate } from './checkout-session-rules'
import { findCustomer } from './customers'
import { lineItemList, sessionJson } from './session-json'
import {
  ApiError,
  asList,
  asMetadata,
  EMAIL_RE,
  newId,
  now,
  required,
  toInt,
  type Charge,
  type LocalStripeState,
  type Obj,
  type Route,
} from './state'

export { sessionJson } from './session-json'
import { applyTax } from './tax'

export interface CompleteOptions {
  webhook?: boolean
  email?: string
  delayed?: boolean
  /** refunds of this payment start `pending` (as a bank's slow refund) until `settleRefund` */
  refundsPending?: boolean
  /** the billing country the buyer chose (Stripe Tax's location), default ES */
  country?: string
  /** with `tax_id_collection`: the business's legal name and tax ID (es_cif, eu_vat) */
  business?: { name: string; taxId: { type: string; value: string } }
  /** the buyer chose «transferencia bancaria» (`customer_balance`): the session completes unpaid, the money comes later */
  bankTransfer?: boolean
}

function createSession(state: LocalStripeState, p: Obj): Obj {
  if (required(p.mode, 'mode') !== 'payment')
    throw new ApiError(
      400,
      `Invalid mode: the local Stripe server only supports 'payment'.`,
      'parameter_invalid_string',
      'mode',
    )
  required(p.success_url, 'success_url')
  if (p.customer_email !== undefined && !EMAIL_RE.test(p.customer_email))
    throw new ApiError(400, `Invalid email address: ${p.customer_email}`, 'email_invalid', 'customer_email')
  const automaticTax = p.automatic_tax?.enabled === 'true'
  const taxIdCollection = p.tax_id_collection?.enabled === 'true'
  if (p.tax_id_collection?.required !== undefined && !taxIdCollection)
    throw new ApiError(
      400,
      'tax_id_collection[required] can only be set when tax_id_collection[enabled] is true.',
      'parameter_invalid_string',
      'tax_id_collection[required]',
    )
  const raw: Obj[] = Array.isArray(p.line_items) ? Array.from(p.line_items) : []
  if (!raw.length) throw new ApiError(400, 'Missing required param: line_items.', 'parameter_missing', 'line_items')
  const id = newId('cs_test')
  const items = raw.map((li: Obj, i) => {
    const at = (k: string) => `line_items[${i}]${k}`
    const pd = required(li?.price_data, at('[price_data]')) as Obj
    const currency = String(required(pd.currency, at('[price_data][currency]'))).toLowerCase()
    const unit_amount = toInt(
      required(pd.unit_amount, at('[price_data][unit_amount]')),
      at('[price_data][unit_amount]'),
      0,
    )
    const name = required(pd.product_data?.name, at('[price_data][product_data][name]'))
    const quantity = toInt(required(li.quantity, at('[quantity]')), at('[quantity]'), 1)
    const product = {
      id: newId('prod'),
      object: 'product',
      name,
      description: pd.product_data.description ?? null,
      metadata: asMetadata(pd.product_data.metadata),
      livemode: false,
    }
    const tax_behavior = pd.tax_behavior ?? 'unspecified'
    // Stripe Tax must know whether a price includes tax (no default tax behavior is set on this account).
    if (automaticTax && tax_behavior === 'unspecified')
      throw new ApiError(
        400,
        'Stripe Tax needs to know whether each price includes tax: set `tax_behavior` on every price (or a default tax behavior in your Tax settings).',
        'parameter_missing',
        at('[price_data][tax_behavior]'),
      )
    const price = {
      id: newId('price'),
      object: 'price',
      active: false,
      currency,
      unit_amount,
      type: 'one_time',
      product,
      metadata: {},
      livemode: false,
      tax_behavior,
    }
    const amount = unit_amount * quantity
    return {
      id: newId('li'),
      object: 'item',
      description: name,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency,
      quantity,
      price,
    }
  })
  const currency = items[0].currency
  if (items.some((it) => it.currency !== currency))
    throw new ApiError(400, 'All line_items must use the same currency.', 'parameter_invalid_string', 'line_items')
  const total = items.reduce((sum, it) => sum + it.amount_total, 0)
  const customer = p.customer === undefined ? null : findCustomer(state, p.customer)
  if (p.customer_update !== undefined && !customer)
    throw new ApiError(
      400,
      'customer_update can only be used with customer.',
      'parameter_invalid_string',
      'customer_update',
    )
  // Stripe Tax needs the customer's address: an existing customer without one must let Checkout save it.
  if (
    customer &&
    automaticTax &&
    !customer.address &&
    p.customer_update?.address !== 'auto' &&
    p.customer_update?.shipping !== 'auto'
  ) {
    throw new ApiError(
      400,
      "Automatic tax calculation in Checkout requires a valid address on the Customer. Add a valid address to the Customer or set either customer_update[address] to 'auto' or customer_update[shipping] to 'auto' to save the address entered in Checkout to the Customer.",
      'customer_tax_location_invalid',
      'customer_update[address]',
    )
  }
  if (customer && taxIdCollection && p.customer_update?.name !== 'auto') {
    throw new ApiError(
      400,
      'tax_id_collection requires updating business name on the customer. To enable tax ID collection for an existing customer, please set `customer_update[name]` to `auto`.',
      'parameter_invalid_string',
      'customer_update[name]',
    )
  }
  const bankTransfer = checkBankTransferSession(p, currency)
  const created = now()
  const session = {
    id,
    object: 'checkout.session',
    mode: 'payment',
    currency,
    amount_subtotal: total,
    amount_total: total,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    customer: customer?.id ?? null,
    // API 2026-10-28: `allowed_payment_method_types` filters the methods enabled in the Dashboard (here: card, and customer_balance when asked for).
    allowed_payment_method_types: Array.isArray(p.allowed_payment_method_types)
      ? [...p.allowed_payment_method_types]
      : null,
    payment_method_types: Array.isArray(p.allowed_payment_method_types)
      ? [...p.allowed_payment_method_types]
      : ['card'],
    payment_method_options: bankTransfer
      ? {
          customer_balance: {
            funding_type: 'bank_transfer',
            bank_transfer: {
              type: 'eu_bank_transfer',
              eu_bank_transfer: {
                country: p.payment_method_options.customer_balance.bank_transfer.eu_bank_transfer.country,
              },
            },
          },
        }
      : {},
    customer_email: p.customer_email ?? customer?.email ?? null,
    customer_details: null,
    client_reference_id: p.client_reference_id ?? null,
    metadata: asMetadata(p.metadata),
    success_url: p.success_url,
    cancel_url: p.cancel_url ?? null,
    locale: p.locale ?? null,
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    created,
    expires_at: p.expires_at ? Number(p.expires_at) : created + 24 * 3600,
    livemode: false,
    url: `${state.publicBaseUrl}/pay/${id}`,
    // Before the buyer gives an address Stripe Tax cannot compute anything.
    automatic_tax: {
      enabled: automaticTax,
      liability: automaticTax ? { type: 'self' } : null,
      status: automaticTax ? 'requires_location_inputs' : null,
    },
    tax_id_collection: {
      enabled: taxIdCollection,
      required: taxIdCollection ? (p.tax_id_collection.required ?? 'never') : 'never',
    },
  }
  state.sessions.set(id, session as unknown as Stripe.Checkout.Session)
  state.extras.set(id, { items, piMetadata: asMetadata(p.payment_intent_data?.metadata) })
  return session
}

export function findSession(state: LocalStripeState, id: string): Obj {
  const session = state.sessions.get(id)
  if (!session) throw new ApiError(404, `No such checkout.session: '${id}'`, 'resource_missing', 'id')
  return session as unknown as Obj
}

export async function completeSession(state: LocalStripeState, id: string, o: CompleteOptions = {}) {
  const session = findSession(state, id)
  if (session.status !== 'open') return null
  const method = o.bankTransfer ? 'customer_balance' : o.delayed ? 'sepa_debit' : 'card'
  if (method !== 'sepa_debit' && !session.payment_method_types.includes(method))
    throw new ApiError(400, `This Checkout Session does not accept ${method}.`, 'payment_method_unavailable')
  const email = o.email ?? session.customer_email ?? 'test@example.com'
  const country = (o.country ?? 'ES').toUpperCase()
  if (!/^[A-Z]{2}$/.test(country))
    throw new ApiError(400, `Invalid country: ${country}`, 'parameter_invalid_string', 'country')
  const business = session.tax_id_collection.enabled ? (o.business ?? null) : null
  if (session.tax_id_collection.required === 'if_supported' && !business)
    throw new ApiError(400, 'A tax ID is required for this Checkout Session.', 'tax_id_required')
  const taxId = business ? { type: business.taxId.type, value: normaliseTaxId(business.taxId.value) } : null
  if (taxId && !isValidTaxId(taxId)) throw new ApiError(400, `Invalid value for ${taxId.type}.`, 'tax_id_invalid')
  if (session.automatic_tax.enabled) applyTax(state, session, country, taxId)
  if (o.bankTransfer) {
    const pi = startTransfer(state, session, { ...session.metadata, ...state.extras.get(id)!.piMetadata })
    Object.assign(session, {
      customer_details: {
        email,
        name: business?.name ?? null,
        business_name: business?.name ?? null,
        individual_name: null,
        phone: null,
        address: { city: null, country, line1: null, line2: null, postal_code: null, state: null },
        tax_exempt: 'none',
        tax_ids: taxId ? [taxId] : [],
      },
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: pi,
    })
    return state.webhooks.emit('checkout.session.completed', sessionJson(state, session, []), true, o.webhook !== false)
  }
  const pi = newId('pi')
  const charge: Charge = {
    id: newId('ch'),
    amount: session.amount_total,
    currency: session.currency,
    payment_intent: pi,
    metadata: { ...session.metadata, ...state.extras.get(id)!.piMetadata },
    refunds: [],
    status: o.delayed ? 'pending' : 'succeeded',
    refundsPending: o.refundsPending,
  }
  state.charges.set(pi, charge)
  state.chargesById.set(charge.id, charge)
  Object.assign(session, {
    customer_email: session.customer_email ?? email,
    customer_details: {
      email,
      name: business?.name ?? null,
      business_name: business?.name ?? null,
      individual_name: null,
      phone: null,
      address: { city: null, country, line1: null, line2: null, postal_code: null, state: null },
      tax_exempt: 'none',
      tax_ids: taxId ? [taxId] : [],
    },
    status: 'complete',
    payment_status: o.delayed ? 'unpaid' : 'paid',
    payment_intent: pi,
  })
  return state.webhooks.emit('checkout.session.completed', sessionJson(state, session, []), true, o.webhook !== false)
}

/** The bank's answer to a delayed payment, days later in Stripe (here when a test asks). */
export async function settleAsyncPayment(state: LocalStripeState, id: string, outcome: 'succeeded' | 'failed') {
  const session = findSession(state, id)
  const charge = session.payment_intent ? state.charges.get(session.payment_intent) : undefined
  if (!charge || charge.status !== 'pending')
    throw new ApiError(
      400,
      `Checkout Session ${id} has no payment awaiting settlement.`,
      'payment_intent_unexpected_state',
    )
  charge.status = outcome
  if (outcome === 'succeeded') session.payment_status = 'paid'
  return state.webhooks.emit(`checkout.session.async_payment_${outcome}`, sessionJson(state, session, []), false)
}

/** `POST /v1/checkout/sessions/:id/expire`, and what Stripe does by itself at `expires_at`. */
export async function expireSession(state: LocalStripeState, id: string) {
  const session = findSession(state, id)
  if (session.status !== 'open')
    throw new ApiError(
      400,
      `Only Checkout Sessions with a status in ["open"] can be expired.`,
      'checkout_session_unexpected_state',
    )
  Object.assign(session, { status: 'expired', url: null })
  return state.webhooks.emit('checkout.session.expired', sessionJson(state, session, []), false)
}

/** `GET /v1/checkout/sessions`: newest first, Stripe's filters and cursor pagination. */
function listSessions(state: LocalStripeState, p: Obj) {
  const created: Obj =
    p.created && typeof p.created === 'object' ? p.created : p.created !== undefined ? { eq: p.created } : {}
  const bound = (k: string) => (created[k] === undefined ? undefined : toInt(created[k], `created[${k}]`, 0))
  const [gte, gt, lte, lt, eq] = ['gte', 'gt', 'lte', 'lt', 'eq'].map(bound)
  if (p.status !== undefined && !['open', 'complete', 'expired'].includes(p.status))
    throw new ApiError(
      400,
      `Invalid status: must be one of open, complete, or expired`,
      'parameter_invalid_string',
      'status',
    )
  const all = [...state.sessions.values()]
    .map((s) => s as unknown as Obj)
    .filter(
      (s) =>
        (p.status === undefined || s.status === p.status) &&
        (p.payment_intent === undefined || s.payment_intent === p.payment_intent) &&
        (gte === undefined || s.created >= gte) &&
        (gt === undefined || s.created > gt) &&
        (lte === undefined || s.created <= lte) &&
        (lt === undefined || s.created < lt) &&
        (eq === undefined || s.created === eq),
    )
    .reverse() // insertion order is creation order: newest first, as Stripe lists
  const limit = p.limit === undefined ? 10 : toInt(p.limit, 'limit', 1)
  if (limit > 100)
    throw new ApiError(400, 'This value must be less than or equal to 100.', 'parameter_invalid_integer', 'limit')
  const cursor = (param: string) => {
    const at = all.findIndex((s) => s.id === p[param])
    if (at < 0) throw new ApiError(400, `No such checkout.session: '${p[param]}'`, 'resource_missing', param)
    return at
  }
  const end = p.ending_before ? cursor('ending_before') : undefined
  const start = p.starting_after ? cursor('starting_after') + 1 : end !== undefined ? Math.max(0, end - limit) : 0
  const stop = end ?? all.length
  const page = all.slice(start, Math.min(stop, start + limit))
  const has_more = end !== undefined ? start > 0 : start + page.length < all.length
  return {
    ...asList(
      page.map((s) => sessionJson(state, s, [])),
      '/v1/checkout/sessions',
    ),
    has_more,
  }
}

const FILE = 'resources/Checkout/Sessions.d.ts'

export const checkoutSessionRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    params: [FILE, 'Checkout.SessionCreateParams'],
    check: checkSessionCreate,
    handle: (state, p, _m, expand) => sessionJson(state, createSession(state, p), expand),
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions$/,
    params: [FILE, 'Checkout.SessionListParams'],
    handle: (state, p) => listSessions(state, p),
  },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    params: [FILE, 'Checkout.SessionExpireParams'],
    handle: (state, _p, m, expand) =>
      expireSession(state, m[1]).then(() => sessionJson(state, findSession(state, m[1]), expand)),
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    params: [FILE, 'Checkout.SessionRetrieveParams'],
    handle: (state, _p, m, expand) => sessionJson(state, findSession(state, m[1]), expand),
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
    params: [FILE, 'Checkout.SessionListLineItemsParams'],
    handle: (state, _p, m, expand) =>
      lineItemList(
        state,
        findSession(state, m[1]).id,
        expand.map((e) => e.replace(/^data\./, 'line_items.data.')),
      ),
  },
]
