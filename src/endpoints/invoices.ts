import type { Endpoint } from 'payload'

import { parseFullInvoiceDetails } from '@/invoicing/full-invoice-details'
import { authoriseSubstitution, issueSubstitute } from '@/invoicing/substitution'

import { failure, json, readJson } from './helpers'

/**
 * POST /api/invoice-full/:id {name, taxId, address, token?} — the buyer of a simplified invoice asks for
 * a complete one with their tax details (src/invoicing/substitution.ts): the account that owns the
 * order, or a guest with a valid access link (`token`). Answers the new invoice's number, or a Spanish 4xx.
 */
const fullInvoice: Endpoint = {
  path: '/invoice-full/:id',
  method: 'post',
  handler: async (req) => {
    try {
      const body = await readJson(req)
      const token =
        body && typeof body === 'object' && typeof (body as { token?: unknown }).token === 'string'
          ? (body as { token: string }).token
          : null
      const { invoice, order } = await authoriseSubstitution(req.payload, {
        id: String(req.routeParams?.id ?? ''),
        user: req.user,
        token,
      })
      const details = parseFullInvoiceDetails(body)
      const substitute = await issueSubstitute(req.payload, invoice, order, details)
      return json(
        {
          id: substitute.id,
          number: substitute.number,
          message: `Hemos emitido la factura completa ${substitute.number}; te la enviamos también por correo.`,
        },
        201,
      )
    } catch (error) {
      return failure(req, error)
    }
  },
}

export const invoiceEndpoints = [fullInvoice]
