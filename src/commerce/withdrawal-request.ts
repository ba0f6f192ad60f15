/**
 * Withdrawing from a purchase ("Desistir del contrato" on the dashboard and the guest page): who may,
 * what the pages show, and the request itself. The rule is src/commerce/withdrawal.ts; the refund goes
 * through the support desk's path (src/commerce/desk-refund.ts) with the reason "Desistimiento", and the usual
 * refund handling (src/commerce/refunds.ts) records it and e-mails the refund. Access ends at once.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'

import { dateTime, longDate, longDateTime } from '@/content/dates'
import { inTransaction, transactionDb } from '@/database/transaction'
import { revokeOrderModules } from '@/entitlements/grants'
import { ownerWhere } from '@/entitlements/ownership'
import { emailSite } from '@/content/legal-identity'
import { enqueue } from '@/jobs/queue'
import type { Module, Order } from '@/payload-types'
import { refundFromDesk } from './desk-refund'

import { withdrawalEmail } from './emails'
import { creditUses, CREDIT_SPENDING_STATUSES } from './upgrade-credit'
import { Refused } from '@/security/refused'
import { purchaseLog } from './log'
import { refundTakesMoney } from './order-status'
import { formatEuros } from '@/content/money'
import { withdrawGift } from '@/teams/gift-delivery'
import { eligible, type Eligibility, type Usage } from './withdrawal'
import { idOf } from '@/content/ids'

/** The buyer asking: a signed-in account, or the holder of a valid guest link (its e-mail). */
export type WithdrawalOwner = { userId: number } | { guestEmail: string }

export const WITHDRAWAL_REASON = 'Desistimiento'

const modulesOf = (order: Order) => (order.modules ?? []).filter((m): m is Module => typeof m === 'object')

/**
 * The owner's orders: an account's own, plus guest purchases attached to it (its entitlements name
 * them); a guest link's, by its e-mail. Depth 1: modules and the module first used.
 */
export async function ownerOrders(payload: Payload, owner: WithdrawalOwner): Promise<Order[]> {
  let where: Where
  if ('userId' in owner) {
    const { docs } = await payload.find({
      collection: 'entitlements',
      // A seat's rows name the order that paid for it, which is the team's or the gift's buyer's, not theirs.
      where: {
        and: [{ user: { equals: owner.userId } }, { order: { exists: true } }, { source: { not_equals: 'seat' } }],
      },
      depth: 0,
      limit: 1000,
      pagination: false,
      select: { order: true },
    })
    const attached = docs
      .map((e) => idOf(e.order as number | { id: number } | null))
      .filter((id): id is number => typeof id === 'number')
    where = { or: [{ user: { equals: owner.userId } }, ...(attached.length ? [{ id: { in: attached } }] : [])] }
  } else {
    where = ownerWhere({ guestEmail: owner.guestEmail })!
  }
  const { docs } = await payload.find({
    collection: 'orders',
    where,
    depth: 1,
    limit: 200,
    pagination: false,
    sort: '-createdAt',
  })
  return docs
}

export const usageOf = (order: Order): Usage => ({
  at: order.firstUse?.at ?? null,
  kind: order.firstUse?.kind ?? null,
  module: typeof order.firstUse?.module === 'object' ? (order.firstUse.module?.code ?? null) : null,
})

