/**
 * A gift after its purchase: its delivery at 09:00 Madrid on its day, the note to its buyer when the
 * recipient first uses it, and what a withdrawal by the buyer does to its seat. The rules are in
 * gifts.ts; this module writes them to the database, exactly once across instances, retries and crashes.
 *
 * Delivery (the `deliver-gifts` task, every minute on whichever instance, and safe on several at once):
 * one transaction claims the due gifts — paid, `gift.deliverAt <= now`, not delivered, not withdrawn,
 * their seat still invited — with `FOR UPDATE SKIP LOCKED` and marks them delivered (`deliveredAt`),
 * gives each seat a fresh invitation token (only its hash is stored) and queues the recipient's e-mail
 * with that link, all in that same transaction. The e-mail leaves outside it, through the job queue.
 * If the process dies before the commit, nothing happened and the next run delivers; after the commit
 * the e-mail is a durable job that the queue retries until it is sent (its Message-ID is the job's).
 * So `deliveredAt` means "the e-mail is on its way": never twice, never lost.
 */
import { PAID_NOT_FULLY_REFUNDED, statusSql } from '@/orders/facts'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { emailSite } from '@/content/legal-identity'
import { inTransaction, transactionDb } from '@/database/transaction'
import { isErasedEmail } from '@/email/anonymous'
import { enqueue } from '@/jobs/queue'

import { newInviteToken } from './claim'
import { giftDeliveryEmail, giftUsedEmail, giftWithdrawnEmail, giverName, invitationLink, productName } from './emails'

/** How many gifts one run delivers (the next run, a minute later, takes the rest). */
export const GIFT_BATCH = 50

const productOf = (row: { product_type: string | null; code: string | null; title: string | null }) =>
  productName({ productType: row.product_type ?? 'complete', module: { code: row.code, title: row.title } })

async function site(payload: Payload) {
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return emailSite(s)
}

interface DueGift {
  id: number
  email: string | null
  buyer_name: string | null
  gift_from_name: string | null
  gift_message: string | null
  seat_id: number
  invited_email: string
  product_type: string
  code: string | null
  title: string | null
}

/** Delivers every gift due by `now` (up to GIFT_BATCH); returns the orders delivered by this call. */
export async function deliverDueGifts(payload: Payload, now = new Date()): Promise<number[]> {
  const from = await site(payload)
  return inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const { rows } = await db.execute(sql`
      WITH due AS (
        SELECT o.id FROM orders o
        WHERE o.purpose = 'gift' AND ${sql.raw(statusSql(PAID_NOT_FULLY_REFUNDED, 'o.status'))}
          AND o.gift_deliver_at <= ${now.toISOString()} AND o.gift_delivered_at IS NULL AND o.withdrawal_requested_at IS NULL
          AND EXISTS (SELECT 1 FROM seats s WHERE s.order_id = o.id AND s.status = 'invited' AND s.invited_email IS NOT NULL)
        ORDER BY o.gift_deliver_at, o.id
        LIMIT ${GIFT_BATCH}
        FOR UPDATE OF o SKIP LOCKED)
      UPDATE orders SET gift_delivered_at = now(), updated_at = now()
      FROM due WHERE orders.id = due.id AND orders.gift_delivered_at IS NULL
      RETURNING orders.id, orders.email, orders.gift_from_name, orders.gift_message,
        (SELECT u.name FROM users u WHERE u.id = orders.user_id) AS buyer_name`)
    const delivered: number[] = []
    for (const order of rows as unknown as Omit<
      DueGift,
      'seat_id' | 'invited_email' | 'product_type' | 'code' | 'title'
    >[]) {
      const { token, hash } = newInviteToken()
      const seats = await db.execute(sql`
        UPDATE seats SET invite_token_hash = ${hash}, invited_at = now(), updated_at = now()
        WHERE id = (SELECT id FROM seats WHERE order_id = ${order.id} AND status = 'invited' ORDER BY id LIMIT 1)
        RETURNING id AS seat_id, invited_email, product_type,
          (SELECT m.code::text FROM modules m WHERE m.id = seats.module_id) AS code,
          (SELECT m.title FROM modules m WHERE m.id = seats.module_id) AS title`)
      const seat = seats.rows[0] as unknown as
        Pick<DueGift, 'seat_id' | 'invited_email' | 'product_type' | 'code' | 'title'> | undefined
      if (!seat) continue // the seat left «invited» between the two statements (cannot happen under the order's lock; kept honest)
      const message = giftDeliveryEmail({
        ...from,
        from: giverName({ name: order.gift_from_name || order.buyer_name, email: order.email }),
        product: productOf(seat),
        message: order.gift_message,
        link: invitationLink(token),
      })
      await enqueue(
        payload,
        {
          task: 'email',
          input: { message: { to: seat.invited_email, ...message } },
          dedupeKey: `gift-delivery:${order.id}`,
        },
        req,
      )
      delivered.push(order.id)
    }
    return delivered
  })
}

