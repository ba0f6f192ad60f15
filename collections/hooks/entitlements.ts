import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { entitlementActiveKey } from '../../src/entitlements/keys'

/**
 * The server, not the request, decides the audit fields: who granted or revoked and when, the source
 * and order of a row, and `activeKey`. Staff grants and revocations need a reason; a revocation is final.
 * `context.system` marks writes made by src/ (fulfilment, refunds), which set source and order.
 */
export const entitlementAudit: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  const actor = req.user?.collection === 'users' ? req.user : null
  if (operation === 'create') {
    if (!context.system) {
      data.source = 'staff-grant'
      data.order = null
      if (!data.grantReason?.trim()) throw new APIError('Indica el motivo de la concesión.', 400, null, true)
    }
    data.grantedBy = actor?.id ?? null
    data.createdAt = new Date().toISOString()
    data.revokedBy = null
    if (data.revokedAt) throw new APIError('Un acceso nuevo no puede nacer revocado.', 400, null, true)
  } else if (originalDoc) {
    // Identity and provenance never change after creation.
    for (const field of ['user', 'email', 'module', 'source', 'order', 'grantedBy', 'grantReason'] as const) {
      if (field === 'user' && context.system) continue // attaching guest purchases to an account
      data[field] = originalDoc[field] && typeof originalDoc[field] === 'object' ? originalDoc[field].id : originalDoc[field]
    }
    if (originalDoc.revokedAt) {
      data.revokedAt = originalDoc.revokedAt
      data.revokeReason = originalDoc.revokeReason
      data.revokedBy = originalDoc.revokedBy && typeof originalDoc.revokedBy === 'object' ? originalDoc.revokedBy.id : originalDoc.revokedBy
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
  const userId = data.user && typeof data.user === 'object' ? data.user.id : data.user
  if (userId && (operation === 'create' || !email)) {
    const owner = await req.payload.findByID({ collection: 'users', id: userId, depth: 0, req, disableErrors: true })
    if (!owner) throw new APIError('La cuenta indicada no existe.', 400, null, true)
    email = owner.email.toLowerCase()
  }
  if (!email) throw new APIError('Indica la cuenta o el email del titular.', 400, null, true)
  data.email = email || undefined
  data.activeKey = entitlementActiveKey({ user: data.user, email, module: data.module, revokedAt: data.revokedAt })
  return data
}
