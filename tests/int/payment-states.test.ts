/**
 * The states real Stripe produces, each driven on the local Stripe server over HTTP: a delayed payment
 * method (the session completes unpaid, then the bank pays or refuses), an abandoned session that expires,
 * a buyer back on the success page before any webhook, and events late, repeated and out of order. No
 * access before the money is there; a refused payment gets a clear answer and one e-mail in Spanish;
 * abandoned orders are closed.
 */
import type Stripe from 'stripe'
import { expect, it } from 'vitest'

import { api, appUrl, cookiesFrom } from '../support/api'
import { mailButInvoicesTo, mailTo, waitForMail } from '../support/mail'
import { grantsOfSession, orderOfSession, testPayload } from '../support/payload'
import {
  payOnHostedPage,
  sessionIdFromUrl,
  settleDelayedPayment,
  signedWebhook,
  testStripe,
  waitFor,
} from '../support/stripe'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The browser that started each checkout (its cookie), by session id: the success page's call sends it. */
const browsers = new Map<string, string>()

async function newSession(body: Record<string, unknown> = { productType: 'module', module: 'f2' }) {
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  browsers.set(sessionIdFromUrl(res.body.url), cookiesFrom(res.headers))
  return sessionIdFromUrl(res.body.url)
}

const order = orderOfSession
const grants = grantsOfSession

/** The stored `stripe-event` jobs about this session, once each has run. */
async function handledEvents(sessionId: string, count: number) {
  const payload = await testPayload()
  return waitFor(async () => {
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { task: { equals: 'stripe-event' } },
      sort: '-id',
      limit: 200,
      depth: 0,
    })
    // Other tests store events of every shape: only this session's count.
    const mine = docs.filter(
      (j) =>
        ((j.input as { event?: Stripe.Event } | null)?.event?.data?.object as { id?: string } | undefined)?.id ===
        sessionId,
    )
    return (
      mine.length >= count &&
      mine.every((j) => j.status === 'done') &&
      mine.map((j) => (j.input as { event: Stripe.Event }).event)
    )
  })
}

const verify = (sessionId: string) =>
  api('POST', '/api/checkout/verify', { body: { sessionId }, headers: { cookie: browsers.get(sessionId) ?? '' } })

async function deliver(type: string, object: unknown) {
  const event = { id: `evt_test_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } }
  const { payload, header } = signedWebhook(event)
  const res = await fetch(`${appUrl()}/api/stripe/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'stripe-signature': header },
    body: payload,
  })
  expect(res.status).toBe(200)
}

it('a delayed payment gives no access while unpaid, and full access once the bank pays (a stale event changes nothing)', async () => {
  const email = uniqueEmail('sepa-ok')
  const sessionId = await newSession()
  await payOnHostedPage(sessionId, email, undefined, { delayed: true })
  const [completed] = await handledEvents(sessionId, 1)
  expect(completed.type).toBe('checkout.session.completed')
  expect((completed.data.object as Stripe.Checkout.Session).payment_status).toBe('unpaid')

  // The money is not there: no access, no e-mail, and the success page says it is on its way.
  expect((await order(sessionId)).status).toBe('pending')
  expect(await grants(sessionId)).toHaveLength(0)
  const waiting = await verify(sessionId)
  expect(waiting.status).toBe(409)
  expect(waiting.body).toMatchObject({ success: false, status: 'processing' })
  expect(waiting.body.error).toMatch(/en proceso/)
  expect(mailTo(email)).toHaveLength(0)

  await settleDelayedPayment(sessionId, 'succeeded')
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  expect((await order(sessionId)).status).toBe('paid')
  expect(await grants(sessionId)).toHaveLength(1)
  expect((await verify(sessionId)).body).toMatchObject({ success: true, modules: [{ code: 'F2' }] })

  // The unpaid `completed` event again, late: the order stays paid, access stays.
  await deliver('checkout.session.completed', completed.data.object)
  await handledEvents(sessionId, 3)
  expect((await order(sessionId)).status).toBe('paid')
  expect(await grants(sessionId)).toHaveLength(1)
  expect(mailButInvoicesTo(email)).toHaveLength(1)
})

