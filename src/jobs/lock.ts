import type { Payload } from 'payload'
import type pg from 'pg'

/** How long `withLock` keeps trying before it gives up (the caller's job is then retried later). */
const WAIT_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `fn` while holding a PostgreSQL advisory lock named `key`, across every app instance: for
 * read-modify-write work that two jobs may start at once (e.g. two refund events of one charge).
 * `fn` must do database work only (no network call: the lock's connection sits in its transaction
 * meanwhile). The lock is a transaction-level one, held by a transaction of its own on a dedicated
 * connection until `fn` settles: it ends with that transaction (or with the connection, if it breaks),
 * and it works unchanged behind a transaction-mode pooler (PgBouncer), where a session-level lock and
 * its unlock could reach two different server connections (docs/scaling.md).
 *
 * Waiting holds no connection: a waiter tries (`pg_try_advisory_xact_lock`), gives its connection back
 * at once when the lock is taken, and tries again a moment later. Blocking in `pg_advisory_xact_lock`
 * instead deadlocked the pool: every connection held by a waiter, none left for the holder's own
 * queries (six refunds of one charge with 12 jobs at once). After `WAIT_MS` it throws.
 */
export async function withLock<T>(payload: Payload, key: string, fn: () => Promise<T>, waitMs = WAIT_MS): Promise<T> {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  const deadline = Date.now() + waitMs
  for (let attempt = 1; ; attempt += 1) {
    const client = await pool.connect()
    let broken: Error | undefined
    try {
      await client.query('BEGIN')
      try {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [key])
        if (rows[0]?.locked) return await fn()
      } finally {
        // the transaction wrote nothing: committing only releases the lock (if it was taken)
        await client.query('COMMIT').catch((error: Error) => (broken = error))
      }
    } finally {
      client.release(broken)
    }
    if (Date.now() > deadline) throw new Error(`lock ${key}: still held by another worker after ${waitMs} ms`)
    await sleep(Math.min(25 * attempt, 250) + Math.random() * 50)
  }
}
