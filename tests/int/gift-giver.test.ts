/**
 * Issue 35, item 7: the giver of a gift sees it, moves its day and withdraws from it, over real HTTP and
 * the real database — as a guest with the link e-mailed to the address that bought it, and as the account
 * that bought it. A gift delivered or withdrawn keeps its day (Spanish 409); someone else's link or
 * account finds nothing (404); bad input is a Spanish 4xx, never a 500.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { longDateTime, madridDay } from '@/content/dates'
import { issueGuestGrant } from '@/entitlements/guest-access'
import { giftDeliveryAt } from '@/teams/gifts'

import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'
import { giftOrder, PASSWORD } from '../support/teams'

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

const dayAfter = (n: number) =>
  new Date(Date.parse(`${madridDay(new Date())}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const page = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${appUrl()}${path}`, { headers })).text()
/** The page's text as read (tags out, the address's line-break hints too). */
const text = (html: string) =>
  html
    .replace(/<wbr\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
const orderRow = async (id: number) =>
  (await db.query('SELECT gift_deliver_on, gift_deliver_at FROM orders WHERE id = $1', [id])).rows[0]
const changeDay = (body: Record<string, unknown>, jwt?: string) => api('POST', '/api/gifts/day', { body, token: jwt })
/** The link the address's purchase e-mail carries (a grant e-mailed to the address). */
const linkFor = async (email: string, orderId: number) =>
  (
    await issueGuestGrant(await testPayload(), {
      email,
      purpose: 'purchase',
      productType: 'module',
      orderId,
      purchaseKey: `order:${orderId}`,
    })
  ).token
const dueText = (day: string) => `Se entrega el ${longDateTime(giftDeliveryAt(day))} (hora de Madrid).`

describe('a guest giver, with the link e-mailed to the address that bought the gift', () => {
  it('sees the gift on the link’s page, moves its day, and is refused bad days in Spanish', async () => {
    const day = dayAfter(20)
    const g = await giftOrder({ guest: true, day, fromName: 'Ana de Marketing' })
    const token = await linkFor(g.buyer.email, g.order.id)

    const before = text(await page(`/guest-access?token=${encodeURIComponent(token)}`))
    expect(before).toContain('Tus regalos')
    expect(before).not.toContain('Este acceso ya no está activo')
    expect(before).toContain(g.recipient)
    expect(before).toContain('Ana de Marketing')
    expect(before).toContain('Módulo F1')
    expect(before).toContain(dueText(day))
    expect(before).toContain('Cambiar la fecha')
    expect(before).toContain('Desistir del regalo')

    const later = dayAfter(45)
    const moved = await changeDay({ orderId: g.order.id, day: later, token })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.message).toBe(`Fecha cambiada. ${dueText(later)}`)
    const row = await orderRow(g.order.id)
    expect(row.gift_deliver_on).toBe(later)
    expect(new Date(row.gift_deliver_at).toISOString()).toBe(giftDeliveryAt(later).toISOString())
    expect(text(await page(`/guest-access?token=${encodeURIComponent(token)}`))).toContain(dueText(later))

    // bad input: the rule's Spanish words, never a 500, and the day stays
    const refused: [Record<string, unknown>, number, RegExp][] = [
      [{ orderId: g.order.id, day: dayAfter(-1), token }, 400, /no puede ser anterior a hoy/],
      [{ orderId: g.order.id, day: dayAfter(400), token }, 400, /dentro del próximo año/],
      [{ orderId: g.order.id, day: '2027-02-30', token }, 400, /Elige la fecha de entrega/],
      [{ orderId: g.order.id, token }, 400, /Datos no válidos/],
      [{ orderId: 'uno', day: later, token }, 400, /Datos no válidos/],
      [{ orderId: g.order.id, day: later }, 401, /Inicia sesión o abre el enlace/],
      [{ orderId: g.order.id, day: later, token: 'x'.repeat(43) }, 403, /no es válido o ha caducado/],
    ]
    for (const [body, status, message] of refused) {
      const res = await changeDay(body)
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([status, expect.stringMatching(message)])
    }
    expect((await orderRow(g.order.id)).gift_deliver_on).toBe(later)
  })

  it('another address’s link, or an account that did not buy it, finds no gift (404); the typed address proves nothing', async () => {
    const g = await giftOrder({ guest: true, day: dayAfter(10) })
    const other = await giftOrder({ guest: true, day: dayAfter(10) })
    const otherLink = await linkFor(other.buyer.email, other.order.id)
    const byOther = await changeDay({ orderId: g.order.id, day: dayAfter(30), token: otherLink, email: g.buyer.email })
    expect([byOther.status, byOther.body.error]).toEqual([404, 'No encontramos ese regalo entre los tuyos.'])
    // a signed-in account that did not buy it: nothing
    const stranger = await giftOrder({ day: dayAfter(10) })
    const jwt = await login(stranger.buyer.email, PASSWORD)
    expect((await changeDay({ orderId: g.order.id, day: dayAfter(30) }, jwt)).status).toBe(404)
    expect((await orderRow(g.order.id)).gift_deliver_on).toBe(dayAfter(10))
  })

  it('a delivered gift keeps its day (409); after withdrawing from one, it is withdrawn on the page and its day is fixed', async () => {
    const delivered = await giftOrder({ guest: true })
    const link = await linkFor(delivered.buyer.email, delivered.order.id)
    expect(text(await page(`/guest-access?token=${encodeURIComponent(link)}`))).toMatch(
      /Entregado el \d+ de \w+ de \d{4} a las/,
    )
    const late = await changeDay({ orderId: delivered.order.id, day: dayAfter(5), token: link })
    expect([late.status, late.body.error]).toEqual([
      409,
      expect.stringMatching(/^Este regalo ya se entregó el .*: su fecha ya no se puede cambiar\.$/),
    ])

    const g = await giftOrder({ guest: true, day: dayAfter(15) })
    const token = await linkFor(g.buyer.email, g.order.id)
    const withdrawn = await api('POST', '/api/withdrawal', { body: { orderId: g.order.id, token } })
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    const after = await changeDay({ orderId: g.order.id, day: dayAfter(20), token })
    expect([after.status, after.body.error]).toEqual([409, 'Desististe de este regalo: ya no se entrega.'])
    const shown = text(await page(`/guest-access?token=${encodeURIComponent(token)}`))
    expect(shown).toMatch(/Desististe el \d+ de \w+ de \d{4}/)
    expect(shown).not.toContain('Cambiar la fecha')
    expect((await orderRow(g.order.id)).gift_deliver_on).toBe(dayAfter(15))
  })
})

