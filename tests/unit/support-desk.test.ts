import { describe, expect, it } from 'vitest'

import { Entitlements } from '../../collections/Entitlements'
import { GuestGrants } from '../../collections/GuestGrants'
import { Orders } from '../../collections/Orders'
import {
  ACCESS_STATE_LABELS,
  accessState,
  ENTITLEMENT_SOURCE_LABELS,
  GUEST_GRANT_PURPOSE_LABELS,
  ORDER_STATUS_LABELS,
} from '@/content/labels'
import { CERTIFICATE_STATE_LABELS, certificateState } from '@/learning/certificates'
import { accessLinkEmail } from '@/commerce/emails'
import { stripePaymentUrl } from '@/support/customer'
import { guestLinkState } from '@/support/order-sheet'
import { planRefund, refundAmount } from '@/commerce/desk-refund'
import { escapeLike, searchIssue } from '@/support/search'

const optionsOf = (collection: { fields: unknown[] }, name: string) =>
  (
    collection.fields.find((f) => (f as { name?: string }).name === name) as {
      options: { label: string; value: string }[]
    }
  ).options

describe('states in Spanish, from one map', () => {
  it('the admin selects use the same labels as the desk', () => {
    expect(Object.fromEntries(optionsOf(Orders, 'status').map((o) => [o.value, o.label]))).toEqual(ORDER_STATUS_LABELS)
    expect(Object.fromEntries(optionsOf(Entitlements, 'source').map((o) => [o.value, o.label]))).toEqual(
      ENTITLEMENT_SOURCE_LABELS,
    )
    expect(Object.fromEntries(optionsOf(GuestGrants, 'purpose').map((o) => [o.value, o.label]))).toEqual(
      GUEST_GRANT_PURPOSE_LABELS,
    )
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
    expect(
      ACCESS_STATE_LABELS[accessState({ revokedAt: '2026-05-01T00:00:00Z', expiresAt: '2026-07-01T00:00:00Z' }, now)],
    ).toBe('Revocado')
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
    expect(planRefund(order, modules, [], [], 'F3')).toEqual({
      amount: 999,
      module: 'F3',
      idempotencyKey: 'desk-refund:7:F3',
    })
    const four = ['F1', 'F2', 'F3', 'F4'].map((c) => refund(999, c))
    expect(planRefund(order, modules, four, [], 'F5').amount).toBe(4999 - 4 * 999)
    expect(planRefund(order, modules.slice(0, 1), [], [], 'F1').amount).toBe(4999)
    expect(refundAmount({ amountTotal: 1000, codes: ['F3'], refundedCodes: new Set(), refundedAmount: 0 }, 'F3')).toBe(
      1000,
    )
  })

  it('the whole order refunds what is left; a goodwill or failed refund counts as it should', () => {
    expect(planRefund(order, modules, [refund(500)], [], null)).toEqual({
      amount: 4499,
      module: null,
      idempotencyKey: 'desk-refund:7:all',
    })
    expect(planRefund(order, modules, [refund(4999, undefined, 'failed')], [], null).amount).toBe(4999)
  })

  it('says «ya reembolsado» for a module refunded on Stripe or recorded, and for a fully refunded order', () => {
    expect(() => planRefund(order, modules, [refund(999, 'f3')], [], 'F3')).toThrow(/^Ya reembolsado/)
    expect(() => planRefund(order, modules, [], [3], 'F3')).toThrow(/^Ya reembolsado/)
    expect(() => planRefund(order, modules, [refund(4999)], [], null)).toThrow(/^Ya reembolsado/)
    expect(() => planRefund(order, modules, [], [], 'F6')).toThrow(/no forma parte/)
  })
})

describe("a customer's money in one place", () => {
  it("links the payment in Stripe's dashboard, test or live after the key", () => {
    expect(stripePaymentUrl('pi_123abc', 'sk_test_x')).toBe('https://dashboard.stripe.com/test/payments/pi_123abc')
    expect(stripePaymentUrl('pi_123abc', 'rk_test_x')).toBe('https://dashboard.stripe.com/test/payments/pi_123abc')
    expect(stripePaymentUrl('pi_123abc', 'sk_live_x')).toBe('https://dashboard.stripe.com/payments/pi_123abc')
    expect(stripePaymentUrl(null, 'sk_live_x')).toBeNull()
    expect(stripePaymentUrl('pi_1/../x', 'sk_live_x')).toBeNull()
  })

  it('a guest link that opens nothing any more says so («Solo pedidos y facturas»), not «Activo»', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const past = new Date(Date.now() - 1000).toISOString()
    expect(guestLinkState({ expiresAt: future }, { ownsModules: true })).toBe('active')
    expect(guestLinkState({ expiresAt: future }, { ownsModules: false, refunded: true })).toBe('history')
    expect(guestLinkState({ expiresAt: past }, { ownsModules: false })).toBe('expired')
    expect(guestLinkState({ expiresAt: future, revokedAt: past }, { ownsModules: true })).toBe('revoked')
  })

  it('the link e-mailed to a refunded buyer promises orders and invoices, not guides', () => {
    const mail = accessLinkEmail({
      siteName: 'Academia GEO',
      supportEmail: 's@x.es',
      link: 'https://x/guest-access?token=t',
      expiresAt: new Date(),
      guides: [],
      reason: 'resend',
    })
    expect(mail.text).toContain('pedidos, reembolsos y facturas')
    expect(mail.text).not.toContain('Incluye:')
    expect(mail.html).toContain('Ver mis pedidos y facturas')
  })

  it('orders are money records: nobody creates, edits or deletes one by hand, admins included', () => {
    const req = { user: { role: 'admin', collection: 'users' } }
    for (const op of ['create', 'update', 'delete'] as const)
      expect((Orders.access![op] as (a: unknown) => unknown)({ req })).toBe(false)
  })
})
