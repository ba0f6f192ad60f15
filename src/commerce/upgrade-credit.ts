/**
 * Upgrade credit (decisions.md, "Buying beyond the basics"): a buyer who owns some paid modules pays the
 * complete course's price minus what they actually paid for the paid modules they still own, never below
 * Stripe's minimum charge. Refunded modules give no credit (their entitlement is revoked, and the refunded
 * money is taken off what the order paid); staff grants give none (no order paid for them). Owners of every
 * module on sale are never offered the course. The order keeps the credit and the purchases it came from.
 *
 * The arithmetic below is pure (whole cents, tests/unit/upgrade-credit.test.ts); `loadUpgradeOffer` reads
 * the owner's entitlements and their orders and hands them to it.
 */
import { PAID_NOT_FULLY_REFUNDED, paidNotFullyRefunded } from '@/orders/facts'
import type { Payload } from 'payload'

import { guestMay, type GuestProof } from '@/entitlements/credentials'
import { ownedRows, rowsOf, type OwnedRow as EntitlementRow, type Owner } from '@/entitlements/ownership'
import type { Module, Order, PricingPlan } from '@/payload-types'

import { refundTakesMoney } from './order-status'
import { completePlan, MIN_PRICE_CENTS, purchasable } from '@/content/prices'
import { idOf } from '@/content/ids'

/** An active entitlement of the buyer (account or guest e-mail). */
export type OwnedRow = Pick<EntitlementRow, 'module' | 'source' | 'order'>

/** What an order paid, as far as the credit is concerned. */
export interface CreditOrder {
  id: number
  status: Order['status']
  amountTotal: number
  /** the modules the order charged for (a one-module order: one; the complete course: those it added) */
  modules: number[]
  refunds: { amount: number; modules: number[] }[]
}

/** One purchase a credit came from: this much of that order paid for that module. */
export interface CreditSource {
  order: number
  module: number
  amount: number
}

/**
 * What the buyer actually paid, per module they still own. Per order: what it charged less what was
 * refunded, shared evenly among its modules not refunded (whole cents; when the buyer still owns all of
 * them, the last takes the remainder so the shares add up to the order's net amount exactly).
 */
export function creditSources(rows: OwnedRow[], orders: Map<number, CreditOrder>): CreditSource[] {
  const byOrder = new Map<number, Set<number>>()
  for (const row of rows) {
    // staff grants were never paid for; a seat (team or gift) was paid by somebody else
    if (row.source === 'staff-grant' || row.source === 'seat' || row.order === null) continue
    const set = byOrder.get(row.order) ?? new Set<number>()
    set.add(row.module)
    byOrder.set(row.order, set)
  }
  const sources: CreditSource[] = []
  for (const [orderId, ownedFromOrder] of [...byOrder].sort((a, b) => a[0] - b[0])) {
    const order = orders.get(orderId)
    if (!order || !paidNotFullyRefunded(order.status)) continue
    const refunded = new Set(order.refunds.flatMap((r) => r.modules))
    const held = [...new Set(order.modules)].filter((m) => !refunded.has(m)).sort((a, b) => a - b)
    const net = order.amountTotal - order.refunds.reduce((sum, r) => sum + r.amount, 0)
    if (!held.length || net <= 0) continue
    const share = Math.floor(net / held.length)
    const owned = held.filter((m) => ownedFromOrder.has(m))
    owned.forEach((module, i) => {
      const last = owned.length === held.length && i === owned.length - 1
      sources.push({ order: orderId, module, amount: last ? net - share * (held.length - 1) : share })
    })
  }
  return sources
}

export interface UpgradeQuote {
  /** the complete course's price */
  listPrice: number
  /** the credit applied (at most what keeps the price at the minimum charge) */
  credit: number
  /** what the complete course costs this buyer */
  amount: number
  sources: CreditSource[]
  /** the modules on sale the buyer does not own: what the upgrade adds */
  adds: number[]
}

/** The price after the credit: never below Stripe's minimum charge (nor above the price itself). */
export function applyCredit(listPrice: number, available: number): { credit: number; amount: number } {
  const credit = Math.max(0, Math.min(available, listPrice - MIN_PRICE_CENTS))
  return { credit, amount: listPrice - credit }
}

/**
 * The complete course for this buyer: null when they own every module on sale (never offered);
 * otherwise its price less the credit of what they own.
 */
export function upgradeQuote(
  listPrice: number,
  onSale: number[],
  owned: Set<number>,
  sources: CreditSource[],
): UpgradeQuote | null {
  if (onSale.length > 0 && onSale.every((m) => owned.has(m))) return null
  const counted = sources.filter((s) => owned.has(s.module))
  const { credit, amount } = applyCredit(
    listPrice,
    counted.reduce((sum, s) => sum + s.amount, 0),
  )
  return { listPrice, credit, amount, sources: credit > 0 ? counted : [], adds: onSale.filter((m) => !owned.has(m)) }
}

/** Whose purchases count: the signed-in account and/or the e-mail of this browser's valid guest link. */
export type CreditOwner = Owner

