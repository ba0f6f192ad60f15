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

/**
 * The caller's address as the proxy in front of the app reports it: nginx's X-Real-IP, else the last
 * X-Forwarded-For hop (the one our proxy appended; earlier entries are whatever the client sent).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean)
  return headers.get('x-real-ip')?.trim() || forwarded?.at(-1) || 'unknown'
}

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

/** Counts one attempt; `allowed` is false once the window's limit is passed. */
export async function hitRateLimit(payload: Payload, rule: RateLimitRule, subject: string) {
  const key = `${rule.name}:${hashKey(subject)}`
  const now = Date.now()
  const window = rateLimitWindow(rule.windowMs, now)
  const { rows } = await statementPool(payload).query<{ count: string }>(HIT_SQL, [key, window.start, window.end, new Date(now)])
  const count = Number(rows[0].count)
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count) }
}
