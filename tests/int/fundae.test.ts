/**
 * FUNDAE evidence over real HTTP and the real database (issue 28 item 6):
 * - heartbeats (POST /api/learning/time) are counted honestly: at most one per 14 s per person, each
 *   worth at most its 15 s interval, an idle report counts nothing, simultaneous heartbeats (tabs,
 *   devices) never count twice, a section's daily cap holds, floods get 429, bad input a 4xx;
 * - GET /api/equipo/:team/fundae gives the team's managers a CSV (BOM, `;`, Spanish headers, Madrid
 *   dates) and a PDF (a page group per person) of a period, with only what the seats cover; an erased
 *   learner and other teams' people appear nowhere; anyone else gets 401/404, bad dates 400 in Spanish.
 * Teams, seats and progress are fixtured through the Local API (tests/support/teams.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { TIME_RULE } from '@/learning/time-rule'
import { eraseCustomer } from '@/privacy/erase'
import { FUNDAE_CSV_HEADER } from '@/teams/fundae'

import { api, appUrl, login } from '../support/api'
import { account, fundaeTeam, moduleByCode, PASSWORD } from '../support/teams'
import { extractPdfPageTexts } from '../support/pdf-text'
import { testPayload } from '../support/payload'

let payload: Payload
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[]) =>
  (
    await (
      payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> } }
    ).pool.query(text, params)
  ).rows

const beat = (token: string | undefined, body: unknown) => api('POST', '/api/learning/time', { token, body })
/** Moves a person's last counted heartbeat `ms` into the past (instead of waiting). */
const rewind = (userId: number, ms: number) =>
  sql(
    `UPDATE section_time SET last_at = last_at - make_interval(secs => $2::float8 / 1000) WHERE user_id = $1 AND key = ''`,
    [userId, ms],
  )
const totals = async (userId: number) =>
  Object.fromEntries(
    (
      await sql<{ key: string; active_ms: string }>(`SELECT key, active_ms FROM section_time WHERE user_id = $1`, [
        userId,
      ])
    ).map((r) => [r.key, Number(r.active_ms)]),
  )

beforeAll(async () => {
  payload = await testPayload()
})

