/**
 * Tiny local Stripe-compatible server (node:http only), used as the keyless
 * offline default in `npm run dev` and by tests with the real `stripe` SDK
 * (options: host, port, protocol: 'http', maxNetworkRetries: 0).
 *
 * Implements only what the app uses: Checkout Sessions (create / retrieve / list with Stripe's filters
 * and pagination / expire / line_items), a hosted test payment page (/pay/:id; test controls: pay by a
 * delayed method that settles or fails later, or leave the webhook undelivered), refunds (create, retrieve, list by charge or
 * payment intent; succeeded at once, or pending until `settleRefund`), charges and payment intents
 * (retrieve; a card payment intent confirmed at once), events (list), plus signed webhook delivery of
 * `checkout.session.completed` (`payment_status: "unpaid"` for a delayed method),
 * `checkout.session.async_payment_succeeded` / `_failed`, `checkout.session.expired`, `charge.refunded`,
 * `refund.created`, `refund.updated` and `refund.failed`, retried with backoff after a non-2xx answer or a failed
 * connection, as Stripe does (on a much shorter schedule). As in Stripe's API since 2022-11-15, a
 * Charge does not carry its refunds (in answers and in webhook payloads) unless retrieved with
 * `expand[]=refunds`: list them.
 * Requests are refused as Stripe refuses them (`local-stripe-params.ts`: parameters read from the SDK's
 * type definitions, Stripe's limits, Stripe's error shape).
 * State lives in memory: this fakes an external service.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import Stripe from 'stripe'

import { isReverseChargeId, isValidTaxId, normaliseTaxId } from '../tax/tax-id'
import { EU_VAT_RATES_BP, exclusiveLine, inclusiveLine, taxFor } from '../tax/vat'
import { ApiError, validateRequest } from './local-stripe-params'

export interface LocalStripeOptions {
  port?: number // 0 = random free port (default)
  host?: string // default '127.0.0.1'
  webhookUrl?: string // where to POST events; if unset, events are only recorded
  webhookSecret: string // 'whsec_...' used to sign events
  publicBaseUrl?: string // base URL of this server as seen by the browser (default http://host:port)
  log?: (line: string) => void // default console.log
  /** waits before each redelivery of an event the app did not accept (default 1, 2, 4, 8, 16, 32 s) */
  retryDelaysMs?: number[]
}

export interface LocalStripe {
  url: string
  port: number
  host: string
  close(): Promise<void>
  /**
   * complete a session exactly as the hosted page does (for tests); sends the webhook unless {webhook:false};
   * with {delayed:true} the buyer chose a delayed method (SEPA debit): `payment_status: "unpaid"` until
   * `settleAsyncPayment`. Returns the event sent.
   */
  completeSession(id: string, opts?: CompleteOptions): Promise<Stripe.Event | null>
  /** a delayed payment clears or bounces: `checkout.session.async_payment_succeeded` / `_failed` */
  settleAsyncPayment(id: string, outcome: 'succeeded' | 'failed'): Promise<Stripe.Event>
  /** an open session expires (the buyer abandoned it): `checkout.session.expired` */
  expireSession(id: string): Promise<Stripe.Event>
  /** events generated so far (newest last) */
  events: Stripe.Event[]
  /** build (and with {deliver:true} record and deliver in background) a signed event for an arbitrary object */
  signedEvent(type: string, object: unknown, opts?: { deliver?: boolean }): { event: Stripe.Event; payload: string; header: string }
  sessions: Map<string, Stripe.Checkout.Session>
  /** every API answer waits this long first (tests: a slow Stripe, to catch the app mid-request) */
  setApiDelay(ms: number): void
  /** webhook deliveries so far: event id → HTTP statuses (0 = no connection), in order */
  deliveries: Map<string, number[]>
  /** new refunds start `pending` (as bank transfers and some cards do) until settled */
  setRefundsPending(pending: boolean): void
  /** a pending refund succeeds or fails, or a succeeded one fails later; sends `refund.updated` (and `refund.failed`) */
  settleRefund(id: string, status: 'succeeded' | 'failed'): Promise<void>
}

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
}

// Stripe's form-encoded parameters are untyped until each is checked, as Stripe itself does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>
type Charge = { id: string; amount: number; currency: string; payment_intent: string; metadata: Obj; refunds: Obj[]; status: 'pending' | 'succeeded' | 'failed'; refundsPending?: boolean }

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PI_STATUS = { pending: 'processing', succeeded: 'succeeded', failed: 'requires_payment_method' } as const
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** Parse Stripe's form encoding (`a[b][0][c]=x`, `expand[]=y`) into nested objects/arrays. */
export function parseForm(body: string): Obj {
  const root: Obj = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    if (path.some((seg) => UNSAFE_KEYS.has(seg))) continue
    let node: Obj = root
    path.forEach((seg, i) => {
      const k = seg === '' && Array.isArray(node) ? node.length : seg
      if (i === path.length - 1) node[k] = value
      else node = node[k] ??= /^\d*$/.test(path[i + 1]) ? [] : {}
    })
  }
  return root
}

