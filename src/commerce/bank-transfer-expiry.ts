import type { Payload } from 'payload'

import { getStripe } from '@/adapters'
import { enqueueOnce } from '@/jobs/queue'
import type { Order } from '@/payload-types'

import { currentIntent } from './bank-transfer-flow'
import { closeUnpaidSession } from './close-unpaid'
import { fulfilCheckoutSession } from './fulfilment'

/**
 * The `bank-transfer-expiry` job, at the deadline: a payment that arrived is fulfilled (its webhook was lost);
 * one still waiting is cancelled on Stripe (what arrived of it returns to the buyer's cash balance) and the
 * order closed with one e-mail. If the money lands while cancelling, Stripe refuses the cancellation and the
 * payment is fulfilled instead. Then, paid or not, whatever the order did not need goes back to the buyer
 * (job `transfer-balance-return`, src/commerce/transfer-balance.ts).
 */
export async function expireTransfer(payload: Payload, orderId: number) {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
  if (!order || order.paymentMethod !== 'transfer') return
  if (order.status === 'pending') await closeAtDeadline(payload, order)
  await enqueueOnce(payload, {
    task: 'transfer-balance-return',
    input: { orderId },
    dedupeKey: `transfer-balance-return:${orderId}`,
  })
}

async function closeAtDeadline(payload: Payload, order: Order) {
  const current = await currentIntent(order)
  if (!current) return
  let { intent } = current
  if (intent.status === 'requires_action') {
    try {
      intent = await getStripe().paymentIntents.cancel(
        intent.id,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `transfer-expiry-${order.id}` },
      )
    } catch (error) {
      if ((error as { code?: string }).code !== 'payment_intent_unexpected_state') throw error
      intent = await getStripe().paymentIntents.retrieve(intent.id)
    }
  }
  if (intent.status === 'succeeded') {
    await fulfilCheckoutSession(payload, current.session.id)
    return
  }
  if (intent.status === 'canceled') await closeUnpaidSession(payload, current.session, 'transfer_expired')
}
