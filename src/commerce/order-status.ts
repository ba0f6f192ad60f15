import type { Order } from '@/payload-types'

export type OrderStatus = Order['status']

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

/** Only paid, not fully refunded orders grant modules (at purchase and when a module is released). */
export const orderGrantsModules = (status: OrderStatus) => status === 'paid' || status === 'partially_refunded'
