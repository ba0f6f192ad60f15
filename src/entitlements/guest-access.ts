/**
 * Guest access: the grants behind e-mailed links (issued, verified, left in the browser as a cookie)
 * and what an e-mail owns as a guest. Commerce issues them after a purchase and e-mails the links
 * (src/commerce/access-link.ts); pages and endpoints check them here.
 */
import type { Payload, PayloadRequest } from 'payload'

import { settings as env } from '@/env'
import type { GuestGrant, Module } from '@/payload-types'

import { guestMay, guestProof, type GuestProof } from './credentials'
import { attachGuestRows } from './grants'
import {
  GUEST_COOKIE,
  guestLinkExpiry,
  guestSessionCookie,
  hashGuestToken,
  isExpired,
  isWellFormedToken,
  newGuestToken,
  readGuestSession,
  signGuestSession,
} from './guest-token'
import { activeWhere, toOwnedRow, type OwnedRow } from './ownership'

const context = { system: true, skipRevalidate: true }

/**
 * What an e-mail owns as a guest: its active entitlements not attached to an account, and their modules in
 * the catalogue's order; with `orderId`, only what that order granted (a checkout browser's proof).
 */
async function guestHoldings(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
  orderId?: number,
): Promise<{ modules: Module[]; rows: OwnedRow[] }> {
  const owned = activeWhere({ guestEmail: email })!
  const { docs } = await payload.find({
    req,
    collection: 'entitlements',
    where: orderId === undefined ? owned : { and: [owned, { order: { equals: orderId } }] },
    depth: 1,
    limit: 100,
    pagination: false,
  })
  const modules = docs
    .map((e) => e.module)
    .filter((m): m is Module => typeof m === 'object' && m !== null)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  return { modules, rows: docs.map(toOwnedRow) }
}

/** Modules an e-mail owns as a guest (active entitlements not attached to an account). */
export async function guestModules(payload: Payload, email: string, req?: PayloadRequest): Promise<Module[]> {
  return (await guestHoldings(payload, email, req)).modules
}

export interface IssueGrantArgs {
  email: string
  purpose: GuestGrant['purpose']
  productType: GuestGrant['productType']
  moduleId?: number | null
  orderId?: number | null
  /** unique key: a second grant with the same key is refused by the database */
  purchaseKey?: string
  validityDays?: number
}

/** Creates a guest grant and returns its token (the only time it exists outside the e-mail). */
export async function issueGuestGrant(payload: Payload, args: IssueGrantArgs, req?: PayloadRequest) {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const { token, hash } = newGuestToken()
  const expiresAt = guestLinkExpiry(args.validityDays ?? site.guestLinkValidityDays ?? 365)
  const grant = await payload.create({
    collection: 'guest-grants',
    data: {
      tokenHash: hash,
      email: args.email.toLowerCase(),
      purpose: args.purpose,
      productType: args.productType,
      module: args.moduleId ?? undefined,
      order: args.orderId ?? undefined,
      purchaseKey: args.purchaseKey,
      expiresAt: expiresAt.toISOString(),
      lastSentAt: args.purpose === 'success-page' ? undefined : new Date().toISOString(),
    },
    context,
    req,
  })
  return { grant, token, expiresAt }
}

export type GuestAccess =
  | {
      status: 'valid'
      grant: GuestGrant
      /** what the grant proves (src/entitlements/credentials.ts): one order, or the address */
      proof: GuestProof
      email: string
      expiresAt: string
      modules: Module[]
      /** the entitlements behind `modules`: the address's, or only its order's for a checkout browser */
      rows: OwnedRow[]
      /** no guest purchases left because they were attached to an account of this e-mail */
      inAccount: boolean
    }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'revoked' }

