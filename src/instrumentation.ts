/**
 * Runs once when a Next.js server starts. Three things, none of which initialises Payload here (that
 * would be a second copy of it beside the one the routes use):
 * - every request gets the address of its connection in a header (src/security/peer-address.ts), the
 *   one thing about a client that the client cannot choose (rate limits, sessions);
 * - this instance follows the cache tags that any instance expired (src/content/cache-sync.ts) and
 *   expires them in its own cache, so several instances behind a load balancer all show a save within
 *   a second;
 * - it asks its own `/api/health` until the routes' Payload is up: Payload's onInit then starts this
 *   instance's job worker (src/jobs/worker.ts), so queued side effects resume right after a start or a
 *   crash, before any visitor arrives.
 */
export async function register() {
  // Dates the admin renders on the server (version history, breadcrumbs) are in Spain's time, like the
  // ones the browser renders; the app's own dates name their zone anyway (src/content/dates.ts).
  if (process.env.NEXT_RUNTIME === 'nodejs') process.env.TZ = 'Europe/Madrid'
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { stampPeerAddresses } = await import('./security/peer-address')
  stampPeerAddresses()
  if (!process.env.DATABASE_URL) return
  const [{ expireOnInstance, followExpiredTags }, { default: pg }, { settings }, { poolLimits }] = await Promise.all([
    import('./content/cache-sync'),
    import('pg'),
    import('./env'),
    import('./database/limits'),
  ])
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, ...poolLimits() })
  let warned = false
  const warnOnce = (error: unknown) => {
    // e.g. before the first migration created the table, or while the database restarts; retried
    if (!warned) console.warn('[cache-tags] could not follow expired tags:', (error as Error).message)
    warned = true
  }
  // An idle connection dropped by a database restart must not crash the server.
  db.on('error', warnOnce)
  // Tags are expired by this instance's own route (revalidateTag needs a request); until it listens,
  // the poll fails and tries again.
  followExpiredTags(db, expireOnInstance(ownOrigin(), settings.payloadSecret), { onError: warnOnce })
  void warmUp()
}

/** This server's own address (Next sets the private variable in `next start`; PORT otherwise). */
const ownOrigin = () => process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`

/** Asks this server's health route until Payload answered it (database reachable), every second. */
async function warmUp() {
  for (;;) {
    await new Promise((r) => setTimeout(r, 1_000))
    try {
      const response = await fetch(`${ownOrigin()}/api/health`, { signal: AbortSignal.timeout(10_000) })
      const body = (await response.json()) as { database?: string }
      if (body.database === 'reachable') return
    } catch {
      // not listening yet
    }
  }
}
