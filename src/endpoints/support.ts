import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isId } from '@/content/ids'
import { isSupportUser } from '@/security/roles'
import { resendAccessLink } from '@/commerce/access-link'
import { reconcilePaidSessions } from '@/commerce/reconcile'
import { settings } from '@/env'
import { refundFromDesk } from '@/commerce/desk-refund'
import { refundTakesMoney } from '@/commerce/order-status'
import { refundUnusedSeats } from '@/commerce/seat-refund'
import { returnTransferBalance } from '@/commerce/transfer-balance'
import { customerFile } from '@/support/customer'
import { refundOffer } from '@/support/order-sheet'
import { searchCustomers } from '@/support/search'

import { failure, json, readJson } from './helpers'

const FORBIDDEN = 'No tienes permiso para esta acción.'

/** Support and admin only: 401 for visitors, 403 for everyone else signed in. */
function refusal(req: PayloadRequest) {
  if (!req.user) return json({ error: 'Inicia sesión con una cuenta de soporte.' }, 401)
  return isSupportUser(req.user as never) ? null : json({ error: FORBIDDEN }, 403)
}

const body = z.object({ email: z.email({ error: 'Email inválido' }) })

/** POST /api/support/resend-link — support sends a guest a fresh access link (a new token). */
const resend: Endpoint = {
  path: '/support/resend-link',
  method: 'post',
  handler: async (req) => {
    if (!isSupportUser(req.user as never)) return json({ error: 'No tienes permiso para esta acción.' }, 403)
    const parsed = body.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Email inválido' }, 400)
    const sent = await resendAccessLink(req.payload, parsed.data.email)
    if (!sent) return json({ error: 'Este email no tiene compras como invitado: no hay enlace que enviar.' }, 404)
    req.payload.logger.info({ msg: 'support re-sent an access link', by: req.user?.id, email: parsed.data.email })
    return json({ message: `Enlace nuevo enviado a ${parsed.data.email}.` })
  },
}

const reconcileBody = z.object({ days: z.number().int().min(1).max(30).optional() }).nullable()

/**
 * POST /api/support/reconcile — support runs the reconciliation with Stripe now (the queue also runs it
 * on its own every few minutes): every paid Checkout Session of the last `days` days gets its purchase.
 */
const reconcile: Endpoint = {
  path: '/support/reconcile',
  method: 'post',
  handler: async (req) => {
    if (!isSupportUser(req.user as never)) return json({ error: 'No tienes permiso para esta acción.' }, 403)
    const parsed = reconcileBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Indica un número de días entre 1 y 30.' }, 400)
    const days = parsed.data?.days ?? settings.jobs.reconcileDays
    req.payload.logger.info({ msg: 'support started a reconciliation', by: req.user?.id, days })
    const report = await reconcilePaidSessions(req.payload, days)
    return json({
      message: `Revisados ${report.paid} pagos de los últimos ${days} días: ${report.fulfilled.length} completados ahora.`,
      ...report,
    })
  },
}

/**
 * GET /api/support/customers?q=… — customers (accounts and guest buyers) whose e-mail or name contains
 * the text, case-insensitively; at most 20, with `more` when there are others.
 */
const customers: Endpoint = {
  path: '/support/customers',
  method: 'get',
  handler: async (req) => {
    const denied = refusal(req)
    if (denied) return denied
    const q = req.searchParams.get('q') ?? ''
    const found = await searchCustomers(req.payload, q)
    if (!found.ok) return json({ error: found.error }, 400)
    return json(found)
  },
}

const codeOf = (ref: unknown) =>
  ref && typeof ref === 'object' && 'code' in ref ? String((ref as { code: string }).code) : null

/**
 * GET /api/support/customer?email=… — what the desk shows of one customer (account or guest), as data:
 * totals, each order with its company (razón social, NIF, fiscal address), its seats counted and one by
 * one (who holds or was invited to each, with dates), a gift's recipient, delivery and state, the refunds
 * the desk offers, and the guest links with what each shows today. Support and admin only (money).
 */
const customer: Endpoint = {
  path: '/support/customer',
  method: 'get',
  handler: async (req) => {
    const denied = refusal(req)
    if (denied) return denied
    const email = z.email().safeParse((req.searchParams.get('email') ?? '').trim().toLowerCase())
    if (!email.success) return json({ error: 'Indica el email del cliente.' }, 400)
    const file = await customerFile(req.payload, email.data)
    return json({
      email: file.email,
      account: file.user ? { id: file.user.id, email: file.user.email, name: file.user.name ?? null } : null,
      totals: file.totals,
      orders: file.orders.map((o) => {
        const codes = (o.modules ?? []).map(codeOf).filter((c): c is string => Boolean(c))
        const refunded = new Set(
          (o.refunds ?? [])
            .filter(refundTakesMoney)
            .flatMap((r) => (r.modules ?? []).map(codeOf))
            .filter((c): c is string => Boolean(c)),
        )
        return {
          id: o.id,
          purpose: o.purpose ?? 'self',
          productType: o.productType,
          modules: codes,
          status: o.status,
          amountTotal: o.amountTotal,
          paidAt: o.paidAt ?? null,
          buyer: o.email ?? null,
          company:
            o.buyer?.businessName || o.buyer?.taxId
              ? { name: o.buyer.businessName ?? null, taxId: o.buyer.taxId ?? null, address: o.buyer.address ?? null }
              : null,
          seats: file.seats[o.id] ?? null,
          seatList: file.seatLists[o.id] ?? [],
          gift: file.gifts[o.id] ?? null,
          refunds: (o.refunds ?? []).map((r) => ({
            amount: r.amount,
            status: r.status ?? 'succeeded',
            at: r.refundedAt ?? null,
            reason: r.reason ?? null,
          })),
          refundOffer: refundOffer(o, codes, refunded),
        }
      }),
      guestLinks: file.guestGrants.map((g) => ({
        id: g.id,
        purpose: g.purpose,
        state: g.state,
        createdAt: g.createdAt,
        expiresAt: g.expiresAt,
      })),
    })
  },
}

