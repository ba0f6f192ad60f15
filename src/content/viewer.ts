import type { Payload, Where } from 'payload'

import { guestFromCookie } from './guest-access'
import type { Module, User } from '@/payload-types'

/**
 * Who is looking and what they own: the signed-in account's modules plus those of this browser's guest
 * grant (a valid access link opened here). `completeCourse`: they bought the complete course, which
 * also covers modules released later.
 */
export interface Viewer {
  user: User | null
  guestEmail: string | null
  /** ids of the modules owned now (entitlements not revoked) */
  owned: Set<number>
  completeCourse: boolean
}

export const anonymousViewer: Viewer = { user: null, guestEmail: null, owned: new Set(), completeCourse: false }

export async function viewerOf(payload: Payload, headers: Headers): Promise<Viewer> {
  const [user, guest] = await Promise.all([
    payload
      .auth({ headers })
      .then(({ user }) => (user?.collection === 'users' ? (user as unknown as User) : null))
      .catch(() => null),
    guestFromCookie(payload, headers.get('cookie')).catch(() => null),
  ])
  const owners: Where[] = []
  if (user) owners.push({ user: { equals: user.id } })
  if (guest) owners.push({ and: [{ email: { equals: guest.email } }, { user: { exists: false } }] })
  if (!owners.length) return anonymousViewer
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ or: owners }, { revokedAt: { exists: false } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { module: true, source: true },
  })
  return {
    user,
    guestEmail: guest?.email ?? null,
    owned: new Set(docs.map((e) => (typeof e.module === 'object' ? e.module.id : e.module))),
    completeCourse: docs.some((e) => e.source === 'bundle'),
  }
}

/** Slugs of the modules the viewer owns, in the catalogue's order. */
export const ownedSlugs = (viewer: Viewer, modules: Pick<Module, 'id' | 'slug'>[]) =>
  modules.filter((m) => viewer.owned.has(m.id)).map((m) => m.slug)
