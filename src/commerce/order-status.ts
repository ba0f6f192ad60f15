import type { Order } from '@/payload-types'
import type { OrderStatus } from '@/orders/facts'

export type { OrderStatus }

/**
 * Orders only move forward: pending → paid → partially_refunded → refunded, and pending → expired.
 * (An expired order may still be paid: Stripe can report a payment for a session we had closed.)
 * A late or replayed event that would move an order back leaves it where it is.
 */
const RANK: Record<OrderStatus, number> = { pending: 0, expired: 1, paid: 2, partially_refunded: 3, refunded: 4 }

/** The status an order takes when an event asks for `requested`: the requested one, or the current one. */
export function advanceOrderStatus(current: OrderStatus, requested: OrderStatus): OrderStatus {
  return RANK[requested] > RANK[current] ? requested : current
}

/** What became of a refund recorded on an order (rows recorded before statuses existed count as succeeded). */
export type RecordedRefundStatus = NonNullable<NonNullable<Order['refunds']>[number]['status']>

/** A refund whose money went back to the buyer: only these revoke, count as refunded and are invoiced. */
export const refundSucceeded = (row: { status?: RecordedRefundStatus | null }) =>
  !row.status || row.status === 'succeeded'

/** A refund that takes (or will take) the money: pending or succeeded, not failed or canceled. */
export const refundTakesMoney = (row: { status?: RecordedRefundStatus | null }) =>
  row.status !== 'failed' && row.status !== 'canceled'

/**
 * An order's status from its refunds that went through: refunded, partially refunded, or paid again
 * when the only refunds failed. (Refund rows only move forward — pending → succeeded → failed — so a
 * late event cannot undo a newer one; a failed refund is the one way back, because the money stayed.)
 */
export function statusFromRefunds(
  amountTotal: number,
  rows: Array<{ amount: number; status?: RecordedRefundStatus | null }>,
): OrderStatus {
  const back = rows.filter(refundSucceeded).reduce((sum, r) => sum + r.amount, 0)
  if (back >= amountTotal && back > 0) return 'refunded'
  return back > 0 ? 'partially_refunded' : 'paid'
}
