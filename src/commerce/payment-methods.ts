/**
 * How a buyer may pay, as entries of one list (like the `paymentMethods` of Payload's ecommerce template):
 * each method answers the same questions — its label, what opening an order with it needs, what it adds
 * to the Stripe Checkout Session, what its completed-but-unpaid payment means, what the buyer is told while
 * the money is awaited, how its unpaid order is closed, the Stripe events only it receives. Checkout,
 * fulfilment, the webhook and the success page look the method up here; a new method is a new entry.
 * Refunds are the same for every method (Stripe refunds the payment intent: src/commerce/refunds.ts).
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { getStripe } from '@/adapters'
import { longDateTime } from '@/content/dates'
import type { emailSite } from '@/content/legal-identity'
import { PAYMENT_METHOD_LABELS } from '@/content/labels'
import { formatExactAmount } from '@/content/money'
import type { Order } from '@/payload-types'
import { Refused } from '@/security/refused'

import { bankTransferSession, groupedIban } from './bank-transfer'
import { transferExpiredEmail } from './bank-transfer-emails'
import type { SessionPart } from './checkout-session'
import { awaitTransfer, recordPartialFunding, type AwaitedTransfer } from './bank-transfer-flow'
import { paymentFailedEmail } from './emails'

export type PaymentMethodName = NonNullable<Order['paymentMethod']>

/** What an unpaid order's closing e-mail says, whatever the method. */
type ClosingInput = ReturnType<typeof emailSite> & { product: string; checkoutUrl: string }

export interface PaymentMethod {
  name: PaymentMethodName
  /** as the admin and the desk name it */
  label: string
  /** Opening an order: the address the method needs before Stripe's page (null: none), or a Spanish 400. */
  orderEmail: (known: string | null) => string | null
  /** The method's part of the Checkout Session (null: Stripe's page offers the immediate methods, by e-mail). */
  openSession: (order: { id: number; email: string | null }) => Promise<SessionPart | null>
  /** A completed session's unpaid intent: still awaited from the buyer, closed for good, or not this method's. */
  readIntent?: (intent: Stripe.PaymentIntent) => 'awaiting' | 'expired' | null
  /** A method whose money comes later (`readIntent` says 'awaiting'): what is done and shown meanwhile. */
  awaiting?: {
    /** record and tell the buyer what to do (webhook and success page: idempotent); what their page shows */
    record: (payload: Payload, session: Stripe.Checkout.Session, intent: Stripe.PaymentIntent) => Promise<unknown>
    /** the success page's answer: its status, its message, and what `record` gave for the buyer's eyes */
    answer: (shown: unknown) => { status: string; error: string } & Record<string, unknown>
  }
  /** Closing an order whose payment failed or was never made in time: what the order records, and the one e-mail. */
  closing: {
    /** fields written with `status: 'expired'` */
    fields: (order: Order) => Partial<Order>
    /** e-mail only while the order is still closed when it is read again (money reported meanwhile fulfilled it) */
    recheck: boolean
    message: (order: Order, input: ClosingInput) => ReturnType<typeof paymentFailedEmail>
    dedupeKey: (sessionId: string) => string
  }
  /** Stripe events only this method receives (the webhook looks them up here). */
  events: Partial<Record<Stripe.Event['type'], (payload: Payload, event: Stripe.Event) => Promise<void>>>
}

const card: PaymentMethod = {
  name: 'card',
  label: PAYMENT_METHOD_LABELS.card,
  orderEmail: () => null,
  openSession: async () => null,
  closing: {
    fields: () => ({}),
    recheck: false,
    message: (_order, input) => paymentFailedEmail(input),
    dedupeKey: (sessionId) => `payment-failed:${sessionId}`,
  },
  events: {},
}

const TRANSFER_WAITING =
  'Tu pedido está reservado a la espera de la transferencia. Tendrás acceso en cuanto recibamos el importe completo; te avisaremos por email.'

/** The instructions as the success page shows them (amounts and dates already in Spanish). */
const transferView = (t: AwaitedTransfer) => ({
  amount: formatExactAmount(t.amountRemaining, t.currency),
  received: t.amount > t.amountRemaining ? formatExactAmount(t.amount - t.amountRemaining, t.currency) : null,
  iban: groupedIban(t.iban),
  bic: t.bic,
  accountHolder: t.accountHolder,
  reference: t.reference,
  deadline: longDateTime(t.deadline),
})

/** Stripe Checkout's `customer_balance` with `eu_bank_transfer` (the rules: src/commerce/bank-transfer.ts). */
const transfer: PaymentMethod = {
  name: 'transfer',
  label: PAYMENT_METHOD_LABELS.transfer,
  // The instructions go to an address: the account's, the guest link's, or the one the buyer gives.
  orderEmail: (known) => {
    if (!known) throw new Refused(400, 'Falta tu email', 'Indica tu email para recibir los datos de la transferencia.')
    return known
  },
  // A bank transfer needs a Stripe Customer of its own (its virtual IBAN).
  openSession: async (order) => {
    const customer = await getStripe().customers.create(
      { email: order.email ?? undefined, metadata: { order_id: String(order.id) } },
      { idempotencyKey: `customer-order-${order.id}` },
    )
    return bankTransferSession(customer.id)
  },
  readIntent: (intent) => {
    // The buyer's money is awaited (`requires_action` with the transfer instructions)…
    if (intent.status === 'requires_action' && intent.next_action?.type === 'display_bank_transfer_instructions')
      return 'awaiting'
    // …and one cancelled at its deadline never came: expired, not refused by a bank.
    if (intent.status === 'canceled' && intent.payment_method_types?.includes('customer_balance')) return 'expired'
    return null
  },
  awaiting: {
    record: awaitTransfer,
    answer: (shown) => ({
      status: 'awaiting_transfer',
      error: TRANSFER_WAITING,
      ...(shown ? { transfer: transferView(shown as AwaitedTransfer) } : {}),
    }),
  },
  closing: {
    fields: (order) => ({
      bankTransfer: { ...order.bankTransfer, expiredAt: order.bankTransfer?.expiredAt ?? new Date().toISOString() },
    }),
    recheck: true,
    message: (order, input) =>
      transferExpiredEmail({
        ...input,
        received: Math.max(
          0,
          (order.amountTotal ?? 0) - (order.bankTransfer?.amountRemaining ?? order.amountTotal ?? 0),
        ),
      }),
    // A transfer's expiry and a failure Stripe may report for it share one key: one e-mail.
    dedupeKey: (sessionId) => `transfer-closed:${sessionId}`,
  },
  events: {
    'payment_intent.partially_funded': (payload, event) =>
      recordPartialFunding(payload, event.data.object as Stripe.PaymentIntent),
  },
}

/** Every way to pay, the default first. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [card, transfer]

export const PAYMENT_METHOD_NAMES = PAYMENT_METHODS.map((m) => m.name) as [PaymentMethodName, ...PaymentMethodName[]]

/** The entry of a method's name (an order from before methods existed, or none asked for: the default). */
export const paymentMethodNamed = (name: PaymentMethodName | null | undefined): PaymentMethod =>
  PAYMENT_METHODS.find((m) => m.name === name) ?? PAYMENT_METHODS[0]

/** The entry an order was opened with. */
export const paymentMethodOf = (order: Pick<Order, 'paymentMethod'>) => paymentMethodNamed(order.paymentMethod)

/** Who handles a Stripe event only some method receives (null: none). */
export const paymentMethodEvent = (type: Stripe.Event['type']) =>
  PAYMENT_METHODS.map((m) => m.events[type]).find(Boolean) ?? null
