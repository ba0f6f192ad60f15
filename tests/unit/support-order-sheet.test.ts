/**
 * How the support desk reads team and gift orders (src/support/order-sheet.ts): a gift's state from its
 * fields, seats listed holders first, a customer's totals, the refunds offered (a gift whole, never by
 * module) and what a guest link really shows its owner.
 */
import { describe, expect, it } from 'vitest'

import {
  customerTotals,
  GIFT_STATE_LABELS,
  giftState,
  GUEST_LINK_STATE_LABELS,
  guestLinkState,
  refundOffer,
  sortSeatLines,
} from '@/support/order-sheet'

describe('a gift’s state', () => {
  it('is scheduled until its e-mail leaves, delivered then, accepted once claimed, refunded once its money went back', () => {
    expect(giftState({ status: 'paid', gift: { deliveredAt: null } }, { status: 'invited' })).toBe('scheduled')
    expect(
      giftState({ status: 'paid', gift: { deliveredAt: '2026-12-24T08:00:00.000Z' } }, { status: 'invited' }),
    ).toBe('delivered')
    expect(
      giftState({ status: 'paid', gift: { deliveredAt: '2026-12-24T08:00:00.000Z' } }, { status: 'claimed' }),
    ).toBe('claimed')
    expect(
      giftState({ status: 'refunded', gift: { deliveredAt: '2026-12-24T08:00:00.000Z' } }, { status: 'claimed' }),
    ).toBe('refunded')
    expect(giftState({ status: 'paid', gift: {} }, { status: 'refunded' })).toBe('refunded')
    expect(giftState({ status: 'paid', gift: null }, null)).toBe('scheduled')
    expect(Object.values(GIFT_STATE_LABELS)).toEqual(['Programado', 'Entregado', 'Aceptado', 'Reembolsado'])
  })
})

describe('a team’s seats, one by one', () => {
  it('lists holders first, then invitations, free and refunded seats, oldest first within each', () => {
    const seats = [
      { id: 5, status: 'free' as const },
      { id: 2, status: 'refunded' as const },
      { id: 9, status: 'claimed' as const },
      { id: 3, status: 'invited' as const },
      { id: 4, status: 'claimed' as const },
    ]
    expect(sortSeatLines(seats).map((s) => s.id)).toEqual([4, 9, 3, 5, 2])
  })
})

describe('a customer’s totals', () => {
  it('counts every order, what paid orders charged and what refunds gave back (failed ones give nothing)', () => {
    expect(
      customerTotals([
        {
          status: 'paid',
          amountTotal: 25000,
          refunds: [
            { amount: 10000, status: 'succeeded' },
            { amount: 5000, status: 'failed' },
          ],
        },
        { status: 'refunded', amountTotal: 4900, refunds: [{ amount: 4900 }] },
        { status: 'pending', amountTotal: 9900 },
        { status: 'expired', amountTotal: 1000, refunds: null },
      ]),
    ).toEqual({ orders: 4, paid: 29900, refunded: 14900 })
    expect(customerTotals([])).toEqual({ orders: 0, paid: 0, refunded: 0 })
  })
})

describe('the refunds the desk offers', () => {
  it('a team by unused seats, a gift whole (never by module), an ordinary order whole or by its modules not refunded yet', () => {
    const all = ['F1', 'F2', 'F3']
    expect(refundOffer({ purpose: 'team' }, all, new Set())).toEqual({ kind: 'seats' })
    expect(refundOffer({ purpose: 'gift' }, all, new Set())).toEqual({ kind: 'gift' })
    expect(refundOffer({ purpose: 'self' }, all, new Set(['F2']))).toEqual({ kind: 'order', modules: ['F1', 'F3'] })
    expect(refundOffer({ purpose: null }, ['F1'], new Set())).toEqual({ kind: 'order', modules: [] })
  })
})

describe('what a guest link shows its owner', () => {
  const future = new Date(Date.now() + 86_400_000).toISOString()
  it('a team’s buyer, who holds seats and no guides, is offered the account that manages the team; with nothing left, «Este acceso ya no está activo»', () => {
    expect(
      guestLinkState(
        { expiresAt: future, purpose: 'purchase' },
        { ownsModules: false, refunded: false, boughtTeam: true },
      ),
    ).toBe('team')
    expect(GUEST_LINK_STATE_LABELS.team).toContain('crear la cuenta')
    expect(guestLinkState({ expiresAt: future, purpose: 'purchase' }, { ownsModules: false, refunded: false })).toBe(
      'closed',
    )
    expect(GUEST_LINK_STATE_LABELS.closed).toContain('Este acceso ya no está activo')
  })
  it('orders and invoices only after a refund; the account when the purchases moved there; a success-page link opens its purchase only', () => {
    expect(guestLinkState({ expiresAt: future }, { ownsModules: false, refunded: true })).toBe('history')
    // a gift bought without an account: the link shows the gifts given (also once one was withdrawn and refunded)
    expect(guestLinkState({ expiresAt: future }, { ownsModules: false, gaveGifts: true, refunded: true })).toBe('gifts')
    expect(GUEST_LINK_STATE_LABELS.gifts).toMatch(/cambiar la fecha/)
    expect(guestLinkState({ expiresAt: future }, { ownsModules: false, inAccount: true, refunded: true })).toBe(
      'account',
    )
    expect(guestLinkState({ expiresAt: future, purpose: 'success-page' }, { ownsModules: true })).toBe('checkout')
    expect(guestLinkState({ expiresAt: future, purpose: 'success-page' }, { ownsModules: false, refunded: true })).toBe(
      'closed',
    )
    expect(guestLinkState({ expiresAt: future, purpose: 'resend' }, { ownsModules: true })).toBe('active')
  })
})