it('a delayed payment the bank refuses: no access, the order is closed, a clear answer and one e-mail in Spanish', async () => {
  const email = uniqueEmail('sepa-ko')
  const sessionId = await newSession({ productType: 'complete' })
  await payOnHostedPage(sessionId, email, undefined, { delayed: true })
  await handledEvents(sessionId, 1)
  await settleDelayedPayment(sessionId, 'failed')
  const mail = await waitForMail(email)
  expect(mail.subject).toBe('No hemos podido cobrar tu pago en Academia GEO')
  expect(mail.text).toMatch(/no se ha realizado ningún cargo/)
  expect(mail.text).toContain(`/checkout`)

  const [failed] = await handledEvents(sessionId, 2)
  expect(failed.type).toBe('checkout.session.async_payment_failed')
  expect((await order(sessionId)).status).toBe('expired')
  expect(await grants(sessionId)).toHaveLength(0)
  const answer = await verify(sessionId)
  expect(answer.status).toBe(409)
  expect(answer.body).toMatchObject({ success: false, status: 'failed' })
  expect(answer.body.error).toMatch(/rechazado el pago/)

  // The same failure reported again (a redelivery under a new id): still one e-mail, still no access.
  await deliver('checkout.session.async_payment_failed', failed.data.object)
  await handledEvents(sessionId, 3)
  await sleep(500)
  expect(mailButInvoicesTo(email)).toHaveLength(1)
  expect(await grants(sessionId)).toHaveLength(0)
  // The bank cannot pay a refused payment later.
  await expect(settleDelayedPayment(sessionId, 'succeeded')).rejects.toThrow(/409/)
})

it('an abandoned session expires: the order is closed and the session can no longer be paid', async () => {
  const sessionId = await newSession()
  const expired = await testStripe().checkout.sessions.expire(sessionId)
  expect(expired.status).toBe('expired')
  const [event] = await handledEvents(sessionId, 1)
  expect(event.type).toBe('checkout.session.expired')
  expect((await order(sessionId)).status).toBe('expired')
  const answer = await verify(sessionId)
  expect(answer.body).toMatchObject({ success: false, status: 'expired' })
  expect(answer.body.error).toMatch(/caducado/)
  const pay = await fetch(`${process.env.STRIPE_LOCAL_URL}/pay/${sessionId}/complete`, {
    method: 'POST',
    body: new URLSearchParams({ email: uniqueEmail('late') }),
    redirect: 'manual',
  })
  expect(pay.status).toBe(410)
  // Stripe refuses to expire a session twice.
  await expect(testStripe().checkout.sessions.expire(sessionId)).rejects.toMatchObject({ statusCode: 400 })
})

it('the buyer is back on the success page before any webhook: fulfilled there, and the late webhook changes nothing', async () => {
  const email = uniqueEmail('early')
  const sessionId = await newSession()
  await payOnHostedPage(sessionId, email, undefined, { webhook: false })
  const answer = await verify(sessionId)
  expect(answer.status).toBe(200)
  expect(answer.body).toMatchObject({ success: true, modules: [{ code: 'F2' }] })
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  expect(await grants(sessionId)).toHaveLength(1)

  // The webhook arrives late, twice.
  const session = await testStripe().checkout.sessions.retrieve(sessionId)
  await deliver('checkout.session.completed', session)
  await deliver('checkout.session.completed', session)
  await handledEvents(sessionId, 2)
  await sleep(500)
  expect(await grants(sessionId)).toHaveLength(1)
  expect(mailButInvoicesTo(email)).toHaveLength(1)
  expect((await order(sessionId)).status).toBe('paid')
})
