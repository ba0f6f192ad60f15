import type { Endpoint } from 'payload'

import { isSupportUser } from '@/security/roles'
import { readOverview } from '@/reports/read'

import { json } from './helpers'

/**
 * GET /api/reports/overview — the business overview of the admin's dashboard (src/reports/) as JSON:
 * admin and support only (money figures); 401 for visitors, 403 for everyone else.
 */
const overview: Endpoint = {
  path: '/reports/overview',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return json({ error: 'Inicia sesión con una cuenta de administración o soporte.' }, 401)
    if (!isSupportUser(req.user as never))
      return json({ error: 'No tienes permiso para ver las cifras del negocio.' }, 403)
    try {
      return json(await readOverview(req.payload))
    } catch (error) {
      req.payload.logger.error({ err: error }, 'business overview')
      return json({ error: 'No se pudieron leer las cifras ahora mismo. Inténtalo en unos segundos.' }, 503)
    }
  },
}

export const reportEndpoints: Endpoint[] = [overview]
