/**
 * Refunds as real Stripe sends them (API version 2022-11-15 and later): `charge.refunded` without the
 * charge's refunds, `refund.created` / `refund.updated`; the app lists the refunds through the API. Each
 * refund revokes exactly what it refunded, whatever the order and however often events arrive.
 */
import { expect, it } from 'vitest'

import { api, appUrl, login } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { activeCodes, testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, settleRefund, signedWebhook, testStripe, waitFor } from '../support/stripe'

const context = { skipRevalidate: true }

async function deliver(type: string, object: unknown) {
  const event = {
    id: `evt_${type.replace('.', '_')}_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object },
  }
  const { payload, header } = signedWebhook(event)
  const res = await fetch(`${appUrl()}/api/stripe/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'stripe-signature': header },
    body: payload,
  })
  expect(res.status).toBe(200)
  return event.id
}

async function jobDone(eventId: string) {
  const payload = await testPayload()
  await waitFor(async () => {
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { dedupeKey: { equals: `stripe-event:${eventId}` } },
      depth: 0,
    })
    return docs[0]?.status === 'done'
  })
}

it('per-module, goodwill and full refunds revoke exactly what they refunded, with events late, repeated and out of order', async () => {
  const payload = await testPayload()
  const stripe = testStripe()
  const email = `refund-${Date.now().toString(36)}@example.com`
  const res = await api('POST', '/api/checkout', {
    body: { productType: 'complete', acceptTerms: true, withdrawalConsent: true },
  })
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, email)
  await waitForMail(email)
  // The invoice e-mail may come before the last grant is written: wait for the grants themselves.
  await waitFor(async () => (await activeCodes(email)).length === 5)
  expect(await activeCodes(email)).toEqual(['F1', 'F2', 'F3', 'F4', 'F5'])
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
  const order = async () =>
    (await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })).docs[0]

  // Per module: the charge in the webhook has no refunds list; the app asks Stripe for it.
  const perModule = await stripe.refunds.create({
    payment_intent: paymentIntent,
    amount: 1000,
    metadata: { module: 'F2' },
  })
  await waitFor(async () => (await activeCodes(email)).length === 4)
  expect(await activeCodes(email)).toEqual(['F1', 'F3', 'F4', 'F5'])
  expect((await order()).status).toBe('partially_refunded')

  // Goodwill: a partial refund that names no module keeps access, but is recorded.
  const goodwill = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 })
  await waitFor(async () => (await order()).refunds?.length === 2)
  expect(await activeCodes(email)).toEqual(['F1', 'F3', 'F4', 'F5'])

  // The same events again, newest first, and twice each; and a stale charge.refunded.
  const charge = await stripe.charges.retrieve(perModule.charge as string)
  const replays = []
  for (const refund of [goodwill, perModule, goodwill, perModule]) replays.push(await deliver('refund.created', refund))
  replays.push(await deliver('refund.updated', { ...perModule, status: 'succeeded' }))
  replays.push(await deliver('charge.refunded', { ...charge, amount_refunded: 1000, refunded: false }))
  for (const id of replays) await jobDone(id)
  expect((await order()).refunds?.map((r) => r.refundId).sort()).toEqual([goodwill.id, perModule.id].sort())
  expect(await activeCodes(email)).toEqual(['F1', 'F3', 'F4', 'F5'])
  expect((await order()).status).toBe('partially_refunded')

  // Full: the rest of the charge; everything goes, once.
  await stripe.refunds.create({ payment_intent: paymentIntent })
  await waitFor(async () => (await activeCodes(email)).length === 0)
  const final = await order()
  expect(final.status).toBe('refunded')
  expect(final.refunds).toHaveLength(3)
  const revoked = await payload.find({
    collection: 'entitlements',
    where: { email: { equals: email } },
    depth: 0,
    limit: 100,
    context,
  })
  expect(revoked.docs).toHaveLength(5)
  expect(revoked.docs.every((e) => e.revokedAt && /Reembolso/.test(e.revokeReason ?? ''))).toBe(true)
})

