/**
 * Buying, end to end over real HTTP: the checkout endpoint, the local Stripe-compatible server with the
 * real SDK, signed webhooks stored and run through the job queue, fulfilment, refunds, guest links.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { hashGuestToken, newGuestToken } from '@/entitlements/guest-token'

import { api, cookiesFrom, login } from '../support/api'
import { mailButInvoicesTo, mailTo, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, signedWebhook, testStripe, waitFor } from '../support/stripe'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`

/** The browser that started each checkout: its `ag-checkout` cookie, by session id. */
const browsers = new Map<string, string>()

async function startCheckout(body: Record<string, unknown>, token?: string, cookie?: string) {
  const res = await api('POST', '/api/checkout', {
    body: { acceptTerms: true, withdrawalConsent: true, ...body },
    token,
    headers: cookie ? { cookie } : {},
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  browsers.set(sessionId, cookiesFrom(res.headers))
  return sessionId
}

/** The success page's call, from the browser that started the checkout (or, with `cookie: ''`, any other). */
const verify = (sessionId: string, cookie = browsers.get(sessionId) ?? '', headers: Record<string, string> = {}) =>
  api('POST', '/api/checkout/verify', { body: { sessionId }, headers: { ...(cookie ? { cookie } : {}), ...headers } })

async function orderFor(sessionId: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { stripeSessionId: { equals: sessionId } },
    depth: 0,
  })
  return docs[0]
}

async function entitlementsOf(email: string, activeOnly = true) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ email: { equals: email } }, ...(activeOnly ? [{ revokedAt: { exists: false } }] : [])] },
    depth: 1,
    limit: 100,
  })
  return docs
}

const codes = (rows: Awaited<ReturnType<typeof entitlementsOf>>) =>
  rows.map((e) => (typeof e.module === 'object' ? e.module.code : e.module)).sort()

async function paidGuestPurchase(body: Record<string, unknown>) {
  const email = uniqueEmail('guest')
  const sessionId = await startCheckout(body)
  await payOnHostedPage(sessionId, email)
  await waitFor(async () => (await orderFor(sessionId))?.status === 'paid')
  await waitFor(async () => (await entitlementsOf(email)).length > 0)
  return { email, sessionId }
}

let adminToken: string
beforeAll(async () => {
  adminToken = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
})

describe('checkout endpoint', () => {
  it('refuses bad bodies with the Spanish messages and a 4xx, never a 500', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /plan/],
      [{ productType: 'module', acceptTerms: true, withdrawalConsent: true }, 400, /módulo específico/],
      [
        { productType: 'module', module: 'f9', acceptTerms: true, withdrawalConsent: true },
        404,
        /Producto no encontrado/,
      ],
      [{ productType: 'module', module: '../etc', acceptTerms: true, withdrawalConsent: true }, 400, /módulo/],
      [
        { productType: 'module', module: 'f6', acceptTerms: true, withdrawalConsent: true },
        409,
        /aún no está disponible/,
      ],
      [{ productType: 'complete' }, 400, /condiciones/],
      ['not json', 400, /plan/],
    ]
    for (const [body, status, message] of cases) {
      const res = await api('POST', '/api/checkout', { body })
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.body.error).toMatch(message)
    }
  })

  it('creates an order and a Stripe Checkout Session with the CMS price of this moment', async () => {
    const payload = await testPayload()
    const [f4] = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f4' } } })).docs
    const original = f4.price
    const edit = await api('PATCH', `/api/modules/${f4.id}`, { token: adminToken, body: { price: 1234 } })
    expect(edit.status).toBe(200)
    try {
      const sessionId = await startCheckout({ productType: 'module', module: 'f4' })
      const session = await testStripe().checkout.sessions.retrieve(sessionId, { expand: ['line_items'] })
      expect(session.amount_total).toBe(1234)
      expect(session.currency).toBe('eur')
      expect(session.mode).toBe('payment')
      expect(session.metadata).toMatchObject({ product_type: 'module', modules: 'F4' })
      expect(session.success_url).toContain('/success?session_id={CHECKOUT_SESSION_ID}')
      const order = await orderFor(sessionId)
      expect(order).toMatchObject({ status: 'pending', amountTotal: 1234, productType: 'module' })
      expect(session.metadata?.order_id).toBe(String(order.id))
    } finally {
      await api('PATCH', `/api/modules/${f4.id}`, { token: adminToken, body: { price: original } })
    }
    const complete = await startCheckout({ productType: 'complete' })
    const session = await testStripe().checkout.sessions.retrieve(complete)
    const [plan] = (await payload.find({ collection: 'pricing-plans', where: { slug: { equals: 'complete-course' } } }))
      .docs
    expect(session.amount_total).toBe(plan.price)
    expect(session.metadata?.modules).toBe('F1,F2,F3,F4,F5')
  })
})

