import type Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import {
  bankTransferSession,
  bankTransferSessionOptions,
  groupedIban,
  instructionsOf,
  REMINDER_BEFORE_MS,
  transferSchedule,
} from '@/commerce/bank-transfer'
import {
  transferBalanceReturnedEmail,
  transferExpiredEmail,
  transferInstructionsEmail,
  transferPartlyReceivedEmail,
  transferReminderEmail,
} from '@/commerce/bank-transfer-emails'
import { checkoutSessionParams } from '@/commerce/checkout-session'

const waiting = (over: Partial<Stripe.PaymentIntent.NextAction.DisplayBankTransferInstructions> = {}) =>
  ({
    status: 'requires_action',
    next_action: {
      type: 'display_bank_transfer_instructions',
      display_bank_transfer_instructions: {
        type: 'eu_bank_transfer',
        currency: 'eur',
        amount_remaining: 4900,
        reference: 'ABC123XYZ9',
        hosted_instructions_url: null,
        financial_addresses: [
          {
            type: 'iban',
            supported_networks: ['sepa'],
            iban: {
              iban: 'ES9121000418450200051332',
              bic: 'SXPYDEHHXXX',
              country: 'ES',
              account_holder_name: 'Academia GEO',
            },
          },
        ],
        ...over,
      },
    },
  }) as unknown as Stripe.PaymentIntent

const product = {
  productType: 'module' as const,
  name: 'Módulo F1',
  description: 'GEO',
  amount: 4900,
  modules: [{ code: 'F1' }],
}

describe('bank transfer rules', () => {
  it('reads the instructions only from a payment waiting for a transfer', () => {
    expect(instructionsOf(waiting())).toEqual({
      iban: 'ES9121000418450200051332',
      bic: 'SXPYDEHHXXX',
      accountHolder: 'Academia GEO',
      reference: 'ABC123XYZ9',
      amountRemaining: 4900,
      currency: 'eur',
    })
    expect(instructionsOf({ ...waiting(), status: 'succeeded' })).toBeNull()
    expect(instructionsOf({ status: 'requires_action', next_action: null })).toBeNull()
    expect(instructionsOf(waiting({ financial_addresses: [] }))).toBeNull()
    expect(instructionsOf(waiting({ reference: null }))).toBeNull()
  })

  it('a deadline N days ahead, its reminder two days before it (or at once when closer)', () => {
    const start = Date.parse('2026-11-26T10:00:00Z')
    expect(transferSchedule(start, 7)).toEqual({
      deadline: Date.parse('2026-12-03T10:00:00Z'),
      remindAt: Date.parse('2026-12-01T10:00:00Z'),
    })
    expect(transferSchedule(start, 1)).toEqual({ deadline: start + 24 * 3_600_000, remindAt: start })
    expect(REMINDER_BEFORE_MS).toBe(2 * 24 * 3_600_000)
  })

  it('asks Stripe for a Spanish IBAN, bank transfer only, naming the Customer instead of an e-mail', () => {
    expect(bankTransferSessionOptions()).toEqual({
      allowed_payment_method_types: ['customer_balance'],
      payment_method_options: {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'ES' } },
        },
      },
    })
    const transfer = checkoutSessionParams(product, {
      orderId: 1,
      email: 'a@example.com',
      back: '/checkout?module=f1',
      serverUrl: 'https://x.test',
      method: bankTransferSession('cus_1'),
    })
    expect(transfer).toMatchObject({
      customer: 'cus_1',
      customer_update: { address: 'auto', name: 'auto' },
      allowed_payment_method_types: ['customer_balance'],
    })
    expect(transfer.customer_email).toBeUndefined()
    const card = checkoutSessionParams(product, {
      orderId: 1,
      email: 'a@example.com',
      back: '/checkout?module=f1',
      serverUrl: 'https://x.test',
    })
    expect(card).toMatchObject({ customer_email: 'a@example.com' })
    expect(card.customer).toBeUndefined()
    expect(card.allowed_payment_method_types).toBeUndefined()
  })

  it('groups an IBAN by four', () => {
    expect(groupedIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332')
    expect(groupedIban('ES91 2100 0418 4502 0005 1332')).toBe('ES91 2100 0418 4502 0005 1332')
  })

  it('the e-mails say the amount to the cent, the IBAN, the reference and the deadline in Spanish', () => {
    const input = {
      siteName: 'Academia GEO',
      supportEmail: 'hola@academiageo.es',
      product: 'tu módulo',
      instructions: instructionsOf(waiting())!,
      deadline: '2026-12-03T10:00:00Z',
    }
    const first = transferInstructionsEmail(input)
    expect(first.subject).toBe('Datos para pagar por transferencia en Academia GEO')
    expect(first.text).toMatch(/Importe: 49,00\s€/)
    expect(first.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332')
    expect(first.text).toContain('ABC123XYZ9')
    expect(first.text).toContain('3 de diciembre de 2026')
    expect(first.html).toContain('ABC123XYZ9')
    const reminder = transferReminderEmail({
      ...input,
      instructions: { ...input.instructions, amountRemaining: 900 },
      received: 4000,
    })
    expect(reminder.text).toMatch(/Hemos recibido 40,00\s€/)
    expect(reminder.text).toMatch(/Importe: 9,00\s€/)
    const partly = transferPartlyReceivedEmail({
      ...input,
      instructions: { ...input.instructions, amountRemaining: 900 },
      received: 4000,
    })
    expect(partly.subject).toBe('Hemos recibido parte de tu transferencia a Academia GEO')
    expect(partly.text).toMatch(/Hemos recibido 40,00\s€ de tu transferencia para tu módulo\. Faltan 9,00\s€/)
    expect(partly.text).toMatch(/Importe: 9,00\s€/)
    expect(partly.text).toContain('ABC123XYZ9')
    expect(transferExpiredEmail({ ...input, received: 0, checkoutUrl: 'https://x.test/checkout' }).text).toContain(
      'No se ha cobrado nada.',
    )
    expect(transferExpiredEmail({ ...input, received: 500, checkoutUrl: 'https://x.test/checkout' }).text).toMatch(
      /Recibimos 5,00\s€: te lo devolvemos a la cuenta desde la que transferiste/,
    )
  })

  it('the return of money the order did not need says how much, why and how it travels', () => {
    const base = {
      siteName: 'Academia GEO',
      supportEmail: 'hola@academiageo.es',
      product: 'el curso completo',
      amount: 1_550,
    }
    const surplus = transferBalanceReturnedEmail({ ...base, paid: true })
    expect(surplus.subject).toMatch(/^Te devolvemos 15,50\s€ de tu transferencia a Academia GEO$/)
    expect(surplus.text).toMatch(/Recibimos 15,50\s€ más de lo que costaba el curso completo/)
    expect(surplus.text).toContain('a la cuenta desde la que transferiste')
    const closed = transferBalanceReturnedEmail({ ...base, paid: false })
    expect(closed.text).toContain('un pedido que ya no está activo')
    expect(closed.html).toContain('hola@academiageo.es')
  })
})
