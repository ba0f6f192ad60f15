/**
 * «Reembolsar plazas sin usar» (support desk, POST /api/support/refund-seats): a team order's unused
 * seats are refunded, never its claimed ones. A team order is refunded only this way: the desk's whole
 * order or module refund is refused for it (src/commerce/desk-refund.ts), and a full refund made in
 * Stripe's dashboard keeps the claimed seats' access (src/commerce/refunds.ts, src/entitlements/grants.ts).
 *
 * 1. One transaction: the seats are marked refunded by one conditional write (src/teams/seat-refund.ts:
 *    which seats, what stays costs at its tier, stale desks refused) and a `seat-refund` job is queued
 *    with the amount. The tiers are the product's seat pricing as published (`orderSeatPricing`); the
 *    desk shows the same figure before confirming (`amountSeen`: a desk whose figure moved is refused).
 * 2. Outside it, the same work the job does runs at once: Stripe refunds the amount from the order's
 *    payment intent (idempotency key and metadata name the batch, so the job, a retry or a crash never
 *    make a second refund), the seats take the refund's id, and each invited person whose seat went is
 *    e-mailed (one job per seat and refund). If Stripe refuses it for good, the seats are given back.
 * 3. Stripe's refund events then do what every refund does (src/commerce/refunds.ts): the order records
 *    it with its number of seats, the buyer is e-mailed, and the rectifying invoice says that quantity.
 */
import { paidNotFullyRefunded } from '@/orders/facts'
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { emailSite } from '@/content/legal-identity'
import { formatEuros, formatExactAmount } from '@/content/money'
import { inTransaction } from '@/database/transaction'
import { enqueue, enqueueOnce } from '@/jobs/queue'
import type { Order } from '@/payload-types'
import { Refused } from '@/security/refused'
import { idOf } from '@/content/ids'
import { completePlan } from '@/content/prices'
import { seatPricing, type SeatPricing } from '@/teams/pricing'
import {
  markSeatsRefunded,
  nameSeatRefund,
  NOTHING_BACK,
  restoreRefundedSeats,
  seatRefundAmount,
  type SeatMoney,
} from '@/teams/seat-refund'

import { seatRefundedEmail } from './emails'
import { purchaseLog } from './log'

export type SeatRefundJob = {
  orderId: number
  /** the batch's name: the seats' `refund_id` until Stripe answers, the refund's idempotency key and metadata */
  batch: string
  seats: number
  /** cents */
  amount: number
  reason: string
  staff?: string
}

export interface SeatRefundRequest {
  orderId: number
  /** how many unused seats to refund */
  seats: number
  /** how many unused seats the desk showed (a stale desk is refused) */
  unusedSeen: number
  /** the amount the desk showed, in cents (when given, a different amount now is refused) */
  amountSeen?: number | null
  reason: string
  staff: { id: number | string; email: string }
}

const refused = (message: string) => new Refused(409, 'No se puede reembolsar', message)

const live = (refunds: Stripe.Refund[]) => refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled')

/** A refusal of Stripe's that will not change by asking again (the seats are then given back). */
const definitive = (error: unknown) => {
  const e = error as { statusCode?: number; type?: string }
  return (
    typeof e.statusCode === 'number' &&
    e.statusCode >= 400 &&
    e.statusCode < 500 &&
    e.statusCode !== 409 &&
    e.statusCode !== 429 &&
    e.type !== 'StripeIdempotencyError'
  )
}

/**
 * The seat pricing of what a team order sold (the module's, or the complete-course plan's), as the
 * catalogue publishes it now; the order's own price per seat stays the floor (src/teams/seat-refund.ts).
 */
export async function orderSeatPricing(
  payload: Payload,
  order: Pick<Order, 'productType' | 'modules' | 'seats'>,
): Promise<SeatPricing> {
  const floor = order.seats?.unitAmount ?? 0
  if (order.productType === 'complete') {
    const { docs } = await payload.find({
      collection: 'pricing-plans',
      where: { slug: { equals: 'complete-course' } },
      limit: 1,
      depth: 0,
      draft: false,
    })
    const plan = completePlan(docs)
    return plan ? seatPricing(plan.seatPricing, plan.price) : seatPricing(null, floor)
  }
  const moduleId = idOf((order.modules ?? [])[0] as number | { id: number } | undefined)
  const found = moduleId
    ? await payload.findByID({ collection: 'modules', id: moduleId, depth: 0, draft: false, disableErrors: true })
    : null
  return found ? seatPricing(found.seatPricing, found.price) : seatPricing(null, floor)
}

