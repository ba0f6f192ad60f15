/**
 * What a team's manager does to seats (issue 28, src/teams/seat-writes.ts) against the real database:
 * concurrent invitations take one free seat each, an address is invited once per team, a reassigned or
 * withdrawn invitation's old link stops working, a claimed seat moves once and only before its holder
 * used it, taking the holder's access away in the same transaction.
 */
import { describe, expect, it } from 'vitest'

import { inTransaction } from '@/database/transaction'
import { recordFirstUse } from '@/entitlements/first-use'
import { claimSeat, type Claimant } from '@/teams/claim'
import { inviteToTeam, moveSeat, reassignInvite, withdrawInvite, type SeatWrite } from '@/teams/seat-writes'

import { testPayload } from '../support/payload'

const context = { skipRevalidate: true, system: true }
const db = await testPayload()
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A paid team order of `count` free seats of F2. */
async function freeTeam(count: number) {
  const module = (await db.find({ collection: 'modules', where: { code: { equals: 'F2' } }, depth: 0, limit: 1 }))
    .docs[0].id
  const order = await db.create({
    collection: 'orders',
    data: {
      email: `compras-${stamp()}@empresa.es`,
      productType: 'module',
      modules: [module],
      purpose: 'team',
      withdrawalExemption: 'business',
      amountTotal: 9000 * count,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  for (let i = 0; i < count; i += 1)
    await db.create({
      collection: 'seats',
      data: { team: order.id, order: order.id, productType: 'module', module, status: 'free' },
      context,
    })
  return { team: order.id, module }
}

const write = (fn: (req: Parameters<Parameters<typeof inTransaction>[1]>[0]) => Promise<SeatWrite>) =>
  inTransaction(db, fn)
const person = async (): Promise<Claimant> => {
  const email = `alumno-${stamp()}@empresa.es`
  const user = await db.create({
    collection: 'users',
    data: { email, password: 'clave-segura-123', name: 'Alumno', role: 'customer' },
    context,
  })
  return { userId: user.id, email }
}
const activeRows = async (seat: number) =>
  (
    await db.find({
      collection: 'entitlements',
      where: { and: [{ seat: { equals: seat } }, { revokedAt: { exists: false } }] },
      depth: 0,
      limit: 10,
    })
  ).docs

describe('invitations', () => {
  it('7 simultaneous invitations to 5 free seats: 5 take one seat each, 2 are told no seat is left', async () => {
    const { team } = await freeTeam(5)
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        write((req) => inviteToTeam(db, req, team, `invitada${i}-${stamp()}@empresa.es`)),
      ),
    )
    const ok = results.filter((r) => r.ok)
    expect(ok).toHaveLength(5)
    expect(new Set(ok.map((r) => r.ok && r.seatId)).size).toBe(5)
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.message)).toEqual(
      Array(2).fill(expect.stringMatching(/No quedan plazas libres/)),
    )
  })

  it('the same address invited 6 times at once gets one seat; the others are told it is already invited', async () => {
    const { team } = await freeTeam(4)
    const email = `a-la-vez-${stamp()}@empresa.es`
    const results = await Promise.all(
      Array.from({ length: 6 }, () => write((req) => inviteToTeam(db, req, team, email))),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.message)).toEqual(
      Array(5).fill(`${email} ya tiene una invitación o una plaza en este equipo.`),
    )
    expect(
      (
        await db.count({
          collection: 'seats',
          where: { and: [{ team: { equals: team } }, { invitedEmail: { equals: email } }] },
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('an address is invited once per team; a bad address is refused in Spanish', async () => {
    const { team } = await freeTeam(3)
    const email = `repetida-${stamp()}@empresa.es`
    expect((await write((req) => inviteToTeam(db, req, team, email))).ok).toBe(true)
    expect(await write((req) => inviteToTeam(db, req, team, email.toUpperCase()))).toEqual({
      ok: false,
      message: `${email} ya tiene una invitación o una plaza en este equipo.`,
    })
    expect(await write((req) => inviteToTeam(db, req, team, 'no-es-email'))).toEqual({
      ok: false,
      message: 'Escribe un email válido, p. ej. nombre@empresa.es.',
    })
  })

  it('a reassigned invitation’s old link stops working and the new one claims; a withdrawn one frees the seat', async () => {
    const { team } = await freeTeam(2)
    const first = await write((req) => inviteToTeam(db, req, team, `ana-${stamp()}@empresa.es`))
    if (!first.ok || !first.token) throw new Error('invited')
    const second = await write((req) => reassignInvite(db, req, team, first.seatId, `luis-${stamp()}@empresa.es`))
    if (!second.ok || !second.token) throw new Error('reassigned')
    expect(await claimSeat(db, first.token, await person())).toMatchObject({ status: 'refused', reason: 'unknown' })
    expect((await claimSeat(db, second.token, await person())).status).toBe('claimed')
    expect((await write((req) => reassignInvite(db, req, team, first.seatId, `eva-${stamp()}@empresa.es`))).ok).toBe(
      false,
    )

    const other = await write((req) => inviteToTeam(db, req, team, `marta-${stamp()}@empresa.es`))
    if (!other.ok || !other.token) throw new Error('invited')
    expect(await write((req) => withdrawInvite(db, req, team, other.seatId))).toEqual({
      ok: true,
      seatId: other.seatId,
    })
    expect((await db.findByID({ collection: 'seats', id: other.seatId, depth: 0 })).status).toBe('free')
    expect(await claimSeat(db, other.token, await person())).toMatchObject({ status: 'refused', reason: 'unknown' })
  })

  it('a reassignment or a move never gives an address a second seat of the team, even two at once', async () => {
    const { team } = await freeTeam(4)
    const [ana, luis, eva] = ['ana', 'luis', 'eva'].map((who) => `${who}-${stamp()}@empresa.es`)
    const seatOf = async (email: string) => {
      const r = await write((req) => inviteToTeam(db, req, team, email))
      if (!r.ok || !r.token) throw new Error('invited')
      return r
    }
    const [a, l] = [await seatOf(ana), await seatOf(luis)]
    expect(await write((req) => reassignInvite(db, req, team, a.seatId, luis.toUpperCase()))).toEqual({
      ok: false,
      message: `${luis} ya tiene una invitación o una plaza en este equipo.`,
    })

    const holder = await person()
    expect((await claimSeat(db, l.token!, holder)).status).toBe('claimed')
    expect(await write((req) => reassignInvite(db, req, team, a.seatId, holder.email))).toEqual({
      ok: false,
      message: `${holder.email} ya tiene una invitación o una plaza en este equipo.`,
    })
    expect(await write((req) => moveSeat(db, req, team, l.seatId, ana))).toEqual({
      ok: false,
      message: `${ana} ya tiene una invitación o una plaza en este equipo.`,
    })
    expect(await activeRows(l.seatId)).toHaveLength(1)

    // two writes giving eva a seat at the same instant (a reassignment and a move): one wins
    const results = await Promise.all([
      write((req) => reassignInvite(db, req, team, a.seatId, eva)),
      write((req) => moveSeat(db, req, team, l.seatId, eva)),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      message: `${eva} ya tiene una invitación o una plaza en este equipo.`,
    })
    expect(
      (
        await db.count({
          collection: 'seats',
          where: {
            and: [{ team: { equals: team } }, { invitedEmail: { equals: eva } }, { status: { equals: 'invited' } }],
          },
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('a seat of another team is not this manager’s to change', async () => {
    const mine = await freeTeam(1)
    const theirs = await freeTeam(1)
    const invited = await write((req) => inviteToTeam(db, req, theirs.team, `otra-${stamp()}@empresa.es`))
    if (!invited.ok) throw new Error('invited')
    expect(await write((req) => withdrawInvite(db, req, mine.team, invited.seatId))).toEqual({
      ok: false,
      message: 'Esa plaza no es de este equipo.',
    })
  })
})

describe('moving a claimed seat', () => {
  it('once, before any use: the holder loses the access in the same transaction, the new person claims it', async () => {
    const { team } = await freeTeam(1)
    const invited = await write((req) => inviteToTeam(db, req, team, `ana-${stamp()}@empresa.es`))
    if (!invited.ok || !invited.token) throw new Error('invited')
    const ana = await person()
    expect((await claimSeat(db, invited.token, ana)).status).toBe('claimed')
    expect(await activeRows(invited.seatId)).toHaveLength(1)
    const moved = await write((req) => moveSeat(db, req, team, invited.seatId, `luis-${stamp()}@empresa.es`))
    if (!moved.ok || !moved.token) throw new Error('moved')
    expect(await activeRows(invited.seatId)).toHaveLength(0)
    const luis = await person()
    expect((await claimSeat(db, moved.token, luis)).status).toBe('claimed')
    expect((await activeRows(invited.seatId)).map((row) => row.user)).toEqual([luis.userId])
    expect(await write((req) => moveSeat(db, req, team, invited.seatId, `eva-${stamp()}@empresa.es`))).toEqual({
      ok: false,
      message: 'Esta plaza ya se movió una vez y no se puede volver a mover.',
    })
  })

  it('not after its holder used the content', async () => {
    const { team, module } = await freeTeam(1)
    const invited = await write((req) => inviteToTeam(db, req, team, `pablo-${stamp()}@empresa.es`))
    if (!invited.ok || !invited.token) throw new Error('invited')
    const pablo = await person()
    expect((await claimSeat(db, invited.token, pablo)).status).toBe('claimed')
    await recordFirstUse(db, { userId: pablo.userId }, module as number, 'download')
    expect(await write((req) => moveSeat(db, req, team, invited.seatId, `eva-${stamp()}@empresa.es`))).toEqual({
      ok: false,
      message: 'La persona que ocupa esta plaza ya ha empezado el curso: la plaza ya no se puede mover.',
    })
    expect(await activeRows(invited.seatId)).toHaveLength(1)
  })
})
