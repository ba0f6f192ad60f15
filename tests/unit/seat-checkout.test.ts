/**
 * The checkout of seats and gifts (issue 28), its pure parts: what a team or gift purchase must give
 * (src/commerce/seat-checkout.ts), the query string of «Para mi equipo» / «Es un regalo» / «más plazas»
 * and the bodies the page sends (src/commerce/checkout-selection.ts), the Stripe session's quantity
 * (src/commerce/checkout-session.ts), and the withdrawal of a business purchase (src/commerce/withdrawal.ts).
 */
import { describe, expect, it } from 'vitest'

import { checkoutBody, parsePurposeParams, quoteBody } from '@/commerce/checkout-selection'
import { checkoutSessionParams } from '@/commerce/checkout-session'
import { readCompany } from '@/commerce/company'
import { parseCompany, parseSeatPurchase, seatAskOf } from '@/commerce/seat-checkout'
import { eligible } from '@/commerce/withdrawal'
import { Refused } from '@/security/refused'

const NOW = new Date('2026-11-26T10:00:00Z')
const COMPANY = { name: 'Ejemplo Digital, S.L.', taxId: 'b-87654323', address: 'Calle Mayor 1, Madrid' }

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof Refused) return { status: error.status, message: error.message }
    throw error
  }
  throw new Error('not refused')
}

describe('what a team or gift purchase must give', () => {
  it('a purchase for oneself adds nothing', () => {
    expect(parseSeatPurchase({}, NOW)).toBeNull()
    expect(parseSeatPurchase({ purpose: 'self' }, NOW)).toBeNull()
    expect(seatAskOf({})).toBeNull()
  })

  it('a team: 1–200 seats (a number or its digits), the company with a valid NIF or EU VAT number and its address', () => {
    expect(parseSeatPurchase({ purpose: 'team', quantity: '3', company: COMPANY }, NOW)).toEqual({
      purpose: 'team',
      quantity: 3,
      addsTo: null,
      company: {
        name: 'Ejemplo Digital, S.L.',
        taxId: 'B87654323',
        taxIdType: 'es_cif',
        address: 'Calle Mayor 1, Madrid',
      },
    })
    expect(parseCompany({ ...COMPANY, taxId: 'DE123456789' })).toMatchObject({
      taxIdType: 'eu_vat',
      taxId: 'DE123456789',
    })
    for (const quantity of [0, 201, 'abc', 2.5, -1, null, '1e2', [3]]) {
      expect(refusal(() => parseSeatPurchase({ purpose: 'team', quantity, company: COMPANY }, NOW))).toEqual({
        status: 400,
        message: 'Elige entre 1 y 200 plazas.',
      })
    }
    expect(
      refusal(() =>
        parseSeatPurchase({ purpose: 'team', quantity: 3, company: { ...COMPANY, taxId: 'B12345678' } }, NOW),
      ).message,
    ).toMatch(/no es válido/)
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'team', quantity: 3, company: { ...COMPANY, name: '' } }, NOW))
        .message,
    ).toMatch(/razón social/)
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'team', quantity: 3, company: { ...COMPANY, address: 'x' } }, NOW))
        .message,
    ).toMatch(/dirección fiscal/)
    expect(parseSeatPurchase({ purpose: 'team', quantity: 3, company: COMPANY, team: '42' }, NOW)).toMatchObject({
      addsTo: 42,
    })
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'team', quantity: 3, company: COMPANY, team: '4x' }, NOW)).status,
    ).toBe(400)
    // Past PostgreSQL's integer: a 400, never a query that fails with a 500.
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'team', quantity: 3, company: COMPANY, team: 99_999_999_999 }, NOW))
        .status,
    ).toBe(400)
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'team', quantity: 3, company: COMPANY, team: '2147483648' }, NOW))
        .status,
    ).toBe(400)
  })

  it('every wrong company field at once, each with its own message (the checkout shows them at their fields)', () => {
    expect(readCompany({ name: '', taxId: 'B12345678', address: 'x' })).toEqual({
      ok: false,
      issues: {
        name: expect.stringMatching(/razón social/),
        taxId: expect.stringMatching(/no es válido/),
        address: expect.stringMatching(/dirección fiscal/),
      },
    })
    expect(readCompany({ ...COMPANY, taxId: '' })).toEqual({
      ok: false,
      issues: { taxId: expect.stringMatching(/Escribe el NIF/) },
    })
    expect(readCompany(null)).toMatchObject({
      ok: false,
      issues: { name: expect.any(String), taxId: expect.any(String), address: expect.any(String) },
    })
    expect(readCompany(COMPANY)).toEqual({
      ok: true,
      company: {
        name: 'Ejemplo Digital, S.L.',
        taxId: 'B87654323',
        taxIdType: 'es_cif',
        address: 'Calle Mayor 1, Madrid',
      },
    })
  })

  it('a company name is a name, not a link: web addresses and e-mails are refused, a dotted brand is not', () => {
    for (const name of [
      'Soporte Banco: verifica tu cuenta en evil.example/login',
      'https://evil.example',
      'Visita www.evil.example',
      'ayuda@evil.example',
    ]) {
      expect(
        refusal(() => parseCompany({ ...COMPANY, name })),
        name,
      ).toMatchObject({ status: 400, message: expect.stringMatching(/direcciones web ni emails/) })
    }
    expect(parseCompany({ ...COMPANY, name: 'Booking.com B.V.' }).name).toBe('Booking.com B.V.')
  })

  it("a gift: the recipient, the giver's name, a message of up to 500 characters, a day from today (default) up to a year, and the consent", () => {
    const gift = { recipientEmail: ' Ana@Example.com ', fromName: ' Marta ', message: ' Hola ', consent: true }
    expect(parseSeatPurchase({ purpose: 'gift', gift }, NOW)).toEqual({
      purpose: 'gift',
      quantity: 1,
      recipientEmail: 'ana@example.com',
      fromName: 'Marta',
      message: 'Hola',
      deliverOn: '2026-11-26',
    })
    // the name the recipient will read: asked, short, and never a link or an address
    for (const fromName of [undefined, '', ' M ', 7])
      expect(refusal(() => parseSeatPurchase({ purpose: 'gift', gift: { ...gift, fromName } }, NOW)).message).toMatch(
        /Escribe tu nombre/,
      )
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'gift', gift: { ...gift, fromName: 'x'.repeat(81) } }, NOW)).message,
    ).toMatch(/80 caracteres/)
    for (const fromName of ['marta@example.com', 'https://evil.example', 'www.premios.es', 'Marta\u0007'])
      expect(refusal(() => parseSeatPurchase({ purpose: 'gift', gift: { ...gift, fromName } }, NOW)).message).toMatch(
        /sin direcciones web ni emails/,
      )
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'gift', gift: { ...gift, deliverOn: '2026-11-25' } }, NOW)).message,
    ).toMatch(/anterior a hoy/)
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'gift', gift: { ...gift, message: 'x'.repeat(501) } }, NOW)).message,
    ).toMatch(/500/)
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'gift', gift: { ...gift, recipientEmail: 'ana' } }, NOW)).message,
    ).toMatch(/email/)
    expect(
      refusal(() => parseSeatPurchase({ purpose: 'gift', gift: { ...gift, consent: 'true' } }, NOW)).message,
    ).toMatch(/casilla del regalo/)
    expect(refusal(() => parseSeatPurchase({ purpose: 'regalo' }, NOW)).status).toBe(400)
  })
})

