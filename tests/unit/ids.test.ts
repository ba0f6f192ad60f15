import { describe, expect, it } from 'vitest'

import { isId, MAX_ID, parseId } from '@/content/ids'

describe('parseId', () => {
  it("reads a whole number from 1 to PostgreSQL's integer limit, as a number or its digits", () => {
    expect(parseId(42)).toBe(42)
    expect(parseId('42')).toBe(42)
    expect(parseId(' 7 ')).toBe(7)
    expect(parseId(MAX_ID)).toBe(MAX_ID)
    expect(parseId(String(MAX_ID))).toBe(MAX_ID)
  })

  it('refuses everything else: out of range, not whole, not a number', () => {
    for (const value of [
      0,
      -1,
      1.5,
      MAX_ID + 1,
      99_999_999_999,
      '99999999999',
      '2147483648',
      '99999999999999999999',
      'abc',
      '1e3',
      '0x10',
      '',
      null,
      undefined,
      {},
      [1],
      NaN,
      Infinity,
      true,
    ]) {
      expect(parseId(value), String(value)).toBeNull()
    }
  })

  it('isId accepts only numbers parseId keeps (for zod bodies)', () => {
    expect(isId(5)).toBe(true)
    expect(isId('5')).toBe(false)
    expect(isId(99_999_999_999)).toBe(false)
  })
})
