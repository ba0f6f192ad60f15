/**
 * A colleague who accepts a seat without an account counts (issue 35 item 3), over real HTTP and the real
 * database: with the access link the claim gives them, their reading marks and their time are stored
 * under the address; the manager's team page and the FUNDAE CSV show them like anyone else; when an
 * account of that address proves it, what they read joins the account (marks the account had stay, time
 * of the same day and section adds up) and the team page reads the same; erasing the address takes it all.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { madridDay } from '@/content/dates'
import { attachGuestRows } from '@/entitlements/grants'
import { sectionAnchors } from '@/learning/percent'
import { eraseCustomer } from '@/privacy/erase'
import { attachTeamRows } from '@/teams/team-actions'

import { api, appUrl, cookiesFrom, login, ownAddress } from '../support/api'
import { account, moduleByCode, PASSWORD, teamOrder } from '../support/teams'
import { testPayload } from '../support/payload'

let payload: Payload
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[]) =>
  (
    await (
      payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> } }
    ).pool.query(text, params)
  ).rows

beforeAll(async () => {
  payload = await testPayload()
})

/** Accepts the invitation with no session, as «Acéptala sin cuenta» does, and opens the access link it gives in a browser (its cookie). */
async function acceptAsGuest(inviteToken: string) {
  const claim = await api('POST', '/api/teams/claim', { body: { token: inviteToken }, headers: ownAddress() })
  expect(claim.status).toBe(200)
  expect(claim.body.status).toBe('claimed')
  const accessToken = new URL(claim.body.next, appUrl()).searchParams.get('token')
  const opened = await api('POST', '/api/guest-access/browser', { body: { token: accessToken } })
  expect(opened.status).toBe(200)
  return cookiesFrom(opened.headers)
}

const asGuest = (cookie: string, path: string, body: unknown) =>
  api('POST', path, { body, headers: { Cookie: cookie } })

describe('a seat accepted without an account', () => {
  let team: Awaited<ReturnType<typeof teamOrder>>
  let cookie: string
  let anchors: string[]
  let manager: string
  const today = madridDay(new Date())

  beforeAll(async () => {
    team = await teamOrder({ invited: 1, businessName: 'Sin Cuenta Consultores, S.L.' })
    anchors = sectionAnchors(await moduleByCode('F2'))
    cookie = await acceptAsGuest(team.links[0].token)
    manager = await login(team.buyer.email, PASSWORD)
  })

  it('stores their reading marks and time under the address, through the same endpoints as an account', async () => {
    const read = await asGuest(cookie, '/api/learning/progress', { module: 'f2', seen: [anchors[0]] })
    expect(read.status).toBe(200)
    expect(read.body.module).toMatchObject({ read: 1, total: anchors.length })
    const marked = await asGuest(cookie, '/api/learning/progress', {
      module: 'f2',
      mark: { section: anchors[1], read: true },
    })
    expect(marked.body.module.read).toBe(2)
    const beat = await asGuest(cookie, '/api/learning/time', { module: 'f2', section: anchors[0], activeMs: 15_000 })
    expect(beat.status).toBe(200)
    expect(beat.body).toEqual({ counted: 15_000, reason: 'counted' })
    // a module the link does not open: nothing stored
    const other = await asGuest(cookie, '/api/learning/time', {
      module: 'f3',
      section: sectionAnchors(await moduleByCode('F3'))[0],
      activeMs: 15_000,
    })
    expect(other.status).toBe(403)
    const stored = await sql<{ user_id: number | null; guest_email: string }>(
      `SELECT user_id, guest_email FROM reading_progress WHERE guest_email = $1 UNION ALL SELECT user_id, guest_email FROM section_time WHERE guest_email = $1`,
      [team.links[0].email],
    )
    expect(stored.length).toBe(4) // two marks, the day's clock and the section's time
    expect(stored.every((r) => r.user_id === null)).toBe(true)
    // the module page shows them their marks
    const page = await fetch(`${appUrl()}/curso/f2`, { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } })
    const html = (await page.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('data-testid="reading-progress"')
    expect(html).toContain(`2 de ${anchors.length} secciones leídas`)
  })

  it("appears on the manager's team page and in the FUNDAE CSV with that progress and time", async () => {
    const report = await api('POST', '/api/teams/report', { token: manager, body: { team: team.order.id } })
    expect(report.status).toBe(200)
    const row = report.body.rows.find((r: { email: string }) => r.email === team.links[0].email)
    expect(row).toMatchObject({ status: 'claimed', hasAccount: false, activeMs: 15_000 })
    expect(row.lastActivity).not.toBeNull()
    expect(row.modules).toEqual([expect.objectContaining({ code: 'F2', read: 2, total: anchors.length })])

    const csv = await fetch(
      `${appUrl()}/api/equipo/${team.order.id}/fundae?desde=${today}&hasta=${today}&formato=csv`,
      { headers: { Authorization: `JWT ${manager}` } },
    )
    expect(csv.status).toBe(200)
    const rows = (await csv.text())
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';'))
    const theirs = rows.filter((r) => r[0] === team.links[0].email)
    expect(theirs.length).toBe(2)
    expect(theirs[0][5]).toBe('0:00:15') // total of the period
    expect(theirs.map((r) => r[7])).toEqual([
      expect.stringContaining(`(${anchors[0]})`),
      expect.stringContaining(`(${anchors[1]})`),
    ])
    expect(theirs[0][9]).not.toBe('') // completed today
  })

  it('joins the account of that address once it proves it; the team page reads the same', async () => {
    const email = team.links[0].email
    const user = await payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, name: 'Persona sin cuenta', role: 'customer' },
      context: { system: true },
    })
    // before: the account had read the second section by hand as «no leída», and some time today on the first
    await sql(
      `INSERT INTO reading_progress (user_id, module_id, section, read, source, updated_at, created_at) VALUES ($1, $2, $3, false, 'manual', now(), now())`,
      [user.id, team.module, anchors[1]],
    )
    await sql(
      `INSERT INTO section_time (user_id, day, key, module_id, section, active_ms, beats, first_at, last_at, updated_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 10000, 1, now(), now(), now(), now())`,
      [user.id, today, `${team.module}:${anchors[0]}`, team.module, anchors[0]],
    )
    // as the confirmation does (src/accounts/email-confirmation.ts): the address's purchases, then its team rows
    await attachGuestRows(payload, { id: user.id }, email)
    const attached = await attachTeamRows(payload, { id: user.id, email })
    expect(attached.seats).toBe(1)
    expect(attached.learning.reading).toBe(1)
    expect(
      await sql(
        `SELECT id FROM reading_progress WHERE guest_email = $1 UNION ALL SELECT id FROM section_time WHERE guest_email = $1`,
        [email],
      ),
    ).toEqual([])
    const marks = await sql<{ section: string; read: boolean }>(
      `SELECT section, read FROM reading_progress WHERE user_id = $1 ORDER BY section`,
      [user.id],
    )
    expect(Object.fromEntries(marks.map((m) => [m.section, m.read]))).toEqual({
      [anchors[0]]: true,
      [anchors[1]]: false,
    })
    const time = await sql<{ active_ms: number }>(
      `SELECT active_ms FROM section_time WHERE user_id = $1 AND key = $2`,
      [user.id, `${team.module}:${anchors[0]}`],
    )
    expect(time.map((t) => Number(t.active_ms))).toEqual([25_000])

    const report = await api('POST', '/api/teams/report', { token: manager, body: { team: team.order.id } })
    const row = report.body.rows.find((r: { email: string }) => r.email === email)
    expect(row).toMatchObject({ hasAccount: true })
    // the day's time of both, added up (both after the claim)
    expect(row.activeMs).toBe(25_000)
    expect(row.modules[0]).toMatchObject({ read: 1 })
  })
})

