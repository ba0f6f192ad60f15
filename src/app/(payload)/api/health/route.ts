import config from '@payload-config'
import type pg from 'pg'
import { getPayload } from 'payload'

import { healthReport } from '@/health/check'
import { startJobWorker } from '@/jobs/worker'
import { migrations } from '@/migrations'

export const dynamic = 'force-dynamic'

const answer = (body: unknown, ok: boolean) =>
  Response.json(body, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })

/** GET /api/health — 200 when the database is reachable and migrated, else 503; JSON either way. */
export async function GET() {
  let payload
  try {
    payload = await getPayload({ config })
  } catch {
    return answer({ ok: false, database: 'unreachable', migrations: null, queue: null }, false)
  }
  // Payload's onInit starts this instance's worker; if that first initialisation failed (database
  // down at start), the next successful health check starts it.
  if (process.env.NEXT_PHASE !== 'phase-production-build') startJobWorker(payload)
  const report = await healthReport((payload.db as unknown as { pool: pg.Pool }).pool, migrations.map((m) => m.name))
  return answer(report, report.ok)
}
