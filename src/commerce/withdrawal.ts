/**
 * The right of withdrawal of a purchase (EU Directive 2011/83/EU, art. 9, 16(m) and 11a; Spain's
 * TRLGDCU art. 102–108): the rule, in one place, with no database or Stripe in it.
 *
 * A buyer may withdraw within 14 days of the purchase as long as they have not started using the
 * content (first download of a guide, or first premium section opened online). Use ends the right only
 * when, at checkout, they consented to immediate access and acknowledged that use ends it: without that
 * consent recorded, the right stays for the whole 14 days (art. 14(4)(b)).
 */
import { paidNotFullyRefunded } from '@/orders/facts'
import { madridOffset } from '@/content/dates'
import type { Order } from '@/payload-types'
import { giftWithdrawal } from '@/teams/gifts'

export const WITHDRAWAL_DAYS = 14

/** The checkbox of the checkout, as the buyer reads it; the order keeps the text and its version. */
export const WITHDRAWAL_CONSENT = {
  version: '2026-11-24',
  text: 'Quiero acceder al contenido de inmediato y sé que pierdo mi derecho de desistimiento en cuanto descargue una guía o abra una sección premium online.',
} as const

export type WithdrawalOrder = Pick<Order, 'status' | 'paidAt' | 'createdAt'> & {
  /** 'business': a company's purchase for its team, which has no consumer withdrawal (issue 28) */
  withdrawalExemption?: Order['withdrawalExemption']
  /** a gift's buyer may withdraw until its recipient first uses it, with no 14-day limit (src/teams/gifts.ts) */
  purpose?: Order['purpose']
  withdrawalConsent?: Pick<NonNullable<Order['withdrawalConsent']>, 'acceptedAt' | 'text'> | null
  withdrawal?: Pick<NonNullable<Order['withdrawal']>, 'requestedAt'> | null
}

/** The first use of the order's content, as recorded by the server (download or online reading). */
export interface Usage {
  at: string | null | undefined
  kind?: 'download' | 'online' | null
  /** e.g. 'F1' */
  module?: string | null
}

export type Eligibility =
  | { eligible: true; deadline: Date }
  /** a gift: open until its recipient's first use, whenever that comes */
  | { eligible: true; deadline: null; until: 'recipient-first-use' }
  | { eligible: false; reason: 'withdrawn'; at: string }
  | { eligible: false; reason: 'not-paid' }
  | { eligible: false; reason: 'business' }
  | { eligible: false; reason: 'refunded' }
  | {
      eligible: false
      reason: 'used'
      usedAt: string
      kind: Usage['kind']
      module: string | null
      consentAt: string
      consentText: string
    }
  | { eligible: false; reason: 'gift-used'; usedAt: string }
  | { eligible: false; reason: 'expired'; deadline: Date }
  | { eligible: false; reason: 'credited'; orderId: number; pending: boolean }

/**
 * The last moment to withdraw: the end of the 14th day after the purchase, in Spain (a period of days
 * starts the day after the event and ends at the end of its last day — Regulation 1182/71, art. 3).
 */
export function withdrawalDeadline(purchasedAt: Date): Date {
  const local = new Date(purchasedAt.getTime() + madridOffset(purchasedAt.getTime()))
  // Midnight (Madrid) at the start of day purchase + 15, less one millisecond.
  const midnightWall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + WITHDRAWAL_DAYS + 1)
  const midnight = midnightWall - madridOffset(midnightWall - madridOffset(midnightWall))
  return new Date(midnight - 1)
}

/**
 * Whether the buyer may still withdraw from this order now, and if not, why. `creditedInto`: the order
 * that took this purchase off the price of the complete course and still stands
 * (src/commerce/upgrade-credit.ts); the purchase cannot be withdrawn apart from it.
 */
export function eligible(
  order: WithdrawalOrder,
  usage: Usage,
  now: Date,
  creditedInto?: { orderId: number; pending: boolean } | null,
): Eligibility {
  if (order.purpose === 'gift') {
    // The use that counts is the recipient's (it is the only one: the buyer holds nothing of a gift).
    const gift = giftWithdrawal({
      status: order.status,
      withdrawalRequestedAt: order.withdrawal?.requestedAt,
      recipientFirstUseAt: usage.at,
    })
    if (gift.eligible) return { eligible: true, deadline: null, until: 'recipient-first-use' }
    if (gift.reason === 'used') return { eligible: false, reason: 'gift-used', usedAt: gift.usedAt }
    if (gift.reason === 'withdrawn') return { eligible: false, reason: 'withdrawn', at: gift.at }
    return { eligible: false, reason: gift.reason }
  }
  if (order.withdrawal?.requestedAt) return { eligible: false, reason: 'withdrawn', at: order.withdrawal.requestedAt }
  if (order.status === 'refunded') return { eligible: false, reason: 'refunded' }
  if (!paidNotFullyRefunded(order.status)) return { eligible: false, reason: 'not-paid' }
  if (order.withdrawalExemption === 'business') return { eligible: false, reason: 'business' }
  const consent = order.withdrawalConsent
  if (usage.at && consent?.acceptedAt) {
    return {
      eligible: false,
      reason: 'used',
      usedAt: usage.at,
      kind: usage.kind ?? null,
      module: usage.module ?? null,
      consentAt: consent.acceptedAt,
      consentText: consent.text ?? WITHDRAWAL_CONSENT.text,
    }
  }
  const deadline = withdrawalDeadline(new Date(order.paidAt ?? order.createdAt))
  if (now.getTime() > deadline.getTime()) return { eligible: false, reason: 'expired', deadline }
  if (creditedInto)
    return { eligible: false, reason: 'credited', orderId: creditedInto.orderId, pending: creditedInto.pending }
  return { eligible: true, deadline }
}
