import type { Payload } from 'payload'

import { statementPool } from '@/database/statement-pool'
import { enqueueOnce } from '@/jobs/queue'

import { ownedRows, type OwnedRow, type Owner } from './ownership'

/**
 * Records, on the server, the first use of a module's content by its owner — a guide downloaded or a
 * premium section opened online — on the orders that granted it. That ends the right of withdrawal of
 * those orders (src/commerce/withdrawal.ts) — for a gift, the recipient's use ends the buyer's right
 * (src/teams/gifts.ts) — and, for a seat, on the seat (src/teams/seat-states.ts: a used seat no longer
 * moves). One conditional UPDATE per call: the first use is kept,
 * later ones change nothing, and an order already withdrawn is left alone (the row lock makes a
 * withdrawal and a first use racing each other end with exactly one of them). `rows`: the owner's
 * entitlements when the caller already read them (a page's viewer), else they are read here.
 */
export async function recordFirstUse(
  payload: Payload,
  owner: Owner,
  moduleId: number,
  kind: 'download' | 'online',
  rows?: OwnedRow[],
) {
  const held = rows ?? (await ownedRows(payload, owner))
  const ofModule = held.filter((row) => row.module === moduleId)
  // A seat (team or gift) keeps its holder's first use too: from then on it can no longer be moved.
  const seats = [...new Set(ofModule.filter((row) => row.seat).map((row) => row.seat as number))]
  if (seats.length) {
    await statementPool(payload).query(
      "UPDATE seats SET first_use_at = now(), updated_at = now() WHERE id = ANY($1) AND status = 'claimed' AND first_use_at IS NULL",
      [seats],
    )
  }
  const orders = [...new Set(ofModule.filter((row) => row.order !== null).map((row) => row.order as number))]
  if (!orders.length) return 0
  const { rows: used } = await statementPool(payload).query<{ id: number; purpose: string | null }>(
    `UPDATE orders SET first_use_at = now(), first_use_kind = $2, first_use_module_id = $3, updated_at = now()
     WHERE id = ANY($1) AND first_use_at IS NULL AND withdrawal_requested_at IS NULL
     RETURNING id, purpose::text AS purpose`,
    [orders, kind, moduleId],
  )
  // A gift's first use is its buyer's news (their withdrawal just ended): told once, by a queued job
  // (src/teams/gift-delivery.ts; the gift sweep tells them if this process dies before queuing it).
  for (const order of used.filter((o) => o.purpose === 'gift')) {
    await enqueueOnce(payload, {
      task: 'gift-used',
      input: { orderId: order.id },
      dedupeKey: `gift-used-job:${order.id}`,
    })
  }
  return used.length
}
