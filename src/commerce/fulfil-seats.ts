import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { idOf } from '@/content/ids'
import { emailSite } from '@/content/legal-identity'
import { inTransaction } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { issueGuestGrant } from '@/entitlements/guest-access'
import { settings as env } from '@/env'
import { enqueueOnce } from '@/jobs/queue'
import { grantsNow } from '@/orders/facts'
import type { Order } from '@/payload-types'
import { openSeats } from '@/teams/open-seats'

import { guestLink } from './access-link'
import { breakdownOfOrder, breakdownText } from './checkout-quote'
import { seatsPaidEmail } from './emails'
import { amountPaidOf, type FulfilmentResult } from './fulfilment-result'
import type { purchaseLog } from './log'
import { underOrderLock } from './order-lock'

/**
 * A paid team or gift order: under the order's lock, its seats (and a new team's buyer as its manager) are
 * opened once (src/teams/open-seats.ts), then the buyer gets one e-mail saying what happens next — a
 * team's: invite the team at /equipo (a guest buyer gets their access link in it); a gift's: when it is
 * delivered. The e-mail is queued once per order, in the transaction that issues the guest link.
 */
export async function fulfilSeats(
  payload: Payload,
  paidOrder: Order,
  email: string,
  session: Stripe.Checkout.Session,
  log: ReturnType<typeof purchaseLog>,
): Promise<FulfilmentResult> {
  const opened = await underOrderLock(payload, paidOrder.id, async () => {
    const fresh = await payload.findByID({ collection: 'orders', id: paidOrder.id, depth: 0 })
    if (!grantsNow(fresh)) return null
    const result = await inTransaction(payload, (req) => openSeats(payload, req, fresh, email))
    if (result.opened) log.info({ seats: result.opened, team: result.team }, 'seats opened')
    return { order: fresh, result }
  })
  if (!opened) return { status: 'refunded' }
  const { order, result } = opened
  const userId = idOf(order.user as number | { id: number } | null)
  try {
    await inTransaction(payload, async (req) => {
      let link: string | null = null
      if (!userId && (order.purpose === 'gift' || result.team === order.id)) {
        // A guest buyer reaches /equipo, or their gift (its day, its withdrawal), with the access link of their
        // address (one per order: `purchaseKey`).
        const { token } = await issueGuestGrant(
          payload,
          {
            email,
            purpose: 'purchase',
            productType: order.productType,
            orderId: order.id,
            purchaseKey: `order:${order.id}`,
          },
          req,
        )
        link = guestLink(token)
      }
      const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
      const message = seatsPaidEmail({
        ...emailSite(site),
        purpose: order.purpose as 'team' | 'gift',
        quantity: result.seats,
        teamUrl: order.purpose === 'gift' ? `${env.serverUrl}/dashboard#regalos` : `${env.serverUrl}/equipo`,
        guestLink: link,
        recipientEmail: order.gift?.recipientEmail ?? null,
        deliverAt: result.deliverAt,
      })
      await enqueueOnce(
        payload,
        { task: 'email', input: { message: { to: email, ...message } }, dedupeKey: `seats-paid:order:${order.id}` },
        req,
      )
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  return {
    status: 'fulfilled',
    orderId: order.id,
    email,
    productType: order.productType,
    modules: [],
    amountPaid: amountPaidOf(session),
    breakdown: breakdownText(breakdownOfOrder(order)),
    purpose: order.purpose as 'team' | 'gift',
    seats: {
      team: result.team,
      quantity: result.seats,
      recipientEmail: order.gift?.recipientEmail ?? null,
      deliverAt: result.deliverAt,
    },
  }
}
