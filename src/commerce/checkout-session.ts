import type Stripe from 'stripe'

import { CANCELLED_PARAM } from './checkout-selection'

/** The Checkout Session's part a payment method decides: who pays on Stripe, and what Stripe's page offers. */
export type SessionPart = Pick<
  Stripe.Checkout.SessionCreateParams,
  'customer' | 'customer_update' | 'allowed_payment_method_types' | 'payment_method_options'
>

/** The Checkout Session the app asks Stripe for (also sent by the Stripe contract tests, unchanged). */
export function checkoutSessionParams(
  product: {
    productType: 'complete' | 'module'
    name: string
    description: string
    amount: number
    modules: Array<{ code: string }>
  },
  o: {
    orderId: number | string
    email?: string | null
    back: string
    serverUrl: string
    business?: boolean
    /** the promotion code applied (the amount is already discounted) */
    promotionCode?: string | null
    /** the upgrade credit taken off the complete course, in cents */
    upgradeCredit?: number
    /** when the session expires (Unix seconds, 30 min to 24 h ahead); absent: Stripe's 24 h */
    expiresAt?: number
    /** units sold at `amount` each: a team's seats (1 otherwise) */
    quantity?: number
    /** for whom (issue 28): 'self', 'team' or 'gift' */
    purpose?: 'self' | 'team' | 'gift'
    /** the payment method's part (src/commerce/payment-methods.ts): a bank transfer's Customer and options */
    method?: SessionPart | null
  },
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    order_id: String(o.orderId),
    product_type: product.productType,
    modules: product.modules.map((m) => m.code).join(','),
    ...(o.upgradeCredit ? { upgrade_credit: String(o.upgradeCredit) } : {}),
    ...(o.promotionCode ? { promotion_code: o.promotionCode } : {}),
    ...(o.purpose && o.purpose !== 'self' ? { purpose: o.purpose, quantity: String(o.quantity ?? 1) } : {}),
  }
  // The upgrade credit and a promotion code are already taken off `amount`: the app computes the one unit
  // amount the buyer pays and Stripe charges exactly that (Stripe Tax carves the VAT out of it like out of
  // any inclusive price, so the invoice's one line stays right). Why not Stripe coupons and promotion
  // codes: the upgrade credit is per buyer anyway (a custom amount), Stripe's own limits count completed
  // sessions only (50 concurrent checkouts could all pass `max_redemptions`), cannot say "once per guest
  // e-mail" or Madrid days, and a second copy of every code on Stripe would have to be kept in step with
  // the admin. The limits are reserved atomically in PostgreSQL instead (src/commerce/promotion-uses.ts).
  return {
    mode: 'payment',
    locale: 'es',
    line_items: [
      {
        // One line: a team's seats are its quantity at the seat price (one invoice line for the quantity).
        quantity: o.quantity ?? 1,
        price_data: {
          currency: 'eur',
          unit_amount: product.amount,
          // Prices are entered VAT-included; Stripe Tax carves out the buyer's country's VAT (src/tax/vat.ts).
          tax_behavior: 'inclusive',
          // Stripe refuses an empty description: a product without one sends none.
          product_data: {
            name: product.name,
            ...(product.description.trim() ? { description: product.description } : {}),
          },
        },
      },
    ],
    automatic_tax: { enabled: true },
    // A business buyer must give its tax ID (validated by Stripe; reverse charge for intra-EU VAT IDs).
    ...(o.business ? { tax_id_collection: { enabled: true, required: 'if_supported' as const } } : {}),
    // A method that names its own payer (a bank transfer's Customer) sends no customer_email.
    ...(o.method ? o.method : o.email ? { customer_email: o.email } : {}),
    client_reference_id: String(o.orderId),
    ...(o.expiresAt ? { expires_at: o.expiresAt } : {}),
    metadata,
    payment_intent_data: { metadata },
    success_url: `${o.serverUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    // The checkout tells a buyer back from Stripe's page that nothing was charged.
    cancel_url: `${o.serverUrl}${o.back}&${CANCELLED_PARAM}=1`,
  }
}
