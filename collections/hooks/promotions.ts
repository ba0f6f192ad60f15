import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type Field } from 'payload'

import { normalizeCode, promotionRuleIssue, type PromotionRule } from '../../src/commerce/promotions'
import { promotionStats } from '../../src/commerce/promotion-uses'

import { eurosComponents } from '../fields'

/** Codes are stored upper case (the buyer's input is compared the same way). */
export const normalizePromotionCode: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.code === 'string') data.code = normalizeCode(data.code) ?? data.code.trim()
  return data
}

/** An editor's code must be one the checkout can apply (src/commerce/promotions.ts). */
export const validatePromotionCode: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const issue = promotionRuleIssue({ ...(originalDoc ?? {}), ...data } as Partial<PromotionRule>)
  if (issue) throw new APIError(issue, 400, null, true)
  return data
}

/** A read-only figure computed from the orders that used the code (never stored). */
export const promotionStatsField = (name: 'timesRedeemed' | 'revenue', label: string): Field => ({
  name,
  label,
  type: 'number',
  virtual: true,
  admin: { readOnly: true, position: 'sidebar', ...(name === 'revenue' ? { components: eurosComponents } : {}) },
  hooks: {
    afterRead: [
      async ({ data, originalDoc, siblingData, req }) => {
        const id = (data?.id ?? originalDoc?.id ?? siblingData?.id) as number | undefined
        // Staff reading codes (admin, REST) see the figures; the app's own reads (a checkout, an order
        // populating its code inside a transaction) skip them: a query on the pool from inside a
        // transaction's hook could wait for a connection every busy transaction holds.
        if (!id || !(req.user || req.context.promotionStats)) return null
        // Both figures come from one query per code and request. It runs outside the request's transaction
        // (no `req`): parallel reads on one transaction from field hooks stall Payload's transaction.
        const key = `promotionStats:${id}`
        const cached = req.context[key] as ReturnType<typeof promotionStats> | undefined
        const stats = cached ?? promotionStats(req.payload, id)
        req.context[key] = stats
        return (await stats)[name]
      },
    ],
  },
})
