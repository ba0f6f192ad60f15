import type { StripeWebhookHandlers } from '@payloadcms/plugin-stripe/types'
import type Stripe from 'stripe'

import { fulfilCheckoutSession } from './fulfilment'
import { handleChargeRefunded } from './refunds'

/**
 * Stripe events the app acts on, delivered by @payloadcms/plugin-stripe at /api/stripe/webhooks after
 * it verified the signature. Handlers re-read what they need from Stripe and are idempotent.
 */
export const stripeWebhooks: StripeWebhookHandlers = {
  'checkout.session.completed': async ({ event, payload }) => {
    const session = (event as Stripe.Event).data.object as Stripe.Checkout.Session
    await fulfilCheckoutSession(payload, session.id)
  },
  'checkout.session.async_payment_succeeded': async ({ event, payload }) => {
    const session = (event as Stripe.Event).data.object as Stripe.Checkout.Session
    await fulfilCheckoutSession(payload, session.id)
  },
  'charge.refunded': async ({ event, payload }) => {
    await handleChargeRefunded(payload, (event as Stripe.Event).data.object as Stripe.Charge)
  },
}
