import type Stripe from 'stripe'

import { CANCELLED_PARAM } from './checkout-selection'

/** The Checkout Session the app asks Stripe for (also sent by the Stripe contract tests, unchanged). */
export function checkoutSessionParams(
  product: { productType: 'complete' | 'module'; name: string; description: string; amount: number; modules: Array<{ code: string }> },
  o: { orderId: number | string; email?: string | null; back: string; serverUrl: string; business?: boolean },
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    order_id: String(o.orderId),
    product_type: product.productType,
    modules: product.modules.map((m) => m.code).join(','),
  }
  return {
    mode: 'payment',
    locale: 'es',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: product.amount,
          // Prices are entered VAT-included; Stripe Tax carves out the buyer's country's VAT (src/invoicing/vat.ts).
          tax_behavior: 'inclusive',
          // Stripe refuses an empty description: a product without one sends none.
          product_data: { name: product.name, ...(product.description.trim() ? { description: product.description } : {}) },
        },
      },
    ],
    automatic_tax: { enabled: true },
    // A business buyer must give its tax ID (validated by Stripe; reverse charge for intra-EU VAT IDs).
    ...(o.business ? { tax_id_collection: { enabled: true, required: 'if_supported' as const } } : {}),
    ...(o.email ? { customer_email: o.email } : {}),
    client_reference_id: String(o.orderId),
    metadata,
    payment_intent_data: { metadata },
    success_url: `${o.serverUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    // The checkout tells a buyer back from Stripe's page that nothing was charged.
    cancel_url: `${o.serverUrl}${o.back}&${CANCELLED_PARAM}=1`,
  }
}
