/**
 * What an order sold, and so all it may ever grant (at payment, on every replay of fulfilment, when a
 * module is released or published again): a module order, its module; the complete course, the modules
 * it charged for (an upgrade: only those the buyer did not own) and every paid module released since —
 * never a module the buyer already held when the order was made (paid, credited or granted elsewhere:
 * it stays with its own order and goes back with it), nor one a refund of this order took back.
 *
 * Pure (tests/unit/order-coverage.test.ts); `src/commerce/fulfilment.ts` reads the rows and calls it.
 */
import type { Entitlement, Module, Order } from '@/payload-types'

import { refundSucceeded } from './order-status'
import { idOf } from '@/content/ids'

type Ref = number | { id: number } | null | undefined

/** One entitlement row of the buyer, as far as "held before the order" is concerned. */
export interface HeldRow {
  module: number
  order: number | null
  createdAt: string
  revokedAt?: string | null
}

/** Modules the buyer held, through another order or a staff grant, at the moment the order was made. */
export function heldAtOrder(rows: HeldRow[], order: { id: number; createdAt: string }): Set<number> {
  const at = new Date(order.createdAt).getTime()
  return new Set(
    rows
      .filter(
        (r) =>
          r.order !== order.id &&
          new Date(r.createdAt).getTime() < at &&
          (!r.revokedAt || new Date(r.revokedAt).getTime() > at),
      )
      .map((r) => r.module),
  )
}

/** Modules of the order that a refund has already taken back (a pending or failed refund takes nothing). */
export function refundedModuleIds(order: Pick<Order, 'refunds'>): Set<number> {
  return new Set(
    (order.refunds ?? [])
      .filter(refundSucceeded)
      .flatMap((r) => (r.modules ?? []).map((m) => idOf(m as Ref) as number)),
  )
}

export type CoverageOrder = Pick<Order, 'productType' | 'modules' | 'refunds'>
export type CoverageModule = Pick<Module, 'id' | 'free' | 'comingSoon'>

/** Whether the order covers this module now (see above); `held`: modules held when it was made. */
export function orderCovers(order: CoverageOrder, module: CoverageModule, held: Set<number>): boolean {
  if (refundedModuleIds(order).has(module.id)) return false
  const sold = (order.modules ?? []).some((m) => idOf(m as Ref) === module.id)
  if (sold || order.productType !== 'complete') return sold
  return !module.free && !module.comingSoon && !held.has(module.id)
}

/** The catalogue's modules the order covers now, in catalogue order. */
export const coveredModules = <M extends CoverageModule>(
  order: CoverageOrder,
  catalogue: M[],
  held: Set<number>,
): M[] => catalogue.filter((m) => orderCovers(order, m, held))

/** An entitlement row as the coverage rules read it. */
export const heldRow = (e: Pick<Entitlement, 'module' | 'order' | 'createdAt' | 'revokedAt'>): HeldRow => ({
  module: idOf(e.module as number | { id: number }) as number,
  order: (idOf(e.order as number | { id: number } | null) as number | undefined) ?? null,
  createdAt: e.createdAt,
  revokedAt: e.revokedAt,
})
