/**
 * Paying a Checkout Session by bank transfer (`customer_balance` with `eu_bank_transfer`), as Stripe does:
 * the session completes unpaid and its payment intent waits in `requires_action` with
 * `next_action.display_bank_transfer_instructions` (the customer's virtual IBAN, BIC and the payment's
 * reference). Transfers reach the customer's cash balance and are applied to the open payment intent (by
 * reference, else the oldest): short → `payment_intent.partially_funded` and a smaller `amount_remaining`;
 * covered → succeeded, `checkout.session.async_payment_succeeded`; more than owed stays on the balance.
 * Stripe does not expire these payment intents by itself: the seller cancels an unfunded one (`cancel`),
 * and what it had received goes back to the cash balance.
 */
import { randomBytes } from 'node:crypto'

import { sessionJson } from './session-json'
import { ApiError, newId, now, type Charge, type LocalStripeState, type Obj, type Transfer } from './state'

/** Countries whose IBANs `eu_bank_transfer` gives (Stripe's documented list). */
export const EU_BANK_TRANSFER_COUNTRIES = new Set(['BE', 'DE', 'ES', 'FR', 'IE', 'NL'])

/** Checks a session's `customer_balance` options as Stripe does; the customer's existence is checked by the caller. */
export function checkBankTransferSession(p: Obj, currency: string) {
  const types: string[] = Array.isArray(p.allowed_payment_method_types) ? p.allowed_payment_method_types : []
  const options = p.payment_method_options?.customer_balance
  if (!types.includes('customer_balance')) {
    if (options !== undefined && types.length)
      throw new ApiError(
        400,
        'payment_method_options[customer_balance] was given but customer_balance is not in allowed_payment_method_types.',
        'parameter_invalid_string',
        'payment_method_options[customer_balance]',
      )
    return false
  }
  if (p.customer === undefined)
    throw new ApiError(
      400,
      'Checkout Sessions that accept the `customer_balance` payment method require a `customer`.',
      'parameter_missing',
      'customer',
    )
  if (options?.funding_type !== 'bank_transfer')
    throw new ApiError(
      400,
      'Missing required param: payment_method_options[customer_balance][funding_type].',
      'parameter_missing',
      'payment_method_options[customer_balance][funding_type]',
    )
  const type = options?.bank_transfer?.type
  if (type === undefined)
    throw new ApiError(
      400,
      'Missing required param: payment_method_options[customer_balance][bank_transfer][type].',
      'parameter_missing',
      'payment_method_options[customer_balance][bank_transfer][type]',
    )
  if (type !== 'eu_bank_transfer')
    throw new ApiError(
      400,
      `The local Stripe server only knows eu_bank_transfer, not ${type}.`,
      'parameter_invalid_string',
      'payment_method_options[customer_balance][bank_transfer][type]',
    )
  const country = options.bank_transfer.eu_bank_transfer?.country
  if (country === undefined)
    throw new ApiError(
      400,
      'Missing required param: payment_method_options[customer_balance][bank_transfer][eu_bank_transfer][country].',
      'parameter_missing',
      'payment_method_options[customer_balance][bank_transfer][eu_bank_transfer][country]',
    )
  if (!EU_BANK_TRANSFER_COUNTRIES.has(country))
    throw new ApiError(
      400,
      `Invalid country: must be one of BE, DE, ES, FR, IE, or NL.`,
      'parameter_invalid_string',
      'payment_method_options[customer_balance][bank_transfer][eu_bank_transfer][country]',
    )
  if (currency !== 'eur')
    throw new ApiError(
      400,
      `The payment method \`customer_balance\` with \`eu_bank_transfer\` only supports the currency eur, not ${currency}.`,
      'payment_method_currency_mismatch',
      'allowed_payment_method_types',
    )
  return true
}

