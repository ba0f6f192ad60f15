import { buysSeats, hasRefunds, wasPaid } from '@/orders/facts'
import type { Payload, Where } from 'payload'

import { teamsBoughtBy } from '@/accounts/buyer-account'
import { activeSessions } from '@/accounts/sessions'
import { hasGuestPurchases } from '@/commerce/order-history'
import { refundTakesMoney } from '@/commerce/order-status'
import { orderSeatPricing, seatMoneyOf } from '@/commerce/seat-refund'
import { BALANCE_READ_TIMEOUT_MS, transferBalance } from '@/commerce/transfer-balance'
import { mainPool } from '@/database/pool'
import { settings } from '@/env'
import type { Order } from '@/payload-types'
import { seatRefundAmounts } from '@/teams/seat-refund'
import { countSeats, type SeatStatus } from '@/teams/seat-states'

import { customerTotals, giftState, guestLinkState, sortSeatLines, type GiftState, type SeatLine } from './order-sheet'

/** An e-mail the app sent (or is sending) to the customer: the queue keeps them 30 days after delivery. */
export interface SentEmail {
  id: number
  subject: string
  status: 'queued' | 'running' | 'done' | 'failed'
  queuedAt: string
  sentAt: string | null
}

const SENT_EMAILS = `
SELECT id, coalesce(input #>> '{message,subject}', '') AS subject, status, created_at AS "queuedAt", completed_at AS "sentAt"
FROM outbox WHERE task = 'email' AND lower(input #>> '{message,to}') = $1
ORDER BY created_at DESC LIMIT 30`

/** The e-mails queued for an address, newest first. */
export async function sentEmails(payload: Payload, email: string): Promise<SentEmail[]> {
  const pool = mainPool(payload)
  const { rows } = await pool.query<SentEmail>(SENT_EMAILS, [email])
  return rows.map((r) => ({
    ...r,
    queuedAt: new Date(r.queuedAt).toISOString(),
    sentAt: r.sentAt ? new Date(r.sentAt).toISOString() : null,
  }))
}

/**
 * The payment in Stripe's dashboard: test or live after the secret key in use (`sk_test_…`,
 * `rk_test_…` are test mode), or null without a payment intent.
 */
export function stripePaymentUrl(
  paymentIntentId: string | null | undefined,
  secretKey = settings.stripe.secretKey,
): string | null {
  if (!paymentIntentId || !/^pi_[A-Za-z0-9_]+$/.test(paymentIntentId)) return null
  const test = /^(sk|rk)_test_/.test(secretKey)
  return `https://dashboard.stripe.com/${test ? 'test/' : ''}payments/${paymentIntentId}`
}

