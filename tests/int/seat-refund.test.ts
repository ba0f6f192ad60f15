/**
 * Support refunds a team order's unused seats (issue 28, item 3; src/commerce/seat-refund.ts,
 * src/teams/seat-refund.ts) over HTTP, against a real payment intent on the local Stripe server and
 * seats written with the Local API (the seat checkout is built elsewhere): two stale desks refund once,
 * free seats go first and then the newest invitations, a seat claimed after the desk opened is never
 * refunded, Stripe refunds what the order charged per seat, Stripe's events record the refund with its
 * seats and a rectifying invoice for that quantity, the invited people are told and their links say so,
 * and no refund — not even a full one made in Stripe's dashboard — takes a claimed seat's access.
 */
import { describe, expect, it } from 'vitest'

import { runSeatRefund } from '@/commerce/seat-refund'
import { inTransaction } from '@/database/transaction'
import { revokeOrderModules } from '@/entitlements/grants'
import { markSeatsRefunded } from '@/teams/seat-refund'
import { claimSeat, newInviteToken } from '@/teams/claim'
import { customerFile } from '@/support/customer'

import { api } from '../support/api'
import { waitForMail } from '../support/mail'
import { activeCodes, PASSWORD, signedIn, testPayload } from '../support/payload'
import { testStripe, waitFor } from '../support/stripe'

const context = { skipRevalidate: true, system: true }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** 120 € a seat less a 10 % promotion code: what the order charged per seat. */
const PER_SEAT = 10_800

const staff = (role: 'support' | 'customer') => signedIn(role, `${role}-seats`)

/**
 * A paid team order of 7 seats of F2 with a real payment intent of its amount: 3 free seats, 3
 * invitations (sent on the 1st, 10th and 20th) and one seat claimed by an account.
 */
async function paidTeamOrder() {
  const payload = await testPayload()
  const stripe = testStripe()
  const module = (await payload.find({ collection: 'modules', where: { code: { equals: 'F2' } }, depth: 0, limit: 1 }))
    .docs[0].id
  const amountTotal = 7 * PER_SEAT
  const tax = Math.round(amountTotal - amountTotal / 1.21)
  const buyer = `compras-${stamp()}@empresa.es`
  const pending = await payload.create({
    collection: 'orders',
    data: {
      email: buyer,
      productType: 'module',
      modules: [module],
      purpose: 'team',
      seats: { quantity: 7, unitAmount: 12_000, tierFrom: 5, before: 0 },
      withdrawalExemption: 'business',
      pricing: { listPrice: 7 * 12_000, discount: 7 * 1_200, code: 'EQUIPO10' },
      amountTotal,
      currency: 'eur',
      status: 'pending',
      tax: { country: 'ES', rate: 21, net: amountTotal - tax, amount: tax, taxability: 'standard_rated' },
    },
    context,
  })
  const intent = await stripe.paymentIntents.create({
    amount: amountTotal,
    currency: 'eur',
    payment_method: 'pm_card_visa',
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    confirm: true,
    metadata: { order_id: String(pending.id) },
  })
  const order = await payload.update({
    collection: 'orders',
    id: pending.id,
    data: { status: 'paid', paidAt: new Date().toISOString(), paymentIntentId: intent.id },
    context,
  })
  const seat = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'seats',
      data: { team: order.id, order: order.id, productType: 'module', module, status: 'free', ...data },
      context,
    })
  const free = [await seat({}), await seat({}), await seat({})]
  const invite = async (day: string) => {
    const { token, hash } = newInviteToken()
    const email = `invitada-${day}-${stamp()}@empresa.es`
    const row = await seat({
      status: 'invited',
      invitedEmail: email,
      invitedAt: `2026-11-${day}T09:00:00.000Z`,
      inviteTokenHash: hash,
    })
    return { id: row.id, token, email }
  }
  const invited = { oldest: await invite('01'), middle: await invite('10'), newest: await invite('20') }
  const claimed = await invite('05')
  const holder = await payload.create({
    collection: 'users',
    data: { email: claimed.email, password: PASSWORD, name: 'Titular', role: 'customer' },
    context,
  })
  expect(await claimSeat(payload, claimed.token, { userId: holder.id, email: claimed.email })).toMatchObject({
    status: 'claimed',
    granted: 1,
  })
  return { order, intent, free, invited, claimed, module }
}

const seatsOf = async (orderId: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'seats', where: { order: { equals: orderId } }, depth: 0, limit: 100, sort: 'id' })
  ).docs

