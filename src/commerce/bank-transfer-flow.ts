/**
 * A payment by bank transfer after the buyer chose it (the rules: src/commerce/bank-transfer.ts). Each step
 * is idempotent and keyed on the order, so the webhook, the success page and replays may all call it:
 * - `awaitTransfer`: the instructions and deadline are recorded on the order once, and three jobs queued
 *   once — the instructions e-mail, the reminder and the expiry;
 * - `recordPartialFunding`: Stripe received part of the money (`payment_intent.partially_funded`): the
 *   order keeps what is missing and the buyer is told what arrived (one e-mail per amount still missing);
 * - `remindTransfer` (job `bank-transfer-reminder`): one e-mail two days before the deadline, if money is missing;
 * - `expireTransfer` (job `bank-transfer-expiry`, src/commerce/bank-transfer-expiry.ts): at the deadline the
 *   payment is cancelled on Stripe (outside any transaction) and the order closed with one e-mail; money that
 *   arrived in time fulfils it.
 * The grant itself happens only in fulfilment, on `checkout.session.async_payment_succeeded`.
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { emailSite } from '@/content/legal-identity'
import { isErasedEmail } from '@/email/anonymous'
import { settings } from '@/env'
import { enqueueOnce } from '@/jobs/queue'
import type { Order } from '@/payload-types'

import { instructionsOf, REMINDER_BEFORE_MS, transferSchedule, type TransferInstructions } from './bank-transfer'
import {
  orderProduct,
  transferInstructionsEmail,
  transferPartlyReceivedEmail,
  transferReminderEmail,
} from './bank-transfer-emails'
import { buyerEmailOf, orderOfSession } from './fulfilment-result'
import { purchaseLog } from './log'
import { underOrderLock } from './order-lock'

const context = { system: true, skipRevalidate: true }

/** What the success page shows: the instructions and the deadline (ISO). */
export type AwaitedTransfer = TransferInstructions & { deadline: string; amount: number }

/** The stored instructions of an order, as the success page and e-mails show them. */
function storedInstructions(order: Order): AwaitedTransfer | null {
  const t = order.bankTransfer
  if (!t?.iban || !t.bic || !t.reference || !t.deadline || typeof t.amountRemaining !== 'number') return null
  return {
    iban: t.iban,
    bic: t.bic,
    accountHolder: t.accountHolder ?? '',
    reference: t.reference,
    amountRemaining: t.amountRemaining,
    currency: order.currency ?? 'eur',
    deadline: t.deadline,
    amount: order.amountTotal,
  }
}

/**
 * The buyer chose the transfer on Stripe's page (the session completed unpaid). Records the instructions and
 * the deadline once (under the order's lock), then queues — once each — the instructions e-mail, the
 * reminder and the expiry. Returns what the buyer must do, or null when this is not a transfer order.
 */
export async function awaitTransfer(
  payload: Payload,
  session: Stripe.Checkout.Session,
  intent: Stripe.PaymentIntent,
  now = Date.now(),
): Promise<AwaitedTransfer | null> {
  const found = await orderOfSession(payload, session.id)
  const instructions = instructionsOf(intent)
  if (!found || found.paymentMethod !== 'transfer' || !instructions || String(found.id) !== session.metadata?.order_id)
    return null
  const order = await underOrderLock(payload, found.id, async () => {
    const fresh = await payload.findByID({ collection: 'orders', id: found.id, depth: 0 })
    if (fresh.status !== 'pending') return fresh
    const deadline =
      fresh.bankTransfer?.deadline ??
      new Date(transferSchedule(now, settings.jobs.bankTransferDays).deadline).toISOString()
    // What is missing only ever goes down (a partial-funding event may have been recorded from a fresher read).
    const amountRemaining = Math.min(fresh.bankTransfer?.amountRemaining ?? Infinity, instructions.amountRemaining)
    const same =
      fresh.bankTransfer?.deadline &&
      fresh.bankTransfer.amountRemaining === amountRemaining &&
      fresh.paymentIntentId === intent.id
    if (same) return fresh
    const { iban, bic, accountHolder, reference } = instructions
    return payload.update({
      collection: 'orders',
      id: fresh.id,
      data: {
        paymentIntentId: intent.id,
        bankTransfer: { ...fresh.bankTransfer, iban, bic, accountHolder, reference, amountRemaining, deadline },
      },
      context,
    })
  })
  const awaited = storedInstructions(order)
  if (!awaited || order.status !== 'pending') return awaited
  const log = purchaseLog(payload, { orderId: order.id, sessionId: session.id })
  const email = buyerEmailOf(session, order)
  if (
    email &&
    (await enqueueOnce(payload, {
      task: 'email',
      input: { message: { to: email, ...(await transferMessage(payload, order, awaited, 'instructions')) } },
      dedupeKey: `transfer-instructions:${order.id}`,
    }))
  ) {
    log.info('bank transfer instructions e-mail queued')
  }
  const deadline = Date.parse(awaited.deadline)
  const remindAt = deadline - REMINDER_BEFORE_MS
  await enqueueOnce(payload, {
    task: 'bank-transfer-reminder',
    input: { orderId: order.id },
    dedupeKey: `transfer-reminder:${order.id}`,
    delayMs: Math.max(0, remindAt - now),
  })
  await enqueueOnce(payload, {
    task: 'bank-transfer-expiry',
    input: { orderId: order.id },
    dedupeKey: `transfer-expiry:${order.id}`,
    delayMs: Math.max(0, deadline - now),
  })
  return awaited
}