/** Everything support needs about one customer (account or guest), found by e-mail. */
export async function customerFile(payload: Payload, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase()
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  const user = users[0] ?? null
  const byOwner: Where = user
    ? { or: [{ email: { equals: email } }, { user: { equals: user.id } }] }
    : { email: { equals: email } }
  const byBuyer: Where = user
    ? { or: [{ buyerEmail: { equals: email } }, { user: { equals: user.id } }] }
    : { buyerEmail: { equals: email } }
  const [orders, entitlements, guestGrants, downloads, modules, certificates, invoices, emails, guestPurchases] =
    await Promise.all([
      payload.find({ collection: 'orders', where: byOwner, sort: '-createdAt', depth: 1, limit: 50 }),
      payload.find({ collection: 'entitlements', where: byOwner, sort: '-createdAt', depth: 1, limit: 100 }),
      payload.find({
        collection: 'guest-grants',
        where: { email: { equals: email } },
        sort: '-createdAt',
        depth: 0,
        limit: 50,
      }),
      payload.find({ collection: 'downloads', where: byOwner, sort: '-createdAt', depth: 1, limit: 10 }),
      payload.find({
        collection: 'modules',
        where: { free: { not_equals: true } },
        sort: 'order',
        depth: 0,
        limit: 20,
      }),
      // Certificates belong to accounts: a guest has none.
      user
        ? payload.find({
            collection: 'certificates',
            where: { user: { equals: user.id } },
            sort: '-issuedAt',
            depth: 1,
            limit: 20,
          })
        : null,
      payload.find({
        collection: 'invoices',
        where: byBuyer,
        sort: '-issuedAt',
        depth: 0,
        limit: 100,
        select: {
          number: true,
          kind: true,
          total: true,
          currency: true,
          issuedAt: true,
          order: true,
          rectifies: true,
          refundId: true,
        },
      }),
      sentEmails(payload, email),
      hasGuestPurchases(payload, email),
    ])
  const ownsAsGuest = entitlements.docs.some((e) => !e.user && !e.revokedAt)
  const holdings = {
    ownsModules: ownsAsGuest,
    inAccount: entitlements.docs.some((e) => e.user && !e.revokedAt && e.email?.toLowerCase() === email),
    refunded: orders.docs.some((o) => !o.user && hasRefunds(o.status)),
    boughtTeam: Object.values(await teamsBoughtBy(payload, email)).some((teams) => teams.length > 0),
    // as /guest-access lists them (src/teams/gift-giver.ts): paid, or refunded since
    gaveGifts: orders.docs.some((o) => !o.user && o.purpose === 'gift' && wasPaid(o.status)),
  }
  const [seats, balances, seatLists] = await Promise.all([
    orderSeats(payload, orders.docs),
    transferBalances(orders.docs),
    orderSeatLists(payload, orders.docs),
  ])
  return {
    email,
    user,
    orders: orders.docs,
    /** a team order's seats counted by state (by order id) */
    seats,
    /** each team or gift order's seats, one by one (by order id) */
    seatLists,
    /** each gift order's recipient, delivery and state (by order id) */
    gifts: Object.fromEntries(
      orders.docs.filter((o) => o.purpose === 'gift').map((o) => [o.id, giftSheet(o, seatLists[o.id]?.[0])]),
    ),
    totals: customerTotals(orders.docs),
    /** a bank-transfer order's Stripe cash balance in cents (by order id; null: Stripe did not answer) */
    balances,
    entitlements: entitlements.docs,
    guestGrants: guestGrants.docs.map((g) => ({ ...g, state: guestLinkState(g, holdings) })),
    downloads: downloads.docs,
    modules: modules.docs,
    certificates: certificates?.docs ?? [],
    invoices: invoices.docs,
    emails,
    /** a guest link can be sent: something owned as a guest, or a guest purchase to look back on */
    canResend: ownsAsGuest || guestPurchases,
    activeSessions: user ? (await activeSessions(payload, user.id)).length : 0,
  }
}

/**
 * What each bank-transfer order left on its buyer's Stripe cash balance (cents, by order id), read from
 * Stripe when the desk opens (each read bounded); null when Stripe could not be asked (the desk says so).
 */
export async function transferBalances(
  orders: Pick<Order, 'id' | 'paymentMethod' | 'paymentIntentId'>[],
): Promise<Record<number, number | null>> {
  const transfers = orders.filter((o) => o.paymentMethod === 'transfer' && o.paymentIntentId)
  const read = await Promise.all(
    transfers.map((o) =>
      transferBalance(o, BALANCE_READ_TIMEOUT_MS).then(
        (b) => b?.available ?? 0,
        () => null,
      ),
    ),
  )
  return Object.fromEntries(transfers.map((o, i) => [o.id, read[i]]))
}

export type SeatCounts = ReturnType<typeof countSeats>

/**
 * The seats of the team orders among `orders`, counted by state, by order id (one query), with what
 * refunding 1, 2, … of the unused ones would give back (`refunds[n - 1]`, cents: src/teams/seat-refund.ts),
 * so the desk states the amount before confirming.
 */
