import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { emailSite } from '@/content/legal-identity'
import { settings as env } from '@/env'
import { enqueueOnce } from '@/jobs/queue'

import { orderProduct } from './bank-transfer-emails'
import { buyerEmailOf, orderOfSession } from './fulfilment-result'
import { purchaseLog } from './log'
import { advanceOrderStatus } from './order-status'
import { paymentMethodOf } from './payment-methods'
import { releaseUse } from './promotion-uses'

const context = { system: true, skipRevalidate: true }

/**
 * A session that will never be paid — abandoned (`checkout.session.expired`) or whose delayed payment
 * failed (`checkout.session.async_payment_failed`) — closes its order (`expired`, forward-only: a payment
 * Stripe reports later still fulfils it). When a delayed payment failed, or a transfer's deadline passed,
 * the buyer gets one e-mail, as the order's payment method says (src/commerce/payment-methods.ts).
 */
export async function closeUnpaidSession(
  payload: Payload,
  session: Stripe.Checkout.Session,
  reason: 'expired' | 'payment_failed' | 'transfer_expired',
  eventId?: string,
) {
  const order = await orderOfSession(payload, session.id)
  const log = purchaseLog(payload, { orderId: order?.id ?? session.metadata?.order_id, sessionId: session.id, eventId })
  if (!order) return log.warn({ reason }, 'unpaid session without order')
  // An abandoned session is only closed; a payment that failed or ran out of time is closed as its method says.
  const closing = reason === 'expired' ? null : paymentMethodOf(order).closing
  if (advanceOrderStatus(order.status, 'expired') !== order.status) {
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'expired', ...closing?.fields(order) },
      context,
    })
    log.info({ reason }, 'order closed unpaid')
  }
  // The promotion code's use this checkout had reserved is free again (idempotent; a paid order keeps it).
  if (advanceOrderStatus(order.status, 'expired') === 'expired') await releaseUse(payload, order.id)
  if (!closing) return
  // Told only while the order is really closed, where the method asks (money reported meanwhile fulfilled it).
  if (
    closing.recheck &&
    (await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).status !== 'expired'
  )
    return
  const email = buyerEmailOf(session, order)
  if (!email) return log.warn('payment failed but no e-mail to tell')
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = closing.message(order, {
    ...emailSite(site),
    product: orderProduct(order),
    checkoutUrl: `${env.serverUrl}/checkout`,
  })
  const dedupeKey = closing.dedupeKey(session.id)
  if (await enqueueOnce(payload, { task: 'email', input: { message: { to: email, ...message } }, dedupeKey })) {
    log.info({ reason }, 'payment-failed e-mail queued')
  }
}
