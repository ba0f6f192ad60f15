import type { Endpoint, PayloadRequest } from 'payload'

import { parseId } from '@/content/ids'
import { mainPool } from '@/database/pool'
import { isSupportUser } from '@/security/roles'
import { correctRecord, CorrectionRefused } from '@/verifactu/correction'
import { isCorrectionChoice } from '@/verifactu/correction-data'
import { exportPeriod, NO_RECORDS, validPeriod } from '@/verifactu/export'
import { resendSubmission, ResendRefused } from '@/verifactu/resend'

import { failure, json, readJson } from './helpers'

const refusal = (req: PayloadRequest, allowed: (user: never) => boolean) => {
  if (!req.user) return json({ error: 'Inicia sesión con una cuenta del equipo.' }, 401)
  return allowed(req.user as never) ? null : json({ error: 'No tienes permiso para esta acción.' }, 403)
}

/**
 * POST /api/verifactu/records/:id/correct — support corrects a record the agency rejected (or accepted
 * with errors) and sends it again: a new record that subsana it (src/verifactu/correction.ts). Body `{}`,
 * or `{ "choice": "not_censused" }` to name a recipient the census does not know as «No censado».
 */
const correct: Endpoint = {
  path: '/verifactu/records/:id/correct',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req, isSupportUser)
    if (refused) return refused
    const id = parseId(req.routeParams?.id)
    if (!id) return json({ error: 'Registro no válido.' }, 400)
    const body = await readJson(req)
    const choice = body && typeof body === 'object' ? (body as { choice?: unknown }).choice : undefined
    if (choice !== undefined && choice !== null && !isCorrectionChoice(choice))
      return json({ error: 'Esa opción de subsanación no existe.' }, 400)
    try {
      const record = await correctRecord(req.payload, id, choice ?? null)
      req.payload.logger.info({
        msg: 'support corrected a VERI*FACTU record',
        by: req.user?.id,
        record: id,
        correction: record.id,
        choice,
      })
      return json({
        message: `Subsanación creada (registro ${record.sequence}); se enviará a la AEAT en cuanto se pueda.`,
        id: record.id,
      })
    } catch (error) {
      if (error instanceof CorrectionRefused) return json({ error: error.message }, error.status)
      return failure(req, error)
    }
  },
}

/**
 * POST /api/verifactu/submissions/:id/resend — support resends a message the agency refused whole (SOAP
 * Fault Client) once its cause is fixed: its records go again, no new record (src/verifactu/resend.ts).
 */
const resend: Endpoint = {
  path: '/verifactu/submissions/:id/resend',
  method: 'post',
  handler: async (req) => {
    const refused = refusal(req, isSupportUser)
    if (refused) return refused
    const id = parseId(req.routeParams?.id)
    if (!id) return json({ error: 'Envío no válido.' }, 400)
    try {
      const { records } = await resendSubmission(req.payload, id)
      req.payload.logger.info({ msg: 'support resent a refused VERI*FACTU message', by: req.user?.id, submission: id })
      return json({
        message: `Reenvío pedido: ${records === 1 ? 'su registro sale' : `sus ${records} registros salen`} de nuevo hacia la AEAT, en orden.`,
      })
    } catch (error) {
      if (error instanceof ResendRefused) return json({ error: error.message }, error.status)
      return failure(req, error)
    }
  },
}

/** GET /api/verifactu/export?from=aaaa-mm-dd&to=aaaa-mm-dd[&page=n] — the period's records as the agency's XML (admin and support, as the records). */
const exportXml: Endpoint = {
  path: '/verifactu/export',
  method: 'get',
  handler: async (req) => {
    const refused = refusal(req, isSupportUser)
    if (refused) return refused
    const from = String(req.query?.from ?? '')
    const to = String(req.query?.to ?? '')
    const invalid = validPeriod(from, to)
    if (invalid) return json({ error: invalid }, 400)
    const page = Math.min(1_000_000, Math.max(1, Math.floor(Number(req.query?.page) || 1)))
    const site = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const pool = mainPool(req.payload)
    const result = await exportPeriod(pool, { from, to, page, issuerName: site.legal?.companyName || 'Academia GEO' })
    if (result.xml === null) return json({ error: NO_RECORDS }, 404)
    const name = `verifactu_${from}_${to}${result.pages > 1 ? `_${page}de${result.pages}` : ''}.xml`
    return new Response(result.xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Records': String(result.records),
        'X-Total-Pages': String(result.pages),
      },
    })
  },
}

export const verifactuEndpoints = [correct, resend, exportXml]
