import { describe, expect, it } from 'vitest'

import { applyCredit, creditSources, upgradeQuote, type CreditOrder, type OwnedRow } from '@/commerce/upgrade-credit'

const order = (o: Partial<CreditOrder> & Pick<CreditOrder, 'id' | 'amountTotal' | 'modules'>): CreditOrder => ({
  status: 'paid',
  refunds: [],
  ...o,
})
const orders = (...list: CreditOrder[]) => new Map(list.map((o) => [o.id, o]))
const row = (module: number, order: number | null, source: OwnedRow['source'] = 'purchase'): OwnedRow => ({
  module,
  order,
  source,
})

describe('upgrade credit: what the buyer actually paid for the modules they still own', () => {
  it('one-module orders credit what each charged (a promotion code included: what was paid)', () => {
    const sources = creditSources(
      [row(1, 10), row(2, 11)],
      orders(order({ id: 10, amountTotal: 1000, modules: [1] }), order({ id: 11, amountTotal: 850, modules: [2] })),
    )
    expect(sources).toEqual([
      { order: 10, module: 1, amount: 1000 },
      { order: 11, module: 2, amount: 850 },
    ])
  })

  it('staff grants and rows without an order give nothing', () => {
    expect(
      creditSources(
        [row(1, null, 'staff-grant'), row(2, 12, 'staff-grant')],
        orders(order({ id: 12, amountTotal: 1000, modules: [2] })),
      ),
    ).toEqual([])
  })

  it('a seat of a team or a gift gives its holder no credit: somebody else paid for it (issue 28)', () => {
    // a team order of 5 seats of F2 (450 €): the holder of one seat is not credited the team's payment
    expect(creditSources([row(2, 30, 'seat')], orders(order({ id: 30, amountTotal: 45000, modules: [2] })))).toEqual([])
  })

  it('orders not paid (pending, expired, refunded) give nothing', () => {
    for (const status of ['pending', 'expired', 'refunded'] as const) {
      expect(creditSources([row(1, 10)], orders(order({ id: 10, amountTotal: 1000, modules: [1], status })))).toEqual(
        [],
      )
    }
  })

  it('a refunded module gives no credit, and refunded money is taken off what the order paid', () => {
    const bundle = order({
      id: 20,
      amountTotal: 1000,
      modules: [1, 2, 3],
      status: 'partially_refunded',
      refunds: [{ amount: 333, modules: [3] }],
    })
    // module 3 was refunded (its entitlement revoked: not among the rows); 1 and 2 share 667
    expect(creditSources([row(1, 20, 'bundle'), row(2, 20, 'bundle')], orders(bundle))).toEqual([
      { order: 20, module: 1, amount: 333 },
      { order: 20, module: 2, amount: 334 },
    ])
    // a goodwill refund (no module) lowers what a one-module order paid
    const goodwill = order({
      id: 21,
      amountTotal: 1000,
      modules: [4],
      status: 'partially_refunded',
      refunds: [{ amount: 250, modules: [] }],
    })
    expect(creditSources([row(4, 21)], orders(goodwill))).toEqual([{ order: 21, module: 4, amount: 750 }])
  })

  it('shares of an order in whole cents: the last owned module takes the remainder only when all are owned', () => {
    const o = order({ id: 30, amountTotal: 1000, modules: [1, 2, 3] })
    expect(creditSources([row(1, 30), row(2, 30), row(3, 30)], orders(o)).map((s) => s.amount)).toEqual([333, 333, 334])
    expect(creditSources([row(1, 30), row(2, 30)], orders(o)).map((s) => s.amount)).toEqual([333, 333])
  })

  it('modules an order granted without charging for them (a module released later) give nothing', () => {
    expect(
      creditSources([row(6, 40, 'bundle')], orders(order({ id: 40, amountTotal: 5000, modules: [1, 2, 3, 4, 5] }))),
    ).toEqual([])
  })
})

describe('upgrade price: never below 0,50 €, never offered to owners of every module on sale', () => {
  it('the price minus the credit', () => {
    expect(applyCredit(5000, 2000)).toEqual({ credit: 2000, amount: 3000 })
    expect(applyCredit(5000, 0)).toEqual({ credit: 0, amount: 5000 })
  })

  it('floors at the minimum charge: the credit is cut, not the floor', () => {
    expect(applyCredit(5000, 4980)).toEqual({ credit: 4950, amount: 50 })
    expect(applyCredit(5000, 9999)).toEqual({ credit: 4950, amount: 50 })
    expect(applyCredit(40, 10)).toEqual({ credit: 0, amount: 40 })
  })

  it('owners of every module on sale get no offer; others pay the difference and the order adds what they lack', () => {
    const onSale = [1, 2, 3, 4, 5]
    expect(upgradeQuote(5000, onSale, new Set(onSale), [])).toBeNull()
    const sources = [
      { order: 10, module: 1, amount: 1000 },
      { order: 11, module: 2, amount: 1000 },
    ]
    expect(upgradeQuote(5000, onSale, new Set([1, 2]), sources)).toEqual({
      listPrice: 5000,
      credit: 2000,
      amount: 3000,
      sources,
      adds: [3, 4, 5],
    })
  })

  it('a staff-granted module is owned (not added) but gives no credit', () => {
    const quote = upgradeQuote(5000, [1, 2, 3, 4, 5], new Set([1, 2]), [{ order: 10, module: 1, amount: 1000 }])
    expect(quote).toMatchObject({ credit: 1000, amount: 4000, adds: [3, 4, 5] })
  })
})
