import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { settings } from '@/env'
import { enqueueOnce } from '@/jobs/queue'

import { closeUnpaidSession } from './close-unpaid'
import { fulfilCheckoutSession } from './fulfilment'
import { purchaseLog, type PurchaseIds } from './log'
import { paymentMethodEvent, paymentMethodNamed } from './payment-methods'
import { chargeIdOf, syncChargeRefunds } from './refunds'

export type WebhookReceipt = { status: 400; error: string } | { status: 200; event: Stripe.Event; duplicate: boolean }

/**
 * `POST /api/stripe/webhooks`: the signature is checked on the raw body, then the event is stored as a
 * queued job (one per event id: Stripe's retries and replays are no-ops) before Stripe gets its 2xx.
 * The work runs in the job queue with retries (src/jobs), so a database or SMTP outage delays it and
 * never loses it; if the event cannot be stored, the caller answers 5xx and Stripe retries.
 */
export async function receiveStripeWebhook(
  payload: Payload,
  rawBody: string,
  signature: string | null,
): Promise<WebhookReceipt> {
  if (!signature) return { status: 400, error: 'Falta la cabecera stripe-signature.' }
  let event: Stripe.Event
  try {
    event = getStripe().webhooks.constructEvent(rawBody, signature, settings.stripe.webhookSecret)
  } catch {
    return { status: 400, error: 'Firma de Stripe no válida.' }
  }
  let stored: boolean
  try {
    stored = await enqueueOnce(payload, {
      task: 'stripe-event',
      input: { event },
      dedupeKey: `stripe-event:${event.id}`,
    })
  } catch (error) {
    purchaseLog(payload, stripeEventIds(event)).error(
      { err: (error as Error).message, type: event.type },
      'stripe event could not be stored',
    )
    throw error
  }
  if (!stored) return { status: 200, event, duplicate: true }
  purchaseLog(payload, stripeEventIds(event)).info({ type: event.type }, 'stripe event stored')
  return { status: 200, event, duplicate: false }
}

/** The purchase ids an event names, for log lines. */
export function stripeEventIds(event: Stripe.Event): PurchaseIds {
  const object = event.data?.object as { id?: string; object?: string; metadata?: Record<string, string> | null }
  return {
    eventId: event.id,
    sessionId: object?.object === 'checkout.session' ? object.id : null,
    orderId: Number(object?.metadata?.order_id) || null,
  }
}

/** Runs one stored Stripe event (the `stripe-event` job). Every handler is idempotent. */
export async function handleStripeEvent(payload: Payload, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const result = await fulfilCheckoutSession(payload, event.data.object.id, { eventId: event.id })
      // Money that comes later (a bank transfer): what its method records and tells meanwhile (nothing granted yet).
      if (result.status === 'awaiting_payment')
        await paymentMethodNamed(result.method).awaiting?.record(payload, result.session, result.intent)
      return
    }
    case 'checkout.session.expired':
      await closeUnpaidSession(payload, event.data.object, 'expired', event.id)
      return
    case 'checkout.session.async_payment_failed':
      await closeUnpaidSession(payload, event.data.object, 'payment_failed', event.id)
      return
    case 'charge.refunded':
    case 'charge.refund.updated':
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      // Real Stripe's shape: the charge comes without its refunds; they are listed through the API.
      const chargeId = chargeIdOf(event.data.object)
      if (chargeId) await syncChargeRefunds(payload, chargeId, event.id)
      return
    }
    default: {
      // An event only a payment method receives (a bank transfer's partial funding) is its method's;
      // events the app does not act on are stored and marked done.
      const handle = paymentMethodEvent(event.type)
      if (handle) await handle(payload, event)
      return
    }
  }
}