/** A valid IBAN of `country` (ISO 13616 check digits over a random 20-digit BBAN). */
export function virtualIban(country: string): string {
  const bban = Array.from(randomBytes(20), (b) => String(b % 10)).join('')
  const digits = `${bban}${[...country].map((c) => c.charCodeAt(0) - 55).join('')}00`
  let rest = 0
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`
}

const BIC = 'SXPYDEHHXXX'
const HOLDER = 'Academia GEO (cuenta de pruebas)'

/** The buyer chose bank transfer on the hosted page: a payment intent waiting for the money. */
export function startTransfer(state: LocalStripeState, session: Obj, metadata: Obj): string {
  const customer = state.customers.get(session.customer)!
  const country = session.payment_method_options?.customer_balance?.bank_transfer?.eu_bank_transfer?.country ?? 'ES'
  // The virtual account is the customer's, for every payment; the reference is this payment's.
  customer.funding ??= { iban: virtualIban(country), bic: BIC, country }
  const transfer: Transfer = {
    id: newId('pi'),
    amount: session.amount_total,
    received: 0,
    currency: session.currency,
    customer: customer.id,
    session: session.id,
    reference: randomBytes(9)
      .toString('base64')
      .replace(/[^A-Z0-9]/gi, '')
      .toUpperCase()
      .slice(0, 10)
      .padEnd(10, 'X'),
    metadata,
    status: 'requires_action',
    created: now(),
  }
  state.transfers.set(transfer.id, transfer)
  return transfer.id
}

export function transferIntentJson(state: LocalStripeState, t: Transfer) {
  const customer = state.customers.get(t.customer)!
  const address = {
    city: null,
    country: customer.funding.country,
    line1: null,
    line2: null,
    postal_code: null,
    state: null,
  }
  return {
    id: t.id,
    object: 'payment_intent',
    amount: t.amount,
    amount_received: t.status === 'succeeded' ? t.amount : 0,
    currency: t.currency,
    customer: t.customer,
    latest_charge: t.status === 'succeeded' ? (state.charges.get(t.id)?.id ?? null) : null,
    metadata: t.metadata,
    status: t.status,
    livemode: false,
    created: t.created,
    payment_method_types: ['customer_balance'],
    canceled_at: null,
    next_action:
      t.status !== 'requires_action'
        ? null
        : {
            type: 'display_bank_transfer_instructions',
            display_bank_transfer_instructions: {
              type: 'eu_bank_transfer',
              currency: t.currency,
              amount_remaining: t.amount - t.received,
              reference: t.reference,
              hosted_instructions_url: `${state.publicBaseUrl}/pay/${t.session}`,
              financial_addresses: [
                {
                  type: 'iban',
                  supported_networks: ['sepa'],
                  iban: {
                    iban: customer.funding.iban,
                    bic: customer.funding.bic,
                    country: customer.funding.country,
                    account_holder_name: HOLDER,
                    account_holder_address: address,
                    bank_address: address,
                  },
                },
              ],
            },
          },
  }
}

/** Applies a customer's cash balance to their open transfers: the one named by `reference`, else the oldest first. */
export async function applyFunds(state: LocalStripeState, customer: Obj, reference?: string) {
  const open = [...state.transfers.values()].filter((t) => t.customer === customer.id && t.status === 'requires_action')
  const named = reference ? open.filter((t) => reference.toUpperCase().includes(t.reference)) : []
  for (const t of named.length ? named : open) {
    const available = customer.cash_balance?.available?.eur ?? 0
    if (available <= 0) return
    const applied = Math.min(available, t.amount - t.received)
    customer.cash_balance.available.eur = available - applied
    t.received += applied
    if (t.received < t.amount) {
      await state.webhooks.emit('payment_intent.partially_funded', transferIntentJson(state, t), false)
      continue
    }
    t.status = 'succeeded'
    const charge: Charge = {
      id: newId('ch'),
      amount: t.amount,
      currency: t.currency,
      payment_intent: t.id,
      metadata: t.metadata,
      refunds: [],
      status: 'succeeded',
    }
    state.charges.set(t.id, charge)
    state.chargesById.set(charge.id, charge)
    const session = state.sessions.get(t.session) as unknown as Obj
    session.payment_status = 'paid'
    await state.webhooks.emit('payment_intent.succeeded', transferIntentJson(state, t), false)
    await state.webhooks.emit('checkout.session.async_payment_succeeded', sessionJson(state, session, []), false)
  }
}

/** `POST /v1/payment_intents/:id/cancel` of a transfer still waiting: what it had received goes back to the cash balance. */
export async function cancelTransfer(state: LocalStripeState, t: Transfer, reason?: string) {
  if (t.status !== 'requires_action') {
    throw new ApiError(
      400,
      `You cannot cancel this PaymentIntent because it has a status of ${t.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      'payment_intent_unexpected_state',
    )
  }
  const customer = state.customers.get(t.customer)!
  if (t.received) customer.cash_balance.available.eur += t.received
  t.received = 0
  t.status = 'canceled'
  const json = { ...transferIntentJson(state, t), canceled_at: now(), cancellation_reason: reason ?? null }
  await state.webhooks.emit('payment_intent.canceled', json, false)
  return json
}
