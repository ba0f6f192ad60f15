import { expect, it } from 'vitest'

import { NOT_SUBJECT_NOTE, REVERSE_CHARGE_NOTE, noteFor, saleLines } from '@/invoicing/invoices'
import { eraseConfirmToken, validEraseConfirmToken } from '@/privacy/confirm'
import { anonymousEmail, isErasedEmail } from '@/email/anonymous'

it('a sale keeps Stripe’s VAT; a refund is carved out at the same rate, negative, per line', () => {
  const order = { tax: { rate: 21, amount: 174, net: 826, country: 'ES' } }
  expect(saleLines('Módulo F2', 1000, order)).toEqual({
    rateBp: 2100,
    lines: [{ description: 'Módulo F2', quantity: 1, gross: 1000, net: 826, tax: 174 }],
  })
  expect(saleLines('Devolución', -400, order).lines[0]).toMatchObject({ gross: -400, net: -331, tax: -69 })
  expect(saleLines('Curso', 4900, { tax: { rate: 25.5, amount: 996 } }).rateBp).toBe(2550)
  expect(saleLines('Sin IVA', 1000, { tax: {} }).lines[0]).toMatchObject({ gross: 1000, net: 1000, tax: 0 })
})

it('reverse-charged and non-EU invoices carry their legal mention', () => {
  expect(noteFor({ tax: { taxability: 'reverse_charge' } })).toBe(REVERSE_CHARGE_NOTE)
  expect(noteFor({ tax: { taxability: 'not_subject_to_tax' } })).toBe(NOT_SUBJECT_NOTE)
  expect(noteFor({ tax: { taxability: 'standard_rated' } })).toBeNull()
})

it('the erasure confirmation is bound to the account and expires after 10 minutes', () => {
  const now = Date.UTC(2026, 10, 23, 12)
  const token = eraseConfirmToken(7, now)
  expect(validEraseConfirmToken(7, token, now + 60_000)).toBe(true)
  expect(validEraseConfirmToken(8, token, now + 60_000)).toBe(false)
  expect(validEraseConfirmToken(7, token, now + 11 * 60_000)).toBe(false)
  expect(validEraseConfirmToken(7, `${now + 60_000}.forged`, now)).toBe(false)
})

it('an erased e-mail becomes an anonymous, undeliverable address that never contains the original', () => {
  const anon = anonymousEmail('Ana@Example.com')
  expect(anon).toMatch(/^borrado-[0-9a-f]{16}@anonimo\.invalid$/)
  expect(anon).toBe(anonymousEmail('ana@example.com'))
  expect(isErasedEmail(anon)).toBe(true)
  expect(isErasedEmail('ana@example.com')).toBe(false)
})
