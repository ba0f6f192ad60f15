import { expect, it } from 'vitest'

import { fiscalYear, invoiceNumber } from '@/invoicing/numbering'

it('numbers read year, series and a six-digit sequence', () => {
  expect(invoiceNumber('A', 2026, 1)).toBe('2026-A-000001')
  expect(invoiceNumber('R', 2026, 123456)).toBe('2026-R-123456')
  expect(() => invoiceNumber('A', 2026, 0)).toThrow(RangeError)
  expect(() => invoiceNumber('A', 2026, 1_000_000)).toThrow(RangeError)
})

it('the year is Madrid’s: New Year’s Eve at 23:30 UTC is already next year in Spain', () => {
  expect(fiscalYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027)
  expect(fiscalYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026)
})