const orderOf = async (sessionId: string) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
  ).docs[0]
const invoicesOf = async (orderId: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'invoices', where: { order: { equals: orderId } }, depth: 0, limit: 100, sort: 'issuedAt' })
  ).docs
const newCheckout = async (body: Record<string, unknown>) => {
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return sessionIdFromUrl(res.body.url)
}
const isRefundMail = (m: { subject: string }) => /reembolso/i.test(m.subject)

it("a refund whose events come before the payment's own ends exactly as the normal order, whatever comes next", async () => {
  const stripe = testStripe()
  const email = `antes-${Date.now().toString(36)}@example.com`
  const sessionId = await newCheckout({ productType: 'module', module: 'f2' })
  // Paid, but `checkout.session.completed` is not delivered (yet): the refund's events arrive first.
  await payOnHostedPage(sessionId, email, undefined, { webhook: false })
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
  const refund = await stripe.refunds.create({ payment_intent: paymentIntent, metadata: { reason: 'Cobro por error' } })
  await waitFor(
    async () => (await orderOf(sessionId))?.refunds?.length === 1 && (await orderOf(sessionId)).status === 'refunded',
    20_000,
  )
  const order = await orderOf(sessionId)
  // As if the events had come in order: paid (date, e-mail, payment), refunded, invoiced and rectified, e-mailed.
  expect(order).toMatchObject({ status: 'refunded', email, paymentIntentId: paymentIntent })
  expect(order.paidAt).toBeTruthy()
  expect(order.refunds?.[0]).toMatchObject({
    refundId: refund.id,
    amount: order.amountTotal,
    status: 'succeeded',
    reason: 'Cobro por error',
  })
  await waitFor(async () => (await invoicesOf(order.id)).length === 2, 20_000)
  expect((await invoicesOf(order.id)).map((i) => i.kind).sort()).toEqual(['invoice', 'rectifying'])
  await waitForMail(email, isRefundMail)
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  expect(await activeCodes(email)).toEqual([])

  // The payment's event at last, twice, and the refund's again: nothing changes.
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  const late = [
    await deliver('checkout.session.completed', session),
    await deliver('checkout.session.completed', session),
    await deliver('refund.created', refund),
  ]
  for (const id of late) await jobDone(id)
  await new Promise((r) => setTimeout(r, 1000))
  expect(await orderOf(sessionId)).toMatchObject({ status: 'refunded', paidAt: order.paidAt })
  expect(await activeCodes(email)).toEqual([])
  expect(await invoicesOf(order.id)).toHaveLength(2)
  expect(mailTo(email).filter(isRefundMail)).toHaveLength(1)
  expect(mailTo(email).filter((m) => /guest-access\?token=/.test(m.text))).toHaveLength(1)
})

