/**
 * Stripe contract: every Stripe call and event shape the app relies on, through the `stripe` SDK only.
 * Runs in `npm test` against the local Stripe-compatible server; with `STRIPE_SECRET_KEY=sk_test_…`
 * it runs unchanged against a Stripe test-mode account (see README), which keeps the local server true.
 */
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bankTransferSession } from '@/commerce/bank-transfer'
import { checkoutSessionParams } from '@/commerce/checkout-session'
import { startLocalStripe, type LocalStripe } from '@/dev/local-stripe'

const key = process.env.STRIPE_SECRET_KEY
const remote = !!key && key !== 'sk_test_local'
if (remote && !key.startsWith('sk_test_'))
  throw new Error('The Stripe contract tests run only with a test-mode key (sk_test_…)')

let local: LocalStripe | null = null
let stripe: Stripe
const run = `${Date.now()}`

beforeAll(async () => {
  if (remote) {
    stripe = new Stripe(key!, { maxNetworkRetries: 2 })
    return
  }
  local = await startLocalStripe({ webhookSecret: 'whsec_contract', log: () => {} })
  stripe = new Stripe('sk_test_contract', {
    host: local.host,
    port: local.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  })
})
afterAll(async () => {
  await local?.close()
})

const product = {
  productType: 'module' as const,
  name: 'Módulo F1: Fundamentos',
  description: 'Qué es GEO y cómo funciona',
  amount: 2900,
  modules: [{ code: 'F1' }],
}
const appSession = (over: Partial<typeof product> = {}, orderId = `contract-${run}`) =>
  checkoutSessionParams(
    { ...product, ...over },
    { orderId, email: 'ana@example.com', back: '/checkout?module=f1', serverUrl: 'https://academia.example' },
  )

