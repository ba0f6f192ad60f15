/**
 * Tiny local Stripe-compatible server (node:http only), used as the keyless
 * offline default in `npm run dev` and by tests with the real `stripe` SDK
 * (options: host, port, protocol: 'http', maxNetworkRetries: 0).
 *
 * Implements only what the app uses, one file per Stripe resource (routes listed in `router.ts`):
 * Checkout Sessions (`checkout-sessions.ts`: create / retrieve / list with Stripe's filters and pagination /
 * expire / line_items; Stripe Tax at payment in `tax.ts`), a hosted test payment page (`hosted-page.ts`,
 * /pay/:id; test controls: pay by a delayed method that settles or fails later, or leave the webhook
 * undelivered), refunds (`refunds.ts`: create, retrieve, list by charge or payment intent; succeeded at
 * once, or pending until `settleRefund`), charges and payment intents (retrieve; a card payment intent
 * confirmed at once), events (`events.ts`: list), plus signed webhook delivery of
 * `checkout.session.completed` (`payment_status: "unpaid"` for a delayed method),
 * `checkout.session.async_payment_succeeded` / `_failed`, `checkout.session.expired`, `charge.refunded`,
 * `refund.created`, `refund.updated` and `refund.failed`, retried with backoff after a non-2xx answer or a failed
 * connection, as Stripe does (on a much shorter schedule). As in Stripe's API since 2022-11-15, a
 * Charge does not carry its refunds (in answers and in webhook payloads) unless retrieved with
 * `expand[]=refunds`: list them.
 * Test control `GET /requests`: how many API requests reached this server, by `METHOD /path`.
 * Requests are refused as Stripe refuses them (`params.ts`: parameters read from the SDK's type
 * definitions; `checkout-session-rules.ts`: Stripe's limits; Stripe's error shape in `state.ts`).
 * State lives in memory: this fakes an external service.
 */
import http from 'node:http'

import type Stripe from 'stripe'

import { completeSession, expireSession, settleAsyncPayment, type CompleteOptions } from './checkout-sessions'
import { createWebhooks } from './events'
import { parseForm } from './form'
import { hosted } from './hosted-page'
import { settleRefund } from './refunds'
import { api } from './router'
import { ApiError, newId, type LocalStripeState } from './state'

export { parseForm } from './form'
export { paramsTypeFor } from './router'
export type { CompleteOptions } from './checkout-sessions'

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
  signedEvent(
    type: string,
    object: unknown,
    opts?: { deliver?: boolean },
  ): { event: Stripe.Event; payload: string; header: string }
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

export async function startLocalStripe(opts: LocalStripeOptions): Promise<LocalStripe> {
  const host = opts.host ?? '127.0.0.1'
  const log = opts.log ?? ((line: string) => console.log(line))
  const webhooks = createWebhooks({
    webhookUrl: opts.webhookUrl,
    webhookSecret: opts.webhookSecret,
    retryDelaysMs: opts.retryDelaysMs,
    log,
  })
  const state: LocalStripeState = {
    sessions: new Map(),
    extras: new Map(),
    customers: new Map(),
    transfers: new Map(),
    charges: new Map(),
    chargesById: new Map(),
    refundsById: new Map(),
    refundsPending: false,
    publicBaseUrl: '',
    webhooks,
  }
  const idempotent = new Map<string, { body: string; status: number; json: unknown }>()
  let apiDelay = 0
  const requests = new Map<string, number>()

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://local')
    if (url.pathname.startsWith('/pay/')) return hosted(state, req, res, url.pathname, body)
    const control = url.pathname.match(/^\/refunds\/([^/]+)\/settle$/)
    if (control && req.method === 'POST') {
      // Test control: what the buyer's bank does with a refund later (see `hosted`).
      const status = parseForm(body).status === 'failed' ? 'failed' : 'succeeded'
      try {
        await settleRefund(state, control[1], status)
      } catch (err) {
        return res.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' }).end((err as Error).message)
      }
      return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(status)
    }
    const json = (status: number, data: unknown) =>
      res
        .writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') })
        .end(JSON.stringify(data, null, 2))
    if (url.pathname === '/requests' && req.method === 'GET') return json(200, Object.fromEntries(requests))
    const counted = `${req.method} ${url.pathname}`
    requests.set(counted, (requests.get(counted) ?? 0) + 1)
    try {
      if (apiDelay) await new Promise((r) => setTimeout(r, apiDelay))
      if (!/^Bearer sk_\w+/.test(req.headers.authorization ?? ''))
        throw new ApiError(401, 'You did not provide a valid API key (Authorization: Bearer sk_...).')
      const method = req.method ?? 'GET'
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined
      const cached = typeof key === 'string' ? idempotent.get(key) : undefined
      if (cached && cached.body !== body)
        throw new ApiError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          undefined,
          undefined,
          'idempotency_error',
        )
      if (cached) return json(cached.status, cached.json)
      const params = parseForm(method === 'GET' ? url.search.slice(1) : body)
      const result = await api(state, method, url.pathname, params)
      if (typeof key === 'string') idempotent.set(key, { body, status: 200, json: result })
      json(200, result)
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      json(err.status, {
        error: {
          type: err.type,
          message: err.message,
          ...(err.code && { code: err.code }),
          ...(err.param && { param: err.param }),
        },
      })
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
  state.publicBaseUrl = (opts.publicBaseUrl ?? url).replace(/\/$/, '')

  return {
    url,
    port,
    host,
    events: webhooks.events,
    sessions: state.sessions,
    signedEvent: webhooks.signedEvent,
    deliveries: webhooks.attempts,
    completeSession: (id, o) => completeSession(state, id, o),
    settleAsyncPayment: (id, outcome) => settleAsyncPayment(state, id, outcome),
    expireSession: (id) => expireSession(state, id),
    setApiDelay: (ms) => {
      apiDelay = ms
    },
    setRefundsPending: (pending) => {
      state.refundsPending = pending
    },
    settleRefund: (id, status) => settleRefund(state, id, status),
    async close() {
      await webhooks.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
