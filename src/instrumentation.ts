/**
 * Runs once when a Next.js server starts: this instance follows the cache tags that any instance
 * expired (src/content/cache-sync.ts) and expires them in its own cache, so several instances behind a
 * load balancer all show a save within a second.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (!process.env.DATABASE_URL) return
  const [{ followExpiredTags }, { default: pg }, { tagsManifest }] = await Promise.all([
    import('./content/cache-sync'),
    import('pg'),
    // Next's own record of expired tags, shared by its page and data caches (pinned Next version).
    import('next/dist/server/lib/incremental-cache/tags-manifest.external'),
  ])
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
  let warned = false
  followExpiredTags(
    db,
    (tags) => {
      const now = Date.now()
      for (const tag of tags) tagsManifest.set(tag, { ...tagsManifest.get(tag), expired: now })
    },
    {
      onError: (error) => {
        // e.g. before the first migration created the table; retried on the next poll
        if (!warned) console.warn('[cache-tags] could not read expired tags:', (error as Error).message)
        warned = true
      },
    },
  )
}