/**
 * Tells the buyer of gift `orderId`, once, that its recipient started using it (which ended the buyer's
 * right of withdrawal): `gift.buyerToldOfUseAt` is set by a conditional UPDATE in the same transaction
 * as the queued e-mail. Returns whether this call told them.
 */
export async function tellBuyerOfUse(payload: Payload, orderId: number): Promise<boolean> {
  const from = await site(payload)
  return inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const { rows } = await db.execute(sql`
      UPDATE orders SET gift_buyer_told_of_use_at = now(), updated_at = now()
      WHERE id = ${orderId} AND purpose = 'gift' AND first_use_at IS NOT NULL AND gift_buyer_told_of_use_at IS NULL
      RETURNING id, email, first_use_at, gift_recipient_email,
        (SELECT s.product_type::text FROM seats s WHERE s.order_id = orders.id ORDER BY s.id LIMIT 1) AS product_type,
        (SELECT m.code::text FROM seats s JOIN modules m ON m.id = s.module_id WHERE s.order_id = orders.id ORDER BY s.id LIMIT 1) AS code,
        (SELECT m.title FROM seats s JOIN modules m ON m.id = s.module_id WHERE s.order_id = orders.id ORDER BY s.id LIMIT 1) AS title`)
    const order = rows[0] as
      | {
          id: number
          email: string | null
          first_use_at: string | Date
          gift_recipient_email: string | null
          product_type: string | null
          code: string | null
          title: string | null
        }
      | undefined
    if (!order) return false
    // An erased buyer is not written to (their order keeps an address that is never delivered).
    if (order.email && !isErasedEmail(order.email)) {
      const recipient =
        order.gift_recipient_email && !isErasedEmail(order.gift_recipient_email)
          ? order.gift_recipient_email
          : 'La persona a quien se lo regalaste'
      const message = giftUsedEmail({
        ...from,
        orderId: order.id,
        product: productOf(order),
        recipient,
        usedAt: new Date(order.first_use_at).toISOString(),
      })
      await enqueue(
        payload,
        { task: 'email', input: { message: { to: order.email, ...message } }, dedupeKey: `gift-used:${order.id}` },
        req,
      )
    }
    return true
  })
}

/**
 * The sweep behind the prompt note: gifts first used whose buyer was not told yet (the job queued at the
 * first use was lost with its process, or never queued). Each is told through `tellBuyerOfUse`.
 */
export async function tellBuyersOfUse(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { purpose: { equals: 'gift' } },
        { 'firstUse.at': { exists: true } },
        { 'gift.buyerToldOfUseAt': { exists: false } },
      ],
    },
    depth: 0,
    limit: GIFT_BATCH,
    pagination: false,
    select: { purpose: true },
  })
  let told = 0
  for (const { id } of docs) if (await tellBuyerOfUse(payload, id)) told += 1
  return told
}

/**
 * The buyer withdrew from gift `orderId` (inside the withdrawal's transaction `req`): its seat is
 * refunded (its link stops working, its holder's access is revoked with the order's), and, when the gift
 * had been delivered, its recipient is told. A gift not yet delivered is simply never sent.
 */
export async function withdrawGift(payload: Payload, orderId: number, req: PayloadRequest) {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute(sql`
    UPDATE seats SET status = 'refunded', refunded_at = now(), updated_at = now()
    WHERE order_id = ${orderId} AND status IN ('free', 'invited', 'claimed')
    RETURNING id, coalesce(claimed_email, invited_email) AS email, product_type, module_id,
      (SELECT o.gift_delivered_at FROM orders o WHERE o.id = seats.order_id) AS delivered_at,
      (SELECT m.code::text FROM modules m WHERE m.id = seats.module_id) AS code,
      (SELECT m.title FROM modules m WHERE m.id = seats.module_id) AS title`)
  const seat = rows[0] as
    | {
        id: number
        email: string | null
        product_type: string
        delivered_at: unknown
        code: string | null
        title: string | null
      }
    | undefined
  if (!seat?.email || !seat.delivered_at || isErasedEmail(seat.email)) return
  const message = giftWithdrawnEmail({ ...(await site(payload)), product: productOf(seat) })
  await enqueue(
    payload,
    { task: 'email', input: { message: { to: seat.email, ...message } }, dedupeKey: `gift-withdrawn:${orderId}` },
    req,
  )
}
