/**
 * The rules of graded evaluations (issue 38) as plain functions: settings, what an editor may save, the
 * draw, what the browser gets before submitting, grading, when an attempt may start, the learner's
 * standing, and what the certificate asks of evaluations and states of them.
 */
import { describe, expect, it } from 'vitest'

import { certificateScores, missingEvaluations, scoresLabel } from '@/learning/certificates'
import {
  choicesIssue,
  drawQuestions,
  evaluationSettings,
  evaluationEvidence,
  evaluationStanding,
  gradeAttempt,
  questionForLearner,
  questionIssue,
  startRule,
  type BankQuestion,
} from '@/learning/evaluation-rules'

const single = (id: number): BankQuestion => ({
  id,
  prompt: `Pregunta ${id}`,
  kind: 'single',
  answers: [
    { id: `${id}a`, text: 'Sí', correct: true, explanation: 'Porque sí.' },
    { id: `${id}b`, text: 'No', correct: false, explanation: 'Porque no.' },
    { id: `${id}c`, text: 'Quizá', correct: false, explanation: null },
  ],
})
const multiple: BankQuestion = {
  id: 9,
  prompt: 'Varias',
  kind: 'multiple',
  answers: [
    { id: 'x', text: 'X', correct: true },
    { id: 'y', text: 'Y', correct: true },
    { id: 'z', text: 'Z', correct: false },
  ],
}
const settings = { passMark: 70, questionCount: 5, maxAttempts: 3, waitMinutes: 60 }
const at = (iso: string) => new Date(iso)

describe('settings and the question bank', () => {
  it('fills what an editor left empty and keeps every value in range', () => {
    expect(evaluationSettings(null)).toEqual({ passMark: 70, questionCount: 10, maxAttempts: 3, waitMinutes: 60 })
    expect(evaluationSettings({ passMark: 150, questionCount: 0, maxAttempts: -2, waitMinutes: 2.4 })).toEqual({
      passMark: 100,
      questionCount: 1,
      maxAttempts: 0,
      waitMinutes: 2,
    })
  })

  it('a single-answer question has exactly one right answer; a multiple one at least one, not all', () => {
    expect(questionIssue({ kind: 'single', answers: [{ correct: true }] })).toMatch(/dos respuestas/)
    expect(questionIssue({ kind: 'single', answers: [{ correct: true }, { correct: true }] })).toMatch(
      /exactamente una/,
    )
    expect(questionIssue({ kind: 'single', answers: [{ correct: false }, { correct: false }] })).toMatch(
      /exactamente una/,
    )
    expect(questionIssue({ kind: 'single', answers: [{ correct: true }, { correct: false }] })).toBeNull()
    expect(questionIssue({ kind: 'multiple', answers: [{ correct: false }, { correct: false }] })).toMatch(
      /al menos una/,
    )
    expect(questionIssue({ kind: 'multiple', answers: [{ correct: true }, { correct: true }] })).toMatch(/incorrecta/)
    expect(questionIssue({ kind: 'multiple', answers: [{ correct: true }, { correct: true }, {}] })).toBeNull()
  })
})

