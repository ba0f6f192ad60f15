import { describe, expect, it } from 'vitest'

import { coveredModules, heldAtOrder, orderCovers, type CoverageOrder } from '@/commerce/order-coverage'

// F0 free, F1–F5 on sale, F6 coming soon.
const catalogue = [
  { id: 10, free: true, comingSoon: false },
  ...[1, 2, 3, 4, 5].map((n) => ({ id: n, free: false, comingSoon: false })),
  { id: 6, free: false, comingSoon: true },
]
const released = catalogue.map((m) => (m.id === 6 ? { ...m, comingSoon: false } : m))
const ids = (modules: { id: number }[]) => modules.map((m) => m.id)
const complete = (over: Partial<CoverageOrder> = {}): CoverageOrder => ({
  productType: 'complete',
  modules: [1, 2, 3, 4, 5],
  refunds: [],
  ...over,
})

describe('what an order covers: what it sold, and for the complete course what shipped since', () => {
  it('a module order: its module, nothing else, whatever ships', () => {
    const order: CoverageOrder = { productType: 'module', modules: [3], refunds: [] }
    expect(ids(coveredModules(order, released, new Set()))).toEqual([3])
  })

  it('the complete course: its modules, then F6 once released; never a free module', () => {
    expect(ids(coveredModules(complete(), catalogue, new Set()))).toEqual([1, 2, 3, 4, 5])
    expect(ids(coveredModules(complete(), released, new Set()))).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('an upgrade covers only what it added and what shipped since: never what the buyer held before it', () => {
    const upgrade = complete({ modules: [2, 3, 4, 5] })
    expect(ids(coveredModules(upgrade, released, new Set([1])))).toEqual([2, 3, 4, 5, 6])
    // F6 granted by staff before the order: the order does not cover it either.
    expect(orderCovers(upgrade, released[6], new Set([1, 6]))).toBe(false)
  })

  it('a module a refund of this order took back is not covered again', () => {
    const order = complete({ refunds: [{ refundId: 're_1', amount: 1000, modules: [3] }] })
    expect(ids(coveredModules(order, released, new Set()))).toEqual([1, 2, 4, 5, 6])
  })
})

describe('held when the order was made', () => {
  const order = { id: 7, createdAt: '2026-11-20T10:00:00.000Z' }
  it('rows of other orders (or staff) active at that moment; not this order, not later, not revoked before', () => {
    const held = heldAtOrder(
      [
        { module: 1, order: 3, createdAt: '2026-11-19T10:00:00.000Z' },
        // revoked after the order was made: held then
        { module: 2, order: null, createdAt: '2026-11-19T10:00:00.000Z', revokedAt: '2026-11-21T10:00:00.000Z' },
        // revoked before: not held
        { module: 3, order: 4, createdAt: '2026-11-18T10:00:00.000Z', revokedAt: '2026-11-19T10:00:00.000Z' },
        // granted after: not held
        { module: 4, order: 9, createdAt: '2026-11-21T10:00:00.000Z' },
        // this order's own row
        { module: 5, order: 7, createdAt: '2026-11-19T10:00:00.000Z' },
      ],
      order,
    )
    expect([...held].sort()).toEqual([1, 2])
  })
})