describe('fulfilment', () => {
  it('a guest purchase grants the module and e-mails one access link', async () => {
    const { email } = await paidGuestPurchase({ productType: 'module', module: 'f1' })
    expect(codes(await entitlementsOf(email))).toEqual(['F1'])
    const mail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
    expect(mail.subject).toMatch(/acceso/i)
    expect(mail.html).toContain('Acceder a mis guías')
  })

  it('rejects a forged signature with 400 and grants nothing', async () => {
    const email = uniqueEmail('forged')
    const sessionId = await startCheckout({ productType: 'module', module: 'f2' })
    const event = { id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: sessionId } } }
    const { payload } = signedWebhook(event, 'whsec_not_the_real_secret')
    const forged = signedWebhook(event, 'whsec_not_the_real_secret').header
    const res = await fetch(`${process.env.APP_URL}/api/stripe/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'stripe-signature': forged },
      body: payload,
    })
    expect(res.status).toBe(400)
    await new Promise((r) => setTimeout(r, 500))
    expect((await orderFor(sessionId)).status).toBe('pending')
    expect(await entitlementsOf(email)).toEqual([])
  })

  it('the same event delivered 10 times pays one order, grants once and sends one e-mail', async () => {
    const email = uniqueEmail('replay')
    const sessionId = await startCheckout({ productType: 'complete' })
    await payOnHostedPage(sessionId, email) // the local server delivers it once itself
    const session = await testStripe().checkout.sessions.retrieve(sessionId)
    const event = {
      id: `evt_replay_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    }
    for (let i = 0; i < 10; i++) {
      const { payload, header } = signedWebhook(event)
      const res = await fetch(`${process.env.APP_URL}/api/stripe/webhooks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'stripe-signature': header },
        body: payload,
      })
      expect(res.status).toBe(200)
    }
    await waitFor(async () => (await entitlementsOf(email)).length === 5)
    // the access e-mail goes through the queue: wait for it, then leave a second one the time to arrive
    await waitFor(async () => mailButInvoicesTo(email).length > 0)
    await new Promise((r) => setTimeout(r, 1500))
    expect(codes(await entitlementsOf(email))).toEqual(['F1', 'F2', 'F3', 'F4', 'F5'])
    expect((await orderFor(sessionId)).status).toBe('paid')
    expect(mailButInvoicesTo(email)).toHaveLength(1)
  })

  it('50 concurrent fulfilments of one session grant exactly once', async () => {
    const email = uniqueEmail('race')
    const sessionId = await startCheckout({ productType: 'module', module: 'f3' })
    await payOnHostedPage(sessionId, email)
    // A request that waits longer than the lock bound for the others is told 503 with Retry-After; the success
    // page then asks again, as src/components/http.ts does (at most 3 times): every browser gets its answer.
    const verifyAsTheBrowserDoes = async () => {
      for (let attempt = 0; ; attempt++) {
        const answer = await verify(sessionId)
        if (answer.status !== 503 || attempt >= 3) return answer
        await new Promise((r) => setTimeout(r, Number(answer.headers.get('retry-after') ?? 1) * 1000))
      }
    }
    const answers = await Promise.all(Array.from({ length: 50 }, verifyAsTheBrowserDoes))
    for (const a of answers) expect(a.status).toBe(200)
    expect(answers.every((a) => a.body.success && a.body.moduleIds.join() === 'f3')).toBe(true)
    // the access e-mail goes through the job queue: wait for it, then give a second one as long to follow
    await waitForMail(email, (m) => /guest-access\?token=/.test(m.text), 45_000)
    await new Promise((r) => setTimeout(r, 1000))
    expect(await entitlementsOf(email, false)).toHaveLength(1)
    expect(mailTo(email).filter((m) => /guest-access\?token=/.test(m.text))).toHaveLength(1)
  })

  it('a session id is no key: a browser that did not start the checkout learns only that it was paid', async () => {
    const email = uniqueEmail('key')
    const sessionId = await startCheckout({ productType: 'module', module: 'f2' })
    await payOnHostedPage(sessionId, email)
    // A third party with the session id (history, a screenshot, a shared link), or a forged cookie.
    const forged = `ag-checkout=${(await orderFor(sessionId)).id}.${'A'.repeat(32)}`
    for (const cookie of ['', forged, 'ag-checkout=garbage~1.2.3']) {
      const stranger = await verify(sessionId, cookie, { 'x-real-ip': '203.0.113.9' })
      expect(stranger.status, cookie).toBe(200)
      expect(stranger.body).toEqual({ success: true, paid: true, buyer: false })
      expect(stranger.headers.getSetCookie()).toEqual([])
    }
    // Another account knows nothing more either.
    const other = uniqueEmail('otro')
    await (
      await testPayload()
    ).create({
      collection: 'users',
      data: { email: other, password: 'clave-segura-123', name: 'Otro', role: 'customer' },
      context: { skipRevalidate: true },
    })
    const otherToken = await login(other, 'clave-segura-123')
    expect((await api('POST', '/api/checkout/verify', { body: { sessionId }, token: otherToken })).body).toEqual({
      success: true,
      paid: true,
      buyer: false,
    })
    // The buyer's browser gets the purchase, the e-mail, the access token and the guest cookie.
    const buyer = await verify(sessionId)
    expect(buyer.status).toBe(200)
    expect(buyer.body).toMatchObject({ success: true, buyer: true, email, moduleIds: ['f2'] })
    expect(typeof buyer.body.accessToken).toBe('string')
    expect(buyer.headers.getSetCookie().join()).toMatch(/^ag-guest=/)
    // The browser remembers its last few checkouts: an older one still verifies after a newer one.
    const second = await startCheckout({ productType: 'module', module: 'f4' }, undefined, browsers.get(sessionId))
    await payOnHostedPage(second, email)
    const both = browsers.get(second)!
    expect((await verify(sessionId, both)).body.buyer).toBe(true)
    expect((await verify(second, both)).body.buyer).toBe(true)
    // An account buyer's own order verifies from their signed-in session too.
    const accountEmail = uniqueEmail('cuenta')
    await (
      await testPayload()
    ).create({
      collection: 'users',
      data: { email: accountEmail, password: 'clave-segura-123', name: 'Ana', role: 'customer' },
      context: { skipRevalidate: true },
    })
    const token = await login(accountEmail, 'clave-segura-123')
    const own = await startCheckout({ productType: 'module', module: 'f1' }, token)
    await payOnHostedPage(own)
    const signedIn = await api('POST', '/api/checkout/verify', { body: { sessionId: own }, token })
    expect(signedIn.body).toMatchObject({ success: true, buyer: true, signedIn: true, email: accountEmail })
  })

  it('an unpaid or unknown session grants nothing', async () => {
    const sessionId = await startCheckout({ productType: 'module', module: 'f5' })
    const unpaid = await verify(sessionId)
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.success).toBe(false)
    const session = await testStripe().checkout.sessions.retrieve(sessionId)
    const { payload, header } = signedWebhook({
      id: 'evt_unpaid',
      type: 'checkout.session.completed',
      data: { object: session },
    })
    await fetch(`${process.env.APP_URL}/api/stripe/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'stripe-signature': header },
      body: payload,
    })
    await new Promise((r) => setTimeout(r, 800))
    expect((await orderFor(sessionId)).status).toBe('pending')
    const unknown = await api('POST', '/api/checkout/verify', { body: { sessionId: 'cs_test_doesnotexist123' } })
    expect(unknown.status).toBe(404)
    const garbage = await api('POST', '/api/checkout/verify', { body: { nope: true } })
    expect(garbage.status).toBe(400)
    expect(garbage.body.error).toBe('No se encontró información de la sesión de pago')
  })
})

