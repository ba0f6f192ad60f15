/**
 * How the support desk reads a customer's orders, pure: a gift's state from its fields, a team's seats
 * one by one, the customer's totals, which refunds the desk offers for an order, and what a guest link
 * shows today when its owner opens it (/guest-access). The desk (src/components/admin/SupportDesk.tsx)
 * and `GET /api/support/customer` show what these return.
 */
import { wasPaid, type OrderStatus } from '@/orders/facts'
import { giftState, type GiftState } from '@/teams/gifts'
import type { SeatStatus } from '@/teams/seat-states'

/** A gift's state: the rule is the giver's page's too (src/teams/gifts.ts). */
export { giftState, type GiftState }

export const GIFT_STATE_LABELS: Record<GiftState, string> = {
  scheduled: 'Programado',
  delivered: 'Entregado',
  claimed: 'Aceptado',
  refunded: 'Reembolsado',
}

/** One seat as the desk lists it: who holds it or was invited to it, and since when. */
export interface SeatLine {
  id: number
  status: SeatStatus
  /** the holder (claimed) or the person invited; null for a free seat */
  email: string | null
  /** the holder's account name, when they claimed it with one */
  name: string | null
  invitedAt: string | null
  claimedAt: string | null
  firstUseAt: string | null
  movedAt: string | null
  refundedAt: string | null
}

/** The state words of a seat on the desk (a gift's seat «invitada» before its day is not yet sent). */
export const SEAT_LINE_LABELS: Record<SeatStatus, string> = {
  free: 'Libre',
  invited: 'Invitada, sin aceptar',
  claimed: 'Aceptada',
  refunded: 'Reembolsada',
}

/** Seats in the order support reads them: held first, then invitations, free, refunded; oldest first within each. */
export function sortSeatLines<T extends Pick<SeatLine, 'id' | 'status'>>(seats: T[]): T[] {
  const rank: Record<SeatStatus, number> = { claimed: 0, invited: 1, free: 2, refunded: 3 }
  return [...seats].sort((a, b) => rank[a.status] - rank[b.status] || a.id - b.id)
}

/** What a customer bought and got back: every order, what paid orders charged, what went back. */
export interface CustomerTotals {
  orders: number
  /** cents charged by orders that were paid (refunds not subtracted) */
  paid: number
  /** cents given back by refunds that went through or are on their way */
  refunded: number
}

export function customerTotals(
  orders: { status: OrderStatus; amountTotal: number; refunds?: { amount: number; status?: string | null }[] | null }[],
): CustomerTotals {
  let paid = 0
  let refunded = 0
  for (const order of orders) {
    if (wasPaid(order.status)) paid += order.amountTotal
    for (const r of order.refunds ?? []) if (r.status !== 'failed' && r.status !== 'canceled') refunded += r.amount
  }
  return { orders: orders.length, paid, refunded }
}

/**
 * The refunds the desk offers: a team order by unused seats only; a gift as one thing (it is one seat,
 * whatever it covers: the gift, never its modules); an ordinary order whole, or module by module when
 * it has several (those not refunded yet).
 */
export type RefundOffer = { kind: 'seats' } | { kind: 'gift' } | { kind: 'order'; modules: string[] }

export function refundOffer(
  order: { purpose?: 'self' | 'team' | 'gift' | null },
  codes: string[],
  refundedCodes: Set<string>,
): RefundOffer {
  if (order.purpose === 'team') return { kind: 'seats' }
  if (order.purpose === 'gift') return { kind: 'gift' }
  return { kind: 'order', modules: codes.length > 1 ? codes.filter((c) => !refundedCodes.has(c)) : [] }
}

/**
 * What a guest link shows its owner today on /guest-access, mirroring that page: revoked or expired;
 * a checkout's success-page link opens only that purchase (nothing once it is gone); guides, orders and
 * invoices while something is owned as a guest; a pointer to the account when the purchases moved there;
 * the gifts the address gave (see, move the day, withdraw: src/teams/gift-giver.ts);
 * the orders, refunds and invoices when a refund ended the access; otherwise only «Este acceso ya no está activo» (a team's
 * buyer, who holds seats rather than guides, sees that: the team is managed from /equipo).
 */
export type GuestLinkState =
  'active' | 'checkout' | 'team' | 'account' | 'gifts' | 'history' | 'closed' | 'revoked' | 'expired'

export const GUEST_LINK_STATE_LABELS: Record<GuestLinkState, string> = {
  active: 'Activo: guías, pedidos y facturas',
  checkout: 'Solo la compra de ese pago (página de pago completado)',
  team: 'Su equipo: crear la cuenta con ese email en un paso, o ir a /equipo si ya la tiene',
  account: 'Remite a la cuenta («Tus compras están en tu cuenta»)',
  gifts: 'Sus regalos: ver cada uno, cambiar la fecha de entrega o desistir',
  history: 'Solo pedidos y facturas (sin guías), tras el reembolso',
  closed: 'No abre nada: dice «Este acceso ya no está activo»',
  revoked: 'Revocado',
  expired: 'Caducado',
}

export function guestLinkState(
  grant: { revokedAt?: string | null; expiresAt: string; purpose?: string | null },
  holdings: {
    ownsModules: boolean
    inAccount?: boolean
    refunded?: boolean
    boughtTeam?: boolean
    gaveGifts?: boolean
  },
  now = Date.now(),
): GuestLinkState {
  if (grant.revokedAt) return 'revoked'
  if (Date.parse(grant.expiresAt) <= now) return 'expired'
  if (grant.purpose === 'success-page') return holdings.ownsModules ? 'checkout' : 'closed'
  if (holdings.ownsModules) return 'active'
  // a team bought with that address and still paid for: the page offers its account (src/accounts/buyer-account.ts)
  if (holdings.boughtTeam) return 'team'
  if (holdings.inAccount) return 'account'
  if (holdings.gaveGifts) return 'gifts'
  return holdings.refunded ? 'history' : 'closed'
}

/** A team order's seats as the desk counts them (lower case: they follow a number). */
export const SEAT_COUNT_ORDER = ['free', 'invited', 'claimed', 'refunded'] as const
const SEAT_COUNT_LABELS = {
  free: ['libre', 'libres'],
  invited: ['invitada', 'invitadas'],
  claimed: ['aceptada', 'aceptadas'],
  refunded: ['reembolsada', 'reembolsadas'],
} as const
export const seatCount = (n: number, state: keyof typeof SEAT_COUNT_LABELS) =>
  `${n} ${SEAT_COUNT_LABELS[state][n === 1 ? 0 : 1]}`

/** A queued e-mail's state on the desk. */
export const EMAIL_STATUS_LABELS = {
  queued: 'En cola',
  running: 'Enviándose',
  done: 'Enviado',
  failed: 'Falló',
} as const
