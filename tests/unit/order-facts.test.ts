import { describe, expect, it } from 'vitest'

import {
  buysSeats,
  grantsNow,
  hasRefunds,
  paidNotFullyRefunded,
  PAID_NOT_FULLY_REFUNDED,
  statusSql,
  wasPaid,
  WAS_PAID,
  type OrderStatus,
} from '@/orders/facts'

const ALL: OrderStatus[] = ['pending', 'expired', 'paid', 'partially_refunded', 'refunded']

describe('order facts', () => {
  it('paid and not fully refunded: paid or partially refunded', () => {
    expect(ALL.filter(paidNotFullyRefunded)).toEqual(['paid', 'partially_refunded'])
    expect(ALL.filter(paidNotFullyRefunded)).toEqual(PAID_NOT_FULLY_REFUNDED)
  })

  it('was paid: took money at some point, whatever was refunded since', () => {
    expect(ALL.filter(wasPaid)).toEqual(['paid', 'partially_refunded', 'refunded'])
    expect(ALL.filter(wasPaid)).toEqual(WAS_PAID)
  })

  it('has refunds: refunded in part or in full', () => {
    expect(ALL.filter(hasRefunds)).toEqual(['partially_refunded', 'refunded'])
  })

  it('buys seats: a team or a gift, never a purchase for oneself', () => {
    expect(buysSeats({ purpose: 'team' })).toBe(true)
    expect(buysSeats({ purpose: 'gift' })).toBe(true)
    expect(buysSeats({ purpose: 'self' })).toBe(false)
    expect(buysSeats({ purpose: null })).toBe(false)
    expect(buysSeats({})).toBe(false)
  })

  it('grants now: paid, not fully refunded and not withdrawn', () => {
    expect(ALL.filter((status) => grantsNow({ status }))).toEqual(['paid', 'partially_refunded'])
    expect(grantsNow({ status: 'paid', withdrawal: { requestedAt: null } })).toBe(true)
    expect(grantsNow({ status: 'paid', withdrawal: { requestedAt: '2026-01-01T00:00:00.000Z' } })).toBe(false)
  })

  it('states a status list as one SQL condition, on any column', () => {
    expect(statusSql(PAID_NOT_FULLY_REFUNDED)).toBe("status IN ('paid', 'partially_refunded')")
    expect(statusSql(WAS_PAID, 'o.status')).toBe("o.status IN ('paid', 'partially_refunded', 'refunded')")
  })
})
