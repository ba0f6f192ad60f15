/**
 * A seat is a right of its holder apart from anything they bought. One active entitlement row per person
 * and module (src/entitlements/keys.ts) means a holder who already owned a module got no row from the
 * seat; when the system later takes their own row back (a refund, a withdrawal, a seat moved away) the
 * seat they still hold gives the module again, in the same transaction. A revocation by staff stays as
 * staff left it (the desk decides; nothing here undoes it).
 *
 * Seats claimed as a guest join the account of that address once the account has proven it, as the
 * guest's purchases and manager rows do, so the account is the seat's holder from then on.
 */
import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@/content/ids'
import { isUniqueViolation } from '@/database/unique-violation'
import { grantModule } from '@/entitlements/grants'
import type { Entitlement } from '@/payload-types'

import { claimKey, seatModules } from './claim'
import { seatEmail } from './seat-states'

const context = { system: true, skipRevalidate: true }

/**
 * After the system revoked `row`, the other claimed seats of its owner that cover its module grant it
 * again (the first that can). Returns whether a row was written.
 */
export async function grantFromHeldSeats(
  payload: Payload,
  row: Pick<Entitlement, 'user' | 'email' | 'module' | 'seat' | 'revokedBy'>,
  req: PayloadRequest,
): Promise<boolean> {
  if (row.revokedBy) return false
  const user = (idOf(row.user) as number | null | undefined) ?? null
  const email = seatEmail(row.email)
  const moduleId = idOf(row.module) as number
  if (!email) return false
  // still held under the address (a guest row closed because the account of that address owns the module)
  const held = await payload.count({
    collection: 'entitlements',
    where: {
      and: [
        { module: { equals: moduleId } },
        { revokedAt: { exists: false } },
        { or: [{ email: { equals: email } }, ...(user ? [{ user: { equals: user } }] : [])] },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (held.totalDocs) return false
  const { docs: seats } = await payload.find({
    collection: 'seats',
    where: {
      and: [
        { status: { equals: 'claimed' } },
        user
          ? { claimedBy: { equals: user } }
          : { and: [{ claimedBy: { exists: false } }, { claimedEmail: { equals: email } }] },
        ...(row.seat ? [{ id: { not_equals: idOf(row.seat) } }] : []),
      ],
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: { order: true, productType: true, module: true },
    req,
  })
  if (!seats.length) return false
  const module = await payload.findByID({
    collection: 'modules',
    id: moduleId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    select: { free: true, comingSoon: true },
    req,
  })
  if (!module) return false
  for (const seat of seats) {
    if (
      !seatModules(
        { productType: seat.productType, module: (idOf(seat.module) as number | null | undefined) ?? null },
        [module],
      ).includes(moduleId)
    )
      continue
    const grant = {
      user,
      email,
      module: moduleId,
      source: 'seat' as const,
      order: idOf(seat.order) as number,
      seat: seat.id,
    }
    if (await grantModule(payload, grant, req)) return true
  }
  return false
}

/**
 * The seats an address claimed as a guest now belong to the account of that address (called once the
 * account has proven it). A team in which the account already holds a seat keeps the guest's as it is.
 * Returns how many seats joined the account.
 */
export async function attachGuestSeats(payload: Payload, user: { id: number; email: string }): Promise<number> {
  const email = seatEmail(user.email)
  if (!email) return 0
  const { docs } = await payload.find({
    collection: 'seats',
    where: {
      and: [{ status: { equals: 'claimed' } }, { claimedBy: { exists: false } }, { claimedEmail: { equals: email } }],
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: { team: true },
  })
  let attached = 0
  for (const seat of docs) {
    const team = idOf(seat.team) as number
    try {
      await payload.update({
        collection: 'seats',
        id: seat.id,
        data: { claimedBy: user.id, claimKey: claimKey(team, { userId: user.id, email }) },
        overrideAccess: true,
        context,
      })
      attached += 1
    } catch (error) {
      if (!isUniqueViolation(error, 'claim_key')) throw error
    }
  }
  return attached
}
