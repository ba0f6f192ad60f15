import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { inTransaction } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { grantModule } from '@/entitlements/grants'
import { openSeats } from '@/teams/open-seats'
import { issueGuestGrant } from '@/entitlements/guest-access'
import { published } from '@/content/published'
import { settings as env } from '@/env'
import { emailSite } from '@/content/legal-identity'
import { orderTaxFromSession } from './order-tax'
import { withLock } from '@/jobs/lock'
import { enqueueOnce } from '@/jobs/queue'
import { isErasedEmail } from '@/email/anonymous'
import type { Module, Order } from '@/payload-types'
import { hitRateLimit, type RateLimitRule } from '@/security/rate-limit'

import { guestLink, sendAccessEmail } from './access-link'
import { breakdownOfOrder, breakdownText } from './checkout-quote'
import { orderProduct, transferExpiredEmail } from './bank-transfer-emails'
import { paymentFailedEmail, seatsPaidEmail } from './emails'
import { purchaseLog } from './log'
import { coveredModules, heldAtOrder, heldRow, refundedModuleIds, type HeldRow } from './order-coverage'
import { advanceOrderStatus, orderGrantsModules } from './order-status'
import { redeemUse, releaseUse } from './promotion-uses'
import { idOf } from '@/content/ids'

const context = { system: true, skipRevalidate: true }
const SUCCESS_PAGE_LINK_DAYS = 1
/** Success-page links per order, counted atomically (the window outlives any order's interest). */
const SUCCESS_PAGE_LINKS: RateLimitRule = { name: 'success-page-links', limit: 5, windowMs: 365 * 24 * 3_600_000 }

export type FulfilmentResult =
  | {
      status: 'fulfilled'
      orderId: number
      email: string
      productType: Order['productType']
      modules: Pick<Module, 'id' | 'code' | 'slug' | 'title'>[]
      /** what the buyer actually paid, in cents: the session's `amount_total` (the price when it was created, not today's) */
      amountPaid: number | null
      /** for guests on the success page only: a short-lived link token for this browser */
      accessToken?: string
      /** what came off the price (upgrade credit, promotion code), in words, or null */
      breakdown: string | null
      /** for whom: a team's or a gift's buyer is granted nothing (their seats are) */
      purpose: 'self' | 'team' | 'gift'
      /** a team's or a gift's order: the team (its first order), the seats this order bought, a gift's delivery */
      seats?: { team: number; quantity: number; recipientEmail: string | null; deliverAt: string | null }
    }
  | { status: 'unknown' | 'unpaid' | 'processing' | 'failed' | 'expired' | 'refunded' }
  /** paid by bank transfer, the money not (all) there yet: the instructions are on the intent (src/commerce/bank-transfer.ts) */
  | { status: 'awaiting_transfer'; session: Stripe.Checkout.Session; intent: Stripe.PaymentIntent }

/**
 * Where an unpaid session stands: abandoned (expired), still open, or completed with a delayed method
 * (SEPA debit…) whose money is on its way (`processing`) or never came (the PaymentIntent asks for
 * another payment method: the session cannot be paid any more).
 */
async function unpaidStatus(session: Stripe.Checkout.Session): Promise<FulfilmentResult> {
  if (session.status === 'expired') return { status: 'expired' }
  if (session.status !== 'complete' || !session.payment_intent) return { status: 'unpaid' }
  const intent =
    typeof session.payment_intent === 'string'
      ? await getStripe().paymentIntents.retrieve(session.payment_intent)
      : session.payment_intent
  // A bank transfer waits for the buyer's money (`requires_action` with the transfer instructions).
  if (intent.status === 'requires_action' && intent.next_action?.type === 'display_bank_transfer_instructions')
    return { status: 'awaiting_transfer', session, intent }
  // …and one cancelled at its deadline never came: expired, not refused by a bank.
  if (intent.status === 'canceled' && intent.payment_method_types?.includes('customer_balance'))
    return { status: 'expired' }
  return { status: intent.status === 'processing' || intent.status === 'succeeded' ? 'processing' : 'failed' }
}

/**
 * The tax Stripe computed, and the buyer's fiscal details: a team's company, given and checked at checkout
 * (src/commerce/seat-checkout.ts), stays the invoice's buyer; otherwise the session's business name and tax ID.
 */
