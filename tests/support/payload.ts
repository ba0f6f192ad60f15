import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** Local API on the test database, for arranging data and checking what the HTTP calls stored. */
export const testPayload = () => (instance ??= getPayload({ config }))

/** Codes of the modules an e-mail holds an active entitlement to (as the database says), sorted. */
export async function activeCodes(email: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ email: { equals: email } }, { revokedAt: { exists: false } }] },
    depth: 1,
    limit: 100,
    context: { skipRevalidate: true },
  })
  return docs.map((e) => (typeof e.module === 'object' ? e.module.code : e.module)).sort()
}

/** The order a Checkout Session belongs to, as the database has it now. */
export async function orderOfSession(sessionId: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })).docs[0]
}

/** Every entitlement row (revoked too) the order of a Checkout Session granted. */
export async function grantsOfSession(sessionId: string) {
  const payload = await testPayload()
  const { id } = await orderOfSession(sessionId)
  return (await payload.find({ collection: 'entitlements', where: { order: { equals: id } }, depth: 0, limit: 100 })).docs
}
