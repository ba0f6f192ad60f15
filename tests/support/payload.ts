import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { User } from '@/payload-types'

import { login } from './api'

let instance: Promise<Payload> | undefined

/** Local API on the test database, for arranging data and checking what the HTTP calls stored. */
export const testPayload = () => (instance ??= getPayload({ config }))

export const PASSWORD = 'clave-segura-123'
let accounts = 0

/** A new account with `role` (password PASSWORD), signed in over HTTP: its address and session token. */
export async function signedIn(role: User['role'], tag: string = role) {
  const payload = await testPayload()
  const email = `${tag}-${Date.now().toString(36)}${(accounts += 1)}${Math.random().toString(36).slice(2, 6)}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: tag, role },
    context: { skipRevalidate: true },
  })
  return { email, token: await login(email, PASSWORD) }
}

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
  return (await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 }))
    .docs[0]
}

/** Every entitlement row (revoked too) the order of a Checkout Session granted. */
export async function grantsOfSession(sessionId: string) {
  const payload = await testPayload()
  const { id } = await orderOfSession(sessionId)
  return (await payload.find({ collection: 'entitlements', where: { order: { equals: id } }, depth: 0, limit: 100 }))
    .docs
}
