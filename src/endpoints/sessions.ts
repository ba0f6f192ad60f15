import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isSupportUser } from '@/security/roles'
import { activeSessions, endSessions, sessionOwner, sidFromEndToken, touchSession } from '@/accounts/sessions'

import { withCookie } from './account'
import { json, readJson, sessionIdOf, signedInUser } from './helpers'

const SIGNED_OUT = { error: 'Inicia sesión para gestionar tus sesiones.' }

/** GET /api/account/sessions — the signed-in user's active sessions, the current one marked. */
const list: Endpoint = {
  path: '/account/sessions',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json(SIGNED_OUT, 401)
    const sid = sessionIdOf(req)
    if (sid) await touchSession(req.payload, sid, req.headers)
    return json({ sessions: await activeSessions(req.payload, user.id, sid) })
  },
}

const endBody = z.object({ sid: z.string().min(1).max(100) })

/** POST /api/account/sessions/end { sid } — ends one of the user's sessions (the current one signs out). */
const endOne: Endpoint = {
  path: '/account/sessions/end',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json(SIGNED_OUT, 401)
    const parsed = endBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Indica qué sesión quieres cerrar.' }, 400)
    const ended = await endSessions(req, user.id, {
      only: [parsed.data.sid],
      reason: 'Cerrada por su titular',
      by: user.id,
    })
    if (!ended) return json({ error: 'Esa sesión ya estaba cerrada.' }, 404)
    const current = parsed.data.sid === sessionIdOf(req)
    return current ? withCookie(req, { ended, current }, null) : json({ ended, current })
  },
}

/** POST /api/account/sessions/end-others — ends every session of the user but this one. */
const endOthers: Endpoint = {
  path: '/account/sessions/end-others',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json(SIGNED_OUT, 401)
    const ended = await endSessions(req, user.id, {
      except: sessionIdOf(req) ?? '',
      reason: 'Cerradas por su titular (las demás)',
      by: user.id,
    })
    return json({ ended })
  },
}

const tokenBody = z.object({ token: z.string().min(10).max(200) })

/** POST /api/account/sessions/end-by-link { token } — the link of a new-sign-in e-mail; no sign-in needed. */
const endByLink: Endpoint = {
  path: '/account/sessions/end-by-link',
  method: 'post',
  handler: async (req) => {
    const parsed = tokenBody.safeParse(await readJson(req))
    const sid = parsed.success ? sidFromEndToken(parsed.data.token) : null
    if (!sid) return json({ error: 'El enlace no es válido.' }, 400)
    const owner = await sessionOwner(req.payload, sid)
    const ended = owner
      ? await endSessions(req, owner, {
          only: [sid],
          reason: 'Cerrada desde el aviso de nuevo inicio de sesión',
          by: owner,
        })
      : 0
    return json({ ended })
  },
}

const supportBody = z.object({
  email: z.email({ error: 'Email inválido' }),
  reason: z
    .string({ error: 'Indica el motivo.' })
    .trim()
    .min(3, { error: 'Indica el motivo.' })
    .max(500, { error: 'El motivo es demasiado largo.' }),
})

/** POST /api/support/end-sessions { email, reason } — support signs a customer out everywhere, with a reason. */
const supportEndAll: Endpoint = {
  path: '/support/end-sessions',
  method: 'post',
  handler: async (req) => {
    if (!isSupportUser(req.user as never)) return json({ error: 'No tienes permiso para esta acción.' }, 403)
    const parsed = supportBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: parsed.error.issues[0]?.message ?? 'Revisa los datos.' }, 400)
    const email = parsed.data.email.trim().toLowerCase()
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
    })
    const customer = docs[0]
    if (!customer) return json({ error: 'No hay ninguna cuenta con este email.' }, 404)
    const ended = await endSessions(req, customer.id, { reason: `Soporte: ${parsed.data.reason}`, by: req.user!.id })
    req.payload.logger.info({
      msg: 'support ended every session of an account',
      by: req.user?.id,
      user: customer.id,
      ended,
    })
    const message = ended === 1 ? 'Se ha cerrado 1 sesión.' : `Se han cerrado ${ended} sesiones.`
    return json({ ended, message })
  },
}

export const sessionEndpoints = [list, endOne, endOthers, endByLink, supportEndAll]
