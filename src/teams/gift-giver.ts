/**
 * The gifts a buyer gave, as their dashboard and their guest page show them («Tus regalos»), and the one
 * change a giver makes: the delivery day of a gift not yet delivered. The rules are in gifts.ts; who the
 * giver is (a signed-in account, or the guest link e-mailed to the buyer's address) is the caller's proof.
 * The day moves with one conditional UPDATE, so it never races the delivery (which claims the order
 * under a lock and marks it delivered): a gift delivered meanwhile keeps its day and the giver is told.
 */
import { PAID_NOT_FULLY_REFUNDED, statusSql, WAS_PAID } from '@/orders/facts'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { madridDay } from '@/content/dates'
import { inTransaction, transactionDb } from '@/database/transaction'
import { ownerWhere } from '@/entitlements/ownership'
import type { Order, Seat } from '@/payload-types'

import { productName } from './emails'
import { giftDayChange, giftState, giftWithdrawal, givenGiftStatus, type GiftState, type GivenGift } from './gifts'

/**
 * Who gave: the account that bought — with, once the account proves its address (`provenEmail`), the
 * gifts that address bought without an account — or a guest link's address (its orders bought without one).
 */
export type GiftGiver = { userId: number; provenEmail?: string | null } | { guestEmail: string }

/** One gift on its giver's page. Texts are ready to read (dates in Spain's time). */
export interface GivenGiftView {
  orderId: number
  recipient: string | null
  /** the name the recipient reads (asked at checkout) */
  fromName: string | null
  /** «Módulo F3 · Autoridad Generativa», «Curso completo de Academia GEO» */
  product: string
  state: GiftState
  /** «Se entrega el 24 de diciembre de 2026 a las 9:00 (hora de Madrid).», «Entregado el …», «Aceptado el …» */
  status: string
  /** the day it is due ('YYYY-MM-DD', Madrid), while it may still be changed; null once it may not */
  day: string | null
  /** whether the giver may still withdraw (src/teams/gifts.ts `giftWithdrawal`; the withdrawal itself is commerce's) */
  withdrawable: boolean
}

/** Gifts paid (or refunded), and those whose bank transfer is still awaited within its deadline. */
const SHOWN: Where = {
  or: [
    { status: { in: WAS_PAID } },
    {
      and: [
        { status: { equals: 'pending' } },
        { paymentMethod: { equals: 'transfer' } },
        { 'bankTransfer.reference': { exists: true } },
        { 'bankTransfer.expiredAt': { exists: false } },
      ],
    },
  ],
}

const giverWhere = (giver: GiftGiver): Where =>
  'userId' in giver
    ? {
        or: [
          { user: { equals: giver.userId } },
          ...(giver.provenEmail ? [ownerWhere({ guestEmail: giver.provenEmail })!] : []),
        ],
      }
    : ownerWhere({ guestEmail: giver.guestEmail })!

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

type GiftRow = { order: Order; seat: Pick<Seat, 'status' | 'claimedAt'> | null }

/** The giver's gift orders (one, with `orderId`), each with its seat, newest first. */
async function giftRows(payload: Payload, giver: GiftGiver, orderId?: number): Promise<GiftRow[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        giverWhere(giver),
        { purpose: { equals: 'gift' } },
        SHOWN,
        ...(orderId === undefined ? [] : [{ id: { equals: orderId } }]),
      ],
    },
    depth: 1,
    limit: 100,
    pagination: false,
    sort: '-createdAt',
    overrideAccess: true,
  })
  if (!docs.length) return []
  const seats = await payload.find({
    collection: 'seats',
    where: { order: { in: docs.map((o) => o.id) } },
    depth: 0,
    limit: 200,
    pagination: false,
    overrideAccess: true,
  })
  const seatOf = new Map<number, Seat>()
  for (const seat of seats.docs) {
    const id = typeof seat.order === 'object' && seat.order ? seat.order.id : seat.order
    if (typeof id === 'number' && !seatOf.has(id)) seatOf.set(id, seat)
  }
  return docs.map((order) => ({ order, seat: seatOf.get(order.id) ?? null }))
}

