import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { idOf } from '@/content/ids'
import { published } from '@/content/published'
import { inTransaction } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { grantModule } from '@/entitlements/grants'
import { issueGuestGrant } from '@/entitlements/guest-access'
import { grantsNow } from '@/orders/facts'
import type { Module, Order } from '@/payload-types'
import { hitRateLimit, type RateLimitRule } from '@/security/rate-limit'

import { sendAccessEmail } from './access-link'
import { breakdownOfOrder, breakdownText } from './checkout-quote'
import { amountPaidOf, type FulfilmentResult } from './fulfilment-result'
import type { purchaseLog } from './log'
import { coveredModules, heldAtOrder, heldRow, refundedModuleIds, type HeldRow } from './order-coverage'
import { underOrderLock } from './order-lock'

const SUCCESS_PAGE_LINK_DAYS = 1
/** Success-page links per order, counted atomically (the window outlives any order's interest). */
const SUCCESS_PAGE_LINKS: RateLimitRule = { name: 'success-page-links', limit: 5, windowMs: 365 * 24 * 3_600_000 }

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
 * A paid order for oneself: grants what it sold (src/commerce/order-coverage.ts; the complete course also
 * the modules that ship later, never what the buyer held before it), once, under the order's lock; a guest
 * buyer gets one e-mailed purchase link, and the browser on the success page a short-lived one.
 */
export async function fulfilModules(
  payload: Payload,
  order: Order,
  email: string,
  session: Stripe.Checkout.Session,
  opts: { browserToken?: boolean },
  log: ReturnType<typeof purchaseLog>,
): Promise<FulfilmentResult> {
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
          if (!grantsNow(fresh)) return null
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
    amountPaid: amountPaidOf(session),
    accessToken,
    breakdown: breakdownText(breakdownOfOrder(order)),
    purpose: 'self',
  }
}
