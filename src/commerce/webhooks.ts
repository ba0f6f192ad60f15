import type { StripeWebhookHandlers } from '@payloadcms/plugin-stripe/types'

/** Stripe events the app acts on (delivered by @payloadcms/plugin-stripe at /api/stripe/webhooks). */
export const stripeWebhooks: StripeWebhookHandlers = {}
