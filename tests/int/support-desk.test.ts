/**
 * The support desk's server side: customer search (partial, case-insensitive, wildcards typed as
 * text, bounded), the sweep that closes checkouts never paid, and refunds from the desk through
 * Stripe's refund API (one refund however often clicked; the refund events revoke and e-mail).
 */
import type pg from 'pg'
import { describe, expect, it } from 'vitest'

import { checkoutSweep } from '@/commerce/tasks'
import { schedulePeriodic } from '@/jobs/queue'

import { api, appUrl, login } from '../support/api'
import { extractPdfText } from '../support/pdf-text'
import { mailbox, mailButInvoicesTo, mailTo, waitForMail } from '../support/mail'
import { activeCodes, testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, testStripe, waitFor } from '../support/stripe'

const PASSWORD = 'clave-segura-123'
const context = { skipRevalidate: true }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function userToken(role: 'support' | 'customer' | 'editor') {
  const payload = await testPayload()
  const email = `${role}-desk-${stamp()}@example.com`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: role, role }, context })
  return { email, token: await login(email, PASSWORD) }
}

async function checkout(body: Record<string, unknown>) {
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return sessionIdFromUrl(res.body.url)
}

const orderOf = async (sessionId: string) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
  ).docs[0]

describe('customer search', () => {
  it('finds accounts and guest buyers by part of the e-mail or name, case-insensitively; wildcards are text', async () => {
    const payload = await testPayload()
    const s = stamp()
    const { token } = await userToken('support')
    await payload.create({
      collection: 'users',
      data: { email: `marta.${s}@example.com`, password: PASSWORD, name: `Marta Ruiz ${s}`, role: 'customer' },
      context,
    })
    await payload.create({
      collection: 'users',
      data: { email: `guestx${s}@example.com`, password: PASSWORD, name: 'Otro', role: 'customer' },
      context,
    })
    await payload.create({
      collection: 'orders',
      data: {
        email: `guest_${s}@example.com`,
        productType: 'module',
        amountTotal: 1000,
        currency: 'eur',
        status: 'pending',
      },
      context,
    })
    const search = (q: string, t: string | undefined = token) =>
      api('GET', `/api/support/customers?q=${encodeURIComponent(q)}`, { token: t })

    const byEmail = await search(`MARTA.${s.toUpperCase()}`)
    expect(byEmail.status).toBe(200)
    expect(byEmail.body.results).toEqual([
      {
        email: `marta.${s}@example.com`,
        name: `Marta Ruiz ${s}`,
        account: true,
        orders: 0,
        lastOrderAt: null,
        lastStatus: null,
        paidTotal: 0,
      },
    ])
    const byName = await search(`ruiz ${s}`)
    expect(byName.body.results.map((r: { email: string }) => r.email)).toEqual([`marta.${s}@example.com`])
    // A guest buyer (no account) is found by the e-mail of their order.
    const guest = await search(`_${s}@`)
    // Each match says what the customer bought: how many orders, the last one's date and state, what they paid.
    expect(guest.body.results).toEqual([
      {
        email: `guest_${s}@example.com`,
        name: null,
        account: false,
        orders: 1,
        lastOrderAt: expect.any(String),
        lastStatus: 'pending',
        paidTotal: 0,
      },
    ])
    // `_` and `%` are the characters typed, not LIKE wildcards ('guestx…' must not match 'guest_…').
    expect((await search(`guest_${s}`)).body.results.map((r: { email: string }) => r.email)).toEqual([
      `guest_${s}@example.com`,
    ])
    expect((await search(`%${s}%x`)).body.results).toEqual([])
    expect((await search('%%')).body.results).toEqual([])
    const none = await search(`nadie-${s}`)
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ ok: true, results: [], more: false })
  })

  it('lists at most 20 with "more", refuses bad input in Spanish, and is for support only', async () => {
    const payload = await testPayload()
    const s = stamp()
    const { token } = await userToken('support')
    for (let i = 0; i < 21; i++) {
      await payload.create({
        collection: 'orders',
        data: {
          email: `lote-${s}-${String(i).padStart(2, '0')}@example.com`,
          productType: 'module',
          amountTotal: 1000,
          currency: 'eur',
          status: 'pending',
        },
        context,
      })
    }
    const many = await api('GET', `/api/support/customers?q=lote-${s}`, { token })
    expect(many.body.results).toHaveLength(20)
    expect(many.body.more).toBe(true)

    for (const q of ['a', ' ', 'x'.repeat(101), 'ab\u0000cd']) {
      const bad = await api('GET', `/api/support/customers?q=${encodeURIComponent(q)}`, { token })
      expect(bad.status, q).toBe(400)
      expect(bad.body.error).toMatch(/caracteres/)
    }
    expect((await api('GET', `/api/support/customers?q=lote-${s}`)).status).toBe(401)
    expect(
      (await api('GET', `/api/support/customers?q=lote-${s}`, { token: (await userToken('customer')).token })).status,
    ).toBe(403)
    expect(
      (await api('GET', `/api/support/customers?q=lote-${s}`, { token: (await userToken('editor')).token })).status,
    ).toBe(403)
  })
})

