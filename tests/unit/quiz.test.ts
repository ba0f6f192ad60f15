import { describe, expect, it } from 'vitest'

import { bandFor, maxScore, optionPoints, scoreQuiz, totalScore, type QuizQuestion } from '@/quiz/score'
import { diagnostic } from '../../seed/data/diagnostic'

// The CMS stores points as strings ('0' | '2' | '4'); the seed as numbers. Both must score alike.
const cmsQuestions: QuizQuestion[] = diagnostic.questions.map((q) => ({
  question: q.question,
  options: q.options.map((o) => ({ text: o.text, points: String(o.points) })),
}))
const { bands } = diagnostic

describe('diagnostic scoring', () => {
  it('reads the maximum from the questions', () => {
    expect(maxScore(diagnostic.questions)).toBe(20)
    expect(maxScore(cmsQuestions)).toBe(20)
    expect(maxScore([])).toBe(0)
  })

  it.each([
    [[0, 0, 0, 0, 0], 0],
    [[1, 1, 1, 1, 0], 8],
    [[2, 2, 2, 1, 0], 14],
    [[2, 2, 2, 2, 2], 20],
  ])('adds the points of answers %j to %i', (answers, expected) => {
    expect(totalScore(cmsQuestions, answers)).toBe(expected)
    expect(totalScore(diagnostic.questions, answers)).toBe(expected)
  })

  it.each([
    [0, 'CRÍTICO'],
    [6, 'CRÍTICO'],
    [7, 'BÁSICO'],
    [12, 'BÁSICO'],
    [13, 'AVANZADO'],
    [16, 'AVANZADO'],
    [17, 'EXPERTO'],
    [20, 'EXPERTO'],
  ])('puts %i points in band %s', (score, label) => {
    expect(bandFor(score, bands)?.label).toBe(label)
  })

  it('gives each band its recommendation', () => {
    expect(bandFor(0, bands)?.recommendationHref).toBe('/curso/f1')
    expect(bandFor(8, bands)?.recommendationHref).toBe('/checkout?type=complete')
    expect(bandFor(14, bands)?.recommendationHref).toBe('/curso/f3')
    expect(bandFor(20, bands)?.recommendationHref).toBe('/curso/f5')
  })

  it('scores a whole test', () => {
    expect(scoreQuiz(cmsQuestions, bands, [2, 2, 2, 1, 0])).toMatchObject({
      score: 14,
      max: 20,
      band: { label: 'AVANZADO' },
    })
  })

  it('returns no band for a score the bands do not cover', () => {
    expect(bandFor(21, bands)).toBeNull()
    expect(bandFor(5, bands.slice(1))).toBeNull()
  })

  it.each([
    ['too few answers', [0, 0, 0, 0]],
    ['too many answers', [0, 0, 0, 0, 0, 0]],
    ['an option index out of range', [0, 0, 3, 0, 0]],
    ['a negative index', [0, -1, 0, 0, 0]],
    ['a fractional index', [0, 0.5, 0, 0, 0]],
    ['a non-numeric index', [0, Number.NaN, 0, 0, 0]],
  ])('rejects %s', (_, answers) => {
    expect(() => totalScore(cmsQuestions, answers)).toThrow(RangeError)
  })

  it('rejects a question without options', () => {
    expect(() => totalScore([{ question: '¿?', options: null }], [0])).toThrow(RangeError)
  })

  it.each([['-2'], ['dos'], [''], [1.5], [-4]])('rejects option points %j', (points) => {
    expect(() => optionPoints({ text: 'x', points })).toThrow(RangeError)
  })

  it.each([[-1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects score %j in the band lookup', (score) => {
    expect(() => bandFor(score, bands)).toThrow(RangeError)
  })
})
