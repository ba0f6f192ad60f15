import { describe, expect, it } from 'vitest'

import {
  CODE_MESSAGES,
  appliesTo,
  codeIssue,
  discountFor,
  normalizeCode,
  promotionRuleIssue,
  validityIssue,
  type PromotionRule,
} from '@/commerce/promotions'

const rule = (r: Partial<PromotionRule> = {}): PromotionRule => ({
  code: 'VERANO10',
  active: true,
  kind: 'percent',
  percentOff: 10,
  amountOff: null,
  appliesTo: 'all',
  module: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  oncePerCustomer: false,
  uses: 0,
  ...r,
})
const now = new Date('2026-07-15T10:00:00Z')
const ctx = (o: Partial<Parameters<typeof codeIssue>[1]> = {}) => ({
  product: { productType: 'complete' as const },
  now,
  customer: 'ana@example.com',
  ...o,
})

describe('promotion codes: the rule', () => {
  it('codes are case-insensitive: stored and compared upper case', () => {
    expect(normalizeCode(' verano10 ')).toBe('VERANO10')
    expect(normalizeCode('Black-Friday_2026')).toBe('BLACK-FRIDAY_2026')
    expect(normalizeCode('no vale')).toBeNull()
    expect(normalizeCode('ab')).toBeNull()
    expect(normalizeCode(42)).toBeNull()
  })

  it('each reason a code fails, with its Spanish message', () => {
    expect(codeIssue(null, ctx())).toBe('unknown')
    expect(codeIssue(rule({ active: false }), ctx())).toBe('inactive')
    expect(codeIssue(rule({ validFrom: '2026-07-16T00:00:00.000Z' }), ctx())).toBe('not-yet')
    expect(codeIssue(rule({ validUntil: '2026-07-14T12:00:00.000Z' }), ctx())).toBe('expired')
    expect(codeIssue(rule({ maxUses: 3, uses: 3 }), ctx())).toBe('used-up')
    expect(codeIssue(rule({ oncePerCustomer: true }), ctx({ usedByCustomer: true }))).toBe('already-used')
    expect(codeIssue(rule({ oncePerCustomer: true }), ctx({ customer: null }))).toBe('needs-identity')
    expect(codeIssue(rule({ appliesTo: 'module', module: 3 }), ctx())).toBe('not-applicable')
    expect(codeIssue(rule(), ctx())).toBeNull()
    for (const message of Object.values(CODE_MESSAGES)) expect(message).toMatch(/^[A-ZÑÁÉÍÓÚ].*\.$/)
  })

  it('dates are days in Spain: valid from the start of the first day to the end of the last', () => {
    // 1 July in Madrid starts at 30 June 22:00 UTC (summer time)
    const july1 = '2026-07-01T10:00:00.000Z'
    expect(validityIssue({ validFrom: july1, validUntil: null }, new Date('2026-06-30T21:59:59Z'))).toBe('not-yet')
    expect(validityIssue({ validFrom: july1, validUntil: null }, new Date('2026-06-30T22:00:00Z'))).toBeNull()
    // 31 December in Madrid ends at 31 December 23:00 UTC (winter time)
    const dec31 = '2026-12-31T10:00:00.000Z'
    expect(validityIssue({ validFrom: null, validUntil: dec31 }, new Date('2026-12-31T22:59:59Z'))).toBeNull()
    expect(validityIssue({ validFrom: null, validUntil: dec31 }, new Date('2026-12-31T23:00:00Z'))).toBe('expired')
  })

  it('what a code applies to: everything, the complete course, or one module', () => {
    expect(appliesTo({ appliesTo: 'all', module: null }, { productType: 'module', moduleId: 2 })).toBe(true)
    expect(appliesTo({ appliesTo: 'complete', module: null }, { productType: 'complete' })).toBe(true)
    expect(appliesTo({ appliesTo: 'complete', module: null }, { productType: 'module', moduleId: 2 })).toBe(false)
    expect(appliesTo({ appliesTo: 'module', module: 2 }, { productType: 'module', moduleId: 2 })).toBe(true)
    expect(appliesTo({ appliesTo: 'module', module: { id: 2 } as never }, { productType: 'module', moduleId: 3 })).toBe(
      false,
    )
    expect(appliesTo({ appliesTo: 'module', module: 2 }, { productType: 'complete' })).toBe(false)
  })
})

