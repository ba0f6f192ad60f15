/**
 * Paying by bank transfer (Stripe Checkout's `customer_balance` with `eu_bank_transfer`): the rules, with
 * no I/O. The buyer chooses «Pagar por transferencia»; Stripe's page completes unpaid and gives the
 * instructions (a virtual IBAN of the buyer's own, BIC, this payment's reference, the amount); the order
 * stays pending and grants nothing until Stripe says the money arrived
 * (`checkout.session.async_payment_succeeded`). Stripe does not cancel an unfunded payment by itself: the
 * shop gives the buyer `BANK_TRANSFER_DAYS` (7) days, reminds them once two days before, and then cancels
 * the payment and closes the order (src/commerce/bank-transfer-flow.ts).
 */
import type Stripe from 'stripe'

/** The IBAN's country Stripe is asked for (ES, DE, FR, IE, NL or BE are possible): a Spanish one for Spanish buyers. */
export const BANK_TRANSFER_COUNTRY = 'ES'
/** The reminder goes this long before the deadline (or at once, when the deadline is closer than that). */
export const REMINDER_BEFORE_MS = 2 * 24 * 3_600_000

/** What the Checkout Session adds to accept only a bank transfer in euros. A Customer is required as well. */
export function bankTransferSessionOptions(): Pick<
  Stripe.Checkout.SessionCreateParams,
  'allowed_payment_method_types' | 'payment_method_options'
> {
  return {
    allowed_payment_method_types: ['customer_balance'],
    payment_method_options: {
      customer_balance: {
        funding_type: 'bank_transfer',
        bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: BANK_TRANSFER_COUNTRY } },
      },
    },
  }
}

/**
 * The Checkout Session's part of a bank transfer: it names its Customer (never with `customer_email`);
 * Checkout saves the billing address (Stripe Tax) and a business's name (tax ID collection) on it.
 */
export function bankTransferSession(customer: string) {
  return {
    customer,
    customer_update: { address: 'auto' as const, name: 'auto' as const },
    ...bankTransferSessionOptions(),
  }
}

/** The instructions a buyer needs, as Stripe gives them on the payment intent. */
export interface TransferInstructions {
  iban: string
  bic: string
  accountHolder: string
  reference: string
  /** cents still to be received */
  amountRemaining: number
  currency: string
}

/** The instructions of a payment intent waiting for a transfer (`requires_action`), or null for any other. */
export function instructionsOf(
  intent: Pick<Stripe.PaymentIntent, 'status' | 'next_action'>,
): TransferInstructions | null {
  const shown = intent.status === 'requires_action' ? intent.next_action?.display_bank_transfer_instructions : undefined
  const iban = shown?.financial_addresses?.find((a) => a.type === 'iban')?.iban
  if (!shown || !iban || !shown.reference || shown.amount_remaining === null) return null
  return {
    iban: iban.iban,
    bic: iban.bic,
    accountHolder: iban.account_holder_name,
    reference: shown.reference,
    amountRemaining: shown.amount_remaining,
    currency: shown.currency ?? 'eur',
  }
}

/** When a transfer chosen at `startedAt` must have arrived, and when its one reminder goes. */
export function transferSchedule(startedAt: number, days: number): { deadline: number; remindAt: number } {
  const deadline = startedAt + days * 24 * 3_600_000
  return { deadline, remindAt: Math.max(startedAt, deadline - REMINDER_BEFORE_MS) }
}

/** An IBAN as people copy it: groups of four. */
export const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ')
