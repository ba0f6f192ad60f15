import type { Payload } from 'payload'
import pg from 'pg'

import { mainPool } from './pool'
import { watchPool } from './pool-watch'

/** The process's statement pools, by main pool (on globalThis: each server bundle of Next has its own copy of this module). */
const pools: WeakMap<object, pg.Pool> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('academia-geo.statement-pools')
] ??= new WeakMap()) as WeakMap<object, pg.Pool>

/**
 * A few connections of their own for single statements that run while request transactions hold the
 * main pool: rate-limit counters and outbox inserts made outside a transaction. Sharing the main pool
 * deadlocked: with every connection held by a transaction waiting for one of these statements, none
 * was left to run it (50 concurrent password resets hung). So it is a second pool, not `mainPool`:
 * the same connection settings, its own few connections.
 */
export function statementPool(payload: Payload): Pick<pg.Pool, 'query'> {
  const main = mainPool(payload)
  const options = (main as unknown as { options?: pg.PoolConfig }).options
  // A stand-in database (unit tests) has no connection settings: use what it offers.
  if (!options?.connectionString && !options?.host) return main
  let pool = pools.get(main)
  if (!pool) {
    pool = new pg.Pool({ ...options, max: 4 })
    watchPool(pool, payload.logger)
    pools.set(main, pool)
  }
  return pool
}