describe('what an address read without an account, erased', () => {
  it('goes with the address, and the person leaves the FUNDAE CSV', async () => {
    const team = await teamOrder({ invited: 1 })
    const anchors = sectionAnchors(await moduleByCode('F2'))
    const cookie = await acceptAsGuest(team.links[0].token)
    expect((await asGuest(cookie, '/api/learning/progress', { module: 'f2', seen: [anchors[0]] })).status).toBe(200)
    expect(
      (await asGuest(cookie, '/api/learning/time', { module: 'f2', section: anchors[0], activeMs: 15_000 })).status,
    ).toBe(200)
    const email = team.links[0].email
    await eraseCustomer(payload, { email, userId: null, reason: 'Solicitud de supresión', emailProven: true })
    expect(
      await sql(
        `SELECT id FROM reading_progress WHERE guest_email = $1 UNION ALL SELECT id FROM section_time WHERE guest_email = $1`,
        [email],
      ),
    ).toEqual([])
    const today = madridDay(new Date())
    const manager = await login(team.buyer.email, PASSWORD)
    const csv = await fetch(
      `${appUrl()}/api/equipo/${team.order.id}/fundae?desde=${today}&hasta=${today}&formato=csv`,
      { headers: { Authorization: `JWT ${manager}` } },
    )
    expect(await csv.text()).not.toContain(email)
  })
})

describe('a signed-in account records as itself', () => {
  it('a guest link cookie in the same browser does not make an account that does not hold the module record under the address', async () => {
    const team = await teamOrder({ invited: 1 })
    const cookie = await acceptAsGuest(team.links[0].token)
    const other = await account('con-cuenta')
    const token = await login(other.email, PASSWORD)
    const anchors = sectionAnchors(await moduleByCode('F2'))
    const answer = await api('POST', '/api/learning/progress', {
      token,
      body: { module: 'f2', seen: [anchors[0]] },
      headers: { Cookie: cookie },
    })
    expect(answer.status).toBe(403)
    expect(await sql(`SELECT id FROM reading_progress WHERE guest_email = $1`, [team.links[0].email])).toEqual([])
  })
})
