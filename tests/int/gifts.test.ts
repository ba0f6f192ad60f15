/**
 * Gifts after their purchase (issue 28 item 4), against the real database, job queue and SMTP listener:
 * the recipient's e-mail leaves at 09:00 Madrid on the chosen day, exactly once however many runs race
 * for it; the buyer may withdraw until the recipient first uses the gift (beyond 14 days), which revokes
 * the seat and tells a recipient who had it; the recipient's first use tells the buyer once and ends
 * the withdrawal; the recipient cannot withdraw the buyer's order. Gift orders and their seats are made
 * with direct Local API writes (the checkout «Es un regalo» is another branch's); time is driven by
 * `gift.deliverAt`, never by sleeping.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { recordFirstUse } from '@/entitlements/first-use'
import { claimSeat } from '@/teams/claim'
import { deliverDueGifts, tellBuyerOfUse } from '@/teams/gift-delivery'
import { madridDay } from '@/content/dates'

import { api, appUrl, login } from '../support/api'
import { firstLink, mailTo, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { testStripe, waitFor } from '../support/stripe'
import { account as newAccount, giftOrder, PASSWORD } from '../support/teams'

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

/** A paid gift of module F3 to a new address for `day`, its one seat invited (no e-mail yet). */
const gift = (opts: { day: string; paidDaysAgo?: number }) =>
  giftOrder({
    code: 'F3',
    fromName: 'Ana de Marketing',
    message: 'Para que nos cites a todos. ¡Feliz cumpleaños, Marta!',
    ...opts,
  })
const account = (tag: string) => newAccount(tag, tag)

const orderRow = async (id: number) =>
  (
    await db.query(
      'SELECT gift_delivered_at, gift_buyer_told_of_use_at, first_use_at, withdrawal_requested_at, status FROM orders WHERE id = $1',
      [id],
    )
  ).rows[0]
const seatRow = async (id: number) =>
  (await db.query('SELECT status, invite_token_hash, claimed_email FROM seats WHERE id = $1', [id])).rows[0]
/** Puts the gift's delivery instant `minutes` from now (negative: already due). */
const dueIn = (orderId: number, minutes: number) =>
  db.query("UPDATE orders SET gift_deliver_at = now() + $2 * interval '1 minute' WHERE id = $1", [orderId, minutes])

const giftMails = (recipient: string) => mailTo(recipient).filter((m) => /Te han regalado/.test(m.subject))
const tokenOf = (mail: Parameters<typeof firstLink>[0]) =>
  new URL(firstLink(mail, /https?:\/\/[^\s"<]+\/equipo\/unirse\?token=[^\s"<]+/)).searchParams.get('token')!
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/** Delivers the gift now and returns the token its e-mail carries. */
async function delivered(g: Awaited<ReturnType<typeof gift>>) {
  await dueIn(g.order.id, -1)
  await deliverDueGifts(await testPayload())
  const mail = await waitForMail(g.recipient, (m) => /Te han regalado/.test(m.subject))
  return tokenOf(mail)
}

