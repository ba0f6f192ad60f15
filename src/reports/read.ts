import type { Payload } from 'payload'

import { isoDay } from '@/content/dates'
import { mainPool } from '@/database/pool'

import { LONGEST_DAYS, overview, periodStart, type CheckoutDay, type InvoiceGroup, type Overview } from './overview'

/**
 * Reads what the business overview needs (src/reports/overview.ts) in four grouped, bounded statements:
 * only the last 30 Madrid days, at most one row per day and group, in one read-only transaction with a
 * statement timeout, so a slow database never holds the dashboard for long.
 */

const TZ = 'Europe/Madrid'
const TIMEOUT_MS = 5_000
/** More groups than this in 30 days would be a bug, not a business: the query stops there. */
const MAX_GROUPS = 20_000

const INVOICES = `
SELECT to_char(i.issued_at AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS day, i.kind,
       CASE WHEN o.product_type = 'complete' THEN 'complete'
            ELSE coalesce((SELECT string_agg(m.code::text, ', ' ORDER BY m.code::text) FROM orders_rels r JOIN modules m ON m.id = r.modules_id
                           WHERE r.parent_id = o.id AND r.path = 'modules'), '') END AS product,
       nullif(upper(o.pricing_code), '') AS code, i.buyer->>'country' AS country, i.rate::float8 AS rate,
       count(*)::int AS count, sum(i.net)::bigint AS net, sum(i.tax)::bigint AS tax, sum(i.total)::bigint AS total
FROM invoices i JOIN orders o ON o.id = i.order_id
WHERE i.issued_at >= ($1::date)::timestamp AT TIME ZONE '${TZ}'
GROUP BY 1, 2, 3, 4, 5, 6
LIMIT ${MAX_GROUPS}`

const CHECKOUTS = `
SELECT to_char(created_at AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS day, count(*)::int AS started,
       count(*) FILTER (WHERE paid_at IS NOT NULL)::int AS paid
FROM orders WHERE created_at >= ($1::date)::timestamp AT TIME ZONE '${TZ}' GROUP BY 1`

const CERTIFICATES = `
SELECT to_char(issued_at AT TIME ZONE '${TZ}', 'YYYY-MM-DD') AS day, count(*)::int AS count
FROM certificates WHERE issued_at >= ($1::date)::timestamp AT TIME ZONE '${TZ}' GROUP BY 1`

const JOBS = `
SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'failed')::int AS failed
FROM outbox WHERE status IN ('queued', 'failed')`

type Row = Omit<InvoiceGroup, 'net' | 'tax' | 'total'> & { net: string; tax: string; total: string }

export async function readOverview(payload: Payload, now = new Date()): Promise<Overview> {
  const today = isoDay(now)
  const from = periodStart(today, LONGEST_DAYS)
  const pool = mainPool(payload)
  const connecting = pool.connect()
  const client = await withTimeout(connecting, TIMEOUT_MS).catch((error: unknown) => {
    // A connection that arrives after the wait went back to the pool.
    void connecting.then(
      (late) => late.release(),
      () => undefined,
    )
    throw error
  })
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(`SET LOCAL statement_timeout = ${TIMEOUT_MS}`)
    const invoices = await client.query<Row>(INVOICES, [from])
    const checkouts = await client.query<CheckoutDay>(CHECKOUTS, [from])
    const certificates = await client.query<{ day: string; count: number }>(CERTIFICATES, [from])
    const jobs = await client.query<{ queued: number; failed: number }>(JOBS)
    await client.query('COMMIT')
    return overview({
      today,
      invoices: invoices.rows.map((r) => ({ ...r, net: Number(r.net), tax: Number(r.tax), total: Number(r.total) })),
      checkouts: checkouts.rows,
      certificates: certificates.rows,
      jobs: jobs.rows[0] ?? { queued: 0, failed: 0 },
    })
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('La base de datos no respondió a tiempo.')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
