import { revalidateTag } from 'next/cache'

import { CACHE_EXPIRY_HEADER, isCacheExpiryKey, tagsFrom } from '@/content/cache-sync'
import { settings } from '@/env'

/**
 * POST /api/cache-expiry — expires cache tags on this instance with Next's `revalidateTag` (it needs
 * a request). Called only by this instance's own follower of the `cache-tags` table
 * (src/instrumentation.ts, src/content/cache-sync.ts), with a key derived from PAYLOAD_SECRET; anyone
 * else gets a 404.
 */
export const dynamic = 'force-dynamic'

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: Request) {
  if (!isCacheExpiryKey(request.headers.get(CACHE_EXPIRY_HEADER), settings.payloadSecret)) {
    return answer({ error: 'No encontrado' }, 404)
  }
  const tags = tagsFrom(await request.json().catch(() => null))
  if (!tags) return answer({ error: 'Etiquetas no válidas' }, 400)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return answer({ expired: tags.length })
}