const statusById = async (orderId: number) => Object.fromEntries((await seatsOf(orderId)).map((s) => [s.id, s.status]))

describe('support refunds unused seats', () => {
  it('refunds free seats first, then the newest invitations, once however many stale desks click; never a claimed seat', async () => {
    const payload = await testPayload()
    const stripe = testStripe()
    const { order, intent, free, invited, claimed } = await paidTeamOrder()
    const { token, email: staffEmail } = await staff('support')
    const refundSeats = (body: Record<string, unknown>, t: string | null = token) =>
      api('POST', '/api/support/refund-seats', { token: t ?? undefined, body })
    const refunds = async () => (await stripe.refunds.list({ payment_intent: intent.id, limit: 100 })).data
    const orderNow = () => payload.findByID({ collection: 'orders', id: order.id, depth: 0 })

    // Support and admin only; bad input is a Spanish 4xx; a team order is not refunded whole or by module.
    expect(
      (await refundSeats({ orderId: order.id, seats: 1, unusedSeen: 6, reason: 'Equipo menor' }, null)).status,
    ).toBe(401)
    expect(
      (
        await refundSeats(
          { orderId: order.id, seats: 1, unusedSeen: 6, reason: 'Equipo menor' },
          (await staff('customer')).token,
        )
      ).status,
    ).toBe(403)
    const zero = await refundSeats({ orderId: order.id, seats: 0, unusedSeen: 6, reason: 'Equipo menor' })
    expect(zero.status).toBe(400)
    expect(zero.body.error).toMatch(/cuántas plazas/)
    const tooMany = await refundSeats({ orderId: order.id, seats: 7, unusedSeen: 6, reason: 'Equipo menor' })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.error).toMatch(/entre 1 y 6/)
    const whole = await api('POST', '/api/support/refund', { token, body: { orderId: order.id, reason: 'Todo' } })
    expect(whole.status).toBe(409)
    expect(whole.body.error).toMatch(/Reembolsar plazas sin usar/)
    expect(await refunds()).toEqual([])

    // Two desks opened on the same 6 unused seats both ask for 2: one refund of 2 seats, the other is told.
    const [a, b] = await Promise.all([
      refundSeats({ orderId: order.id, seats: 2, unusedSeen: 6, reason: 'El equipo es más pequeño' }),
      refundSeats({ orderId: order.id, seats: 2, unusedSeen: 6, reason: 'El equipo es más pequeño' }),
    ])
    expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expect(loser.body.error).toMatch(/cambiaron mientras tanto: ahora quedan 4 sin usar \(viste 6\)/)
    const first = await refunds()
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({
      amount: 2 * PER_SEAT,
      metadata: { order_id: String(order.id), seats: '2', reason: 'El equipo es más pequeño', staff: staffEmail },
    })
    let status = await statusById(order.id)
    expect([status[free[0].id], status[free[1].id], status[free[2].id]]).toEqual(['refunded', 'refunded', 'free'])
    expect(status[claimed.id]).toBe('claimed')
    const refundedSeat = (await seatsOf(order.id)).find((s) => s.id === free[0].id)!
    expect(refundedSeat.refundedAt).toBeTruthy()
    expect(refundedSeat.refundId).toBe(first[0].id)

    // Stripe's events: the order records the refund with its seats; the rectifying invoice is for 2 seats.
    await waitFor(async () => (await orderNow()).refunds?.[0]?.seats === 2)
    expect(await orderNow()).toMatchObject({
      status: 'partially_refunded',
      refunds: [{ amount: 2 * PER_SEAT, seats: 2, status: 'succeeded' }],
    })
    const rectifying = await waitFor(
      async () =>
        (
          await payload.find({
            collection: 'invoices',
            where: { and: [{ order: { equals: order.id } }, { kind: { equals: 'rectifying' } }] },
            depth: 0,
          })
        ).docs[0],
      30_000,
    )
    expect(rectifying).toMatchObject({ series: 'R', total: -2 * PER_SEAT, refundId: first[0].id })
    const lines = rectifying.lines as unknown as Array<{ description: string; quantity: number; gross: number }>
    expect(lines).toEqual([expect.objectContaining({ quantity: 2, gross: -2 * PER_SEAT })])
    expect(lines[0].description).toMatch(/^Devolución de 2 plazas sin usar de la factura \d{4}-A-\d{6}/)
    expect(JSON.stringify(rectifying)).not.toContain('El equipo es más pequeño')

    // A seat claimed after the desk opened (it showed 4 unused) is not refunded: nothing is.
    const late = await payload.create({
      collection: 'users',
      data: { email: invited.oldest.email, password: PASSWORD, name: 'Tarde', role: 'customer' },
      context,
    })
    expect(
      await claimSeat(payload, invited.oldest.token, { userId: late.id, email: invited.oldest.email }),
    ).toMatchObject({ status: 'claimed' })
    const stale = await refundSeats({ orderId: order.id, seats: 4, unusedSeen: 4, reason: 'Equipo menor' })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatch(/ahora quedan 3 sin usar \(viste 4\)/)
    expect(await refunds()).toHaveLength(1)
    expect((await statusById(order.id))[invited.oldest.id]).toBe('claimed')

    // Two more: the last free seat, then the newest invitation; the middle one keeps its seat.
    const second = await refundSeats({ orderId: order.id, seats: 2, unusedSeen: 3, reason: 'Equipo menor' })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(second.body.message).toMatch(/Reembolsadas 2 plazas sin usar \(216\s€\)/)
    expect(second.body.message).toMatch(/La persona invitada a esa plaza recibe un email/)
    status = await statusById(order.id)
    expect([status[free[2].id], status[invited.newest.id], status[invited.middle.id]]).toEqual([
      'refunded',
      'refunded',
      'invited',
    ])
    expect((await refunds()).map((r) => r.amount)).toEqual([2 * PER_SEAT, 2 * PER_SEAT])

    // The newest invitation's person is told, and the link says the seat was refunded.
    const mail = await waitForMail(invited.newest.email, (m) => /ya no está disponible/.test(m.subject))
    expect(mail.text).toMatch(/se ha reembolsado/)
    expect(await claimSeat(payload, invited.newest.token, { userId: null, email: invited.newest.email })).toEqual({
      status: 'refused',
      reason: 'refunded',
      message: expect.stringMatching(/^Esta plaza se reembolsó/),
    })
    await waitFor(
      async () =>
        (await orderNow()).refunds?.length === 2 && (await orderNow()).refunds?.every((r) => r.status === 'succeeded'),
    )

    // The holders of claimed seats keep their access through every refund so far.
    expect(await activeCodes(claimed.email)).toEqual(['F2'])
    expect(await activeCodes(invited.oldest.email)).toEqual(['F2'])

    // Stripe's dashboard refunds the rest: the order is refunded, its last unused seat dies (and its
    // person is told), the claimed seats keep their access, the desk has nothing left to refund.
    await stripe.refunds.create({ payment_intent: intent.id })
    await waitFor(async () => (await orderNow()).status === 'refunded')
    await waitFor(async () => (await statusById(order.id))[invited.middle.id] === 'refunded')
    await waitForMail(invited.middle.email, (m) => /ya no está disponible/.test(m.subject))
    expect(await activeCodes(claimed.email)).toEqual(['F2'])
    expect(await activeCodes(invited.oldest.email)).toEqual(['F2'])
    const after = await refundSeats({ orderId: order.id, seats: 1, unusedSeen: 0, reason: 'Otra vez' })
    expect(after.status).toBe(409)

    // Every Stripe event about this payment (charge.refunded and refund.created, three refunds) was handled.
    await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'outbox',
        where: { task: { equals: 'stripe-event' } },
        depth: 0,
        limit: 1000,
        sort: '-createdAt',
      })
      const ours = docs.filter((job) => JSON.stringify(job.input).includes(intent.id))
      return ours.length >= 6 && ours.every((job) => job.status === 'done')
    }, 30_000)
  })
})

