/**
 * Support refunds a team order's unused seats (issue 28, item 3): which seats, what they cost, and the
 * one transaction that marks them. Stripe's refund and the rectifying invoice are commerce's
 * (src/commerce/seat-refund.ts); this module only touches seats.
 *
 * - Only unused seats are refunded: free ones first (nobody is affected), then invitations nobody
 *   accepted, the newest first — the people invited first are the team the manager planned, later
 *   invitations fill what was left, so the oldest invitation is the last to go. Claimed seats are never
 *   refunded (a claimed but unused one can be moved by the manager instead).
 * - What stays is priced again at the tier its count reaches (src/teams/pricing.ts): 50 seats at 35 €
 *   less 49 leave one seat at the price of one alone. The refund is what was paid less that price (and
 *   less what went back before), never negative; the last unused seat of an order takes what is left.
 * - The desk says how many unused seats it saw; the statement refunds only if that is still true. Two
 *   stale tabs (or a double click) therefore refund once, and a seat claimed after the desk opened is
 *   never refunded: the request is refused with the figures as they are now.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { statementPool } from '@/database/statement-pool'
import { transactionDb } from '@/database/transaction'

import { tierFor, type SeatPricing } from './pricing'

export interface UnusedSeat {
  id: number
  status: 'free' | 'invited'
  invitedAt?: string | Date | null
}

const time = (value: UnusedSeat['invitedAt']) => (value ? new Date(value).getTime() : 0)

/** The seats to refund, in order: free ones (oldest first), then invitations, the newest first. */
export function seatsToRefund(unused: UnusedSeat[], n: number): number[] {
  const free = unused.filter((s) => s.status === 'free').sort((a, b) => a.id - b.id)
  const invited = unused
    .filter((s) => s.status === 'invited')
    .sort((a, b) => time(b.invitedAt) - time(a.invitedAt) || b.id - a.id)
  return [...free, ...invited].slice(0, Math.max(0, n)).map((s) => s.id)
}

export interface SeatMoney {
  /** what the order charged, in cents */
  amountTotal: number
  /** seats the order paid for */
  quantity: number
  /** cents per seat before the promotion code: the tier the order reached */
  unitAmount: number
  /** seats of the team counted below this order's: those its earlier orders still hold (never more than the order recorded) */
  before: number
  /** what has gone back already (or is going back: pending refunds), in cents */
  refundedAmount: number
  /** the order's seats refunded before this refund */
  refundedSeats: number
}

/**
 * What refunding `n` more seats gives back, in cents. What the order keeps is priced again: its seats at
 * the tier that `before` + the kept seats reach (never cheaper per seat than the order charged: a tier
 * lost is not a discount gained), less the share the promotion code took off the order. The refund
 * is what was paid less that price less what went back before: never negative, never more than is
 * left. The order's last seats take what is left.
 */
export function seatRefundAmount(order: SeatMoney, pricing: SeatPricing, n: number): number {
  const remaining = Math.max(0, order.amountTotal - order.refundedAmount)
  if (order.quantity <= 0 || n <= 0) return 0
  const kept = order.quantity - order.refundedSeats - n
  if (kept <= 0) return remaining
  const unit = Math.max(order.unitAmount, tierFor(pricing, Math.max(0, order.before) + kept).pricePerSeat)
  const list = order.unitAmount * order.quantity
  // The code's share: what was charged over the list price (percentage codes exactly; fixed ones in the buyer's favour).
  const keptPrice = list > 0 ? Math.round((kept * unit * order.amountTotal) / list) : 0
  return Math.min(remaining, Math.max(0, order.amountTotal - order.refundedAmount - keptPrice))
}

/** What refunding 1, 2, … `unused` seats gives back (index 0: one seat), for the desk to show before confirming. */
export const seatRefundAmounts = (order: SeatMoney, pricing: SeatPricing, unused: number) =>
  Array.from({ length: Math.max(0, unused) }, (_, i) => seatRefundAmount(order, pricing, i + 1))

/** Why a refund of seats that gives nothing back is refused (what stays loses its volume price), in Spanish. */
export const NOTHING_BACK =
  'Con las plazas que quedan el pedido baja de tramo y su precio por plaza sube: reembolsar estas plazas no devuelve nada. Reembolsa más plazas o ninguna.'

/** Why the desk's request cannot go ahead, in Spanish; null when it can. */
export function seatRefundIssue(n: number, unusedNow: number, unusedSeen: number): string | null {
  if (unusedNow !== unusedSeen) {
    return `Las plazas de este pedido cambiaron mientras tanto: ahora quedan ${unusedNow} sin usar (viste ${unusedSeen}). No se ha reembolsado nada; revisa el pedido y vuelve a intentarlo.`
  }
  if (unusedNow === 0) return 'Este pedido no tiene plazas sin usar: las plazas aceptadas no se reembolsan.'
  if (!Number.isInteger(n) || n < 1 || n > unusedNow) return `Indica cuántas plazas reembolsar: entre 1 y ${unusedNow}.`
  return null
}

