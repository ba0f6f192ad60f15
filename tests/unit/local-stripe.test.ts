import http from 'node:http'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseForm, startLocalStripe, type LocalStripe } from '@/dev/local-stripe'

const SECRET = 'whsec_test_local_secret'

type Received = { body: string; header: string }
const received: Received[] = []
let waiters: Array<() => void> = []
let receiver: http.Server
let local: LocalStripe
let stripe: Stripe

/** Resolve once the receiver has got a webhook of the given type (or one already arrived). */
async function webhookOf(type: string, count = 1): Promise<Received[]> {
  const matching = () => received.filter((r) => (JSON.parse(r.body) as Stripe.Event).type === type)
  const deadline = Date.now() + 5000
  while (matching().length < count) {
    if (Date.now() > deadline) throw new Error(`no ${type} webhook received`)
    await new Promise<void>((resolve) => {
      waiters.push(resolve)
      setTimeout(resolve, 100)
    })
  }
  return matching()
}

async function createSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://app.test/gracias?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/carrito',
    metadata: { order_id: 'ord_42' },
    line_items: [
      { quantity: 2, price_data: { currency: 'eur', unit_amount: 250, product_data: { name: 'Curso de geografía' } } },
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Cuaderno', metadata: { sku: 'C-1' } } } },
    ],
    ...extra,
  })
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      received.push({ body, header: String(req.headers['stripe-signature']) })
      res.writeHead(200).end('{"received":true}')
      waiters.forEach((w) => w())
      waiters = []
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/api/stripe/webhook`
  local = await startLocalStripe({ webhookSecret: SECRET, webhookUrl, log: () => {} })
  stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: local.port, protocol: 'http', maxNetworkRetries: 0 })
})

afterAll(async () => {
  await local?.close()
  await new Promise<void>((resolve) => receiver?.close(() => resolve()))
})

describe('parseForm', () => {
  it('parses bracket notation into nested objects and arrays', () => {
    const parsed = parseForm('line_items[0][price_data][currency]=eur&line_items[0][quantity]=2&metadata[order_id]=7&expand[]=line_items&expand[]=x&a=b+c&__proto__[polluted]=1')
    expect(parsed).toEqual({
      line_items: [{ price_data: { currency: 'eur' }, quantity: '2' }],
      metadata: { order_id: '7' },
      expand: ['line_items', 'x'],
      a: 'b c',
    })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('local Stripe server', () => {
  it('creates and retrieves a checkout session through the real SDK', async () => {
    const session = await createSession({ customer_email: 'ana@example.com', client_reference_id: 'user_1' })
    expect(session).toMatchObject({
      object: 'checkout.session', mode: 'payment', currency: 'eur', amount_total: 1000, amount_subtotal: 1000,
      status: 'open', payment_status: 'unpaid', payment_intent: null, livemode: false,
      customer_email: 'ana@example.com', client_reference_id: 'user_1', metadata: { order_id: 'ord_42' },
      url: `${local.url}/pay/${session.id}`,
    })
    expect(session.id).toMatch(/^cs_test_/)

    const fetched = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] })
    expect(fetched.amount_total).toBe(1000)
    expect(fetched.line_items).toMatchObject({ object: 'list', has_more: false })
    expect(fetched.line_items!.data).toHaveLength(2)
    expect(fetched.line_items!.data[0]).toMatchObject({
      object: 'item', description: 'Curso de geografía', amount_total: 500, currency: 'eur', quantity: 2,
      price: { unit_amount: 250, currency: 'eur' },
    })
    expect(typeof fetched.line_items!.data[0].price!.product).toBe('string')

    const plain = await stripe.checkout.sessions.retrieve(session.id)
    expect(plain.line_items).toBeUndefined()

    const items = await stripe.checkout.sessions.listLineItems(session.id, { expand: ['data.price.product'] })
    expect(items.data.map((li) => li.amount_total)).toEqual([500, 500])
    expect(items.data[1].price!.product).toMatchObject({ object: 'product', name: 'Cuaderno', metadata: { sku: 'C-1' } })
  })

  it('delivers a verifiable checkout.session.completed webhook on completeSession', async () => {
    const session = await createSession({ customer_email: 'ana@example.com' })
    const event = await local.completeSession(session.id)
    expect(event?.type).toBe('checkout.session.completed')
    expect(local.events.at(-1)?.id).toBe(event!.id)

    const [hook] = (await webhookOf('checkout.session.completed')).filter((r) => r.body.includes(session.id))
    const verified = stripe.webhooks.constructEvent(hook.body, hook.header, SECRET)
    expect(verified).toMatchObject({ id: event!.id, object: 'event', type: 'checkout.session.completed', livemode: false })
    const paid = verified.data.object as Stripe.Checkout.Session
    expect(paid).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', metadata: { order_id: 'ord_42' } })
    expect(paid.payment_intent).toMatch(/^pi_/)
    expect(paid.customer_details?.email).toBe('ana@example.com')

    expect(() => stripe.webhooks.constructEvent(hook.body, hook.header, 'whsec_wrong')).toThrow(Stripe.errors.StripeSignatureVerificationError)
    expect(await local.completeSession(session.id)).toBeNull()
  })

  it('serves the hosted test page and completes the payment with a 303 to success_url', async () => {
    const session = await createSession()
    const page = await fetch(session.url!)
    const html = (await page.text()).replace(/\u00a0/g, ' ')
    expect(page.status).toBe(200)
    expect(html).toContain('lang="es"')
    expect(html).toContain('Modo de pruebas')
    expect(html).toContain('Curso de geografía')
    expect(html).toContain('10,00 €')
    expect(html).toContain('name="email"')

    const post = (path: string, form: Record<string, string>) =>
      fetch(`${local.url}/pay/${session.id}/${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })

    const invalid = await post('complete', { email: 'no-es-un-email' })
    expect(invalid.status).toBe(400)
    expect(await invalid.text()).toContain('Introduce un email válido')
    expect(local.sessions.get(session.id)?.status).toBe('open')

    const cancel = await post('cancel', {})
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('location')).toBe('http://app.test/carrito')

    const done = await post('complete', { email: 'invitado@example.com' })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`http://app.test/gracias?session_id=${session.id}`)
    const hook = (await webhookOf('checkout.session.completed')).find((r) => r.body.includes(session.id))
    expect(hook).toBeDefined()

    const stored = await stripe.checkout.sessions.retrieve(session.id)
    expect(stored).toMatchObject({ status: 'complete', payment_status: 'paid', customer_email: 'invitado@example.com', customer_details: { email: 'invitado@example.com' } })

    const again = await post('complete', {})
    expect(again.status).toBe(303)
    expect(local.events.filter((e) => (e.data.object as { id: string }).id === session.id)).toHaveLength(1)

    const missing = await fetch(`${local.url}/pay/cs_test_nope`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('lang="es"')
  })

  it("refunds partially then fully and emits charge.refunded and refund.created each time, in today's shape", async () => {
    const session = await createSession()
    await local.completeSession(session.id, { webhook: false })
    const pi = local.sessions.get(session.id)!.payment_intent as string

    const partial = await stripe.refunds.create({ payment_intent: pi, amount: 300, reason: 'requested_by_customer', metadata: { by: 'admin' } })
    expect(partial).toMatchObject({ object: 'refund', amount: 300, payment_intent: pi, status: 'succeeded', metadata: { by: 'admin' } })
    expect(partial.id).toMatch(/^re_/)
    expect(partial.charge).toMatch(/^ch_/)

    await expect(stripe.refunds.create({ payment_intent: pi, amount: 800 })).rejects.toMatchObject({ statusCode: 400 })

    const rest = await stripe.refunds.create({ payment_intent: pi })
    expect(rest.amount).toBe(700)

    const hooks = (await webhookOf('charge.refunded', 2)).map((r) => stripe.webhooks.constructEvent(r.body, r.header, SECRET))
    const charges = hooks.map((e) => e.data.object as Stripe.Charge).filter((c) => c.payment_intent === pi)
    expect(charges).toHaveLength(2)
    expect(charges[0]).toMatchObject({ object: 'charge', amount: 1000, amount_refunded: 300, refunded: false, currency: 'eur', metadata: { order_id: 'ord_42' } })
    expect(charges[1]).toMatchObject({ amount_refunded: 1000, refunded: true })
    // Since API version 2022-11-15 a Charge carries no refunds, in webhooks or API answers: list them.
    for (const charge of charges) expect(charge).not.toHaveProperty('refunds')
    const created = (await webhookOf('refund.created', 2)).map((r) => stripe.webhooks.constructEvent(r.body, r.header, SECRET).data.object as Stripe.Refund)
    expect(created.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([300, 700])
    const listed = await stripe.refunds.list({ charge: partial.charge as string })
    expect(listed.data.map((r) => r.amount).sort()).toEqual([300, 700])
    expect((await stripe.refunds.list({ payment_intent: pi })).data).toHaveLength(2)
    expect(await stripe.refunds.retrieve(partial.id)).toMatchObject({ id: partial.id, amount: 300, status: 'succeeded' })
    const charge = await stripe.charges.retrieve(partial.charge as string)
    expect(charge).toMatchObject({ amount_refunded: 1000, refunded: true, payment_intent: pi })
    expect(charge).not.toHaveProperty('refunds')
    expect(await stripe.paymentIntents.retrieve(pi)).toMatchObject({ id: pi, status: 'succeeded', latest_charge: partial.charge })
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' })

    await expect(stripe.refunds.create({ payment_intent: pi })).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' })
  })

  it('a pending refund then succeeds or fails, with refund.updated each time', async () => {
    const session = await createSession()
    await local.completeSession(session.id, { webhook: false })
    const pi = local.sessions.get(session.id)!.payment_intent as string
    local.setRefundsPending(true)
    try {
      const first = await stripe.refunds.create({ payment_intent: pi, amount: 400 })
      const second = await stripe.refunds.create({ payment_intent: pi, amount: 600 })
      expect([first.status, second.status]).toEqual(['pending', 'pending'])
      await local.settleRefund(first.id, 'succeeded')
      await local.settleRefund(second.id, 'failed')
      const updates = (await webhookOf('refund.updated', 2)).map((r) => stripe.webhooks.constructEvent(r.body, r.header, SECRET).data.object as Stripe.Refund)
      expect(updates.filter((r) => r.payment_intent === pi).map((r) => [r.amount, r.status])).toEqual([[400, 'succeeded'], [600, 'failed']])
      // A failed refund gave nothing back: the charge counts only the succeeded one.
      expect(await stripe.charges.retrieve(first.charge as string)).toMatchObject({ amount_refunded: 400, refunded: false })
    } finally {
      local.setRefundsPending(false)
    }
  })

  it('returns Stripe-shaped errors', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404, type: 'StripeInvalidRequestError', code: 'resource_missing',
    })
    const noMode = createSession({ mode: undefined })
    await expect(noMode).rejects.toMatchObject({ statusCode: 400, param: 'mode' })
    await expect(noMode).rejects.toThrow(/Missing required param: mode/)
    await expect(
      createSession({ line_items: [{ quantity: 1, price_data: { currency: 'eur', product_data: { name: 'x' } } }] }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][unit_amount]' })

    const anonymous = await fetch(`${local.url}/v1/checkout/sessions`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } })
  })

  it('signs arbitrary events that the SDK can verify', () => {
    const { event, payload, header } = local.signedEvent('charge.refunded', { id: 'ch_x', object: 'charge' })
    expect(stripe.webhooks.constructEvent(payload, header, SECRET).id).toBe(event.id)
  })
})