describe('drawing questions', () => {
  const bank = [1, 2, 3, 4, 5, 6, 7].map(single)

  it('draws the number asked, each question once, all of the bank when it has fewer', () => {
    const drawn = drawQuestions(bank, 5)
    expect(drawn).toHaveLength(5)
    expect(new Set(drawn.map((q) => q.id)).size).toBe(5)
    expect(
      drawQuestions(bank, 50)
        .map((q) => q.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('shuffles questions and answers with the given randomness', () => {
    const last = (max: number) => max - 1 // Fisher–Yates keeps the order
    const first = () => 0
    expect(drawQuestions(bank, 3, last).map((q) => q.id)).toEqual([1, 2, 3])
    const other = drawQuestions(bank, 7, first)
    expect(other.map((q) => q.id)).not.toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(other[0].answers.map((a) => a.id)).not.toEqual(single(other[0].id).answers.map((a) => a.id))
  })

  it('sends the browser the prompt and the answers only: never which are right, nor why', () => {
    const shown = questionForLearner(single(1))
    expect(shown).toEqual({
      id: 1,
      prompt: 'Pregunta 1',
      kind: 'single',
      answers: [
        { id: '1a', text: 'Sí' },
        { id: '1b', text: 'No' },
        { id: '1c', text: 'Quizá' },
      ],
    })
    expect(JSON.stringify(shown)).not.toMatch(/correct|explanation|Porque/)
  })
})

describe('grading', () => {
  const questions = [single(1), single(2), single(3), multiple]

  it('refuses answers that are not of the attempt, not of their question, repeated, or two to a single question', () => {
    expect(choicesIssue(questions, { '1': ['1a'], '9': ['x', 'y'] })).toBeNull()
    expect(choicesIssue(questions, { '4': ['4a'] })).toMatch(/no son de este intento/)
    expect(choicesIssue(questions, { '1': ['2a'] })).toMatch(/no son de su pregunta/)
    expect(choicesIssue(questions, { '9': ['x', 'x'] })).toMatch(/repetida/)
    expect(choicesIssue(questions, { '1': ['1a', '1b'] })).toMatch(/una sola respuesta/)
  })

  it('counts a question only when exactly its right answers are chosen; a blank one is skipped; the score rounds down', () => {
    const result = gradeAttempt(questions, { '1': ['1a'], '2': ['2b'], '9': ['x'] }, 70)
    expect(result.questions.map((q) => [q.id, q.right, q.skipped])).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, true],
      [9, false, false],
    ])
    expect(result).toMatchObject({ score: 25, passed: false, rightCount: 1, total: 4 })
    const graded = result.questions[1]
    expect(graded.answers).toEqual([
      { id: '2a', text: 'Sí', correct: true, chosen: false, explanation: 'Porque sí.' },
      { id: '2b', text: 'No', correct: false, chosen: true, explanation: 'Porque no.' },
      { id: '2c', text: 'Quizá', correct: false, chosen: false, explanation: '' },
    ])
    expect(gradeAttempt([single(1), single(2), single(3)], { '1': ['1a'], '2': ['2a'] }, 66).score).toBe(66)
  })

  it('passes at the pass mark and above', () => {
    const all = { '1': ['1a'], '2': ['2a'], '3': ['3a'], '9': ['y', 'x'] }
    expect(gradeAttempt(questions, all, 100)).toMatchObject({ score: 100, passed: true })
    expect(gradeAttempt(questions, { ...all, '9': [] }, 75)).toMatchObject({ score: 75, passed: true })
    expect(gradeAttempt(questions, { ...all, '9': [] }, 76)).toMatchObject({ score: 75, passed: false })
  })
})

describe('attempts', () => {
  const done = (submittedAt: string, score: number, passed = score >= 70) => ({
    startedAt: submittedAt,
    submittedAt,
    score,
    passed,
  })

  it('a first attempt starts at once', () => {
    expect(startRule(settings, [], at('2026-11-29T10:00:00Z'))).toEqual({ ok: true })
  })

  it('waits the module’s minutes after an attempt, then lets the next start', () => {
    const attempts = [done('2026-11-29T10:00:00Z', 40)]
    const waiting = startRule(settings, attempts, at('2026-11-29T10:59:00Z'))
    expect(waiting).toMatchObject({ ok: false, status: 429, reason: 'wait', nextAt: '2026-11-29T11:00:00.000Z' })
    expect(!waiting.ok && waiting.message).toMatch(/a partir del 29 de noviembre a las 12:00\./)
    expect(startRule(settings, attempts, at('2026-11-29T11:00:00Z'))).toEqual({ ok: true })
    expect(startRule({ ...settings, waitMinutes: 0 }, attempts, at('2026-11-29T10:00:01Z'))).toEqual({ ok: true })
  })

  it('refuses a start once every attempt allowed is used; 0 attempts is no limit', () => {
    const three = [done('2026-11-01T10:00:00Z', 10), done('2026-11-02T10:00:00Z', 20), done('2026-11-03T10:00:00Z', 30)]
    expect(startRule(settings, three, at('2026-11-29T10:00:00Z'))).toMatchObject({
      ok: false,
      status: 409,
      reason: 'limit',
    })
    expect(startRule({ ...settings, maxAttempts: 0 }, three, at('2026-11-29T10:00:00Z'))).toEqual({ ok: true })
  })

  it('keeps the best passing score, the best score and what is left', () => {
    const attempts = [
      done('2026-11-01T10:00:00Z', 80),
      done('2026-11-02T10:00:00Z', 60),
      done('2026-11-29T09:30:00Z', 75),
    ]
    expect(evaluationStanding({ ...settings, maxAttempts: 5 }, attempts, at('2026-11-29T10:00:00Z'))).toMatchObject({
      passed: true,
      bestPassingScore: 80,
      bestScore: 80,
      attemptsUsed: 3,
      attemptsLeft: 2,
      nextAttemptAt: '2026-11-29T10:30:00.000Z',
    })
    const failing = [done('2026-11-01T10:00:00Z', 65)]
    expect(evaluationStanding({ ...settings, maxAttempts: 0 }, failing, at('2026-11-29T10:00:00Z'))).toMatchObject({
      passed: false,
      bestPassingScore: null,
      bestScore: 65,
      attemptsLeft: null,
      nextAttemptAt: null,
      blocked: null,
    })
  })
})

describe('the certificate and evaluations', () => {
  const evaluations = [
    { code: 'F1', configured: true, bestPassingScore: 90 },
    { code: 'F2', configured: false, bestPassingScore: null },
    { code: 'F3', configured: true, bestPassingScore: null },
  ]

  it('asks for the evaluations of the programme modules that have one; a module without questions never blocks', () => {
    expect(missingEvaluations(evaluations)).toEqual(['F3'])
    expect(missingEvaluations([{ code: 'F6', configured: true, bestPassingScore: null }])).toEqual([])
    expect(missingEvaluations([])).toEqual([])
  })

  it('states each evaluated module’s best passing score and their average; none for certificates issued before', () => {
    const scores = certificateScores([...evaluations, { code: 'F4', configured: true, bestPassingScore: 75 }])
    expect(scores).toEqual([
      { code: 'F1', score: 90 },
      { code: 'F4', score: 75 },
    ])
    expect(scoresLabel(scores)).toBe('Nota media 83 % (F1 90 %, F4 75 %)')
    expect(scoresLabel([])).toBeNull()
    expect(scoresLabel(undefined)).toBeNull()
  })
})

describe('evidence for companies', () => {
  it('lists every attempt with its date and score, and the best passing one', () => {
    const date = (iso: string) => iso.slice(0, 10)
    expect(
      evaluationEvidence(
        'F1',
        [
          { submittedAt: '2026-11-01T10:00:00Z', score: 40, passed: false },
          { submittedAt: '2026-11-02T10:00:00Z', score: 100, passed: true },
          { submittedAt: '2026-11-03T10:00:00Z', score: 80, passed: true },
        ],
        date,
      ),
    ).toBe(
      'F1: 3 intentos — 2026-11-01 40 % (no aprobado); 2026-11-02 100 % (aprobado); 2026-11-03 80 % (aprobado) — mejor nota aprobada 100 %',
    )
    expect(evaluationEvidence('F2', [{ submittedAt: '2026-11-01T10:00:00Z', score: 10, passed: false }], date)).toBe(
      'F2: 1 intento — 2026-11-01 10 % (no aprobado) — sin aprobar',
    )
  })
})
