/**
 * The withdrawal button (Directive 2011/83/EU art. 11a) over real HTTP, PostgreSQL and the local Stripe:
 * the consent recorded at checkout and repeated in the purchase e-mails, withdrawal before first use
 * (acknowledgement e-mailed, one Stripe refund with reason "Desistimiento", access removed, idempotent),
 * from an account and from a guest link, and the refusal after first use (download or online reading)
 * or after 14 days, with the reason on the page.
 */
import { describe, expect, it } from 'vitest'

import { CHECKOUT_MESSAGES } from '@/commerce/checkout-selection'
import { formatEuros } from '@/content/money'
import { WITHDRAWAL_CONSENT } from '@/commerce/withdrawal'

import { api, appUrl, login } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { activeCodes, testPayload } from '../support/payload'
import { testStripe, waitFor } from '../support/stripe'
import { buyThroughStripe } from '../support/purchase'

const PASSWORD = 'clave-segura-123'
const context = { skipRevalidate: true }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const browser = (token: string) => ({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })

async function account(tag: string) {
  const payload = await testPayload()
  const email = `${tag}-${stamp()}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Lucía', role: 'customer' },
    context,
  })
  return { email, token: await login(email, PASSWORD) }
}

/** A paid purchase with the consent ticked (as the checkout page sends it), by an account or a guest. */
const purchase = async (body: Record<string, unknown>, buyer: { email: string; token?: string }) =>
  (await buyThroughStripe(body, buyer)).order

const orderById = async (id: number) => (await testPayload()).findByID({ collection: 'orders', id, depth: 0 })
const page = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${appUrl()}${path}`, { headers })).text()
const guestToken = async (email: string) => {
  const mail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  return decodeURIComponent(/guest-access\?token=([^\s"&]+)/.exec(mail.text)![1])
}
const withdraw = (body: Record<string, unknown>, token?: string) => api('POST', '/api/withdrawal', { token, body })
/** The title of a module's first premium section (never on its public page), read with the Local API. */
const premiumTitle = async (slug: string) => {
  const { docs } = await (
    await testPayload()
  ).find({ collection: 'modules', where: { slug: { equals: slug } }, depth: 0, limit: 1 })
  const title = docs[0]?.premiumSections?.[0]?.title
  if (!title) throw new Error(`${slug} has no premium section`)
  return title
}

describe('withdrawal before first use', () => {
  it('an account withdraws from the dashboard: acknowledgement e-mailed, one refund «Desistimiento», access removed; asking again changes nothing', async () => {
    const buyer = await account('desiste')
    const order = await purchase({ productType: 'module', module: 'f2' }, buyer)
    // The consent to immediate access, recorded with its text, version and time.
    expect(order.withdrawalConsent).toMatchObject({
      version: WITHDRAWAL_CONSENT.version,
      text: WITHDRAWAL_CONSENT.text,
    })
    expect(Date.now() - new Date(order.withdrawalConsent!.acceptedAt!).getTime()).toBeLessThan(120_000)
    // The account's purchase e-mail (its invoice) repeats it.
    const invoiceMail = await waitForMail(buyer.email, (m) => /^Tu factura/.test(m.subject))
    expect(invoiceMail.text).toContain('Derecho de desistimiento')
    expect(invoiceMail.text).toContain(`«${WITHDRAWAL_CONSENT.text}»`)
    // It says its total as every e-mail says money: whole euros without decimals (src/content/money.ts).
    expect(invoiceMail.text).toContain(`por un total de ${formatEuros(order.amountTotal)}.`)

    const dashboard = await page('/dashboard', browser(buyer.token))
    expect(dashboard).toContain('Desistir del contrato')
    expect(dashboard).toContain(`Pedido ${order.id}`)

    // Only the buyer: signed out 401, another account 404, bad input 400.
    expect((await withdraw({ orderId: order.id })).status).toBe(401)
    expect((await withdraw({ orderId: order.id }, (await account('otra')).token)).status).toBe(404)
    expect((await withdraw({ orderId: 'uno' }, buyer.token)).status).toBe(400)
    expect((await withdraw({ orderId: order.id, token: 'x'.repeat(43) })).status).toBe(403)

    // Five confirmations at once: one withdrawal, one refund, one acknowledgement.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => withdraw({ orderId: order.id, name: 'Lucía Pérez' }, buyer.token)),
    )
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200)
    expect(answers.filter((a) => a.body.status === 'withdrawn')).toHaveLength(1)
    const done = answers.find((a) => a.body.status === 'withdrawn')!
    // Access ends with the withdrawal itself, before Stripe confirms the refund: no download in between.
    expect(await activeCodes(buyer.email)).toEqual([])
    expect((await fetch(`${appUrl()}/api/guides/f2`, { headers: browser(buyer.token) })).status).toBe(403)
    expect(done.body.message).toMatch(
      /^Desistimiento registrado el .* \(hora de Madrid\)\. Te hemos enviado el acuse de recibo/,
    )

    const ack = await waitForMail(buyer.email, (m) => /Hemos recibido tu desistimiento/.test(m.subject))
    const madrid = new Intl.DateTimeFormat('es-ES', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    }).format(new Date(done.body.requestedAt))
    expect(ack.text).toContain(`Lucía Pérez, confirmamos que el ${madrid} (hora de Madrid)`)
    expect(ack.text).toContain(`pedido ${order.id}`)
    expect(ack.text).toContain(`Te devolvemos ${formatEuros(order.amountTotal)}`)

    const refunds = (await testStripe().refunds.list({ payment_intent: order.paymentIntentId! })).data
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({
      amount: order.amountTotal,
      metadata: { reason: 'Desistimiento', order_id: String(order.id) },
    })
    await waitFor(async () => (await activeCodes(buyer.email)).length === 0)
    await waitFor(async () => (await orderById(order.id)).status === 'refunded')
    const refunded = await orderById(order.id)
    expect(refunded.withdrawal).toMatchObject({ requestedAt: done.body.requestedAt, name: 'Lucía Pérez' })
    expect(refunded.refunds?.[0]?.reason).toBe('Desistimiento')
    await waitForMail(buyer.email, (m) => /Tu reembolso/.test(m.subject))

    // Asking again: the same answer, nothing new.
    const again = await withdraw({ orderId: order.id }, buyer.token)
    expect(again.status).toBe(200)
    expect(again.body.status).toBe('already')
    expect(again.body.message).toMatch(/^Desististe de esta compra el/)
    await new Promise((r) => setTimeout(r, 1000))
    expect(mailTo(buyer.email).filter((m) => /desistimiento/i.test(m.subject))).toHaveLength(1)
    expect((await testStripe().refunds.list({ payment_intent: order.paymentIntentId! })).data).toHaveLength(1)
    expect(await page('/dashboard', browser(buyer.token))).toContain('Desististe de esta compra el')
  })

  it('a guest withdraws with their access link; the access e-mail repeated the consent', async () => {
    const buyer = { email: `guest-desiste-${stamp()}@example.com` }
    const order = await purchase({ productType: 'module', module: 'f1' }, buyer)
    const token = await guestToken(buyer.email)
    const access = mailTo(buyer.email).find((m) => /guest-access\?token=/.test(m.text))!
    expect(access.text).toContain(`«${WITHDRAWAL_CONSENT.text}»`)
    expect(access.html).toContain('Derecho de desistimiento')

    const guestPage = await page(`/guest-access?token=${encodeURIComponent(token)}`)
    expect(guestPage).toContain('Desistir del contrato')
    // Another guest's link does not reach this order.
    const other = { email: `guest-otro-${stamp()}@example.com` }
    await purchase({ productType: 'module', module: 'f1' }, other)
    expect((await withdraw({ orderId: order.id, token: await guestToken(other.email) })).status).toBe(404)

    const res = await withdraw({ orderId: order.id, token })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.status).toBe('withdrawn')
    await waitForMail(buyer.email, (m) => /Hemos recibido tu desistimiento/.test(m.subject))
    await waitFor(async () => (await activeCodes(buyer.email)).length === 0)
    expect(
      (await testStripe().refunds.list({ payment_intent: order.paymentIntentId! })).data.map((r) => r.metadata?.reason),
    ).toEqual(['Desistimiento'])
  })
})