/** An order's money as the seat refund rule reads it (src/teams/seat-refund.ts). */
export const seatMoneyOf = (
  order: Pick<Order, 'amountTotal' | 'seats'>,
  counts: { quantity: number; refundedSeats: number; heldBefore: number; refundedAmount: number },
): SeatMoney => ({
  amountTotal: order.amountTotal,
  quantity: order.seats?.quantity || counts.quantity,
  // Orders made before the order recorded its price per seat: what it charged per seat.
  unitAmount:
    order.seats?.unitAmount ?? Math.floor(order.amountTotal / Math.max(1, order.seats?.quantity || counts.quantity)),
  before: Math.min(order.seats?.before ?? 0, counts.heldBefore),
  refundedAmount: counts.refundedAmount,
  refundedSeats: counts.refundedSeats,
})

/** Support refunds `seats` unused seats of a team order; see above. */
export async function refundUnusedSeats(payload: Payload, input: SeatRefundRequest) {
  const order = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 0, disableErrors: true })
  if (!order) throw new Refused(404, 'Pedido no encontrado', 'No existe ese pedido.')
  if (order.purpose !== 'team') throw refused('Este pedido no es de un equipo: no tiene plazas que reembolsar.')
  if (!paidNotFullyRefunded(order.status) || !order.paymentIntentId) {
    throw refused('Este pedido no está pagado o ya está reembolsado: no hay plazas que reembolsar.')
  }
  const log = purchaseLog(payload, { orderId: order.id, sessionId: order.stripeSessionId })
  // Stripe is read before anything is locked: what has gone back already decides what the last seats take.
  let existing: Stripe.Refund[]
  try {
    existing = await getStripe()
      .refunds.list({ payment_intent: order.paymentIntentId, limit: 100 })
      .autoPagingToArray({ limit: 1000 })
  } catch {
    throw refused('No se ha podido contactar con Stripe. Inténtalo de nuevo en unos minutos.')
  }
  const refundedAmount = live(existing).reduce((sum, r) => sum + r.amount, 0)
  const pricing = await orderSeatPricing(payload, order)
  const batch = `seat-refund:${order.id}:${randomUUID()}`
  const marked = await inTransaction(payload, async (req) => {
    const seats = await markSeatsRefunded(payload, req, {
      orderId: order.id,
      seats: input.seats,
      unusedSeen: input.unusedSeen,
      batch,
    })
    if (!seats.ok) throw refused(seats.message)
    const money = seatMoneyOf(order, {
      quantity: seats.quantity,
      refundedSeats: seats.refundedBefore,
      heldBefore: seats.heldBefore,
      refundedAmount,
    })
    const amount = seatRefundAmount(money, pricing, input.seats)
    if (amount <= 0)
      throw refused(refundedAmount >= order.amountTotal ? 'De este pedido no queda nada por reembolsar.' : NOTHING_BACK)
    if (typeof input.amountSeen === 'number' && input.amountSeen !== amount) {
      throw refused(
        `El importe de este reembolso cambió mientras tanto: ahora es ${formatExactAmount(amount)} (viste ${formatExactAmount(input.amountSeen)}). No se ha reembolsado nada; revisa el pedido y vuelve a intentarlo.`,
      )
    }
    const job: SeatRefundJob = {
      orderId: order.id,
      batch,
      seats: input.seats,
      amount,
      reason: input.reason,
      staff: input.staff.email,
    }
    // The safety net: if this process dies before Stripe answers, the job asks (the same batch, once).
    await enqueue(payload, { task: 'seat-refund', input: job, dedupeKey: batch, delayMs: 60_000 }, req)
    return { job, invited: seats.invited.length }
  })
  log.info(
    { batch, seats: input.seats, amount: marked.job.amount, by: input.staff.id },
    'support refunded unused seats',
  )
  const what = `${input.seats === 1 ? '1 plaza sin usar' : `${input.seats} plazas sin usar`} (${formatEuros(marked.job.amount)}) del pedido ${order.id}`
  const invited = marked.invited
    ? ` ${marked.invited === 1 ? 'La persona invitada a esa plaza recibe' : `Las ${marked.invited} personas invitadas a esas plazas reciben`} un email y su enlace ya no sirve.`
    : ''
  try {
    const done = await runSeatRefund(payload, marked.job)
    if (done.status === 'refused') throw refused(done.message)
    return {
      refundId: done.status === 'refunded' ? done.refundId : null,
      amount: marked.job.amount,
      seats: input.seats,
      message: `Reembolsadas ${what} a ${order.email}.${invited}`,
    }
  } catch (error) {
    if (error instanceof Refused) throw error
    log.warn({ batch, err: (error as Error).message }, 'seat refund: Stripe did not answer; the queued job retries')
    return {
      refundId: null,
      amount: marked.job.amount,
      seats: input.seats,
      message: `Plazas marcadas como reembolsadas: ${what}. Stripe no ha respondido; el reembolso se reintenta solo en unos minutos.${invited}`,
    }
  }
}