describe("refunds and withdrawals never take a team order's claimed seats", () => {
  it("a withdrawal's revocation and refunds made in Stripe's dashboard leave claimed seats' access; a full one ends the unused seats", async () => {
    const payload = await testPayload()
    const stripe = testStripe()
    const { order, intent, claimed, invited } = await paidTeamOrder()
    const orderNow = () => payload.findByID({ collection: 'orders', id: order.id, depth: 0 })

    // What a withdrawal or a full refund revokes: nothing of a team order's seats.
    expect(await revokeOrderModules(payload, order.id, 'all', 'Desistimiento de prueba')).toBe(0)
    expect(await activeCodes(claimed.email)).toEqual(['F2'])

    // A goodwill partial refund in Stripe's dashboard (no seats named): recorded, nothing revoked, no seat changes.
    await stripe.refunds.create({ payment_intent: intent.id, amount: 1_000 })
    await waitFor(async () => (await orderNow()).status === 'partially_refunded')
    expect((await orderNow()).refunds?.map((r) => [r.amount, r.seats ?? null, r.modules?.length ?? 0])).toEqual([
      [1_000, null, 0],
    ])
    expect(await activeCodes(claimed.email)).toEqual(['F2'])
    expect(Object.values(await statusById(order.id)).sort()).toEqual([
      'claimed',
      'free',
      'free',
      'free',
      'invited',
      'invited',
      'invited',
    ])

    // The rest, in full: the claimed seat keeps its access; the unused ones end and the invited are told.
    await stripe.refunds.create({ payment_intent: intent.id })
    await waitFor(async () => (await orderNow()).status === 'refunded')
    await waitFor(async () => Object.values(await statusById(order.id)).filter((s) => s === 'refunded').length === 6)
    expect((await statusById(order.id))[claimed.id]).toBe('claimed')
    expect(await activeCodes(claimed.email)).toEqual(['F2'])
    await waitForMail(invited.oldest.email, (m) => /ya no está disponible/.test(m.subject))
    expect(await claimSeat(payload, invited.oldest.token, { userId: null, email: invited.oldest.email })).toMatchObject(
      { status: 'refused', reason: 'refunded' },
    )
  })
})

