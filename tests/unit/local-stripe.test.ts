import http from 'node:http'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paramsTypeFor, parseForm, startLocalStripe, type LocalStripe } from '@/dev/local-stripe'

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
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Cuaderno', metadata: { sku: 'C-1' } } },
      },
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
    const parsed = parseForm(
      'line_items[0][price_data][currency]=eur&line_items[0][quantity]=2&metadata[order_id]=7&expand[]=line_items&expand[]=x&a=b+c&__proto__[polluted]=1',
    )
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
      object: 'checkout.session',
      mode: 'payment',
      currency: 'eur',
      amount_total: 1000,
      amount_subtotal: 1000,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      livemode: false,
      customer_email: 'ana@example.com',
      client_reference_id: 'user_1',
      metadata: { order_id: 'ord_42' },
      url: `${local.url}/pay/${session.id}`,
    })
    expect(session.id).toMatch(/^cs_test_/)

    const fetched = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] })
    expect(fetched.amount_total).toBe(1000)
    expect(fetched.line_items).toMatchObject({ object: 'list', has_more: false })
    expect(fetched.line_items!.data).toHaveLength(2)
    expect(fetched.line_items!.data[0]).toMatchObject({
      object: 'item',
      description: 'Curso de geografía',
      amount_total: 500,
      currency: 'eur',
      quantity: 2,
      price: { unit_amount: 250, currency: 'eur' },
    })
    expect(typeof fetched.line_items!.data[0].price!.product).toBe('string')

    const plain = await stripe.checkout.sessions.retrieve(session.id)
    expect(plain.line_items).toBeUndefined()

    const items = await stripe.checkout.sessions.listLineItems(session.id, { expand: ['data.price.product'] })
    expect(items.data.map((li) => li.amount_total)).toEqual([500, 500])
    expect(items.data[1].price!.product).toMatchObject({
      object: 'product',
      name: 'Cuaderno',
      metadata: { sku: 'C-1' },
    })
  })

  it('delivers a verifiable checkout.session.completed webhook on completeSession', async () => {
    const session = await createSession({ customer_email: 'ana@example.com' })
    const event = await local.completeSession(session.id)
    expect(event?.type).toBe('checkout.session.completed')
    expect(local.events.at(-1)?.id).toBe(event!.id)

    const [hook] = (await webhookOf('checkout.session.completed')).filter((r) => r.body.includes(session.id))
    const verified = stripe.webhooks.constructEvent(hook.body, hook.header, SECRET)
    expect(verified).toMatchObject({
      id: event!.id,
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
    })
    const paid = verified.data.object as Stripe.Checkout.Session
    expect(paid).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { order_id: 'ord_42' },
    })
    expect(paid.payment_intent).toMatch(/^pi_/)
    expect(paid.customer_details?.email).toBe('ana@example.com')

    expect(() => stripe.webhooks.constructEvent(hook.body, hook.header, 'whsec_wrong')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
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
      fetch(`${local.url}/pay/${session.id}/${path}`, {
        method: 'POST',
        body: new URLSearchParams(form),
        redirect: 'manual',
      })

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
    expect(stored).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_email: 'invitado@example.com',
      customer_details: { email: 'invitado@example.com' },
    })

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

    const partial = await stripe.refunds.create({
      payment_intent: pi,
      amount: 300,
      reason: 'requested_by_customer',
      metadata: { by: 'admin' },
    })
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 300,
      payment_intent: pi,
      status: 'succeeded',
      metadata: { by: 'admin' },
    })
    expect(partial.id).toMatch(/^re_/)
    expect(partial.charge).toMatch(/^ch_/)

    await expect(stripe.refunds.create({ payment_intent: pi, amount: 800 })).rejects.toMatchObject({ statusCode: 400 })

    const rest = await stripe.refunds.create({ payment_intent: pi })
    expect(rest.amount).toBe(700)

    const hooks = (await webhookOf('charge.refunded', 2)).map((r) =>
      stripe.webhooks.constructEvent(r.body, r.header, SECRET),
    )
    const charges = hooks.map((e) => e.data.object as Stripe.Charge).filter((c) => c.payment_intent === pi)
    expect(charges).toHaveLength(2)
    expect(charges[0]).toMatchObject({
      object: 'charge',
      amount: 1000,
      amount_refunded: 300,
      refunded: false,
      currency: 'eur',
      metadata: { order_id: 'ord_42' },
    })
    expect(charges[1]).toMatchObject({ amount_refunded: 1000, refunded: true })
    // Since API version 2022-11-15 a Charge carries no refunds, in webhooks or API answers: list them.
    for (const charge of charges) expect(charge).not.toHaveProperty('refunds')
    const created = (await webhookOf('refund.created', 2)).map(
      (r) => stripe.webhooks.constructEvent(r.body, r.header, SECRET).data.object as Stripe.Refund,
    )
    expect(created.filter((r) => r.payment_intent === pi).map((r) => r.amount)).toEqual([300, 700])
    const listed = await stripe.refunds.list({ charge: partial.charge as string })
    expect(listed.data.map((r) => r.amount).sort()).toEqual([300, 700])
    expect((await stripe.refunds.list({ payment_intent: pi })).data).toHaveLength(2)
    expect(await stripe.refunds.retrieve(partial.id)).toMatchObject({
      id: partial.id,
      amount: 300,
      status: 'succeeded',
    })
    const charge = await stripe.charges.retrieve(partial.charge as string)
    expect(charge).toMatchObject({ amount_refunded: 1000, refunded: true, payment_intent: pi })
    expect(charge).not.toHaveProperty('refunds')
    expect(await stripe.paymentIntents.retrieve(pi)).toMatchObject({
      id: pi,
      status: 'succeeded',
      latest_charge: partial.charge,
    })
    await expect(stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    })

    await expect(stripe.refunds.create({ payment_intent: pi })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    })
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
      const updates = (await webhookOf('refund.updated', 2)).map(
        (r) => stripe.webhooks.constructEvent(r.body, r.header, SECRET).data.object as Stripe.Refund,
      )
      expect(updates.filter((r) => r.payment_intent === pi).map((r) => [r.amount, r.status])).toEqual([
        [400, 'succeeded'],
        [600, 'failed'],
      ])
      // A failed refund gave nothing back: the charge counts only the succeeded one.
      expect(await stripe.charges.retrieve(first.charge as string)).toMatchObject({
        amount_refunded: 400,
        refunded: false,
      })
    } finally {
      local.setRefundsPending(false)
    }
  })

  it("expands a charge's refunds as Stripe does (expand[]=refunds), and refuses what cannot be expanded", async () => {
    const session = await createSession()
    await local.completeSession(session.id, { webhook: false })
    const pi = local.sessions.get(session.id)!.payment_intent as string
    const first = await stripe.refunds.create({ payment_intent: pi, amount: 200 })
    const second = await stripe.refunds.create({ payment_intent: pi, amount: 300 })
    const plain = await stripe.charges.retrieve(first.charge as string)
    expect(plain).not.toHaveProperty('refunds')
    const expanded = await stripe.charges.retrieve(first.charge as string, { expand: ['refunds'] })
    expect(expanded.refunds).toMatchObject({
      object: 'list',
      has_more: false,
      url: `/v1/charges/${first.charge}/refunds`,
    })
    expect(expanded.refunds!.data.map((r) => r.id).sort()).toEqual([first.id, second.id].sort())
    expect(expanded.refunds!.data.map((r) => r.amount).sort()).toEqual([200, 300])
    const withIntent = await stripe.charges.retrieve(first.charge as string, { expand: ['payment_intent'] })
    expect(withIntent.payment_intent).toMatchObject({ id: pi, object: 'payment_intent' })
    await expect(stripe.charges.retrieve(first.charge as string, { expand: ['colour'] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'This property cannot be expanded (colour).',
    })
    expect((await stripe.refunds.retrieve(first.id, { expand: ['charge'] })).charge).toMatchObject({
      id: first.charge,
      object: 'charge',
    })
    await expect(stripe.refunds.retrieve(first.id, { expand: ['refunds'] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'This property cannot be expanded (refunds).',
    })
  })

  it('a succeeded refund may fail later: refund.updated and refund.failed, and the charge counts it no more', async () => {
    const session = await createSession()
    await local.completeSession(session.id, { webhook: false })
    const pi = local.sessions.get(session.id)!.payment_intent as string
    const refund = await stripe.refunds.create({ payment_intent: pi, amount: 1000 })
    expect(refund.status).toBe('succeeded')
    await local.settleRefund(refund.id, 'failed')
    // the pending-refund test above failed one refund too
    const failed = (await webhookOf('refund.failed', 2)).map(
      (r) => stripe.webhooks.constructEvent(r.body, r.header, SECRET).data.object as Stripe.Refund,
    )
    expect(failed.find((r) => r.id === refund.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    })
    expect(await stripe.charges.retrieve(refund.charge as string)).toMatchObject({
      amount_refunded: 0,
      refunded: false,
    })
    await expect(local.settleRefund(refund.id, 'succeeded')).rejects.toThrow(/cannot become succeeded/)
  })

  it('returns Stripe-shaped errors', async () => {
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
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

describe('local Stripe server refuses what Stripe refuses', () => {
  const refusal = (param: string, code?: string) =>
    expect.objectContaining({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param,
      ...(code && { code }),
      raw: expect.objectContaining({ type: 'invalid_request_error' }),
    })
  const item = (unit_amount: number, extra: Record<string, unknown> = {}) =>
    ({
      quantity: 1,
      price_data: { currency: 'eur', unit_amount, product_data: { name: 'Módulo', ...extra } },
    }) as Stripe.Checkout.SessionCreateParams.LineItem
  const unknown = (p: object) => p as unknown as Partial<Stripe.Checkout.SessionCreateParams>

  it('reads the accepted parameters from the installed SDK type definitions', () => {
    const params = paramsTypeFor('POST', '/v1/checkout/sessions')!
    expect([...params.decl.props!.keys()]).toEqual(
      expect.arrayContaining(['line_items', 'metadata', 'success_url', 'locale', 'expires_at']),
    )
    expect(paramsTypeFor('POST', '/v1/refunds')!.decl.props!.has('payment_intent')).toBe(true)
    expect(paramsTypeFor('GET', '/v1/refunds')!.decl.extends).toContain('PaginationParams')
  })

  it('refuses unknown parameters, top-level and nested', async () => {
    await expect(createSession(unknown({ colour: 'red' }))).rejects.toEqual(refusal('colour', 'parameter_unknown'))
    await expect(createSession({ line_items: [item(500, { colour: 'red' })] })).rejects.toEqual(
      refusal('line_items[0][price_data][product_data][colour]', 'parameter_unknown'),
    )
    await expect(createSession(unknown({ payment_intent_data: { metadata: {}, colour: 'red' } }))).rejects.toEqual(
      refusal('payment_intent_data[colour]', 'parameter_unknown'),
    )
    await expect(stripe.refunds.list({ charge: 'ch_x', colour: 'red' } as Stripe.RefundListParams)).rejects.toEqual(
      refusal('colour', 'parameter_unknown'),
    )
    await expect(
      stripe.refunds.create({ payment_intent: 'pi_x', colour: 'red' } as Stripe.RefundCreateParams),
    ).rejects.toEqual(refusal('colour', 'parameter_unknown'))
  })

  it('refuses metadata over 50 keys, keys over 40 characters and values over 500', async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']))
    await expect(createSession({ metadata: many })).rejects.toEqual(refusal('metadata', 'parameter_invalid_metadata'))
    await expect(createSession({ metadata: { ['k'.repeat(41)]: 'v' } })).rejects.toEqual(
      refusal(`metadata[${'k'.repeat(41)}]`),
    )
    await expect(createSession({ payment_intent_data: { metadata: { k: 'v'.repeat(501) } } })).rejects.toEqual(
      refusal('payment_intent_data[metadata][k]'),
    )
    await expect(
      createSession({
        metadata: {
          ['k'.repeat(40)]: 'v'.repeat(500),
          ...Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`k${i}`, 'v'])),
        },
      }),
    ).resolves.toMatchObject({ object: 'checkout.session' })
  })

  it('refuses an invalid success_url, an unsupported locale or currency and an empty description', async () => {
    await expect(createSession({ success_url: 'not a url' })).rejects.toEqual(refusal('success_url', 'url_invalid'))
    await expect(createSession({ success_url: 'ftp://app.test/ok' })).rejects.toEqual(
      refusal('success_url', 'url_invalid'),
    )
    await expect(createSession({ locale: 'klingon' as Stripe.Checkout.SessionCreateParams.Locale })).rejects.toEqual(
      refusal('locale'),
    )
    await expect(createSession({ locale: 'es' })).resolves.toMatchObject({ locale: 'es' })
    await expect(
      createSession({
        line_items: [{ quantity: 1, price_data: { currency: 'xyz', unit_amount: 500, product_data: { name: 'x' } } }],
      }),
    ).rejects.toEqual(refusal('line_items[0][price_data][currency]'))
    await expect(createSession({ line_items: [item(500, { description: '' })] })).rejects.toEqual(
      refusal('line_items[0][price_data][product_data][description]', 'parameter_invalid_empty'),
    )
  })

  it('refuses customer with customer_email, and client_reference_id over 200 characters', async () => {
    await expect(createSession({ customer: 'cus_x', customer_email: 'ana@example.com' })).rejects.toEqual(
      refusal('customer_email'),
    )
    await expect(createSession({ client_reference_id: 'x'.repeat(201) })).rejects.toEqual(
      refusal('client_reference_id'),
    )
    await expect(createSession({ client_reference_id: 'x'.repeat(200) })).resolves.toMatchObject({
      client_reference_id: 'x'.repeat(200),
    })
  })

  it('refuses expires_at outside 30 minutes to 24 hours, and honours it when valid', async () => {
    const now = Math.floor(Date.now() / 1000)
    await expect(createSession({ expires_at: now + 29 * 60 })).rejects.toEqual(refusal('expires_at'))
    await expect(createSession({ expires_at: now + 24 * 3600 + 60 })).rejects.toEqual(refusal('expires_at'))
    const session = await createSession({ expires_at: now + 3600 })
    expect(session.expires_at).toBe(now + 3600)
    expect((await stripe.checkout.sessions.retrieve(session.id)).expires_at).toBe(now + 3600)
  })

  it('refuses an amount under the currency minimum or over the maximum', async () => {
    await expect(createSession({ line_items: [item(49)] })).rejects.toEqual(refusal('line_items', 'amount_too_small'))
    await expect(createSession({ line_items: [item(50)] })).resolves.toMatchObject({ amount_total: 50 })
    await expect(createSession({ line_items: [item(100_000_000)] })).rejects.toEqual(
      refusal('line_items[0][price_data][unit_amount]'),
    )
    await expect(createSession({ line_items: [{ ...item(60_000_000), quantity: 2 }] })).rejects.toEqual(
      refusal('line_items', 'amount_too_large'),
    )
  })

  it('answers a reused idempotency key with different parameters with an idempotency_error', async () => {
    const key = `idem-${Date.now()}`
    const first = await createSession({ metadata: { n: '1' } }).then(() =>
      stripe.checkout.sessions.create(
        { mode: 'payment', success_url: 'http://app.test/ok', line_items: [item(500)] },
        { idempotencyKey: key },
      ),
    )
    const again = await stripe.checkout.sessions.create(
      { mode: 'payment', success_url: 'http://app.test/ok', line_items: [item(500)] },
      { idempotencyKey: key },
    )
    expect(again.id).toBe(first.id)
    await expect(
      stripe.checkout.sessions.create(
        { mode: 'payment', success_url: 'http://app.test/ok', line_items: [item(600)] },
        { idempotencyKey: key },
      ),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
      raw: expect.objectContaining({ type: 'idempotency_error' }),
    })
  })
})
