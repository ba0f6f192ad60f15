import { describe, expect, it } from 'vitest'

import { Entitlements } from '../../collections/Entitlements'
import { GuestGrants } from '../../collections/GuestGrants'
import { Orders } from '../../collections/Orders'
import {
  ACCESS_STATE_LABELS,
  accessState,
  CERTIFICATE_STATE_LABELS,
  ENTITLEMENT_SOURCE_LABELS,
  GUEST_GRANT_PURPOSE_LABELS,
  ORDER_STATUS_LABELS,
} from '@/content/labels'
import { certificateState } from '@/learning/certificates'
import { planRefund, refundAmount } from '@/support/refund'
import { escapeLike, searchIssue } from '@/support/search'

const optionsOf = (collection: { fields: unknown[] }, name: string) =>
  (collection.fields.find((f) => (f as { name?: string }).name === name) as { options: { label: string; value: string }[] }).options

describe('states in Spanish, from one map', () => {
  it('the admin selects use the same labels as the desk', () => {
    expect(Object.fromEntries(optionsOf(Orders, 'status').map((o) => [o.value, o.label]))).toEqual(ORDER_STATUS_LABELS)
    expect(Object.fromEntries(optionsOf(Entitlements, 'source').map((o) => [o.value, o.label]))).toEqual(ENTITLEMENT_SOURCE_LABELS)
    expect(Object.fromEntries(optionsOf(GuestGrants, 'purpose').map((o) => [o.value, o.label]))).toEqual(GUEST_GRANT_PURPOSE_LABELS)
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: 'Pendiente',
      paid: 'Pagado',
      partially_refunded: 'Reembolsado en parte',
      refunded: 'Reembolsado',
      expired: 'Caducado',
    })
  })

  it('an access is revoked, expired or active', () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    expect(ACCESS_STATE_LABELS[accessState({ revokedAt: '2026-05-01T00:00:00Z', expiresAt: '2026-07-01T00:00:00Z' }, now)]).toBe('Revocado')
    expect(ACCESS_STATE_LABELS[accessState({ expiresAt: '2026-05-31T23:59:59Z' }, now)]).toBe('Caducado')
    expect(ACCESS_STATE_LABELS[accessState({ expiresAt: '2026-06-02T00:00:00Z' }, now)]).toBe('Activo')
    expect(ACCESS_STATE_LABELS[accessState({}, now)]).toBe('Activo')
  })

  it('a certificate is revoked (even when withdrawn too), withdrawn by its holder, or valid', () => {
    const at = '2026-05-01T00:00:00Z'
    expect(CERTIFICATE_STATE_LABELS[certificateState({ revokedAt: at, withdrawnAt: at })]).toBe('Revocado')
    expect(CERTIFICATE_STATE_LABELS[certificateState({ withdrawnAt: at })]).toBe('Retirado por su titular')
    expect(CERTIFICATE_STATE_LABELS[certificateState({})]).toBe('Válido')
  })
})

describe('customer search input', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('a_b%c\\d')).toBe('a\\_b\\%c\\\\d')
    expect(escapeLike('maria@example.com')).toBe('maria@example.com')
  })
  it('refuses too short, too long and control characters, in Spanish', () => {
    expect(searchIssue('a')).toMatch(/al menos 2 caracteres/)
    expect(searchIssue('x'.repeat(101))).toMatch(/como mucho 100/)
    expect(searchIssue('ab\u0000')).toMatch(/no válidos/)
    expect(searchIssue('ma')).toBeNull()
  })
})

describe('refunds from the desk', () => {
  const modules = ['F1', 'F2', 'F3', 'F4', 'F5'].map((code, i) => ({ id: i + 1, code }) as { id: number; code: 'F1' })
  const order = { id: 7, amountTotal: 4999 }
  const refund = (amount: number, module?: string, status = 'succeeded') =>
    ({ amount, status, metadata: module ? { module } : {} }) as never

  it('one module costs its share of the order; the last one still paid for takes what is left', () => {
    expect(planRefund(order, modules, [], [], 'F3')).toEqual({ amount: 999, module: 'F3', idempotencyKey: 'desk-refund:7:F3' })
    const four = ['F1', 'F2', 'F3', 'F4'].map((c) => refund(999, c))
    expect(planRefund(order, modules, four, [], 'F5').amount).toBe(4999 - 4 * 999)
    expect(planRefund(order, modules.slice(0, 1), [], [], 'F1').amount).toBe(4999)
    expect(refundAmount({ amountTotal: 1000, codes: ['F3'], refundedCodes: new Set(), refundedAmount: 0 }, 'F3')).toBe(1000)
  })

  it('the whole order refunds what is left; a goodwill or failed refund counts as it should', () => {
    expect(planRefund(order, modules, [refund(500)], [], null)).toEqual({ amount: 4499, module: null, idempotencyKey: 'desk-refund:7:all' })
    expect(planRefund(order, modules, [refund(4999, undefined, 'failed')], [], null).amount).toBe(4999)
  })

  it('says «ya reembolsado» for a module refunded on Stripe or recorded, and for a fully refunded order', () => {
    expect(() => planRefund(order, modules, [refund(999, 'f3')], [], 'F3')).toThrow(/^Ya reembolsado/)
    expect(() => planRefund(order, modules, [], [3], 'F3')).toThrow(/^Ya reembolsado/)
    expect(() => planRefund(order, modules, [refund(4999)], [], null)).toThrow(/^Ya reembolsado/)
    expect(() => planRefund(order, modules, [], [], 'F6')).toThrow(/no forma parte/)
  })
})
