/** Which unused seats support refunds first, and what they give back (src/teams/seat-refund.ts). */
import { describe, expect, it } from 'vitest'

import { seatRefundAmount, seatRefundAmounts, seatRefundIssue, seatsToRefund } from '@/teams/seat-refund'

describe('seatsToRefund', () => {
  const unused = [
    { id: 4, status: 'invited' as const, invitedAt: '2026-11-01T10:00:00Z' },
    { id: 7, status: 'free' as const },
    { id: 2, status: 'invited' as const, invitedAt: '2026-11-20T10:00:00Z' },
    { id: 5, status: 'free' as const },
    { id: 9, status: 'invited' as const, invitedAt: '2026-11-10T10:00:00Z' },
  ]
  it('takes free seats first, then invitations from the newest: the oldest invitation goes last', () => {
    expect(seatsToRefund(unused, 1)).toEqual([5])
    expect(seatsToRefund(unused, 2)).toEqual([5, 7])
    expect(seatsToRefund(unused, 3)).toEqual([5, 7, 2])
    expect(seatsToRefund(unused, 5)).toEqual([5, 7, 2, 9, 4])
    expect(seatsToRefund(unused, 9)).toHaveLength(5)
    expect(seatsToRefund(unused, 0)).toEqual([])
  })
})

describe('seatRefundAmount', () => {
  // 50 € a seat alone, 45 € from 10 seats, 35 € from 50 (issue 33, item 4).
  const pricing = {
    pricePerSeat: 5_000,
    tiers: [
      { fromSeats: 10, pricePerSeat: 4_500 },
      { fromSeats: 50, pricePerSeat: 3_500 },
    ],
  }
  const fifty = {
    amountTotal: 50 * 3_500,
    quantity: 50,
    unitAmount: 3_500,
    before: 0,
    refundedAmount: 0,
    refundedSeats: 0,
  }

  it('prices what stays at the tier its count reaches: one seat kept costs what one alone costs', () => {
    expect(seatRefundAmount(fifty, pricing, 49)).toBe(175_000 - 5_000)
    expect(seatRefundAmount(fifty, pricing, 40)).toBe(175_000 - 10 * 4_500)
    expect(seatRefundAmounts(fifty, pricing, 3)).toEqual([0, 0, 0])
  })

  it('never gives back a negative amount: a refund that loses the tier may give nothing back', () => {
    // 49 kept at 45 € cost more than the 50 paid at 35 €.
    expect(seatRefundAmount(fifty, pricing, 1)).toBe(0)
    expect(seatRefundAmount(fifty, pricing, 11)).toBe(0)
    expect(seatRefundAmount(fifty, pricing, 12)).toBe(175_000 - 38 * 4_500)
  })

  it('counts what went back before: the order ends at the price of what it keeps, never more back than is left', () => {
    const after40 = { ...fifty, refundedAmount: 130_000, refundedSeats: 40 }
    expect(seatRefundAmount(after40, pricing, 9)).toBe(175_000 - 130_000 - 5_000)
    expect(seatRefundAmount(after40, pricing, 10)).toBe(45_000)
    // A goodwill refund made in Stripe's dashboard already gave back more than this would: nothing.
    expect(seatRefundAmount({ ...fifty, refundedAmount: 174_000 }, pricing, 40)).toBe(0)
    // The last seats take exactly what is left.
    expect(seatRefundAmount({ ...fifty, refundedAmount: 1_000, refundedSeats: 45 }, pricing, 5)).toBe(174_000)
  })

  it('applies the promotion code to what stays as it did to the order (the share it took off)', () => {
    // 7 seats at 120 € (tier from 5) less 10 %: 108 € a seat; 3 kept fall below the tier: 150 € less 10 %.
    const tiers = { pricePerSeat: 15_000, tiers: [{ fromSeats: 5, pricePerSeat: 12_000 }] }
    const order = {
      amountTotal: 7 * 10_800,
      quantity: 7,
      unitAmount: 12_000,
      before: 0,
      refundedAmount: 0,
      refundedSeats: 0,
    }
    expect(seatRefundAmount(order, tiers, 2)).toBe(2 * 10_800)
    expect(seatRefundAmount(order, tiers, 4)).toBe(7 * 10_800 - 3 * 13_500)
  })

  it('counts the seats the team still holds from earlier orders; later purchases never lower the price', () => {
    // 40 more seats for a team of 10: 35 € each. Refund 39: 11 seats in all, so the kept one costs 45 €.
    const more = {
      amountTotal: 40 * 3_500,
      quantity: 40,
      unitAmount: 3_500,
      before: 10,
      refundedAmount: 0,
      refundedSeats: 0,
    }
    expect(seatRefundAmount(more, pricing, 39)).toBe(140_000 - 4_500)
    // The first 10 refunded 9 since: only 1 counts below, and the kept seat costs 50 €.
    expect(seatRefundAmount({ ...more, before: 1 }, pricing, 39)).toBe(140_000 - 5_000)
  })

  it('never prices a kept seat below what the order charged per seat (the catalogue may be cheaper now)', () => {
    const cheaper = { pricePerSeat: 1_000, tiers: [] }
    expect(seatRefundAmount(fifty, cheaper, 49)).toBe(175_000 - 3_500)
  })

  it('rounds the code share to the cent and lets the last seats take what is left, never more', () => {
    const flat = { pricePerSeat: 3_333, tiers: [] }
    const order = {
      amountTotal: 10_000,
      quantity: 3,
      unitAmount: 3_333,
      before: 0,
      refundedAmount: 0,
      refundedSeats: 0,
    }
    expect(seatRefundAmount(order, flat, 1)).toBe(10_000 - 6_667)
    expect(seatRefundAmount({ ...order, refundedAmount: 6_666, refundedSeats: 2 }, flat, 1)).toBe(3_334)
    expect(seatRefundAmount({ ...order, refundedAmount: 10_000, refundedSeats: 2 }, flat, 1)).toBe(0)
  })
})

describe('seatRefundIssue', () => {
  it('refuses a stale desk, a number out of range and an order with nothing unused, in Spanish', () => {
    expect(seatRefundIssue(2, 5, 5)).toBeNull()
    expect(seatRefundIssue(2, 3, 5)).toMatch(/cambiaron mientras tanto: ahora quedan 3 sin usar \(viste 5\)/)
    expect(seatRefundIssue(6, 5, 5)).toMatch(/entre 1 y 5/)
    expect(seatRefundIssue(0, 5, 5)).toMatch(/entre 1 y 5/)
    expect(seatRefundIssue(1.5, 5, 5)).toMatch(/entre 1 y 5/)
    expect(seatRefundIssue(1, 0, 0)).toMatch(/no tiene plazas sin usar/)
  })
})