export type MarkedSeats =
  | {
      ok: true
      seatIds: number[]
      invited: Array<{ seatId: number; email: string }>
      refundedBefore: number
      quantity: number
      heldBefore: number
    }
  | { ok: false; message: string }

/**
 * Inside the caller's transaction: locks the order's unused seats (in id order, so concurrent callers
 * queue instead of deadlocking; each wait bounded by `lock_timeout`), checks the desk's figure and
 * marks `n` of them refunded with `refund_id = batch` (Stripe's refund id replaces it once Stripe
 * answers). A claim waiting on one of these rows then finds it refunded; one committed first has taken
 * its seat out of the set, and the figure no longer matches.
 */
export async function markSeatsRefunded(
  payload: Payload,
  req: PayloadRequest,
  input: { orderId: number; seats: number; unusedSeen: number; batch: string },
): Promise<MarkedSeats> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute(sql`
    SELECT id, status, invited_at FROM seats WHERE order_id = ${input.orderId} AND status IN ('free', 'invited') ORDER BY id FOR UPDATE`)
  const unused = rows.map((r) => ({
    id: Number(r.id),
    status: r.status as UnusedSeat['status'],
    invitedAt: r.invited_at as string | null,
  }))
  const issue = seatRefundIssue(input.seats, unused.length, input.unusedSeen)
  if (issue) return { ok: false, message: issue }
  const ids = seatsToRefund(unused, input.seats)
  const { rows: counted } = await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'refunded')::int AS refunded, count(*)::int AS total FROM seats WHERE order_id = ${input.orderId}`)
  const heldBefore = await heldByEarlierOrders(payload, req, input.orderId)
  const { rows: marked } = await db.execute(sql`
    UPDATE seats SET status = 'refunded', refunded_at = now(), refund_id = ${input.batch}, updated_at = now()
    WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND status IN ('free', 'invited')
    RETURNING id, invited_email`)
  if (marked.length !== ids.length) throw new Error('seats changed under their lock')
  return {
    ok: true,
    seatIds: ids,
    invited: marked
      .filter((r) => r.invited_email)
      .map((r) => ({ seatId: Number(r.id), email: String(r.invited_email) })),
    refundedBefore: Number(counted[0]?.refunded ?? 0),
    quantity: Number(counted[0]?.total ?? 0),
    heldBefore,
  }
}

/**
 * Seats the team still holds from its orders before this one (refunded ones not counted): with this
 * order's kept seats, the count a refund prices what stays at. Later orders never lowered an earlier
 * one's price (src/teams/pricing.ts), so they do not count here either.
 */
export async function heldByEarlierOrders(payload: Payload, req: PayloadRequest, orderId: number): Promise<number> {
  const { rows } = await (
    await transactionDb(payload, req)
  ).execute(sql`
    SELECT count(*)::int AS held FROM seats
    WHERE team_id = (SELECT team_id FROM seats WHERE order_id = ${orderId} LIMIT 1) AND order_id < ${orderId} AND status <> 'refunded'`)
  return Number(rows[0]?.held ?? 0)
}

/** Stripe's refund id replaces the batch's name on its seats (idempotent). */
export async function nameSeatRefund(payload: Payload, batch: string, refundId: string) {
  const { rows } = await statementPool(payload).query(
    `UPDATE seats SET refund_id = $2, updated_at = now() WHERE refund_id = $1 AND status = 'refunded' RETURNING id`,
    [batch, refundId],
  )
  return rows.length
}

/**
 * The money of a seat refund did not go back (Stripe refused it, or reported it failed): its seats are
 * what they were before — invited if they kept an address, free otherwise — and their links work again.
 */
export async function restoreRefundedSeats(payload: Payload, names: string[]) {
  if (!names.length) return 0
  const { rows } = await statementPool(payload).query(
    `UPDATE seats SET status = CASE WHEN invited_email IS NULL THEN 'free'::enum_seats_status ELSE 'invited'::enum_seats_status END,
       refunded_at = NULL, refund_id = NULL, updated_at = now()
     WHERE refund_id = ANY($1::text[]) AND status = 'refunded'
     RETURNING id`,
    [names],
  )
  return rows.length
}

/**
 * An order refunded in full (e.g. from Stripe's dashboard) leaves no seat to claim: its unused seats
 * are marked refunded with that refund's id. Claimed seats keep their holders. Returns the invitations
 * that died, for their e-mails.
 */
export async function refundRemainingSeats(payload: Payload, orderId: number, refundId: string) {
  const { rows } = await statementPool(payload).query<{ id: number; invited_email: string | null }>(
    `UPDATE seats SET status = 'refunded', refunded_at = now(), refund_id = $2, updated_at = now()
     WHERE order_id = $1 AND status IN ('free', 'invited')
     RETURNING id, invited_email`,
    [orderId, refundId],
  )
  return rows.filter((r) => r.invited_email).map((r) => ({ seatId: Number(r.id), email: String(r.invited_email) }))
}
