/**
 * Events: signed webhook delivery as Stripe does it (redelivered with backoff after a non-2xx answer or a
 * failed connection, re-signed each attempt, on a much shorter schedule) and `GET /v1/events`.
 */
import Stripe from 'stripe'

import { newId, now, paginate, type Route, type Webhooks } from './state'

export interface WebhookOptions {
  webhookUrl?: string // where to POST events; if unset, events are only recorded
  webhookSecret: string // 'whsec_...' used to sign events
  /** waits before each redelivery of an event the app did not accept (default 1, 2, 4, 8, 16, 32 s) */
  retryDelaysMs?: number[]
  log: (line: string) => void
}

export function createWebhooks(opts: WebhookOptions): Webhooks {
  const { log } = opts
  const events: Stripe.Event[] = []
  const deliveries = new Set<Promise<void>>()
  const attempts = new Map<string, number[]>()
  const retryDelays = opts.retryDelaysMs ?? [1000, 2000, 4000, 8000, 16000, 32000]
  const retries = new Set<NodeJS.Timeout>()
  let closing = false

  function signedEvent(type: string, object: unknown, o: { deliver?: boolean } = {}) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
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
        method: 'POST',
        body: payload,
        signal: AbortSignal.timeout(5000),
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

  async function emit(type: string, object: unknown, wait: boolean, send = true): Promise<Stripe.Event> {
    const { event, payload, header } = signedEvent(type, object)
    events.push(event)
    if (send && wait) await deliver(event, payload, header)
    else if (send) track(deliver(event, payload, header))
    return event
  }

  async function close() {
    closing = true
    for (const timer of retries) clearTimeout(timer)
    await Promise.all(deliveries)
  }

  return { events, attempts, signedEvent, emit, close }
}

export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/v1\/events$/,
    params: ['resources/Events.d.ts', 'EventListParams'],
    handle: (state, p) =>
      paginate(
        state.webhooks.events.filter((e) => p.type === undefined || e.type === p.type).reverse(),
        p,
        '/v1/events',
      ),
  },
]