function taxOfPaidOrder(order: Order, session: Stripe.Checkout.Session): Pick<Order, 'tax' | 'buyer'> {
  const fromSession = orderTaxFromSession(session)
  return order.purpose === 'team' && order.buyer?.taxId ? { tax: fromSession.tax, buyer: order.buyer } : fromSession
}

/** The lock of one order's grants and refunds (src/jobs/lock.ts). */
export const orderLockKey = (orderId: number) => `order:${orderId}`

async function retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session | null> {
  if (!/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return null
  try {
    return await getStripe().checkout.sessions.retrieve(sessionId, { expand: ['total_details.breakdown'] })
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null
    throw error
  }
}

/** The buyer's entitlement rows of these modules (any order, revoked or not): what they held and when. */
async function heldRows(
  payload: Payload,
  owner: { user?: number | null; email: string },
  moduleIds: number[],
  req?: PayloadRequest,
): Promise<HeldRow[]> {
  if (!moduleIds.length) return []
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: {
      and: [
        {
          or: [
            { email: { equals: owner.email.toLowerCase() } },
            ...(owner.user ? [{ user: { equals: owner.user } }] : []),
          ],
        },
        { module: { in: moduleIds } },
      ],
    },
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { module: true, order: true, createdAt: true, revokedAt: true },
    req,
  })
  return docs.map(heldRow)
}

/**
 * The order's lock, shared with the refund handling, waited for about as long as a request may wait for
 * the database (a row lock, then a connection): fulfilment runs in requests too (`/api/checkout/verify`),
 * where an order held elsewhere is a Spanish 503 within that time (LockBusy counts as the database being
 * busy) rather than a queue of requests each waiting its turn for the job queue's longer limit; a job
 * meeting it is simply retried.
 */
const underOrderLock = <T>(payload: Payload, orderId: number, fn: () => Promise<T>) =>
  withLock(payload, orderLockKey(orderId), fn, env.database.lockTimeoutMs + env.database.poolTimeoutMs)

/**
 * Fulfils a Checkout Session, once. Keyed on the session id; safe to call any number of times, in
 * any order and concurrently (webhook and success page): Stripe is asked whether the session is paid,
 * and the database's unique indexes (one active entitlement per owner and module, one purchase link
 * per order) decide who writes — everyone else finds the work done.
 */