describe('gift delivery (the deliver-gifts task)', () => {
  it('a gift for a later day leaves at 09:00 Madrid that day: not before, and exactly once after, however many runs race', async () => {
    const day = dayAfter(madridDay(new Date()), 1)
    const g = await gift({ day })
    // 09:00 on that day in Madrid, read back with the platform's time-zone database (not our own offset).
    const at = new Date(g.order.gift!.deliverAt!)
    const madrid = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at)
    expect(madrid).toBe(`${day}, 09:00`)

    // Before its time: every run leaves it alone, and no e-mail leaves.
    const payload = await testPayload()
    expect(await deliverDueGifts(payload)).not.toContain(g.order.id)
    await dueIn(g.order.id, 1)
    expect(await deliverDueGifts(payload)).not.toContain(g.order.id)
    expect((await orderRow(g.order.id)).gift_delivered_at).toBeNull()

    // Its time comes: five runs at once (as five instances would), plus the app's own every-minute run.
    await dueIn(g.order.id, -1)
    const runs = await Promise.all(Array.from({ length: 5 }, () => deliverDueGifts(payload)))
    expect(runs.filter((ids) => ids.includes(g.order.id)).length).toBeLessThanOrEqual(1)
    await waitFor(async () => (await orderRow(g.order.id)).gift_delivered_at)
    const mail = await waitForMail(g.recipient, (m) => /Te han regalado/.test(m.subject))
    expect(mail.subject).toMatch(/^Te han regalado el módulo F3 .* de Academia GEO$/)
    // signed with the name the giver typed at checkout, not their account's name nor their address
    expect(mail.text).toContain('firma como «Ana de Marketing»')
    expect(mail.text).toContain('¡Feliz cumpleaños, Marta!')
    const token = tokenOf(mail)
    // The link names the seat: its hash is the seat's (the claim succeeds with it).
    expect((await seatRow(g.seatId)).invite_token_hash).toBeTruthy()
    const claim = await claimSeat(payload, token, { userId: null, email: g.recipient })
    expect(claim.status).toBe('claimed')

    // Later runs deliver nothing more: one e-mail in all.
    await deliverDueGifts(payload)
    await new Promise((r) => setTimeout(r, 2500))
    expect(giftMails(g.recipient)).toHaveLength(1)
  })

  it('a gift whose seat is no longer invited, or whose buyer withdrew, is never delivered', async () => {
    const payload = await testPayload()
    const today = madridDay(new Date())
    const a = await gift({ day: today })
    await db.query("UPDATE seats SET status = 'refunded' WHERE id = $1", [a.seatId])
    await dueIn(a.order.id, -5)
    expect(await deliverDueGifts(payload)).not.toContain(a.order.id)
    expect((await orderRow(a.order.id)).gift_delivered_at).toBeNull()
    expect(giftMails(a.recipient)).toHaveLength(0)
  })
})