/** What a known guest grant gives access to today. */
async function accessOf(payload: Payload, grant: GuestGrant | null | undefined): Promise<GuestAccess> {
  if (!grant) return { status: 'invalid' }
  if (grant.revokedAt) return { status: 'revoked' }
  if (isExpired(grant.expiresAt)) return { status: 'expired' }
  const proof = guestProof(grant)
  if (!proof) return { status: 'invalid' }
  const orderId = proof.kind === 'order' ? proof.orderId : undefined
  const { modules, rows } = await guestHoldings(payload, grant.email, undefined, orderId)
  const inAccount =
    !modules.length &&
    (
      await payload.count({
        collection: 'entitlements',
        where: {
          and: [
            { email: { equals: grant.email } },
            { user: { exists: true } },
            { revokedAt: { exists: false } },
            ...(orderId === undefined ? [] : [{ order: { equals: orderId } }]),
          ],
        },
      })
    ).totalDocs > 0
  return { status: 'valid', grant, proof, email: grant.email, expiresAt: grant.expiresAt, modules, rows, inAccount }
}

/** Verifies a token from a link: well formed, known by its hash, not expired or revoked. */
export async function verifyGuestToken(payload: Payload, token: unknown): Promise<GuestAccess> {
  if (!isWellFormedToken(token)) return { status: 'invalid' }
  const { docs } = await payload.find({
    collection: 'guest-grants',
    where: { tokenHash: { equals: hashGuestToken(token) } },
    limit: 1,
    depth: 0,
  })
  return accessOf(payload, docs[0])
}

/** The cookie a valid link leaves in the browser, for a grant that is valid now. */
export function browserGrantCookie(grant: GuestGrant) {
  const { value, expiresAt } = signGuestSession(grant.id, grant.expiresAt, env.payloadSecret)
  return guestSessionCookie(value, expiresAt, env.serverUrl.startsWith('https:'))
}

/** The value of one cookie in a Cookie header. */
export function cookieFrom(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/** The guest access of this browser's grant cookie (checked against its guest grant on every call), or null. */
export async function guestFromCookie(payload: Payload, cookieHeader: string | null | undefined) {
  const session = readGuestSession(cookieFrom(cookieHeader, GUEST_COOKIE), env.payloadSecret)
  if (!session) return null
  const grant = await payload.findByID({
    collection: 'guest-grants',
    id: session.grantId,
    depth: 0,
    disableErrors: true,
  })
  const access = await accessOf(payload, grant as GuestGrant | null)
  return access.status === 'valid' ? access : null
}

/**
 * A signed-in user who opens a valid link e-mailed to their own address attaches those purchases to the
 * account. A module the account already owns keeps the account's row; the guest row is closed. A checkout
 * browser's link proves one order, not the address: it attaches nothing.
 */
export async function attachGuestPurchases(payload: Payload, user: { id: number; email: string }, token: unknown) {
  return attachGuestAccess(payload, user, await verifyGuestToken(payload, token))
}

/** The same, for an access already verified (a link's token, or this browser's link cookie). */
export async function attachGuestAccess(
  payload: Payload,
  user: { id: number; email: string },
  access: GuestAccess | null,
) {
  if (!access) return { attached: 0, status: 'invalid' as const }
  if (access.status !== 'valid') return { attached: 0, status: access.status }
  if (!guestMay(access.proof, 'attach')) return { attached: 0, status: 'order-only' as const }
  if (access.email !== user.email.toLowerCase()) return { attached: 0, status: 'other-email' as const }
  const attached = await attachGuestRows(payload, user, access.email)
  return { attached, status: 'valid' as const }
}

/**
 * This browser's guest access when it may act as the address (an e-mailed link opened here): the buyer at
 * checkout, whose purchases give the upgrade credit. A checkout browser's grant proves one order: null.
 */
export async function addressGuestFromCookie(payload: Payload, cookieHeader: string | null | undefined) {
  const access = await guestFromCookie(payload, cookieHeader)
  return access && guestMay(access.proof, 'checkout-as') ? access : null
}
