import type pg from 'pg'

import { settings } from '@/env'

/**
 * Every database wait is bounded. Neither Payload nor pg sets any limit: a row lock held elsewhere made a
 * request wait for minutes, and nine such requests took every pooled connection, so every page hung.
 * Each connection of every pool the app opens gets PostgreSQL's own limits (sent at connect time, so
 * they also hold behind a transaction-mode pooler), and the pool bounds the wait for a free connection.
 * `0` turns a limit off (PostgreSQL's meaning).
 */
export function poolLimits(
  limits = settings.database,
): Pick<
  pg.PoolConfig,
  'statement_timeout' | 'lock_timeout' | 'idle_in_transaction_session_timeout' | 'connectionTimeoutMillis'
> {
  return {
    statement_timeout: limits.statementTimeoutMs || false,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    connectionTimeoutMillis: limits.poolTimeoutMs,
  }
}

/** What a visitor is told when the database is busy or away; the same words on pages and APIs. */
export const UNAVAILABLE_MESSAGE =
  'El servicio está saturado o en mantenimiento en este momento. Vuelve a intentarlo en unos segundos.'
export const RETRY_AFTER_SECONDS = 5

/**
 * SQLSTATEs that mean "not now" rather than "wrong": a statement or lock wait that ran out, a
 * transaction left idle too long, a deadlock or serialisation failure, the server shutting down,
 * starting up or out of connections, any connection exception.
 */
const TRANSIENT_STATES = new Set([
  '57014',
  '55P03',
  '25P03',
  '40P01',
  '40001',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '53400',
])
const TRANSIENT_NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
const TRANSIENT_MESSAGES = [
  /timeout exceeded when trying to connect/i, // pg-pool: no free connection within connectionTimeoutMillis
  /connection terminated/i,
  /connection (?:error|ended|closed)/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /the database system is (?:starting up|shutting down)/i,
]

/** True for an error (or one it wraps, as drizzle and Payload do) that a retry a little later may fix. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 6;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code
    if (
      typeof code === 'string' &&
      (TRANSIENT_STATES.has(code) || code.startsWith('08') || TRANSIENT_NETWORK.has(code))
    )
      return true
    const message = (e as { message?: unknown }).message
    if (typeof message === 'string' && TRANSIENT_MESSAGES.some((re) => re.test(message))) return true
  }
  return false
}

/** The JSON 503 every API route answers when the database is busy or away. */
export const unavailableResponse = () =>
  Response.json(
    { error: UNAVAILABLE_MESSAGE, errors: [{ message: UNAVAILABLE_MESSAGE }] },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  )