describe("a gift's withdrawal lasts until the recipient first uses it", () => {
  it('30 days after paying, the buyer withdraws an unused gift: the seat dies, the recipient loses access and is told', async () => {
    const payload = await testPayload()
    const g = await gift({ day: madridDay(new Date()), paidDaysAgo: 30 })
    const token = await delivered(g)
    const holder = await account('titular')
    expect((await claimSeat(payload, token, { userId: holder.id, email: holder.email })).status).toBe('claimed')
    // An ordinary purchase would be out of time (14 days); a gift is not.
    const buyerToken = await login(g.buyer.email, PASSWORD)
    const res = await api('POST', '/api/withdrawal', { token: buyerToken, body: { orderId: g.order.id } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.status).toBe('withdrawn')
    expect((await seatRow(g.seatId)).status).toBe('refunded')
    const rows = (await payload.find({ collection: 'entitlements', where: { seat: { equals: g.seatId } }, depth: 0 }))
      .docs
    expect(rows.length).toBe(1)
    expect(rows[0].revokedAt).toBeTruthy()
    await waitForMail(holder.email, (m) => /ya no está disponible/.test(m.subject))
    // The dead link says the seat was refunded.
    const again = await claimSeat(payload, token, { userId: null, email: g.recipient })
    expect(again).toMatchObject({ status: 'refused', reason: 'refunded' })
    // The refund reaches Stripe (the withdrawal's job).
    await waitFor(
      async () => (await testStripe().refunds.list({ payment_intent: g.order.paymentIntentId! })).data[0],
      30_000,
    )
  })

  it("the recipient's first use tells the buyer once and ends the withdrawal; the recipient cannot withdraw the buyer's order", async () => {
    const payload = await testPayload()
    const g = await gift({ day: madridDay(new Date()) })
    const token = await delivered(g)
    const holder = await account('usa')
    expect((await claimSeat(payload, token, { userId: holder.id, email: holder.email })).status).toBe('claimed')

    // The recipient's account does not own the buyer's order.
    const holderToken = await login(holder.email, PASSWORD)
    const theirs = await api('POST', '/api/withdrawal', { token: holderToken, body: { orderId: g.order.id } })
    expect(theirs.status).toBe(404)
    expect((await orderRow(g.order.id)).withdrawal_requested_at).toBeNull()

    await recordFirstUse(payload, { userId: holder.id }, g.module, 'online')
    const told = await waitForMail(g.buyer.email, (m) => /Tu regalo ya se está usando/.test(m.subject), 20_000)
    expect(told.text).toContain(g.recipient)
    expect(told.text).toContain('ya no puedes desistir')
    await waitFor(async () => (await orderRow(g.order.id)).gift_buyer_told_of_use_at)
    // Once: a second use, the job again, the sweep — no second e-mail.
    await recordFirstUse(payload, { userId: holder.id }, g.module, 'download')
    expect(await tellBuyerOfUse(payload, g.order.id)).toBe(false)
    await new Promise((r) => setTimeout(r, 2000))
    expect(mailTo(g.buyer.email).filter((m) => /Tu regalo ya se está usando/.test(m.subject))).toHaveLength(1)

    const buyerToken = await login(g.buyer.email, PASSWORD)
    const res = await api('POST', '/api/withdrawal', { token: buyerToken, body: { orderId: g.order.id } })
    expect(res.status).toBe(409)
    expect(res.body.error).toContain('cuando la persona que lo recibió empezó a usarlo')
    expect((await seatRow(g.seatId)).status).toBe('claimed')
  })

  it('the recipient reads premium text only on the module page, and that page is a first use even asked as a prefetch', async () => {
    const payload = await testPayload()
    const g = await gift({ day: madridDay(new Date()) })
    const token = await delivered(g)
    const holder = await account('lectora')
    expect((await claimSeat(payload, token, { userId: holder.id, email: holder.email })).status).toBe('claimed')
    const holderToken = await login(holder.email, PASSWORD)
    const module = await payload.findByID({ collection: 'modules', id: g.module, depth: 0 })
    const premium = module.premiumSections![0].title
    // REST and GraphQL: no premium text for the recipient, and so no first use.
    const rest = await api('GET', `/api/modules/${g.module}?depth=0`, { token: holderToken })
    const graphql = await api('POST', '/api/graphql', {
      token: holderToken,
      body: { query: `{ Module(id: ${g.module}) { title premiumSections { title } } }` },
    })
    expect(rest.status).toBe(200)
    for (const answer of [rest, graphql]) expect(JSON.stringify(answer.body)).not.toContain(premium)
    expect((await orderRow(g.order.id)).first_use_at).toBeNull()
    // The page, asked as a browser's prefetch: the premium text comes with the first use.
    const html = await (
      await fetch(`${appUrl()}/curso/${module.slug}`, {
        headers: { Cookie: `payload-token=${holderToken}`, 'Sec-Fetch-Site': 'same-origin', 'Sec-Purpose': 'prefetch' },
      })
    ).text()
    expect(html).toContain(premium)
    expect((await orderRow(g.order.id)).first_use_at).not.toBeNull()
    const res = await api('POST', '/api/withdrawal', {
      token: await login(g.buyer.email, PASSWORD),
      body: { orderId: g.order.id },
    })
    expect(res.status).toBe(409)
    expect((await seatRow(g.seatId)).status).toBe('claimed')
  })

  it('a gift used before its note was queued (the process died) is told by the every-minute sweep', async () => {
    const payload = await testPayload()
    const g = await gift({ day: madridDay(new Date()) })
    const token = await delivered(g)
    const holder = await account('sweep')
    expect((await claimSeat(payload, token, { userId: holder.id, email: holder.email })).status).toBe('claimed')
    // The first use as it would be recorded by a process that died before queuing the note.
    await db.query("UPDATE orders SET first_use_at = now(), first_use_kind = 'online' WHERE id = $1", [g.order.id])
    await dueIn(g.order.id, -1)
    await deliverDueGifts(payload)
    const { teamsTasks } = await import('@/teams/tasks')
    await teamsTasks['deliver-gifts'].run(payload, {}, { id: 0, attempts: 1, fence: async () => true })
    await waitForMail(g.buyer.email, (m) => /Tu regalo ya se está usando/.test(m.subject), 20_000)
  })
})
