import { startLocalStripe, type LocalStripe } from './local-stripe'

/**
 * The keyless default for payments: without STRIPE_SECRET_KEY, start the local Stripe-compatible
 * server and point the app's Stripe SDK at it. Returns the environment the app needs.
 */
export async function localStripeDefaults(appUrl: string, port = Number(process.env.STRIPE_LOCAL_PORT || 12111)) {
  if (process.env.STRIPE_SECRET_KEY) return { env: {}, stripe: null as LocalStripe | null }
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_local_development_secret'
  const stripe = await startLocalStripe({
    port,
    webhookUrl: `${appUrl}/api/stripe/webhooks`,
    webhookSecret,
    log: (line) => console.log(`[stripe-local] ${line}`),
  })
  console.log(`[stripe-local] pagos de prueba en ${stripe.url} (Modo de pruebas)`)
  return {
    stripe,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: stripe.host,
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  }
}
