import type { Payload } from 'payload'

import { inTransaction } from '@/database/transaction'
import type { Order, VerifactuRecord } from '@/payload-types'

import { choiceRefusal, type CorrectionChoice } from './correction-data'
import { lockChain, writeAltaRecord, type AltaOptions } from './records'

/**
 * Support's «Subsanar y reenviar» for a record the agency rejected or accepted with errors: never an
 * edit (a record is immutable), always a new record of the same invoice, chained after the last one,
 * that names the one it corrects — Subsanacion = S, plus RechazoPrevio = X when the original was
 * rejected (it does not exist at the agency) — SWeb §9.1.2 and §9.1.3; Validaciones §4.3.1. It is built
 * from the invoice and the settings as they are now (e.g. after fixing the issuer's data), and may correct
 * data the invoice cannot (`choice`, src/verifactu/correction-data.ts: a recipient not in the census).
 */
export class CorrectionRefused extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409 = 409,
  ) {
    super(message)
  }
}

/**
 * How the corrected record is written: it corrects `record`, with the order's tax, and is generated at
 * `at` — the time the chain lock was taken, never the invoice's time of issue (FechaHoraHusoGenRegistro
 * is when the record is generated; the chain's times never go back).
 */
export const correctionOptions = (
  record: Pick<VerifactuRecord, 'id' | 'status'>,
  order: Pick<Order, 'tax'>,
  at: Date,
  choice: CorrectionChoice | null = null,
): AltaOptions => ({
  taxability: order.tax?.taxability ?? null,
  correctionOf: { id: record.id, status: record.status },
  at,
  ...(choice ? { choice } : {}),
})

export async function correctRecord(
  payload: Payload,
  recordId: number,
  choice: CorrectionChoice | null = null,
): Promise<VerifactuRecord> {
  return inTransaction(payload, async (req) => {
    const at = await lockChain(payload, req)
    const record = await payload.findByID({
      collection: 'verifactu-records',
      id: recordId,
      depth: 0,
      req,
      disableErrors: true,
    })
    if (!record) throw new CorrectionRefused('Ese registro no existe.', 404)
    if (record.kind !== 'alta')
      throw new CorrectionRefused(
        'Solo se subsanan registros de alta; una anulación rechazada se vuelve a emitir desde la factura.',
      )
    if (record.status !== 'rejected' && record.status !== 'accepted_with_errors')
      throw new CorrectionRefused('Solo se subsanan registros rechazados o aceptados con errores por la AEAT.')
    const { totalDocs } = await payload.count({
      collection: 'verifactu-records',
      where: { correctionOf: { equals: record.id } },
      req,
    })
    if (totalDocs) throw new CorrectionRefused('Este registro ya tiene una subsanación.')
    const refusal = choice && choiceRefusal(record, choice)
    if (refusal) throw new CorrectionRefused(refusal)
    const invoiceId = typeof record.invoice === 'object' ? record.invoice.id : record.invoice
    const invoice = await payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, req })
    const orderId = typeof invoice.order === 'object' ? invoice.order.id : invoice.order
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, req })
    return writeAltaRecord(payload, req, invoice, correctionOptions(record, order, at, choice))
  })
}
