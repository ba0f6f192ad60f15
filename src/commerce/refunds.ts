import type { Payload, Where } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import type { Module, Order } from '@/payload-types'

import { revokeOrderModules } from '@/entitlements/grants'
import { queueInvoice } from '@/invoicing/jobs'
import { legalLine } from '@/invoicing/legal-identity'
import { withLock } from '@/jobs/lock'
import { enqueue, isDuplicate } from '@/jobs/queue'

import { refundEmail } from './emails'

import { purchaseLog } from './log'
import { advanceOrderStatus } from './order-status'
import { formatEuros } from './prices'

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

/** The charge's refunds as Stripe lists them, oldest first (since API version 2022-11-15 a Charge no
 * longer carries them, in API answers or webhook payloads). */
async function chargeRefunds(chargeId: string): Promise<Stripe.Refund[]> {
  const refunds: Stripe.Refund[] = []
  for await (const refund of getStripe().refunds.list({ charge: chargeId, limit: 100 })) refunds.push(refund)
  return refunds.sort((a, b) => a.created - b.created)
}

/** A refund that takes the money back (pending ones will; failed and canceled ones did not). */
const takesMoneyBack = (refund: Stripe.Refund) => refund.status !== 'failed' && refund.status !== 'canceled'

/** The charge a `charge.*` or `refund.*` event is about. */
export function chargeIdOf(object: { object?: string; id?: string; charge?: string | { id: string } | null }) {
  if (object.object === 'charge') return object.id ?? null
  return typeof object.charge === 'string' ? object.charge : (object.charge?.id ?? null)
}

/**
 * `charge.refunded`, `refund.created`, `refund.updated`: each event only says "this charge's refunds
 * changed". The charge and its refunds are read from Stripe and the order is brought in line with them:
 * each new refund recorded, what it refunded revoked, the status moved forward. Events may come late,
 * twice or in any order; the outcome is the same. One charge is brought in line by one job at a time.
 */
export const syncChargeRefunds = (payload: Payload, chargeId: string, eventId?: string) =>
  withLock(payload, `refunds:${chargeId}`, () => applyChargeRefunds(payload, chargeId, eventId))

async function applyChargeRefunds(payload: Payload, chargeId: string, eventId?: string) {
  const charge = await getStripe().charges.retrieve(chargeId)
  const order = await findOrder(payload, charge)
  const log = purchaseLog(payload, { orderId: order?.id, sessionId: order?.stripeSessionId, eventId })
  if (!order) {
    log.warn({ charge: charge.id }, 'refund for an unknown order')
    return
  }
  const all = await chargeRefunds(charge.id)
  const known = new Set((order.refunds ?? []).map((r) => r.refundId))
  for (const failed of all.filter((r) => !takesMoneyBack(r) && known.has(r.id))) {
    log.warn({ charge: charge.id, refund: failed.id, status: failed.status }, 'a recorded refund did not go through: access stays revoked, support decides')
  }
  if (!all.some(takesMoneyBack)) return
  const { docs: modules } = await payload.find({
    collection: 'modules',
    where: { id: { in: (order.modules ?? []).map((m) => idOf(m as number | Module)) } },
    depth: 0,
    limit: 100,
  })
  const refunds = [...(order.refunds ?? [])].map((r) => ({ ...r, modules: (r.modules ?? []).map((m) => idOf(m as number | Module) as number) }))
  const revoke = new Set<number>()
  for (const refund of all.filter(takesMoneyBack)) {
    const moduleIds = modulesForRefund(refund, charge, modules)
    moduleIds.forEach((id) => revoke.add(id))
    if (known.has(refund.id)) continue
    refunds.push({
      refundId: refund.id,
      amount: refund.amount,
      refundedAt: new Date(refund.created * 1000).toISOString(),
      modules: moduleIds,
      reason: refundReason(refund),
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
  await emailRefunds(payload, order, all.filter(takesMoneyBack), charge, modules, log)
  // Each refund recorded is corrected on paper: a rectifying invoice (one job per refund).
  for (const refund of refunds) await queueInvoice(payload, order.id, refund.refundId)
  // A charge refunded in full takes back everything its order granted, modules released later included.
  if (!revoke.size && !charge.refunded) return
  await revokeOrderModules(payload, order.id, charge.refunded ? 'all' : [...revoke], (moduleId) => revokeReasonFor(all, moduleId, modules, charge.id))
}

/** The reason an order keeps for a refund: the desk's (with who gave it), or Stripe's own. */
function refundReason(refund: Stripe.Refund): string | null {
  const { reason, staff } = refund.metadata ?? {}
  if (reason) return staff ? `${reason} (por ${staff})` : reason
  return refund.reason ?? null
}

/** Why an access was revoked by a refund: the refund that named its module (or the charge's). */
function revokeReasonFor(refunds: Stripe.Refund[], moduleId: number, modules: Pick<Module, 'id' | 'code'>[], chargeId: string) {
  const code = modules.find((m) => m.id === moduleId)?.code
  const named = (code && refunds.find((r) => takesMoneyBack(r) && r.metadata?.module?.toUpperCase() === code)) || refunds.find((r) => takesMoneyBack(r) && r.metadata?.reason)
  const reason = named && refundReason(named)
  return reason ? `Reembolso: ${reason}` : `Reembolso en Stripe (${chargeId})`
}

/** Refunds newer than this are e-mailed if they were not yet (their jobs are kept 30 days). */
const EMAIL_REFUNDS_WITHIN_S = 7 * 86_400

/**
 * The buyer gets one e-mail per refund (the job's dedupe key names the refund): queued on every pass,
 * so a pass that died after recording the refund still sends it on the next event or retry.
 */
async function emailRefunds(
  payload: Payload,
  order: Order,
  refunds: Stripe.Refund[],
  charge: Stripe.Charge,
  modules: Pick<Module, 'id' | 'code' | 'title'>[],
  log: ReturnType<typeof purchaseLog>,
) {
  const recent = refunds.filter((r) => r.created > Date.now() / 1000 - EMAIL_REFUNDS_WITHIN_S)
  if (!recent.length || !order.email) return
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  for (const refund of recent) {
    // A refund of "the rest" names only what earlier refunds had not taken back already.
    const earlier = new Set(refunds.filter((r) => r.id !== refund.id && r.created <= refund.created).map((r) => r.metadata?.module?.toUpperCase()))
    const taken = modules
      .filter((m) => modulesForRefund(refund, charge, modules).includes(m.id) && (refund.metadata?.module || !earlier.has(m.code)))
      .map((m) => `${m.code} · ${m.title}`)
    const message = refundEmail({ siteName: site.siteName, supportEmail: site.supportEmail, amount: formatEuros(refund.amount), modules: taken, legal: legalLine(site) })
    try {
      await enqueue(payload, { task: 'email', input: { message: { to: order.email, ...message } }, dedupeKey: `refund-email:${refund.id}` })
      log.info({ refund: refund.id }, 'refund e-mail queued')
    } catch (error) {
      if (!isDuplicate(error)) throw error
    }
  }
}
