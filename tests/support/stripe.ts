import Stripe from 'stripe'

/** The real Stripe SDK pointed at the local Stripe-compatible server that `npm test` runs. */
export const testStripe = () =>
  new Stripe(process.env.STRIPE_SECRET_KEY!, {
    host: process.env.STRIPE_API_HOST,
    port: Number(process.env.STRIPE_API_PORT),
    protocol: 'http',
    maxNetworkRetries: 0,
  })

export const sessionIdFromUrl = (url: string) => {
  const id = new URL(url).pathname.split('/').pop()!
  if (!id.startsWith('cs_')) throw new Error(`not a checkout URL: ${url}`)
  return id
}

/**
 * Pays a session on the local hosted checkout page, as a buyer would (this also sends the webhook).
 * Test controls: `delayed` pays by SEPA debit (the session completes unpaid until `settleDelayedPayment`),
 * `webhook: false` leaves `checkout.session.completed` undelivered (a lost webhook); `country` is the
 * billing country (Stripe Tax), `business` the company name and tax ID given with tax ID collection.
 */
export async function payOnHostedPage(
  sessionId: string,
  email?: string,
  stripeUrl = process.env.STRIPE_LOCAL_URL,
  opts: {
    delayed?: boolean
    bankTransfer?: boolean
    webhook?: boolean
    country?: string
    business?: { name: string; type: 'es_cif' | 'eu_vat'; value: string }
    refundsPending?: boolean
  } = {},
) {
  const body = new URLSearchParams({
    ...(email ? { email } : {}),
    ...(opts.country ? { country: opts.country } : {}),
    ...(opts.business
      ? { business_name: opts.business.name, tax_id_type: opts.business.type, tax_id_value: opts.business.value }
      : {}),
    ...(opts.delayed ? { payment_method: 'sepa_debit' } : {}),
    ...(opts.bankTransfer ? { payment_method: 'customer_balance' } : {}),
    ...(opts.webhook === false ? { webhook: 'off' } : {}),
    ...(opts.refundsPending ? { refunds: 'pending' } : {}),
  })
  const response = await fetch(`${stripeUrl}/pay/${sessionId}/complete`, {
    method: 'POST',
    body,
    redirect: 'manual',
  })
  if (response.status !== 303) throw new Error(`payment failed: ${response.status} ${await response.text()}`)
  return response.headers.get('location')!
}

/** The bank's later answer to a delayed payment: sends `checkout.session.async_payment_succeeded` / `_failed`. */
export async function settleDelayedPayment(sessionId: string, outcome: 'succeeded' | 'failed') {
  const response = await fetch(`${process.env.STRIPE_LOCAL_URL}/pay/${sessionId}/settle`, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
  })
  if (response.status !== 200) throw new Error(`settlement failed: ${response.status} ${await response.text()}`)
}

/** The buyer's bank settles a refund later: a pending one succeeds or fails, a succeeded one fails (`refund.updated`, `refund.failed`). */
export async function settleRefund(refundId: string, status: 'succeeded' | 'failed') {
  const response = await fetch(`${process.env.STRIPE_LOCAL_URL}/refunds/${refundId}/settle`, {
    method: 'POST',
    body: new URLSearchParams({ status }),
  })
  if (response.status !== 200) throw new Error(`refund settlement failed: ${response.status} ${await response.text()}`)
}

/** A webhook delivery signed with the app's secret, through the SDK's own helper. */
export function signedWebhook(event: object, secret = process.env.STRIPE_WEBHOOK_SECRET!) {
  const payload = JSON.stringify(event)
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret })
  return { payload, header }
}

export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 150))
  }
}

/**
 * The buyer's bank transfer reaches Stripe (Stripe's test helper `fund_cash_balance`, which the local server
 * implements): applied to the session's open payment, by `reference` when given.
 */
export async function fundTransfer(sessionId: string, amount: number, reference?: string) {
  const stripe = testStripe()
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  if (typeof session.customer !== 'string') throw new Error(`session ${sessionId} has no customer`)
  return stripe.testHelpers.customers.fundCashBalance(session.customer, {
    amount,
    currency: 'eur',
    ...(reference ? { reference } : {}),
  })
}
