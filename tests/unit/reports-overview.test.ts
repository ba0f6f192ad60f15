import { describe, expect, it } from 'vitest'

import { addDays, overview, periodStart, type InvoiceGroup } from '@/reports/overview'

const today = '2026-11-25'
const g = (over: Partial<InvoiceGroup>): InvoiceGroup => ({
  day: today,
  kind: 'invoice',
  product: 'F1',
  code: null,
  country: 'ES',
  rate: 21,
  count: 1,
  net: 826,
  tax: 174,
  total: 1000,
  ...over,
})

describe('business overview', () => {
  it('counts Madrid days back from today, month ends and leap days included', () => {
    expect(periodStart(today, 1)).toBe(today)
    expect(periodStart(today, 7)).toBe('2026-11-19')
    expect(periodStart(today, 30)).toBe('2026-10-27')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
  })

  it('splits sales and refunds per period, by product and code, net of VAT, and VAT per country and rate', () => {
    const o = overview({
      today,
      invoices: [
        g({}),
        g({
          product: 'complete',
          code: 'BLACK',
          country: 'FR',
          rate: 20,
          count: 2,
          net: 8334,
          tax: 1666,
          total: 10000,
        }),
        g({ kind: 'rectifying', net: -826, tax: -174, total: -1000 }),
        g({ day: '2026-11-20', product: 'F3', count: 3, net: 2478, tax: 522, total: 3000 }),
        g({ day: '2026-10-27', product: 'F3', net: 826, tax: 174, total: 1000 }),
        // 31 days ago: outside every period
        g({ day: '2026-10-26', net: 99999, tax: 1, total: 100000 }),
      ],
      checkouts: [
        { day: today, started: 4, paid: 3 },
        { day: '2026-11-01', started: 6, paid: 1 },
      ],
      certificates: [{ day: '2026-11-24', count: 2 }],
      jobs: { queued: 5, failed: 1 },
    })
    const [day, week, month] = o.periods
    expect(day.sales).toEqual({ count: 3, net: 9160, tax: 1840, total: 11000 })
    expect(day.refunds).toEqual({ count: 1, net: -826, tax: -174, total: -1000 })
    expect(day.balance).toEqual({ count: 4, net: 8334, tax: 1666, total: 10000 })
    expect(day.byProduct.map((b) => [b.key, b.net, b.salesNet, b.refundsNet, b.orders])).toEqual([
      ['Curso completo', 8334, 8334, 0, 2],
      ['F1', 0, 826, -826, 1],
    ])
    expect(day.byCode.map((b) => [b.key, b.net])).toEqual([
      ['BLACK', 8334],
      ['Sin código', 0],
    ])
    expect(day.vat).toEqual([
      { country: 'ES', rate: 21, net: 0, tax: 0 },
      { country: 'FR', rate: 20, net: 8334, tax: 1666 },
    ])
    expect(day.checkouts).toEqual({ started: 4, paid: 3, conversion: 0.75 })
    expect(day.certificates).toBe(0)
    expect(week.sales.net).toBe(9160 + 2478)
    expect(week.certificates).toBe(2)
    expect(month.sales.net).toBe(9160 + 2478 + 826)
    expect(month.checkouts).toEqual({ started: 10, paid: 4, conversion: 0.4 })
    expect(o.daily).toHaveLength(30)
    expect(o.daily[0]).toEqual({ day: '2026-10-27', sales: 8.26, refunds: 0 })
    expect(Object.is(o.daily[1].refunds, 0)).toBe(true)
    expect(o.daily.at(-1)).toEqual({ day: today, sales: 91.6, refunds: 8.26 })
    expect(o.jobs).toEqual({ queued: 5, failed: 1 })
  })

  it('has no conversion without checkouts', () => {
    const o = overview({ today, invoices: [], checkouts: [], certificates: [], jobs: { queued: 0, failed: 0 } })
    expect(o.periods[0].checkouts.conversion).toBeNull()
    expect(o.periods[2].byProduct).toEqual([])
  })
})
