import type { Payload } from 'payload'

/**
 * The database going away (a restart, a failover) is logged once when first noticed and once when it
 * is back, however many pooled connections and queries fail in between; it never crashes the
 * process (a pg Pool without an `error` listener throws the error of an idle connection).
 *
 * The state is the process's, not this module's: Next bundles a module once per server bundle that
 * imports it (the job worker's and the route handlers'), and two copies would each log the outage.
 */
type Outage = { down: boolean; noticed: number }
const outage = ((globalThis as Record<symbol, unknown>)[Symbol.for('academia-geo.database-outage')] ??= {
  down: false,
  noticed: 0,
}) as Outage

/** Taken before a query whose success may end an outage (see databaseUp). */
export const outageMark = (): number => outage.noticed

export function databaseDown(logger: Payload['logger'], error: unknown) {
  if (outage.down) return
  outage.down = true
  outage.noticed += 1
  logger.error({ err: (error as Error)?.message ?? String(error) }, 'database unreachable: retrying')
}

/**
 * A query asked at `mark` (outageMark()) answered. Only one asked after the outage was noticed proves
 * the database is back: one already on its way when the server went down may still answer, and would
 * end the outage while every new connection is refused.
 */
export function databaseUp(logger: Payload['logger'], mark: number) {
  if (!outage.down || mark !== outage.noticed) return
  outage.down = false
  logger.info('database reachable again')
}

export function watchPool(
  pool: { on(event: 'error', listener: (error: Error) => void): unknown },
  logger: Payload['logger'],
) {
  pool.on('error', (error) => databaseDown(logger, error))
}
