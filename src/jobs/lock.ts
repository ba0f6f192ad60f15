import type { Payload } from 'payload'

import { mainPool } from '@/database/pool'
import { settings } from '@/env'

/** Another job held the lock for longer than the wait allows: the job is retried later (with backoff). */
export class LockBusy extends Error {
  /** PostgreSQL's lock_not_available: a request that meets it answers 503 (src/database/limits.ts). */
  readonly code = '55P03'
  constructor(key: string) {
    super(`lock ${key} is busy: retrying later`)
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Runs `fn` while holding a PostgreSQL advisory lock named `key`, across every app instance: for
 * read-modify-write work that two jobs may start at once (e.g. two refund events of one charge).
 * The lock is a transaction-level one, held by a transaction of its own on a dedicated connection
 * until `fn` settles: it ends with that transaction (or with the connection, if it breaks), and it
 * works unchanged behind a transaction-mode pooler (PgBouncer), where a session-level lock and its
 * unlock could reach two different server connections (docs/scaling.md).
 *
 * Waiting never holds a connection: the lock is *tried* (`pg_try_advisory_xact_lock`); when another
 * job has it, the connection goes straight back to the pool and the attempt is repeated with a growing
 * pause, for at most `waitMs`, then `LockBusy` (the job retries later). A blocking
 * `pg_advisory_xact_lock` let eight waiters hold eight pooled connections while the holder waited for
 * one more: the instance deadlocked for good.
 */
export async function withLock<T>(
  payload: Payload,
  key: string,
  fn: () => Promise<T>,
  waitMs = settings.jobs.lockWaitMs,
): Promise<T> {
  const pool = mainPool(payload)
  const deadline = Date.now() + waitMs
  for (let pause = 25; ; pause = Math.min(pause * 2, 1_000)) {
    const client = await pool.connect()
    let broken: Error | undefined
    let held = false
    try {
      await client.query('BEGIN')
      // This transaction stays idle while `fn` works on other connections: it may, for as long as a job
      // may run (then PostgreSQL ends it, and the lock with it), not the requests' shorter limit.
      await client.query(`SET LOCAL idle_in_transaction_session_timeout = ${Math.floor(settings.jobs.deadlineMs)}`)
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
        [key],
      )
      held = rows[0]?.locked === true
      if (held) return await fn()
    } finally {
      // the transaction wrote nothing: committing only releases the lock
      await client.query(held ? 'COMMIT' : 'ROLLBACK').catch((error: Error) => (broken = error))
      client.release(broken)
    }
    if (Date.now() + pause > deadline) throw new LockBusy(key)
    await sleep(pause * (0.5 + Math.random()))
  }
}
