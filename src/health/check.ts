import type pg from 'pg'

import { chainHealth, type ChainHealth } from '@/verifactu/chain'

/**
 * What a load balancer (and docker-compose's healthcheck) asks an instance: can it reach the database,
 * has the database run every migration this build expects, and how deep is the job queue.
 */
export interface HealthReport {
  ok: boolean
  database: 'reachable' | 'unreachable'
  /** 'pushed': a development database whose schema Payload pushes from the config (`npm run dev`). */
  migrations: { expected: number; applied: number; missing: string[] } | 'pushed' | null
  queue: { queued: number; running: number; failed: number; oldestQueuedSeconds: number | null } | null
  /** VERI*FACTU: the latest records re-fingerprinted, and those not (yet) accepted by the agency */
  verifactu: ChainHealth | null
  /** the requests' connection pool: connections open, idle, and requests waiting for one (a saturated pool says so) */
  pool?: { max: number; total: number; idle: number; waiting: number }
}

/** What a pg Pool says about itself, for the report (so a 503 says "pool saturated", not only "503"). */
export function poolState(pool: {
  totalCount: number
  idleCount: number
  waitingCount: number
  options?: { max?: number }
}) {
  return { max: pool.options?.max ?? 0, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())])

/** The migrations this build expects, or 'pushed' when the schema follows the config without migrations. */
export type ExpectedSchema = string[] | 'pushed'

export async function healthReport(
  pool: Pick<pg.Pool, 'query'>,
  expected: ExpectedSchema,
  timeoutMs = 2_000,
): Promise<HealthReport> {
  const expectedMigrations = expected === 'pushed' ? [] : expected
  try {
    const [applied, queue, verifactu] = await withTimeout(
      Promise.all([
        pool.query<{ name: string }>('SELECT name FROM payload_migrations WHERE batch > 0'),
        pool.query<{ queued: number; running: number; failed: number; oldest: number | null }>(
          `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued,
                  count(*) FILTER (WHERE status = 'running')::int AS running,
                  count(*) FILTER (WHERE status = 'failed')::int AS failed,
                  extract(epoch FROM now() - min(run_after) FILTER (WHERE status = 'queued'))::int AS oldest
           FROM outbox WHERE status <> 'done'`,
        ),
        chainHealth(pool),
      ]),
      timeoutMs,
    )
    const names = new Set(applied.rows.map((r) => r.name))
    const missing = expectedMigrations.filter((name) => !names.has(name))
    const q = queue.rows[0]
    return {
      ok: missing.length === 0,
      database: 'reachable',
      migrations:
        expected === 'pushed'
          ? 'pushed'
          : { expected: expectedMigrations.length, applied: expectedMigrations.length - missing.length, missing },
      queue: {
        queued: q.queued,
        running: q.running,
        failed: q.failed,
        oldestQueuedSeconds: q.oldest === null ? null : Math.max(0, q.oldest),
      },
      verifactu,
    }
  } catch (error) {
    // A missing table means missing migrations rather than an unreachable server.
    if ((error as { code?: string }).code === '42P01') {
      return {
        ok: false,
        database: 'reachable',
        migrations: { expected: expectedMigrations.length, applied: 0, missing: expectedMigrations },
        queue: null,
        verifactu: null,
      }
    }
    return { ok: false, database: 'unreachable', migrations: null, queue: null, verifactu: null }
  }
}
