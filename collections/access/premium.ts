import type { FieldAccess } from 'payload'

import { ownedModuleIds } from '../../src/entitlements/ownership'
import { isStaffUser } from '@/security/roles'

/** Premium module sections: staff, or a signed-in customer who owns this module. */
export const moduleOwnerOrStaff: FieldAccess = async ({ req, doc, id }) => {
  if (isStaffUser(req.user)) return true
  if (!req.user || req.user.collection !== 'users') return false
  const moduleId = id ?? doc?.id
  if (moduleId === undefined || moduleId === null) return false
  const owned = await ownedModuleIds(req.payload, req.user.id, req)
  return owned.has(String(moduleId))
}