/**
 * The Stripe side of a seat refund, for the desk and for its queued job: safe to run any number of
 * times (a refund already made for the batch is found by its metadata; the idempotency key covers
 * concurrent runs). Stripe refusing for good gives the seats back. Transient errors are thrown.
 */
export async function runSeatRefund(
  payload: Payload,
  job: SeatRefundJob,
): Promise<{ status: 'refunded'; refundId: string } | { status: 'refused'; message: string } | { status: 'skipped' }> {
  const order = await payload.findByID({ collection: 'orders', id: job.orderId, depth: 0, disableErrors: true })
  if (!order?.paymentIntentId) return { status: 'skipped' }
  const stripe = getStripe()
  const log = purchaseLog(payload, { orderId: order.id, sessionId: order.stripeSessionId })
  const existing = await stripe.refunds
    .list({ payment_intent: order.paymentIntentId, limit: 100 })
    .autoPagingToArray({ limit: 1000 })
  let refund = existing.find((r) => r.metadata?.seat_batch === job.batch)
  if (!refund) {
    // Seats given back (Stripe refused before) are not refunded later by a retry.
    const { totalDocs } = await payload.count({
      collection: 'seats',
      where: { and: [{ refundId: { equals: job.batch } }, { status: { equals: 'refunded' } }] },
    })
    if (!totalDocs) return { status: 'skipped' }
    try {
      refund = await stripe.refunds.create(
        {
          payment_intent: order.paymentIntentId,
          amount: job.amount,
          metadata: {
            order_id: String(order.id),
            seats: String(job.seats),
            seat_batch: job.batch,
            reason: job.reason,
            ...(job.staff ? { staff: job.staff } : {}),
          },
        },
        { idempotencyKey: job.batch },
      )
    } catch (error) {
      if (!definitive(error)) throw error
      const restored = await restoreRefundedSeats(payload, [job.batch])
      log.warn(
        { batch: job.batch, restored, err: (error as Error).message },
        'Stripe refused a seat refund: the seats are given back',
      )
      const e = error as { code?: string }
      return {
        status: 'refused',
        message:
          e.code === 'amount_too_large' || e.code === 'charge_already_refunded'
            ? 'El importe supera lo que queda por reembolsar de este pedido en Stripe. No se ha reembolsado ninguna plaza.'
            : 'Stripe ha rechazado el reembolso. No se ha reembolsado ninguna plaza; revisa el pago en el panel de Stripe.',
      }
    }
  }
  await nameSeatRefund(payload, job.batch, refund.id)
  await emailRefundedSeats(payload, order, [job.batch, refund.id], refund.id)
  return { status: 'refunded', refundId: refund.id }
}

/**
 * Each invited person whose seat a refund took gets one e-mail (the job's key names seat and refund),
 * however often this runs.
 */
export async function emailRefundedSeats(
  payload: Payload,
  order: Pick<Order, 'email' | 'buyer'>,
  names: string[],
  refundId: string,
) {
  const { docs } = await payload.find({
    collection: 'seats',
    where: {
      and: [{ refundId: { in: names } }, { status: { equals: 'refunded' } }, { invitedEmail: { exists: true } }],
    },
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { invitedEmail: true },
  })
  if (!docs.length) return 0
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = seatRefundedEmail({
    ...emailSite(site),
    team: order.buyer?.businessName || order.email || 'tu empresa',
  })
  let queued = 0
  for (const seat of docs) {
    if (!seat.invitedEmail) continue
    if (
      await enqueueOnce(payload, {
        task: 'email',
        input: { message: { to: seat.invitedEmail, ...message } },
        dedupeKey: `seat-refunded:${seat.id}:${refundId}`,
      })
    )
      queued += 1
  }
  return queued
}
