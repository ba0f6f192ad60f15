import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { madridYear } from '@/content/dates'
import { transactionDb } from '@/database/transaction'

/** Series: `A` ordinary invoices, `R` rectifying invoices. */
export type Series = 'A' | 'R'

/** "2026-A-000001": year, series, six-digit sequence (gap-free within series and year). */
export function invoiceNumber(series: Series, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError(`sequence out of range: ${sequence}`)
  return `${year}-${series}-${String(sequence).padStart(6, '0')}`
}

/** The calendar year of a moment in Spain (an invoice issued at 00:30 on 1 January, Madrid time, is of the new year). */
export const fiscalYear = madridYear

/**
 * The next number of a series and year, taken in the caller's transaction (`req`): the counter row is
 * created or incremented with one `INSERT … ON CONFLICT DO UPDATE … RETURNING`, which locks it until
 * the transaction ends. Concurrent issuers wait for each other; a transaction that rolls back gives
 * its number back. So numbers are never shared and never skipped.
 */
export async function nextSequence(
  payload: Payload,
  req: PayloadRequest,
  series: Series,
  year: number,
): Promise<number> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute(sql`
    INSERT INTO invoice_counters (series, year, last, updated_at, created_at)
    VALUES (${series}, ${year}, 1, now(), now())
    ON CONFLICT (series, year) DO UPDATE SET last = invoice_counters.last + 1, updated_at = now()
    RETURNING last`)
  return Number(rows[0].last)
}
