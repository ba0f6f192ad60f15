/**
 * Team and gift orders on the support desk (issue 35 item 8), against the real database and the local
 * Stripe: `GET /api/support/customer` gives support what the desk shows — the company (razón social,
 * NIF, fiscal address), the seats counted and one by one (who holds or was invited to each, with dates),
 * a gift's recipient, delivery (09:00 Madrid) and state, the customer's totals and the refunds offered
 * (seats for a team, the whole gift for a gift); editors and customers are refused (money). A gift is
 * refunded whole: a module refund of a gift is refused before Stripe is asked.
 */
import { describe, expect, it } from 'vitest'

import { giftDeliveryAt } from '@/teams/gifts'

import { api, login } from '../support/api'
import { testPayload } from '../support/payload'
import { giftOrder, PASSWORD, stamp, teamOrder } from '../support/teams'

async function staff(role: 'support' | 'editor' | 'admin') {
  const payload = await testPayload()
  const email = `${role}-equipos-${stamp()}@academiageo.test`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: role, role },
    context: { skipRevalidate: true },
  })
  return login(email, PASSWORD)
}

const customer = (email: string, token?: string) =>
  api('GET', `/api/support/customer?email=${encodeURIComponent(email)}`, { token })

describe('the desk’s data for team and gift orders', () => {
  it('a team order: company, NIF, fiscal address, seats counted and who holds or was invited to each; totals; seats-only refunds', async () => {
    const team = await teamOrder({
      free: 1,
      invited: 2,
      claimed: 1,
      businessName: 'Logística Sur, S.L.',
      address: 'Calle Mayor 1, 41001 Sevilla',
    })
    const res = await customer(team.buyer.email, await staff('support'))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.totals).toEqual({ orders: 1, paid: 36000, refunded: 0 })
    const [order] = res.body.orders
    expect(order).toMatchObject({
      id: team.order.id,
      purpose: 'team',
      company: { name: 'Logística Sur, S.L.', taxId: 'B12345674', address: 'Calle Mayor 1, 41001 Sevilla' },
      seats: { bought: 4, free: 1, invited: 2, claimed: 1, refunded: 0 },
      refundOffer: { kind: 'seats' },
      gift: null,
    })
    // Holders first (with their account's name), then the invitations, then the free seat.
    const [holder, ...rest] = order.seatList
    expect(holder).toMatchObject({
      status: 'claimed',
      email: team.people[0].email,
      name: 'Persona alumno0',
      claimedAt: expect.any(String),
      invitedAt: expect.any(String),
    })
    expect(rest.map((s: { status: string; email: string | null }) => [s.status, s.email])).toEqual([
      ['invited', team.links[0].email],
      ['invited', team.links[1].email],
      ['free', null],
    ])
    // An admin reads it too.
    expect((await customer(team.buyer.email, await staff('admin'))).status).toBe(200)
  })

  it('a gift: giver, recipient, delivery at 09:00 Madrid and its state (scheduled, then delivered); refunded whole, never by module', async () => {
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const scheduled = await giftOrder({ day })
    const token = await staff('support')
    const res = await customer(scheduled.buyer.email, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [order] = res.body.orders
    expect(order).toMatchObject({
      purpose: 'gift',
      refundOffer: { kind: 'gift' },
      gift: {
        giver: scheduled.buyer.email,
        recipient: scheduled.recipient,
        deliverAt: giftDeliveryAt(day).toISOString(),
        deliveredAt: null,
        state: 'scheduled',
        message: '¡Feliz cumpleaños! Que lo disfrutes.',
      },
    })
    expect(order.seatList).toEqual([expect.objectContaining({ status: 'invited', email: scheduled.recipient })])

    const delivered = await giftOrder()
    const now = (await customer(delivered.buyer.email, token)).body.orders[0]
    expect(now.gift).toMatchObject({
      state: 'delivered',
      recipient: delivered.recipient,
      deliveredAt: expect.any(String),
    })

    // One module of a gift is not refunded apart from it: the gift is one seat.
    const byModule = await api('POST', '/api/support/refund', {
      token,
      body: { orderId: scheduled.order.id, module: 'F1', reason: 'Prueba por módulo' },
    })
    expect(byModule.status, JSON.stringify(byModule.body)).toBe(409)
    expect(byModule.body.error).toMatch(/Un regalo se reembolsa entero/)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'orders', id: scheduled.order.id, depth: 0 })).status).toBe('paid')
  })

  it('is support’s and admin’s only: editors and customers are refused, visitors asked to sign in, a bad address is a 400', async () => {
    const team = await teamOrder({ free: 1 })
    expect((await customer(team.buyer.email, await staff('editor'))).status).toBe(403)
    expect((await customer(team.buyer.email, await login(team.buyer.email, PASSWORD))).status).toBe(403)
    expect((await customer(team.buyer.email)).status).toBe(401)
    const bad = await customer('no-es-un-email', await staff('support'))
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Indica el email del cliente.')
  })
})
