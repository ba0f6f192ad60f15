import type pg from 'pg'

import { MAX_RECORDS_PER_MESSAGE, submissionDocument } from './soap'

/**
 * The records of a period (generated from `from` to `to`, both included, days in Madrid) as the agency's
 * XML: a `RegFactuSistemaFacturacion` document (Cabecera + RegistroFactura), at most 1,000 records each
 * as the schema allows; `page` picks the document when the period has more (1-based). The schema wants
 * at least one RegistroFactura, so a period without records has no document (`xml: null`): the endpoint
 * says so instead of handing out a file the agency's XSD refuses.
 */
export interface PeriodExport {
  xml: string | null
  records: number
  total: number
  pages: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

export function validPeriod(from: string, to: string) {
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    return 'Indica las fechas como aaaa-mm-dd.'
  if (from > to) return 'La fecha inicial es posterior a la final.'
  return null
}

export async function exportPeriod(
  pool: Pick<pg.Pool, 'query'>,
  o: { from: string; to: string; page: number; issuerName: string },
): Promise<PeriodExport> {
  const where = `created_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Madrid') AND created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Madrid')`
  const { rows: counted } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM verifactu_records WHERE ${where}`,
    [o.from, o.to],
  )
  const total = counted[0].n
  const pages = Math.max(1, Math.ceil(total / MAX_RECORDS_PER_MESSAGE))
  const page = Math.min(Math.max(1, o.page), pages)
  const { rows } = await pool.query<{ xml: string; nif: string }>(
    `SELECT xml, issuer_nif AS nif FROM verifactu_records WHERE ${where} ORDER BY sequence LIMIT $3 OFFSET $4`,
    [o.from, o.to, MAX_RECORDS_PER_MESSAGE, (page - 1) * MAX_RECORDS_PER_MESSAGE],
  )
  return { xml: periodDocument(o.issuerName, rows), records: rows.length, total, pages }
}

/** The document of a page of records (each with its issuer's NIF), or null when there is none. */
export function periodDocument(issuerName: string, rows: Array<{ xml: string; nif: string }>): string | null {
  if (!rows.length) return null
  return submissionDocument(
    { nif: rows[0].nif, name: issuerName },
    rows.map((r) => r.xml),
  )
}

export const NO_RECORDS = 'No hay registros de facturación en ese periodo.'
