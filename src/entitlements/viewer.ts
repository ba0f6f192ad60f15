import type { Payload } from 'payload'

import type { Module, PremiumFile, User } from '@/payload-types'

import type { GuestProof } from './credentials'
import { guestFromCookie } from './guest-access'
import { ownedRows, type OwnedRow } from './ownership'

/**
 * Who is looking and what they own, read the same way by every page that depends on it: the signed-in
 * account, this browser's guest grant (a valid access link opened here), and the modules both own
 * (the rule: src/entitlements/ownership.ts). `completeCourse`: they bought the complete course, which
 * also covers modules released later. A page reads it once per request (`getViewer`, src/readers/viewer.ts) and hands `rows`
 * to whatever else needs the owner's entitlements (first use, the upgrade credit).
 */
export interface Viewer {
  user: User | null
  /** this browser's guest grant, checked against the database; `proof`: its order only, or the address (src/entitlements/credentials.ts) */
  guest: { email: string; modules: Module[]; proof: GuestProof } | null
  /** ids of the modules owned now (entitlements not revoked), by the account or the guest grant */
  owned: Set<number>
  /** the entitlements behind `owned` (read once) */
  rows: OwnedRow[]
  completeCourse: boolean
  /**
   * The browser sent a session cookie this request could not use: it came from another site (an
   * e-mail, Stripe), and Payload ignores the cookie then. The page renders once more from itself.
   */
  sessionIgnored: boolean
}

export async function viewerOf(payload: Payload, requestHeaders: Headers): Promise<Viewer> {
  const [user, guest] = await Promise.all([
    payload
      .auth({ headers: requestHeaders })
      .then(({ user }) => (user?.collection === 'users' ? (user as unknown as User) : null))
      .catch(() => null),
    guestFromCookie(payload, requestHeaders.get('cookie')).catch(() => null),
  ])
  const sessionIgnored =
    !user &&
    /(?:^|;\s*)payload-token=/.test(requestHeaders.get('cookie') ?? '') &&
    requestHeaders.get('sec-fetch-site') === 'cross-site'
  // The guest grant's check already read the e-mail's rows: only the account's are read here.
  const rows = [...(user ? await ownedRows(payload, { userId: user.id }) : []), ...(guest?.rows ?? [])]
  return {
    user,
    guest: guest && { email: guest.email, modules: guest.modules, proof: guest.proof },
    owned: new Set(rows.map((row) => row.module)),
    rows,
    completeCourse: rows.some((row) => row.source === 'bundle'),
    sessionIgnored,
  }
}

/** Slugs of the modules the viewer owns, in the catalogue's order. */
export const ownedSlugs = (viewer: Viewer, modules: Pick<Module, 'id' | 'slug'>[]) =>
  modules.filter((m) => viewer.owned.has(m.id)).map((m) => m.slug)

export type GuideInfo = Pick<PremiumFile, 'id' | 'title' | 'description' | 'filesize'>

const guideId = (m: Pick<Module, 'guide'>) => (typeof m.guide === 'object' && m.guide ? m.guide.id : m.guide)

/**
 * Title, description and size of the PDF guides of these modules, by guide id. The files themselves
 * only ever leave through the checked download route (src/entitlements/downloads.ts).
 */
export async function guidesOf(payload: Payload, modules: Pick<Module, 'guide'>[]): Promise<Map<number, GuideInfo>> {
  const ids = modules.map(guideId).filter((id): id is number => typeof id === 'number')
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'premium-files',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { title: true, description: true, filesize: true },
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

/** The guide of a module among those `guidesOf` found, or null. */
export const guideOf = (guides: Map<number, GuideInfo>, module: Pick<Module, 'guide'>) =>
  guides.get(guideId(module) ?? -1) ?? null
