import type { Payload, Where } from 'payload'
import type Stripe from 'stripe'

import type { Module, Order } from '@/payload-types'

import { purchaseLog } from './log'
import { advanceOrderStatus } from './order-status'

const context = { system: true, skipRevalidate: true }
const idOf = (ref: number | { id: number } | null | undefined) => (ref && typeof ref === 'object' ? ref.id : ref)

async function findOrder(payload: Payload, charge: Stripe.Charge): Promise<Order | null> {
  const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  const orderId = Number(charge.metadata?.order_id)
  const clauses: Where[] = []
  if (paymentIntent) clauses.push({ paymentIntentId: { equals: paymentIntent } })
  if (orderId) clauses.push({ id: { equals: orderId } })
  if (!clauses.length) return null
  const where: Where = { or: clauses }
  const { docs } = await payload.find({ collection: 'orders', where, limit: 1, depth: 0 })
  return docs[0] ?? null
}

/**
 * Which of the order's modules a refund takes back: the module named in the refund's metadata
 * (`module: 'F3'`), every module when the charge is fully refunded or the order had one module,
 * otherwise none (a goodwill partial refund keeps access).
 */
export function modulesForRefund(
  refund: Pick<Stripe.Refund, 'metadata'>,
  charge: Pick<Stripe.Charge, 'refunded'>,
  orderModules: Pick<Module, 'id' | 'code'>[],
): number[] {
  const named = refund.metadata?.module?.trim().toUpperCase()
  if (named) return orderModules.filter((m) => m.code === named).map((m) => m.id)
  if (charge.refunded || orderModules.length === 1) return orderModules.map((m) => m.id)
  return []
}

/** `charge.refunded`: records each new refund on the order and revokes what it refunded. */
export async function handleChargeRefunded(payload: Payload, charge: Stripe.Charge, eventId?: string) {
  const order = await findOrder(payload, charge)
  const log = purchaseLog(payload, { orderId: order?.id, sessionId: order?.stripeSessionId, eventId })
  if (!order) {
    log.warn({ charge: charge.id }, 'charge.refunded for an unknown order')
    return
  }
  const { docs: modules } = await payload.find({
    collection: 'modules',
    where: { id: { in: (order.modules ?? []).map((m) => idOf(m as number | Module)) } },
    depth: 0,
    limit: 100,
  })
  const known = new Set((order.refunds ?? []).map((r) => r.refundId))
  const refunds = [...(order.refunds ?? [])].map((r) => ({ ...r, modules: (r.modules ?? []).map((m) => idOf(m as number | Module) as number) }))
  const revoke = new Set<number>()
  for (const refund of charge.refunds?.data ?? []) {
    const moduleIds = modulesForRefund(refund, charge, modules)
    moduleIds.forEach((id) => revoke.add(id))
    if (known.has(refund.id)) continue
    refunds.push({
      refundId: refund.id,
      amount: refund.amount,
      refundedAt: new Date(refund.created * 1000).toISOString(),
      modules: moduleIds,
      reason: refund.reason ?? refund.metadata?.reason ?? null,
    })
  }
  await payload.update({
    collection: 'orders',
    id: order.id,
    // A late partial event never turns a fully refunded order back (order-status.ts).
    data: { refunds, status: advanceOrderStatus(order.status, charge.refunded ? 'refunded' : 'partially_refunded') },
    context,
  })
  log.info({ charge: charge.id, revoke: [...revoke] }, 'refund recorded')
  if (!revoke.size) return
  const { docs: active } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ order: { equals: order.id } }, { module: { in: [...revoke] } }, { revokedAt: { exists: false } }] },
    depth: 0,
    limit: 100,
  })
  for (const row of active) {
    await payload.update({
      collection: 'entitlements',
      id: row.id,
      data: { revokedAt: new Date().toISOString(), revokeReason: `Reembolso en Stripe (${charge.id})` },
      context,
    })
  }
}