export async function orderSeats(
  payload: Payload,
  orders: Pick<Order, 'id' | 'purpose' | 'productType' | 'modules' | 'seats' | 'amountTotal' | 'refunds'>[],
): Promise<Record<number, SeatCounts & { refunds: number[] }>> {
  const teamOrders = orders.filter((o) => o.purpose === 'team')
  if (!teamOrders.length) return {}
  const pool = mainPool(payload)
  const ids = teamOrders.map((o) => o.id)
  const [{ rows }, { rows: earlier }] = await Promise.all([
    pool.query<{ order_id: number; status: SeatStatus }>(
      'SELECT order_id, status FROM seats WHERE order_id = ANY($1::int[])',
      [ids],
    ),
    // Seats each order's team still holds from its earlier orders (what its kept seats are priced with).
    pool.query<{ order_id: number; held: number }>(
      `SELECT o.order_id, count(s.id)::int AS held
       FROM (SELECT DISTINCT order_id, team_id FROM seats WHERE order_id = ANY($1::int[])) o
       LEFT JOIN seats s ON s.team_id = o.team_id AND s.order_id < o.order_id AND s.status <> 'refunded'
       GROUP BY o.order_id`,
      [ids],
    ),
  ])
  return Object.fromEntries(
    await Promise.all(
      teamOrders.map(async (order) => {
        const counts = countSeats(rows.filter((r) => r.order_id === order.id))
        const money = seatMoneyOf(order, {
          quantity: counts.bought,
          refundedSeats: counts.refunded,
          heldBefore: earlier.find((r) => r.order_id === order.id)?.held ?? 0,
          refundedAmount: (order.refunds ?? []).filter(refundTakesMoney).reduce((sum, r) => sum + r.amount, 0),
        })
        const unused = counts.free + counts.invited
        const refunds = unused ? seatRefundAmounts(money, await orderSeatPricing(payload, order), unused) : []
        return [order.id, { ...counts, refunds }] as const
      }),
    ),
  )
}

const SEAT_LINES = `
SELECT s.id, s.order_id AS "orderId", s.status, coalesce(s.claimed_email, s.invited_email) AS email, u.name,
  s.invited_at AS "invitedAt", s.claimed_at AS "claimedAt", s.first_use_at AS "firstUseAt", s.moved_at AS "movedAt",
  s.refunded_at AS "refundedAt"
FROM seats s LEFT JOIN users u ON u.id = s.claimed_by_id AND s.status = 'claimed'
WHERE s.order_id = ANY($1::int[]) ORDER BY s.id LIMIT 2000`

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)

/** The seats of the team and gift orders among `orders`, one by one (who, state, dates), by order id (one query). */
export async function orderSeatLists(
  payload: Payload,
  orders: Pick<Order, 'id' | 'purpose'>[],
): Promise<Record<number, SeatLine[]>> {
  const ids = orders.filter(buysSeats).map((o) => o.id)
  if (!ids.length) return {}
  const pool = mainPool(payload)
  const { rows } = await pool.query<SeatLine & { orderId: number }>(SEAT_LINES, [ids])
  return Object.fromEntries(
    ids.map((id) => [
      id,
      sortSeatLines(
        rows
          .filter((r) => r.orderId === id)
          .map((r) => ({
            id: r.id,
            status: r.status,
            name: r.name,
            email: r.email ? r.email.toLowerCase() : null,
            invitedAt: iso(r.invitedAt),
            claimedAt: iso(r.claimedAt),
            firstUseAt: iso(r.firstUseAt),
            movedAt: iso(r.movedAt),
            refundedAt: iso(r.refundedAt),
          })),
      ),
    ]),
  )
}

/** A gift as support reads it: who gave it, to whom, when it is (or was) delivered, and where it stands. */
export interface GiftSheet {
  giver: string | null
  recipient: string | null
  /** the delivery instant (09:00 in Madrid on the chosen day), or when it went out for a gift sent at once */
  deliverAt: string | null
  deliveredAt: string | null
  /** who accepted it, when it was accepted */
  claimedBy: string | null
  claimedAt: string | null
  message: string | null
  state: GiftState
}

export function giftSheet(order: Pick<Order, 'email' | 'status' | 'gift'>, seat: SeatLine | undefined): GiftSheet {
  return {
    giver: order.email ?? null,
    recipient: order.gift?.recipientEmail ?? null,
    deliverAt: order.gift?.deliverAt ?? order.gift?.deliveredAt ?? null,
    deliveredAt: order.gift?.deliveredAt ?? null,
    claimedBy: seat?.status === 'claimed' ? seat.email : null,
    claimedAt: seat?.claimedAt ?? null,
    message: order.gift?.message ?? null,
    state: giftState(order, seat),
  }
}
