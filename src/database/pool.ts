import type { Payload } from 'payload'
import type pg from 'pg'

/**
 * Payload's own connection pool (the postgres adapter's), for the statements the Local API cannot say.
 * The one place that reaches into the adapter: nothing outside src/database reads `payload.db`
 * (tests/unit/layering.test.ts). Statements in a request's transaction use `transactionDb` instead.
 */
export function mainPool(payload: Payload): pg.Pool {
  return (payload.db as unknown as { pool: pg.Pool }).pool
}

/** Runs the committed migrations (what `payload migrate` does). */
export async function migrate(payload: Payload) {
  await payload.db.migrate()
}
