/**
 * A module released later reaches the holders of complete-course seats, as it reaches complete-course
 * buyers (src/commerce/released-modules.ts `grantReleasedModule`, which decides which orders still grant and
 * calls this with them). Each claimed seat gains it once, tied to its seat and order (a revoked row
 * stays revoked); free and invited seats gain it when claimed (`claim.ts` grants what is released then).
 */
import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@/content/ids'
import { grantModule } from '@/entitlements/grants'

/** Grants `moduleId` to the holder of every claimed complete-course seat paid by one of `orderIds`. Returns how many rows were written. */
export async function grantReleasedToSeats(
  payload: Payload,
  moduleId: number,
  orderIds: number[],
  req?: PayloadRequest,
): Promise<number> {
  if (!orderIds.length) return 0
  const { docs: seats } = await payload.find({
    collection: 'seats',
    where: {
      and: [{ order: { in: orderIds } }, { productType: { equals: 'complete' } }, { status: { equals: 'claimed' } }],
    },
    depth: 0,
    limit: 100_000,
    pagination: false,
    overrideAccess: true,
    select: { order: true, claimedBy: true, claimedEmail: true },
    req,
  })
  let granted = 0
  for (const seat of seats) {
    if (!seat.claimedEmail) continue
    const user = (idOf(seat.claimedBy) as number | null | undefined) ?? null
    const wrote = await grantModule(
      payload,
      {
        user,
        email: seat.claimedEmail,
        module: moduleId,
        source: 'seat',
        order: idOf(seat.order) as number,
        seat: seat.id,
      },
      req,
    )
    if (wrote) granted += 1
  }
  return granted
}
