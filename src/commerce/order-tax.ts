import type Stripe from 'stripe'

import type { Order } from '@/payload-types'

import { isValidTaxId } from '@/tax/tax-id'
import type { Taxability } from '@/tax/vat'

const TAXABILITY: Taxability[] = ['standard_rated', 'reverse_charge', 'not_subject_to_tax']

/**
 * What an order keeps of a paid Checkout Session's tax (Stripe Tax computed it; the app never
 * recomputes it): buyer's country, rate, base, VAT, and the business buyer's name and tax ID. Needs
 * the session retrieved with `expand: ['total_details.breakdown']`.
 */
export function orderTaxFromSession(session: Stripe.Checkout.Session): Pick<Order, 'tax' | 'buyer'> {
  const details = session.customer_details
  const total = session.amount_total ?? 0
  const amount = session.total_details?.amount_tax ?? 0
  const taxes = session.total_details?.breakdown?.taxes ?? []
  // One product per order: one rate. A session without a breakdown keeps the amounts and no rate.
  const first = taxes[0]
  const country = (first?.rate.country ?? details?.address?.country ?? '').toUpperCase() || null
  const taxId = details?.tax_ids?.find((id) => isValidTaxId({ type: id.type, value: id.value ?? '' }))
  return {
    tax: {
      country,
      rate: first?.rate.percentage ?? null,
      net: total - amount,
      amount,
      taxability: TAXABILITY.includes(first?.taxability_reason as Taxability)
        ? (first!.taxability_reason as Taxability)
        : null,
    },
    buyer: {
      businessName: details?.business_name || (taxId ? details?.name : null) || null,
      taxIdType: taxId?.type ?? null,
      taxId: taxId?.value ?? null,
    },
  }
}