describe('the Stripe side of a seat refund (its queued job)', () => {
  it('runs any number of times for one refund; a refusal from Stripe gives the seats back', async () => {
    const payload = await testPayload()
    const stripe = testStripe()
    const { order, intent, free } = await paidTeamOrder()
    // The desk's transaction committed and the process died before asking Stripe: the job (run here) asks.
    const batch = `seat-refund:${order.id}:job-${stamp()}`
    const marked = await inTransaction(payload, (req) =>
      markSeatsRefunded(payload, req, { orderId: order.id, seats: 1, unusedSeen: 6, batch }),
    )
    expect(marked).toMatchObject({ ok: true, seatIds: [free[0].id] })
    const job = { orderId: order.id, batch, seats: 1, amount: PER_SEAT, reason: 'Equipo menor' }
    const runs = await Promise.allSettled([runSeatRefund(payload, job), runSeatRefund(payload, job)])
    const again = await runSeatRefund(payload, job)
    expect(again).toMatchObject({ status: 'refunded' })
    const refunds = (await stripe.refunds.list({ payment_intent: intent.id })).data
    expect(refunds.map((r) => [r.amount, r.metadata?.seat_batch])).toEqual([[PER_SEAT, batch]])
    expect(runs.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(0)
    expect((await statusById(order.id))[free[0].id]).toBe('refunded')

    // More than is left to refund: Stripe refuses for good, the seats are free again, nothing is e-mailed.
    const tooMuch = `seat-refund:${order.id}:job-${stamp()}`
    expect(
      await inTransaction(payload, (req) =>
        markSeatsRefunded(payload, req, { orderId: order.id, seats: 2, unusedSeen: 5, batch: tooMuch }),
      ),
    ).toMatchObject({ ok: true })
    expect(await runSeatRefund(payload, { ...job, batch: tooMuch, seats: 2, amount: 7 * PER_SEAT })).toMatchObject({
      status: 'refused',
      message: expect.stringMatching(/supera lo que queda/),
    })
    const status = await statusById(order.id)
    expect([status[free[1].id], status[free[2].id]]).toEqual(['free', 'free'])
    expect(await runSeatRefund(payload, { ...job, batch: tooMuch, seats: 2, amount: 2 * PER_SEAT })).toEqual({
      status: 'skipped',
    })
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data).toHaveLength(1)
  })
})

