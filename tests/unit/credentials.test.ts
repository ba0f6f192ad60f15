import { describe, expect, it } from 'vitest'

import {
  accountOpensGuestRecord,
  accountProvesAddress,
  guestMay,
  guestProof,
  type GuestCapability,
} from '@/entitlements/credentials'

const EVERY: GuestCapability[] = ['list', 'invoice', 'full-invoice', 'withdraw', 'attach', 'checkout-as']

describe('what a credential proves and opens', () => {
  it('the success page’s link proves its order; every e-mailed link proves the address', () => {
    expect(guestProof({ purpose: 'success-page', order: 7 })).toEqual({ kind: 'order', orderId: 7 })
    expect(guestProof({ purpose: 'success-page', order: { id: 8 } as never })).toEqual({ kind: 'order', orderId: 8 })
    // a success-page link that names no order proves nothing
    expect(guestProof({ purpose: 'success-page', order: null })).toBeNull()
    for (const purpose of ['purchase', 'resend'] as const)
      expect(guestProof({ purpose, order: 7 })).toEqual({ kind: 'address' })
  })

  it('address-wide capabilities need proof of the address, never a checkout browser', () => {
    for (const capability of EVERY) {
      expect(guestMay({ kind: 'address' }, capability), capability).toBe(true)
      expect(guestMay({ kind: 'order', orderId: 7 }, capability), capability).toBe(false)
    }
  })

  it('an account proves its address once confirmed, and then opens the guest records of exactly that address', () => {
    const confirmed = { email: 'Ana@Example.com', emailConfirmedAt: '2026-01-01T00:00:00.000Z' }
    const unconfirmed = { email: 'ana@example.com', emailConfirmedAt: null }
    expect(accountProvesAddress(confirmed)).toBe(true)
    expect(accountProvesAddress(unconfirmed)).toBe(false)
    expect(accountProvesAddress(null)).toBe(false)
    expect(accountOpensGuestRecord(confirmed, { hasAccount: false, email: 'ana@example.com' })).toBe(true)
    expect(accountOpensGuestRecord(unconfirmed, { hasAccount: false, email: 'ana@example.com' })).toBe(false)
    // another account's record, another address, no address
    expect(accountOpensGuestRecord(confirmed, { hasAccount: true, email: 'ana@example.com' })).toBe(false)
    expect(accountOpensGuestRecord(confirmed, { hasAccount: false, email: 'mariana@example.com' })).toBe(false)
    expect(accountOpensGuestRecord(confirmed, { hasAccount: false, email: null })).toBe(false)
  })
})
