/**
 * What a paid team or gift order opens, instead of granting its buyer anything: a team order opens
 * `quantity` free seats in its team (the order itself, or the team's first order for «más plazas») and, for
 * a new team, the buyer's manager row; a gift opens one seat invited to the recipient, with no link and no
 * e-mail yet (the `deliver-gifts` task gives it a link and e-mails it at `gift.deliverAt`).
 *
 * Idempotent: the caller holds the order's lock (src/commerce/fulfilment.ts), and everything is written
 * in one transaction that first counts what the order already opened, so a webhook retried or the success
 * page at the same moment on another instance opens nothing twice.
 */
import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@/content/ids'
import { ownerKey } from '@/entitlements/keys'
import type { Order } from '@/payload-types'

import { deliveryRunAt } from './gifts'

const context = { system: true, skipRevalidate: true }

export interface OpenedSeats {
  /** the team the seats belong to (its first order) */
  team: number
  /** seats of this order (whoever opened them) */
  seats: number
  /** seats this call opened (0 on a replay) */
  opened: number
  /** a gift: when its e-mail leaves */
  deliverAt: string | null
}

/** The manager row of a team's buyer: an account, or a guest's address (the guest link reaches /equipo). */
export const managerKey = (team: number, owner: { user?: number | null; email: string }) =>
  `team:${team}:${ownerKey(owner)}`

/** Opens what a paid team or gift order opens, in `req`'s transaction, once per order. */
export async function openSeats(
  payload: Payload,
  req: PayloadRequest,
  order: Order,
  buyerEmail: string,
  now = new Date(),
): Promise<OpenedSeats> {
  if (order.purpose !== 'team' && order.purpose !== 'gift') throw new Error(`order ${order.id} buys no seats`)
  const team =
    (idOf(order.seats?.addsTo as number | { id: number } | null | undefined) as number | undefined) ?? order.id
  const quantity = order.purpose === 'gift' ? 1 : (order.seats?.quantity ?? 0)
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`order ${order.id} has no seat quantity`)
  const module =
    order.productType === 'module'
      ? ((idOf((order.modules ?? [])[0] as number | { id: number } | undefined) as number | undefined) ?? null)
      : null

  const { totalDocs: existing } = await payload.count({
    collection: 'seats',
    where: { order: { equals: order.id } },
    req,
    overrideAccess: true,
  })
  const missing = Math.max(0, quantity - existing)
  const gift = order.purpose === 'gift'
  for (let i = 0; i < missing; i++) {
    await payload.create({
      collection: 'seats',
      data: {
        team,
        order: order.id,
        productType: order.productType,
        module,
        ...(gift
          ? {
              status: 'invited' as const,
              invitedEmail: order.gift?.recipientEmail ?? undefined,
              invitedAt: now.toISOString(),
            }
          : { status: 'free' as const }),
      },
      req,
      context,
      overrideAccess: true,
    })
  }

  if (order.purpose === 'team' && team === order.id) {
    const user = (idOf(order.user as number | { id: number } | null) as number | undefined) ?? null
    const email = buyerEmail.toLowerCase()
    const { totalDocs: managers } = await payload.count({
      collection: 'team-managers',
      where: { and: [{ team: { equals: team } }, { role: { equals: 'buyer' } }] },
      req,
      overrideAccess: true,
    })
    if (!managers) {
      await payload.create({
        collection: 'team-managers',
        data: { team, ...(user ? { user } : {}), email, role: 'buyer', activeKey: managerKey(team, { user, email }) },
        req,
        context,
        overrideAccess: true,
      })
    }
  }

  let deliverAt = order.gift?.deliverAt ?? null
  if (gift && !deliverAt && order.gift?.deliverOn) {
    deliverAt = deliveryRunAt(order.gift.deliverOn, now).toISOString()
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { gift: { ...order.gift, deliverAt } },
      req,
      context,
      overrideAccess: true,
    })
  }
  return { team, seats: existing + missing, opened: missing, deliverAt }
}