describe('promotion codes: the arithmetic (cents, rounding, the 0,50 € floor)', () => {
  it('a percentage rounds half up to the cent', () => {
    expect(discountFor(rule({ percentOff: 10 }), 5000)).toEqual({ discount: 500, total: 4500 })
    expect(discountFor(rule({ percentOff: 15 }), 999)).toEqual({ discount: 150, total: 849 }) // 149,85 → 150
    expect(discountFor(rule({ percentOff: 15 }), 990)).toEqual({ discount: 149, total: 841 }) // 148,5 → 149
    expect(discountFor(rule({ percentOff: 33 }), 3000)).toEqual({ discount: 990, total: 2010 })
  })

  it('a fixed amount', () => {
    expect(discountFor(rule({ kind: 'amount', amountOff: 250, percentOff: null }), 1000)).toEqual({
      discount: 250,
      total: 750,
    })
  })

  it('the total never goes below 0,50 €', () => {
    expect(discountFor(rule({ percentOff: 100 }), 1000)).toEqual({ discount: 950, total: 50 })
    expect(discountFor(rule({ kind: 'amount', amountOff: 5000, percentOff: null }), 1000)).toEqual({
      discount: 950,
      total: 50,
    })
    expect(discountFor(rule({ percentOff: 50 }), 50)).toEqual({ discount: 0, total: 50 })
  })

  it('applied after the upgrade credit: on what is left', () => {
    // complete course 50 € less 20 € of credit = 30 €; 10 % of that
    expect(discountFor(rule({ percentOff: 10 }), 3000)).toEqual({ discount: 300, total: 2700 })
  })
})

describe('promotion codes: what an editor may save', () => {
  it('refuses incomplete or contradictory codes in Spanish', () => {
    expect(promotionRuleIssue({ code: 'a b', kind: 'percent', percentOff: 10 })).toMatch(/letras/)
    expect(promotionRuleIssue({ code: 'OK10', kind: 'percent', percentOff: 0 })).toMatch(/porcentaje/)
    expect(promotionRuleIssue({ code: 'OK10', kind: 'percent', percentOff: 101 })).toMatch(/porcentaje/)
    expect(promotionRuleIssue({ code: 'OK10', kind: 'amount', amountOff: null })).toMatch(/importe/)
    expect(
      promotionRuleIssue({ code: 'OK10', kind: 'percent', percentOff: 10, appliesTo: 'module', module: null }),
    ).toMatch(/módulo/)
    expect(
      promotionRuleIssue({
        code: 'OK10',
        kind: 'percent',
        percentOff: 10,
        validFrom: '2026-08-01T10:00:00Z',
        validUntil: '2026-07-01T10:00:00Z',
      }),
    ).toMatch(/anterior/)
    expect(promotionRuleIssue({ code: 'OK10', kind: 'percent', percentOff: 10, maxUses: 0 })).toMatch(/máximo/)
    expect(
      promotionRuleIssue({ code: 'OK10', kind: 'amount', amountOff: 500, appliesTo: 'all', maxUses: 10 }),
    ).toBeNull()
  })
})

describe('the price breakdown in words (Stripe line, success page, e-mail, invoice line)', () => {
  it('says what came off the price, or nothing when nothing did', async () => {
    const { breakdownText } = await import('@/commerce/checkout-quote')
    const text = (b: Parameters<typeof breakdownText>[0]) => breakdownText(b)?.replace(/\u00a0/g, ' ')
    expect(text({ listPrice: 5000, credit: 0, code: null, discount: 0 })).toBeUndefined()
    expect(text({ listPrice: 5000, credit: 2000, code: null, discount: 0 })).toBe(
      'Precio 50 €; descuento por los módulos que ya tenías: −20 €',
    )
    expect(text({ listPrice: 5000, credit: 2000, code: 'VERANO', discount: 300 })).toBe(
      'Precio 50 €; descuento por los módulos que ya tenías: −20 €; código VERANO: −3 €',
    )
    expect(text({ listPrice: 1000, credit: 0, code: 'OTOÑO', discount: 150 })).toBe(
      'Precio 10 €; código OTOÑO: −1,50 €',
    )
  })
})
