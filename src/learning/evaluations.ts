import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'

import { inTransaction, transactionDb } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import type { EvaluationAttempt } from '@/payload-types'
import { Refused } from '@/security/refused'

import {
  choicesIssue,
  drawQuestions,
  evaluationSettings,
  evaluationStanding,
  gradeAttempt,
  questionForLearner,
  startRule,
  type BankQuestion,
  type Choices,
  type EvaluationSettings,
} from './evaluation-rules'
import { learnerColumn, type Learner } from './learner'

/**
 * A module's graded evaluation, stored (rules: src/learning/evaluation-rules.ts). Starting and submitting
 * run in one transaction each, under an advisory lock per learner and module, so a person's starts and
 * submissions queue one behind the other (bounded by `lock_timeout`); the unique `in_flight_key` of
 * `evaluation_attempts` is what the database itself enforces: one attempt in flight per person and module.
 * An attempt in flight is resumed, never started twice; one submitted twice is graded once.
 */

export interface EvaluationModule {
  id: number
  slug: string
  code: string
  title: string
  settings: EvaluationSettings
  bank: BankQuestion[]
}

const context = { system: true, skipRevalidate: true }

/** The active questions of the bank, by module id (those of `moduleIds` only, when given). */
export async function questionBanks(payload: Payload, moduleIds?: number[]): Promise<Map<number, BankQuestion[]>> {
  const { docs } = await payload.find({
    collection: 'evaluation-questions',
    where: {
      and: [{ active: { equals: true } }, ...(moduleIds ? [{ module: { in: moduleIds } }] : [])],
    },
    depth: 0,
    limit: 5000,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    context,
  })
  const banks = new Map<number, BankQuestion[]>()
  for (const q of docs) {
    const moduleId = typeof q.module === 'object' ? q.module.id : q.module
    const question: BankQuestion = {
      id: q.id,
      prompt: q.prompt,
      kind: q.kind,
      answers: (q.answers ?? []).map((a, i) => ({
        id: a.id ?? String(i),
        text: a.text,
        correct: Boolean(a.correct),
        explanation: a.explanation ?? '',
      })),
    }
    banks.set(moduleId, [...(banks.get(moduleId) ?? []), question])
  }
  return banks
}

