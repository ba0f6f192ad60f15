import type { Payload, Where } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import type { Module, Order } from '@/payload-types'

import { REFUND_REVOKE_PREFIX, revokeOrderModules } from '@/entitlements/grants'
import { emailSite } from '@/content/legal-identity'
import { withLock } from '@/jobs/lock'
import { enqueueOnce } from '@/jobs/queue'

import { refundEmail } from './emails'

import { purchaseLog } from './log'
import { fulfilCheckoutSession } from './fulfilment'
import { orderLockKey } from './order-lock'
import { refundSucceeded, refundTakesMoney, statusFromRefunds, type RecordedRefundStatus } from './order-status'
import { formatEuros } from '@/content/money'
import { refundRemainingSeats, nameSeatRefund, restoreRefundedSeats } from '@/teams/seat-refund'
import { emailRefundedSeats } from './seat-refund'
import { idOf } from '@/content/ids'

const context = { system: true, skipRevalidate: true }

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

/** A refund as the order records it: pending (or awaiting the buyer), succeeded, failed or canceled. */
export function recordedStatus(refund: Pick<Stripe.Refund, 'status'>): RecordedRefundStatus {
  if (refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled') return refund.status
  return 'pending'
}

/** Refund rows only move forward: pending → succeeded → failed/canceled (Stripe's own order). */
const STATUS_RANK: Record<RecordedRefundStatus, number> = { pending: 0, succeeded: 1, failed: 2, canceled: 2 }
export const laterStatus = (a: RecordedRefundStatus, b: RecordedRefundStatus) =>
  STATUS_RANK[b] > STATUS_RANK[a] ? b : a

/** The charge a `charge.*` or `refund.*` event is about. */
export function chargeIdOf(object: { object?: string; id?: string; charge?: string | { id: string } | null }) {
  if (object.object === 'charge') return object.id ?? null
  return typeof object.charge === 'string' ? object.charge : (object.charge?.id ?? null)
}

type RefundRow = NonNullable<Order['refunds']>[number] & { modules: number[] }

/**
 * `charge.refunded`, `refund.created`, `refund.updated`, `refund.failed`: each event only says "this
 * charge's refunds changed". The charge and its refunds are read from Stripe and the order is brought in
 * line with them, so events may come late, twice or in any order and the outcome is the same:
 * - a refund of a payment whose own event has not arrived yet first records the payment (fulfilment:
 *   paid, e-mail, invoice, access), then the refund, exactly as when the events come in order;
 * - each refund is recorded with its status; only a succeeded one revokes what it refunded, counts in the
 *   order's status, is e-mailed and gets a rectifying invoice; a pending one waits;
 * - a refund that fails gives back what it had revoked (fulfilment grants again what the order still
 *   pays for) and the desk shows it failed.
 * Stripe is read before anything is locked; the order is then updated under the charge's lock, which
 * holds no database connection while it waits (src/jobs/lock.ts) and covers database work only.
 */
export async function syncChargeRefunds(payload: Payload, chargeId: string, eventId?: string) {
  const charge = await getStripe().charges.retrieve(chargeId)
  let order = await findOrder(payload, charge)
  const log = purchaseLog(payload, { orderId: order?.id, sessionId: order?.stripeSessionId, eventId })
  if (!order) {
    log.warn({ charge: charge.id }, 'refund for an unknown order')
    return
  }
  if (!order.paidAt) {
    // The refund's event came before the payment's: record the payment first, as its event would.
    if (order.stripeSessionId) await fulfilCheckoutSession(payload, order.stripeSessionId, { eventId })
    order = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    if (!order.paidAt) throw new Error(`order ${order.id}: refund of a payment not recorded yet; retried later`)
  }
  const all = await chargeRefunds(charge.id)
  if (!all.length) return
  // A team order's refunds take back no module: its seats hold the access, and only unused seats are
  // refunded (src/commerce/seat-refund.ts); its claimed seats keep theirs even when Stripe refunds it all.
  const team = order.purpose === 'team'
  const { docs: modules } = team
    ? { docs: [] as Module[] }
    : await payload.find({
        collection: 'modules',
        where: { id: { in: (order.modules ?? []).map((m) => idOf(m as number | Module)) } },
        depth: 0,
        limit: 100,
      })
  const orderId = order.id
  const rows = await withLock(payload, orderLockKey(orderId), () =>
    recordRefunds(payload, orderId, charge, all, modules, log),
  )
  if (team) await reconcileSeats(payload, order, all, rows, log)
  const succeeded = all.filter((r) => rows.some((row) => row.refundId === r.id && refundSucceeded(row)))
  // Side effects, each once whatever the number of passes (dedupe keys name the refund): the buyer's
  // e-mail and the rectifying invoice, for money that really went back.
  await emailRefunds(payload, order, succeeded, charge, modules, log)
  for (const row of rows.filter(refundSucceeded)) {
    await enqueueOnce(payload, {
      task: 'issue-invoice',
      input: { orderId, refundId: row.refundId },
      dedupeKey: `invoice:refund:${row.refundId}`,
    })
  }
  if (rows.some((row) => !refundTakesMoney(row) && row.modules.length) && order.stripeSessionId) {
    // What a failed refund had revoked is granted again by the one fulfilment (idempotent).
    await fulfilCheckoutSession(payload, order.stripeSessionId, { eventId })
  }
}

/** Database work only, under the charge's lock: the order's refund rows, its status, the revocations. */
async function recordRefunds(
  payload: Payload,
  orderId: number,
  charge: Stripe.Charge,
  all: Stripe.Refund[],
  modules: Module[],
  log: ReturnType<typeof purchaseLog>,
): Promise<RefundRow[]> {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0 })
  const rows: RefundRow[] = (order.refunds ?? []).map((r) => ({
    ...r,
    modules: (r.modules ?? []).map((m) => idOf(m as number | Module) as number),
  }))
  let changed = false
  for (const refund of all) {
    const status = recordedStatus(refund)
    const row = rows.find((r) => r.refundId === refund.id)
    if (!row) {
      // A refund that never took anything (failed or canceled before we saw it) is recorded too: support sees it.
      rows.push({
        refundId: refund.id,
        amount: refund.amount,
        refundedAt: new Date(refund.created * 1000).toISOString(),
        modules: modulesForRefund(refund, charge, modules),
        seats: seatsOf(refund),
        reason: refundReason(refund),
        status,
      })
      changed = true
      continue
    }
    const next = laterStatus(row.status ?? 'succeeded', status)
    if (next !== (row.status ?? 'succeeded')) {
      if (!refundTakesMoney({ status: next }))
        log.warn(
          { charge: charge.id, refund: refund.id, status: next },
          'a refund did not go through: what it revoked is given back',
        )
      row.status = next
      changed = true
    }
  }
  const status =
    order.status === 'pending' || order.status === 'expired' ? order.status : statusFromRefunds(order.amountTotal, rows)
  if (changed || status !== order.status) {
    await payload.update({ collection: 'orders', id: order.id, data: { refunds: rows, status }, context })
    log.info({ charge: charge.id, status }, 'refunds recorded')
  }
  const revoke = [...new Set(rows.filter(refundSucceeded).flatMap((r) => r.modules))]
  // A charge refunded in full takes back everything its order granted, modules released later included.
  const whole = status === 'refunded'
  if (revoke.length || whole) {
    await revokeOrderModules(payload, order.id, whole ? 'all' : revoke, (moduleId) =>
      revokeReasonFor(
        all.filter((r) => r.status === 'succeeded'),
        moduleId,
        modules,
        charge.id,
      ),
    )
  }
  return rows
}

