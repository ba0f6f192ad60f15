import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { auditEntitlementWrite } from '../../src/entitlements/grants'
import { grantFromHeldSeats } from '../../src/teams/held-seats'
import type { Entitlement } from '../../src/payload-types'

/** Every write of an entitlement passes the audit rules of src/entitlements/grants.ts. */
export const entitlementAudit: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) =>
  auditEntitlementWrite({ data, originalDoc, operation, req, context })

/** A row the system just revoked: a seat its owner still holds gives the module again (src/teams/held-seats.ts). */
export const seatFallback: CollectionAfterChangeHook<Entitlement> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.revokedAt && !previousDoc?.revokedAt)
    await grantFromHeldSeats(req.payload, doc, req)
  return doc
}
