import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { transactionDb } from '@/database/transaction-db'
import { inTransaction } from '@/jobs/queue'

import { anonymousEmail, subjectHash } from './anonymous'

/**
 * Erasure (GDPR art. 17) of one person, in one transaction: their account, sessions, module accesses,
 * guest links, downloads, throttling counters and queued e-mails are deleted; orders keep their amounts
 * with the e-mail replaced by an anonymous address; invoices are kept (tax law: art. 17.3.b), marked
 * "conservada por obligación legal", without the e-mail. Who asked, why and when is recorded (without
 * the e-mail: only its hash, so a repeated request can be recognised).
 */
export interface ErasureRequest {
  email: string
  userId?: number | null
  reason: string
  /** the support agent who erased it, or null when the customer did */
  by?: number | null
}


const context = { system: true, skipRevalidate: true, privacyErasure: true }

export async function eraseCustomer(payload: Payload, request: ErasureRequest) {
  const email = request.email.trim().toLowerCase()
  const anon = anonymousEmail(email)
  return inTransaction(payload, async (req) => {
    const owner: Where = { or: [{ email: { equals: email } }, ...(request.userId ? [{ user: { equals: request.userId } }] : [])] }
    const counts: Record<string, number> = {}
    const remove = async (
      collection: 'entitlements' | 'downloads' | 'guest-grants' | 'user-sessions' | 'reading-progress' | 'certificates',
      where: Where,
    ) => {
      const { docs } = await payload.delete({ collection, where, req, context, overrideAccess: true })
      counts[collection] = docs.length
    }
    await remove('entitlements', owner)
    await remove('downloads', owner)
    await remove('guest-grants', { email: { equals: email } })
    if (request.userId) {
      await remove('user-sessions', { user: { equals: request.userId } })
      await remove('reading-progress', { user: { equals: request.userId } })
      await remove('certificates', { user: { equals: request.userId } })
    }

    const { docs: orders } = await payload.find({ collection: 'orders', where: owner, depth: 0, limit: 10_000, pagination: false, req })
    for (const order of orders) {
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: {
          email: anon,
          user: null,
          buyer: { businessName: null, taxIdType: null, taxId: null },
          // The name given when withdrawing goes too; the withdrawal's date stays with the order.
          ...(order.withdrawal?.name ? { withdrawal: { requestedAt: order.withdrawal.requestedAt, name: null } } : {}),
        },
        req,
        context,
      })
    }
    counts.orders = orders.length

    const { docs: invoices } = await payload.find({
      collection: 'invoices',
      where: { or: [{ buyerEmail: { equals: email } }, ...(request.userId ? [{ user: { equals: request.userId } }] : [])] },
      depth: 0,
      limit: 10_000,
      pagination: false,
      req,
    })
    for (const invoice of invoices) {
      const buyer = { ...(invoice.buyer as Record<string, unknown>), email: anon }
      await payload.update({
        collection: 'invoices',
        id: invoice.id,
        data: { buyerEmail: anon, buyer, user: null, retainedForLegalObligation: true },
        req,
        context,
      })
    }
    counts.invoices = invoices.length

    const db = await transactionDb(payload, req)
    const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const outbox = await db.execute(sql`DELETE FROM outbox WHERE input::text ILIKE ${pattern} RETURNING id`)
    const limits = await db.execute(sql`DELETE FROM rate_limits WHERE key ILIKE ${pattern} RETURNING id`)
    counts.outbox = outbox.rows.length
    counts.rateLimits = limits.rows.length

    if (request.userId) {
      await payload.delete({ collection: 'payload-preferences', where: { 'user.value': { equals: request.userId } }, req, context, overrideAccess: true })
      await payload.delete({ collection: 'users', id: request.userId, req, context, overrideAccess: true })
      counts.account = 1
    }
    await payload.create({
      collection: 'privacy-erasures',
      data: { subjectHash: subjectHash(email), reason: request.reason, by: request.by ?? undefined, byCustomer: !request.by, counts },
      req,
      context,
    })
    return counts
  })
}