export async function fulfilCheckoutSession(
  payload: Payload,
  sessionId: string,
  opts: { browserToken?: boolean; eventId?: string } = {},
): Promise<FulfilmentResult> {
  const session = await retrieveSession(sessionId)
  if (!session) return { status: 'unknown' }
  if (session.payment_status !== 'paid') return unpaidStatus(session)

  const { docs } = await payload.find({
    collection: 'orders',
    where: { stripeSessionId: { equals: session.id } },
    limit: 1,
    depth: 0,
  })
  let order = docs[0]
  if (!order || String(order.id) !== session.metadata?.order_id) return { status: 'unknown' }
  // The buyer had their data erased: nothing is granted or sent again (a replayed event, reconciliation).
  if (isErasedEmail(order.email)) return { status: 'unknown' }

  const email = (session.customer_details?.email ?? session.customer_email ?? order.email ?? '').trim().toLowerCase()
  if (!email) return { status: 'unknown' }
  const paymentIntentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  const log = purchaseLog(payload, { orderId: order.id, sessionId: session.id, eventId: opts.eventId })
  // Recorded once, whatever came first: a refund's event may have reached the order before this one. Under
  // the order's lock, read afresh, so a stale copy never writes `paid` over the refunds recorded meanwhile.
  if (!order.paidAt || (advanceOrderStatus(order.status, 'paid') === 'paid' && order.status !== 'paid')) {
    const stale = order
    order = await underOrderLock(payload, stale.id, async () => {
      const fresh = await payload.findByID({ collection: 'orders', id: stale.id, depth: 0 })
      if (fresh.paidAt && advanceOrderStatus(fresh.status, 'paid') === fresh.status) return fresh
      const paid = await payload.update({
        collection: 'orders',
        id: fresh.id,
        data: {
          status: advanceOrderStatus(fresh.status, 'paid'),
          paidAt: fresh.paidAt ?? new Date().toISOString(),
          email,
          paymentIntentId,
          ...taxOfPaidOrder(fresh, session),
        },
        context,
      })
      log.info('order paid')
      return paid
    })
  }
  // A promotion code's reserved use counts for good (idempotent).
  if (order.pricing?.promotionCode) await redeemUse(payload, order.id)
  // Every paid order gets its invoice (one job per order, however many callers get here).
  await enqueueOnce(payload, {
    task: 'issue-invoice',
    input: { orderId: order.id },
    dedupeKey: `invoice:order:${order.id}`,
  })
  // A withdrawn order grants nothing again (a replayed event before its refund is recorded).
  if (!orderGrantsModules(order.status) || order.withdrawal?.requestedAt) return { status: 'refunded' }
  // A team's or a gift's order opens seats instead: its buyer is granted nothing.
  if (order.purpose === 'team' || order.purpose === 'gift') return fulfilSeats(payload, order, email, session, log)

  const { docs: catalogue } = await payload.find({
    collection: 'modules',
    where: published,
    limit: 100,
    depth: 0,
    pagination: false,
    sort: 'order',
  })
  const userId = idOf(order.user as number | { id: number } | null)
  const orderModuleIds = new Set((order.modules ?? []).map((m) => idOf(m as number | Module) as number))
  // What this order sold, and nothing else (order-coverage.ts): an upgrade never grants what the buyer
  // held before it, even once that was refunded or withdrawn; the complete course gains F6 once it ships.
  const unsold = catalogue.filter((m) => !orderModuleIds.has(m.id)).map((m) => m.id)
  const held = heldAtOrder(
    order.productType === 'complete' ? await heldRows(payload, { user: userId, email }, unsold) : [],
    order,
  )
  const covered = coveredModules(order, catalogue, held)

  const paidOrder = order
  // Under the order's lock, shared with the refund handling (src/commerce/refunds.ts): a refund recorded
  // at the same moment is either seen here or revokes after this grant, never overtaken by it.
  // Already granted (a replay, the success page after the webhook): nothing to write, no lock to wait for.
  const expected = covered.filter((m) => !refundedModuleIds(paidOrder).has(m.id))
  const { totalDocs: active } = await payload.count({
    collection: 'entitlements',
    where: {
      and: [
        { order: { equals: paidOrder.id } },
        { module: { in: expected.map((m) => m.id) } },
        { revokedAt: { exists: false } },
      ],
    },
  })
  const granted =
    expected.length > 0 && active >= expected.length
      ? expected
      : await underOrderLock(payload, order.id, async () => {
          const fresh = await payload.findByID({ collection: 'orders', id: paidOrder.id, depth: 0 })
          if (!orderGrantsModules(fresh.status) || fresh.withdrawal?.requestedAt) return null
          const refunded = refundedModuleIds(fresh)
          const grants = covered.filter((m) => !refunded.has(m.id))
          for (const module of grants) {
            await grantModule(payload, {
              user: userId,
              email,
              module: module.id,
              source: paidOrder.productType === 'complete' ? 'bundle' : 'purchase',
              order: paidOrder.id,
            })
          }
          return grants
        })
  if (!granted) return { status: 'refunded' }

  let accessToken: string | undefined
  if (!userId) {
    try {
      // Only the caller that created the purchase link sends it: one e-mail per order. The link and
      // its queued e-mail commit together, so neither exists without the other.
      await inTransaction(payload, async (req) => {
        const { token, expiresAt } = await issueGuestGrant(
          payload,
          {
            email,
            purpose: 'purchase',
            productType: order.productType,
            moduleId: order.productType === 'module' ? granted[0]?.id : null,
            orderId: order.id,
            purchaseKey: `order:${order.id}`,
          },
          req,
        )
        await sendAccessEmail(payload, email, token, expiresAt, 'purchase', req, order.withdrawalConsent)
      })
      log.info('access e-mail queued')
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    // A few reloads of the success page are fine; beyond that the e-mailed link is the way in.
    if (opts.browserToken && (await hitRateLimit(payload, SUCCESS_PAGE_LINKS, String(order.id))).allowed) {
      const { token } = await issueGuestGrant(payload, {
        email,
        purpose: 'success-page',
        productType: order.productType,
        orderId: order.id,
        validityDays: SUCCESS_PAGE_LINK_DAYS,
      })
      accessToken = token
    }
  }

  return {
    status: 'fulfilled',
    orderId: order.id,
    email,
    productType: order.productType,
    modules: granted.map(({ id, code, slug, title }) => ({ id, code, slug, title })),
    amountPaid: typeof session.amount_total === 'number' ? session.amount_total : null,
    accessToken,
    breakdown: breakdownText(breakdownOfOrder(order)),
    purpose: 'self',
  }
}

/**
 * A paid team or gift order: under the order's lock, its seats (and a new team's buyer as its manager) are
 * opened once (src/teams/open-seats.ts), then the buyer gets one e-mail saying what happens next — a
 * team's: invite the team at /equipo (a guest buyer gets their access link in it); a gift's: when it is
 * delivered. The e-mail is queued once per order, in the transaction that issues the guest link.
 */
async function fulfilSeats(
  payload: Payload,
  paidOrder: Order,
  email: string,
  session: Stripe.Checkout.Session,
  log: ReturnType<typeof purchaseLog>,
): Promise<FulfilmentResult> {
  const opened = await underOrderLock(payload, paidOrder.id, async () => {
    const fresh = await payload.findByID({ collection: 'orders', id: paidOrder.id, depth: 0 })
    if (!orderGrantsModules(fresh.status) || fresh.withdrawal?.requestedAt) return null
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
    amountPaid: typeof session.amount_total === 'number' ? session.amount_total : null,
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

/**
 * A session that will never be paid — abandoned (`checkout.session.expired`) or whose delayed payment
 * failed (`checkout.session.async_payment_failed`) — closes its order (`expired`, forward-only: a payment
 * Stripe reports later still fulfils it). When a delayed payment failed, the buyer gets one e-mail.
 */
export async function closeUnpaidSession(
  payload: Payload,
  session: Stripe.Checkout.Session,
  reason: 'expired' | 'payment_failed' | 'transfer_expired',
  eventId?: string,
) {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { stripeSessionId: { equals: session.id } },
    limit: 1,
    depth: 0,
  })
  const order = docs[0]
  const log = purchaseLog(payload, { orderId: order?.id ?? session.metadata?.order_id, sessionId: session.id, eventId })
  if (!order) return log.warn({ reason }, 'unpaid session without order')
  const transfer = order.paymentMethod === 'transfer' && reason !== 'expired'
  if (advanceOrderStatus(order.status, 'expired') !== order.status) {
    const bankTransfer = transfer
      ? { ...order.bankTransfer, expiredAt: order.bankTransfer?.expiredAt ?? new Date().toISOString() }
      : undefined
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'expired', ...(bankTransfer ? { bankTransfer } : {}) },
      context,
    })
    log.info({ reason }, 'order closed unpaid')
  }
  // The promotion code's use this checkout had reserved is free again (idempotent; a paid order keeps it).
  if (advanceOrderStatus(order.status, 'expired') === 'expired') await releaseUse(payload, order.id)
  if (reason === 'expired') return
  // A transfer's buyer is told only while the order is really closed (money reported meanwhile fulfilled it).
  if (transfer && (await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).status !== 'expired')
    return
  const email = (session.customer_details?.email ?? session.customer_email ?? order.email ?? '').trim().toLowerCase()
  if (!email) return log.warn('payment failed but no e-mail to tell')
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const product = orderProduct(order)
  const checkoutUrl = `${env.serverUrl}/checkout`
  const message = transfer
    ? transferExpiredEmail({
        ...emailSite(site),
        product,
        received: Math.max(
          0,
          (order.amountTotal ?? 0) - (order.bankTransfer?.amountRemaining ?? order.amountTotal ?? 0),
        ),
        checkoutUrl,
      })
    : paymentFailedEmail({ ...emailSite(site), product, checkoutUrl })
  // A transfer's expiry and a failure Stripe may report for it share one key: one e-mail.
  const dedupeKey = transfer ? `transfer-closed:${session.id}` : `payment-failed:${session.id}`
  if (await enqueueOnce(payload, { task: 'email', input: { message: { to: email, ...message } }, dedupeKey })) {
    log.info({ reason }, 'payment-failed e-mail queued')
  }
}
