import config from '@payload-config'
import { startJobs } from '../../../../../jobs.config'
import { getPayload } from 'payload'

import { mainPool } from '@/database/pool'
import { statementPool } from '@/database/statement-pool'
import { healthReport, poolState } from '@/health/check'
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
  if (process.env.NEXT_PHASE !== 'phase-production-build') startJobs(payload)
  // `npm run dev` pushes the schema from the config instead of migrating: there is nothing to count.
  const expected = process.env.PAYLOAD_PUSH === 'true' ? 'pushed' : migrations.map((m) => m.name)
  // Asked on the statement pool, so that requests holding every connection of the main pool (lock waits,
  // a burst) do not make the database look unreachable; the main pool's state is reported beside it.
  const main = mainPool(payload)
  const report = { ...(await healthReport(statementPool(payload), expected)), pool: poolState(main as never) }
  return answer(report, report.ok)
}
