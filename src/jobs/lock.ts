import type { Payload } from 'payload'
import type pg from 'pg'

/**
 * Runs `fn` while holding a PostgreSQL advisory lock named `key`, across every app instance: for
 * read-modify-write work that two jobs may start at once (e.g. two refund events of one charge).
 */
export async function withLock<T>(payload: Payload, key: string, fn: () => Promise<T>): Promise<T> {
  const pool = (payload.db as unknown as { pool: pg.Pool }).pool
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key])
    try {
      return await fn()
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key])
    }
  } finally {
    client.release()
  }
}
