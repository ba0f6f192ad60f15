/**
 * Issue 28, the purchase side: «Para mi equipo» (seats at the tier quote, the company's NIF, no consumer
 * withdrawal, one invoice for the quantity), «más plazas» (only the new seats, at the tier the total
 * reaches), «Es un regalo» (one seat invited to the recipient, delivered later by the job queue), and the
 * fulfilment that opens seats instead of granting the buyer. Real HTTP, real database, the local Stripe server.
 */
import type { Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GIFT_CONSENT } from '@/commerce/gift-consent'
import { madridDay } from '@/content/dates'
import { giftDeliveryAt } from '@/teams/gifts'

import { api, cookiesFrom, login } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { orderOfSession, testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, testStripe, waitFor } from '../support/stripe'

const PASSWORD = 'clave-segura-123'
const context = { skipRevalidate: true }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const COMPANY = { name: 'Ejemplo Digital, S.L.', taxId: 'B87654323', address: 'Calle Mayor 1, 28013 Madrid' }
/** Own made-up address: the quote's tries per address never meet another test's. */
const ADDRESS = { 'X-Real-IP': `plazas-${stamp()}` }

async function account(tag: string) {
  const payload = await testPayload()
  const email = `${tag}-${stamp()}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Lucía', role: 'customer' },
    context,
  })
  return { id: user.id, email, token: await login(email, PASSWORD) }
}

const orderOf = orderOfSession

const checkout = (body: Record<string, unknown>, token?: string) =>
  api('POST', '/api/checkout', { token, headers: ADDRESS, body: { acceptTerms: true, ...body } })

async function payAndWait(
  res: Awaited<ReturnType<typeof checkout>>,
  email: string,
  until: (orderId: number) => Promise<boolean>,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  const browser = cookiesFrom(res.headers)
  await payOnHostedPage(sessionId, email, undefined, { country: 'ES' })
  const order = await waitFor(async () => {
    const o = await orderOf(sessionId)
    return o?.status === 'paid' && (await until(o.id)) && o
  })
  return { sessionId, browser, order: (await orderOf(sessionId))!, orderId: order.id }
}

const seatsOf = async (where: Where) =>
  (await (await testPayload()).find({ collection: 'seats', where, depth: 0, limit: 1000, overrideAccess: true })).docs

const entitlementsOfOrder = async (orderId: number) =>
  (await (await testPayload()).count({ collection: 'entitlements', where: { order: { equals: orderId } } })).totalDocs

beforeAll(async () => {
  // F4 is sold to teams with a tier from 3 seats and another from 5 (the editors' «Precio para equipos»).
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'modules', where: { code: { equals: 'F4' } }, depth: 0, limit: 1 })
  await payload.update({
    collection: 'modules',
    id: docs[0].id,
    data: {
      seatPricing: {
        pricePerSeat: null,
        tiers: [
          { fromSeats: 3, pricePerSeat: 800 },
          { fromSeats: 5, pricePerSeat: 600 },
        ],
      },
      _status: 'published',
    } as never,
    context,
  })
})

describe('bad input to a team or gift checkout: a Spanish 4xx, never a 500', () => {
  const team = (extra: Record<string, unknown>) => ({
    productType: 'module',
    module: 'f4',
    purpose: 'team',
    quantity: 3,
    company: COMPANY,
    ...extra,
  })
  const gift = (extra: Record<string, unknown>) => ({
    productType: 'complete',
    purpose: 'gift',
    gift: {
      recipientEmail: 'alguien@example.com',
      fromName: 'Marta',
      message: 'Para ti',
      deliverOn: madridDay(new Date()),
      consent: true,
      ...extra,
    },
  })
  const cases: Array<[string, Record<string, unknown>, number, RegExp]> = [
    ['quantity 0', team({ quantity: 0 }), 400, /Elige entre 1 y 200 plazas/],
    ['quantity 201', team({ quantity: 201 }), 400, /Elige entre 1 y 200 plazas/],
    ['quantity «abc»', team({ quantity: 'abc' }), 400, /Elige entre 1 y 200 plazas/],
    ['quantity 2.5', team({ quantity: 2.5 }), 400, /Elige entre 1 y 200 plazas/],
    ['a bad NIF', team({ company: { ...COMPANY, taxId: 'B12345678' } }), 400, /no es válido/],
    ['no company', team({ company: undefined }), 400, /razón social/],
    ['no fiscal address', team({ company: { ...COMPANY, address: '' } }), 400, /dirección fiscal/],
    ['an unknown team', team({ team: 999999999 }), 404, /equipo/],
    ['a team that is not a number', team({ team: 'x; drop' }), 400, /equipo/],
    ['an unknown purpose', { productType: 'complete', purpose: 'empresa' }, 400, /Para mí/],
    ['a past delivery day', gift({ deliverOn: '2020-01-01' }), 400, /anterior a hoy/],
    ['a day that does not exist', gift({ deliverOn: '2026-02-30' }), 400, /fecha de entrega/],
    ['a message over 500 characters', gift({ message: 'a'.repeat(501) }), 400, /500 caracteres/],
    ['a bad recipient', gift({ recipientEmail: 'no-es-un-email' }), 400, /email de la persona/],
    ['no giver name', gift({ fromName: '' }), 400, /Escribe tu nombre/],
    ['a giver name with an address', gift({ fromName: 'premios@evil.example' }), 400, /sin direcciones web ni emails/],
    ['no gift consent', gift({ consent: false }), 400, /casilla del regalo/],
  ]
  it.each(cases)('%s', async (_name, body, status, message) => {
    const res = await checkout(body)
    expect(res.status, JSON.stringify(res.body)).toBe(status)
    expect(res.body.error).toMatch(message)
  })

  it('the code field’s quote refuses a bad quantity the same way', async () => {
    const res = await api('POST', '/api/checkout/quote', {
      headers: ADDRESS,
      body: { productType: 'module', module: 'f4', purpose: 'team', quantity: 'abc', promotionCode: 'X' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/Elige entre 1 y 200 plazas/)
  })

  it('a purchase for oneself still needs the withdrawal consent', async () => {
    const res = await checkout({ productType: 'module', module: 'f4' })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatch(/acceso inmediato/)
  })
})

describe('«Para mi equipo»', () => {
  it('an account that owns F4 buys 3 seats of F4 with a code: tier price less the code per seat, one Stripe line of quantity 3, 3 free seats, the buyer as manager, nothing granted to the buyer, one invoice for the quantity; «más plazas» pays only the new seats at the tier the total reaches', async () => {
    const payload = await testPayload()
    const buyer = await account('equipo')
    // Owns F4 already: that never blocks buying seats of it.
    const own = await payAndWait(
      await checkout({ productType: 'module', module: 'f4', withdrawalConsent: true }, buyer.token),
      buyer.email,
      async (id) => (await entitlementsOfOrder(id)) > 0,
    )
    expect(own.order.purpose).toBe('self')

    // Upgrade credit is for the buyer's own course: owning F4 takes nothing off seats of the complete course…
    const forTeam = await api('POST', '/api/checkout/quote', {
      token: buyer.token,
      headers: ADDRESS,
      body: { productType: 'complete', purpose: 'team', quantity: 1, promotionCode: '' },
    })
    expect(forTeam.status, JSON.stringify(forTeam.body)).toBe(200)
    expect(forTeam.body.quote).toMatchObject({ totalCents: 5000, credit: null })
    // …while for themselves it still does.
    const forSelf = await api('POST', '/api/checkout/quote', {
      token: buyer.token,
      headers: ADDRESS,
      body: { productType: 'complete', promotionCode: '' },
    })
    expect(forSelf.body.quote.totalCents).toBe(4000)

    const code = await payload.create({
      collection: 'promotion-codes',
      data: {
        code: `EQ${stamp()}`.toUpperCase(),
        kind: 'percent',
        percentOff: 10,
        appliesTo: 'all',
        active: true,
      } as never,
      context,
    })
    const quoted = await api('POST', '/api/checkout/quote', {
      token: buyer.token,
      headers: ADDRESS,
      body: { productType: 'module', module: 'f4', purpose: 'team', quantity: 3, promotionCode: code.code },
    })
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    expect(quoted.body.quote).toMatchObject({ totalCents: 2160, quantity: 3, tierFrom: 3 })

    const res = await checkout(
      { productType: 'module', module: 'f4', purpose: 'team', quantity: 3, company: COMPANY, promotionCode: code.code },
      buyer.token,
    )
    const sessionId = sessionIdFromUrl(res.body.url)
    const session = await testStripe().checkout.sessions.retrieve(sessionId, { expand: ['line_items'] })
    expect(session.line_items?.data.map((li) => ({ quantity: li.quantity, unit: li.price?.unit_amount }))).toEqual([
      { quantity: 3, unit: 720 },
    ])
    // A Spanish company gave its NIF here: Stripe does not ask for it again.
    expect(session.tax_id_collection?.enabled).toBe(false)
    const { order, browser } = await payAndWait(
      res,
      buyer.email,
      async (id) => (await seatsOf({ order: { equals: id } })).length === 3,
    )
    expect(order).toMatchObject({
      purpose: 'team',
      amountTotal: 2160,
      withdrawalExemption: 'business',
      seats: { quantity: 3, unitAmount: 720, tierFrom: 3, before: 0 },
      buyer: { businessName: COMPANY.name, taxId: COMPANY.taxId, taxIdType: 'es_cif', address: COMPANY.address },
    })
    expect(order.withdrawalConsent?.acceptedAt ?? null).toBeNull()
    // The success page, as often as it likes, at the same time as the webhook: still 3 seats, one manager.
    const verifies = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/api/checkout/verify', { body: { sessionId }, headers: { cookie: browser } })),
    )
    for (const v of verifies) expect(v.status, JSON.stringify(v.body)).toBe(200)
    expect(verifies[0].body).toMatchObject({ purpose: 'team', seats: { team: order.id, quantity: 3 }, modules: [] })
    const seats = await seatsOf({ order: { equals: order.id } })
    expect(seats.map((s) => [s.status, s.team])).toEqual([
      ['free', order.id],
      ['free', order.id],
      ['free', order.id],
    ])
    const managers = await payload.find({
      collection: 'team-managers',
      where: { team: { equals: order.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(managers.docs.map((m) => [m.user, m.email, m.role])).toEqual([[buyer.id, buyer.email, 'buyer']])
    expect(await entitlementsOfOrder(order.id)).toBe(0)
    const mail = await waitForMail(buyer.email, (m) => /invita a tu equipo/.test(m.subject))
    expect(mail.text).toContain('/equipo')

    const invoice = await waitFor(
      async () =>
        (await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, depth: 0 })).docs[0],
    )
    const lines = invoice.lines as unknown as Array<{ description: string; quantity: number; gross: number }>
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ quantity: 3, gross: 2160 })
    expect(lines[0].description.replace(/\u00a0/g, ' ')).toMatch(/^3 plazas de módulo F4.* × 7,20 € por plaza/)
    expect(invoice.buyer).toMatchObject({ name: COMPANY.name, taxId: COMPANY.taxId, address: COMPANY.address })
    const { invoiceLinkKey } = await import('@/invoicing/invoices')
    const pdfRes = await api('GET', `/api/invoice-pdf/${invoice.id}?key=${invoiceLinkKey(invoice)}`)
    expect(pdfRes.status).toBe(200)

    // «Más plazas»: 2 more, the team reaches 5: only the 2 new seats are paid, at the 5-seat tier.
    const more = await checkout(
      { productType: 'module', module: 'f4', purpose: 'team', quantity: 2, team: order.id, company: COMPANY },
      buyer.token,
    )
    const added = await payAndWait(
      more,
      buyer.email,
      async (id) => (await seatsOf({ order: { equals: id } })).length === 2,
    )
    expect(added.order).toMatchObject({
      amountTotal: 1200,
      seats: { quantity: 2, unitAmount: 600, tierFrom: 5, before: 3, addsTo: order.id },
    })
    expect(await seatsOf({ team: { equals: order.id } })).toHaveLength(5)
    expect(
      (
        await payload.count({
          collection: 'team-managers',
          where: { team: { equals: order.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)

    // Someone else cannot add to that team, nor with another product.
    const stranger = await account('ajeno')
    const refused = await checkout(
      { productType: 'module', module: 'f4', purpose: 'team', quantity: 1, team: order.id, company: COMPANY },
      stranger.token,
    )
    expect(refused.status).toBe(404)
    const otherProduct = await checkout(
      { productType: 'complete', purpose: 'team', quantity: 1, team: order.id, company: COMPANY },
      buyer.token,
    )
    expect(otherProduct.status).toBe(409)
  }, 120_000)

  it('a guest buys 1 seat of the complete course: the manager row keeps the address, and the e-mail carries the guest link', async () => {
    const payload = await testPayload()
    const email = `invitado-${stamp()}@example.com`
    const { order } = await payAndWait(
      await checkout({ productType: 'complete', purpose: 'team', quantity: '1', company: COMPANY }),
      email,
      async (id) => (await seatsOf({ order: { equals: id } })).length === 1,
    )
    expect(order.amountTotal).toBe(5000)
    const managers = await payload.find({
      collection: 'team-managers',
      where: { team: { equals: order.id } },
      depth: 0,
      overrideAccess: true,
    })
    expect(managers.docs.map((m) => [m.user ?? null, m.email, m.role])).toEqual([[null, email, 'buyer']])
    const mail = await waitForMail(email, (m) => /invita a tu equipo/.test(m.subject))
    expect(mail.text).toMatch(/guest-access\?token=/)
    expect(await entitlementsOfOrder(order.id)).toBe(0)
  }, 120_000)
})

describe('«Es un regalo»', () => {
  it('a gift of the complete course for tomorrow: one seat invited to the recipient, delivery at 09:00 Madrid, no e-mail to them yet, nothing granted to the buyer, the gift consent on the order', async () => {
    const payload = await testPayload()
    const email = `regala-${stamp()}@example.com`
    const recipient = `recibe-${stamp()}@example.com`
    const tomorrow = madridDay(new Date(Date.now() + 86_400_000))
    const res = await checkout({
      productType: 'complete',
      purpose: 'gift',
      gift: {
        recipientEmail: recipient,
        fromName: 'Marta López',
        message: '¡Feliz cumpleaños!',
        deliverOn: tomorrow,
        consent: true,
      },
    })
    const { order } = await payAndWait(
      res,
      email,
      async (id) => (await seatsOf({ order: { equals: id } })).length === 1,
    )
    const fresh = await waitFor(async () => {
      const o = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
      return o.gift?.deliverAt ? o : null
    })
    expect(fresh).toMatchObject({
      purpose: 'gift',
      amountTotal: 5000,
      seats: { quantity: 1 },
      gift: { recipientEmail: recipient, fromName: 'Marta López', message: '¡Feliz cumpleaños!', deliverOn: tomorrow },
    })
    expect(new Date(fresh.gift!.deliverAt!).toISOString()).toBe(giftDeliveryAt(tomorrow).toISOString())
    expect(fresh.withdrawalConsent?.text).toBe(GIFT_CONSENT.text)
    expect(fresh.withdrawalExemption ?? null).toBeNull()
    const seats = await seatsOf({ order: { equals: order.id } })
    expect(seats.map((s) => [s.status, s.invitedEmail, s.team])).toEqual([['invited', recipient, order.id]])
    expect(await entitlementsOfOrder(order.id)).toBe(0)
    const mail = await waitForMail(email, (m) => /regalo/.test(m.subject))
    expect(mail.text).toContain(recipient)
    expect(mailTo(recipient)).toHaveLength(0)
  }, 120_000)
})
