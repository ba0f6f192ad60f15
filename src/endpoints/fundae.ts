import type { Endpoint } from 'payload'

import { parseId } from '@/content/ids'
import { fundaeCsv, fundaeFileName, fundaePdfOf, fundaePeriod, gatherFundae } from '@/teams/fundae'
import { isTeamManager } from '@/teams/seat-writes'

import { failure, json, renderedPdf, signedInUser } from './helpers'

const NOT_FOUND = 'No encontramos ese equipo entre los que gestionas.'

/**
 * GET /api/equipo/:team/fundae?desde=YYYY-MM-DD&hasta=YYYY-MM-DD&formato=csv|pdf — the FUNDAE evidence
 * of a team (src/teams/fundae.ts), for its managers only: 401 signed out, 404 for anyone who does not
 * manage the team (whether or not it exists), 400 in Spanish for a bad period or format.
 */
const fundaeExport: Endpoint = {
  path: '/equipo/:team/fundae',
  method: 'get',
  handler: async (req) => {
    try {
      const user = signedInUser(req)
      if (!user) return json({ error: 'Inicia sesión con la cuenta que gestiona el equipo.' }, 401)
      const team = parseId(req.routeParams?.team)
      if (!team) return json({ error: NOT_FOUND }, 404)
      if (!(await isTeamManager(req.payload, team, Number(user.id)))) return json({ error: NOT_FOUND }, 404)
      const query = (req.query ?? {}) as Record<string, unknown>
      const period = fundaePeriod(query.desde, query.hasta)
      if (!period.ok) return json({ error: period.message }, 400)
      const format = query.formato ?? 'csv'
      if (format !== 'csv' && format !== 'pdf') return json({ error: 'El formato debe ser «csv» o «pdf».' }, 400)
      const evidence = await gatherFundae(req.payload, team, period.period)
      req.payload.logger.info({ msg: 'fundae export', team, by: user.id, format, people: evidence.people.length })
      if (format === 'csv') {
        return new Response(fundaeCsv(evidence), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${fundaeFileName(evidence, 'csv')}"`,
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        })
      }
      return (await renderedPdf(req, (render) =>
        render(async () => ({ pdf: await fundaePdfOf(evidence), fileName: fundaeFileName(evidence, 'pdf') })),
      ))!
    } catch (error) {
      return failure(req, error)
    }
  },
}

export const fundaeEndpoints = [fundaeExport]
