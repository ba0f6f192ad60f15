import { describe, expect, it } from 'vitest'

import { fromPriceCents, paidModules, purchasable, savingsCents } from '@/content/prices'
import { formatEuros } from '@/content/money'
import type { Module } from '@/payload-types'

const mod = (code: string, price: number, extra: Partial<Module> = {}) =>
  ({ id: code, code, price, free: price === 0, comingSoon: false, ...extra }) as unknown as Module

describe('prices', () => {
  it('formats euros the Spanish way', () => {
    expect(formatEuros(1000).replace(/\s/g, ' ')).toBe('10 €')
    expect(formatEuros(1050).replace(/\s/g, ' ')).toBe('10,50 €')
    expect(formatEuros(5000).replace(/\s/g, ' ')).toBe('50 €')
  })

  it('computes the saving from the reference price', () => {
    expect(savingsCents({ price: 5000, referencePrice: 6000 })).toBe(1000)
    expect(savingsCents({ price: 5000, referencePrice: null })).toBe(0)
    expect(savingsCents({ price: 7000, referencePrice: 6000 })).toBe(0)
  })

  it('sells released paid modules; the complete course covers every paid one', () => {
    const modules = [mod('F0', 0), mod('F1', 1000), mod('F5', 900), mod('F6', 1000, { comingSoon: true })]
    expect(purchasable(modules).map((m) => m.code)).toEqual(['F1', 'F5'])
    expect(paidModules(modules).map((m) => m.code)).toEqual(['F1', 'F5', 'F6'])
    expect(fromPriceCents(modules)).toBe(900)
    expect(fromPriceCents([mod('F0', 0)])).toBeNull()
  })
})