export const productName = (order: Order) => {
  const [first] = modulesOf(order)
  return order.productType === 'complete' || !first ? 'el curso completo' : `el módulo ${first.code}: ${first.title}`
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** What is still to be refunded of the order (all of it, unless support refunded part of it). */
const remaining = (order: Order) =>
  order.amountTotal - (order.refunds ?? []).filter(refundTakesMoney).reduce((sum, r) => sum + r.amount, 0)

/** One order as the withdrawal section shows it. Texts are ready to read (dates in Spain's time). */
export interface WithdrawalView {
  orderId: number
  product: string
  purchasedAt: string
  amount: string
  email: string
  state: 'open' | 'used' | 'expired' | 'withdrawn' | 'credited'
  /** why the right applies or not, in one or two sentences */
  explanation: string
  /** open: the consent given at checkout, quoted when it was */
  consentText?: string
}

const whatWasUsed = (usage: { kind?: Usage['kind']; module?: string | null }) =>
  usage.kind === 'download'
    ? `descargaste la guía${usage.module ? ` de ${usage.module}` : ''}`
    : `abriste ${usage.module ? `el módulo ${usage.module}` : 'el contenido premium'} online`

/** Why a buyer can or cannot withdraw, in Spanish. */
export function explain(rule: Eligibility, order: Pick<Order, 'status'>): string {
  if (rule.eligible && rule.deadline === null) {
    return 'Puedes desistir de este regalo y recuperar todo lo que pagaste mientras la persona que lo recibe no empiece a usarlo. En cuanto lo use, el derecho de desistimiento se pierde y te avisaremos por email.'
  }
  if (rule.eligible) {
    return `Puedes desistir de esta compra hasta el ${longDate(rule.deadline)} y recuperar todo lo que pagaste. Si antes descargas una guía o abres una sección premium, el derecho de desistimiento se pierde.`
  }
  switch (rule.reason) {
    case 'withdrawn':
      return `Desististe de esta compra el ${longDateTime(rule.at)} (hora de Madrid). ${order.status === 'refunded' ? 'El reembolso está hecho y el acceso, retirado.' : 'El reembolso está en curso; el acceso se retira en cuanto se completa.'}`
    case 'used':
      return `El derecho de desistimiento ya no se aplica a esta compra: el ${longDateTime(rule.usedAt)} ${whatWasUsed(rule)}. Al comprar, el ${longDateTime(rule.consentAt)}, diste tu consentimiento para acceder de inmediato y reconociste que con el primer uso perdías este derecho: «${rule.consentText}»`
    case 'gift-used':
      return `El derecho de desistimiento de este regalo terminó el ${longDateTime(rule.usedAt)} (hora de Madrid), cuando la persona que lo recibió empezó a usarlo, como aceptaste al comprarlo.`
    case 'expired':
      return `El plazo de 14 días para desistir de esta compra terminó el ${longDate(rule.deadline)}.`
    case 'refunded':
      return 'Esta compra ya está reembolsada.'
    case 'business':
      return 'Es una compra de empresa para su equipo: no tiene el derecho de desistimiento de los consumidores.'
    case 'credited':
      return rule.pending
        ? `Tienes abierto un pago del curso completo (pedido ${rule.orderId}) que descuenta lo que pagaste por esta compra: mientras siga abierto no puedes desistir de ella. Si no lo completas, caduca en 24 horas como mucho.`
        : `Lo que pagaste por esta compra se descontó del precio del curso completo (pedido ${rule.orderId}): no puedes desistir de ella por separado. Puedes desistir del curso completo mientras estés en plazo; después, también de esta compra.`
    default:
      return 'Esta compra no está pagada.'
  }
}

/** The owner's paid (or withdrawn) orders, each with where its right of withdrawal stands now. */
export async function withdrawalViews(
  payload: Payload,
  owner: WithdrawalOwner,
  now = new Date(),
): Promise<WithdrawalView[]> {
  const orders = await ownerOrders(payload, owner)
  const credited = await creditUses(
    payload,
    orders.map((o) => o.id),
  )
  return orders.flatMap((order) => {
    const rule = eligible(order, usageOf(order), now, credited.get(order.id))
    if (!rule.eligible && (rule.reason === 'refunded' || rule.reason === 'not-paid' || rule.reason === 'business'))
      return []
    const state = rule.eligible
      ? 'open'
      : rule.reason === 'gift-used'
        ? 'used'
        : (rule.reason as WithdrawalView['state'])
    return [
      {
        orderId: order.id,
        product: capitalised(productName(order).replace(/^el /, '')),
        purchasedAt: dateTime(order.paidAt ?? order.createdAt),
        amount: formatEuros(rule.eligible ? remaining(order) : order.amountTotal),
        email: order.email ?? '',
        state,
        explanation: explain(rule, order),
      },
    ]
  })
}

export interface WithdrawalResult {
  status: 'withdrawn' | 'already'
  requestedAt: string
  message: string
}

const refusal = (rule: Exclude<Eligibility, { eligible: true }>, order: Order) => {
  const title =
    rule.reason === 'used' || rule.reason === 'gift-used' || rule.reason === 'expired'
      ? 'Ya no puedes desistir'
      : 'No se puede desistir'
  return new Refused(409, title, explain(rule, order))
}

const doneMessage = (order: Order, requestedAt: string, amount: number) =>
  `Desistimiento registrado el ${longDateTime(requestedAt)} (hora de Madrid). Te hemos enviado el acuse de recibo a ${order.email}. Te devolvemos ${formatEuros(amount)} con tu método de pago y el acceso ${productName(order).replace(/^el /, 'al ')} se retira.`

/**
 * The buyer withdraws from one of their orders (the second step of the button). The withdrawal is
 * recorded with one conditional UPDATE — only if not withdrawn and not used after consent, so a download
 * racing it cannot slip in between — in the same transaction as its two jobs (the acknowledgement e-mail
 * and the refund) and the revocation of what the order granted. Asking again answers with the
 * withdrawal already made.
 */
export async function requestWithdrawal(
  payload: Payload,
  owner: WithdrawalOwner,
  input: { orderId: number; name?: string | null },
  now = new Date(),
): Promise<WithdrawalResult> {
  const order = (await ownerOrders(payload, owner)).find((o) => o.id === input.orderId)
  if (!order) throw new Refused(404, 'Pedido no encontrado', 'No encontramos ese pedido entre tus compras.')
  const rule = eligible(order, usageOf(order), now, (await creditUses(payload, [order.id])).get(order.id))
  if (!rule.eligible) {
    if (rule.reason === 'withdrawn') return { status: 'already', requestedAt: rule.at, message: explain(rule, order) }
    throw refusal(rule, order)
  }
  const requestedAt = now.toISOString()
  const amount = remaining(order)
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = withdrawalEmail({
    ...emailSite(site),
    orderId: order.id,
    product: productName(order),
    purchasedAt: order.paidAt ?? order.createdAt,
    requestedAt,
    amount: formatEuros(amount),
    modules: modulesOf(order).map((m) => `${m.code} · ${m.title}`),
    name: input.name,
  })
  const recorded = await inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const { rows } = await db.execute(sql`
      UPDATE orders SET withdrawal_requested_at = ${requestedAt}, withdrawal_name = ${input.name || null}, updated_at = now()
      WHERE id = ${order.id} AND withdrawal_requested_at IS NULL AND (first_use_at IS NULL OR withdrawal_consent_accepted_at IS NULL)
        -- a gift: until its recipient's first use, whatever the consent (src/teams/gifts.ts)
        AND (purpose IS DISTINCT FROM 'gift' OR first_use_at IS NULL)
        AND NOT EXISTS (
          SELECT 1 FROM orders_pricing_credit_from credit JOIN orders spender ON spender.id = credit._parent_id
          WHERE credit.source_order_id = ${order.id} AND spender.withdrawal_requested_at IS NULL
            AND spender.status::text IN (${sql.join(
              CREDIT_SPENDING_STATUSES.map((status) => sql`${status}`),
              sql`, `,
            )}))
      RETURNING id`)
    if (!rows.length) return false
    await enqueue(
      payload,
      {
        task: 'email',
        input: { message: { to: order.email ?? undefined, ...message } },
        dedupeKey: `withdrawal-ack:${order.id}`,
      },
      req,
    )
    await enqueue(
      payload,
      { task: 'withdrawal-refund', input: { orderId: order.id }, dedupeKey: `withdrawal-refund:${order.id}` },
      req,
    )
    // Access ends with the withdrawal, not when Stripe confirms the refund: nothing can be used in between.
    await revokeOrderModules(payload, order.id, 'all', `Desistimiento del ${dateTime(requestedAt)}`, req)
    // A gift's seat goes with it (its link dies; a recipient who had it delivered is told).
    if (order.purpose === 'gift') await withdrawGift(payload, order.id, req)
    return true
  })
  if (!recorded) {
    // Someone got there first: a second click, or a first use a moment earlier.
    const fresh = (await ownerOrders(payload, owner)).find((o) => o.id === order.id) ?? order
    const now2 = eligible(fresh, usageOf(fresh), now, (await creditUses(payload, [fresh.id])).get(fresh.id))
    if (!now2.eligible && now2.reason === 'withdrawn')
      return { status: 'already', requestedAt: now2.at, message: explain(now2, fresh) }
    throw refusal(now2.eligible ? { eligible: false, reason: 'not-paid' } : now2, fresh)
  }
  purchaseLog(payload, { orderId: order.id, sessionId: order.stripeSessionId }).info(
    { amount },
    'buyer withdrew from the order',
  )
  return { status: 'withdrawn', requestedAt, message: doneMessage(order, requestedAt, amount) }
}

/**
 * The refund of a withdrawal (a queued job; safe to run twice): the desk's refund of the whole order,
 * reason "Desistimiento", one Stripe refund per order whatever the retries.
 */
export async function refundWithdrawal(payload: Payload, orderId: number) {
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, disableErrors: true })
  if (!order?.withdrawal?.requestedAt) return
  try {
    await refundFromDesk(payload, { orderId, reason: WITHDRAWAL_REASON, idempotencyKey: `withdrawal:${orderId}` })
  } catch (error) {
    // Already refunded (this job ran before, or support was quicker): nothing left to do.
    if (error instanceof Refused && error.message.startsWith('Ya reembolsado')) return
    throw error
  }
}