const toInt = (v: unknown, param: string, min: number): number => {
  if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min) throw new ApiError(400, `Invalid integer: ${String(v)}`, 'parameter_invalid_integer', param)
  return Number(v)
}
const required = (v: unknown, param: string) => {
  if (v === undefined || v === '') throw new ApiError(400, `Missing required param: ${param}.`, 'parameter_missing', param)
  return v
}
const asMetadata = (v: unknown): Record<string, string> => (v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Obj) } : {})
const asList = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url })
/** One page of a newest-first list, with Stripe's `limit` (default 10, at most 100) and `starting_after`. */
const paginate = (all: Obj[], p: Obj, url: string) => {
  const limit = p.limit === undefined ? 10 : toInt(p.limit, 'limit', 1)
  const start = p.starting_after ? all.findIndex((item) => item.id === p.starting_after) + 1 : 0
  const page = all.slice(start, start + Math.min(limit, 100))
  return { ...asList(page, url), has_more: start + page.length < all.length }
}
const euros = (amount: number, currency: string) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)
const esc = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export async function startLocalStripe(opts: LocalStripeOptions): Promise<LocalStripe> {
  const host = opts.host ?? '127.0.0.1'
  const log = opts.log ?? ((line: string) => console.log(line))
  const sessions = new Map<string, Stripe.Checkout.Session>()
  // session id -> line items (with full product objects) and payment_intent_data[metadata]
  const extras = new Map<string, { items: Obj[]; piMetadata: Obj }>()
  const charges = new Map<string, Charge>() // payment_intent id -> charge
  const chargesById = new Map<string, Charge>()
  const refundsById = new Map<string, Obj>()
  let refundsPending = false
  const idempotent = new Map<string, { body: string; status: number; json: unknown }>()
  const events: Stripe.Event[] = []
  const deliveries = new Set<Promise<void>>()
  const attempts = new Map<string, number[]>()
  const retryDelays = opts.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000, 32000]
  let apiDelay = 0
  let closing = false
  const retries = new Set<NodeJS.Timeout>()
  let publicBaseUrl = ''

  // ---- events & webhooks -------------------------------------------------
  function signedEvent(type: string, object: unknown, o: { deliver?: boolean } = {}) {
    const event = {
      id: newId('evt'), object: 'event', api_version: Stripe.API_VERSION, created: now(), type,
      data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null },
    } as unknown as Stripe.Event
    const payload = JSON.stringify(event, null, 2)
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret })
    if (o.deliver) {
      events.push(event)
      track(deliver(event, payload, header))
    }
    return { event, payload, header }
  }

  function track(p: Promise<void>) {
    deliveries.add(p)
    void p.finally(() => deliveries.delete(p))
  }

  async function deliver(event: Stripe.Event, payload: string, header: string, attempt = 0): Promise<void> {
    if (!opts.webhookUrl) return log(`[local-stripe] ${event.type} ${event.id} recorded (no webhookUrl)`)
    let status = 0
    try {
      const res = await fetch(opts.webhookUrl, {
        method: 'POST', body: payload, signal: AbortSignal.timeout(5000),
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      })
      status = res.status
      log(`[local-stripe] ${event.type} ${event.id} -> ${opts.webhookUrl} ${res.status}`)
    } catch (err) {
      log(`[local-stripe] ${event.type} ${event.id} -> ${opts.webhookUrl} failed: ${(err as Error).message}`)
    }
    attempts.set(event.id, [...(attempts.get(event.id) ?? []), status])
    // Stripe redelivers until it gets a 2xx, re-signing each attempt.
    if ((status < 200 || status > 299) && attempt < retryDelays.length && !closing) {
      const timer = setTimeout(() => {
        retries.delete(timer)
        const fresh = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret })
        track(deliver(event, payload, fresh, attempt + 1))
      }, retryDelays[attempt])
      retries.add(timer)
    }
  }

  /** Record an event; `await` = deliver before returning (hosted page), otherwise in background (like Stripe). */
  async function emit(type: string, object: unknown, wait: boolean, send = true): Promise<Stripe.Event> {
    const { event, payload, header } = signedEvent(type, object)
    events.push(event)
    if (send && wait) await deliver(event, payload, header)
    else if (send) track(deliver(event, payload, header))
    return event
  }

  // ---- resources -----------------------------------------------------------
  function createSession(p: Obj): Obj {
    if (required(p.mode, 'mode') !== 'payment') throw new ApiError(400, `Invalid mode: the local Stripe server only supports 'payment'.`, 'parameter_invalid_string', 'mode')
    required(p.success_url, 'success_url')
    if (p.customer_email !== undefined && !EMAIL_RE.test(p.customer_email)) throw new ApiError(400, `Invalid email address: ${p.customer_email}`, 'email_invalid', 'customer_email')
    const automaticTax = p.automatic_tax?.enabled === 'true'
    const taxIdCollection = p.tax_id_collection?.enabled === 'true'
    if (p.tax_id_collection?.required !== undefined && !taxIdCollection) throw new ApiError(400, 'tax_id_collection[required] can only be set when tax_id_collection[enabled] is true.', 'parameter_invalid_string', 'tax_id_collection[required]')
    const raw: Obj[] = Array.isArray(p.line_items) ? Array.from(p.line_items) : []
    if (!raw.length) throw new ApiError(400, 'Missing required param: line_items.', 'parameter_missing', 'line_items')
    const id = newId('cs_test')
    const items = raw.map((li: Obj, i) => {
      const at = (k: string) => `line_items[${i}]${k}`
      const pd = required(li?.price_data, at('[price_data]')) as Obj
      const currency = String(required(pd.currency, at('[price_data][currency]'))).toLowerCase()
      const unit_amount = toInt(required(pd.unit_amount, at('[price_data][unit_amount]')), at('[price_data][unit_amount]'), 0)
      const name = required(pd.product_data?.name, at('[price_data][product_data][name]'))
      const quantity = toInt(required(li.quantity, at('[quantity]')), at('[quantity]'), 1)
      const product = { id: newId('prod'), object: 'product', name, description: pd.product_data.description ?? null, metadata: asMetadata(pd.product_data.metadata), livemode: false }
      const tax_behavior = pd.tax_behavior ?? 'unspecified'
      // Stripe Tax must know whether a price includes tax (no default tax behavior is set on this account).
      if (automaticTax && tax_behavior === 'unspecified') throw new ApiError(400, 'Stripe Tax needs to know whether each price includes tax: set `tax_behavior` on every price (or a default tax behavior in your Tax settings).', 'parameter_missing', at('[price_data][tax_behavior]'))
      const price = { id: newId('price'), object: 'price', active: false, currency, unit_amount, type: 'one_time', product, metadata: {}, livemode: false, tax_behavior }
      const amount = unit_amount * quantity
      return { id: newId('li'), object: 'item', description: name, amount_discount: 0, amount_subtotal: amount, amount_tax: 0, amount_total: amount, currency, quantity, price }
    })
    const currency = items[0].currency
    if (items.some((it) => it.currency !== currency)) throw new ApiError(400, 'All line_items must use the same currency.', 'parameter_invalid_string', 'line_items')
    const total = items.reduce((sum, it) => sum + it.amount_total, 0)
    const created = now()
    const session = {
      id, object: 'checkout.session', mode: 'payment', currency, amount_subtotal: total, amount_total: total,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      customer_email: p.customer_email ?? null, customer_details: null, client_reference_id: p.client_reference_id ?? null,
      metadata: asMetadata(p.metadata), success_url: p.success_url, cancel_url: p.cancel_url ?? null, locale: p.locale ?? null,
      status: 'open', payment_status: 'unpaid', payment_intent: null, created, expires_at: p.expires_at ? Number(p.expires_at) : created + 24 * 3600,
      livemode: false, url: `${publicBaseUrl}/pay/${id}`,
      // Before the buyer gives an address Stripe Tax cannot compute anything.
      automatic_tax: { enabled: automaticTax, liability: automaticTax ? { type: 'self' } : null, status: automaticTax ? 'requires_location_inputs' : null },
      tax_id_collection: { enabled: taxIdCollection, required: taxIdCollection ? (p.tax_id_collection.required ?? 'never') : 'never' },
    }
    sessions.set(id, session as unknown as Stripe.Checkout.Session)
    extras.set(id, { items, piMetadata: asMetadata(p.payment_intent_data?.metadata) })
    return session
  }

  function findSession(id: string): Obj {
    const session = sessions.get(id)
    if (!session) throw new ApiError(404, `No such checkout.session: '${id}'`, 'resource_missing', 'id')
    return session as unknown as Obj
  }

  /** Line items as Stripe serialises them; price.product stays an id unless expanded. */
  function lineItemList(id: string, expand: string[]) {
    const full = expand.some((e) => e.endsWith('price.product'))
    const data = extras.get(id)!.items.map((li) => ({ ...li, price: { ...li.price, product: full ? li.price.product : li.price.product.id } }))
    return asList(data, `/v1/checkout/sessions/${id}/line_items`)
  }

  function sessionJson(session: Obj, expand: string[]) {
    const expanded = expand.some((e) => e === 'line_items' || e.startsWith('line_items.'))
    const json: Obj = expanded ? { ...session, line_items: lineItemList(session.id, expand) } : { ...session }
    // `total_details.breakdown` is only sent when expanded, as Stripe does.
    const { breakdown, ...details } = session.total_details as Obj
    json.total_details = expand.includes('total_details.breakdown') ? { ...details, breakdown: breakdown ?? { discounts: [], taxes: [] } } : details
    return json
  }

  /**
   * Stripe Tax at payment time: the buyer's country (and business tax ID) decide the rate (EU OSS, reverse
   * charge for intra-EU VAT IDs outside Spain: src/tax/vat.ts), carved out of inclusive prices or
   * added to exclusive ones, per line, in cents.
   */
  function applyTax(session: Obj, country: string, taxId: { type: string; value: string } | null) {
    const items = extras.get(session.id)!.items
    const decision = taxFor(country, { validEuVatId: !!taxId && isReverseChargeId(taxId) })
    let taxable = 0
    for (const li of items) {
      const base = li.price.unit_amount * li.quantity
      const line = li.price.tax_behavior === 'exclusive' ? exclusiveLine(base, decision.rateBp) : inclusiveLine(base, decision.rateBp)
      Object.assign(li, { amount_subtotal: base, amount_tax: line.tax, amount_total: line.gross })
      taxable += line.net
    }
    const tax = items.reduce((sum, li) => sum + li.amount_tax, 0)
    const total = items.reduce((sum, li) => sum + li.amount_total, 0)
    const inclusive = items[0].price.tax_behavior !== 'exclusive'
    const rate = {
      id: newId('txr'), object: 'tax_rate', active: true, country: decision.country, created: now(), description: null,
      display_name: 'VAT', effective_percentage: decision.rateBp / 100, inclusive, jurisdiction: decision.country in EU_VAT_RATES_BP ? decision.country : null,
      livemode: false, metadata: {}, percentage: decision.rateBp / 100, state: null, tax_type: 'vat',
    }
    Object.assign(session, {
      amount_subtotal: items.reduce((sum, li) => sum + li.amount_subtotal, 0),
      amount_total: total,
      automatic_tax: { ...session.automatic_tax, status: 'complete' },
      total_details: {
        amount_discount: 0, amount_shipping: 0, amount_tax: tax,
        breakdown: { discounts: [], taxes: [{ amount: tax, rate, taxability_reason: decision.taxability, taxable_amount: taxable }] },
      },
    })
  }

  async function completeSession(id: string, o: CompleteOptions = {}) {
    const session = findSession(id)
    if (session.status !== 'open') return null
    const email = o.email ?? session.customer_email ?? 'test@example.com'
    const country = (o.country ?? 'ES').toUpperCase()
    if (!/^[A-Z]{2}$/.test(country)) throw new ApiError(400, `Invalid country: ${country}`, 'parameter_invalid_string', 'country')
    const business = session.tax_id_collection.enabled ? o.business ?? null : null
    if (session.tax_id_collection.required === 'if_supported' && !business) throw new ApiError(400, 'A tax ID is required for this Checkout Session.', 'tax_id_required')
    const taxId = business ? { type: business.taxId.type, value: normaliseTaxId(business.taxId.value) } : null
    if (taxId && !isValidTaxId(taxId)) throw new ApiError(400, `Invalid value for ${taxId.type}.`, 'tax_id_invalid')
    if (session.automatic_tax.enabled) applyTax(session, country, taxId)
    const pi = newId('pi')
    const charge: Charge = { id: newId('ch'), amount: session.amount_total, currency: session.currency, payment_intent: pi, metadata: { ...session.metadata, ...extras.get(id)!.piMetadata }, refunds: [], status: o.delayed ? 'pending' : 'succeeded', refundsPending: o.refundsPending }
    charges.set(pi, charge)
    chargesById.set(charge.id, charge)
    Object.assign(session, {
      customer_email: session.customer_email ?? email,
      customer_details: {
        email, name: business?.name ?? null, business_name: business?.name ?? null, individual_name: null, phone: null,
        address: { city: null, country, line1: null, line2: null, postal_code: null, state: null },
        tax_exempt: 'none', tax_ids: taxId ? [taxId] : [],
      },
      status: 'complete', payment_status: o.delayed ? 'unpaid' : 'paid', payment_intent: pi,
    })
    return emit('checkout.session.completed', sessionJson(session, []), true, o.webhook !== false)
  }

  /** The bank's answer to a delayed payment, days later in Stripe (here when a test asks). */
  async function settleAsyncPayment(id: string, outcome: 'succeeded' | 'failed') {
    const session = findSession(id)
    const charge = session.payment_intent ? charges.get(session.payment_intent) : undefined
    if (!charge || charge.status !== 'pending') throw new ApiError(400, `Checkout Session ${id} has no payment awaiting settlement.`, 'payment_intent_unexpected_state')
    charge.status = outcome
    if (outcome === 'succeeded') session.payment_status = 'paid'
    return emit(`checkout.session.async_payment_${outcome}`, sessionJson(session, []), false)
  }

  /** `POST /v1/checkout/sessions/:id/expire`, and what Stripe does by itself at `expires_at`. */
  async function expireSession(id: string) {
    const session = findSession(id)
    if (session.status !== 'open') throw new ApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`, 'checkout_session_unexpected_state')
    Object.assign(session, { status: 'expired', url: null })
    return emit('checkout.session.expired', sessionJson(session, []), false)
  }

  /** `GET /v1/checkout/sessions`: newest first, Stripe's filters and cursor pagination. */
  function listSessions(p: Obj) {
    const created: Obj = p.created && typeof p.created === 'object' ? p.created : p.created !== undefined ? { eq: p.created } : {}
    const bound = (k: string) => (created[k] === undefined ? undefined : toInt(created[k], `created[${k}]`, 0))
    const [gte, gt, lte, lt, eq] = ['gte', 'gt', 'lte', 'lt', 'eq'].map(bound)
    if (p.status !== undefined && !['open', 'complete', 'expired'].includes(p.status)) throw new ApiError(400, `Invalid status: must be one of open, complete, or expired`, 'parameter_invalid_string', 'status')
    const all = [...sessions.values()]
      .map((s) => s as unknown as Obj)
      .filter((s) =>
        (p.status === undefined || s.status === p.status) &&
        (p.payment_intent === undefined || s.payment_intent === p.payment_intent) &&
        (gte === undefined || s.created >= gte) && (gt === undefined || s.created > gt) &&
        (lte === undefined || s.created <= lte) && (lt === undefined || s.created < lt) && (eq === undefined || s.created === eq))
      .reverse() // insertion order is creation order: newest first, as Stripe lists
    const limit = p.limit === undefined ? 10 : toInt(p.limit, 'limit', 1)
    if (limit > 100) throw new ApiError(400, 'This value must be less than or equal to 100.', 'parameter_invalid_integer', 'limit')
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
    return { ...asList(page.map((s) => sessionJson(s, [])), '/v1/checkout/sessions'), has_more }
  }

  /** Refunds that take money back: pending or succeeded (a failed or canceled one gave it back). */
  const live = (charge: Charge) => charge.refunds.filter((r) => r.status === 'pending' || r.status === 'succeeded')

  /** A Charge as Stripe's API (since 2022-11-15) serialises it: without its refunds. */
  function chargeJson(charge: Charge) {
    const refunded = live(charge).reduce((sum, r) => sum + r.amount, 0)
    return {
      id: charge.id, object: 'charge', amount: charge.amount, amount_captured: charge.amount, amount_refunded: refunded, captured: true,
      created: now(), currency: charge.currency, livemode: false, metadata: charge.metadata, paid: true, payment_intent: charge.payment_intent,
      refunded: refunded === charge.amount, status: 'succeeded',
    }
  }

  function createRefund(p: Obj) {
    const pi = required(p.payment_intent, 'payment_intent') as string
    const charge = charges.get(pi)
    if (!charge) throw new ApiError(400, `No such payment_intent: '${pi}'`, 'resource_missing', 'payment_intent')
    const refunded = live(charge).reduce((sum, r) => sum + r.amount, 0)
    const remaining = charge.amount - refunded
    if (remaining <= 0) throw new ApiError(400, `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
    const amount = p.amount === undefined ? remaining : toInt(p.amount, 'amount', 1)
    if (amount > remaining) throw new ApiError(400, `Refund amount (${euros(amount, charge.currency)}) is greater than unrefunded amount on charge (${euros(remaining, charge.currency)})`, 'amount_too_large', 'amount')
    if (p.reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(p.reason)) throw new ApiError(400, `Invalid reason: ${p.reason}`, 'parameter_invalid_string', 'reason')
    const refund = { id: newId('re'), object: 'refund', amount, charge: charge.id, currency: charge.currency, created: now(), metadata: asMetadata(p.metadata), payment_intent: pi, reason: p.reason ?? null, status: refundsPending || charge.refundsPending ? 'pending' : 'succeeded' }
    charge.refunds.push(refund)
    refundsById.set(refund.id, refund)
    // What Stripe sends for a new refund: the charge (without its refunds) and the refund itself.
    void emit('charge.refunded', chargeJson(charge), false)
    void emit('refund.created', { ...refund }, false)
    return refund
  }

  /**
   * A pending refund succeeds or fails, or a succeeded one fails later (Stripe: the card issuer could not
   * process it; the money returns to the balance). Sends `refund.updated`, and `refund.failed` when it failed.
   */
  async function settleRefund(id: string, status: 'succeeded' | 'failed') {
    const refund = refundsById.get(id)
    if (!refund) throw new Error(`no refund ${id}`)
    if (refund.status !== 'pending' && !(refund.status === 'succeeded' && status === 'failed')) throw new Error(`refund ${id} is ${refund.status}: it cannot become ${status}`)
    refund.status = status
    if (status === 'failed') refund.failure_reason = 'expired_or_canceled_card'
    await emit('refund.updated', { ...refund }, false)
    if (status === 'failed') await emit('refund.failed', { ...refund }, false)
  }

  /** A Refund's fields Stripe can expand; `charge` and `payment_intent` become objects, the others are null here. */
  const REFUND_EXPANDABLE = new Set(['charge', 'payment_intent', 'balance_transaction', 'failure_balance_transaction', 'source_transfer_reversal', 'transfer_reversal'])

  function findRefund(id: string, expand: string[] = []) {
    const refund = refundsById.get(id)
    if (!refund) throw new ApiError(404, `No such refund: '${id}'`, 'resource_missing', 'id')
    const unknown = expand.find((e) => !REFUND_EXPANDABLE.has(e))
    if (unknown) throw new ApiError(400, `This property cannot be expanded (${unknown}).`)
    const json: Obj = { ...refund }
    if (expand.includes('charge')) json.charge = chargeJson(chargesById.get(refund.charge)!)
    if (expand.includes('payment_intent')) json.payment_intent = findPaymentIntent(refund.payment_intent)
    return json
  }

  function listRefunds(p: Obj) {
    const all = [...refundsById.values()]
      .filter((r) => (p.charge === undefined || r.charge === p.charge) && (p.payment_intent === undefined || r.payment_intent === p.payment_intent))
      .sort((a, b) => b.created - a.created)
    return paginate(all.map((r) => ({ ...r })), p, '/v1/refunds')
  }

  /**
   * A Charge's fields Stripe can expand (`expand[]=…`); anything else gets Stripe's 400. `refunds` is the
   * charge's refund list (newest first, the first 10, as Stripe embeds lists), the only way to see
   * refunds on a Charge since API version 2022-11-15; the other expandable fields are null here.
   */
  const CHARGE_EXPANDABLE = new Set(['refunds', 'payment_intent', 'balance_transaction', 'customer', 'invoice', 'application', 'application_fee', 'failure_balance_transaction', 'on_behalf_of', 'review', 'source_transfer', 'transfer'])

  function findCharge(id: string, expand: string[] = []) {
    const charge = chargesById.get(id)
    if (!charge) throw new ApiError(404, `No such charge: '${id}'`, 'resource_missing', 'id')
    const unknown = expand.find((e) => !CHARGE_EXPANDABLE.has(e))
    if (unknown) throw new ApiError(400, `This property cannot be expanded (${unknown}).`)
    const json: Obj = chargeJson(charge)
    if (expand.includes('refunds')) {
      const newest = [...charge.refunds].sort((a, b) => b.created - a.created).map((r) => ({ ...r }))
      json.refunds = { object: 'list', data: newest.slice(0, 10), has_more: newest.length > 10, url: `/v1/charges/${charge.id}/refunds` }
    }
    if (expand.includes('payment_intent')) json.payment_intent = findPaymentIntent(charge.payment_intent)
    return json
  }

  function findPaymentIntent(id: string) {
    const charge = charges.get(id)
    if (!charge) throw new ApiError(404, `No such payment_intent: '${id}'`, 'resource_missing', 'id')
    return { id, object: 'payment_intent', amount: charge.amount, amount_received: charge.amount, currency: charge.currency, latest_charge: charge.id, metadata: charge.metadata, status: PI_STATUS[charge.status], livemode: false }
  }

  /** A card payment confirmed at once (`pm_card_visa`), as the contract tests make one in Stripe test mode. */
  function createPaymentIntent(p: Obj) {
    const amount = toInt(required(p.amount, 'amount'), 'amount', 1)
    const currency = String(required(p.currency, 'currency')).toLowerCase()
    const pi = newId('pi')
    const charge: Charge = { id: newId('ch'), amount, currency, payment_intent: pi, metadata: asMetadata(p.metadata), refunds: [], status: 'succeeded' }
    if (p.confirm === 'true') {
      if (p.payment_method !== 'pm_card_visa') throw new ApiError(400, `No such PaymentMethod: '${p.payment_method}'`, 'resource_missing', 'payment_method')
      charges.set(pi, charge)
      chargesById.set(charge.id, charge)
      return findPaymentIntent(pi)
    }
    return { id: pi, object: 'payment_intent', amount, amount_received: 0, currency, latest_charge: null, metadata: charge.metadata, status: 'requires_payment_method', livemode: false }
  }

  function listEvents(p: Obj) {
    return paginate(events.filter((e) => p.type === undefined || e.type === p.type).reverse(), p, '/v1/events')
  }

  // ---- HTTP ------------------------------------------------------------------
  function api(method: string, path: string, p: Obj): unknown {
    const expand: string[] = Array.isArray(p.expand) ? p.expand : []
    let m: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/checkout/sessions') return sessionJson(createSession(p), expand)
    if (method === 'GET' && path === '/v1/checkout/sessions') return listSessions(p)
    if (method === 'POST' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) return expireSession(m[1]).then(() => sessionJson(findSession(m![1]), expand))
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) return sessionJson(findSession(m[1]), expand)
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/))) return lineItemList(findSession(m[1]).id, expand.map((e) => e.replace(/^data\./, 'line_items.data.')))
    if (method === 'POST' && path === '/v1/refunds') return createRefund(p)
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(p)
    if (method === 'GET' && (m = path.match(/^\/v1\/refunds\/([^/]+)$/))) return findRefund(m[1], expand)
    if (method === 'GET' && (m = path.match(/^\/v1\/charges\/([^/]+)$/))) return findCharge(m[1], expand)
    if (method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) return findPaymentIntent(m[1])
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(p)
    if (method === 'GET' && path === '/v1/events') return listEvents(p)
    throw new ApiError(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  function page(title: string, body: string) {
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1a1a;margin:0;padding:2rem 1rem}main{max-width:28rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;box-shadow:0 2px 12px #0001}
.badge{display:inline-block;background:#ffe8a3;color:#5c4300;font-weight:700;padding:.25rem .75rem;border-radius:999px}table{width:100%;border-collapse:collapse;margin:1rem 0}td,th{padding:.5rem 0;text-align:left}td:last-child,th:last-child{text-align:right}tfoot th{border-top:1px solid #ddd;font-size:1.15rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #888;border-radius:6px}.error{color:#b00020;font-weight:600}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button,.button{flex:1;padding:.75rem;font-size:1rem;border-radius:6px;cursor:pointer;border:1px solid #0a5c36;text-align:center}.primary{background:#0a5c36;color:#fff;font-weight:700}.secondary{background:#fff;color:#0a5c36}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}</style></head><body><main>
<p class="badge" role="note">Modo de pruebas</p>${body}</main></body></html>`
  }

  /** Billing country (Stripe Tax's location) and, with tax ID collection, the business's name and tax ID. */
  function taxFields(s: Obj, form: Obj, error?: string) {
    if (!s.automatic_tax?.enabled && !s.tax_id_collection?.enabled) return ''
    const chosen = String(form.country ?? 'ES')
    const countries = [...Object.keys(EU_VAT_RATES_BP), 'US', 'GB', 'CH', 'MX']
      .map((c) => `<option value="${c}"${c === chosen ? ' selected' : ''}>${esc(new Intl.DisplayNames(['es'], { type: 'region' }).of(c) ?? c)}</option>`).join('')
    const country = `<label for="country">País</label><select id="country" name="country" autocomplete="country">${countries}</select>`
    if (!s.tax_id_collection?.enabled) return country
    const type = String(form.tax_id_type ?? 'es_cif')
    const types = [['es_cif', 'NIF (España)'], ['eu_vat', 'IVA intracomunitario (UE)']].map(([v, l]) => `<option value="${v}"${v === type ? ' selected' : ''}>${l}</option>`).join('')
    const invalid = error ? ' aria-invalid="true" aria-describedby="tax-error"' : ''
    return `${country}<fieldset style="border:0;padding:0;margin:0"><legend style="font-weight:700;margin-top:1rem">Compra como empresa</legend>
<label for="business_name">Razón social</label><input id="business_name" name="business_name" autocomplete="organization" value="${esc(form.business_name ?? '')}"${invalid}>
<label for="tax_id_type">Tipo de identificación fiscal</label><select id="tax_id_type" name="tax_id_type">${types}</select>
<label for="tax_id_value">NIF o número de IVA</label><input id="tax_id_value" name="tax_id_value" value="${esc(form.tax_id_value ?? '')}"${invalid}>
${error ? `<p id="tax-error" class="error" role="alert">${esc(error)}</p>` : ''}</fieldset>`
  }

  function payPage(s: Obj, error?: string, typed = '', form: Obj = {}, taxError?: string) {
    const rows = extras.get(s.id)!.items.map((li) => `<tr><td>${esc(li.description)} × ${li.quantity}</td><td>${euros(li.amount_total, li.currency)}</td></tr>`).join('')
    const summary = `<h1>Pago de prueba</h1><p>Este pago es simulado: no se realizará ningún cargo real.</p><table><caption class="sr-only">Resumen del pedido</caption><thead><tr><th scope="col">Concepto</th><th scope="col">Importe</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total</th><th>${euros(s.amount_total, s.currency)}</th></tr></tfoot></table>`
    if (s.status === 'complete') return page('Pago completado', `${summary}<p>Este pago ya se ha completado.</p><p><a class="button primary" href="${esc(String(s.success_url).replaceAll('{CHECKOUT_SESSION_ID}', s.id))}">Continuar</a></p>`)
    const email = s.customer_email
      ? `<p>Email: <strong>${esc(s.customer_email)}</strong></p>`
      : `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(typed)}"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>${error ? `<p id="email-error" class="error" role="alert">${esc(error)}</p>` : ''}`
    const cancel = s.cancel_url ? `<form method="post" action="/pay/${esc(s.id)}/cancel"><button class="secondary" type="submit">Cancelar</button></form>` : ''
    return page('Pagar · Modo de pruebas', `${summary}<form id="pay" method="post" action="/pay/${esc(s.id)}/complete" novalidate>${email}${taxFields(s, form, taxError)}</form><div class="actions"><button class="primary" type="submit" form="pay">Pagar</button>${cancel}</div>`)
  }

  async function hosted(req: http.IncomingMessage, res: http.ServerResponse, path: string, body: string) {
    const html = (status: number, markup: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(markup)
    const redirect = (to: string) => res.writeHead(303, { location: to }).end()
    const [, id, action] = path.match(/^\/pay\/([^/]+)(?:\/(complete|cancel|settle))?$/) ?? []
    const s = id ? (sessions.get(id) as unknown as Obj | undefined) : undefined
    if (!s) return html(404, page('Pago no encontrado', '<h1>Pago no encontrado</h1><p>Esta sesión de pago no existe o ha caducado.</p>'))
    if (req.method === 'GET' && !action) return html(200, payPage(s))
    if (req.method !== 'POST' || !action) return html(405, page('Método no permitido', '<h1>Método no permitido</h1>'))
    if (action === 'cancel') return redirect(s.cancel_url ?? `/pay/${s.id}`)
    const form = parseForm(body)
    // Test controls (Stripe's test mode reaches these states with test IBANs and by waiting):
    // `payment_method=sepa_debit` pays with a delayed method, `webhook=off` leaves the webhook undelivered,
    // `refunds=pending` makes this payment's refunds wait (then `POST /refunds/:id/settle` with
    // `status=succeeded|failed`; a succeeded refund may also fail later, as Stripe's test card 4000…5126
    // does), and `/pay/:id/settle` with `outcome=succeeded|failed` is the bank's later answer.
    if (action === 'settle') {
      try {
        await settleAsyncPayment(s.id, form.outcome === 'failed' ? 'failed' : 'succeeded')
      } catch (err) {
        if (err instanceof ApiError) return html(409, page('Pago no pendiente', `<h1>Pago no pendiente</h1><p>${esc(err.message)}</p>`))
        throw err
      }
      return html(200, page('Pago liquidado', '<h1>Pago liquidado</h1>'))
    }
    if (s.status === 'expired') return html(410, page('Sesión caducada', '<h1>Sesión caducada</h1><p>Esta sesión de pago ha caducado. Vuelve a la tienda para empezar de nuevo.</p>'))
    if (s.status !== 'complete') {
      const typed = String(form.email ?? '').trim()
      if (!s.customer_email && !EMAIL_RE.test(typed)) return html(400, payPage(s, 'Introduce un email válido', typed, form))
      const name = String(form.business_name ?? '').trim()
      const value = String(form.tax_id_value ?? '').trim()
      const business = name || value ? { name, taxId: { type: String(form.tax_id_type ?? 'es_cif'), value } } : undefined
      if (business && (!name || !value)) return html(400, payPage(s, undefined, typed, form, 'Indica la razón social y el NIF o número de IVA'))
      try {
        await completeSession(s.id, { email: s.customer_email ?? typed, delayed: form.payment_method === 'sepa_debit', refundsPending: form.refunds === 'pending', webhook: form.webhook !== 'off', country: form.country, business })
      } catch (err) {
        if (!(err instanceof ApiError) || !err.code?.startsWith('tax_id')) throw err
        return html(400, payPage(s, undefined, typed, form, err.code === 'tax_id_invalid' ? 'El NIF o número de IVA no es válido' : 'Indica la razón social y el NIF o número de IVA'))
      }
    }
    redirect(String(s.success_url).replaceAll('{CHECKOUT_SESSION_ID}', s.id))
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://local')
    if (url.pathname.startsWith('/pay/')) return hosted(req, res, url.pathname, body)
    const control = url.pathname.match(/^\/refunds\/([^/]+)\/settle$/)
    if (control && req.method === 'POST') {
      // Test control: what the buyer's bank does with a refund later (see `hosted`).
      const status = parseForm(body).status === 'failed' ? 'failed' : 'succeeded'
      try {
        await settleRefund(control[1], status)
      } catch (err) {
        return res.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' }).end((err as Error).message)
      }
      return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(status)
    }
    const json = (status: number, data: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(data, null, 2))
    try {
      if (apiDelay) await new Promise((r) => setTimeout(r, apiDelay))
      if (!/^Bearer sk_\w+/.test(req.headers.authorization ?? '')) throw new ApiError(401, 'You did not provide a valid API key (Authorization: Bearer sk_...).')
      const method = req.method ?? 'GET'
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined
      const cached = typeof key === 'string' ? idempotent.get(key) : undefined
      if (cached && cached.body !== body) throw new ApiError(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`, undefined, undefined, 'idempotency_error')
      if (cached) return json(cached.status, cached.json)
      const params = parseForm(method === 'GET' ? url.search.slice(1) : body)
      validateRequest(method, url.pathname, params)
      const result = await api(method, url.pathname, params)
      if (typeof key === 'string') idempotent.set(key, { body, status: 200, json: result })
      json(200, result)
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      json(err.status, { error: { type: err.type, message: err.message, ...(err.code && { code: err.code }), ...(err.param && { param: err.param }) } })
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      log(`[local-stripe] internal error: ${(err as Error).stack}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Internal error in local Stripe server' } }))
    })
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(opts.port ?? 0, host, resolve))
  const port = (server.address() as { port: number }).port
  const url = `http://${host}:${port}`
  publicBaseUrl = (opts.publicBaseUrl ?? url).replace(/\/$/, '')

  return {
    url, port, host, events, sessions, signedEvent, deliveries: attempts,
    completeSession: (id, o) => completeSession(id, o),
    settleAsyncPayment,
    expireSession,
    setApiDelay: (ms) => { apiDelay = ms },
    setRefundsPending: (pending) => { refundsPending = pending },
    settleRefund,
    async close() {
      closing = true
      for (const timer of retries) clearTimeout(timer)
      await Promise.all(deliveries)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
