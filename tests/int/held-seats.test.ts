/**
 * A seat is its holder's right apart from what they bought (src/teams/held-seats.ts): someone who owned a
 * module when they claimed a seat of it got no row from the seat (one active row per person and module);
 * when their own purchase is taken back by a refund or a withdrawal, the seat gives the module again. A
 * revocation by support stays. A seat claimed as a guest joins the account of that address once the
 * account proves it, and the same holds for it. The team page shows such a holder’s progress on their seat.
 */
import { describe, expect, it } from 'vitest'

import { confirmationToken, confirmEmail } from '@/accounts/email-confirmation'
import { revokeOrderModules } from '@/entitlements/grants'
import { claimSeat } from '@/teams/claim'
import { teamReport } from '@/teams/report'
import { moveOne } from '@/teams/team-actions'

import { api, login } from '../support/api'
import { testPayload } from '../support/payload'
import { PASSWORD, account, moduleByCode, stamp, teamOrder } from '../support/teams'

const context = { skipRevalidate: true, system: true }

/** `person` bought `module` for themselves: a paid order and its purchase row. */
async function ownPurchase(person: { id: number | null; email: string }, module: number) {
  const payload = await testPayload()
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: person.email,
      user: person.id ?? undefined,
      productType: 'module',
      modules: [module],
      amountTotal: 4900,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  const row = await payload.create({
    collection: 'entitlements',
    data: { user: person.id ?? undefined, email: person.email, module, source: 'purchase', order: order.id },
    context,
  })
  return { order, row }
}

/** The person's active rows for the module, as (source, seat). */
async function active(person: { id: number }, module: number) {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'entitlements',
    where: { and: [{ user: { equals: person.id } }, { module: { equals: module } }, { revokedAt: { exists: false } }] },
    depth: 0,
    limit: 10,
  })
  return docs.map((d) => ({ source: d.source, seat: d.seat ?? null }))
}

describe('a seat keeps giving what its holder had bought anyway', () => {
  it('an owner who claims a seat gets no second row; their purchase withdrawn, the seat gives the module', async () => {
    const payload = await testPayload()
    const team = await teamOrder({ invited: 1 })
    const person = await account('ya-tenia')
    const { order } = await ownPurchase(person, team.module!)
    const claim = await claimSeat(payload, team.links[0].token, { userId: person.id, email: person.email })
    expect(claim).toMatchObject({ status: 'claimed', granted: 0 })
    expect(await active(person, team.module!)).toEqual([{ source: 'purchase', seat: null }])
    // the manager sees their progress on the seat's module all the same (and nothing else they own)
    await ownPurchase(person, (await moduleByCode('F4')).id)
    const row = (await teamReport(payload, team.order.id)).rows.find((r) => r.seatId === team.links[0].seatId)
    expect(row?.modules.map((m) => m.code)).toEqual(['F2'])

    await revokeOrderModules(payload, order.id, 'all', `Desistimiento del ${new Date().toISOString()}`)
    expect(await active(person, team.module!)).toEqual([{ source: 'seat', seat: team.links[0].seatId }])
  })

  it('a revocation by support stays: the seat gives nothing back', async () => {
    const payload = await testPayload()
    const team = await teamOrder({ invited: 1 })
    const person = await account('revocada')
    const { row } = await ownPurchase(person, team.module!)
    await claimSeat(payload, team.links[0].token, { userId: person.id, email: person.email })
    const support = `soporte-${stamp()}@academia.es`
    await payload.create({
      collection: 'users',
      data: { email: support, password: PASSWORD, name: 'Soporte', role: 'support' },
      context,
    })
    const res = await api('PATCH', `/api/entitlements/${row.id}`, {
      token: await login(support, PASSWORD),
      body: { revokedAt: new Date().toISOString(), revokeReason: 'Uso fraudulento' },
    })
    expect(res.status).toBe(200)
    expect(await active(person, team.module!)).toEqual([])
  })

  it('a seat claimed as a guest joins the account that proves the address, and gives the module when the account’s purchase is refunded', async () => {
    const payload = await testPayload()
    const team = await teamOrder({ invited: 1 })
    const person = await account('invitada')
    const { order } = await ownPurchase(person, team.module!)
    const claim = await claimSeat(payload, team.links[0].token, { userId: null, email: person.email })
    expect(claim).toMatchObject({ status: 'claimed', granted: 1 })

    expect(await confirmEmail(payload, confirmationToken(person))).toMatchObject({ status: 'confirmed' })
    const seat = await payload.findByID({
      collection: 'seats',
      id: team.links[0].seatId,
      depth: 0,
      overrideAccess: true,
    })
    expect(seat.claimedBy).toBe(person.id)
    // the same link opened again as a guest: the seat is theirs, not «taken by someone else»
    expect(await claimSeat(payload, team.links[0].token, { userId: null, email: person.email })).toMatchObject({
      status: 'already',
    })
    // the guest row was closed in favour of the account's own, and nothing else was opened under the address
    expect(await active(person, team.module!)).toEqual([{ source: 'purchase', seat: null }])
    const underAddress = await payload.count({
      collection: 'entitlements',
      where: {
        and: [
          { email: { equals: person.email } },
          { module: { equals: team.module } },
          { revokedAt: { exists: false } },
        ],
      },
    })
    expect(underAddress.totalDocs).toBe(1)

    await revokeOrderModules(payload, order.id, 'all', 'Reembolso de prueba')
    expect(await active(person, team.module!)).toEqual([{ source: 'seat', seat: team.links[0].seatId }])
  })

  it('a seat moved away from its holder leaves them what another team’s seat gives', async () => {
    const payload = await testPayload()
    const first = await teamOrder({ claimed: 1 })
    const second = await teamOrder({ invited: 1 })
    const holder = first.people[0]
    expect(await claimSeat(payload, second.links[0].token, { userId: holder.id, email: holder.email })).toMatchObject({
      status: 'claimed',
      granted: 0,
    })
    expect(await moveOne(payload, first.order.id, holder.seatId, `otra-${stamp()}@empresa.es`)).toMatchObject({
      ok: true,
    })
    expect(await active(holder, first.module!)).toEqual([{ source: 'seat', seat: second.links[0].seatId }])
  })
})