/**
 * The buyer's active entitlements and the orders behind them, read for the credit. `held`: entitlements
 * the caller already read for this owner or a wider one (a page's viewer), else they are read here.
 */
export async function loadCreditRows(
  payload: Payload,
  owner: CreditOwner,
  held?: EntitlementRow[],
): Promise<{ rows: OwnedRow[]; orders: Map<number, CreditOrder> }> {
  const rows: OwnedRow[] = held ? rowsOf(held, owner) : await ownedRows(payload, owner)
  if (!rows.length) return { rows: [], orders: new Map() }
  const orderIds = [...new Set(rows.map((r) => r.order).filter((id): id is number => id !== null))]
  const orders = new Map<number, CreditOrder>()
  if (orderIds.length) {
    const found = await payload.find({
      collection: 'orders',
      where: { id: { in: orderIds } },
      depth: 0,
      limit: orderIds.length,
      pagination: false,
      overrideAccess: true,
      select: { status: true, amountTotal: true, modules: true, refunds: true },
    })
    for (const o of found.docs) {
      orders.set(o.id, {
        id: o.id,
        status: o.status,
        amountTotal: o.amountTotal,
        modules: (o.modules ?? []).map((m) => Number(idOf(m))),
        refunds: (o.refunds ?? [])
          .filter(refundTakesMoney)
          .map((r) => ({ amount: r.amount, modules: (r.modules ?? []).map((m) => Number(idOf(m))) })),
      })
    }
  }
  return { rows, orders }
}

/** The complete course as this buyer sees it (see upgradeQuote), from the database. */
export async function loadUpgradeQuote(
  payload: Payload,
  owner: CreditOwner,
  catalogue: { listPrice: number; onSale: Pick<Module, 'id'>[] },
  held?: EntitlementRow[],
): Promise<UpgradeQuote | null> {
  const { rows, orders } = await loadCreditRows(payload, owner, held)
  const owned = new Set(rows.map((r) => r.module))
  return upgradeQuote(
    catalogue.listPrice,
    catalogue.onSale.map((m) => m.id),
    owned,
    creditSources(rows, orders),
  )
}

/**
 * The complete course as the pages offer it to a known visitor (account, or guest link without one):
 * null when there is no complete plan or they own every module on sale; `credit` 0 when nothing counts.
 */
export async function upgradeOfferFor(
  payload: Payload,
  viewer: { user: { id: number } | null; guest: { email: string; proof: GuestProof } | null; rows?: EntitlementRow[] },
  catalogue: { plans: PricingPlan[]; modules: Module[] },
): Promise<UpgradeQuote | null> {
  const plan = completePlan(catalogue.plans)
  // A checkout browser's grant proves one order: the address's purchases give it no credit.
  const guest = viewer.guest && guestMay(viewer.guest.proof, 'checkout-as') ? viewer.guest : null
  if (!plan || (!viewer.user && !guest)) return null
  const owner = { userId: viewer.user?.id ?? null, guestEmail: viewer.user ? null : (guest?.email ?? null) }
  return loadUpgradeQuote(
    payload,
    owner,
    { listPrice: plan.price, onSale: purchasable(catalogue.modules) },
    viewer.rows,
  )
}

/** An order that took a purchase's credit off its price and still stands: it may be paid, or is. */
export interface CreditUse {
  /** the order whose price the credit lowered (the complete course) */
  orderId: number
  /** still a checkout (its session may be paid within 24 hours) rather than a paid order */
  pending: boolean
}

/** Statuses of an order whose credit is spent (or may be, once its open session is paid). */
export const CREDIT_SPENDING_STATUSES: Order['status'][] = ['pending', ...PAID_NOT_FULLY_REFUNDED]

/** Whether an order that used a credit still spends it: not expired, refunded in full or withdrawn. */
export const spendsCredit = (o: Pick<Order, 'status' | 'withdrawal'>) =>
  CREDIT_SPENDING_STATUSES.includes(o.status) && !o.withdrawal?.requestedAt

/**
 * For each of these orders, the standing order that spent its credit, if any. A purchase whose credit
 * was spent cannot be withdrawn or refunded apart from the order that used it (refunding it would pay
 * the credit twice); once that order is refunded or withdrawn, it can.
 */
export async function creditUses(payload: Payload, sourceOrderIds: number[]): Promise<Map<number, CreditUse>> {
  const uses = new Map<number, CreditUse>()
  if (!sourceOrderIds.length) return uses
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [{ 'pricing.creditFrom.sourceOrder': { in: sourceOrderIds } }, { status: { in: CREDIT_SPENDING_STATUSES } }],
    },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    sort: 'id',
  })
  for (const order of docs.filter(spendsCredit)) {
    for (const source of order.pricing?.creditFrom ?? []) {
      const id = source.sourceOrder ? Number(idOf(source.sourceOrder)) : null
      if (id && sourceOrderIds.includes(id) && !uses.has(id))
        uses.set(id, { orderId: order.id, pending: order.status === 'pending' })
    }
  }
  return uses
}