/** Stripe creates events asynchronously: wait for one about `objectId`. */
async function eventAbout(type: string, objectId: string, field: 'id' | 'charge' = 'id'): Promise<Stripe.Event> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const { data } = await stripe.events.list({ type, limit: 20 })
    const found = data.find((e) => (e.data.object as unknown as Record<string, unknown>)[field] === objectId)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no ${type} event for ${objectId}`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}

describe('Stripe contract: Checkout Sessions as the app creates and reads them', () => {
  it('creates the session the app asks for, idempotently, and retrieves it', async () => {
    const idempotencyKey = `contract-checkout-${run}`
    const session = await stripe.checkout.sessions.create(appSession(), { idempotencyKey })
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      currency: 'eur',
      amount_total: 2900,
      client_reference_id: `contract-${run}`,
      customer_email: 'ana@example.com',
      locale: 'es',
      metadata: { order_id: `contract-${run}`, product_type: 'module', modules: 'F1' },
    })
    expect(session.url).toMatch(/^https?:\/\//)
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60)

    expect((await stripe.checkout.sessions.create(appSession(), { idempotencyKey })).id).toBe(session.id)
    await expect(
      stripe.checkout.sessions.create(appSession({ amount: 3900 }), { idempotencyKey }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)

    const again = await stripe.checkout.sessions.retrieve(session.id)
    expect(again).toMatchObject({
      id: session.id,
      payment_status: 'unpaid',
      metadata: session.metadata,
      payment_intent: null,
    })
  })

  it('refuses what the app must never send', async () => {
    const refused = (params: Stripe.Checkout.SessionCreateParams) =>
      expect(stripe.checkout.sessions.create(params)).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 400,
      })
    await refused(appSession({ amount: 30 }))
    await refused({
      ...appSession(),
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 2900, product_data: { name: 'x', description: '' } },
        },
      ],
    })
    await refused({ ...appSession(), success_url: 'no es una url' })
    await refused({ ...appSession(), client_reference_id: 'x'.repeat(201) })
    await refused({ ...appSession(), metadata: { ['k'.repeat(41)]: 'v' } })
    await expect(
      stripe.checkout.sessions.create({ ...appSession(), colour: 'red' } as Stripe.Checkout.SessionCreateParams),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'colour' })
  })

  it('the sweep of unpaid checkouts expires an open session; a session no longer open cannot be expired', async () => {
    const session = await stripe.checkout.sessions.create(appSession({}, `contract-${run}-expire`))
    const expired = await stripe.checkout.sessions.expire(session.id)
    expect(expired).toMatchObject({ id: session.id, status: 'expired', payment_status: 'unpaid' })
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired')
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    })
  })

  it('a session holding a limited promotion code lives 31 minutes (Stripe: at least 30)', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 31 * 60
    const params = checkoutSessionParams(
      { ...product },
      {
        orderId: `contract-${run}-hold`,
        back: '/checkout?module=f1',
        serverUrl: 'https://academia.example',
        promotionCode: 'PRUEBA',
        expiresAt,
      },
    )
    const session = await stripe.checkout.sessions.create(params)
    expect(session.expires_at).toBe(expiresAt)
    await expect(stripe.checkout.sessions.create({ ...params, expires_at: expiresAt - 5 * 60 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
    })
  })

  it('accepts the app description being left out when a product has none', async () => {
    const session = await stripe.checkout.sessions.create(appSession({ description: '   ' }, `contract-${run}-nodesc`))
    expect(session.status).toBe('open')
  })
})

describe('Stripe contract: refunds, charges and payment intents as the refund handler reads them', () => {
  let paymentIntent: Stripe.PaymentIntent
  let chargeId: string

  beforeAll(async () => {
    paymentIntent = await stripe.paymentIntents.create({
      amount: 5800,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
      metadata: { order_id: `contract-${run}`, modules: 'F1,F2' },
    })
    chargeId =
      typeof paymentIntent.latest_charge === 'string' ? paymentIntent.latest_charge : paymentIntent.latest_charge!.id
  })

  it('a charge carries its payment intent and metadata, not its refunds', async () => {
    expect(paymentIntent.status).toBe('succeeded')
    expect((await stripe.paymentIntents.retrieve(paymentIntent.id)).latest_charge).toBe(chargeId)
    const charge = await stripe.charges.retrieve(chargeId)
    expect(charge).toMatchObject({
      id: chargeId,
      payment_intent: paymentIntent.id,
      amount: 5800,
      amount_refunded: 0,
      refunded: false,
      metadata: { order_id: `contract-${run}` },
    })
    expect(charge.refunds).toBeUndefined()
  })

  it('partial then full refunds: listed by charge, retrieved by id, reflected on the charge', async () => {
    const first = await stripe.refunds.create({
      payment_intent: paymentIntent.id,
      amount: 2900,
      metadata: { module: 'F1' },
    })
    expect(first).toMatchObject({
      object: 'refund',
      amount: 2900,
      charge: chargeId,
      payment_intent: paymentIntent.id,
      metadata: { module: 'F1' },
    })
    expect(['pending', 'succeeded']).toContain(first.status)
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: 2900, refunded: false })

    const rest = await stripe.refunds.create({ payment_intent: paymentIntent.id, reason: 'requested_by_customer' })
    expect(rest.amount).toBe(2900)
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: 5800, refunded: true })

    const listed: Stripe.Refund[] = []
    for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 1 })) listed.push(refund)
    expect(listed.map((r) => r.id).sort()).toEqual([first.id, rest.id].sort())
    expect(await stripe.refunds.retrieve(first.id)).toMatchObject({
      id: first.id,
      amount: 2900,
      metadata: { module: 'F1' },
    })
    // Expanded, the charge carries them (newest first); what cannot be expanded is refused.
    const expanded = await stripe.charges.retrieve(chargeId, { expand: ['refunds'] })
    expect(expanded.refunds).toMatchObject({ object: 'list', url: `/v1/charges/${chargeId}/refunds` })
    expect(expanded.refunds!.data.map((r) => r.id).sort()).toEqual([first.id, rest.id].sort())
    await expect(stripe.charges.retrieve(chargeId, { expand: ['metadata'] })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    })

    await expect(stripe.refunds.create({ payment_intent: paymentIntent.id, amount: 100 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    })
  })

  it('a refund from the support desk: one per idempotency key, listed by payment intent', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
      metadata: { order_id: `contract-${run}-desk` },
    })
    const params: Stripe.RefundCreateParams = {
      payment_intent: intent.id,
      amount: 1000,
      metadata: {
        order_id: `contract-${run}-desk`,
        module: 'F3',
        reason: 'Garantía de 30 días',
        staff: 'soporte@academiageo.es',
      },
    }
    const idempotencyKey = `desk-refund:contract-${run}:F3`
    const first = await stripe.refunds.create(params, { idempotencyKey })
    expect(first).toMatchObject({
      object: 'refund',
      amount: 1000,
      payment_intent: intent.id,
      metadata: params.metadata,
    })
    expect((await stripe.refunds.create(params, { idempotencyKey })).id).toBe(first.id)
    await expect(
      stripe.refunds.create({ ...params, metadata: { ...params.metadata, reason: 'Otra' } }, { idempotencyKey }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    const listed = await stripe.refunds
      .list({ payment_intent: intent.id, limit: 100 })
      .autoPagingToArray({ limit: 1000 })
    expect(listed.map((r) => r.id)).toEqual([first.id])
  })

  it('sends charge.refunded without the refunds list, and refund.created, verifiable as webhooks', async () => {
    const refunded = await eventAbout('charge.refunded', chargeId)
    const charge = refunded.data.object as Stripe.Charge
    expect(charge).toMatchObject({
      id: chargeId,
      payment_intent: paymentIntent.id,
      metadata: { order_id: `contract-${run}` },
    })
    expect(charge.refunds).toBeUndefined()
    const created = await eventAbout('refund.created', chargeId, 'charge')
    expect(created.data.object).toMatchObject({ object: 'refund', charge: chargeId, payment_intent: paymentIntent.id })

    const payload = JSON.stringify(created)
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_contract' })
    expect(stripe.webhooks.constructEvent(payload, header, 'whsec_contract').id).toBe(created.id)
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
  })
})

describe('Stripe contract: a Checkout Session paid by bank transfer (customer_balance, eu_bank_transfer)', () => {
  const transferSession = (customer: string, orderId = `contract-transfer-${run}`) =>
    checkoutSessionParams(product, {
      orderId,
      back: '/checkout?module=f1',
      serverUrl: 'https://academia.example',
      method: bankTransferSession(customer),
    })

  it('creates the Customer and the session the app asks for: only bank transfer, in euros, the Customer named', async () => {
    const customer = await stripe.customers.create(
      { email: 'empresa@example.com', metadata: { order_id: `contract-transfer-${run}` } },
      { idempotencyKey: `contract-customer-${run}` },
    )
    expect(customer).toMatchObject({ object: 'customer', email: 'empresa@example.com' })
    const session = await stripe.checkout.sessions.create(transferSession(customer.id))
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', currency: 'eur', customer: customer.id })
    expect(session.payment_method_types).toEqual(['customer_balance'])
    expect(session.payment_method_options?.customer_balance).toMatchObject({
      funding_type: 'bank_transfer',
      bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'ES' } },
    })
  })

  it('refuses a transfer session without a Customer, with an unknown one, outside the IBAN countries or in another currency', async () => {
    const customer = await stripe.customers.create({ email: 'empresa@example.com' })
    const params = transferSession(customer.id)
    const refused = (p: Stripe.Checkout.SessionCreateParams) =>
      expect(stripe.checkout.sessions.create(p)).rejects.toMatchObject({ type: 'StripeInvalidRequestError' })
    const anonymous: Stripe.Checkout.SessionCreateParams = { ...params }
    delete anonymous.customer
    delete anonymous.customer_update
    await refused(anonymous)
    await refused({ ...params, customer: 'cus_does_not_exist' })
    await refused({
      ...params,
      payment_method_options: {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'PT' } },
        },
      },
    })
    await refused({
      ...params,
      line_items: [{ quantity: 1, price_data: { ...params.line_items![0].price_data!, currency: 'usd' } }],
    })
    // With an existing Customer, Stripe Tax needs Checkout to save the address it asks for.
    const noUpdate: Stripe.Checkout.SessionCreateParams = { ...params }
    delete noUpdate.customer_update
    await refused(noUpdate)
  })

  it('a cash balance is returned only up to what it holds: a Customer with none cannot be refunded', async () => {
    const customer = await stripe.customers.create({ email: 'empresa@example.com' })
    await expect(
      stripe.refunds.create({
        customer: customer.id,
        origin: 'customer_balance',
        amount: 100,
        currency: 'eur',
        instructions_email: 'empresa@example.com',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError' })
  })
})
