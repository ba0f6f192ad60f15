import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { statementPool } from '@/database/statement-pool'
import { settings } from '@/env'

/**
 * Fixed-window rate limits kept in the database (collection `rate-limits`), so that every app
 * instance sees the same counters. Keys never hold a raw address or e-mail: they are hashed.
 */
export interface RateLimitRule {
  /** e.g. 'case-submission' */
  name: string
  limit: number
  windowMs: number
}

export const hashKey = (value: string) =>
  crypto.createHmac('sha256', settings.payloadSecret).update(value).digest('hex').slice(0, 32)

/** Who is asking: the connection's address, or what the trusted proxies say (src/security/client-address.ts). */
export { clientAddress } from './client-address'

/** The fixed window `now` falls in: windows start at multiples of `windowMs` since the epoch. */
export function rateLimitWindow(windowMs: number, now: number) {
  const start = Math.floor(now / windowMs) * windowMs
  return { start: new Date(start), end: new Date(start + windowMs) }
}

/** Expired counters removed by each hit (bounded, so a hit stays cheap whatever piled up). */
const CLEANUP_BATCH = 20

/**
 * One statement counts the attempt: the insert creates the window's row or adds one to it under the
 * unique index on (key, window_start), so concurrent attempts are counted one by one. The same
 * statement deletes a few expired rows. It runs on its own connections (statementPool), outside any request transaction: a
 * rolled-back request still counts, and a refused attempt never aborts the caller's transaction.
 */
const HIT_SQL = `
WITH expired AS (
  DELETE FROM rate_limits WHERE id IN (
    SELECT id FROM rate_limits WHERE expires_at < $4 LIMIT ${CLEANUP_BATCH} FOR UPDATE SKIP LOCKED
  )
)
INSERT INTO rate_limits (key, window_start, expires_at, count)
VALUES ($1, $2, $3, 1)
ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1, updated_at = now()
RETURNING count`

/** The key of a rule's counter for one subject (an address, an e-mail, an account…). */
export const rateLimitKey = (rule: Pick<RateLimitRule, 'name'>, subject: string) => `${rule.name}:${hashKey(subject)}`

/** Counts one attempt; `allowed` is false once the window's limit is passed. */
export async function hitRateLimit(payload: Payload, rule: RateLimitRule, subject: string) {
  const key = rateLimitKey(rule, subject)
  const now = Date.now()
  const window = rateLimitWindow(rule.windowMs, now)
  const { rows } = await statementPool(payload).query<{ count: string }>(HIT_SQL, [
    key,
    window.start,
    window.end,
    new Date(now),
  ])
  const count = Number(rows[0].count)
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), key, windowStart: window.start }
}

/**
 * Gives back an attempt counted by `hitRateLimit` (e.g. a sign-in that turned out right): only what was
 * counted, in the window it was counted in, never below zero.
 */
export async function returnRateLimitHit(payload: Payload, hit: { key: string; windowStart: Date }) {
  await statementPool(payload).query(
    `UPDATE rate_limits SET count = count - 1, updated_at = now() WHERE key = $1 AND window_start = $2 AND count > 0`,
    [hit.key, hit.windowStart],
  )
}
