import crypto from 'node:crypto'

import type pg from 'pg'
import type { Payload } from 'payload'

/**
 * Cached pages across app instances. A save expires its collection's cache tag on the instance that
 * handled it (collections/hooks/revalidate.ts) and records the expiry in the `cache-tags` collection;
 * every instance follows those records (src/instrumentation.ts) and expires the same tags in its own
 * cache, so a page behind any instance shows the change within one poll interval.
 *
 * Expiring goes through Next's documented `revalidateTag`, which only works inside a request (it needs
 * the request's cache store; from instrumentation it throws "static generation store missing", see
 * next/dist/server/web/spec-extension/revalidate.js). So the follower asks its own instance: a POST to
 * CACHE_EXPIRY_PATH (app/(payload)/api/cache-expiry/route.ts), signed with a key derived from the
 * PAYLOAD_SECRET that only the app's instances know.
 */

export const CACHE_EXPIRY_PATH = '/api/cache-expiry'
export const CACHE_EXPIRY_HEADER = 'x-cache-expiry-key'

export const cacheExpiryKey = (secret: string) =>
  crypto.createHmac('sha256', `cache-expiry:${secret}`).update('expire-tags').digest('base64url')

export function isCacheExpiryKey(given: string | null, secret: string) {
  const expected = Buffer.from(cacheExpiryKey(secret))
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** Expires tags on the instance at `origin` (its own address); throws unless it answered 2xx. */
export const expireOnInstance = (origin: string, secret: string) => async (tags: string[]) => {
  const response = await fetch(`${origin}${CACHE_EXPIRY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CACHE_EXPIRY_HEADER]: cacheExpiryKey(secret) },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(5_000),
  })
  if (!response.ok) throw new Error(`cache expiry answered ${response.status}`)
}

/** The tags of a cache-expiry request body, or null when it is not a list of tag names. */
export function tagsFrom(body: unknown): string[] | null {
  const tags = body && typeof body === 'object' ? (body as { tags?: unknown }).tags : undefined
  if (!Array.isArray(tags) || tags.length > 500) return null
  return tags.every((t) => typeof t === 'string' && t.length > 0 && t.length <= 256) ? (tags as string[]) : null
}

export interface ExpiredTag {
  id: number
  tag: string
}

/** Row ids are handed out before commit, so a later poll may still see a smaller id commit. */
const REORDER_WINDOW = 50
/** Records older than this are deleted when a new one is written (instances follow within seconds). */
const KEEP_MS = 24 * 60 * 60 * 1000

export async function recordExpiredTag(payload: Payload, tag: string) {
  const context = { skipRevalidate: true }
  await payload.create({ collection: 'cache-tags', data: { tag }, context })
  await payload.delete({
    collection: 'cache-tags',
    where: { createdAt: { less_than: new Date(Date.now() - KEEP_MS).toISOString() } },
    context,
  })
}

/**
 * One poll: reads the records after the last one seen (minus a window for late commits) and calls
 * `expire` with the tags not applied yet. Rows count as applied once `expire` succeeded: if it
 * throws (the server is not listening yet), the next poll tries them again. Pure apart from its two
 * arguments, for unit tests.
 */
export function tagFollower(read: (afterId: number) => Promise<ExpiredTag[]>, expire: (tags: string[]) => unknown) {
  let lastId = 0
  const applied = new Set<number>()
  return async function poll() {
    const rows = await read(Math.max(0, lastId - REORDER_WINDOW))
    const fresh = rows.filter((row) => !applied.has(row.id))
    const tags = [...new Set(fresh.map((row) => row.tag))]
    if (tags.length) await expire(tags)
    for (const row of fresh) {
      applied.add(row.id)
      lastId = Math.max(lastId, row.id)
    }
    for (const id of applied) if (id <= lastId - REORDER_WINDOW) applied.delete(id)
    return tags
  }
}

/**
 * Polls the `cache-tags` table every `intervalMs` for as long as the process lives. It reads with plain
 * SQL on its own connection: the server's start-up hook must not initialise Payload (that would be a
 * second copy of it beside the one the routes use).
 */
export function followExpiredTags(
  db: Pick<pg.Pool, 'query'>,
  expire: (tags: string[]) => unknown,
  opts: { intervalMs?: number; onError?: (error: unknown) => void } = {},
) {
  const poll = tagFollower(async (afterId) => {
    const { rows } = await db.query<{ id: number; tag: string }>(
      'SELECT id, tag FROM cache_tags WHERE id > $1 ORDER BY id LIMIT 500',
      [afterId],
    )
    return rows
  }, expire)
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      await poll()
    } catch (error) {
      opts.onError?.(error)
    } finally {
      running = false
    }
  }, opts.intervalMs ?? 500)
  timer.unref()
  return () => clearInterval(timer)
}
