import type { Endpoint } from 'payload'

import { runChecker } from '@/checker/run'
import { clientAddress } from '@/security/rate-limit'

import { failure, json, readJson } from './helpers'

/**
 * POST /api/checker — the free AI-citability checker: `{ url }` or `{ html }`; answers 201
 * `{ id, path, score, checks }` (the result's shareable page) or a Spanish `{ error, field }` with its 4xx.
 */
const check: Endpoint = {
  path: '/checker',
  method: 'post',
  handler: async (req) => {
    try {
      const outcome = await runChecker(req.payload, await readJson(req), clientAddress(req.headers))
      if (!outcome.ok) return json({ error: outcome.error, field: outcome.field }, outcome.status)
      return json(
        {
          id: outcome.id,
          path: `/herramientas/comprobador/r/${outcome.id}`,
          score: outcome.score,
          checks: outcome.checks,
        },
        201,
      )
    } catch (error) {
      return failure(req, error)
    }
  },
}

export const checkerEndpoints: Endpoint[] = [check]
