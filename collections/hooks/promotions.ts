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
      async ({ originalDoc, req }) => {
        if (!originalDoc?.id) return 0
        const stats = await promotionStats(req.payload, originalDoc.id as number, req)
        return stats[name]
      },
    ],
  },
})
