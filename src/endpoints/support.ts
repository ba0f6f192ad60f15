import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isSupportUser } from '../../collections/access/roles'
import { resendAccessLink } from '@/commerce/guest-access'

import { json, readJson } from './helpers'

const body = z.object({ email: z.email({ error: 'Email inválido' }) })

/** POST /api/support/resend-link — support sends a guest a fresh access link (a new token). */
const resend: Endpoint = {
  path: '/support/resend-link',
  method: 'post',
  handler: async (req) => {
    if (!isSupportUser(req.user as never)) return json({ error: 'No tienes permiso para esta acción.' }, 403)
    const parsed = body.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Email inválido' }, 400)
    const sent = await resendAccessLink(req.payload, parsed.data.email)
    if (!sent) return json({ error: 'Este email no tiene compras como invitado: no hay enlace que enviar.' }, 404)
    req.payload.logger.info({ msg: 'support re-sent an access link', by: req.user?.id, email: parsed.data.email })
    return json({ message: `Enlace nuevo enviado a ${parsed.data.email}.` })
  },
}

export const supportEndpoints = [resend]