describe('heartbeats: time on a section, counted honestly', () => {
  let team: Awaited<ReturnType<typeof fundaeTeam>>
  const tokens: string[] = []
  let stranger: string
  beforeAll(async () => {
    team = await fundaeTeam('F2', 4)
    for (const person of team.people) tokens.push(await login(person.email, PASSWORD))
    const other = await account('ajena')
    stranger = await login(other.email, PASSWORD)
  })

  it('stores nothing for visitors or non-owners, refuses bad input with a 4xx, never a 5xx', async () => {
    const section = team.anchors[0]
    expect((await beat(undefined, { module: 'f2', section, activeMs: 15_000 })).status).toBe(401)
    const refused = await beat(stranger, { module: 'f2', section, activeMs: 15_000 })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatch(/módulos que tienes/)
    const bad = [
      { module: 'f2', section, activeMs: -1 },
      { module: 'f2', section, activeMs: 1.5 },
      { module: 'f2', section, activeMs: '15000' },
      { module: 'f2', section, activeMs: TIME_RULE.maxReportMs + 1 },
      { module: 'f2', activeMs: 1000 },
      { module: 'f2', section: 'no-existe', activeMs: 1000 },
      { module: 'f99', section, activeMs: 1000 },
      { module: ['f2'], section, activeMs: 1000 },
      { module: 'f2', section: 'x'.repeat(500), activeMs: 1000 },
      [],
      'texto',
    ]
    const answers = await Promise.all(bad.map((body) => beat(tokens[3], body)))
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400])
    expect(answers[0].body.error).toBe('Datos de tiempo no válidos.')
    expect(answers[5].body.error).toBe('Esa sección no es de este módulo.')
    const unknownModule = await beat(tokens[3], { module: 'f9', section, activeMs: 1000 })
    expect(unknownModule.status).toBe(404)
    expect(await totals(team.people[3].id)).toEqual({})
  })

  it('a heartbeat is worth at most its interval; one too soon or idle counts nothing', async () => {
    const [a0, a1] = team.anchors
    const ana = team.people[0]
    const first = await beat(tokens[0], { module: 'f2', section: a0, activeMs: 15_000 })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ counted: 15_000, reason: 'counted' })
    // at once again: too soon (another tab, a replay)
    expect((await beat(tokens[0], { module: 'f2', section: a0, activeMs: 15_000 })).body).toEqual({
      counted: 0,
      reason: 'too-soon',
    })
    // 20 s later a report of 60 s is worth one interval, 15 s
    await rewind(ana.id, 20_000)
    // the server stamps this heartbeat some time after `sent`: the real gap below is at most `passed`
    const sent = Date.now()
    expect((await beat(tokens[0], { module: 'f2', section: a1, activeMs: 60_000 })).body).toEqual({
      counted: 15_000,
      reason: 'counted',
    })
    // 14.1 s later (plus however long these requests take), worth no more than the time that passed
    await rewind(ana.id, 14_100)
    const late = await beat(tokens[0], { module: 'f2', section: a1, activeMs: 15_000 })
    const passed = 14_100 + (Date.now() - sent)
    expect(late.body.counted).toBeGreaterThanOrEqual(14_100)
    expect(late.body.counted).toBeLessThanOrEqual(Math.min(passed, 15_000))
    // an idle page (hidden tab or no input for a minute) reports 0: nothing counted
    await rewind(ana.id, 30_000)
    expect((await beat(tokens[0], { module: 'f2', section: a1, activeMs: 0 })).body).toEqual({
      counted: 0,
      reason: 'idle',
    })
    expect((await beat(tokens[0], { module: 'f2', section: a1, activeMs: 500 })).body).toEqual({
      counted: 0,
      reason: 'idle',
    })
    const stored = await totals(ana.id)
    expect(stored[`${team.module.id}:${a0}`]).toBe(15_000)
    expect(stored[`${team.module.id}:${a1}`]).toBe(15_000 + late.body.counted)
    // the person's clock for the day holds the same total
    expect(stored['']).toBe(30_000 + late.body.counted)
  })

  it('simultaneous heartbeats from several tabs count once', async () => {
    const luis = team.people[1]
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        beat(tokens[1], { module: 'f2', section: team.anchors[i % 2], activeMs: 15_000 }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    expect(answers.filter((a) => a.body.counted > 0)).toHaveLength(1)
    const stored = await totals(luis.id)
    expect(stored['']).toBe(15_000)
    expect(
      Object.entries(stored)
        .filter(([k]) => k !== '')
        .reduce((sum, [, ms]) => sum + ms, 0),
    ).toBe(15_000)
  })

  it("a section's daily total never passes the cap", async () => {
    const eva = team.people[2]
    const section = team.anchors[0]
    expect((await beat(tokens[2], { module: 'f2', section, activeMs: 15_000 })).body.counted).toBe(15_000)
    await sql(`UPDATE section_time SET active_ms = $2 WHERE user_id = $1 AND key = $3`, [
      eva.id,
      TIME_RULE.sectionDayCapMs - 5_000,
      `${team.module.id}:${section}`,
    ])
    await rewind(eva.id, 20_000)
    expect((await beat(tokens[2], { module: 'f2', section, activeMs: 15_000 })).body).toEqual({
      counted: 5_000,
      reason: 'capped',
    })
    await rewind(eva.id, 20_000)
    expect((await beat(tokens[2], { module: 'f2', section, activeMs: 15_000 })).body.counted).toBe(0)
    expect((await totals(eva.id))[`${team.module.id}:${section}`]).toBe(TIME_RULE.sectionDayCapMs)
  })

  it('a flood gets 429 past 12 a minute, never a 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => beat(tokens[3], { module: 'f2', section: team.anchors[0], activeMs: 15_000 })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6)
    expect(answers.find((a) => a.status === 429)?.body.error).toMatch(/Demasiados avisos/)
    expect((await totals(team.people[3].id))['']).toBe(15_000)
  })
})

const PERIOD = 'desde=2026-03-01&hasta=2026-03-31'
const fundaePath = (t: number, query = PERIOD) => `/api/equipo/${t}/fundae?${query}`

