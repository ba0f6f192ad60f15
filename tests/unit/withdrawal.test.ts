import { describe, expect, it } from 'vitest'

import { eligible, WITHDRAWAL_CONSENT, withdrawalDeadline, type WithdrawalOrder } from '@/commerce/withdrawal'

const consent = { acceptedAt: '2026-11-20T10:00:00.000Z', text: WITHDRAWAL_CONSENT.text }
const paid = (over: Partial<WithdrawalOrder> = {}): WithdrawalOrder => ({
  status: 'paid',
  paidAt: '2026-11-20T10:00:05.000Z',
  createdAt: '2026-11-20T09:59:00.000Z',
  withdrawalConsent: consent,
  withdrawal: null,
  ...over,
})
const at = (iso: string) => new Date(iso)
const unused = { at: null }

describe('withdrawal deadline: the end of the 14th day after the purchase, in Spain', () => {
  it('winter (UTC+1): bought 20 Nov at 11:00 → until 4 Dec 23:59:59.999 Madrid', () => {
    expect(withdrawalDeadline(at('2026-11-20T10:00:00Z')).toISOString()).toBe('2026-12-04T22:59:59.999Z')
  })

  it('summer (UTC+2) and the Madrid day, not the UTC day: 23:30 UTC on 1 July is 2 July in Spain', () => {
    expect(withdrawalDeadline(at('2026-07-01T23:30:00Z')).toISOString()).toBe('2026-07-16T21:59:59.999Z')
    expect(withdrawalDeadline(at('2026-07-01T21:30:00Z')).toISOString()).toBe('2026-07-15T21:59:59.999Z')
  })

  it('across the change to winter time (25 Oct 2026): the deadline is midnight in the new offset', () => {
    expect(withdrawalDeadline(at('2026-10-20T12:00:00Z')).toISOString()).toBe('2026-11-03T22:59:59.999Z')
  })

  it('across the change to summer time (29 Mar 2026)', () => {
    expect(withdrawalDeadline(at('2026-03-20T12:00:00Z')).toISOString()).toBe('2026-04-03T21:59:59.999Z')
  })
})

describe('eligible(order, usage, now)', () => {
  const now = at('2026-11-21T09:00:00Z')

  it('a purchase whose credit lowered a standing order cannot be withdrawn apart from it', () => {
    expect(eligible(paid(), unused, now, { orderId: 42, pending: false })).toEqual({
      eligible: false,
      reason: 'credited',
      orderId: 42,
      pending: false,
    })
    expect(eligible(paid(), unused, now, { orderId: 43, pending: true })).toMatchObject({
      reason: 'credited',
      pending: true,
    })
    // Nothing credited (or the order that used it no longer stands): the usual rule.
    expect(eligible(paid(), unused, now, null).eligible).toBe(true)
    // An older reason wins: the 14 days are over whatever the credit.
    expect(eligible(paid(), unused, at('2026-12-10T09:00:00Z'), { orderId: 42, pending: false })).toMatchObject({
      reason: 'expired',
    })
  })

  it('a paid order, unused, within 14 days: eligible, with its deadline', () => {
    const result = eligible(paid(), unused, now)
    expect(result).toEqual({ eligible: true, deadline: at('2026-12-04T22:59:59.999Z') })
    expect(eligible(paid({ status: 'partially_refunded' }), unused, now).eligible).toBe(true)
  })

  it('the last millisecond of the 14th day is still in time; the next one is not', () => {
    expect(eligible(paid(), unused, at('2026-12-04T22:59:59.999Z')).eligible).toBe(true)
    expect(eligible(paid(), unused, at('2026-12-04T23:00:00.000Z'))).toEqual({
      eligible: false,
      reason: 'expired',
      deadline: at('2026-12-04T22:59:59.999Z'),
    })
  })

  it('first use after the consent at checkout ends the right, and says when and what was agreed', () => {
    expect(eligible(paid(), { at: '2026-11-20T10:05:00Z', kind: 'download', module: 'F1' }, now)).toEqual({
      eligible: false,
      reason: 'used',
      usedAt: '2026-11-20T10:05:00Z',
      kind: 'download',
      module: 'F1',
      consentAt: consent.acceptedAt,
      consentText: WITHDRAWAL_CONSENT.text,
    })
  })

  it('without the consent recorded, use does not end the right (art. 14(4)(b))', () => {
    expect(
      eligible(paid({ withdrawalConsent: null }), { at: '2026-11-20T10:05:00Z', kind: 'online' }, now).eligible,
    ).toBe(true)
    expect(
      eligible(paid({ withdrawalConsent: { acceptedAt: null } }), { at: '2026-11-20T10:05:00Z' }, now).eligible,
    ).toBe(true)
  })

  it('a withdrawal already made is reported as such (the request is idempotent)', () => {
    expect(eligible(paid({ withdrawal: { requestedAt: '2026-11-20T11:00:00Z' } }), unused, now)).toEqual({
      eligible: false,
      reason: 'withdrawn',
      at: '2026-11-20T11:00:00Z',
    })
  })

  it('refunded and unpaid orders are not withdrawable', () => {
    expect(eligible(paid({ status: 'refunded' }), unused, now)).toEqual({ eligible: false, reason: 'refunded' })
    for (const status of ['pending', 'expired'] as const)
      expect(eligible(paid({ status }), unused, now)).toEqual({ eligible: false, reason: 'not-paid' })
  })

  it('without a payment date the 14 days run from the order', () => {
    expect(eligible(paid({ paidAt: null }), unused, now)).toEqual({
      eligible: true,
      deadline: at('2026-12-04T22:59:59.999Z'),
    })
  })
})

describe('a gift: the buyer may withdraw until the recipient first uses it (src/teams/gifts.ts composed in)', () => {
  const gift = (over: Partial<WithdrawalOrder> = {}) => paid({ purpose: 'gift', ...over })

  it('open with no 14-day limit while unused, even without the ordinary consent', () => {
    expect(eligible(gift(), unused, at('2027-03-01T09:00:00Z'))).toEqual({
      eligible: true,
      deadline: null,
      until: 'recipient-first-use',
    })
    expect(eligible(gift({ withdrawalConsent: null }), unused, at('2026-12-30T09:00:00Z'))).toMatchObject({
      eligible: true,
    })
    // the same order as an ordinary purchase would be out of time
    expect(eligible(paid(), unused, at('2027-03-01T09:00:00Z'))).toMatchObject({ eligible: false, reason: 'expired' })
  })

  it("closed by the recipient's first use, whether or not a consent was recorded", () => {
    const used = { at: '2026-11-22T08:00:00.000Z', kind: 'online' as const }
    expect(eligible(gift(), used, at('2026-11-23T09:00:00Z'))).toEqual({
      eligible: false,
      reason: 'gift-used',
      usedAt: used.at,
    })
    expect(eligible(gift({ withdrawalConsent: null }), used, at('2026-11-23T09:00:00Z'))).toMatchObject({
      reason: 'gift-used',
    })
  })

  it('withdrawn, refunded and unpaid gifts say so', () => {
    expect(
      eligible(gift({ withdrawal: { requestedAt: '2026-11-22T08:00:00.000Z' } }), unused, at('2026-11-23T09:00:00Z')),
    ).toMatchObject({ reason: 'withdrawn' })
    expect(eligible(gift({ status: 'refunded' }), unused, at('2026-11-23T09:00:00Z'))).toMatchObject({
      reason: 'refunded',
    })
    expect(eligible(gift({ status: 'pending' }), unused, at('2026-11-23T09:00:00Z'))).toMatchObject({
      reason: 'not-paid',
    })
  })
})
