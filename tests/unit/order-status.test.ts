import { describe, expect, it } from 'vitest'

import { checkoutCookie, rememberCheckout, startedCheckout } from '@/commerce/checkout-browser'
import {
  advanceOrderStatus,
  refundSucceeded,
  refundTakesMoney,
  statusFromRefunds,
  type OrderStatus,
} from '@/commerce/order-status'
import { laterStatus, recordedStatus } from '@/commerce/refunds'

const ALL: OrderStatus[] = ['pending', 'expired', 'paid', 'partially_refunded', 'refunded']

describe('order status', () => {
  it('moves forward along pending → paid → partially_refunded → refunded', () => {
    expect(advanceOrderStatus('pending', 'paid')).toBe('paid')
    expect(advanceOrderStatus('paid', 'partially_refunded')).toBe('partially_refunded')
    expect(advanceOrderStatus('partially_refunded', 'refunded')).toBe('refunded')
    expect(advanceOrderStatus('paid', 'refunded')).toBe('refunded')
    expect(advanceOrderStatus('pending', 'expired')).toBe('expired')
    expect(advanceOrderStatus('expired', 'paid')).toBe('paid')
  })

  it('never moves back: a late partial refund leaves a refunded order refunded', () => {
    expect(advanceOrderStatus('refunded', 'partially_refunded')).toBe('refunded')
    expect(advanceOrderStatus('refunded', 'paid')).toBe('refunded')
    expect(advanceOrderStatus('partially_refunded', 'paid')).toBe('partially_refunded')
    expect(advanceOrderStatus('paid', 'expired')).toBe('paid')
    expect(advanceOrderStatus('paid', 'pending')).toBe('paid')
    for (const from of ALL) expect(advanceOrderStatus(from, from)).toBe(from)
  })
})

describe('the charge a refund event is about', () => {
  it('is the charge itself or the refund’s charge', async () => {
    const { chargeIdOf } = await import('@/commerce/refunds')
    expect(chargeIdOf({ object: 'charge', id: 'ch_1' })).toBe('ch_1')
    expect(chargeIdOf({ object: 'refund', id: 're_1', charge: 'ch_2' })).toBe('ch_2')
    expect(chargeIdOf({ object: 'refund', id: 're_1', charge: { id: 'ch_3' } })).toBe('ch_3')
    expect(chargeIdOf({ object: 'refund', id: 're_1', charge: null })).toBeNull()
  })

  it('a refund counts only once its money went back; rows only move forward, and a failed refund is the way back', () => {
    expect(recordedStatus({ status: 'requires_action' })).toBe('pending')
    expect(recordedStatus({ status: null })).toBe('pending')
    expect(recordedStatus({ status: 'failed' })).toBe('failed')
    // A stale read (pending or succeeded) never undoes a newer one.
    expect(laterStatus('succeeded', 'pending')).toBe('succeeded')
    expect(laterStatus('failed', 'succeeded')).toBe('failed')
    expect(laterStatus('pending', 'succeeded')).toBe('succeeded')
    expect(laterStatus('succeeded', 'failed')).toBe('failed')
    // Rows recorded before statuses existed are refunds that went through.
    expect(refundSucceeded({})).toBe(true)
    expect(refundSucceeded({ status: 'pending' })).toBe(false)
    expect(refundTakesMoney({ status: 'pending' })).toBe(true)
    expect(refundTakesMoney({ status: 'canceled' })).toBe(false)
    expect(statusFromRefunds(5000, [])).toBe('paid')
    expect(
      statusFromRefunds(5000, [
        { amount: 1000, status: 'succeeded' },
        { amount: 4000, status: 'pending' },
      ]),
    ).toBe('partially_refunded')
    expect(statusFromRefunds(5000, [{ amount: 1000 }, { amount: 4000, status: 'succeeded' }])).toBe('refunded')
    expect(statusFromRefunds(5000, [{ amount: 5000, status: 'failed' }])).toBe('paid')
  })
})

describe('the browser that started a checkout', () => {
  const secret = 'a-test-secret'
  it('only the cookie made for that order, with the server secret, says so; a few checkouts are remembered', () => {
    let value = rememberCheckout(null, 41, secret)
    expect(startedCheckout(value, 41, secret)).toBe(true)
    expect(startedCheckout(value, 42, secret)).toBe(false)
    expect(startedCheckout(value, 41, 'another-secret')).toBe(false)
    expect(startedCheckout(value.replace(/^41\./, '42.'), 42, secret)).toBe(false)
    expect(startedCheckout('41.' + 'A'.repeat(32), 41, secret)).toBe(false)
    for (const garbage of ['', '~~~', 'x.y', '1.2.3', '9999999999999.abc', null, undefined])
      expect(startedCheckout(garbage, 1, secret)).toBe(false)
    for (let id = 42; id <= 46; id += 1) value = rememberCheckout(value, id, secret)
    expect([41, 42, 43, 44, 45, 46].map((id) => startedCheckout(value, id, secret))).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ])
    expect(rememberCheckout(value, 44, secret).split('~')).toHaveLength(5)
    expect(checkoutCookie(value, true)).toMatch(
      /^ag-checkout=[\w.~-]+; Path=\/api\/checkout; Max-Age=172800; HttpOnly; SameSite=Lax; Secure$/,
    )
    expect(checkoutCookie(value, false)).not.toContain('Secure')
  })
})
