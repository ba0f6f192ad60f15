import type { Payload } from 'payload'

/**
 * The database going away (a restart, a failover) is logged once when first noticed and once when it
 * is back, however many pooled connections and queries fail in between; it never crashes the
 * process (a pg Pool without an `error` listener throws the error of an idle connection).
 */
let down = false

export function databaseDown(logger: Payload['logger'], error: unknown) {
  if (down) return
  down = true
  logger.error({ err: (error as Error)?.message ?? String(error) }, 'database unreachable: retrying')
}

export function databaseUp(logger: Payload['logger']) {
  if (!down) return
  down = false
  logger.info('database reachable again')
}

export function watchPool(pool: { on(event: 'error', listener: (error: Error) => void): unknown }, logger: Payload['logger']) {
  pool.on('error', (error) => databaseDown(logger, error))
}
