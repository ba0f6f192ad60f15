/**
 * Claiming seats (issue 28, src/teams/claim.ts) against the real database: one conditional UPDATE per
 * claim and the grant in the same transaction. 20 simultaneous claims on 5 seats grant exactly 5; one
 * person never holds two seats of a team, even claiming two invitations at the same instant; a double
 * click answers «ya es tuya»; refunded and unknown invitations are refused in Spanish.
 *
 * It calls the claim function directly; the same race over HTTP (the claim route) is in
 * tests/int/team-page.test.ts.
 */
import { describe, expect, it } from 'vitest'

import { recordFirstUse } from '@/entitlements/first-use'
import { claimSeat, newInviteToken, type Claimant } from '@/teams/claim'
import { grantReleasedToSeats } from '@/teams/release'

import { testPayload } from '../support/payload'

const context = { skipRevalidate: true, system: true }
/** One Payload for every claim: the claims run in parallel on it, as concurrent requests on one instance would. */
const db = await testPayload()
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const moduleId = async (code: string) =>
  (await (await testPayload()).find({ collection: 'modules', where: { code: { equals: code } }, depth: 0, limit: 1 }))
    .docs[0].id

/** A paid team order of `count` seats of one module (or the complete course), each invited to its own address. */
async function team(count: number, product: { productType: 'module'; code: string } | { productType: 'complete' }) {
  const payload = await testPayload()
  const module = product.productType === 'module' ? await moduleId(product.code) : null
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: `compras-${stamp()}@empresa.es`,
      productType: product.productType,
      modules: module ? [module] : [],
      purpose: 'team',
      seats: { quantity: count, unitAmount: 9000, tierFrom: 5, before: 0 },
      withdrawalExemption: 'business',
      amountTotal: 9000 * count,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  const links: { seatId: number; token: string; email: string }[] = []
  for (let i = 0; i < count; i += 1) {
    const { token, hash } = newInviteToken()
    const email = `persona${i}-${stamp()}@empresa.es`
    const seat = await payload.create({
      collection: 'seats',
      data: {
        team: order.id,
        order: order.id,
        productType: product.productType,
        module,
        status: 'invited',
        invitedEmail: email,
        invitedAt: new Date().toISOString(),
        inviteTokenHash: hash,
      },
      context,
    })
    links.push({ seatId: seat.id, token, email })
  }
  return { order, links, module }
}

async function accounts(n: number): Promise<Claimant[]> {
  const payload = await testPayload()
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const email = `alumno${i}-${stamp()}@empresa.es`
      const user = await payload.create({
        collection: 'users',
        data: { email, password: 'clave-segura-123', name: `Alumno ${i}`, role: 'customer' },
        context,
      })
      return { userId: user.id, email }
    }),
  )
}

const seatRows = async (orderId: number) =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'entitlements',
      where: { order: { equals: orderId } },
      depth: 0,
      limit: 1000,
      pagination: false,
    })
  ).docs

