import { describe, expect, it } from 'vitest'

import { exclusiveLine, formatRate, inclusiveLine, taxFor, totals } from '@/tax/vat'

describe('VAT carved out of VAT-included prices', () => {
  it('splits 97,00 € at the Spanish 21 % into 80,17 € + 16,83 €', () => {
    expect(inclusiveLine(9700, 2100)).toEqual({ gross: 9700, net: 8017, tax: 1683 })
  })

  it('rounds half away from zero per line, in whole cents', () => {
    // 121 × 0,21 / 1,21 = 21 exactly; 1 cent at 21 % is 0,1736 → 0; 3 cents → 0,52 → 1
    expect(inclusiveLine(121, 2100).tax).toBe(21)
    expect(inclusiveLine(1, 2100).tax).toBe(0)
    expect(inclusiveLine(3, 2100).tax).toBe(1)
    // Finland's 25,5 %: 4900 × 255 / 1255 = 995,6 → 996
    expect(inclusiveLine(4900, 2550)).toEqual({ gross: 4900, net: 3904, tax: 996 })
    // a negative (rectifying) line mirrors the positive one
    expect(inclusiveLine(-9700, 2100)).toEqual({ gross: -9700, net: -8017, tax: -1683 })
  })

  it('adds VAT on top for exclusive prices', () => {
    expect(exclusiveLine(8017, 2100)).toEqual({ gross: 9701, net: 8017, tax: 1684 })
  })

  it('totals are the sum of rounded lines, not a re-rounded total', () => {
    const lines = [inclusiveLine(3, 2100), inclusiveLine(3, 2100), inclusiveLine(3, 2100)]
    // each line 1 cent of VAT; VAT of the 9-cent total would round to 2
    expect(totals(lines)).toEqual({ gross: 9, net: 6, tax: 3 })
    expect(inclusiveLine(9, 2100).tax).toBe(2)
  })

  it('refuses fractions of a cent', () => {
    expect(() => inclusiveLine(10.5, 2100)).toThrow(RangeError)
  })
})

describe('which VAT a buyer pays', () => {
  it('EU consumers pay their own country’s rate (OSS)', () => {
    expect(taxFor('es')).toEqual({ country: 'ES', rateBp: 2100, taxability: 'standard_rated' })
    expect(taxFor('DE')).toEqual({ country: 'DE', rateBp: 1900, taxability: 'standard_rated' })
    expect(taxFor('FI').rateBp).toBe(2550)
    expect(taxFor('HU').rateBp).toBe(2700)
  })

  it('intra-EU businesses outside Spain are reverse-charged; Spanish ones pay Spanish VAT', () => {
    expect(taxFor('FR', { validEuVatId: true })).toEqual({ country: 'FR', rateBp: 0, taxability: 'reverse_charge' })
    expect(taxFor('ES', { validEuVatId: true })).toEqual({ country: 'ES', rateBp: 2100, taxability: 'standard_rated' })
  })

  it('outside the EU no VAT is charged', () => {
    expect(taxFor('US')).toEqual({ country: 'US', rateBp: 0, taxability: 'not_subject_to_tax' })
  })

  it('formats rates the Spanish way', () => {
    expect(formatRate(2100)).toBe('21 %')
    expect(formatRate(2550)).toBe('25,5 %')
  })
})
