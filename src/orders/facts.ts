/**
 * What an order is, named once: the facts the checkout, fulfilment, refunds, seats, gifts, invoices and
 * the support desk ask of an order. Plain functions of the order's fields, no I/O; where a query needs the
 * same fact, the status lists (for Payload's `in`) and `statusSql` (for raw SQL) come from here too.
 */
import type { Order } from '@/payload-types'

export type OrderStatus = Order['status']

/** Paid and not fully refunded: the money is (at least partly) still ours, so the order holds what it bought. */
export const PAID_NOT_FULLY_REFUNDED: OrderStatus[] = ['paid', 'partially_refunded']

/** Was paid: the order took money at some point, whatever was refunded since. */
export const WAS_PAID: OrderStatus[] = ['paid', 'partially_refunded', 'refunded']

export const paidNotFullyRefunded = (status: OrderStatus) => PAID_NOT_FULLY_REFUNDED.includes(status)

export const wasPaid = (status: OrderStatus) => WAS_PAID.includes(status)

/** Some money went back: refunded in part or in full. */
export const hasRefunds = (status: OrderStatus) => status === 'partially_refunded' || status === 'refunded'

/** Buys seats: a team's or a gift's order opens seats instead of granting its buyer (src/teams/open-seats.ts). */
export const buysSeats = (order: Pick<Order, 'purpose'>) => order.purpose === 'team' || order.purpose === 'gift'

/** Grants now: paid, not fully refunded and not withdrawn (a withdrawn order grants nothing again). */
export const grantsNow = (order: Pick<Order, 'status'> & { withdrawal?: { requestedAt?: string | null } | null }) =>
  paidNotFullyRefunded(order.status) && !order.withdrawal?.requestedAt

/**
 * The SQL condition "`column` is one of `statuses`", for raw queries (`sql.raw(...)`): the statuses are
 * this module's own constants, never input.
 */
export const statusSql = (statuses: readonly OrderStatus[], column = 'status') =>
  `${column} IN (${statuses.map((s) => `'${s}'`).join(', ')})`