async function transferMessage(
  payload: Payload,
  order: Order,
  awaited: AwaitedTransfer,
  kind: 'instructions' | 'partly-received' | 'reminder',
) {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const input = { ...emailSite(site), product: orderProduct(order), instructions: awaited, deadline: awaited.deadline }
  const received = awaited.amount - awaited.amountRemaining
  if (kind === 'instructions') return transferInstructionsEmail(input)
  return kind === 'reminder'
    ? transferReminderEmail({ ...input, received })
    : transferPartlyReceivedEmail({ ...input, received })
}

/**
 * `payment_intent.partially_funded`: part of the money is there; the order keeps what is still missing
 * and the buyer is told. The e-mail is queued first, keyed on the amount missing, so a crash before the
 * order's update repeats neither: the replay finds the job and writes the update.
 */
export async function recordPartialFunding(payload: Payload, intent: Stripe.PaymentIntent) {
  const instructions = instructionsOf(intent)
  const orderId = Number(intent.metadata?.order_id)
  if (!instructions || !Number.isInteger(orderId) || orderId <= 0) return
  await underOrderLock(payload, orderId, async () => {
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
    if (
      !order ||
      order.paymentMethod !== 'transfer' ||
      order.status !== 'pending' ||
      (order.paymentIntentId && order.paymentIntentId !== intent.id)
    )
      return
    // Only ever down: an older event delivered late never raises what is missing.
    const remaining = Math.min(order.bankTransfer?.amountRemaining ?? Infinity, instructions.amountRemaining)
    if (remaining === order.bankTransfer?.amountRemaining) return
    const stored = storedInstructions(order)
    if (order.email && !isErasedEmail(order.email) && stored) {
      const awaited = { ...stored, amountRemaining: remaining }
      const message = await transferMessage(payload, order, awaited, 'partly-received')
      await enqueueOnce(payload, {
        task: 'email',
        input: { message: { to: order.email, ...message } },
        dedupeKey: `transfer-partly-received:${orderId}:${remaining}`,
      })
    }
    await payload.update({
      collection: 'orders',
      id: orderId,
      data: { paymentIntentId: intent.id, bankTransfer: { ...order.bankTransfer, amountRemaining: remaining } },
      context,
    })
    purchaseLog(payload, { orderId }).info({ remaining }, 'bank transfer partially funded')
  })
}

/** The intent of a transfer order as Stripe has it now (null: no session or intent yet). */
export async function currentIntent(
  order: Order,
): Promise<{ session: Stripe.Checkout.Session; intent: Stripe.PaymentIntent } | null> {
  if (!order.stripeSessionId) return null
  const session = await getStripe().checkout.sessions.retrieve(order.stripeSessionId)
  const id = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!id) return null
  return { session, intent: await getStripe().paymentIntents.retrieve(id) }
}

/** The `bank-transfer-reminder` job: one e-mail while money is still missing (once: its own key). */
export async function remindTransfer(payload: Payload, orderId: number) {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
  if (!order || order.paymentMethod !== 'transfer' || order.status !== 'pending' || !order.email) return
  const current = await currentIntent(order)
  const instructions = current && instructionsOf(current.intent)
  const stored = storedInstructions(order)
  if (!instructions || !stored) return
  const awaited = { ...stored, amountRemaining: instructions.amountRemaining }
  if (
    await enqueueOnce(payload, {
      task: 'email',
      input: { message: { to: order.email, ...(await transferMessage(payload, order, awaited, 'reminder')) } },
      dedupeKey: `transfer-reminder-mail:${order.id}`,
    })
  ) {
    purchaseLog(payload, { orderId }).info('bank transfer reminder queued')
  }
}
