/**
 * The one writer of entitlement rows. Fulfilment, the release of a module to complete-course buyers,
 * refunds and linking guest purchases to an account call the functions below; staff edits in the
 * admin pass through `auditEntitlementWrite` (the collection's beforeChange hook), which also checks
 * every write made here.
 */
import { APIError, type Payload, type PayloadRequest, type RequestContext, type Where } from 'payload'

import { isUniqueViolation } from '@/database/unique-violation'
import type { Entitlement } from '@/payload-types'

import { entitlementActiveKey } from './keys'
import { idOf } from '@/content/ids'
import { activeWhere } from './ownership'

/** Marks writes made by this module: they set source and order, and may attach a row to an account. */
const SYSTEM_WRITE = { system: true, skipRevalidate: true }

export interface Grant {
  user?: number | null
  email: string
  module: number
  source: 'purchase' | 'bundle' | 'seat'
  order: number
  /** a seat of a team or a gift (source 'seat'): the order then grants once per seat, not once per order */
  seat?: number | null
}

/** How every revocation by a refund starts (`src/commerce/refunds.ts`); refunds revoke as the system. */
export const REFUND_REVOKE_PREFIX = 'Reembolso'
const revokedByRefund = (row: Pick<Entitlement, 'revokeReason' | 'revokedBy'>) =>
  !row.revokedBy && Boolean(row.revokeReason?.startsWith(REFUND_REVOKE_PREFIX))

/**
 * Grants a module for an order, once: unless this order already granted it — even if that row was
 * revoked since (by support, a refund or a withdrawal: what was taken back stays taken back, however
 * often fulfilment or a release runs again) — or its owner already holds it (the unique `activeKey`
 * keeps one active row per owner and module). Returns whether a row was written. Inside a transaction
 * (`req`) it checks first, because a refused insert would abort the transaction; outside one, a
 * parallel grant loses to the index.
 */
export async function grantModule(payload: Payload, grant: Grant, req?: PayloadRequest): Promise<boolean> {
  if ((grant.source === 'seat') !== Boolean(grant.seat))
    throw new Error('a seat grant names its seat, and only a seat grant does')
  // A seat grants each module once per holder (a moved seat has a new holder, whose grant is new); any
  // other order once.
  const grantedBy: Where = grant.seat
    ? {
        and: [
          { seat: { equals: grant.seat } },
          grant.user
            ? { user: { equals: grant.user } }
            : { and: [{ user: { exists: false } }, { email: { equals: grant.email } }] },
        ],
      }
    : { order: { equals: grant.order } }
  const { docs: before } = await payload.find({
    collection: 'entitlements',
    where: { and: [grantedBy, { module: { equals: grant.module } }] },
    depth: 0,
    limit: 100,
    pagination: false,
    select: { revokedAt: true, revokeReason: true, revokedBy: true },
    req,
  })
  // A row a refund revoked does not count: the refund's status decides (fulfilment grants nothing a
  // succeeded refund took back, and gives back what a failed one had revoked). Staff revocations and
  // withdrawals are final.
  if (before.some((row) => !row.revokedAt || !revokedByRefund(row))) return false
  if (req) {
    const held = await payload.count({
      collection: 'entitlements',
      // the account, or (a guest purchase) the e-mail's rows not attached to an account
      where: {
        and: [
          activeWhere(grant.user ? { userId: grant.user } : { guestEmail: grant.email })!,
          { module: { equals: grant.module } },
        ],
      },
      req,
    })
    if (held.totalDocs) return false
  }
  try {
    await payload.create({
      collection: 'entitlements',
      data: {
        user: grant.user ?? undefined,
        email: grant.email,
        module: grant.module,
        source: grant.source,
        order: grant.order,
        seat: grant.seat ?? undefined,
      },
      context: SYSTEM_WRITE,
      req,
    })
    return true
  } catch (error) {
    if (req || !isUniqueViolation(error)) throw error
    return false
  }
}

/**
 * Revokes what an order granted for these modules (a refund), or for all of them (a withdrawal), with
 * the reason on each row; given `req`, inside that transaction. A team order's claimed seats are never
 * taken back this way, whatever refunds it: its money goes back only as unused seats, which granted
 * nothing (src/commerce/seat-refund.ts); a seat's access ends only with the seat (`revokeSeatModules`).
 */
