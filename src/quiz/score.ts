/**
 * Scoring of the F0 diagnostic test. Pure functions over the diagnostic global: the questions give the
 * points of each option (the CMS stores them as '0' | '2' | '4'), the bands map a total to a result.
 */

export interface QuizOption {
  text: string
  points: number | string
}

export interface QuizQuestion {
  question: string
  options?: QuizOption[] | null
}

export interface QuizBand {
  min: number
  max: number
  label: string
  title: string
  text: string
  recommendationLabel: string
  recommendationHref: string
}

export interface QuizResult<B extends QuizBand = QuizBand> {
  score: number
  max: number
  band: B | null
}

const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/** Points of one option; rejects anything that is not a whole number of points. */
export function optionPoints(option: QuizOption): number {
  const points =
    typeof option.points === 'string' && option.points.trim() !== '' ? Number(option.points) : option.points
  if (!isWholeNumber(points)) throw new RangeError(`Puntuación no válida: ${String(option.points)}`)
  return points
}

/** Highest possible total: the best option of every question. */
export function maxScore(questions: QuizQuestion[]): number {
  return questions.reduce((total, q) => total + Math.max(0, ...(q.options ?? []).map(optionPoints)), 0)
}

/**
 * Total of the chosen options. `answers[i]` is the index of the option chosen for question i; there must
 * be exactly one valid answer per question.
 */
export function totalScore(questions: QuizQuestion[], answers: readonly number[]): number {
  if (answers.length !== questions.length) {
    throw new RangeError(`Se esperaban ${questions.length} respuestas y hay ${answers.length}`)
  }
  return questions.reduce((total, question, i) => {
    const option = Number.isInteger(answers[i]) ? question.options?.[answers[i]] : undefined
    if (!option) throw new RangeError(`Respuesta no válida para la pregunta ${i + 1}: ${String(answers[i])}`)
    return total + optionPoints(option)
  }, 0)
}

/** The band whose [min, max] range holds the score, or null when the bands leave it uncovered. */
export function bandFor<B extends QuizBand>(score: number, bands: readonly B[]): B | null {
  if (!isWholeNumber(score)) throw new RangeError(`Puntuación no válida: ${String(score)}`)
  return bands.find((band) => band.min <= score && score <= band.max) ?? null
}

/** Score, maximum and band of a finished test. */
export function scoreQuiz<B extends QuizBand>(
  questions: QuizQuestion[],
  bands: readonly B[],
  answers: readonly number[],
): QuizResult<B> {
  const score = totalScore(questions, answers)
  return { score, max: maxScore(questions), band: bandFor(score, bands) }
}
