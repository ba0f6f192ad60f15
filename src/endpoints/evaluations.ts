import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isId } from '@/content/ids'
import { isModuleSlug } from '@/content/module-slug'
import {
  evaluationModule,
  evaluationStatus,
  startAttempt,
  submitAttempt,
  type EvaluationModule,
} from '@/learning/evaluations'
import { learnerFor, type Learner } from '@/learning/learner'

import { failure, json, readJson } from './helpers'
import { readerOf } from './learning'

/**
 * A module's graded evaluation (issue 38; rules in src/learning/evaluation-rules.ts, writes in
 * src/learning/evaluations.ts), for whoever records learning of that module (`learnerFor`, the rule of
 * the learning endpoints: an account that owns it, or a guest link that proves its address): 401 for
 * nobody, 403 for anyone else — who never gets a question. Bad input: a Spanish 400.
 *
 * GET  /api/learning/evaluations/:module — settings, attempts (date, score), best passing score, what is left.
 * POST /api/learning/evaluations/start `{ module }` — an attempt's questions, without which answers are
 *      right (the one in flight when there is one); 409 when the attempts are used, 429 while the wait runs.
 * POST /api/learning/evaluations/submit `{ module, attempt, answers: { [questionId]: [answerId…] } }` —
 *      graded here: score, pass or fail, and per question what was right and why.
 */

const slugOf = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '')

/** The module and the learner of the request, or the answer that refuses it. */
async function learnerOfModule(
  req: PayloadRequest,
  rawSlug: unknown,
): Promise<{ module: EvaluationModule; learner: Learner } | Response> {
  const reader = await readerOf(req)
  if (!reader) return json({ error: 'Inicia sesión para hacer la evaluación.' }, 401)
  const slug = slugOf(rawSlug)
  if (!isModuleSlug(slug)) return json({ error: 'Ese módulo no existe.' }, 404)
  const module = await evaluationModule(req.payload, slug)
  if (!module) return json({ error: 'Ese módulo no existe.' }, 404)
  const learner = learnerFor(await reader.load(), module.id)
  if (!learner) return json({ error: 'La evaluación es para quien tiene este módulo.' }, 403)
  return { module, learner }
}

const status: Endpoint = {
  path: '/learning/evaluations/:module',
  method: 'get',
  handler: async (req) => {
    try {
      const found = await learnerOfModule(req, req.routeParams?.module)
      if (found instanceof Response) return found
      return json(await evaluationStatus(req.payload, found.learner, found.module))
    } catch (error) {
      return failure(req, error)
    }
  },
}

const startBody = z.object({ module: z.string().max(10) })

const start: Endpoint = {
  path: '/learning/evaluations/start',
  method: 'post',
  handler: async (req) => {
    try {
      const parsed = startBody.safeParse(await readJson(req))
      if (!parsed.success) return json({ error: 'Indica el módulo de la evaluación.' }, 400)
      const found = await learnerOfModule(req, parsed.data.module)
      if (found instanceof Response) return found
      return json(await startAttempt(req.payload, found.learner, found.module))
    } catch (error) {
      return failure(req, error)
    }
  },
}

const submitBody = z.object({
  module: z.string().max(10),
  attempt: z.custom<number>(isId),
  answers: z
    .record(z.string().regex(/^\d{1,10}$/), z.array(z.string().min(1).max(64)).max(20))
    .refine((answers) => Object.keys(answers).length <= 200),
})

const submit: Endpoint = {
  path: '/learning/evaluations/submit',
  method: 'post',
  handler: async (req) => {
    try {
      const parsed = submitBody.safeParse(await readJson(req))
      if (!parsed.success) return json({ error: 'Las respuestas no tienen un formato válido.' }, 400)
      const found = await learnerOfModule(req, parsed.data.module)
      if (found instanceof Response) return found
      return json(
        await submitAttempt(req.payload, found.learner, found.module, parsed.data.attempt, parsed.data.answers),
      )
    } catch (error) {
      return failure(req, error)
    }
  },
}

export const evaluationEndpoints = [status, start, submit]
