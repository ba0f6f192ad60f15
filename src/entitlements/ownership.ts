/**
 * Who owns what: the one rule. An owner is a signed-in account, a guest e-mail (the address of a valid
 * access link: what it bought without an account), or both. An account owns its entitlement rows that
 * are not revoked; a guest e-mail owns the rows bought under it that are not attached to an account —
 * once attached (the address confirmed, or a link opened while signed in), only the account owns them.
 * Pages (src/entitlements/viewer.ts), the collections' access rules, downloads, checkout, the upgrade
 * credit, first use and learning progress all ask here, and one request reads the rows once.
 */
import type { Payload, PayloadRequest, Where } from 'payload'

import type { Entitlement } from '@/payload-types'

type Id = number | string

export interface Owner {
  userId?: Id | null
  /** a guest's purchase e-mail (rows not attached to an account) */
  guestEmail?: string | null
}

/** One active entitlement of an owner. `user`: the account it belongs to, null for a guest's row. */
export interface OwnedRow {
  module: number
  source: Entitlement['source']
  order: number | null
  user: number | null
  /** the seat of a team or a gift the row came from (source 'seat') */
  seat?: number | null
}

const idOf = (ref: unknown): number => Number(ref && typeof ref === 'object' ? (ref as { id: number }).id : ref)

/**
 * The rows an owner holds, revoked or not: the account's, and the guest e-mail's not attached to an
 * account. Null: nobody. Also the owner of orders (they carry `user` and `email` the same way).
 */
export function ownerWhere(owner: Owner): Where | null {
  const owners: Where[] = []
  if (owner.userId) owners.push({ user: { equals: owner.userId } })
  if (owner.guestEmail)
    owners.push({ and: [{ email: { equals: owner.guestEmail.toLowerCase() } }, { user: { exists: false } }] })
  if (!owners.length) return null
  return owners.length === 1 ? owners[0] : { or: owners }
}

/** The rows an owner holds now (not revoked), or null for nobody. */
export function activeWhere(owner: Owner): Where | null {
  const where = ownerWhere(owner)
  return where && { and: [where, { revokedAt: { exists: false } }] }
}

/** An entitlement document (any depth) as an owned row. */
export const toOwnedRow = (e: Pick<Entitlement, 'module' | 'source' | 'order' | 'user' | 'seat'>): OwnedRow => ({
  module: idOf(e.module),
  source: e.source,
  order: e.order ? idOf(e.order) : null,
  user: e.user ? idOf(e.user) : null,
  seat: e.seat ? idOf(e.seat) : null,
})

const memoKey = (owner: Owner) => `ownedRows:${owner.userId ?? ''}:${owner.guestEmail?.toLowerCase() ?? ''}`

/**
 * The owner's active entitlements, read once: memoised on the request (`req.context`) when one is given;
 * pages keep them on their viewer (read once per request with React's `cache`).
 */
export async function ownedRows(payload: Payload, owner: Owner, req?: PayloadRequest): Promise<OwnedRow[]> {
  const where = activeWhere(owner)
  if (!where) return []
  const key = memoKey(owner)
  const cached = req?.context?.[key] as Promise<OwnedRow[]> | undefined
  if (cached) return cached
  const read = payload
    .find({
      collection: 'entitlements',
      where,
      depth: 0,
      limit: 1000,
      pagination: false,
      overrideAccess: true,
      req,
      select: { module: true, source: true, order: true, user: true, seat: true },
    })
    .then(({ docs }) => docs.map(toOwnedRow))
  if (req) {
    req.context[key] = read
    read.catch(() => delete req.context[key])
  }
  return read
}

/** The rows of `rows` that belong to this owner (rows read for a wider owner, e.g. an account and a guest link together). */
export function rowsOf(rows: OwnedRow[], owner: Owner): OwnedRow[] {
  const userId = owner.userId ? Number(owner.userId) : null
  return rows.filter((row) => (row.user !== null ? row.user === userId : Boolean(owner.guestEmail)))
}

/** Ids of the modules a user currently owns (entitlements not revoked), as strings; one read per request given `req`. */
export async function ownedModuleIds(payload: Payload, userId: Id, req?: PayloadRequest): Promise<Set<string>> {
  return new Set((await ownedRows(payload, { userId }, req)).map((row) => String(row.module)))
}
