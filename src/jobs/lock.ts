import type { Payload } from 'payload'
import type pg from 'pg'

/**
 * Runs `fn` while holding a PostgreSQL advisory lock named `key`, across every app instance: for
 * read-modify-write work that two jobs may start at once (e.g. two refund events of one charge).
 * The lock is a transaction-level one, held by a transaction of its own on a dedicated connection
 * until `fn` settles: it ends with that transaction (or with the connection, if it breaks), and it
 * works unchanged behind a transaction-mode pooler (PgBouncer), where a session-level lock and its
 * unlock could reach two different server connections (docs/scaling.md).
 */
export async function withLock<T>(payload: Payload, key: string, fn: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN')
    try {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key])
      return await fn()
    } finally {
      // the transaction wrote nothing: committing only releases the lock
      await client.query('COMMIT').catch((error: Error) => (broken = error))
    }
  } finally {
    client.release(broken)
  }
}
