import { describe, expect, it } from 'vitest'

import { dateTime, isoDay, longDate, longDateTime, madridOffset, numericDate, shortDate } from '@/content/dates'

describe('dates are written in es-ES, in Spain’s time', () => {
  it('a moment just before midnight UTC is already the next day in Madrid (winter, UTC+1)', () => {
    expect(longDate('2024-12-14T23:30:00.000Z')).toBe('15 de diciembre de 2024')
    expect(isoDay('2024-12-14T23:30:00.000Z')).toBe('2024-12-15')
    expect(longDate('2024-12-14T22:59:59.000Z')).toBe('14 de diciembre de 2024')
  })

  it('in summer Madrid is UTC+2: 22:30 UTC is the next day, 21:59 UTC is not', () => {
    expect(longDate('2025-07-31T22:30:00.000Z')).toBe('1 de agosto de 2025')
    expect(isoDay('2025-07-31T21:59:00.000Z')).toBe('2025-07-31')
  })

  it('follows the DST changes (last Sunday of March and of October)', () => {
    // 30 March 2025: 01:00 UTC clocks jump from 02:00 to 03:00 in Madrid.
    expect(dateTime('2025-03-30T00:59:00.000Z')).toBe('30 mar 2025, 1:59')
    expect(dateTime('2025-03-30T01:00:00.000Z')).toBe('30 mar 2025, 3:00')
    // 26 October 2025: 01:00 UTC clocks go back from 03:00 to 02:00.
    expect(dateTime('2025-10-26T00:30:00.000Z')).toBe('26 oct 2025, 2:30')
    expect(dateTime('2025-10-26T01:30:00.000Z')).toBe('26 oct 2025, 2:30')
  })

  it('plain dates from the CMS (stored at midnight UTC) keep their day', () => {
    expect(longDate('2025-01-20')).toBe('20 de enero de 2025')
    expect(longDate(new Date('2026-11-22T00:00:00Z'))).toBe('22 de noviembre de 2026')
    expect(longDateTime(new Date('2026-11-22T00:05:00Z'))).toBe('22 de noviembre de 2026 a las 1:05')
  })

  it('invalid or missing dates give an empty string, never "Invalid Date"', () => {
    for (const value of ['', 'no es una fecha', null, undefined]) {
      expect(longDate(value)).toBe('')
      expect(dateTime(value)).toBe('')
    }
  })

  it('short and numeric forms (invoice lists, invoices) use the day in Spain', () => {
    expect(shortDate('2026-12-31T23:30:00Z')).toBe('1 ene 2027')
    expect(numericDate('2026-12-31T23:30:00Z')).toBe('01/01/2027')
    expect(numericDate('2026-12-31T22:30:00Z')).toBe('31/12/2026')
  })

  it('Spain is one hour ahead of UTC in winter and two in summer', () => {
    expect(madridOffset(Date.parse('2026-01-15T12:00:00Z'))).toBe(3_600_000)
    expect(madridOffset(Date.parse('2026-07-15T12:00:00Z'))).toBe(7_200_000)
  })
})
