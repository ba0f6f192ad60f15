/**
 * What the claim page (/equipo/unirse?token=…) shows before anyone claims: the product, who invites
 * (the company on the invoice, else the buyer's address) or, for a gift, the buyer's message, each
 * quoted as the buyer's words — and,
 * when the link cannot be claimed, why (the same Spanish refusals as the claim: src/teams/claim.ts).
 */
import type { Payload } from 'payload'

import { buyerWords } from '@/email/buyer-words'
import { hashGuestToken, isWellFormedToken } from '@/entitlements/guest-token'
import type { Order } from '@/payload-types'

import { claimRefusal, type ClaimRefusal } from './claim'
import { giverName, inviterName, productName } from './emails'
import { GIFT_MESSAGE_MAX } from './gifts'

export type Invitation =
  | {
      status: 'open' | 'claimed'
      product: string
      inviter: string
      gift: boolean
      message: string | null
      invitedEmail: string | null
      claimedBy: number | null
      claimedEmail: string | null
    }
  | { status: 'refused'; reason: ClaimRefusal; message: string }

export async function invitationOf(payload: Payload, token: unknown): Promise<Invitation> {
  if (!isWellFormedToken(token)) return { status: 'refused', reason: 'unknown', message: claimRefusal('unknown') }
  const { docs } = await payload.find({
    collection: 'seats',
    where: { inviteTokenHash: { equals: hashGuestToken(token) } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const seat = docs[0]
  if (!seat || seat.status === 'free') return { status: 'refused', reason: 'unknown', message: claimRefusal('unknown') }
  if (seat.status === 'refunded') return { status: 'refused', reason: 'refunded', message: claimRefusal('refunded') }
  const order = seat.order as Order
  const gift = order?.purpose === 'gift'
  return {
    status: seat.status === 'claimed' ? 'claimed' : 'open',
    product: productName(seat),
    // the buyer's own words, quoted by the page as theirs (src/email/buyer-words.ts)
    inviter: buyerWords(
      typeof order !== 'object'
        ? 'Tu equipo'
        : gift
          ? giverName({ name: order.gift?.fromName, email: order.email })
          : inviterName(order),
    ),
    gift,
    message: gift ? buyerWords(order.gift?.message, GIFT_MESSAGE_MAX, { lines: true }) || null : null,
    invitedEmail: seat.invitedEmail ?? null,
    claimedBy: seat.claimedBy ? (typeof seat.claimedBy === 'object' ? seat.claimedBy.id : seat.claimedBy) : null,
    claimedEmail: seat.claimedEmail ?? null,
  }
}
