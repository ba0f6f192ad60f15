/**
 * A refund asked of Stripe, for a whole order or one of its modules: the support desk (POST
 * /api/support/refund) and a buyer's withdrawal (src/commerce/withdrawal-request.ts) both go through here.
 */
import { paidNotFullyRefunded } from '@/orders/facts'
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { idOf } from '@/content/ids'
import { formatEuros } from '@/content/money'
import type { Module, Order } from '@/payload-types'

import { Refused } from '@/security/refused'
import { purchaseLog } from './log'
import { refundTakesMoney } from './order-status'
import { creditUses } from './upgrade-credit'

type OrderModule = Pick<Module, 'id' | 'code'>

export interface RefundPlan {
  /** cents to refund */
  amount: number
  /** the module's code when one module is refunded */
  module: string | null
  /** Stripe idempotency key: one refund per order and module (or whole order), however often asked */
  idempotencyKey: string
}

const refused = (message: string) => new Refused(409, 'No se puede reembolsar', message)

/** Refunds that take (or will take) the money back. */
const live = <T extends Pick<Stripe.Refund, 'status'>>(refunds: T[]) =>
  refunds.filter((r) => r.status !== 'failed' && r.status !== 'canceled')

/**
 * What a refund from the desk gives back. A whole order: what is left of it. One module: what that
 * module cost in that order — the whole amount for a one-module order, an even share of the total for
 * the complete course (the last module still paid for takes what is left, so no cent is lost).
 */
export function refundAmount(
  order: { amountTotal: number; codes: string[]; refundedCodes: Set<string>; refundedAmount: number },
  code: string | null,
): number {
  const remaining = order.amountTotal - order.refundedAmount
  if (!code) return remaining
  const stillPaid = order.codes.filter((c) => !order.refundedCodes.has(c))
  if (stillPaid.length === 1 && stillPaid[0] === code) return remaining
  return Math.min(remaining, Math.floor(order.amountTotal / order.codes.length))
}

/** The refund to ask Stripe for, or a refusal (already refunded, a module not in the order). */
export function planRefund(
  order: Pick<Order, 'id' | 'amountTotal'>,
  modules: OrderModule[],
  stripeRefunds: Pick<Stripe.Refund, 'amount' | 'status' | 'metadata'>[],
  recordedModules: number[],
  code: string | null,
): RefundPlan {
  const refunds = live(stripeRefunds)
  const refundedAmount = refunds.reduce((sum, r) => sum + r.amount, 0)
  if (order.amountTotal - refundedAmount <= 0)
    throw refused('Ya reembolsado: de este pedido no queda nada por reembolsar.')
  const codes: string[] = modules.map((m) => m.code)
  const refundedCodes = new Set([
    ...refunds.map((r) => r.metadata?.module?.toUpperCase() ?? '').filter(Boolean),
    ...modules.filter((m) => recordedModules.includes(m.id)).map((m) => m.code),
  ])
  if (code && !codes.includes(code))
    throw new Refused(400, 'Módulo no válido', `El módulo ${code} no forma parte de este pedido.`)
  if (code && refundedCodes.has(code)) throw refused(`Ya reembolsado: ${code} de este pedido ya se reembolsó.`)
  return {
    amount: refundAmount({ amountTotal: order.amountTotal, codes, refundedCodes, refundedAmount }, code),
    module: code,
    idempotencyKey: `desk-refund:${order.id}:${code ?? 'all'}`,
  }
}

/** A Stripe refusal in Spanish, for the support desk. */
function stripeRefusal(error: unknown): Refused {
  const e = error as { type?: string; code?: string; statusCode?: number }
  if (e.type === 'StripeIdempotencyError' || e.code === 'charge_already_refunded')
    return refused('Ya reembolsado: Stripe ya tiene este reembolso.')
  if (e.code === 'amount_too_large') return refused('El importe supera lo que queda por reembolsar de este pedido.')
  if (e.statusCode && e.statusCode < 500)
    return refused('Stripe ha rechazado el reembolso. Revisa el pago en el panel de Stripe.')
  return refused('No se ha podido contactar con Stripe. Inténtalo de nuevo en unos minutos.')
}

