import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startLocalStripe, type LocalStripe } from '@/dev/local-stripe'

let local: LocalStripe
let stripe: Stripe

beforeAll(async () => {
  local = await startLocalStripe({ webhookSecret: 'whsec_test_local_secret', log: () => {} })
  stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: local.port, protocol: 'http', maxNetworkRetries: 0 })
})
afterAll(() => local?.close())

const transferOptions = (country = 'ES'): Stripe.Checkout.SessionCreateParams.PaymentMethodOptions => ({
  customer_balance: {
    funding_type: 'bank_transfer',
    bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country } },
  },
})

async function transferSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  const customer = await stripe.customers.create({ email: 'empresa@example.com' })
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer: customer.id,
    allowed_payment_method_types: ['customer_balance'],
    payment_method_options: transferOptions(),
    success_url: 'http://app.test/success?session_id={CHECKOUT_SESSION_ID}',
    metadata: { order_id: '7' },
    payment_intent_data: { metadata: { order_id: '7' } },
    line_items: [
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 10_000, product_data: { name: 'Curso completo' } } },
    ],
    ...extra,
  })
  return { customer, session }
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Stripe.errors.StripeError) => error,
  )
const eventsOf = (type: string) => local.events.filter((e) => e.type === type)

describe('local Stripe: Checkout by bank transfer (customer_balance, eu_bank_transfer)', () => {
  it('refuses what Stripe refuses: no customer, a missing or unknown option, a country outside the list, non-EUR, an unknown customer', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com' })
    const base = {
      mode: 'payment' as const,
      allowed_payment_method_types: ['customer_balance' as const],
      success_url: 'http://app.test/ok',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1000, product_data: { name: 'F1' } } }],
    }
    expect(
      (await errorOf(stripe.checkout.sessions.create({ ...base, payment_method_options: transferOptions() })))?.param,
    ).toBe('customer')
    expect((await errorOf(stripe.checkout.sessions.create({ ...base, customer: customer.id })))?.code).toBe(
      'parameter_missing',
    )
    expect(
      (
        await errorOf(
          stripe.checkout.sessions.create({
            ...base,
            customer: customer.id,
            payment_method_options: {
              customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'eu_bank_transfer' } },
            },
          }),
        )
      )?.param,
    ).toBe('payment_method_options[customer_balance][bank_transfer][eu_bank_transfer][country]')
    expect(
      (
        await errorOf(
          stripe.checkout.sessions.create({
            ...base,
            customer: customer.id,
            payment_method_options: transferOptions('PT'),
          }),
        )
      )?.message,
    ).toMatch(/BE, DE, ES, FR, IE, or NL/)
    const usd = {
      ...base,
      customer: customer.id,
      payment_method_options: transferOptions(),
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'F1' } } }],
    }
    expect((await errorOf(stripe.checkout.sessions.create(usd)))?.code).toBe('payment_method_currency_mismatch')
    expect(
      (
        await errorOf(
          stripe.checkout.sessions.create({
            ...base,
            customer: 'cus_nobody',
            payment_method_options: transferOptions(),
          }),
        )
      )?.statusCode,
    ).toBe(404)
    // An existing customer with Stripe Tax and tax ID collection: Checkout must be allowed to save the address and name.
    const taxed = {
      ...base,
      customer: customer.id,
      payment_method_options: transferOptions(),
      automatic_tax: { enabled: true },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: 1000,
            tax_behavior: 'inclusive' as const,
            product_data: { name: 'F1' },
          },
        },
      ],
    }
    expect((await errorOf(stripe.checkout.sessions.create(taxed)))?.code).toBe('customer_tax_location_invalid')
    expect(
      (
        await errorOf(
          stripe.checkout.sessions.create({
            ...taxed,
            customer_update: { address: 'auto' },
            tax_id_collection: { enabled: true },
          }),
        )
      )?.param,
    ).toBe('customer_update[name]')
    expect(
      (
        await stripe.checkout.sessions.create({
          ...taxed,
          customer_update: { address: 'auto', name: 'auto' },
          tax_id_collection: { enabled: true },
        })
      ).status,
    ).toBe('open')
    expect((await errorOf(stripe.customers.create({ email: 'no-es-un-email' })))?.code).toBe('email_invalid')
  })

  it('pending → partially funded → funded once: requires_action with the instructions, partially_funded, then async_payment_succeeded', async () => {
    const { customer, session } = await transferSession()
    // A session that accepts only transfers cannot be paid by card.
    await expect(local.completeSession(session.id)).rejects.toThrow(/does not accept card/)
    await local.completeSession(session.id, { bankTransfer: true })
    const completed = await stripe.checkout.sessions.retrieve(session.id)
    expect([completed.status, completed.payment_status]).toEqual(['complete', 'unpaid'])
    const pi = await stripe.paymentIntents.retrieve(String(completed.payment_intent))
    expect(pi.status).toBe('requires_action')
    const instructions = pi.next_action!.display_bank_transfer_instructions!
    expect(instructions.amount_remaining).toBe(10_000)
    expect(instructions.type).toBe('eu_bank_transfer')
    const iban = instructions.financial_addresses![0].iban!
    expect(iban.iban).toMatch(/^ES\d{22}$/)
    expect(iban.bic).toBeTruthy()
    expect(instructions.reference).toMatch(/^[A-Z0-9]{10}$/)

    await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 4_000,
      currency: 'eur',
      reference: instructions.reference!,
    })
    const partial = await stripe.paymentIntents.retrieve(pi.id)
    expect(partial.status).toBe('requires_action')
    expect(partial.next_action!.display_bank_transfer_instructions!.amount_remaining).toBe(6_000)
    expect(
      eventsOf('payment_intent.partially_funded').map((e) => (e.data.object as Stripe.PaymentIntent).id),
    ).toContain(pi.id)
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid')

    // 7.000 € arrive for 6.000 € owed: the payment is covered and 1.000 € stay on the cash balance.
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 7_000, currency: 'eur' })
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded')
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid')
    expect(
      eventsOf('checkout.session.async_payment_succeeded').filter(
        (e) => (e.data.object as Stripe.Checkout.Session).id === session.id,
      ),
    ).toHaveLength(1)
    const after = await stripe.customers.retrieve(customer.id, { expand: ['cash_balance'] })
    expect((after as Stripe.Customer).cash_balance?.available?.eur).toBe(1_000)
    // A later transfer has nothing to pay: it stays on the balance and no second success is sent.
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 500, currency: 'eur' })
    expect(
      eventsOf('checkout.session.async_payment_succeeded').filter(
        (e) => (e.data.object as Stripe.Checkout.Session).id === session.id,
      ),
    ).toHaveLength(1)
    // A paid transfer cannot be cancelled.
    expect((await errorOf(stripe.paymentIntents.cancel(pi.id)))?.code).toBe('payment_intent_unexpected_state')
  })

  it('a transfer never funded is cancelled by the seller: what arrived goes back to the balance; funding refused in another currency or before any payment', async () => {
    const { customer, session } = await transferSession()
    expect(
      (await errorOf(stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 100, currency: 'eur' })))
        ?.code,
    ).toBe('customer_cash_balance_unavailable')
    await local.completeSession(session.id, { bankTransfer: true })
    const piId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent)
    expect(
      (await errorOf(stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 100, currency: 'usd' })))
        ?.param,
    ).toBe('currency')
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 2_500, currency: 'eur' })
    const canceled = await stripe.paymentIntents.cancel(piId, { cancellation_reason: 'abandoned' })
    expect(canceled.status).toBe('canceled')
    expect(
      ((await stripe.customers.retrieve(customer.id, { expand: ['cash_balance'] })) as Stripe.Customer).cash_balance
        ?.available?.eur,
    ).toBe(2_500)
    expect((await errorOf(stripe.paymentIntents.cancel(piId)))?.code).toBe('payment_intent_unexpected_state')
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid')
  })
  it('returns a cash balance as Stripe does: never more than it holds, in EUR, to an e-mail; a failed return puts the money back', async () => {
    const { customer, session } = await transferSession()
    await local.completeSession(session.id, { bankTransfer: true })
    const piId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent)
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 2_500, currency: 'eur' })
    await stripe.paymentIntents.cancel(piId, { cancellation_reason: 'abandoned' })
    const balance = async () =>
      ((await stripe.customers.retrieve(customer.id, { expand: ['cash_balance'] })) as Stripe.Customer).cash_balance
        ?.available?.eur
    const base = { customer: customer.id, origin: 'customer_balance' as const, currency: 'eur' }

    expect((await errorOf(stripe.refunds.create({ ...base, amount: 2_501 })))?.code).toBe('amount_too_large')
    expect((await errorOf(stripe.refunds.create({ ...base, currency: 'usd', amount: 100 })))?.param).toBe('currency')
    expect((await errorOf(stripe.refunds.create({ ...base, amount: 100, payment_intent: piId })))?.param).toBe(
      'payment_intent',
    )
    expect((await errorOf(stripe.refunds.create({ ...base, customer: 'cus_nobody', amount: 100 })))?.code).toBe(
      'resource_missing',
    )
    expect(
      (await errorOf(stripe.refunds.create({ ...base, amount: 100, instructions_email: 'no-es-un-email' })))?.param,
    ).toBe('instructions_email')
    expect(await balance()).toBe(2_500)

    const refund = await stripe.refunds.create({
      ...base,
      amount: 2_500,
      instructions_email: 'pagos@empresa.es',
      metadata: { order_id: '7' },
    })
    expect(refund).toMatchObject({
      amount: 2_500,
      currency: 'eur',
      status: 'pending',
      charge: null,
      payment_intent: null,
    })
    expect(await balance()).toBe(0)
    expect(eventsOf('refund.created').some((e) => (e.data.object as Stripe.Refund).id === refund.id)).toBe(true)
    expect((await errorOf(stripe.refunds.create({ ...base, amount: 1 })))?.code).toBe('balance_insufficient')
    expect((await stripe.refunds.retrieve(refund.id, { expand: ['charge'] })).charge).toBeNull()

    await local.settleRefund(refund.id, 'failed')
    expect(await balance()).toBe(2_500)
  })

  it('a customer with no e-mail cannot be refunded without instructions_email', async () => {
    const customer = await stripe.customers.create({})
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      allowed_payment_method_types: ['customer_balance'],
      payment_method_options: transferOptions(),
      success_url: 'http://app.test/success',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1_000, product_data: { name: 'F1' } } }],
    })
    await local.completeSession(session.id, { bankTransfer: true })
    await stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 1_500, currency: 'eur' })
    const base = { customer: customer.id, origin: 'customer_balance' as const, currency: 'eur', amount: 500 }
    expect((await errorOf(stripe.refunds.create(base)))?.param).toBe('instructions_email')
    expect((await stripe.refunds.create({ ...base, instructions_email: 'a@example.com' })).status).toBe('pending')
  })
})