/** How many seats a refund of unused seats gave back (its metadata), or null. */
function seatsOf(refund: Pick<Stripe.Refund, 'metadata'>): number | null {
  const seats = Number(refund.metadata?.seats)
  return Number.isInteger(seats) && seats > 0 ? seats : null
}

/**
 * A team order's seats in line with its refunds, whichever way and however often they arrive: a seat
 * refund's seats carry its Stripe id; one that did not go through (failed, canceled) gives its seats
 * back; an order refunded in full (e.g. from Stripe's dashboard) leaves no unused seat to claim, and
 * those invited to them are told. Claimed seats are never touched.
 */
async function reconcileSeats(
  payload: Payload,
  order: Order,
  all: Stripe.Refund[],
  rows: RefundRow[],
  log: ReturnType<typeof purchaseLog>,
) {
  for (const refund of all) {
    const batch = refund.metadata?.seat_batch
    if (!batch) continue
    if (takesMoneyBack(refund)) {
      await nameSeatRefund(payload, batch, refund.id)
      await emailRefundedSeats(payload, order, [batch, refund.id], refund.id)
    } else {
      const restored = await restoreRefundedSeats(payload, [batch, refund.id])
      if (restored)
        log.warn({ refund: refund.id, restored }, 'a seat refund did not go through: its seats are given back')
    }
  }
  if (statusFromRefunds(order.amountTotal, rows) !== 'refunded') return
  const last = [...all].reverse().find((r) => r.status === 'succeeded')
  if (!last) return
  const invited = await refundRemainingSeats(payload, order.id, last.id)
  if (invited.length) await emailRefundedSeats(payload, order, [last.id], last.id)
}

/** The reason an order keeps for a refund: the desk's (with who gave it), or Stripe's own. */
function refundReason(refund: Stripe.Refund): string | null {
  const { reason, staff } = refund.metadata ?? {}
  if (reason) return staff ? `${reason} (por ${staff})` : reason
  return refund.reason ?? null
}

/** Why an access was revoked by a refund: the refund that named its module (or the charge's). */
function revokeReasonFor(
  refunds: Stripe.Refund[],
  moduleId: number,
  modules: Pick<Module, 'id' | 'code'>[],
  chargeId: string,
) {
  const code = modules.find((m) => m.id === moduleId)?.code
  const named =
    (code && refunds.find((r) => takesMoneyBack(r) && r.metadata?.module?.toUpperCase() === code)) ||
    refunds.find((r) => takesMoneyBack(r) && r.metadata?.reason)
  const reason = named && refundReason(named)
  return reason ? `${REFUND_REVOKE_PREFIX}: ${reason}` : `${REFUND_REVOKE_PREFIX} en Stripe (${chargeId})`
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
    const earlier = new Set(
      refunds
        .filter((r) => r.id !== refund.id && r.created <= refund.created)
        .map((r) => r.metadata?.module?.toUpperCase()),
    )
    const taken = modules
      .filter(
        (m) =>
          modulesForRefund(refund, charge, modules).includes(m.id) && (refund.metadata?.module || !earlier.has(m.code)),
      )
      .map((m) => `${m.code} · ${m.title}`)
    const message = refundEmail({ ...emailSite(site), amount: formatEuros(refund.amount), modules: taken })
    if (
      await enqueueOnce(payload, {
        task: 'email',
        input: { message: { to: order.email, ...message } },
        dedupeKey: `refund-email:${refund.id}`,
      })
    ) {
      log.info({ refund: refund.id }, 'refund e-mail queued')
    }
  }
}