export async function revokeOrderModules(
  payload: Payload,
  orderId: number,
  moduleIds: number[] | 'all',
  reason: string | ((moduleId: number) => string),
  req?: PayloadRequest,
) {
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    disableErrors: true,
    select: { purpose: true },
    req,
  })
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: {
      and: [
        { order: { equals: orderId } },
        ...(moduleIds === 'all' ? [] : [{ module: { in: moduleIds } }]),
        { revokedAt: { exists: false } },
        ...(order?.purpose === 'team' ? [{ seat: { exists: false } }] : []),
      ],
    },
    depth: 0,
    limit: 100,
    req,
  })
  for (const row of docs) {
    const moduleId = typeof row.module === 'object' ? row.module.id : row.module
    await revoke(payload, row.id, typeof reason === 'function' ? reason(moduleId) : reason, req)
  }
  return docs.length
}

/**
 * Revokes what a seat granted its holder (the seat moved to someone else), with the reason on each row;
 * given `req`, inside that transaction. Returns how many rows were revoked.
 */
export async function revokeSeatModules(payload: Payload, seatId: number, reason: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ seat: { equals: seatId } }, { revokedAt: { exists: false } }] },
    depth: 0,
    limit: 100,
    req,
  })
  for (const row of docs) await revoke(payload, row.id, reason, req)
  return docs.length
}

const revoke = (payload: Payload, id: number, reason: string, req?: PayloadRequest) =>
  payload.update({
    collection: 'entitlements',
    id,
    data: { revokedAt: new Date().toISOString(), revokeReason: reason },
    context: SYSTEM_WRITE,
    req,
  })

/**
 * Moves an e-mail's guest rows to the account of that e-mail. A module the account already owns keeps
 * the account's row; the guest row is closed. Returns how many rows were attached.
 */
export async function attachGuestRows(payload: Payload, user: { id: number }, email: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: activeWhere({ guestEmail: email })!,
    depth: 0,
    limit: 100,
    pagination: false,
  })
  let attached = 0
  for (const row of docs) {
    try {
      await payload.update({ collection: 'entitlements', id: row.id, data: { user: user.id }, context: SYSTEM_WRITE })
      attached += 1
    } catch {
      await revoke(payload, row.id, 'Unificado con la cuenta (ya tenía este módulo)')
    }
  }
  return attached
}

type EntitlementData = Partial<Record<keyof Entitlement, unknown>> & {
  grantReason?: string | null
  revokeReason?: string | null
}

/**
 * Every write of a row, whoever makes it: the server, not the request, decides the audit fields (who
 * granted or revoked and when, the source and order of a row, `activeKey`). Staff grants and
 * revocations need a reason; a revocation is final. Writes from this module (`context.system`) set
 * source and order themselves.
 */
export async function auditEntitlementWrite(args: {
  data: EntitlementData
  originalDoc?: Entitlement
  operation: 'create' | 'update'
  req: PayloadRequest
  context: RequestContext
}): Promise<EntitlementData> {
  const { data, originalDoc, operation, req, context } = args
  const actor = req.user?.collection === 'users' ? req.user : null
  if (operation === 'create') {
    if (!context.system) {
      data.source = 'staff-grant'
      data.order = null
      data.seat = null
      if (!data.grantReason?.trim()) throw new APIError('Indica el motivo de la concesión.', 400, null, true)
    }
    data.grantedBy = actor?.id ?? null
    data.createdAt = new Date().toISOString()
    data.revokedBy = null
    if (data.revokedAt) throw new APIError('Un acceso nuevo no puede nacer revocado.', 400, null, true)
  } else if (originalDoc) {
    // Identity and provenance never change after creation.
    const fields = data as Record<string, unknown>
    for (const field of ['user', 'email', 'module', 'source', 'order', 'seat', 'grantedBy', 'grantReason'] as const) {
      if (field === 'user' && context.system) continue // attaching guest purchases to an account
      fields[field] = idOf(originalDoc[field])
    }
    if (originalDoc.revokedAt) {
      data.revokedAt = originalDoc.revokedAt
      data.revokeReason = originalDoc.revokeReason
      data.revokedBy = idOf(originalDoc.revokedBy)
    } else if (data.revokedAt) {
      if (!data.revokeReason?.trim()) throw new APIError('Indica el motivo de la revocación.', 400, null, true)
      data.revokedAt = new Date().toISOString()
      data.revokedBy = actor?.id ?? null
    } else {
      data.revokeReason = null
      data.revokedBy = null
    }
  }
  let email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  const userId = idOf(data.user) as number | string | null | undefined
  if (userId && (operation === 'create' || !email)) {
    const owner = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, req, disableErrors: true })
    if (!owner) throw new APIError('La cuenta indicada no existe.', 400, null, true)
    email = owner.email.toLowerCase()
  }
  if (!email) throw new APIError('Indica la cuenta o el email del titular.', 400, null, true)
  data.email = email || undefined
  data.activeKey = entitlementActiveKey({
    user: data.user as number | null | undefined,
    email,
    module: data.module as number,
    revokedAt: data.revokedAt as string | null | undefined,
  })
  return data
}
