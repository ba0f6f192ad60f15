import { expect } from 'vitest'

import { api, cookiesFrom } from './api'
import { testPayload } from './payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from './stripe'

/**
 * A purchase as a buyer makes it over HTTP: POST /api/checkout with the terms and the withdrawal consent
 * accepted (`body` on top), paid on the local Stripe page with the buyer's e-mail (`pay`: the hosted page's
 * test controls). Resolves once the order is paid and its access granted (its entitlement rows written).
 * `browser`: the checkout's cookies (what proves this browser started it).
 */
export async function buyThroughStripe(
  body: Record<string, unknown>,
  buyer: { email: string; token?: string; headers?: Record<string, string> },
  pay?: Parameters<typeof payOnHostedPage>[3],
) {
  const res = await api('POST', '/api/checkout', {
    token: buyer.token,
    headers: buyer.headers,
    body: { acceptTerms: true, withdrawalConsent: true, ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  const browser = cookiesFrom(res.headers)
  await payOnHostedPage(sessionId, buyer.email, undefined, pay)
  const payload = await testPayload()
  const order = await waitFor(async () => {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { stripeSessionId: { equals: sessionId } },
      depth: 0,
    })
    if (docs[0]?.status !== 'paid') return null
    return (
      (await payload.count({ collection: 'entitlements', where: { order: { equals: docs[0].id } } })).totalDocs > 0 &&
      docs[0]
    )
  })
  return { sessionId, browser, order }
}

/** A paid order's invoice and its VERI*FACTU record, once both are written. */
export async function invoiceAndRecordOf(orderId: number) {
  const payload = await testPayload()
  const invoice = await waitFor(
    async () =>
      (await payload.find({ collection: 'invoices', where: { order: { equals: orderId } }, depth: 0 })).docs[0],
    30_000,
  )
  const record = await waitFor(
    async () =>
      (await payload.find({ collection: 'verifactu-records', where: { invoice: { equals: invoice.id } }, depth: 0 }))
        .docs[0],
  )
  return { invoice, record }
}
