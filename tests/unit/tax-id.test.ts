import { describe, expect, it } from 'vitest'

import { euVatCountry, isReverseChargeId, isValidEuVat, isValidTaxId, spanishTaxIdKind } from '@/tax/tax-id'

describe('Spanish tax IDs', () => {
  it('checks the DNI letter', () => {
    expect(spanishTaxIdKind('12345678Z')).toBe('dni')
    expect(spanishTaxIdKind('12345678-z')).toBe('dni')
    expect(spanishTaxIdKind('12345678A')).toBeNull()
    expect(spanishTaxIdKind('1234567Z')).toBeNull()
  })

  it('checks the NIE letter (X/Y/Z as 0/1/2)', () => {
    expect(spanishTaxIdKind('X1234567L')).toBe('nie')
    expect(spanishTaxIdKind('Y1234567X')).toBe('nie')
    expect(spanishTaxIdKind('X1234567A')).toBeNull()
  })

  it('checks the CIF control character (digit for A/B, letter for P/Q/S, either for others)', () => {
    expect(spanishTaxIdKind('B87654323')).toBe('cif')
    expect(spanishTaxIdKind('B12345674')).toBe('cif')
    expect(spanishTaxIdKind('B12345675')).toBeNull()
    expect(spanishTaxIdKind('B1234567D')).toBeNull() // a B company's control is a digit
    expect(spanishTaxIdKind('Q2826000H')).toBe('cif') // a public body: letter
    expect(spanishTaxIdKind('Q28260008')).toBeNull()
    expect(spanishTaxIdKind('G12345674')).toBe('cif')
    expect(spanishTaxIdKind('G1234567D')).toBe('cif')
    expect(spanishTaxIdKind('I12345674')).toBeNull() // no such entity letter
  })
})

describe('EU VAT numbers', () => {
  it('checks the format after each country prefix', () => {
    expect(isValidEuVat('DE123456789')).toBe(true)
    expect(isValidEuVat('DE12345678')).toBe(false)
    expect(isValidEuVat('FRXX123456789')).toBe(true)
    expect(isValidEuVat('NL123456789B01')).toBe(true)
    expect(isValidEuVat('ATU12345678')).toBe(true)
    expect(isValidEuVat('EL123456789')).toBe(true)
    expect(isValidEuVat('GB123456789')).toBe(false) // not in the EU any more
    expect(isValidEuVat('US123456789')).toBe(false)
  })

  it('a Spanish VAT number is ES + a valid NIF', () => {
    expect(isValidEuVat('ESB87654323')).toBe(true)
    expect(isValidEuVat('ESB87654324')).toBe(false)
  })

  it('knows the country of the prefix', () => {
    expect(euVatCountry('EL123456789')).toBe('GR')
    expect(euVatCountry('ESB87654323')).toBe('ES')
    expect(euVatCountry('XX1')).toBeNull()
  })

  it('reverse charge only for valid intra-EU IDs outside Spain', () => {
    expect(isReverseChargeId({ type: 'eu_vat', value: 'DE123456789' })).toBe(true)
    expect(isReverseChargeId({ type: 'eu_vat', value: 'ESB87654323' })).toBe(false)
    expect(isReverseChargeId({ type: 'es_cif', value: 'B87654323' })).toBe(false)
    expect(isReverseChargeId({ type: 'eu_vat', value: 'DE1' })).toBe(false)
    expect(isValidTaxId({ type: 'es_cif', value: 'B87654323' })).toBe(true)
    expect(isValidTaxId({ type: 'us_ein', value: '12-3456789' })).toBe(false)
  })
})
