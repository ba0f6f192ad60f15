/**
 * Stripe Tax at payment time: the buyer's country (and business tax ID) decide the rate (EU OSS, reverse
 * charge for intra-EU VAT IDs outside Spain: src/tax/vat.ts), carved out of inclusive prices or
 * added to exclusive ones, per line, in cents.
 */
import { isReverseChargeId } from '../../tax/tax-id'
import { EU_VAT_RATES_BP, exclusiveLine, inclusiveLine, taxFor } from '../../tax/vat'
import { newId, now, type LocalStripeState, type Obj } from './state'

export function applyTax(
  state: LocalStripeState,
  session: Obj,
  country: string,
  taxId: { type: string; value: string } | null,
) {
  const items = state.extras.get(session.id)!.items
  const decision = taxFor(country, { validEuVatId: !!taxId && isReverseChargeId(taxId) })
  let taxable = 0
  for (const li of items) {
    const base = li.price.unit_amount * li.quantity
    const line =
      li.price.tax_behavior === 'exclusive'
        ? exclusiveLine(base, decision.rateBp)
        : inclusiveLine(base, decision.rateBp)
    Object.assign(li, { amount_subtotal: base, amount_tax: line.tax, amount_total: line.gross })
    taxable += line.net
  }
  const tax = items.reduce((sum, li) => sum + li.amount_tax, 0)
  const total = items.reduce((sum, li) => sum + li.amount_total, 0)
  const inclusive = items[0].price.tax_behavior !== 'exclusive'
  const rate = {
    id: newId('txr'),
    object: 'tax_rate',
    active: true,
    country: decision.country,
    created: now(),
    description: null,
    display_name: 'VAT',
    effective_percentage: decision.rateBp / 100,
    inclusive,
    jurisdiction: decision.country in EU_VAT_RATES_BP ? decision.country : null,
    livemode: false,
    metadata: {},
    percentage: decision.rateBp / 100,
    state: null,
    tax_type: 'vat',
  }
  Object.assign(session, {
    amount_subtotal: items.reduce((sum, li) => sum + li.amount_subtotal, 0),
    amount_total: total,
    automatic_tax: { ...session.automatic_tax, status: 'complete' },
    total_details: {
      amount_discount: 0,
      amount_shipping: 0,
      amount_tax: tax,
      breakdown: {
        discounts: [],
        taxes: [{ amount: tax, rate, taxability_reason: decision.taxability, taxable_amount: taxable }],
      },
    },
  })
}
