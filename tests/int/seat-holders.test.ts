/**
 * Issue 28 item 7: everything else keeps working for seats and gifts. A seat holder's data rights
 * (export lists their seats, the teams they manage and the gifts they bought or received; erasure
 * leaves a seat that names nobody, removes them as a manager, and strips a gift given to them of their
 * address and message); a seat holder's reading progress (over HTTP), certificate (over HTTP) and
 * module revision e-mails; and no upgrade credit from a seat somebody else paid for. Teams, gifts and
 * seats are made with direct Local API writes and claimed through src/teams/claim.ts.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { loadUpgradeQuote } from '@/commerce/upgrade-credit'
import { fanOutRevision } from '@/learning/revisions'
import { moduleSections } from '@/learning/progress'
import { eraseCustomer } from '@/privacy/erase'
import { exportPersonalData } from '@/privacy/export'
import { claimSeat, newInviteToken } from '@/teams/claim'

import { api, login } from '../support/api'
import { waitForMail } from '../support/mail'
import { asToken, passEvaluations } from '../support/evaluations'
import { testPayload } from '../support/payload'

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

const context = { skipRevalidate: true, system: true }
const PASSWORD = 'clave-segura-123'
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function account(tag: string) {
  const payload = await testPayload()
  const email = `${tag}-${stamp()}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password: PASSWORD,
      name: `Persona ${tag}`,
      role: 'customer',
      emailConfirmedAt: new Date().toISOString(),
    },
    context,
  })
  return { id: user.id, userId: user.id, email }
}

const moduleByCode = async (code: string) =>
  (await (await testPayload()).find({ collection: 'modules', where: { code: { equals: code } }, depth: 0, limit: 1 }))
    .docs[0]

/** A paid team order of `count` invited seats (module `code`, or the complete course), bought by `buyer` who manages it. */
async function team(buyer: { id: number; email: string }, count: number, code: string | null) {
  const payload = await testPayload()
  const module = code ? await moduleByCode(code) : null
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: buyer.email,
      user: buyer.id,
      productType: module ? 'module' : 'complete',
      modules: module ? [module.id] : [],
      purpose: 'team',
      seats: { quantity: count, unitAmount: 9000, tierFrom: 1, before: 0 },
      withdrawalExemption: 'business',
      amountTotal: 9000 * count,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  await payload.create({
    collection: 'team-managers',
    data: {
      team: order.id,
      user: buyer.id,
      email: buyer.email,
      role: 'buyer',
      activeKey: `team:${order.id}:user:${buyer.id}`,
    },
    context,
  })
  const links: { seatId: number; token: string; email: string }[] = []
  for (let i = 0; i < count; i += 1) {
    const { token, hash } = newInviteToken()
    const email = `invitada${i}-${stamp()}@example.com`
    const seat = await payload.create({
      collection: 'seats',
      data: {
        team: order.id,
        order: order.id,
        productType: module ? 'module' : 'complete',
        module: module?.id ?? null,
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

/** Every column of the seat and gift tables that holds an address, searched for `email` exactly. */
async function addressLeft(email: string) {
  const { rows } = await db.query(
    `SELECT 'seats' AS t, id FROM seats WHERE lower(invited_email) = $1 OR lower(claimed_email) = $1 OR claim_key LIKE '%' || $1
     UNION ALL SELECT 'team_managers', id FROM team_managers WHERE lower(email) = $1
     UNION ALL SELECT 'orders', id FROM orders WHERE lower(email) = $1 OR lower(gift_recipient_email) = $1`,
    [email],
  )
  return rows
}

describe('data rights of seat holders, managers and gift recipients', () => {
  it('the export lists the seats a person holds or was invited to, the teams they manage and the gifts they received', async () => {
    const payload = await testPayload()
    const buyer = await account('gestora')
    const { order, links } = await team(buyer, 2, 'F2')
    const holder = await account('titular')
    expect((await claimSeat(payload, links[0].token, holder)).status).toBe('claimed')
    // A gift to the holder's address.
    const giftOrder = await payload.create({
      collection: 'orders',
      data: {
        email: buyer.email,
        user: buyer.id,
        productType: 'module',
        modules: [(await moduleByCode('F4')).id],
        purpose: 'gift',
        gift: {
          recipientEmail: holder.email,
          deliverOn: '2026-12-24',
          deliverAt: '2026-12-24T08:00:00.000Z',
          message: 'Con cariño, de tu jefa',
        },
        amountTotal: 9000,
        currency: 'eur',
        status: 'paid',
        paidAt: new Date().toISOString(),
      },
      context,
    })

    const mine = await exportPersonalData(payload, { email: holder.email, userId: holder.id, emailProven: true })
    expect(mine.seats.map((s) => s.id)).toEqual([links[0].seatId])
    expect(mine.seats[0]).toMatchObject({ status: 'claimed', claimedEmail: holder.email })
    expect(mine.giftsReceived).toEqual([
      expect.objectContaining({
        order: giftOrder.id,
        gift: expect.objectContaining({ message: 'Con cariño, de tu jefa', recipientEmail: holder.email }),
      }),
    ])
    expect(JSON.stringify(mine)).not.toContain(buyer.email) // the giver's address is theirs, not the recipient's

    const invited = await exportPersonalData(payload, { email: links[1].email, emailProven: true })
    expect(invited.seats).toEqual([
      expect.objectContaining({ id: links[1].seatId, status: 'invited', invitedEmail: links[1].email }),
    ])
    // Unproven address: nothing found by it.
    expect((await exportPersonalData(payload, { email: links[1].email, emailProven: false })).seats).toEqual([])

    const manager = await exportPersonalData(payload, { email: buyer.email, userId: buyer.id, emailProven: true })
    expect(manager.teamManagers).toEqual([
      expect.objectContaining({ team: order.id, role: 'buyer', email: buyer.email }),
    ])
    expect(manager.orders.find((o) => o.id === giftOrder.id)).toMatchObject({
      purpose: 'gift',
      gift: { recipientEmail: holder.email, message: 'Con cariño, de tu jefa' },
    })
  })

  it('erasing a seat holder leaves their seat in place naming nobody; erasing an invitee frees the seat; erasing a manager works', async () => {
    const payload = await testPayload()
    const buyer = await account('compradora')
    const { order, links } = await team(buyer, 2, 'F3')
    const holder = await account('borrable')
    expect((await claimSeat(payload, links[0].token, holder)).status).toBe('claimed')
    const giftOrder = await payload.create({
      collection: 'orders',
      data: {
        email: buyer.email,
        user: buyer.id,
        productType: 'module',
        modules: [(await moduleByCode('F4')).id],
        purpose: 'gift',
        gift: {
          recipientEmail: holder.email,
          deliverOn: '2026-12-24',
          deliverAt: '2026-12-24T08:00:00.000Z',
          message: 'Para Lucía, que lo aprovecha todo',
        },
        amountTotal: 9000,
        currency: 'eur',
        status: 'paid',
        paidAt: new Date().toISOString(),
      },
      context,
    })

    await eraseCustomer(payload, {
      email: holder.email,
      userId: holder.id,
      reason: 'Solicitud del interesado',
      emailProven: true,
    })
    expect(await addressLeft(holder.email)).toEqual([])
    const seat = (
      await db.query('SELECT status, claimed_by_id, claimed_email, invited_email, claim_key FROM seats WHERE id = $1', [
        links[0].seatId,
      ])
    ).rows[0]
    // The seat keeps its place (it was used; the team paid for it) but names nobody.
    expect(seat).toMatchObject({ status: 'claimed', claimed_by_id: null, claimed_email: null, invited_email: null })
    expect(seat.claim_key).not.toContain(String(holder.id))
    const gift = (await db.query('SELECT gift_recipient_email, gift_message FROM orders WHERE id = $1', [giftOrder.id]))
      .rows[0]
    expect(gift.gift_recipient_email).toMatch(/@anonimo\.invalid$/)
    expect(gift.gift_message).toBeNull()

    // An invitee who never claimed, erased on a verified request: the invitation is withdrawn, the seat is free.
    await eraseCustomer(payload, {
      email: links[1].email,
      reason: 'Solicitud verificada por soporte',
      emailProven: true,
    })
    expect(await addressLeft(links[1].email)).toEqual([])
    expect(
      (await db.query('SELECT status, invite_token_hash FROM seats WHERE id = $1', [links[1].seatId])).rows[0],
    ).toEqual({ status: 'free', invite_token_hash: null })
    expect(await claimSeat(payload, links[1].token, { userId: null, email: links[1].email })).toMatchObject({
      status: 'refused',
      reason: 'unknown',
    })

    // The team's buyer and manager: their account goes, and with it their manager row.
    await eraseCustomer(payload, {
      email: buyer.email,
      userId: buyer.id,
      reason: 'Solicitud del interesado',
      emailProven: true,
    })
    expect(await addressLeft(buyer.email)).toEqual([])
    expect(
      (await db.query('SELECT count(*)::int AS n FROM team_managers WHERE team_id = $1', [order.id])).rows[0].n,
    ).toBe(0)
  })
})

describe('seat holders learn like buyers', () => {
  it('a complete-course seat holder records progress, earns the certificate and gets module revision e-mails', async () => {
    const payload = await testPayload()
    const buyer = await account('empresa')
    const { links } = await team(buyer, 1, null)
    const holder = await account('aprendiz')
    expect((await claimSeat(payload, links[0].token, holder)).status).toBe('claimed')
    const token = await login(holder.email, PASSWORD)

    const modules = (await moduleSections(payload)).filter((m) => ['F1', 'F2', 'F3', 'F4', 'F5'].includes(m.code))
    for (const m of modules) {
      const res = await api('POST', '/api/learning/progress', { token, body: { module: m.slug, seen: m.anchors } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.module.percent).toBe(100)
    }
    await passEvaluations(asToken(token))
    const certificate = await api('POST', '/api/learning/certificates', { token, body: { name: 'Aprendiz de Equipo' } })
    expect(certificate.status, JSON.stringify(certificate.body)).toBe(200)
    expect(certificate.body.certificate.code).toMatch(/^[0-9A-Z]{5}-/)

    // Revision e-mails are opt-in («Avisos de revisiones por e-mail»): the holder opts in.
    await payload.update({ collection: 'users', id: holder.id, data: { moduleUpdates: true }, context })
    const f3 = await moduleByCode('F3')
    const revisedAt = `2025-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}T10:00:00.000Z`
    await fanOutRevision(payload, { moduleId: f3.id, revisedAt })
    await waitForMail(holder.email, (m) => m.subject.includes('F3'), 20_000)
  })

  it('a seat gives its holder no upgrade credit: somebody else paid for it', async () => {
    const payload = await testPayload()
    const buyer = await account('paga')
    const { links } = await team(buyer, 1, 'F2')
    const holder = await account('sin-credito')
    expect((await claimSeat(payload, links[0].token, holder)).status).toBe('claimed')
    const onSale = (
      await payload.find({
        collection: 'modules',
        where: { and: [{ free: { equals: false } }, { comingSoon: { equals: false } }] },
        depth: 0,
        limit: 100,
      })
    ).docs
    const quote = await loadUpgradeQuote(payload, { userId: holder.id }, { listPrice: 199, onSale })
    expect(quote?.credit ?? 0).toBe(0)
  })
})