describe('checkouts never paid', () => {
  it('the sweep closes stale pending orders (expiring their sessions on Stripe), fulfils paid ones, and is idempotent', async () => {
    const payload = await testPayload()
    const stripe = testStripe()
    const email = `sweep-${stamp()}@example.com`
    const open = await checkout({ productType: 'module', module: 'f4' })
    const paid = await checkout({ productType: 'module', module: 'f3' })
    const fresh = await checkout({ productType: 'module', module: 'f5' })
    await payOnHostedPage(paid, email, undefined, { webhook: false })
    const orphan = await payload.create({
      collection: 'orders',
      data: {
        email: `orphan-${stamp()}@example.com`,
        productType: 'module',
        amountTotal: 1000,
        currency: 'eur',
        status: 'pending',
      },
      context,
    })
    const stale = [(await orderOf(open)).id, (await orderOf(paid)).id, orphan.id]
    // Older than the longest session lifetime (24 h).
    const pool = (payload.db as unknown as { pool: pg.Pool }).pool
    await pool.query(`UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = ANY($1)`, [stale])
    expect((await orderOf(paid)).status).toBe('pending')

    // Queued as the worker queues it (one job per period), run by the app's worker.
    const everyMs = 60 * 60_000
    const sweep = async (at: number) => {
      await Promise.all([1, 2, 3].map(() => schedulePeriodic(payload, { ...checkoutSweep, everyMs }, at)))
      const key = `expire-checkouts:${Math.floor(at / everyMs)}`
      const jobs = async () =>
        (await payload.find({ collection: 'outbox', where: { dedupeKey: { equals: key } }, depth: 0 })).docs
      expect(await jobs()).toHaveLength(1)
      await waitFor(async () => (await jobs())[0].status === 'done', 30_000)
    }
    await sweep(Date.now() + 400 * 24 * 3_600_000 + Math.random() * 1e9)

    expect((await orderOf(open)).status).toBe('expired')
    expect((await stripe.checkout.sessions.retrieve(open)).status).toBe('expired')
    expect((await orderOf(paid)).status).toBe('paid')
    expect((await payload.findByID({ collection: 'orders', id: orphan.id, depth: 0 })).status).toBe('expired')
    await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
    expect(await activeCodes(email)).toEqual(['F3'])
    // A checkout younger than a session's lifetime is left alone.
    expect((await orderOf(fresh)).status).toBe('pending')
    expect((await stripe.checkout.sessions.retrieve(fresh)).status).toBe('open')

    // Again: nothing changes, nothing is sent twice.
    await sweep(Date.now() + 800 * 24 * 3_600_000 + Math.random() * 1e9)
    await new Promise((r) => setTimeout(r, 1000))
    expect((await orderOf(open)).status).toBe('expired')
    expect(await activeCodes(email)).toEqual(['F3'])
    // one access e-mail (its invoice comes apart)
    expect(mailButInvoicesTo(email)).toHaveLength(1)
  })
})