const given = ({ order, seat }: GiftRow): GivenGift => ({
  status: order.status,
  gift: order.gift,
  withdrawalRequestedAt: order.withdrawal?.requestedAt ?? null,
  seat: seat && { status: seat.status, claimedAt: seat.claimedAt ?? null },
  transfer:
    order.status === 'pending'
      ? { reference: order.bankTransfer?.reference, deadline: order.bankTransfer?.deadline }
      : null,
})

/** The gifts the giver bought, newest first, each with where it stands and what the giver may still do. */
export async function givenGifts(payload: Payload, giver: GiftGiver, now = new Date()): Promise<GivenGiftView[]> {
  return (await giftRows(payload, giver)).map((row) => {
    const gift = given(row)
    const { order } = row
    const [module] = (order.modules ?? []).filter((m) => typeof m === 'object')
    // Whether its day may still move: today is always a day the rule takes.
    const movable = giftDayChange(gift, madridDay(now), now).ok
    return {
      orderId: order.id,
      recipient: order.gift?.recipientEmail ?? null,
      fromName: order.gift?.fromName ?? null,
      product: capitalised(productName({ productType: order.productType, module })),
      state: giftState(gift, gift.seat),
      status: givenGiftStatus(gift),
      day: movable ? (order.gift?.deliverOn ?? null) : null,
      // withdrawn where the order's withdrawals are listed: an account's own orders on its dashboard, a guest's on the guest page
      withdrawable:
        ('guestEmail' in giver || (order.user !== null && order.user !== undefined)) &&
        giftWithdrawal({
          status: order.status,
          withdrawalRequestedAt: gift.withdrawalRequestedAt,
          recipientFirstUseAt: order.firstUse?.at,
        }).eligible,
    }
  })
}

export type GiftDayAnswer =
  { ok: true; message: string; status: string } | { ok: false; status: 400 | 404 | 409; message: string }

/**
 * The giver moves gift `orderId` to `day` ('YYYY-MM-DD'): 404 when it is not theirs, the rule's 400/409
 * otherwise (delivered, withdrawn, refunded, a day the checkout would refuse).
 */
export async function changeGiftDay(
  payload: Payload,
  giver: GiftGiver,
  orderId: number,
  day: unknown,
  now = new Date(),
): Promise<GiftDayAnswer> {
  const [row] = await giftRows(payload, giver, orderId)
  if (!row) return { ok: false, status: 404, message: 'No encontramos ese regalo entre los tuyos.' }
  const change = giftDayChange(given(row), day, now)
  if (!change.ok) return change
  const moved = await inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const { rows } = await db.execute(sql`
      UPDATE orders SET gift_deliver_on = ${change.deliverOn}, gift_deliver_at = ${change.deliverAt.toISOString()}, updated_at = now()
      WHERE id = ${orderId} AND purpose = 'gift' AND ${sql.raw(statusSql(PAID_NOT_FULLY_REFUNDED))}
        AND gift_delivered_at IS NULL AND withdrawal_requested_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.order_id = orders.id AND s.status <> 'invited')
      RETURNING id`)
    return rows.length > 0
  })
  if (!moved) {
    // delivered (or withdrawn) between the read and the write: the rule says why, from what is there now
    const [fresh] = await giftRows(payload, giver, orderId)
    const refusal = fresh && giftDayChange(given(fresh), day, now)
    return refusal && !refusal.ok
      ? refusal
      : { ok: false, status: 409, message: 'Este regalo ya no admite cambios de fecha.' }
  }
  const status = givenGiftStatus({
    ...given(row),
    gift: { ...row.order.gift, deliverOn: change.deliverOn, deliverAt: change.deliverAt.toISOString() },
  })
  return { ok: true, message: `Fecha cambiada. ${status}`, status }
}
