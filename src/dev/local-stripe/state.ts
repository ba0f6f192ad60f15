/**
 * What every resource of the local Stripe-compatible server shares: its state in memory (this fakes an
 * external service), the route a resource declares, and Stripe's small conventions (ids, lists, errors).
 */
import { randomBytes } from 'node:crypto'

import type Stripe from 'stripe'

// Stripe's form-encoded parameters are untyped until each is checked, as Stripe itself does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>

/** An error as Stripe answers it: HTTP status, `type`, `message`, `code` and `param`. */
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public code?: string,
    public param?: string,
    public type: 'invalid_request_error' | 'idempotency_error' = 'invalid_request_error',
  ) {
    super(message)
  }
}

export type Charge = {
  id: string
  amount: number
  currency: string
  payment_intent: string
  metadata: Obj
  refunds: Obj[]
  status: 'pending' | 'succeeded' | 'failed'
  refundsPending?: boolean
}

/** A payment intent funded by bank transfer: `requires_action` until the customer's transfers cover it. */
export type Transfer = {
  id: string
  amount: number
  received: number
  currency: string
  customer: string
  session: string
  reference: string
  metadata: Obj
  status: 'requires_action' | 'succeeded' | 'canceled'
  created: number
}

export interface Webhooks {
  /** events generated so far (newest last) */
  events: Stripe.Event[]
  /** webhook deliveries so far: event id → HTTP statuses (0 = no connection), in order */
  attempts: Map<string, number[]>
  /** build (and with {deliver:true} record and deliver in background) a signed event for an arbitrary object */
  signedEvent(
    type: string,
    object: unknown,
    opts?: { deliver?: boolean },
  ): { event: Stripe.Event; payload: string; header: string }
  /** Record an event; `wait` = deliver before returning (hosted page), otherwise in background (like Stripe). */
  emit(type: string, object: unknown, wait: boolean, send?: boolean): Promise<Stripe.Event>
  /** no more redeliveries; resolves when the deliveries under way have ended */
  close(): Promise<void>
}

export interface LocalStripeState {
  sessions: Map<string, Stripe.Checkout.Session>
  /** session id -> line items (with full product objects) and payment_intent_data[metadata] */
  extras: Map<string, { items: Obj[]; piMetadata: Obj }>
  /** payment_intent id -> charge */
  charges: Map<string, Charge>
  chargesById: Map<string, Charge>
  refundsById: Map<string, Obj>
  /** new refunds start `pending` until settled (`setRefundsPending`) */
  refundsPending: boolean
  /** customers (`customers.ts`): their cash balance (EUR) and virtual IBAN, given on the first bank transfer */
  customers: Map<string, Obj>
  /** payment intents of sessions paid by bank transfer (`customer_balance`), waiting for the money (`bank-transfers.ts`) */
  transfers: Map<string, Transfer>
  /** base URL of this server as seen by the browser (hosted payment pages) */
  publicBaseUrl: string
  webhooks: Webhooks
}

/**
 * One endpoint of Stripe's API. Each resource file exports its routes; `router.ts` lists the files.
 * Requests are checked against `params` (the SDK's `*Params` interface: [file under stripe's types, name])
 * and `check` (rules the types cannot say) before `handle` runs.
 */
export interface Route {
  method: 'GET' | 'POST'
  path: RegExp
  params: [file: string, name: string]
  check?: (p: Obj) => void
  handle: (state: LocalStripeState, p: Obj, match: RegExpMatchArray, expand: string[]) => unknown
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
export const now = () => Math.floor(Date.now() / 1000)
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const toInt = (v: unknown, param: string, min: number): number => {
  if (typeof v !== 'string' || !/^-?\d+$/.test(v) || Number(v) < min)
    throw new ApiError(400, `Invalid integer: ${String(v)}`, 'parameter_invalid_integer', param)
  return Number(v)
}
export const required = (v: unknown, param: string) => {
  if (v === undefined || v === '')
    throw new ApiError(400, `Missing required param: ${param}.`, 'parameter_missing', param)
  return v
}
export const asMetadata = (v: unknown): Record<string, string> =>
  v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Obj) } : {}
export const asList = (data: Obj[], url: string) => ({ object: 'list', data, has_more: false, url })
/** One page of a newest-first list, with Stripe's `limit` (default 10, at most 100) and `starting_after`. */
export const paginate = (all: Obj[], p: Obj, url: string) => {
  const limit = p.limit === undefined ? 10 : toInt(p.limit, 'limit', 1)
  const start = p.starting_after ? all.findIndex((item) => item.id === p.starting_after) + 1 : 0
  const page = all.slice(start, start + Math.min(limit, 100))
  return { ...asList(page, url), has_more: start + page.length < all.length }
}
export const euros = (amount: number, currency: string) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)
export const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