describe('refunds from the desk', () => {
  it('one module, then the whole order: one Stripe refund each however often clicked; access removed, buyer e-mailed', async () => {
    const payload = await testPayload()
    const stripe = testStripe()
    const email = `desk-refund-${stamp()}@example.com`
    const sessionId = await checkout({ productType: 'complete' })
    await payOnHostedPage(sessionId, email)
    await waitFor(async () => (await activeCodes(email)).length === 5)
    const order = await orderOf(sessionId)
    const paymentIntent = order.paymentIntentId!
    const { token, email: staffEmail } = await userToken('support')
    const refund = (body: Record<string, unknown>, t: string | null = token) =>
      api('POST', '/api/support/refund', { token: t ?? undefined, body })

    // Only support and admin; bad input is a 4xx in Spanish.
    expect((await refund({ orderId: order.id, module: 'F3', reason: 'Garantía' }, null)).status).toBe(401)
    expect(
      (await refund({ orderId: order.id, module: 'F3', reason: 'Garantía' }, (await userToken('customer')).token))
        .status,
    ).toBe(403)
    expect(
      (await refund({ orderId: order.id, module: 'F3', reason: 'Garantía' }, (await userToken('editor')).token)).status,
    ).toBe(403)
    const noReason = await refund({ orderId: order.id, module: 'F3', reason: '' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.error).toMatch(/motivo/)
    expect((await refund({ orderId: 'uno', reason: 'Garantía' })).status).toBe(400)
    expect((await refund({ orderId: order.id, module: 'F9', reason: 'Garantía' })).status).toBe(400)
    expect((await refund({ orderId: 99_999_999, reason: 'Garantía' })).status).toBe(404)
    const unpaid = await payload.create({
      collection: 'orders',
      data: { email, productType: 'module', amountTotal: 1000, currency: 'eur', status: 'pending' },
      context,
    })
    expect((await refund({ orderId: unpaid.id, reason: 'Garantía' })).status).toBe(409)
    expect(await stripe.refunds.list({ payment_intent: paymentIntent })).toMatchObject({ data: [] })

    // Ten clicks at once on «Reembolsar F3»: one refund of what F3 cost in this order.
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () => refund({ orderId: order.id, module: 'F3', reason: 'Garantía de 30 días' })),
    )
    for (const c of clicks) expect([200, 409], JSON.stringify(c.body)).toContain(c.status)
    expect(clicks.some((c) => c.status === 200)).toBe(true)
    const share = Math.floor(order.amountTotal / (order.modules ?? []).length)
    const afterModule = (await stripe.refunds.list({ payment_intent: paymentIntent })).data
    expect(afterModule).toHaveLength(1)
    expect(afterModule[0]).toMatchObject({
      amount: share,
      metadata: { module: 'F3', reason: 'Garantía de 30 días', staff: staffEmail, order_id: String(order.id) },
    })
    await waitFor(async () => (await activeCodes(email)).join() === 'F1,F2,F4,F5')
    const mail = await waitForMail(email, (m) => /reembolso/i.test(m.subject))
    expect(mail.text).toContain('F3')
    await waitFor(async () => (await orderOf(sessionId)).status === 'partially_refunded')
    expect((await orderOf(sessionId)).refunds?.[0]?.reason).toBe(`Garantía de 30 días (por ${staffEmail})`)
    const revoked = await payload.find({
      collection: 'entitlements',
      where: { and: [{ order: { equals: order.id } }, { revokedAt: { exists: true } }] },
      depth: 0,
    })
    expect(revoked.docs.map((e) => e.revokeReason)).toEqual([`Reembolso: Garantía de 30 días (por ${staffEmail})`])

    const again = await refund({ orderId: order.id, module: 'F3', reason: 'Otra vez' })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatch(/^Ya reembolsado/)

    // The whole order: the rest, once.
    const inbox = mailbox(email)
    const whole = await Promise.all(
      Array.from({ length: 10 }, () => refund({ orderId: order.id, reason: 'El cliente desiste' })),
    )
    for (const c of whole) expect([200, 409]).toContain(c.status)
    const all = (await stripe.refunds.list({ payment_intent: paymentIntent })).data
    expect(all).toHaveLength(2)
    expect(all.reduce((sum, r) => sum + r.amount, 0)).toBe(order.amountTotal)
    await waitFor(async () => (await activeCodes(email)).length === 0)
    await waitFor(async () => (await orderOf(sessionId)).status === 'refunded')
    const rest = await inbox.next((m) => /reembolso/i.test(m.subject))
    expect(rest.text).toMatch(/F1 · .*F2 · .*F4 · .*F5 · /)
    expect(rest.text).not.toContain('F3 · ')
    const last = await refund({ orderId: order.id, reason: 'Otra vez' })
    expect(last.status).toBe(409)
    expect(last.body.error).toMatch(/^Ya reembolsado/)
    await new Promise((r) => setTimeout(r, 1000))
    expect(mailTo(email).filter((m) => /reembolso/i.test(m.subject))).toHaveLength(2)
  })
})

