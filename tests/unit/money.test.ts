import { describe, expect, it } from 'vitest'

import { decimalAmount, formatEuros, formatExactAmount } from '@/content/money'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('money', () => {
  it('says a price in whole euros when it is whole, with two decimals otherwise', () => {
    expect(plain(formatEuros(4900))).toBe('49 €')
    expect(plain(formatEuros(4990))).toBe('49,90 €')
    expect(plain(formatEuros(125000))).toBe('1250 €')
    expect(plain(formatEuros(99_999_999))).toBe('999.999,99 €')
  })

  it('states invoice and staff amounts to the cent, in the document currency', () => {
    expect(plain(formatExactAmount(4900))).toBe('49,00 €')
    expect(plain(formatExactAmount(1683, 'EUR'))).toBe('16,83 €')
    expect(plain(formatExactAmount(4900, 'usd'))).toBe('49,00 US$')
  })

  it('gives structured data a plain decimal', () => {
    expect(decimalAmount(4900)).toBe('49.00')
    expect(decimalAmount(4990)).toBe('49.90')
  })
})
