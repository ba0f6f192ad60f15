/** Which unused seats support refunds first, and what they give back (src/teams/seat-refund.ts). */
import { describe, expect, it } from 'vitest'

import { seatRefundAmount, seatRefundIssue, seatsToRefund } from '@/teams/seat-refund'

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
  it('gives back what the order charged per seat (promotion and tier already in the total)', () => {
    // 5 seats at 120 € less a 10 % code: 540 € charged, 108 € a seat.
    expect(seatRefundAmount({ amountTotal: 54_000, quantity: 5, refundedAmount: 0, refundedSeats: 0 }, 2)).toBe(21_600)
  })
  it('rounds down per seat and lets the last seats take what is left, never more', () => {
    const order = { amountTotal: 10_000, quantity: 3, refundedAmount: 0, refundedSeats: 0 }
    expect(seatRefundAmount(order, 1)).toBe(3_333)
    expect(seatRefundAmount({ ...order, refundedAmount: 6_666, refundedSeats: 2 }, 1)).toBe(3_334)
    expect(seatRefundAmount({ ...order, refundedAmount: 9_000, refundedSeats: 1 }, 1)).toBe(1_000)
    expect(seatRefundAmount({ ...order, refundedAmount: 10_000, refundedSeats: 2 }, 1)).toBe(0)
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