describe('a refunded guest buyer', () => {
  it("keeps a read-only view of orders, refunds and invoices; support can still send the link; the invoice keeps the desk's words out", async () => {
    const payload = await testPayload()
    const email = `refunded-guest-${stamp()}@example.com`
    const secret = `Motivo interno ${stamp()}`
    const sessionId = await checkout({ productType: 'module', module: 'f3' })
    await payOnHostedPage(sessionId, email)
    await waitFor(async () => (await activeCodes(email)).join() === 'F3')
    const order = await orderOf(sessionId)
    const { token, email: staffEmail } = await userToken('support')
    const firstLink = (await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))).text.match(
      /guest-access\?token=([\w-]+)/,
    )![1]

    const refunded = await api('POST', '/api/support/refund', { token, body: { orderId: order.id, reason: secret } })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    await waitFor(async () => (await orderOf(sessionId)).status === 'refunded')
    await waitFor(async () => (await activeCodes(email)).length === 0)
    const rectifying = async () =>
      (
        await payload.find({
          collection: 'invoices',
          where: { and: [{ buyerEmail: { equals: email } }, { kind: { equals: 'rectifying' } }] },
          depth: 0,
        })
      ).docs[0]
    await waitFor(async () => Boolean(await rectifying()), 30_000)
    const invoice = await rectifying()

    // 3. The rectifying invoice says what the law asks (what it corrects, the amounts), nothing of the desk's notes.
    const stored = JSON.stringify(invoice)
    expect(stored).not.toContain(secret)
    expect(stored).not.toContain(staffEmail)
    expect(JSON.stringify(invoice.lines)).toMatch(/Devolución total de la factura \d{4}-A-\d{6}/)
    const pdf = await fetch(`${appUrl()}/api/invoice-pdf/${invoice.id}`, { headers: { Authorization: `JWT ${token}` } })
    expect(pdf.status).toBe(200)
    const text = await extractPdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain(invoice.number)
    expect(text).not.toContain(secret)
    expect(text).not.toContain(staffEmail)

    // 1. The desk's search tells this customer apart: one order, refunded, what was paid.
    const found = await api('GET', `/api/support/customers?q=${encodeURIComponent(email)}`, { token })
    expect(found.body.results).toEqual([
      {
        email,
        name: null,
        account: false,
        orders: 1,
        lastOrderAt: expect.any(String),
        lastStatus: 'refunded',
        paidTotal: order.amountTotal,
      },
    ])

    // 2. The buyer's page (the link they already have) shows the order, the refund and both invoices, read-only.
    const page = async (t: string) => {
      const res = await api('GET', `/guest-access?token=${encodeURIComponent(t)}`)
      expect(res.status).toBe(200)
      return String(res.body)
    }
    for (const html of [await page(firstLink)]) {
      expect(html).toContain('Este acceso ya no está activo')
      expect(html).toContain('data-testid="guest-orders"')
      expect(html).toContain('Reembolsado')
      expect(html).toContain(invoice.number)
      expect(html).not.toContain(secret)
      expect(html).not.toContain('data-testid="guest-guides"')
    }
    // Invoices download with the link; the guide does not.
    expect((await fetch(`${appUrl()}/api/invoice-pdf/${invoice.id}?token=${firstLink}`)).status).toBe(200)
    expect([401, 403, 404]).toContain((await fetch(`${appUrl()}/api/guides/f3?token=${firstLink}`)).status)

    // Support can still send them a link to it, and that link opens the same read-only page.
    const before = mailTo(email).length
    const inbox = mailbox(email)
    const resent = await api('POST', '/api/support/resend-link', { token, body: { email } })
    expect(resent.status, JSON.stringify(resent.body)).toBe(200)
    const mail = await inbox.next((m) => /nuevo enlace/i.test(m.subject))
    expect(mailTo(email).length).toBeGreaterThan(before)
    expect(mail.text).toContain('pedidos, reembolsos y facturas')
    expect(mail.text).not.toContain('Incluye: F3')
    const fresh = mail.text.match(/guest-access\?token=([\w-]+)/)![1]
    expect(fresh).not.toBe(firstLink)
    const html = await page(fresh)
    expect(html).toContain('Este acceso ya no está activo')
    expect(html).toContain(invoice.number)
  })
})
