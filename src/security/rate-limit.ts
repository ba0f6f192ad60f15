import crypto from 'node:crypto'

import type { Payload } from 'payload'

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

/** Counts one attempt; `allowed` is false once the window's limit is passed. */
export async function hitRateLimit(payload: Payload, rule: RateLimitRule, subject: string) {
  const key = `${rule.name}:${hashKey(subject)}`
  const now = Date.now()
  const windowStart = new Date(now - rule.windowMs).toISOString()
  const context = { skipRevalidate: true }
  const { docs } = await payload.find({
    collection: 'rate-limits',
    where: { and: [{ key: { equals: key } }, { windowStart: { greater_than: windowStart } }] },
    sort: '-windowStart',
    limit: 1,
    depth: 0,
    context,
  })
  const current = docs[0]
  if (!current) {
    await payload.create({ collection: 'rate-limits', data: { key, windowStart: new Date(now).toISOString(), count: 1 }, context })
    return { allowed: true, remaining: rule.limit - 1 }
  }
  const count = current.count + 1
  await payload.update({ collection: 'rate-limits', id: current.id, data: { count }, context })
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count) }
}
