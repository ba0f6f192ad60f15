/**
 * Money a bank transfer left on the buyer's Stripe cash balance goes back to them: what arrived for an
 * order whose deadline passed, what arrived beyond the order's amount, a transfer sent after the deadline.
 * Each transfer order has its own Stripe Customer (its own virtual IBAN: src/commerce/checkout.ts), so that
 * Customer's balance is this order's and nobody else's. Stripe sends it back to the account it came from,
 * or asks the buyer for one at the order's e-mail (`instructions_email`).
 *
 * - At each transfer's deadline the job `transfer-balance-return` returns whatever is there (queued by
 *   `expireTransfer`, whether the order was paid with a surplus or closed unpaid);
 * - the support desk shows each transfer order's balance and returns it («Devolver saldo»), for money
 *   that arrives later.
 * Never more than the balance holds: Stripe refuses it, so two desks, or a desk and the job, at the same
 * moment return it once (the loser is told the balance changed). The buyer is e-mailed once per return.
 * No transaction is open while Stripe is called.
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { emailSite } from '@/content/legal-identity'
import { formatExactAmount } from '@/content/money'
import { isErasedEmail } from '@/email/anonymous'
import { enqueueOnce } from '@/jobs/queue'
import type { Order } from '@/payload-types'
import { Refused } from '@/security/refused'

import { orderProduct, transferBalanceReturnedEmail } from './bank-transfer-emails'
import { purchaseLog } from './log'

/** Why money is returned: the job at the deadline, or the desk (its reason is the staff's). */
export type BalanceReturnCause =
  { by: 'deadline' } | { by: 'desk'; amountSeen: number; reason: string; staff: { id: number | string; email: string } }

export type BalanceReturn =
  { status: 'returned'; amount: number; refundId: string; message: string } | { status: 'nothing' }

/** How long the support desk waits for Stripe's answer about a balance before it says it could not ask. */
export const BALANCE_READ_TIMEOUT_MS = 5_000

/**
 * The cash balance (cents, EUR) of a transfer order's Stripe Customer, or null when the order has none.
 * `timeout` bounds each Stripe read (the desk's page waits for it).
 */
export async function transferBalance(
  order: Pick<Order, 'paymentMethod' | 'paymentIntentId'>,
  timeout?: number,
): Promise<{ customer: string; available: number } | null> {
  if (order.paymentMethod !== 'transfer' || !order.paymentIntentId) return null
  const stripe = getStripe()
  const options = timeout ? { timeout, maxNetworkRetries: 0 } : {}
  const intent = await stripe.paymentIntents.retrieve(order.paymentIntentId, {}, options)
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
  if (!customer) return null
  const found = await stripe.customers.retrieve(customer, { expand: ['cash_balance'] }, options)
  if ((found as Stripe.DeletedCustomer).deleted) return null
  return { customer, available: (found as Stripe.Customer).cash_balance?.available?.eur ?? 0 }
}

/** Stripe refused the amount: the balance moved since it was read (another return, or money applied). */
const balanceMoved = (error: unknown) => {
  const code = (error as { code?: string }).code
  return code === 'amount_too_large' || code === 'balance_insufficient'
}

/** Returns the whole cash balance of `orderId`'s transfer to its buyer; see above. */
export async function returnTransferBalance(
  payload: Payload,
  orderId: number,
  cause: BalanceReturnCause,
): Promise<BalanceReturn> {
  const desk = cause.by === 'desk'
  // Nothing to return: the desk is told why; the job has nothing to do.
  const nothing = (message: string, status = 409): BalanceReturn => {
    if (desk) throw new Refused(status, 'No se puede devolver el saldo', message)
    return { status: 'nothing' }
  }
  // Stripe failed: the desk is told; the job throws, and the queue tries again.
  const failed = (error: unknown, message: string): never => {
    if (desk) throw new Refused(409, 'No se puede devolver el saldo', message)
    throw error
  }
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
  if (!order) return nothing('No existe ese pedido.', 404)
  const balance = await transferBalance(order, desk ? BALANCE_READ_TIMEOUT_MS : undefined).catch((error: unknown) =>
    failed(error, 'No se ha podido consultar el saldo en Stripe. Inténtalo de nuevo en unos minutos.'),
  )
  if (!balance) return nothing('Este pedido no se pagó por transferencia: no tiene saldo en Stripe.')
  if (desk && balance.available !== cause.amountSeen) {
    return nothing(
      `El saldo ha cambiado: ahora es de ${formatExactAmount(balance.available)}. Vuelve a cargar la ficha antes de devolverlo.`,
    )
  }
  if (balance.available <= 0) return nothing('No queda saldo que devolver en este pedido.')
  // an erased buyer's order keeps no address: Stripe returns the money to the account it came from
  const email = order.email && !isErasedEmail(order.email) ? order.email : null
  let refund: Stripe.Refund
  try {
    refund = await getStripe().refunds.create({
      customer: balance.customer,
      origin: 'customer_balance',
      amount: balance.available,
      currency: 'eur',
      ...(email ? { instructions_email: email } : {}),
      metadata: {
        order_id: String(order.id),
        cause: cause.by,
        ...(desk ? { reason: cause.reason, staff: cause.staff.email } : {}),
      },
    })
  } catch (error) {
    if (balanceMoved(error))
      return nothing(
        'El saldo acaba de cambiar en Stripe (quizá otra persona lo ha devuelto). Vuelve a cargar la ficha.',
      )
    return failed(error, 'Stripe no ha aceptado la devolución. Revisa el cliente en el panel de Stripe.')
  }
  purchaseLog(payload, { orderId: order.id, sessionId: order.stripeSessionId }).info(
    { refund: refund.id, amount: refund.amount, by: cause.by },
    'transfer balance returned',
  )
  if (email) {
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const message = transferBalanceReturnedEmail({
      ...emailSite(site),
      product: orderProduct(order),
      amount: refund.amount,
      paid: Boolean(order.paidAt),
    })
    await enqueueOnce(payload, {
      task: 'email',
      input: { message: { to: email, ...message } },
      dedupeKey: `transfer-balance-returned:${refund.id}`,
    })
  }
  const who = email ?? 'el comprador (datos borrados)'
  return {
    status: 'returned',
    amount: refund.amount,
    refundId: refund.id,
    message: `Devolución de ${formatExactAmount(refund.amount)} iniciada en Stripe para ${who}: la envía a la cuenta de origen o le pide una por email.`,
  }
}
