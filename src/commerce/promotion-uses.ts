/**
 * The uses of promotion codes, kept atomically in PostgreSQL so limits hold under concurrent checkouts:
 * a checkout reserves a use when it creates its Stripe session (one transaction: a conditional UPDATE of
 * the code's counter — the row lock makes concurrent reservations wait and re-check the limit — and the
 * redemption row, whose unique `active_key` enforces "once per customer"); the use is released when the
 * session expires, fails or could not be created, and becomes a redemption when the order is paid.
 * Runs on its own connections (statementPool), outside any request transaction.
 */
import type { Payload } from 'payload'

import { statementPool } from '@/database/statement-pool'

import { refundSucceeded } from './order-status'
import type { CodeRefusal } from './promotions'

/** The once-per-customer key of a redemption (null: the code may be used again by the same customer). */
export const customerKey = (codeId: number, customer: string | null, oncePerCustomer: boolean) =>
  oncePerCustomer && customer ? `${codeId}:${customer.trim().toLowerCase()}` : null

const CLAIM_SQL = `
UPDATE promotion_codes SET uses = COALESCE(uses, 0) + 1, updated_at = now()
WHERE id = $1 AND active IS TRUE AND (max_uses IS NULL OR COALESCE(uses, 0) < max_uses)
RETURNING id`

const INSERT_SQL = `
INSERT INTO promotion_redemptions (code_id, order_id, customer, status, active_key, updated_at, created_at)
VALUES ($1, $2, $3, 'reserved', $4, now(), now())
ON CONFLICT (active_key) DO NOTHING
RETURNING id`

/** Reserves one use of the code for this order, or says why not ('used-up', 'already-used', 'inactive'). */
export async function reserveUse(
  payload: Payload,
  input: { codeId: number; orderId: number; customer: string | null; oncePerCustomer: boolean },
): Promise<{ ok: true } | { ok: false; reason: CodeRefusal }> {
  const pool = statementPool(payload) as unknown as { connect?: () => Promise<PoolClient> } & PoolClient
  const client: PoolClient = pool.connect ? await pool.connect() : pool
  try {
    await client.query('BEGIN')
    const claimed = await client.query(CLAIM_SQL, [input.codeId])
    if (!claimed.rowCount) {
      await client.query('ROLLBACK')
      const { rows } = await client.query<{ active: boolean }>('SELECT active FROM promotion_codes WHERE id = $1', [
        input.codeId,
      ])
      return { ok: false, reason: rows[0]?.active ? 'used-up' : rows[0] ? 'inactive' : 'unknown' }
    }
    const key = customerKey(input.codeId, input.customer, input.oncePerCustomer)
    const inserted = await client.query(INSERT_SQL, [
      input.codeId,
      input.orderId,
      input.customer?.toLowerCase() ?? null,
      key,
    ])
    if (!inserted.rowCount) {
      await client.query('ROLLBACK')
      return { ok: false, reason: 'already-used' }
    }
    await client.query('COMMIT')
    return { ok: true }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release?.()
  }
}

interface PoolClient {
  query: <R = Record<string, unknown>>(
    sql: string,
    values?: unknown[],
  ) => Promise<{ rows: R[]; rowCount: number | null }>
  release?: () => void
}

const RELEASE_SQL = `
WITH released AS (
  UPDATE promotion_redemptions SET status = 'released', active_key = NULL, updated_at = now()
  WHERE order_id = $1 AND status = 'reserved'
  RETURNING code_id
)
UPDATE promotion_codes c SET uses = GREATEST(COALESCE(c.uses, 0) - 1, 0), updated_at = now() FROM released WHERE c.id = released.code_id`

/** Gives the order's reserved use back (its session expired, failed or was never created). Idempotent. */
export async function releaseUse(payload: Payload, orderId: number) {
  await statementPool(payload).query(RELEASE_SQL, [orderId])
}

const REDEEM_SQL = `
WITH redeemed AS (
  UPDATE promotion_redemptions r SET status = 'redeemed', updated_at = now()
  FROM promotion_redemptions old
  WHERE old.id = r.id AND r.order_id = $1 AND r.status <> 'redeemed'
  RETURNING r.code_id, old.status AS was
)
UPDATE promotion_codes c SET uses = COALESCE(c.uses, 0) + 1, updated_at = now() FROM redeemed WHERE c.id = redeemed.code_id AND redeemed.was = 'released'`

/**
 * The order was paid: its use counts for good. A session Stripe reports paid after its use was released
 * (forward-only orders: a late payment still fulfils) takes the use again, even past the limit — the
 * buyer has paid. Idempotent.
 */
export async function redeemUse(payload: Payload, orderId: number) {
  await statementPool(payload).query(REDEEM_SQL, [orderId])
}

/** How often a code was used on paid orders and what those orders brought in (less their refunds). */
export async function promotionStats(
  payload: Payload,
  codeId: number,
): Promise<{ timesRedeemed: number; revenue: number }> {
  // depth 0 throughout: a populated order would populate its code, whose figures call this again.
  const { docs } = await payload.find({
    collection: 'promotion-redemptions',
    where: { and: [{ code: { equals: codeId } }, { status: { equals: 'redeemed' } }] },
    depth: 0,
    limit: 10_000,
    pagination: false,
    overrideAccess: true,
    select: { order: true },
  })
  const ids = docs.map((row) => (typeof row.order === 'object' ? row.order.id : row.order))
  if (!ids.length) return { timesRedeemed: 0, revenue: 0 }
  const orders = await payload.find({
    collection: 'orders',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { amountTotal: true, refunds: { amount: true, status: true } },
  })
  const revenue = orders.docs.reduce(
    (sum, o) => sum + o.amountTotal - (o.refunds ?? []).filter(refundSucceeded).reduce((r, x) => r + x.amount, 0),
    0,
  )
  return { timesRedeemed: docs.length, revenue }
}
