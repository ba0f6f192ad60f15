import type { Payload, Where } from 'payload'

import { statementPool } from '@/database/statement-pool'

export interface ContentOwner {
  userId?: number | null
  /** a guest's purchase e-mail (rows not attached to an account) */
  guestEmail?: string | null
}

/**
 * Records, on the server, the first use of a module's content by its owner — a guide downloaded or a
 * premium section opened online — on the orders that granted it. That ends the right of withdrawal of
 * those orders (src/commerce/withdrawal.ts). One conditional UPDATE per call: the first use is kept,
 * later ones change nothing, and an order already withdrawn is left alone (the row lock makes a
 * withdrawal and a first use racing each other end with exactly one of them).
 */
export async function recordFirstUse(payload: Payload, owner: ContentOwner, moduleId: number, kind: 'download' | 'online') {
  const owners: Where[] = []
  if (owner.userId) owners.push({ user: { equals: owner.userId } })
  if (owner.guestEmail) owners.push({ and: [{ email: { equals: owner.guestEmail.toLowerCase() } }, { user: { exists: false } }] })
  if (!owners.length) return 0
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ or: owners }, { module: { equals: moduleId } }, { revokedAt: { exists: false } }, { order: { exists: true } }] },
    depth: 0,
    limit: 100,
    pagination: false,
    select: { order: true },
  })
  const orders = [...new Set(docs.map((e) => (typeof e.order === 'object' ? e.order?.id : e.order)).filter((id): id is number => typeof id === 'number'))]
  if (!orders.length) return 0
  const { rowCount } = await statementPool(payload).query(
    `UPDATE orders SET first_use_at = now(), first_use_kind = $2, first_use_module_id = $3, updated_at = now()
     WHERE id = ANY($1) AND first_use_at IS NULL AND withdrawal_requested_at IS NULL`,
    [orders, kind, moduleId],
  )
  return rowCount ?? 0
}
