import { api } from './api'
import { testPayload } from './payload'

/** POST to the app as some learner (a token's `api`, a browser context's `request`): status and JSON body. */
export type Post = (path: string, body: unknown) => Promise<{ status: number; body: any }>

/** The right answers to an attempt's questions, read from the question bank (the API never sends them before submission). */
export async function rightAnswers(questions: { id: number }[]): Promise<Record<string, string[]>> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'evaluation-questions',
    where: { id: { in: questions.map((q) => q.id) } },
    depth: 0,
    limit: 500,
    overrideAccess: true,
  })
  return Object.fromEntries(
    docs.map((q) => [String(q.id), (q.answers ?? []).filter((a) => a.correct).map((a) => String(a.id))]),
  )
}

/**
 * Passes a module's evaluation the way the page does (start, then submit every right answer): what a test
 * of the certificate needs now that it asks for the evaluations of the modules that have one (seeded: F1).
 */
export async function passEvaluation(post: Post, module: string) {
  const started = await post('/api/learning/evaluations/start', { module })
  if (started.status !== 200) throw new Error(`start ${module}: ${started.status} ${JSON.stringify(started.body)}`)
  const answers = await rightAnswers(started.body.questions)
  const submitted = await post('/api/learning/evaluations/submit', { module, attempt: started.body.attempt, answers })
  if (submitted.status !== 200 || !submitted.body.passed)
    throw new Error(`submit ${module}: ${submitted.status} ${JSON.stringify(submitted.body)}`)
  return submitted.body as { score: number; passed: true }
}

/** The seeded modules with an evaluation (the certificate asks for each of them). */
export async function evaluatedSlugs(): Promise<string[]> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'evaluation-questions',
    where: { active: { equals: true } },
    depth: 1,
    limit: 1000,
    overrideAccess: true,
  })
  return [...new Set(docs.map((q) => (typeof q.module === 'object' ? q.module.slug : '')).filter(Boolean))]
}

/** Passes every evaluation of the programme, as `post`'s learner. */
export async function passEvaluations(post: Post) {
  for (const slug of await evaluatedSlugs()) if (/^f[1-5]$/.test(slug)) await passEvaluation(post, slug)
}

/** `post` as the account of `token`, over real HTTP. */
export const asToken =
  (token: string): Post =>
  (path, body) =>
    api('POST', path, { token, body })
