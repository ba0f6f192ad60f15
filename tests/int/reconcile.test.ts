/**
 * A paid purchase is never forgotten: reconciliation lists Stripe's paid Checkout Sessions through the API
 * (the local server serves `GET /v1/checkout/sessions` with Stripe's filters and pagination) and fulfils
 * any the webhook never did — once, however often it runs. The queue runs it on its own; support can too.
 */
import { expect, it } from 'vitest'

import { api } from '../support/api'
import { mailButInvoicesTo, waitForMail } from '../support/mail'
import { signedIn, testPayload } from '../support/payload'
import { reconciliation } from '@/commerce/tasks'
import { schedulePeriodic } from '@/jobs/queue'

import { payOnHostedPage, sessionIdFromUrl, testStripe, waitFor } from '../support/stripe'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const staff = async (role: 'support' | 'customer') => (await signedIn(role, `${role}-reconcile`)).token

async function newSession() {
  const res = await api('POST', '/api/checkout', {
    body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f3' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return sessionIdFromUrl(res.body.url)
}

it('the local server lists Checkout Sessions as Stripe does: filters, newest first, pages with has_more', async () => {
  const stripe = testStripe()
  const since = Math.floor(Date.now() / 1000) - 1
  const ids = [await newSession(), await newSession(), await newSession()]
  await payOnHostedPage(ids[1], 'lista@example.com', undefined, { webhook: false })

  const first = await stripe.checkout.sessions.list({ created: { gte: since }, limit: 2 })
  expect(first.data.map((s) => s.id)).toEqual([ids[2], ids[1]])
  expect(first.has_more).toBe(true)
  const second = await stripe.checkout.sessions.list({ created: { gte: since }, limit: 2, starting_after: ids[1] })
  expect(second.data.map((s) => s.id)).toEqual([ids[0]])
  expect(second.has_more).toBe(false)

  const all = await stripe.checkout.sessions
    .list({ created: { gte: since }, limit: 1 })
    .autoPagingToArray({ limit: 100 })
  expect(all.map((s) => s.id)).toEqual([...ids].reverse())
  const complete = await stripe.checkout.sessions
    .list({ created: { gte: since }, status: 'complete' })
    .autoPagingToArray({ limit: 100 })
  expect(complete.map((s) => s.id)).toEqual([ids[1]])
  expect(await stripe.checkout.sessions.list({ created: { gte: Math.floor(Date.now() / 1000) + 60 } })).toMatchObject({
    data: [],
    has_more: false,
  })
  await expect(stripe.checkout.sessions.list({ status: 'paid' as never })).rejects.toMatchObject({
    statusCode: 400,
    param: 'status',
  })
})

it('a paid session whose webhook never came is fulfilled by reconciliation: one grant, one e-mail, and a second run changes nothing', async () => {
  const payload = await testPayload()
  const email = `lost-webhook-${Date.now().toString(36)}@example.com`
  const sessionId = await newSession()
  await payOnHostedPage(sessionId, email, undefined, { webhook: false })
  const order = async () =>
    (await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })).docs[0]
  const grants = async () =>
    (await payload.find({ collection: 'entitlements', where: { order: { equals: (await order()).id } }, depth: 0 }))
      .docs
  await sleep(500)
  expect((await order()).status).toBe('pending')
  expect(await grants()).toHaveLength(0)

  // Only support may run it.
  expect((await api('POST', '/api/support/reconcile', { token: await staff('customer'), body: {} })).status).toBe(403)
  expect((await api('POST', '/api/support/reconcile', { body: {} })).status).toBe(403)
  const token = await staff('support')
  expect((await api('POST', '/api/support/reconcile', { token, body: { days: 'muchos' } })).status).toBe(400)

  const run = await api('POST', '/api/support/reconcile', { token, body: { days: 1 } })
  expect(run.status, JSON.stringify(run.body)).toBe(200)
  expect(run.body.fulfilled).toContain(sessionId)
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  expect((await order()).status).toBe('paid')
  expect(await grants()).toHaveLength(1)

  const again = await api('POST', '/api/support/reconcile', { token, body: {} })
  expect(again.status).toBe(200)
  expect(again.body.fulfilled).not.toContain(sessionId)
  expect(again.body.paid).toBeGreaterThanOrEqual(1)
  await sleep(1000)
  expect(await grants()).toHaveLength(1)
  expect(mailButInvoicesTo(email)).toHaveLength(1)
})

it('a fulfilment that died after the grants and before the guest e-mail is finished by reconciliation', async () => {
  const payload = await testPayload()
  const email = `half-done-${Date.now().toString(36)}@example.com`
  const sessionId = await newSession()
  await payOnHostedPage(sessionId, email, undefined, { webhook: false })
  const order = (
    await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
  ).docs[0]
  // What a process killed mid-fulfilment leaves: the order paid, its module granted, no link, no e-mail.
  const f3 = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f3' } }, depth: 0 })).docs[0]
  const context = { system: true, skipRevalidate: true }
  await payload.update({ collection: 'orders', id: order.id, data: { status: 'paid', email }, context })
  await payload.create({
    collection: 'entitlements',
    data: { email, module: f3.id, source: 'purchase', order: order.id },
    context,
  })

  const run = await api('POST', '/api/support/reconcile', { token: await staff('support'), body: { days: 1 } })
  expect(run.body.fulfilled).toContain(sessionId)
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  expect(
    (await payload.find({ collection: 'entitlements', where: { order: { equals: order.id } }, depth: 0 })).docs,
  ).toHaveLength(1)
})

it('the queue schedules reconciliation itself: one job per period however many instances ask, run by the worker', async () => {
  const payload = await testPayload()
  // The app scheduled its first run at start-up.
  const started = await payload.find({
    collection: 'outbox',
    where: { task: { equals: 'reconcile' } },
    depth: 0,
    limit: 100,
  })
  expect(started.docs.length).toBeGreaterThanOrEqual(1)
  // Four instances ask for the same period at once (a period far from now, so no other run shares it).
  const everyMs = 15 * 60_000
  const at = Date.now() + 365 * 24 * 3_600_000 * Math.random() + 24 * 3_600_000
  await Promise.all(
    [1, 2, 3, 4].map(() => schedulePeriodic(payload, { ...reconciliation, everyMs, input: { days: 1 } }, at)),
  )
  const key = `reconcile:${Math.floor(at / everyMs)}`
  const jobs = async () =>
    (await payload.find({ collection: 'outbox', where: { dedupeKey: { equals: key } }, depth: 0 })).docs
  expect(await jobs()).toHaveLength(1)
  // Queued for now (the key names the period, not the start): the app's worker runs it.
  await waitFor(async () => (await jobs())[0].status === 'done')
})