export interface DeskRefundInput {
  orderId: number
  /** a module code ('F3') to refund one module; absent: the whole order */
  module?: string | null
  reason: string
  /** who refunds from the desk; absent when the buyer withdraws (src/commerce/withdrawal-request.ts) */
  staff?: { id: number | string; email: string }
  /** Stripe idempotency key instead of the desk's (one per order and module) */
  idempotencyKey?: string
}

/**
 * Support refunds a whole order or one module of it through Stripe's refund API. The refund carries
 * the module, the reason and who asked (metadata), and an idempotency key named after order and
 * module, so a double click (or ten) makes one refund. What follows is the usual refund handling:
 * Stripe's events bring the order in line, revoke what was refunded and e-mail the buyer.
 */
export async function refundFromDesk(payload: Payload, input: DeskRefundInput) {
  const order = await payload.findByID({ collection: 'orders', id: input.orderId, depth: 1, disableErrors: true })
  if (!order) throw new Refused(404, 'Pedido no encontrado', 'No existe ese pedido.')
  // A team's seats may be claimed: its money goes back only as unused seats (src/commerce/seat-refund.ts).
  if (order.purpose === 'team') {
    throw refused(
      'Un pedido de equipo se reembolsa por plazas: usa «Reembolsar plazas sin usar». Las plazas ya aceptadas no se reembolsan.',
    )
  }
  // A gift is one seat, whatever it covers: it is refunded whole, never module by module.
  if (order.purpose === 'gift' && input.module) throw refused('Un regalo se reembolsa entero: usa «Reembolsar regalo».')
  if (order.status === 'refunded') throw refused('Ya reembolsado: de este pedido no queda nada por reembolsar.')
  if (!paidNotFullyRefunded(order.status) || !order.paymentIntentId) {
    throw refused('Este pedido no está pagado: no hay nada que reembolsar.')
  }
  // A purchase whose credit lowered the price of a standing order cannot be refunded apart from it (the
  // buyer would get the credit twice); a withdrawal already recorded is refunded whatever happened since.
  if (!order.withdrawal?.requestedAt) {
    const use = (await creditUses(payload, [order.id])).get(order.id)
    if (use) {
      throw refused(
        use.pending
          ? `Este pedido se está usando como descuento en un pago abierto del curso completo (pedido ${use.orderId}). Inténtalo cuando ese pago caduque (24 horas como mucho) o, si se paga, reembolsa antes ese pedido.`
          : `Lo pagado en este pedido se descontó del precio del curso completo (pedido ${use.orderId}): no se puede reembolsar por separado. Reembolsa antes el pedido ${use.orderId}; después podrás reembolsar este.`,
      )
    }
  }
  const modules = (order.modules ?? []).filter((m): m is Module => typeof m === 'object')
  const recorded = (order.refunds ?? [])
    .filter(refundTakesMoney)
    .flatMap((r) => (r.modules ?? []).map((m) => idOf(m as number | Module) as number))
  const stripe = getStripe()
  const log = purchaseLog(payload, { orderId: order.id, sessionId: order.stripeSessionId })
  let refund: Stripe.Refund
  let plan: RefundPlan
  try {
    const existing = await stripe.refunds
      .list({ payment_intent: order.paymentIntentId, limit: 100 })
      .autoPagingToArray({ limit: 1000 })
    plan = planRefund(order, modules, existing, recorded, input.module?.trim().toUpperCase() || null)
    refund = await stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId,
        amount: plan.amount,
        metadata: {
          order_id: String(order.id),
          ...(plan.module ? { module: plan.module } : {}),
          reason: input.reason,
          ...(input.staff ? { staff: input.staff.email } : {}),
        },
      },
      { idempotencyKey: input.idempotencyKey ?? plan.idempotencyKey },
    )
  } catch (error) {
    if (error instanceof Refused) throw error
    log.warn({ err: (error as Error).message, module: input.module ?? null }, 'desk refund refused by Stripe')
    throw stripeRefusal(error)
  }
  log.info(
    { refund: refund.id, amount: refund.amount, module: plan.module, by: input.staff?.id ?? 'buyer' },
    'support refunded from the desk',
  )
  const what = plan.module ? `de ${plan.module}` : 'del pedido'
  return {
    refundId: refund.id,
    amount: refund.amount,
    message: `Reembolsados ${formatEuros(refund.amount)} ${what} a ${order.email}. El acceso se retira en cuanto Stripe lo confirma y el cliente recibe un email.`,
  }
}
