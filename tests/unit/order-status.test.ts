import { describe, expect, it } from 'vitest'

import { advanceOrderStatus, orderGrantsModules, type OrderStatus } from '@/commerce/order-status'

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

  it('only paid and partially refunded orders grant modules', () => {
    expect(ALL.filter(orderGrantsModules)).toEqual(['paid', 'partially_refunded'])
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
})