describe('the checkout page: query string and bodies', () => {
  it('reads para=equipo|regalo, plazas and equipo (which implies a team); anything else is for oneself', () => {
    expect(parsePurposeParams({})).toEqual({ purpose: 'self', quantity: 1, team: null })
    expect(parsePurposeParams({ para: 'equipo', plazas: '12' })).toEqual({ purpose: 'team', quantity: 12, team: null })
    expect(parsePurposeParams({ para: 'equipo', plazas: '999' })).toMatchObject({ quantity: 200 })
    expect(parsePurposeParams({ equipo: '57' })).toEqual({ purpose: 'team', quantity: 5, team: 57 })
    expect(parsePurposeParams({ para: 'regalo', equipo: 'x' })).toEqual({ purpose: 'gift', quantity: 1, team: null })
    expect(parsePurposeParams({ para: 'equipo', equipo: '99999999999' })).toMatchObject({ purpose: 'team', team: null })
  })

  it('a team sends no withdrawal consent and no «factura a empresa»; a gift sends its fields; the quote sends the seats', () => {
    const team = { purpose: 'team' as const, quantity: '3', team: 9, company: COMPANY }
    expect(checkoutBody({ plan: 'complete', module: null }, true, null, team)).toEqual({
      productType: 'complete',
      acceptTerms: true,
      purpose: 'team',
      quantity: '3',
      team: 9,
      company: COMPANY,
    })
    const gift = {
      purpose: 'gift' as const,
      gift: { recipientEmail: 'a@b.es', fromName: 'Marta', message: '', deliverOn: '2026-11-26', consent: true },
    }
    expect(checkoutBody({ plan: 'module', module: 'f2' }, false, 'X', gift)).toEqual({
      productType: 'module',
      module: 'f2',
      acceptTerms: true,
      promotionCode: 'X',
      purpose: 'gift',
      gift: gift.gift,
    })
    expect(checkoutBody({ plan: 'complete', module: null })).toMatchObject({ withdrawalConsent: true })
    expect(quoteBody({ plan: 'complete', module: null }, 'X', { purpose: 'team', quantity: 3, team: null })).toEqual({
      productType: 'complete',
      promotionCode: 'X',
      purpose: 'team',
      quantity: 3,
    })
  })
})

describe('Stripe and the withdrawal', () => {
  it('one line with the quantity at the seat price, and the purpose in the metadata', () => {
    const params = checkoutSessionParams(
      { productType: 'complete', name: 'Curso completo', description: '', amount: 4500, modules: [{ code: 'F1' }] },
      { orderId: 7, back: '/checkout?plan=complete', serverUrl: 'http://x', quantity: 3, purpose: 'team' },
    )
    expect(params.line_items).toEqual([
      expect.objectContaining({ quantity: 3, price_data: expect.objectContaining({ unit_amount: 4500 }) }),
    ])
    expect(params.metadata).toMatchObject({ purpose: 'team', quantity: '3' })
  })

  it('a business purchase has no consumer withdrawal', () => {
    const paid = { status: 'paid' as const, paidAt: NOW.toISOString(), createdAt: NOW.toISOString() }
    expect(eligible({ ...paid, withdrawalExemption: 'business' }, { at: null }, NOW)).toEqual({
      eligible: false,
      reason: 'business',
    })
    expect(eligible(paid, { at: null }, NOW).eligible).toBe(true)
  })
})