describe('after first use, or after 14 days', () => {
  it('a download ends the right: the page says why, with the consent and its date; the refund is refused', async () => {
    const buyer = { email: `guest-usa-${stamp()}@example.com` }
    const order = await purchase({ productType: 'module', module: 'f3' }, buyer)
    const token = await guestToken(buyer.email)
    const download = await fetch(`${appUrl()}/api/guides/f3?token=${encodeURIComponent(token)}`)
    expect(download.status).toBe(200)
    const used = await orderById(order.id)
    expect(used.firstUse).toMatchObject({ kind: 'download' })

    const res = await withdraw({ orderId: order.id, token })
    expect(res.status).toBe(409)
    expect(res.body.title).toBe('Ya no puedes desistir')
    expect(res.body.error).toMatch(
      /ya no se aplica a esta compra: el .* descargaste la guía de F3\. Al comprar, el .*, diste tu consentimiento/,
    )
    const guestPage = await page(`/guest-access?token=${encodeURIComponent(token)}`)
    expect(guestPage).toContain('ya no se aplica a esta compra')
    expect(guestPage).toContain(WITHDRAWAL_CONSENT.text)
    expect(guestPage).not.toContain('Desistir del contrato')
    expect((await testStripe().refunds.list({ payment_intent: order.paymentIntentId! })).data).toHaveLength(0)
    expect(await activeCodes(buyer.email)).toEqual(['F3'])
  })

  it('opening a premium section online ends it too; a prefetch of the page does not', async () => {
    const buyer = await account('lee')
    const order = await purchase({ productType: 'module', module: 'f4' }, buyer)
    // The router's prefetch of a link in view gets the route tree only: no premium text, no first use.
    const prefetched = await page('/curso/f4', { ...browser(buyer.token), RSC: '1', 'Next-Router-Prefetch': '1' })
    expect(prefetched).not.toContain(await premiumTitle('f4'))
    expect((await orderById(order.id)).firstUse?.at ?? null).toBeNull()
    expect(await page('/dashboard', browser(buyer.token))).toContain('Desistir del contrato')

    await page('/curso/f4', browser(buyer.token))
    const used = await orderById(order.id)
    expect(used.firstUse).toMatchObject({ kind: 'online', module: expect.any(Number) })
    const res = await withdraw({ orderId: order.id }, buyer.token)
    expect(res.status).toBe(409)
    expect(res.body.error).toMatch(/abriste el módulo F4 online/)
    const dashboard = await page('/dashboard', browser(buyer.token))
    expect(dashboard).toContain('ya no se aplica a esta compra')
    expect(dashboard).not.toContain('Desistir del contrato')
    // A second reading keeps the first use as it was.
    await page('/curso/f4', browser(buyer.token))
    expect((await orderById(order.id)).firstUse?.at).toBe(used.firstUse?.at)
  })

  it('REST and GraphQL give an owner no premium text, so nothing is read there without a first use', async () => {
    const buyer = await account('api')
    const order = await purchase({ productType: 'module', module: 'f5' }, buyer)
    const premium = await premiumTitle('f5')
    const auth = { Authorization: `JWT ${buyer.token}` }
    const list = await api('GET', '/api/modules?where[slug][equals]=f5&depth=0', { headers: auth })
    expect(list.status).toBe(200)
    const id = list.body.docs[0].id
    const one = await api('GET', `/api/modules/${id}?depth=0`, { headers: auth })
    const graphql = await api('POST', '/api/graphql', {
      headers: auth,
      body: { query: `{ Module(id: ${id}) { title premiumSections { title body } } }` },
    })
    expect(graphql.body.data.Module.title).toBeTruthy()
    for (const answer of [list, one, graphql]) expect(JSON.stringify(answer.body)).not.toContain(premium)
    expect((await orderById(order.id)).firstUse?.at ?? null).toBeNull()
    expect((await withdraw({ orderId: order.id }, buyer.token)).status).toBe(200)
  })

  it.each([
    ['Sec-Purpose: prefetch', { 'Sec-Purpose': 'prefetch' }],
    ['Sec-Purpose: prefetch;prerender', { 'Sec-Purpose': 'prefetch;prerender' }],
    ['Purpose: prefetch', { Purpose: 'prefetch' }],
    ['Next-Router-Prefetch without RSC', { 'Next-Router-Prefetch': '1' }],
  ])('a module page that carries premium text is a first use, whatever it is asked with (%s)', async (_, headers) => {
    const buyer = await account('prefetch')
    const order = await purchase({ productType: 'module', module: 'f2' }, buyer)
    const html = await page('/curso/f2', { ...browser(buyer.token), ...headers })
    expect(html).toContain(await premiumTitle('f2'))
    expect((await orderById(order.id)).firstUse).toMatchObject({ kind: 'online' })
    const res = await withdraw({ orderId: order.id }, buyer.token)
    expect(res.status).toBe(409)
    expect(res.body.error).toMatch(/abriste el módulo F2 online/)
  })

  it('a checkout without the consent to immediate access is refused in Spanish; with it, 14 days end the right', async () => {
    // The consent is what lets first use end the right: without it a buyer could download everything and
    // still withdraw with a full refund. The server refuses such a checkout, whatever the page did.
    for (const consent of [
      {},
      { withdrawalConsent: false },
      { withdrawalConsent: 'true' },
      { withdrawalConsent: null },
    ]) {
      const refused = await api('POST', '/api/checkout', {
        body: { acceptTerms: true, productType: 'module', module: 'f5', ...consent },
      })
      expect(refused.status, JSON.stringify(consent)).toBe(400)
      expect(refused.body).toEqual({ title: 'Revisa tu compra', error: CHECKOUT_MESSAGES.withdrawal })
    }
    const buyer = { email: `guest-plazo-${stamp()}@example.com` }
    const order = await purchase({ productType: 'module', module: 'f5' }, buyer)
    expect(order.withdrawalConsent).toMatchObject({
      version: WITHDRAWAL_CONSENT.version,
      text: WITHDRAWAL_CONSENT.text,
    })
    const token = await guestToken(buyer.email)
    expect(await page(`/guest-access?token=${encodeURIComponent(token)}`)).toContain('Desistir del contrato')

    // Bought 15 days ago (Madrid): the 14 days are over.
    await (
      await testPayload()
    ).update({
      collection: 'orders',
      id: order.id,
      data: { paidAt: new Date(Date.now() - 15 * 86_400_000).toISOString() },
      context,
    })
    const late = await withdraw({ orderId: order.id, token })
    expect(late.status).toBe(409)
    expect(late.body.error).toMatch(/El plazo de 14 días para desistir de esta compra terminó el/)
    expect((await testStripe().refunds.list({ payment_intent: order.paymentIntentId! })).data).toHaveLength(0)
  })
})
