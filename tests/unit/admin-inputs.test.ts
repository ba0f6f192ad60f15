/**
 * Editors type euros and hours; documents store cents and ISO 8601 durations. Every label they see in
 * the admin is Spanish, including the row labels of lists (Payload would say "Feature 01").
 */
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { eurosInputValue, MIN_PRICE_CENTS, parseEuros, priceIssue } from '@/content/prices'
import { durationHours, hoursToDuration } from '@/content/duration'

describe('euros typed by editors', () => {
  it.each([
    ['50', 5000],
    ['49,90', 4990],
    ['49,9', 4990],
    ['0,50', 50],
    ['10 €', 1000],
    ['1.250', 125000],
    ['1.250,50', 125050],
    ['49.90', 4990],
    [' 7 ', 700],
  ])('%s → %i cents', (text, cents) => expect(parseEuros(text)).toBe(cents))

  it.each(['', 'diez', '5000,', '49,999', '-5', '1,2,3', '12.34.56'])('refuses %j', (text) =>
    expect(parseEuros(text)).toBeNull(),
  )

  it('writes cents back the way they are typed', () => {
    expect(eurosInputValue(5000)).toBe('50')
    expect(eurosInputValue(4990)).toBe('49,90')
    expect(eurosInputValue(5)).toBe('0,05')
    expect(eurosInputValue(null)).toBe('')
    for (const cents of [0, 50, 999, 1000, 4990, 125050]) expect(parseEuros(eurosInputValue(cents))).toBe(cents)
  })

  it('accepts only prices Stripe can charge, and 0 only when free', () => {
    expect(priceIssue(MIN_PRICE_CENTS)).toBeNull()
    expect(priceIssue(1000)).toBeNull()
    expect(priceIssue(30)).toMatch(/mínimo.*0,50/)
    expect(priceIssue(0)).toMatch(/Gratuito/)
    expect(priceIssue(0, { free: true })).toBeNull()
    expect(priceIssue(1000, { free: true })).toMatch(/gratuito/)
    expect(priceIssue(-1)).toMatch(/euros/)
    expect(priceIssue(10.5)).toMatch(/euros/)
    expect(priceIssue(100_000_000)).toMatch(/máximo/)
  })
})

describe('hours typed by editors', () => {
  it.each([
    ['2', 'PT2H'],
    ['1,5', 'PT1H30M'],
    ['1.5', 'PT1H30M'],
    ['0,75', 'PT45M'],
    ['19', 'PT19H'],
  ])('%s → %s', (text, iso) => expect(hoursToDuration(text)).toBe(iso))

  it.each(['', '0', 'dos', 'PT3H', '-1', '500'])('refuses %j', (text) => expect(hoursToDuration(text)).toBeNull())

  it('reads an ISO duration back as hours', () => {
    expect(durationHours('PT3H')).toBe(3)
    expect(durationHours('PT1H30M')).toBe(1.5)
    expect(durationHours('PT')).toBeNull()
    expect(durationHours('3 horas')).toBeNull()
  })
})

describe('admin labels', () => {
  // Every collection and global defined in collections/ (a new one is checked without being listed).
  const entities = Object.values(
    import.meta.glob<Record<string, unknown>>('../../collections/**/*.ts', { eager: true }),
  )
    .flatMap((module) => Object.values(module))
    .filter((e): e is { slug: string; fields: Field[] } => !!e && typeof e === 'object' && 'slug' in e && 'fields' in e)
    .filter((e) => !(e as { admin?: { hidden?: unknown } }).admin?.hidden)

  /** Every list of rows names its rows in Spanish; every stored field has a label. */
  function problems(fields: Field[], where: string): string[] {
    return fields.flatMap((field) => {
      if ((field as { admin?: { hidden?: boolean } }).admin?.hidden) return []
      const at = 'name' in field ? `${where}.${field.name}` : where
      const own: string[] = []
      if ('name' in field && field.type !== 'ui' && !('label' in field && field.label !== undefined))
        own.push(`${at}: no label`)
      if (field.type === 'array' || field.type === 'blocks') {
        const labels = (field as { labels?: { singular?: unknown; plural?: unknown } }).labels
        if (typeof labels?.singular !== 'string' || typeof labels?.plural !== 'string')
          own.push(`${at}: rows have no Spanish name`)
      }
      const children =
        'fields' in field ? field.fields : field.type === 'tabs' ? field.tabs.flatMap((t) => t.fields) : []
      return [...own, ...problems(children as Field[], at)]
    })
  }

  it('names every field and every row in Spanish', () => {
    expect(entities.length).toBeGreaterThan(20)
    expect(entities.flatMap((e) => problems(e.fields, e.slug))).toEqual([])
  })
})