describe('claiming seats under concurrency', () => {
  it('20 simultaneous claims on 5 seats grant exactly 5 (each invitation tried by 4 people at once)', async () => {
    const { order, links, module } = await team(5, { productType: 'module', code: 'F2' })
    const people = await accounts(20)
    const results = await Promise.all(people.map((person, i) => claimSeat(db, links[i % 5].token, person)))
    const claimed = results.filter((r) => r.status === 'claimed')
    expect(claimed).toHaveLength(5)
    expect(new Set(claimed.map((r) => r.status === 'claimed' && r.seatId)).size).toBe(5)
    expect(results.filter((r) => r.status === 'refused').map((r) => r.status === 'refused' && r.reason)).toEqual(
      Array(15).fill('taken'),
    )
    const rows = await seatRows(order.id)
    expect(rows).toHaveLength(5)
    expect(rows.every((row) => row.source === 'seat' && row.module === module && !row.revokedAt)).toBe(true)
    expect(new Set(rows.map((row) => row.seat)).size).toBe(5)
    const seats = (
      await (
        await testPayload()
      ).find({ collection: 'seats', where: { team: { equals: order.id } }, depth: 0, limit: 10 })
    ).docs
    expect(seats.every((seat) => seat.status === 'claimed' && seat.claimedBy && seat.claimedAt)).toBe(true)
    // each seat's access belongs to the one person the seat says claimed it
    for (const seat of seats) expect(rows.find((row) => row.seat === seat.id)?.user).toBe(seat.claimedBy)
  })

  it('one person claiming two invitations of one team at the same instant holds one seat', async () => {
    const { order, links } = await team(2, { productType: 'module', code: 'F3' })
    const [ana] = await accounts(1)
    const results = await Promise.all(links.map((link) => claimSeat(db, link.token, ana)))
    expect(results.map((r) => r.status).sort()).toEqual(['claimed', 'refused'])
    const refusal = results.find((r) => r.status === 'refused')
    expect(refusal).toMatchObject({ reason: 'has-seat', message: 'Ya tienes una plaza en este equipo.' })
    expect(await seatRows(order.id)).toHaveLength(1)
  })

  it('one address holds one seat of a team: a guest who then claims another invitation through an account with that address is refused, even at the same instant', async () => {
    const { order, links } = await team(4, { productType: 'module', code: 'F3' })
    // as a guest with the invited address, then through an account that has the same address
    const guest = { userId: null, email: links[0].email }
    expect((await claimSeat(db, links[0].token, guest)).status).toBe('claimed')
    const user = await db.create({
      collection: 'users',
      data: { email: links[0].email, password: 'clave-segura-123', name: 'La misma', role: 'customer' },
      context,
    })
    expect(await claimSeat(db, links[1].token, { userId: user.id, email: links[0].email.toUpperCase() })).toMatchObject(
      { status: 'refused', reason: 'has-seat' },
    )
    // both ways at once for another address
    const other = await db.create({
      collection: 'users',
      data: { email: links[2].email, password: 'clave-segura-123', name: 'Otra', role: 'customer' },
      context,
    })
    const results = await Promise.all([
      claimSeat(db, links[2].token, { userId: null, email: links[2].email }),
      claimSeat(db, links[3].token, { userId: other.id, email: links[2].email }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['claimed', 'refused'])
    expect(results.find((r) => r.status === 'refused')).toMatchObject({ reason: 'has-seat' })
    expect(await seatRows(order.id)).toHaveLength(2)
  })

  it('a double click is one claim: the second answers that the seat is already theirs', async () => {
    const { order, links } = await team(1, { productType: 'module', code: 'F4' })
    const [luis] = await accounts(1)
    const results = await Promise.all(Array.from({ length: 6 }, () => claimSeat(db, links[0].token, luis)))
    expect(results.filter((r) => r.status === 'claimed')).toHaveLength(1)
    expect(results.filter((r) => r.status === 'already')).toHaveLength(5)
    expect(await seatRows(order.id)).toHaveLength(1)
  })

  it('a complete-course seat grants every paid module released, to a guest with the invited address', async () => {
    const { order, links } = await team(1, { productType: 'complete' })
    const result = await claimSeat(db, links[0].token, { userId: null, email: links[0].email })
    expect(result.status).toBe('claimed')
    const released = (
      await (
        await testPayload()
      ).find({
        collection: 'modules',
        where: {
          and: [{ free: { equals: false } }, { comingSoon: { equals: false } }, { _status: { equals: 'published' } }],
        },
        depth: 0,
        limit: 100,
      })
    ).docs
    const rows = await seatRows(order.id)
    expect(rows.map((row) => row.module).sort()).toEqual(released.map((m) => m.id).sort())
    expect(rows.every((row) => !row.user && row.email === links[0].email)).toBe(true)
  })

  it('the holder’s first use is kept on the seat (it can no longer move) and on the order (a gift’s buyer can no longer withdraw)', async () => {
    const { order, links, module } = await team(1, { productType: 'module', code: 'F1' })
    const [marta] = await accounts(1)
    expect((await claimSeat(db, links[0].token, marta)).status).toBe('claimed')
    await recordFirstUse(db, { userId: marta.userId }, module as number, 'online')
    const seat = await db.findByID({ collection: 'seats', id: links[0].seatId, depth: 0 })
    expect(seat.firstUseAt).toBeTruthy()
    const paid = await db.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(paid.firstUse?.at).toBeTruthy()
  })

  it('a module released later reaches claimed complete-course seats once, and not seats nobody claimed', async () => {
    const { order, links } = await team(2, { productType: 'complete' })
    const [pablo] = await accounts(1)
    expect((await claimSeat(db, links[0].token, pablo)).status).toBe('claimed')
    const f6 = await moduleId('F6')
    const before = (await seatRows(order.id)).filter((row) => row.module === f6)
    expect(before).toHaveLength(0)
    expect(await grantReleasedToSeats(db, f6 as number, [order.id])).toBe(1)
    expect(await grantReleasedToSeats(db, f6 as number, [order.id])).toBe(0)
    const rows = (await seatRows(order.id)).filter((row) => row.module === f6)
    expect(rows).toMatchObject([{ user: pablo.userId, seat: links[0].seatId, source: 'seat' }])
    // an order the caller did not name (withdrawn, refunded…) grants nothing
    const other = await team(1, { productType: 'complete' })
    expect((await claimSeat(db, other.links[0].token, (await accounts(1))[0])).status).toBe('claimed')
    expect(await grantReleasedToSeats(db, f6 as number, [])).toBe(0)
    expect((await seatRows(other.order.id)).filter((row) => row.module === f6)).toHaveLength(0)
  })

  it('refunded and unknown invitations are refused in Spanish; a refused claim grants nothing', async () => {
    const { order, links } = await team(1, { productType: 'module', code: 'F5' })
    await (
      await testPayload()
    ).update({
      collection: 'seats',
      id: links[0].seatId,
      data: { status: 'refunded', refundedAt: new Date().toISOString() },
      context,
    })
    const [eva] = await accounts(1)
    expect(await claimSeat(db, links[0].token, eva)).toMatchObject({
      status: 'refused',
      reason: 'refunded',
      message: expect.stringMatching(/reembolsó/),
    })
    expect(await claimSeat(db, newInviteToken().token, eva)).toMatchObject({ status: 'refused', reason: 'unknown' })
    expect(await claimSeat(db, 'no-es-un-token', eva)).toMatchObject({ status: 'refused', reason: 'unknown' })
    expect(await seatRows(order.id)).toHaveLength(0)
  })
})
