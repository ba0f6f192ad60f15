/**
 * Refunds as real Stripe sends them (API version 2022-11-15 and later): `charge.refunded` without the
 * charge's refunds, `refund.created` / `refund.updated`; the app lists the refunds through the API. Each
 * refund revokes exactly what it refunded, whatever the order and however often events arrive.
 */
import { expect, it } from 'vitest'

import { api, appUrl } from '../support/api'
import { waitForMail } from '../support/mail'
import { activeCodes, testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, signedWebhook, testStripe, waitFor } from '../support/stripe'

const context = { skipRevalidate: true }


async function deliver(type: string, object: unknown) {
  const event = { id: `evt_${type.replace('.', '_')}_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } }
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
    const { docs } = await payload.find({ collection: 'outbox', where: { dedupeKey: { equals: `stripe-event:${eventId}` } }, depth: 0 })
    return docs[0]?.status === 'done'
  })
}

it('per-module, goodwill and full refunds revoke exactly what they refunded, with events late, repeated and out of order', async () => {
  const payload = await testPayload()
  const stripe = testStripe()
  const email = `refund-${Date.now().toString(36)}@example.com`
  const res = await api('POST', '/api/checkout', { body: { productType: 'complete', acceptTerms: true } })
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, email)
  await waitForMail(email)
  // The invoice e-mail may come before the last grant is written: wait for the grants themselves.
  await waitFor(async () => (await activeCodes(email)).length === 5)
  expect(await activeCodes(email)).toEqual(['F1', 'F2', 'F3', 'F4', 'F5'])
  const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
  const order = async () => (await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })).docs[0]

  // Per module: the charge in the webhook has no refunds list; the app asks Stripe for it.
  const perModule = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000, metadata: { module: 'F2' } })
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
  const revoked = await payload.find({ collection: 'entitlements', where: { email: { equals: email } }, depth: 0, limit: 100, context })
  expect(revoked.docs).toHaveLength(5)
  expect(revoked.docs.every((e) => e.revokedAt && /Reembolso/.test(e.revokeReason ?? ''))).toBe(true)
})