describe('refunds', () => {
  it('a partial refund revokes only the refunded module; a full refund revokes the rest', async () => {
    const { email, sessionId } = await paidGuestPurchase({ productType: 'complete' })
    await waitFor(async () => (await entitlementsOf(email)).length === 5)
    const session = await testStripe().checkout.sessions.retrieve(sessionId)
    const paymentIntent = session.payment_intent as string
    await testStripe().refunds.create({ payment_intent: paymentIntent, amount: 1000, metadata: { module: 'F3' } })
    await waitFor(async () => (await entitlementsOf(email)).length === 4)
    expect(codes(await entitlementsOf(email))).toEqual(['F1', 'F2', 'F4', 'F5'])
    const revoked = (await entitlementsOf(email, false)).find((e) => e.revokedAt)
    expect(revoked?.revokeReason).toMatch(/Reembolso/)
    expect((await orderFor(sessionId)).status).toBe('partially_refunded')

    await testStripe().refunds.create({ payment_intent: paymentIntent })
    await waitFor(async () => (await entitlementsOf(email)).length === 0)
    const order = await orderFor(sessionId)
    expect(order.status).toBe('refunded')
    expect(order.refunds).toHaveLength(2)
  })
})

describe('guest links', () => {
  it('expired and tampered tokens download nothing and record nothing', async () => {
    const payload = await testPayload()
    const { email } = await paidGuestPurchase({ productType: 'module', module: 'f2' })
    const expired = newGuestToken()
    await payload.create({
      collection: 'guest-grants',
      data: {
        tokenHash: expired.hash,
        email,
        productType: 'module',
        purpose: 'resend',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      },
    })
    const valid = newGuestToken()
    await payload.create({
      collection: 'guest-grants',
      data: {
        tokenHash: valid.hash,
        email,
        productType: 'module',
        purpose: 'resend',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    })
    const before = (await payload.count({ collection: 'downloads' })).totalDocs
    const tampered = valid.token.slice(0, -1) + (valid.token.endsWith('A') ? 'B' : 'A')
    for (const token of [expired.token, tampered, 'x', '../../../etc/passwd']) {
      const res = await api('GET', `/api/guides/f2?token=${encodeURIComponent(token)}`)
      expect(res.status, token).toBe(403)
    }
    expect((await api('GET', `/api/guides/f3?token=${valid.token}`)).status).toBe(403) // not bought
    for (const guess of ['..%2F..%2Fpackage.json', 'guia-completa-modulo-f2.pdf', 'F2%00', 'f2%2F..%2Ff3']) {
      expect([403, 404], guess).toContain((await api('GET', `/api/guides/${guess}?token=${valid.token}`)).status)
    }
    expect((await payload.count({ collection: 'downloads' })).totalDocs).toBe(before)

    const ok = await fetch(`${process.env.APP_URL}/api/guides/f2?token=${valid.token}`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('application/pdf')
    expect(ok.headers.get('content-disposition')).toContain('guia-completa-modulo-f2.pdf')
    const bytes = new Uint8Array(await ok.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    expect((await payload.count({ collection: 'downloads' })).totalDocs).toBe(before + 1)
    expect(hashGuestToken(valid.token)).toBe(valid.hash)
  })

  it('the lost-link form answers the same for known and unknown e-mails', async () => {
    const { email } = await paidGuestPurchase({ productType: 'module', module: 'f5' })
    await waitForMail(email, (m) => !/^Tu factura/.test(m.subject))
    const stranger = uniqueEmail('stranger')
    const known = await api('POST', '/api/guest-access/resend', { body: { email } })
    const unknown = await api('POST', '/api/guest-access/resend', { body: { email: stranger } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    await waitFor(async () => mailButInvoicesTo(email).length === 2)
    expect(mailTo(stranger)).toHaveLength(0)
    const bad = await api('POST', '/api/guest-access/resend', { body: { email: 'no-es-un-email' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Email inválido')
  })
})
