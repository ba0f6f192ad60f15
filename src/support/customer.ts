import type { Payload, Where } from 'payload'

import { activeSessions } from '@/accounts/sessions'

/** Everything support needs about one customer (account or guest), found by e-mail. */
export async function customerFile(payload: Payload, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase()
  const { docs: users } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
  const user = users[0] ?? null
  const byOwner: Where = user ? { or: [{ email: { equals: email } }, { user: { equals: user.id } }] } : { email: { equals: email } }
  const [orders, entitlements, guestGrants, downloads, modules, certificates] = await Promise.all([
    payload.find({ collection: 'orders', where: byOwner, sort: '-createdAt', depth: 1, limit: 50 }),
    payload.find({ collection: 'entitlements', where: byOwner, sort: '-createdAt', depth: 1, limit: 100 }),
    payload.find({ collection: 'guest-grants', where: { email: { equals: email } }, sort: '-createdAt', depth: 0, limit: 50 }),
    payload.find({ collection: 'downloads', where: byOwner, sort: '-createdAt', depth: 1, limit: 10 }),
    payload.find({ collection: 'modules', where: { free: { not_equals: true } }, sort: 'order', depth: 0, limit: 20 }),
    // Certificates belong to accounts: a guest has none.
    user ? payload.find({ collection: 'certificates', where: { user: { equals: user.id } }, sort: '-issuedAt', depth: 1, limit: 20 }) : null,
  ])
  return {
    email,
    user,
    orders: orders.docs,
    entitlements: entitlements.docs,
    guestGrants: guestGrants.docs,
    downloads: downloads.docs,
    modules: modules.docs,
    certificates: certificates?.docs ?? [],
    activeSessions: user ? (await activeSessions(payload, user.id)).length : 0,
  }
}