/** The published module of `slug` with its evaluation (an empty bank: it has none), or null. */
export async function evaluationModule(payload: Payload, slug: string): Promise<EvaluationModule | null> {
  const { docs } = await payload.find({
    collection: 'modules',
    where: { and: [{ _status: { equals: 'published' } }, { slug: { equals: slug } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { slug: true, code: true, title: true, evaluation: true },
  })
  const module = docs[0]
  if (!module) return null
  const bank = (await questionBanks(payload, [module.id])).get(module.id) ?? []
  return {
    id: module.id,
    slug: module.slug,
    code: module.code,
    title: module.title,
    settings: evaluationSettings(module.evaluation),
    bank,
  }
}

const whoWhere = (learner: Learner): Where =>
  'userId' in learner ? { user: { equals: learner.userId } } : { guestEmail: { equals: learner.guestEmail } }

const inFlightKey = (learner: Learner, moduleId: number) => {
  const { column, value } = learnerColumn(learner)
  return `${column === 'user_id' ? 'user' : 'guest'}:${value}:${moduleId}`
}

/** A learner's attempts at a module, oldest first. */
export async function attemptsOf(payload: Payload, learner: Learner, moduleId: number, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'evaluation-attempts',
    where: { and: [whoWhere(learner), { module: { equals: moduleId } }] },
    sort: 'startedAt',
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

const lock = async (payload: Payload, req: PayloadRequest, key: string) =>
  (await transactionDb(payload, req)).execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`evaluation:${key}`}))`)

const attemptQuestions = (a: EvaluationAttempt) => (a.questions ?? []) as BankQuestion[]

/** What the browser gets of an attempt in flight: its questions, never which answers are right. */
const inFlightView = (module: EvaluationModule, a: EvaluationAttempt) => ({
  attempt: a.id,
  startedAt: a.startedAt,
  passMark: a.passMark ?? module.settings.passMark,
  questions: attemptQuestions(a).map(questionForLearner),
})

function noEvaluation(module: EvaluationModule) {
  if (!module.bank.length) throw new Refused(404, 'Sin evaluación', 'Este módulo no tiene evaluación.')
}

/** Starts an attempt (or gives back the one in flight) for a learner who owns the module (the caller's check). */
export async function startAttempt(payload: Payload, learner: Learner, module: EvaluationModule) {
  noEvaluation(module)
  const key = inFlightKey(learner, module.id)
  const run = () =>
    inTransaction(payload, async (req) => {
      await lock(payload, req, key)
      const attempts = await attemptsOf(payload, learner, module.id, req)
      const open = attempts.find((a) => !a.submittedAt)
      if (open) return { ...inFlightView(module, open), resumed: true }
      const rule = startRule(module.settings, attempts, new Date())
      if (!rule.ok) throw new Refused(rule.status, 'Aún no', rule.message)
      const { column, value } = learnerColumn(learner)
      const created = await payload.create({
        collection: 'evaluation-attempts',
        data: {
          ...(column === 'user_id' ? { user: Number(value) } : { guestEmail: String(value) }),
          module: module.id,
          inFlightKey: key,
          startedAt: new Date().toISOString(),
          passMark: module.settings.passMark,
          questions: drawQuestions(module.bank, module.settings.questionCount),
        },
        overrideAccess: true,
        req,
        context,
      })
      return { ...inFlightView(module, created), resumed: false }
    })
  try {
    return await run()
  } catch (error) {
    // Another instance's start won the unique key (the lock makes it rare): that attempt is the one in flight.
    if (!isUniqueViolation(error, 'in_flight_key')) throw error
    return run()
  }
}

/** The graded result of a submitted attempt, as the learner sees it: score, pass, and per question what was right and why. */
export function resultView(a: EvaluationAttempt) {
  const graded = gradeAttempt(attemptQuestions(a), (a.choices ?? {}) as Choices, a.passMark ?? 0)
  return {
    attempt: a.id,
    startedAt: a.startedAt,
    submittedAt: a.submittedAt!,
    passMark: a.passMark ?? 0,
    ...graded,
    score: a.score ?? graded.score,
    passed: Boolean(a.passed),
  }
}

/**
 * Grades and stores the learner's attempt. A second submission of it (a double click, another tab)
 * changes nothing and gets the same result.
 */
export async function submitAttempt(
  payload: Payload,
  learner: Learner,
  module: EvaluationModule,
  attemptId: number,
  choices: Choices,
) {
  return inTransaction(payload, async (req) => {
    await lock(payload, req, inFlightKey(learner, module.id))
    const { docs } = await payload.find({
      collection: 'evaluation-attempts',
      where: { and: [{ id: { equals: attemptId } }, whoWhere(learner), { module: { equals: module.id } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const attempt = docs[0]
    if (!attempt) throw new Refused(404, 'No encontrado', 'No encontramos ese intento de la evaluación.')
    if (attempt.submittedAt) return { ...resultView(attempt), alreadySubmitted: true }
    const questions = attemptQuestions(attempt)
    const issue = choicesIssue(questions, choices)
    if (issue) throw new Refused(400, 'Respuestas no válidas', issue)
    const graded = gradeAttempt(questions, choices, attempt.passMark ?? module.settings.passMark)
    const saved = await payload.update({
      collection: 'evaluation-attempts',
      id: attempt.id,
      data: {
        inFlightKey: null,
        submittedAt: new Date().toISOString(),
        score: graded.score,
        passed: graded.passed,
        choices,
      },
      overrideAccess: true,
      req,
      context,
    })
    return { ...resultView(saved), alreadySubmitted: false }
  })
}

/** Where the learner stands in a module's evaluation: settings, every attempt's date and score, the best passing score, what is left. */
export async function evaluationStatus(payload: Payload, learner: Learner, module: EvaluationModule) {
  const attempts = await attemptsOf(payload, learner, module.id)
  const open = attempts.find((a) => !a.submittedAt)
  return {
    configured: module.bank.length > 0,
    settings: { ...module.settings, questionCount: Math.min(module.settings.questionCount, module.bank.length) },
    ...evaluationStanding(module.settings, attempts, new Date()),
    inFlight: open ? open.id : null,
    attempts: attempts.map((a, i) => ({
      number: i + 1,
      startedAt: a.startedAt,
      submittedAt: a.submittedAt ?? null,
      score: a.submittedAt ? (a.score ?? 0) : null,
      passed: Boolean(a.passed),
    })),
  }
}

/** An account's best passing score per module id (modules never passed are absent). */
export async function passedEvaluations(payload: Payload, userId: number): Promise<Map<number, number>> {
  const { docs } = await payload.find({
    collection: 'evaluation-attempts',
    where: { and: [{ user: { equals: userId } }, { passed: { equals: true } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    select: { module: true, score: true },
  })
  const best = new Map<number, number>()
  for (const a of docs) {
    const moduleId = typeof a.module === 'object' ? a.module.id : a.module
    best.set(moduleId, Math.max(best.get(moduleId) ?? 0, a.score ?? 0))
  }
  return best
}