describe('an account giver', () => {
  it('sees the gift on the dashboard and moves its day; another account gets 404 and the day stays', async () => {
    const day = dayAfter(30)
    const g = await giftOrder({ day, fromName: 'Luis' })
    const jwt = await login(g.buyer.email, PASSWORD)
    const dashboard = text(
      await page('/dashboard', { Cookie: `payload-token=${jwt}`, 'Sec-Fetch-Site': 'same-origin' }),
    )
    expect(dashboard).toContain('Tus regalos')
    expect(dashboard).toContain(g.recipient)
    expect(dashboard).toContain(dueText(day))

    const other = await giftOrder({ day })
    const otherJwt = await login(other.buyer.email, PASSWORD)
    const foreign = await changeDay({ orderId: g.order.id, day: dayAfter(60) }, otherJwt)
    expect([foreign.status, foreign.body.error]).toEqual([404, 'No encontramos ese regalo entre los tuyos.'])
    expect((await orderRow(g.order.id)).gift_deliver_on).toBe(day)

    const moved = await changeDay({ orderId: g.order.id, day: dayAfter(2) }, jwt)
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(new Date((await orderRow(g.order.id)).gift_deliver_at).toISOString()).toBe(
      giftDeliveryAt(dayAfter(2)).toISOString(),
    )
    expect(
      text(await page('/dashboard', { Cookie: `payload-token=${jwt}`, 'Sec-Fetch-Site': 'same-origin' })),
    ).toContain(dueText(dayAfter(2)))
    // from another site: refused before anything
    expect(
      (
        await api('POST', '/api/gifts/day', {
          token: jwt,
          body: { orderId: g.order.id, day },
          headers: { Origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403)
  })

  it('a gift bought without an account reaches the account of that address once the address is confirmed, and only then', async () => {
    const day = dayAfter(25)
    const g = await giftOrder({ guest: true, day })
    const payload = await testPayload()
    const user = await payload.create({
      collection: 'users',
      data: { email: g.buyer.email, password: PASSWORD, name: 'Regala Después', role: 'customer' },
      context: { system: true },
    })
    const jwt = await login(g.buyer.email, PASSWORD)
    const dashboard = async () =>
      text(await page('/dashboard', { Cookie: `payload-token=${jwt}`, 'Sec-Fetch-Site': 'same-origin' }))
    // typed at sign-up, not proven: the address's gift is not the account's
    expect(await dashboard()).not.toContain(g.recipient)
    expect((await changeDay({ orderId: g.order.id, day: dayAfter(3) }, jwt)).status).toBe(404)
    await db.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [user.id])
    const after = await dashboard()
    expect(after).toContain('Tus regalos')
    expect(after).toContain(g.recipient)
    expect(after).toContain(dueText(day))
    // its withdrawal stays on the guest page, where that order's withdrawals are: no dead «Desistir» link here
    expect(after).not.toContain('Desistir del regalo')
    const moved = await changeDay({ orderId: g.order.id, day: dayAfter(3) }, jwt)
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect((await orderRow(g.order.id)).gift_deliver_on).toBe(dayAfter(3))
  })

  it('a gift whose bank transfer is awaited is listed as such, with its reference; its day waits for the money', async () => {
    const day = dayAfter(12)
    const g = await giftOrder({ day })
    const payload = await testPayload()
    const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString()
    await payload.update({
      collection: 'orders',
      id: g.order.id,
      data: {
        status: 'pending',
        paidAt: null,
        paymentMethod: 'transfer',
        bankTransfer: { reference: 'REGALO42', iban: 'ES9121000418450200051332', deadline },
      },
      context: { system: true, skipRevalidate: true },
    })
    const jwt = await login(g.buyer.email, PASSWORD)
    const dashboard = text(
      await page('/dashboard', { Cookie: `payload-token=${jwt}`, 'Sec-Fetch-Site': 'same-origin' }),
    )
    expect(dashboard).toContain(g.recipient)
    expect(dashboard).toContain('Pendiente de tu transferencia (referencia REGALO42)')
    const res = await changeDay({ orderId: g.order.id, day: dayAfter(3) }, jwt)
    expect([res.status, res.body.error]).toEqual([409, 'Podrás cambiar la fecha cuando recibamos el pago del regalo.'])
    // past its deadline (expired), it is no longer listed
    await payload.update({
      collection: 'orders',
      id: g.order.id,
      data: { status: 'expired', bankTransfer: { expiredAt: new Date().toISOString() } },
      context: { system: true, skipRevalidate: true },
    })
    expect(
      text(await page('/dashboard', { Cookie: `payload-token=${jwt}`, 'Sec-Fetch-Site': 'same-origin' })),
    ).not.toContain(g.recipient)
  })

  it('a delivered gift keeps its day: 409 in Spanish', async () => {
    const g = await giftOrder()
    const jwt = await login(g.buyer.email, PASSWORD)
    const res = await changeDay({ orderId: g.order.id, day: dayAfter(3) }, jwt)
    expect([res.status, res.body.error]).toEqual([409, expect.stringMatching(/^Este regalo ya se entregó/)])
  })
})