/** Time and completion as the endpoints would have stored them, on chosen days. */
async function activity(
  userId: number,
  moduleId: number,
  section: string,
  day: string,
  ms: number,
  firstAt: string,
  lastAt: string,
) {
  await sql(
    `INSERT INTO section_time (user_id, day, key, module_id, section, active_ms, beats, first_at, last_at, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, now(), now())`,
    [userId, day, `${moduleId}:${section}`, moduleId, section, ms, firstAt, lastAt],
  )
}
const completed = (userId: number, moduleId: number, section: string, at: string) =>
  sql(
    `INSERT INTO reading_progress (user_id, module_id, section, read, source, updated_at, created_at) VALUES ($1, $2, $3, true, 'online', $4, $4)`,
    [userId, moduleId, section, at],
  )

describe('the FUNDAE export of a team', () => {
  let team: Awaited<ReturnType<typeof fundaeTeam>>
  let otherTeam: Awaited<ReturnType<typeof fundaeTeam>>
  const token: Record<string, string> = {}
  const path = fundaePath
  const CODE = `FUNDA-ETEST-${Date.now().toString(36).toUpperCase().slice(-5)}-AAAAA`

  beforeAll(async () => {
    // Claimed before the period: everything in it happened on the seats.
    team = await fundaeTeam('F2', 3, 'Marketing Norte, S.L.', '2026-02-01T00:00:00Z')
    otherTeam = await fundaeTeam('F2', 1, 'Otra Empresa, S.A.', '2026-02-01T00:00:00Z')
    const [ana, luis, erased] = team.people
    const f2 = team.module.id
    const [a0, a1, a2] = team.anchors
    // Ana: two sections in March (one completed), one in April (outside), and F3, which her seat does not cover.
    await activity(ana.id, f2, a0, '2026-03-10', 3_600_000, '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z')
    await activity(ana.id, f2, a1, '2026-03-12', 125_000, '2026-03-12T16:00:00Z', '2026-03-12T16:02:05Z')
    await activity(ana.id, f2, a2, '2026-04-02', 999_000, '2026-04-02T10:00:00Z', '2026-04-02T10:20:00Z')
    await completed(ana.id, f2, a0, '2026-03-10T09:00:00Z')
    await completed(ana.id, f2, a2, '2026-04-02T10:20:00Z')
    const f3 = (await moduleByCode('F3')).id
    await activity(ana.id, f3, 'seccion-f3', '2026-03-11', 777_000, '2026-03-11T10:00:00Z', '2026-03-11T10:20:00Z')
    await payload.create({
      collection: 'certificates',
      data: {
        code: CODE,
        issueKey: `fundae-${ana.id}`,
        user: ana.id,
        name: 'Ana Pérez',
        programme: 'Curso GEO',
        hours: 12,
        issuedAt: '2026-03-15T10:00:00Z',
      },
      context: { system: true },
    })
    // The erased learner had activity too; erasure takes it (and them) out of everything.
    await activity(erased.id, f2, a0, '2026-03-10', 600_000, '2026-03-10T08:00:00Z', '2026-03-10T08:10:00Z')
    await eraseCustomer(payload, {
      email: erased.email,
      userId: erased.id,
      reason: 'Solicitud de supresión',
      emailProven: true,
    })
    expect(await sql(`SELECT id FROM section_time WHERE user_id = $1`, [erased.id])).toEqual([])
    await activity(otherTeam.people[0].id, f2, a0, '2026-03-10', 60_000, '2026-03-10T08:00:00Z', '2026-03-10T08:01:00Z')
    token.manager = await login(team.manager.email, PASSWORD)
    token.otherManager = await login(otherTeam.manager.email, PASSWORD)
    token.learner = await login(luis.email, PASSWORD)
  })

  it('gives the manager a CSV Excel opens: BOM, `;`, Spanish headers, Madrid dates, what the seats cover in the period', async () => {
    const res = await fetch(`${appUrl()}${path(team.team, `${PERIOD}&formato=csv`)}`, {
      headers: { Authorization: `JWT ${token.manager}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="fundae-equipo-${team.team}-2026-03-01-2026-03-31.csv"`,
    )
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(FUNDAE_CSV_HEADER.join(';'))
    const [ana, luis, erased] = team.people
    const anaRows = lines.filter((l) => l.startsWith(`${ana.email};`))
    expect(anaRows).toHaveLength(2)
    const [first, second] = anaRows.map((l) => l.split(';'))
    // company, period, first and last access (Madrid, winter: +1), total of the period
    expect(first.slice(1, 6)).toEqual([
      'Marketing Norte, S.L. · B12345674',
      '01/03/2026 – 31/03/2026',
      '10/03/2026 09:00',
      '12/03/2026 17:02',
      '1:02:05',
    ])
    expect(first[6]).toMatch(/^F2 · /)
    expect(first[7]).toContain(`(${team.anchors[0]})`)
    expect(first.slice(8, 10)).toEqual(['1:00:00', '10/03/2026 10:00'])
    expect(second[7]).toContain(`(${team.anchors[1]})`)
    expect(second.slice(8, 10)).toEqual(['0:02:05', ''])
    expect(first.slice(11, 14)).toEqual([CODE, 'Válido', '15/03/2026'])
    // Luis did nothing in the period: one row that says so
    const luisRows = lines.filter((l) => l.startsWith(`${luis.email};`))
    expect(luisRows).toHaveLength(1)
    expect(luisRows[0]).toContain('Sin actividad registrada en el periodo')
    const text = lines.join('\n')
    expect(text).not.toContain(team.anchors[2]) // April: outside the period
    expect(text).not.toContain('seccion-f3') // not covered by the seat
    expect(text).not.toContain(erased.email)
    expect(text).not.toContain(otherTeam.people[0].email)
    expect(lines).toHaveLength(4)
  })

  it('gives the manager a PDF with a page group per person, the period, the company and when it was generated', async () => {
    const res = await fetch(`${appUrl()}${path(team.team, `${PERIOD}&formato=pdf`)}`, {
      headers: { Authorization: `JWT ${token.manager}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const pdf = new Uint8Array(await res.arrayBuffer())
    mkdirSync('.data/screenshots', { recursive: true })
    writeFileSync('.data/screenshots/fundae-export.pdf', pdf)
    const pages = await extractPdfPageTexts(pdf)
    const [ana, luis, erased] = team.people
    const anaPage = pages.findIndex((p) => p.includes(ana.email))
    const luisPage = pages.findIndex((p) => p.includes(luis.email))
    expect(anaPage).toBe(0)
    expect(luisPage).toBeGreaterThan(anaPage)
    expect(pages[anaPage]).not.toContain(luis.email)
    for (const page of pages) {
      expect(page).toContain('Marketing Norte, S.L. · B12345674')
      expect(page).toContain('01/03/2026 – 31/03/2026')
    }
    expect(pages[anaPage]).toMatch(/Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
    expect(pages[anaPage]).toContain(CODE)
    expect(pages[anaPage]).toContain('1:02:05')
    expect(pages[luisPage]).toContain('Sin actividad registrada en el periodo.')
    const all = pages.join('\n')
    expect(all).not.toContain(erased.email)
    expect(all).not.toContain(otherTeam.people[0].email)
  })

  it('refuses everyone but the team’s managers, and bad periods in Spanish', async () => {
    expect((await api('GET', path(team.team))).status).toBe(401)
    // a learner of the team, another team's manager, a team that does not exist: 404 alike
    for (const [who, t] of [
      [token.learner, team.team],
      [token.otherManager, team.team],
      [token.manager, 2_000_000_000],
      [token.manager, otherTeam.team],
    ] as const) {
      const res = await api('GET', path(t), { token: who })
      expect(res.status, `${t}`).toBe(404)
      expect(res.body.error).toBe('No encontramos ese equipo entre los que gestionas.')
    }
    for (const bad of ['abc', '0', '-1', '99999999999999', '1e3'])
      expect((await api('GET', `/api/equipo/${bad}/fundae?${PERIOD}`, { token: token.manager })).status).toBe(404)
    const cases: Array<[string, RegExp]> = [
      ['desde=2026-03-01', /AAAA-MM-DD/],
      ['desde=2026-02-30&hasta=2026-03-31', /AAAA-MM-DD/],
      ['desde=01/03/2026&hasta=31/03/2026', /AAAA-MM-DD/],
      ['desde[]=2026-03-01&hasta=2026-03-31', /AAAA-MM-DD/],
      ['desde=2026-04-01&hasta=2026-03-01', /no puede ser posterior/],
      ['desde=2020-01-01&hasta=2026-03-01', /como máximo/],
      [`${PERIOD}&formato=xls`, /«csv» o «pdf»/],
    ]
    for (const [query, message] of cases) {
      const res = await api('GET', path(team.team, query), { token: token.manager })
      expect(res.status, query).toBe(400)
      expect(res.body.error, query).toMatch(message)
    }
    // a co-manager who was removed no longer gets it
    const former = await account('excogestora')
    await payload.create({
      collection: 'team-managers',
      data: {
        team: team.team,
        user: former.id,
        email: former.email,
        role: 'co-manager',
        removedAt: new Date().toISOString(),
      },
      context: { system: true },
    })
    expect((await api('GET', path(team.team), { token: await login(former.email, PASSWORD) })).status).toBe(404)
  })
})

describe('the company sees only what happened on its seat, from the claim on', () => {
  it("time, reading and a certificate from before the claim (the person's own purchase) stay out of the CSV, the PDF and the team page", async () => {
    // Claimed on 11 March at 13:00 Madrid, by someone who had been studying F2 on their own purchase.
    const team = await fundaeTeam('F2', 1, 'Empresa Desde La Plaza, S.L.', '2026-03-11T12:00:00Z')
    const [eva] = team.people
    const f2 = team.module.id
    const [a0, a1, a2] = team.anchors
    // Before the claim: the day before, and earlier on the day of the claim.
    await activity(eva.id, f2, a0, '2026-03-10', 3_600_000, '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z')
    await activity(eva.id, f2, a1, '2026-03-11', 1_200_000, '2026-03-11T09:00:00Z', '2026-03-11T09:20:00Z')
    await completed(eva.id, f2, a0, '2026-03-10T09:00:00Z')
    await payload.create({
      collection: 'certificates',
      data: {
        code: `PREVI-ASIEN-${Date.now().toString(36).toUpperCase().slice(-5)}-AAAAA`,
        issueKey: `fundae-antes-${eva.id}`,
        user: eva.id,
        name: 'Eva',
        programme: 'Curso GEO',
        hours: 12,
        issuedAt: '2026-03-05T10:00:00Z',
      },
      context: { system: true },
    })
    // On the seat: later on the day of the claim, and the day after.
    await activity(eva.id, f2, a2, '2026-03-11', 600_000, '2026-03-11T13:00:00Z', '2026-03-11T13:10:00Z')
    await activity(eva.id, f2, a0, '2026-03-12', 1_800_000, '2026-03-12T08:00:00Z', '2026-03-12T08:30:00Z')
    await completed(eva.id, f2, a2, '2026-03-11T13:10:00Z')
    const manager = await login(team.manager.email, PASSWORD)

    const csv = await fetch(`${appUrl()}${fundaePath(team.team, `${PERIOD}&formato=csv`)}`, {
      headers: { Authorization: `JWT ${manager}` },
    })
    expect(csv.status).toBe(200)
    const rows = (await csv.text())
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(';'))
    expect(rows.map((r) => r[7])).toEqual([expect.stringContaining(`(${a0})`), expect.stringContaining(`(${a2})`)])
    // first access 14:00 Madrid on the 11th (not the 10th), 40 minutes in all (not 1 h 40 min more)
    expect(rows[0].slice(3, 6)).toEqual(['11/03/2026 14:00', '12/03/2026 09:30', '0:40:00'])
    // a0 was completed before the claim: its time on the seat counts, its completion does not
    expect(rows[0].slice(8, 10)).toEqual(['0:30:00', ''])
    expect(rows[1].slice(8, 10)).toEqual(['0:10:00', '11/03/2026 14:10'])
    expect(rows[0].slice(11, 13)).toEqual(['', 'Sin certificado'])
    expect(rows.flat().join(';')).not.toContain(`(${a1})`)

    const pdf = await fetch(`${appUrl()}${fundaePath(team.team, `${PERIOD}&formato=pdf`)}`, {
      headers: { Authorization: `JWT ${manager}` },
    })
    expect(pdf.status).toBe(200)
    const text = (await extractPdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))).join('\n')
    expect(text).toContain('0:40:00')
    expect(text).toContain('Sin certificado')
    expect(text).not.toContain('1:40:00')

    // The team page: one section read on the seat (a2), not the one read before (a0); no certificate.
    const report = await api('POST', '/api/teams/report', { token: manager, body: { team: team.team } })
    expect(report.status).toBe(200)
    const [row] = report.body.rows
    expect(row.modules).toHaveLength(1)
    expect(row.modules[0]).toMatchObject({ code: 'F2', read: 1, total: team.anchors.length })
    expect(row.certificate).toBeNull()
  })
})
