import type { Endpoint, PayloadRequest } from 'payload'

import { parseId } from '@/content/ids'
import { recorderOf } from '@/learning/learner'
import { parseQuality } from '@/teams/quality'
import { qualitySeatsOf, submitQuality } from '@/teams/quality-store'

import { failure, json, readJson } from './helpers'
import { readerOf } from './learning'

const NOBODY = 'Abre el cuestionario con tu cuenta o con el enlace que te llegó por email.'

/** The seat holder asking: the account, else the address this browser's guest link proves. */
async function holderOf(req: PayloadRequest) {
  const reader = await readerOf(req)
  return reader && recorderOf(reader.who)
}

/** GET /api/equipo/cuestionario — the team seats of the person asking, and whether each may answer or has answered. */
const seats: Endpoint = {
  path: '/equipo/cuestionario',
  method: 'get',
  handler: async (req) => {
    try {
      const holder = await holderOf(req)
      if (!holder) return json({ error: NOBODY }, 401)
      return json({ seats: await qualitySeatsOf(req.payload, holder) }, 200, { 'Cache-Control': 'private, no-store' })
    } catch (error) {
      return failure(req, error)
    }
  },
}

/**
 * POST /api/equipo/cuestionario `{ seat, answers: { '1.1': 1–4, … }, suggestion? }` — FUNDAE's quality
 * questionnaire for one held seat, once, after finishing (src/teams/quality-store.ts): 401 nobody, 403
 * not their seat, 409 answered or not finished, 400 bad answers.
 */
const answer: Endpoint = {
  path: '/equipo/cuestionario',
  method: 'post',
  handler: async (req) => {
    try {
      const body = (await readJson(req)) as { seat?: unknown } | null
      const parsed = parseQuality(body)
      const seat = parseId(body?.seat)
      if (!seat) return json({ error: 'Indica la plaza del cuestionario.' }, 400)
      if (!parsed.ok) return json({ error: parsed.message }, 400)
      const holder = await holderOf(req)
      if (!holder) return json({ error: NOBODY }, 401)
      const outcome = await submitQuality(req.payload, holder, seat, parsed.response)
      if (!outcome.ok) return json({ error: outcome.message }, outcome.status)
      return json({ message: 'Gracias: tus respuestas se han guardado sin tu nombre.' }, 201)
    } catch (error) {
      return failure(req, error)
    }
  },
}

export const qualityEndpoints = [seats, answer]
