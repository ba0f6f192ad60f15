import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isSupportUser } from '../../collections/access/roles'
import { resendAccessLink } from '@/commerce/access-link'
import { reconcilePaidSessions } from '@/commerce/reconcile'
import { settings } from '@/env'

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

const reconcileBody = z.object({ days: z.number().int().min(1).max(30).optional() }).nullable()

/**
 * POST /api/support/reconcile — support runs the reconciliation with Stripe now (the queue also runs it
 * on its own every few minutes): every paid Checkout Session of the last `days` days gets its purchase.
 */
const reconcile: Endpoint = {
  path: '/support/reconcile',
  method: 'post',
  handler: async (req) => {
    if (!isSupportUser(req.user as never)) return json({ error: 'No tienes permiso para esta acción.' }, 403)
    const parsed = reconcileBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Indica un número de días entre 1 y 30.' }, 400)
    const days = parsed.data?.days ?? settings.jobs.reconcileDays
    req.payload.logger.info({ msg: 'support started a reconciliation', by: req.user?.id, days })
    const report = await reconcilePaidSessions(req.payload, days)
    return json({ message: `Revisados ${report.paid} pagos de los últimos ${days} días: ${report.fulfilled.length} completados ahora.`, ...report })
  },
}

export const supportEndpoints = [resend, reconcile]
