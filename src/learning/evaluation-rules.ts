import { randomInt } from 'node:crypto'

/**
 * The rules of a module's graded evaluation (issue 38), pure: which questions an attempt draws, how an
 * attempt is graded, when a new attempt may start, what counts as the learner's result. The writes are
 * src/learning/evaluations.ts; the question bank is the collection `evaluation-questions`, the settings
 * the module's «Evaluación» group.
 */

export type QuestionKind = 'single' | 'multiple'

/** A question of the bank, as editors wrote it. */
export interface BankQuestion {
  id: number
  prompt: string
  kind: QuestionKind
  answers: { id: string; text: string; correct: boolean; explanation?: string | null }[]
}

/** The module's settings (the «Evaluación» group of the module). */
export interface EvaluationSettings {
  /** percentage of questions right that passes (1–100) */
  passMark: number
  /** questions drawn per attempt (all of the bank when it has fewer) */
  questionCount: number
  /** attempts allowed in all (0: no limit) */
  maxAttempts: number
  /** minutes between the end of an attempt and the start of the next (0: none) */
  waitMinutes: number
}

export const DEFAULT_SETTINGS: EvaluationSettings = { passMark: 70, questionCount: 10, maxAttempts: 3, waitMinutes: 60 }

/** The settings as stored, with defaults for what an editor left empty and every value in range. */
export function evaluationSettings(raw: Partial<Record<keyof EvaluationSettings, unknown>> | null | undefined) {
  const whole = (value: unknown, fallback: number, min: number, max: number) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback
  return {
    passMark: whole(raw?.passMark, DEFAULT_SETTINGS.passMark, 1, 100),
    questionCount: whole(raw?.questionCount, DEFAULT_SETTINGS.questionCount, 1, 100),
    maxAttempts: whole(raw?.maxAttempts, DEFAULT_SETTINGS.maxAttempts, 0, 100),
    waitMinutes: whole(raw?.waitMinutes, DEFAULT_SETTINGS.waitMinutes, 0, 60 * 24 * 30),
  }
}

/** What an editor may save: at least two answers; one right answer for a single-answer question, one or more for a multiple one. */
export function questionIssue(q: Pick<BankQuestion, 'kind'> & { answers?: { correct?: boolean | null }[] | null }) {
  const answers = q.answers ?? []
  if (answers.length < 2) return 'Escribe al menos dos respuestas.'
  const right = answers.filter((a) => a.correct).length
  if (q.kind === 'single' && right !== 1)
    return 'Una pregunta de respuesta única lleva exactamente una respuesta correcta.'
  if (right < 1) return 'Marca al menos una respuesta correcta.'
  if (q.kind === 'single' || right < answers.length) return null
  return 'En una pregunta de respuesta múltiple, al menos una respuesta debe ser incorrecta.'
}

type Random = (max: number) => number
const cryptoRandom: Random = (max) => randomInt(max)

/** Fisher–Yates with the given source of randomness. */
function shuffled<T>(list: readonly T[], random: Random): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** `count` questions of the bank at random (each at most once), their answers in a random order too. */
export function drawQuestions(bank: readonly BankQuestion[], count: number, random: Random = cryptoRandom) {
  return shuffled(bank, random)
    .slice(0, Math.max(1, count))
    .map((q) => ({ ...q, answers: shuffled(q.answers, random) }))
}

/** What the browser gets of a drawn question before the attempt is submitted: never which answers are right. */
export const questionForLearner = (q: BankQuestion) => ({
  id: q.id,
  prompt: q.prompt,
  kind: q.kind,
  answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
})

/** The learner's choices: question id → the answer ids chosen (an omitted question is left blank). */
export type Choices = Record<string, string[]>

/**
 * Why the submitted choices cannot be graded (a question not in the attempt, an answer not of its
 * question, two answers to a single-answer question), or null when they can.
 */
export function choicesIssue(questions: readonly BankQuestion[], choices: Choices): string | null {
  for (const [questionId, chosen] of Object.entries(choices)) {
    const question = questions.find((q) => String(q.id) === questionId)
    if (!question) return 'Hay respuestas a preguntas que no son de este intento.'
    if (!Array.isArray(chosen) || chosen.some((id) => !question.answers.some((a) => a.id === id)))
      return 'Hay respuestas que no son de su pregunta.'
    if (new Set(chosen).size !== chosen.length) return 'Hay una respuesta repetida.'
    if (question.kind === 'single' && chosen.length > 1)
      return 'Una pregunta de respuesta única admite una sola respuesta.'
  }
  return null
}

