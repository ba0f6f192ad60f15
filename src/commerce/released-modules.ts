import { buysSeats, grantsNow, PAID_NOT_FULLY_REFUNDED } from '@/orders/facts'
import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@/content/ids'
import { grantModule } from '@/entitlements/grants'
import type { Module } from '@/payload-types'
import { grantReleasedToSeats } from '@/teams/release'

import { heldAtOrder, heldRow, orderCovers } from './order-coverage'

/**
 * The complete course includes modules released later: when a module is published released, every
 * paid complete-course order that covers it (order-coverage.ts: not one whose buyer held it before the
 * order, nor one that refunded it) gains it, tied to that order (its refund takes it back). Idempotent
 * like fulfilment, and never again for an order that granted it once (a revoked row stays revoked),
 * however often the module is published. Runs inside the saving request's transaction. A team's or a
 * gift's complete-course order grants it to the holders of its claimed seats instead (src/teams/release.ts).
 */
export async function grantReleasedModule(
  payload: Payload,
  module: Pick<Module, 'id' | 'free' | 'comingSoon'>,
  req?: PayloadRequest,
) {
  const moduleId = module.id
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { productType: { equals: 'complete' } },
        { status: { in: PAID_NOT_FULLY_REFUNDED } },
        { 'withdrawal.requestedAt': { exists: false } },
      ],
    },
    depth: 0,
    limit: 10_000,
    pagination: false,
    req,
  })
  const { docs: rows } = await payload.find({
    collection: 'entitlements',
    where: { module: { equals: moduleId } },
    depth: 0,
    limit: 100_000,
    pagination: false,
    select: { user: true, email: true, module: true, order: true, createdAt: true, revokedAt: true },
    req,
  })
  const seatOrders: number[] = []
  for (const order of docs) {
    if (!grantsNow(order) || !order.email) continue
    // Seats (a team's or a gift) belong to the people who claimed them, never to their buyer.
    if (buysSeats(order)) {
      seatOrders.push(order.id)
      continue
    }
    const user = idOf(order.user as number | { id: number } | null)
    const email = order.email.toLowerCase()
    const own = rows
      .filter((r) => r.email === email || (user && idOf(r.user as number | { id: number } | null) === user))
      .map(heldRow)
    if (!orderCovers(order, module, heldAtOrder(own, order))) continue
    await grantModule(payload, { user, email, module: moduleId, source: 'bundle', order: order.id }, req)
  }
  await grantReleasedToSeats(payload, moduleId, seatOrders, req)
}
