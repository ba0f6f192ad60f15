import type { Endpoint } from 'payload'

import { authoriseDownload } from '@/entitlements/downloads'
import { deliverGuide } from '@/learning/guide-download'
import { authoriseInvoice, invoicePdf } from '@/invoicing/delivery'

import { json, renderedPdf } from './helpers'

/**
 * GET /api/guides/:module[?token=…] — the one download route (dashboard, success page, guest
 * page). Checks on every request; answers the stamped PDF or a 4xx with a Spanish message.
 */
const download: Endpoint = {
  path: '/guides/:module',
  method: 'get',
  handler: async (req) => {
    const moduleSlug = String(req.routeParams?.module ?? '').toLowerCase()
    const token = req.searchParams.get('token')
    const decision = await authoriseDownload(req.payload, { moduleSlug, user: req.user, token })
    if (!decision.allowed) return json({ error: decision.message }, decision.status)
    const answer = await renderedPdf(req, (render) => deliverGuide(req.payload, decision, render))
    return answer ?? json({ error: 'Archivo no encontrado' }, 404)
  },
}

/**
 * GET /api/invoice-pdf/:id[?token=…|?key=…] — an invoice as PDF, for support, its owner, the guest whose
 * link covers it, or the e-mailed link. Rendered from the stored (immutable) invoice.
 */
const invoice: Endpoint = {
  path: '/invoice-pdf/:id',
  method: 'get',
  handler: async (req) => {
    const decision = await authoriseInvoice(req.payload, {
      id: String(req.routeParams?.id ?? ''),
      user: req.user,
      token: req.searchParams.get('token'),
      key: req.searchParams.get('key'),
    })
    if (!decision.allowed) return json({ error: decision.message }, decision.status)
    return (await renderedPdf(req, (render) => render(() => invoicePdf(req.payload, decision.invoice))))!
  },
}

export const downloadEndpoints = [download, invoice]