export interface GradedQuestion {
  id: number
  prompt: string
  kind: QuestionKind
  chosen: string[]
  /** right when exactly the right answers were chosen */
  right: boolean
  /** blank: nothing chosen */
  skipped: boolean
  answers: { id: string; text: string; correct: boolean; chosen: boolean; explanation: string }[]
}

/**
 * Grades an attempt: a question counts when exactly its right answers are chosen (no partial credit);
 * the score is the percentage of questions right, rounded down; it passes at the pass mark or above.
 */
export function gradeAttempt(questions: readonly BankQuestion[], choices: Choices, passMark: number) {
  const graded: GradedQuestion[] = questions.map((q) => {
    const chosen = choices[String(q.id)] ?? []
    const right = q.answers.every((a) => a.correct === chosen.includes(a.id))
    return {
      id: q.id,
      prompt: q.prompt,
      kind: q.kind,
      chosen,
      right,
      skipped: chosen.length === 0,
      answers: q.answers.map((a) => ({
        id: a.id,
        text: a.text,
        correct: a.correct,
        chosen: chosen.includes(a.id),
        explanation: a.explanation ?? '',
      })),
    }
  })
  const rightCount = graded.filter((q) => q.right).length
  const score = questions.length ? Math.floor((rightCount * 100) / questions.length) : 0
  return { score, passed: score >= passMark, rightCount, total: questions.length, questions: graded }
}

/** An attempt as the rules read it. */
export interface AttemptRow {
  startedAt: string
  submittedAt?: string | null
  score?: number | null
  passed?: boolean | null
}

export type StartRule =
  { ok: true } | { ok: false; status: 409 | 429; message: string; nextAt?: string; reason: 'limit' | 'wait' }

/**
 * Whether a new attempt may start now (an attempt in flight is resumed, not started: the caller's). The
 * attempts allowed count every attempt started; after each submitted one the learner waits the module's
 * minutes.
 */
export function startRule(settings: EvaluationSettings, attempts: readonly AttemptRow[], now: Date): StartRule {
  if (settings.maxAttempts > 0 && attempts.length >= settings.maxAttempts)
    return {
      ok: false,
      status: 409,
      reason: 'limit',
      message: `Ya has hecho los ${settings.maxAttempts} intentos de esta evaluación. Escríbenos si necesitas otro.`,
    }
  const last = attempts
    .map((a) => (a.submittedAt ? new Date(a.submittedAt).getTime() : 0))
    .reduce((a, b) => Math.max(a, b), 0)
  const nextAt = last + settings.waitMinutes * 60_000
  if (last && nextAt > now.getTime()) {
    const at = new Date(nextAt)
    return {
      ok: false,
      status: 429,
      reason: 'wait',
      nextAt: at.toISOString(),
      message: `Podrás hacer el siguiente intento a partir del ${at.toLocaleString('es-ES', {
        timeZone: 'Europe/Madrid',
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
      })}.`,
    }
  }
  return { ok: true }
}

/** The learner's standing: the best passing score (null: not passed yet), the best score at all, attempts used and left. */
export function evaluationStanding(settings: EvaluationSettings, attempts: readonly AttemptRow[], now: Date) {
  const submitted = attempts.filter((a) => a.submittedAt)
  const scores = submitted.map((a) => Number(a.score ?? 0))
  const passing = submitted.filter((a) => a.passed).map((a) => Number(a.score ?? 0))
  const rule = startRule(settings, attempts, now)
  return {
    passed: passing.length > 0,
    bestPassingScore: passing.length ? Math.max(...passing) : null,
    bestScore: scores.length ? Math.max(...scores) : null,
    attemptsUsed: attempts.length,
    attemptsLeft: settings.maxAttempts > 0 ? Math.max(0, settings.maxAttempts - attempts.length) : null,
    nextAttemptAt: !rule.ok && rule.reason === 'wait' ? rule.nextAt! : null,
    blocked: rule.ok ? null : rule.message,
  }
}

/**
 * One module's evaluation as evidence (the FUNDAE export): every attempt with its date and score, and the
 * best passing score. `date` formats an instant (Madrid time, the caller's format).
 */
export function evaluationEvidence(
  code: string,
  attempts: readonly { submittedAt: string; score: number; passed: boolean }[],
  date: (iso: string) => string,
): string {
  const passing = attempts.filter((a) => a.passed).map((a) => a.score)
  const list = attempts
    .map((a) => `${date(a.submittedAt)} ${a.score} % (${a.passed ? 'aprobado' : 'no aprobado'})`)
    .join('; ')
  const best = passing.length ? `mejor nota aprobada ${Math.max(...passing)} %` : 'sin aprobar'
  return `${code}: ${attempts.length} ${attempts.length === 1 ? 'intento' : 'intentos'} — ${list} — ${best}`
}
