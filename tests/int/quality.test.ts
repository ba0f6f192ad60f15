/**
 * FUNDAE's quality questionnaire (issue 38 item 4), over real HTTP and the real database: a seat holder
 * answers once, at the end (every section the seat covers read), with an account or with the address
 * that accepted the seat without one; the answers are stored without the person; concurrent sends store
 * one; the manager's team page and the FUNDAE CSV and PDF count them, never naming anyone; bad input is a
 * Spanish 4xx.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sectionAnchors } from '@/learning/percent'
import { QUALITY_ITEMS } from '@/teams/quality'

import { api, appUrl, cookiesFrom, login, ownAddress } from '../support/api'
import { extractPdfPageTexts, squashText } from '../support/pdf-text'
import { testPayload } from '../support/payload'
import { account, moduleByCode, PASSWORD, teamOrder } from '../support/teams'

let payload: Payload
let anchors: string[]
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[]) =>
  (
    await (
      payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> } }
    ).pool.query(text, params)
  ).rows

beforeAll(async () => {
  payload = await testPayload()
  anchors = sectionAnchors(await moduleByCode('F2'))
})

const as = (token: string) => ({ Authorization: `JWT ${token}` })
const readAll = (headers: Record<string, string>) =>
  api('POST', '/api/learning/progress', { body: { module: 'f2', seen: anchors }, headers })
const answer = (headers: Record<string, string>, body: unknown) =>
  api('POST', '/api/equipo/cuestionario', { body, headers })
const allFours = Object.fromEntries(QUALITY_ITEMS.map((i) => [i.id, 4]))

describe('the quality questionnaire', () => {
  let team: Awaited<ReturnType<typeof teamOrder>>
  let tokens: string[]

  beforeAll(async () => {
    team = await teamOrder({ claimed: 3, businessName: 'Calidad Norte, S.L.' })
    tokens = await Promise.all(team.people.map((p) => login(p.email, PASSWORD)))
  })

  it('is offered at the end only, once per seat, and stores the answers without the person', async () => {
    const [ana] = team.people
    const before = await api('GET', '/api/equipo/cuestionario', { headers: as(tokens[0]) })
    expect(before.status).toBe(200)
    expect(before.body.seats).toEqual([
      { seat: ana.seatId, team: team.order.id, company: 'Calidad Norte, S.L.', finished: false, answered: false },
    ])
    const early = await answer(as(tokens[0]), { seat: ana.seatId, answers: allFours })
    expect(early.status).toBe(409)
    expect(early.body.error).toMatch(/al terminar/)

    expect((await readAll(as(tokens[0]))).status).toBe(200)
    const sent = await answer(as(tokens[0]), {
      seat: ana.seatId,
      answers: { ...allFours, '1.2': null, '3.1': 2 },
      suggestion: '  Más ejemplos de comercio electrónico.  ',
    })
    expect(sent.status).toBe(201)
    const again = await answer(as(tokens[0]), { seat: ana.seatId, answers: allFours })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatch(/Ya respondiste/)

    const rows = await sql<{ team_id: number; answers: Record<string, number>; suggestion: string }>(
      'SELECT * FROM quality_responses WHERE team_id = $1',
      [team.order.id],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].answers['3.1']).toBe(2)
    expect(rows[0].answers).not.toHaveProperty('1.2')
    expect(rows[0].suggestion).toBe('Más ejemplos de comercio electrónico.')
    // nothing in the row names the person or the seat
    expect(JSON.stringify(rows[0])).not.toContain(ana.email)
    expect(Object.keys(rows[0]).sort()).toEqual(['answered_on', 'answers', 'id', 'suggestion', 'team_id'])
    const after = await api('GET', '/api/equipo/cuestionario', { headers: as(tokens[0]) })
    expect(after.body.seats[0]).toMatchObject({ finished: true, answered: true })
  })

  it('two sends at once store one response', async () => {
    const luis = team.people[1]
    await readAll(as(tokens[1]))
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => answer(as(tokens[1]), { seat: luis.seatId, answers: { '10': 3 } })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const [{ n }] = await sql<{ n: string }>('SELECT count(*) AS n FROM quality_responses WHERE team_id = $1', [
      team.order.id,
    ])
    expect(Number(n)).toBe(2)
  })

  it("someone else's seat, nobody, and bad answers are refused in Spanish, storing nothing", async () => {
    const stranger = await account('ajena')
    const strangerToken = await login(stranger.email, PASSWORD)
    const seat = team.people[2].seatId
    expect((await answer(as(strangerToken), { seat, answers: allFours })).status).toBe(403)
    expect((await answer(as(tokens[0]), { seat, answers: allFours })).status).toBe(403)
    expect((await answer({}, { seat, answers: allFours })).status).toBe(401)
    expect((await api('GET', '/api/equipo/cuestionario')).status).toBe(401)
    const bad: Array<[unknown, RegExp]> = [
      [{ seat, answers: { '1.1': 5 } }, /del 1 al 4/],
      [{ seat, answers: { '1.1': '4' } }, /del 1 al 4/],
      [{ seat, answers: { '99.9': 4 } }, /no tiene esa pregunta/],
      [{ seat, answers: {} }, /al menos una pregunta/],
      [{ seat, answers: { '1.1': 4 }, suggestion: 'x'.repeat(1001) }, /1000 caracteres/],
      [{ seat: 'uno', answers: allFours }, /la plaza/],
      [{ answers: allFours }, /la plaza/],
      ['texto', /la plaza/],
      [[1, 2], /la plaza/],
      [null, /la plaza/],
    ]
    for (const [body, message] of bad) {
      const res = await answer(as(tokens[2]), body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error).toMatch(message)
    }
    const raw = await fetch(`${appUrl()}/api/equipo/cuestionario`, {
      method: 'POST',
      headers: { ...as(tokens[2]), 'Content-Type': 'application/json' },
      body: '{"seat":',
    })
    expect(raw.status).toBe(400)
    const [{ n }] = await sql<{ n: string }>('SELECT count(*) AS n FROM quality_responses WHERE team_id = $1', [
      team.order.id,
    ])
    expect(Number(n)).toBe(2)
  })

  it('the manager sees the answers counted on the team page, in the CSV and in the PDF, never whose', async () => {
    const manager = await login(team.buyer.email, PASSWORD)
    const page = await fetch(`${appUrl()}/equipo`, {
      headers: { Cookie: `payload-token=${manager}`, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Cuestionario de calidad (FUNDAE)')
    expect(html).toContain('2 respuestas')
    // 3.1: Ana chose 2, nobody else answered it → mean 2
    expect(html).toMatch(/media 2 sobre 4 \(1: 0 · 2: 1 · 3: 0 · 4: 0; 1 respuesta\)/)
    // 10: Ana 4, Luis 3 → 3,5
    expect(html).toMatch(/media 3,5 sobre 4 \(1: 0 · 2: 0 · 3: 1 · 4: 1; 2 respuestas\)/)
    expect(html).toContain('Más ejemplos de comercio electrónico.')

    const today = new Date().toISOString().slice(0, 10)
    const period = `desde=${today.slice(0, 4)}-01-01&hasta=${today.slice(0, 4)}-12-31`
    const csv = await fetch(`${appUrl()}/api/equipo/${team.order.id}/fundae?${period}&formato=csv`, {
      headers: as(manager),
    })
    expect(csv.status).toBe(200)
    const lines = (await csv.text()).trimEnd().split('\r\n')
    const start = lines.findIndex((l) => l.startsWith('Cuestionario de calidad (FUNDAE)'))
    expect(start).toBeGreaterThan(0)
    expect(lines[start - 1]).toBe('')
    expect(lines[start]).toContain(';2 respuestas')
    expect(lines).toContain('10;Grado de satisfacción general con el curso.;3,5;0;0;1;1;2')
    expect(lines).toContain('Sugerencia;Más ejemplos de comercio electrónico.')
    const quality = lines.slice(start).join('\n')
    for (const p of team.people) expect(quality).not.toContain(p.email)

    const pdf = await fetch(`${appUrl()}/api/equipo/${team.order.id}/fundae?${period}&formato=pdf`, {
      headers: as(manager),
    })
    expect(pdf.status).toBe(200)
    const pages = await extractPdfPageTexts(new Uint8Array(await pdf.arrayBuffer()))
    // its closing pages, after everyone's
    const all = squashText(pages.join(' '))
    const last = all.slice(all.lastIndexOf('Cuestionario de calidad (FUNDAE)'))
    expect(last).toContain('2 personas respondieron')
    expect(last).toContain('10 Grado de satisfacción general con el curso. — media 3,5 sobre 4')
    for (const p of team.people) expect(last).not.toContain(p.email)
  })
})

describe('a colleague without an account', () => {
  it('answers with the address the seat was accepted with', async () => {
    const team = await teamOrder({ invited: 1, businessName: 'Sin Cuenta, S.L.' })
    const claim = await api('POST', '/api/teams/claim', { body: { token: team.links[0].token }, headers: ownAddress() })
    expect(claim.status).toBe(200)
    const accessToken = new URL(claim.body.next, appUrl()).searchParams.get('token')
    const opened = await api('POST', '/api/guest-access/browser', { body: { token: accessToken } })
    const headers = { Cookie: cookiesFrom(opened.headers) }
    expect((await readAll(headers)).status).toBe(200)
    const list = await api('GET', '/api/equipo/cuestionario', { headers })
    expect(list.body.seats).toEqual([
      { seat: team.links[0].seatId, team: team.order.id, company: 'Sin Cuenta, S.L.', finished: true, answered: false },
    ])
    expect((await answer(headers, { seat: team.links[0].seatId, answers: { '10': 4 } })).status).toBe(201)
    const rows = await sql('SELECT * FROM quality_responses WHERE team_id = $1', [team.order.id])
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(team.links[0].email)
  })
})
