import Stripe from 'stripe'

import { settings } from '@/env'

let client: Stripe | undefined

/**
 * The app's one Stripe client, built from settings. STRIPE_API_HOST / PORT / PROTOCOL point it at a
 * Stripe-compatible server (the local default in development and tests); unset, it talks to Stripe.
 */
export function getStripe(): Stripe {
  client ??= new Stripe(settings.stripe.secretKey || 'sk_test_unconfigured', {
    ...(settings.stripe.host ? { host: settings.stripe.host } : {}),
    ...(settings.stripe.port ? { port: settings.stripe.port } : {}),
    ...(settings.stripe.protocol ? { protocol: settings.stripe.protocol } : {}),
    maxNetworkRetries: settings.stripe.host ? 0 : 2,
    appInfo: { name: 'Academia GEO' },
  })
  return client
}
