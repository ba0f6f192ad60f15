import type { CollectionBeforeChangeHook } from 'payload'

import { auditEntitlementWrite } from '../../src/entitlements/grants'

/** Every write of an entitlement passes the audit rules of src/entitlements/grants.ts. */
export const entitlementAudit: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) =>
  auditEntitlementWrite({ data, originalDoc, operation, req, context })