it('six refunds of one charge brought in line by 12 workers at once: no deadlock, no network call under the lock, each refund once', async () => {
  const payload = await testPayload()
  const stripe = testStripe()
  const email = `seis-${Date.now().toString(36)}@example.com`
  const sessionId = await newCheckout({ productType: 'complete' })
  await payOnHostedPage(sessionId, email)
  await waitFor(async () => (await activeCodes(email)).length === 5)
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
  const refunds: Awaited<ReturnType<typeof stripe.refunds.create>>[] = []
  for (const module of ['F1', 'F2', 'F3', 'F4', 'F5', null]) {
    refunds.push(
      await stripe.refunds.create({
        payment_intent: paymentIntent,
        amount: module ? 800 : 300,
        metadata: module ? { module } : {},
      }),
    )
  }
  // The app's own workers handle the 12 events; here 12 more passes run at once on this process's pool
  // (10 connections): a lock waited for while holding a connection deadlocked exactly this.
  const { syncChargeRefunds } = await import('@/commerce/refunds')
  const passes = Promise.all(Array.from({ length: 12 }, () => syncChargeRefunds(payload, refunds[0].charge as string)))
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('refund passes still waiting after 30 s: deadlock')), 30_000),
  )
  await Promise.race([passes, timeout])
  const order = await orderOf(sessionId)
  expect(order.refunds?.map((r) => r.refundId).sort()).toEqual(refunds.map((r) => r.id).sort())
  expect(order.refunds?.every((r) => r.status === 'succeeded')).toBe(true)
  expect(order.status).toBe('partially_refunded')
  expect(await activeCodes(email)).toEqual([])
  await waitFor(async () => (await invoicesOf(order.id)).filter((i) => i.kind === 'rectifying').length === 6, 30_000)
  await waitFor(async () => mailTo(email).filter(isRefundMail).length === 6, 20_000)
  await new Promise((r) => setTimeout(r, 1000))
  expect(mailTo(email).filter(isRefundMail)).toHaveLength(6)
  expect((await invoicesOf(order.id)).filter((i) => i.kind === 'rectifying')).toHaveLength(6)
}, 240_000)

it('a refund that fails takes nothing: pending keeps access, failed gives no rectifying invoice, and support sees it failed', async () => {
  const stripe = testStripe()
  const email = `falla-${Date.now().toString(36)}@example.com`
  const sessionId = await newCheckout({ productType: 'module', module: 'f4' })
  await payOnHostedPage(sessionId, email, undefined, { refundsPending: true })
  await waitFor(async () => (await activeCodes(email)).length === 1)
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
  const refund = await stripe.refunds.create({ payment_intent: paymentIntent })
  expect(refund.status).toBe('pending')
  await waitFor(async () => (await orderOf(sessionId)).refunds?.[0]?.status === 'pending')
  const order = await orderOf(sessionId)
  // On its way: recorded for support, but no money has gone back yet.
  expect(order.status).toBe('paid')
  expect(await activeCodes(email)).toEqual(['F4'])
  await settleRefund(refund.id, 'failed')
  await waitFor(async () => (await orderOf(sessionId)).refunds?.[0]?.status === 'failed')
  await new Promise((r) => setTimeout(r, 2000))
  expect((await orderOf(sessionId)).status).toBe('paid')
  expect(await activeCodes(email)).toEqual(['F4'])
  expect((await invoicesOf(order.id)).map((i) => i.kind)).toEqual(['invoice'])
  expect(mailTo(email).filter(isRefundMail)).toHaveLength(0)
  // The desk shows it failed, and offers the refund again.
  const admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const desk = await (
    await fetch(`${appUrl()}/admin/soporte?email=${encodeURIComponent(email)}`, {
      headers: { Cookie: `payload-token=${admin}`, 'Sec-Fetch-Site': 'same-origin' },
    })
  ).text()
  expect(desk).toContain('Fallido: el dinero no se devolvió')
})

it('a refund that succeeded and then failed gives back what it had revoked; the order is paid again', async () => {
  const stripe = testStripe()
  const email = `revierte-${Date.now().toString(36)}@example.com`
  const sessionId = await newCheckout({ productType: 'module', module: 'f3' })
  await payOnHostedPage(sessionId, email)
  await waitFor(async () => (await activeCodes(email)).length === 1)
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
  const refund = await stripe.refunds.create({ payment_intent: paymentIntent })
  await waitFor(async () => (await activeCodes(email)).length === 0 && (await orderOf(sessionId)).status === 'refunded')
  // The card issuer could not process it: Stripe says it failed (refund.updated, refund.failed).
  await settleRefund(refund.id, 'failed')
  await waitFor(async () => (await orderOf(sessionId)).refunds?.[0]?.status === 'failed')
  await waitFor(async () => (await activeCodes(email)).length === 1)
  expect(await activeCodes(email)).toEqual(['F3'])
  expect((await orderOf(sessionId)).status).toBe('paid')
})
