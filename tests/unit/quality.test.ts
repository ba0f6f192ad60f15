/** FUNDAE's quality questionnaire, its pure parts (src/teams/quality.ts): what is accepted, how a team's answers count. */
import { describe, expect, it } from 'vitest'

import {
  parseQuality,
  qualityCsvLines,
  qualityLine,
  qualityPdfPart,
  QUALITY_ITEMS,
  summariseQuality,
} from '@/teams/quality'

describe('parseQuality', () => {
  it('keeps the items answered 1–4, drops the blank ones, trims the suggestion', () => {
    expect(parseQuality({ answers: { '1.1': 4, '1.2': null, '10': 1 }, suggestion: '  Bien  ' })).toEqual({
      ok: true,
      response: { answers: { '1.1': 4, '10': 1 }, suggestion: 'Bien' },
    })
    expect(parseQuality({ answers: {}, suggestion: 'Solo esto' })).toEqual({
      ok: true,
      response: { answers: {}, suggestion: 'Solo esto' },
    })
  })

  it('refuses values off the scale, unknown items, an empty questionnaire and other shapes, in Spanish', () => {
    for (const input of [
      { answers: { '1.1': 0 } },
      { answers: { '1.1': 2.5 } },
      { answers: { '1.1': '3' } },
      { answers: [4] },
      { answers: { '1.1': 4 }, suggestion: 'x'.repeat(1001) },
      null,
      'texto',
    ])
      expect(parseQuality(input)).toEqual({ ok: false, message: expect.stringMatching(/del 1 al 4/) })
    expect(parseQuality({ answers: { '6.1': 4 } })).toEqual({
      ok: false,
      message: 'El cuestionario no tiene esa pregunta.',
    })
    expect(parseQuality({ answers: { '1.1': null }, suggestion: '   ' })).toEqual({
      ok: false,
      message: 'Responde al menos una pregunta antes de enviar el cuestionario.',
    })
  })

  it('asks the online items of the official form: 6.1 (the classroom) is left out, 10 is satisfaction', () => {
    const ids = QUALITY_ITEMS.map((i) => i.id)
    expect(ids).not.toContain('6.1')
    expect(ids).toContain('7.1')
    expect(ids[ids.length - 1]).toBe('10')
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('summariseQuality', () => {
  const summary = summariseQuality([
    { answers: { '10': 4, '1.1': 3 }, suggestion: 'Zeta' },
    { answers: { '10': 3 }, suggestion: null },
    { answers: { '10': 4 }, suggestion: 'Alfa' },
  ])
  const item = (id: string) => summary.items.find((i) => i.id === id)!

  it('counts each value per item and the mean of those who answered', () => {
    expect(summary.responses).toBe(3)
    expect(item('10')).toMatchObject({ counts: [0, 0, 1, 2], answered: 3, mean: 3.67 })
    expect(item('1.1')).toMatchObject({ counts: [0, 0, 1, 0], answered: 1, mean: 3 })
    expect(item('2.1')).toMatchObject({ counts: [0, 0, 0, 0], answered: 0, mean: null })
  })

  it('lists the suggestions sorted, so their order says nothing of who wrote them', () => {
    expect(summary.suggestions).toEqual(['Alfa', 'Zeta'])
  })

  it('says each item in Spanish for the team page and the evidence', () => {
    expect(qualityLine(item('10'))).toBe('media 3,67 sobre 4 (1: 0 · 2: 0 · 3: 1 · 4: 2; 3 respuestas)')
    expect(qualityLine(item('1.1'))).toBe('media 3 sobre 4 (1: 0 · 2: 0 · 3: 1 · 4: 0; 1 respuesta)')
    expect(qualityLine(item('2.1'))).toBe('sin respuestas')
  })

  it('adds nothing to the CSV or the PDF when nobody answered', () => {
    const none = summariseQuality([])
    expect(qualityCsvLines(none)).toEqual([])
    expect(qualityCsvLines(undefined)).toEqual([])
    expect(qualityPdfPart(none)).toBeUndefined()
    const lines = qualityCsvLines(summary)
    expect(lines[0]).toEqual([])
    expect(lines).toContainEqual(['10', 'Grado de satisfacción general con el curso.', '3,67', '0', '0', '1', '2', '3'])
    expect(lines.slice(-2)).toEqual([
      ['Sugerencia', 'Alfa'],
      ['Sugerencia', 'Zeta'],
    ])
  })
})
