import config from '@payload-config'
import type pg from 'pg'
import { getPayload } from 'payload'

import { healthReport } from '@/health/check'
import { startJobWorker } from '@/jobs/worker'
import { migrations } from '@/migrations'

export const dynamic = 'force-dynamic'

const answer = (body: unknown, ok: boolean) =>
  Response.json(body, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })

/** GET /api/health — 200 when the database is reachable and migrated (or pushed, in development), else 503; JSON either way. */
export async function GET() {
  let payload
  try {
    payload = await getPayload({ config })
  } catch {
    return answer({ ok: false, database: 'unreachable', migrations: null, queue: null, verifactu: null }, false)
  }
  // Payload's onInit starts this instance's worker; if that first initialisation failed (database
  // down at start), the next successful health check starts it.
  if (process.env.NEXT_PHASE !== 'phase-production-build') startJobWorker(payload)
  // `npm run dev` pushes the schema from the config instead of migrating: there is nothing to count.
  const expected = process.env.PAYLOAD_PUSH === 'true' ? 'pushed' : migrations.map((m) => m.name)
  const report = await healthReport((payload.db as unknown as { pool: pg.Pool }).pool, expected)
  return answer(report, report.ok)
}