describe('what stays of a team order is priced at the tier its count reaches (issue 33, item 4)', () => {
  it('50 seats at 35 €: refunding 40 keeps 10 at 45 €, 9 more keep one at 50 €; the desk shows each amount first and the rectifying invoices say it', async () => {
    const payload = await testPayload()
    const stripe = testStripe()
    // F5's seats: 50 € alone, 45 € from 10 seats, 35 € from 50 (no other test prices F5's seats).
    const f5 = (await payload.find({ collection: 'modules', where: { code: { equals: 'F5' } }, depth: 0, limit: 1 }))
      .docs[0]
    await payload.update({
      collection: 'modules',
      id: f5.id,
      data: {
        seatPricing: {
          pricePerSeat: 5_000,
          tiers: [
            { fromSeats: 10, pricePerSeat: 4_500 },
            { fromSeats: 50, pricePerSeat: 3_500 },
          ],
        },
        _status: 'published',
      } as never,
      context,
    })
    const amountTotal = 50 * 3_500
    const tax = Math.round(amountTotal - amountTotal / 1.21)
    const buyer = `volumen-${stamp()}@empresa.es`
    const pending = await payload.create({
      collection: 'orders',
      data: {
        email: buyer,
        productType: 'module',
        modules: [f5.id],
        purpose: 'team',
        seats: { quantity: 50, unitAmount: 3_500, tierFrom: 50, before: 0 },
        withdrawalExemption: 'business',
        pricing: { listPrice: 3_500, discount: 0 },
        amountTotal,
        currency: 'eur',
        status: 'pending',
        tax: { country: 'ES', rate: 21, net: amountTotal - tax, amount: tax, taxability: 'standard_rated' },
      },
      context,
    })
    const intent = await stripe.paymentIntents.create({
      amount: amountTotal,
      currency: 'eur',
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      confirm: true,
      metadata: { order_id: String(pending.id) },
    })
    const order = await payload.update({
      collection: 'orders',
      id: pending.id,
      data: { status: 'paid', paidAt: new Date().toISOString(), paymentIntentId: intent.id },
      context,
    })
    for (let i = 0; i < 50; i += 1) {
      await payload.create({
        collection: 'seats',
        data: { team: order.id, order: order.id, productType: 'module', module: f5.id, status: 'free' },
        context,
      })
    }
    const { token } = await staff('support')
    const refundSeats = (body: Record<string, unknown>) => api('POST', '/api/support/refund-seats', { token, body })
    const deskAmounts = async () => (await customerFile(payload, buyer)).seats[order.id]?.refunds
    const refunds = async () =>
      (await stripe.refunds.list({ payment_intent: intent.id, limit: 100 })).data
        .map((r) => r.amount)
        .sort((a, b) => b - a)
    const orderNow = () => payload.findByID({ collection: 'orders', id: order.id, depth: 0 })

    // The desk knows each amount before anyone confirms: 40 keep 10 at 45 €, 49 keep one at 50 €, and
    // one alone would leave 49 at 45 €, dearer than the 50 paid: nothing back.
    const before = await deskAmounts()
    expect(before).toHaveLength(50)
    expect([before![0], before![39], before![48], before![49]]).toEqual([
      0,
      175_000 - 10 * 4_500,
      175_000 - 5_000,
      175_000,
    ])
    const nothing = await refundSeats({
      orderId: order.id,
      seats: 1,
      unusedSeen: 50,
      amountSeen: 0,
      reason: 'Una menos',
    })
    expect(nothing.status).toBe(409)
    expect(nothing.body.error).toMatch(/baja de tramo/)
    // A desk showing another amount (e.g. the volume price kept) refunds nothing.
    const stale = await refundSeats({
      orderId: order.id,
      seats: 40,
      unusedSeen: 50,
      amountSeen: 40 * 3_500,
      reason: 'Equipo menor',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error).toMatch(/cambió mientras tanto: ahora es 1\.?300,00\s€ \(viste 1\.?400,00\s€\)/)
    expect(await refunds()).toEqual([])

    const forty = await refundSeats({
      orderId: order.id,
      seats: 40,
      unusedSeen: 50,
      amountSeen: 130_000,
      reason: 'Equipo menor',
    })
    expect(forty.status, JSON.stringify(forty.body)).toBe(200)
    expect(forty.body).toMatchObject({ amount: 130_000, seats: 40 })
    expect(await refunds()).toEqual([130_000])
    await waitFor(async () => (await orderNow()).refunds?.[0]?.status === 'succeeded')

    // 10 left: 9 more keep one seat at 50 € (what went back before counts).
    const after = await deskAmounts()
    expect(after).toHaveLength(10)
    expect([after![8], after![9]]).toEqual([175_000 - 130_000 - 5_000, 45_000])
    const nine = await refundSeats({
      orderId: order.id,
      seats: 9,
      unusedSeen: 10,
      amountSeen: 40_000,
      reason: 'Solo queda una persona',
    })
    expect(nine.status, JSON.stringify(nine.body)).toBe(200)
    expect(await refunds()).toEqual([130_000, 40_000])

    // The rectifying invoices carry those amounts and quantities; the order ends at one seat alone.
    const rectifying = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'invoices',
        where: { and: [{ order: { equals: order.id } }, { kind: { equals: 'rectifying' } }] },
        depth: 0,
        sort: 'id',
      })
      return docs.length === 2 ? docs : null
    }, 30_000)
    expect(rectifying!.map((i) => [i.total, (i.lines as unknown as Array<{ quantity: number }>)[0].quantity])).toEqual([
      [-130_000, 40],
      [-40_000, 9],
    ])
    expect(amountTotal - 130_000 - 40_000).toBe(5_000)
  })
})