const refundBody = z.object({
  orderId: z.custom<number>(isId),
  module: z
    .string()
    .trim()
    .regex(/^[Ff][0-9]$/)
    .nullish(),
  reason: z.string().trim().min(3).max(300),
})

/**
 * POST /api/support/refund — support refunds a whole order (`{orderId, reason}`) or one of its modules
 * (`{orderId, module: 'F3', reason}`) through Stripe; the refund events then revoke and e-mail.
 */
const refund: Endpoint = {
  path: '/support/refund',
  method: 'post',
  handler: async (req) => {
    const denied = refusal(req)
    if (denied) return denied
    const parsed = refundBody.safeParse(await readJson(req))
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]
      const error =
        field === 'reason'
          ? 'Indica el motivo del reembolso (entre 3 y 300 caracteres).'
          : field === 'module'
            ? 'Indica el módulo con su código, p. ej. F3.'
            : 'Indica el pedido que quieres reembolsar.'
      return json({ error }, 400)
    }
    try {
      const staff = { id: req.user!.id, email: String((req.user as { email?: string }).email ?? '') }
      return json(await refundFromDesk(req.payload, { ...parsed.data, staff }))
    } catch (error) {
      return failure(req, error)
    }
  },
}

const seatRefundBody = z.object({
  orderId: z.custom<number>(isId),
  seats: z.number().int().min(1).max(1000),
  unusedSeen: z.number().int().min(0).max(1000),
  amountSeen: z.number().int().min(0).max(100_000_000).nullish(),
  reason: z.string().trim().min(3).max(300),
})

/**
 * POST /api/support/refund-seats — support refunds `seats` unused seats of a team order (`unusedSeen`:
 * how many unused seats the desk showed; a stale desk is refused): src/commerce/seat-refund.ts.
 */
const refundSeats: Endpoint = {
  path: '/support/refund-seats',
  method: 'post',
  handler: async (req) => {
    const denied = refusal(req)
    if (denied) return denied
    const parsed = seatRefundBody.safeParse(await readJson(req))
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]
      const error =
        field === 'reason'
          ? 'Indica el motivo del reembolso (entre 3 y 300 caracteres).'
          : field === 'seats' || field === 'unusedSeen'
            ? 'Indica cuántas plazas sin usar quieres reembolsar (un número entero, al menos 1).'
            : 'Indica el pedido cuyas plazas quieres reembolsar.'
      return json({ error }, 400)
    }
    try {
      const staff = { id: req.user!.id, email: String((req.user as { email?: string }).email ?? '') }
      return json(await refundUnusedSeats(req.payload, { ...parsed.data, staff }))
    } catch (error) {
      return failure(req, error)
    }
  },
}

const balanceBody = z.object({
  orderId: z.custom<number>(isId),
  amountSeen: z.number().int().min(0).max(100_000_000),
  reason: z.string().trim().min(3).max(300),
})

/**
 * POST /api/support/return-transfer-balance — support returns what a bank-transfer order left on the buyer's
 * Stripe cash balance (`amountSeen`: the cents the desk showed; a stale desk is refused):
 * src/commerce/transfer-balance.ts.
 */
const returnBalance: Endpoint = {
  path: '/support/return-transfer-balance',
  method: 'post',
  handler: async (req) => {
    const denied = refusal(req)
    if (denied) return denied
    const parsed = balanceBody.safeParse(await readJson(req))
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0]
      const error =
        field === 'reason'
          ? 'Indica el motivo de la devolución (entre 3 y 300 caracteres).'
          : field === 'amountSeen'
            ? 'Indica el saldo que ves en la ficha, en céntimos.'
            : 'Indica el pedido cuyo saldo quieres devolver.'
      return json({ error }, 400)
    }
    try {
      const staff = { id: req.user!.id, email: String((req.user as { email?: string }).email ?? '') }
      const { orderId, amountSeen, reason } = parsed.data
      return json(await returnTransferBalance(req.payload, orderId, { by: 'desk', amountSeen, reason, staff }))
    } catch (error) {
      return failure(req, error)
    }
  },
}

export const supportEndpoints = [resend, reconcile, customers, customer, refund, refundSeats, returnBalance]
