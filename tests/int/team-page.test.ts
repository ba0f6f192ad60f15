/**
 * The team page's endpoints over real HTTP (issue 28 item 2): the claim route under concurrency, the
 * manager check on every endpoint, what a manager sees of a person, the invitation e-mail queued with
 * each write, and Spanish 4xx for bad input.
 */
import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { api, login } from '../support/api'
import { firstLink, mailTo, waitForMail } from '../support/mail'
import { waitFor } from '../support/stripe'
import { testPayload } from '../support/payload'
import { describeProblems, validateHtml } from '../support/vnu'
import { account, giftOrder, PASSWORD, teamOrder } from '../support/teams'

/** A visitor of its own behind the trusted proxy (loopback), so the claim's rate limit is per test. */
const visitor = () => ({
  'X-Forwarded-For': `203.0.113.${crypto.randomInt(1, 250)}, 198.51.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 250)}`,
})
const claim = (token: unknown, jwt?: string) =>
  api('POST', '/api/teams/claim', { token: jwt, body: { token }, headers: visitor() })
/**
 * A claim as a person on the invitation page makes it: told «el servicio está saturado… vuelve a
 * intentarlo» (a 503 with Retry-After, when a wait for a lock or a connection ran out on a loaded
 * machine), they press the button again, twice at most. Any other answer is returned as it is.
 */
async function claimAsABrowserWould(token: unknown, jwt?: string) {
  for (let attempt = 1; ; attempt++) {
    const answer = await claim(token, jwt)
    if (answer.status !== 503 || attempt === 3) return answer
    expect(answer.headers.get('retry-after')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}
const spanish = (text: unknown) =>
  typeof text === 'string' && /[a-záéíóúñ]{3,}/i.test(text) && !/error: |undefined|null/i.test(text)

const MANAGER_PATHS: Array<[string, (team: number, seat: number) => Record<string, unknown>]> = [
  ['/api/teams/report', (team) => ({ team })],
  ['/api/teams/invite', (team) => ({ team, email: 'alguien@empresa.es' })],
  ['/api/teams/invite-list', (team) => ({ team, text: 'a@empresa.es\nb@empresa.es' })],
  ['/api/teams/reassign', (team, seat) => ({ team, seat, email: 'otra@empresa.es' })],
  ['/api/teams/withdraw', (team, seat) => ({ team, seat })],
  ['/api/teams/resend', (team, seat) => ({ team, seat })],
  ['/api/teams/move', (team, seat) => ({ team, seat, email: 'otra@empresa.es' })],
  ['/api/teams/managers', (team) => ({ team, email: 'gestor@empresa.es' })],
  ['/api/teams/managers/remove', (team) => ({ team, manager: 1 })],
  ['/api/teams/managers/withdraw', (team) => ({ team, invitation: 1 })],
]

describe('claiming over HTTP', () => {
  it('20 simultaneous claims on 5 seats grant exactly 5 (each link tried by 4 accounts at once)', async () => {
    const team = await teamOrder({ invited: 5 })
    const people = await Promise.all(Array.from({ length: 20 }, () => account('alumno')))
    const tokens = await Promise.all(people.map((p) => login(p.email, PASSWORD)))
    const answers = await Promise.all(people.map((_, i) => claimAsABrowserWould(team.links[i % 5].token, tokens[i])))
    const statuses = JSON.stringify(answers.map((a) => a.status))
    expect(
      answers.filter((a) => a.status === 200),
      statuses,
    ).toHaveLength(5)
    expect(
      answers.filter((a) => a.status === 409),
      statuses,
    ).toHaveLength(15)
    for (const a of answers.filter((x) => x.status === 409)) expect(spanish(a.body.error)).toBe(true)
    const payload = await testPayload()
    const rows = await payload.find({
      collection: 'entitlements',
      where: { seat: { in: team.seats } },
      depth: 0,
      limit: 100,
    })
    expect(rows.totalDocs).toBe(5)
    const seats = await payload.find({ collection: 'seats', where: { id: { in: team.seats } }, depth: 0, limit: 10 })
    expect(seats.docs.every((s) => s.status === 'claimed')).toBe(true)
  })

  it('a guest claims with the invited address and gets a guest access link that opens the module', async () => {
    const team = await teamOrder({ invited: 1 })
    const [link] = team.links
    const res = await claim(link.token)
    expect(res.status).toBe(200)
    expect(res.body.next).toMatch(/^\/guest-access\?token=/)
    const page = await fetch(`${process.env.APP_URL}${res.body.next}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('F2')
    // the same link again: already yours, no second grant
    expect((await claim(link.token)).body.status).toBe('already')
    await waitForMail(link.email, (m) => /guest-access\?token=/.test(m.text))
  })

  it('refused links say why, in Spanish, with a 4xx', async () => {
    const team = await teamOrder({ invited: 1 })
    const payload = await testPayload()
    await payload.update({
      collection: 'seats',
      id: team.links[0].seatId,
      data: { status: 'refunded', refundedAt: new Date().toISOString() },
      context: { system: true },
    })
    const refunded = await claim(team.links[0].token)
    expect(refunded.status).toBe(410)
    expect(refunded.body.error).toMatch(/reembols/)
    for (const token of ['x', 'A'.repeat(43), '', 42, null, { a: 1 }, 'ñ'.repeat(150)]) {
      const res = await claim(token)
      expect(res.status, JSON.stringify(token)).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(spanish(res.body.error)).toBe(true)
    }
    const page = await fetch(`${process.env.APP_URL}/equipo/unirse?token=${team.links[0].token}`)
    expect(await page.text()).toContain('Esta plaza se reembolsó')
  })

  it('a gift seat shows the buyer’s message on the claim page', async () => {
    const gift = await giftOrder({ message: 'Para que sigas aprendiendo, Marta.' })
    const html = await (await fetch(`${process.env.APP_URL}/equipo/unirse?token=${gift.token}`)).text()
    expect(html).toContain('Para que sigas aprendiendo, Marta.')
    expect(html).toContain('Te han regalado')
  })
})

describe('only managers', () => {
  it('anyone else gets 401 or 404 on every endpoint and changes nothing', async () => {
    const team = await teamOrder({ free: 1, invited: 1 })
    const stranger = await account('ajena')
    const jwt = await login(stranger.email, PASSWORD)
    for (const [path, body] of MANAGER_PATHS) {
      const anonymous = await api('POST', path, { body: body(team.order.id, team.links[0].seatId) })
      expect(anonymous.status, path).toBe(401)
      const signed = await api('POST', path, { token: jwt, body: body(team.order.id, team.links[0].seatId) })
      expect(signed.status, path).toBe(404)
      expect(spanish(signed.body.error)).toBe(true)
    }
    const payload = await testPayload()
    const seat = await payload.findByID({ collection: 'seats', id: team.links[0].seatId, depth: 0 })
    expect(seat.status).toBe('invited')
    expect(seat.invitedEmail).toBe(team.links[0].email)
    // a manager of one team cannot act on another team's seat
    const other = await teamOrder({ invited: 1 })
    const buyerJwt = await login(team.buyer.email, PASSWORD)
    const cross = await api('POST', '/api/teams/withdraw', {
      token: buyerJwt,
      body: { team: team.order.id, seat: other.links[0].seatId },
    })
    expect(cross.status).toBe(409)
    expect((await payload.findByID({ collection: 'seats', id: other.links[0].seatId, depth: 0 })).status).toBe(
      'invited',
    )
  })

  it('a manager sees a person only through learnerView: status, address, claim date, progress, certificate', async () => {
    const team = await teamOrder({ invited: 1 })
    const holder = await account('titular')
    const holderJwt = await login(holder.email, PASSWORD)
    expect((await claim(team.links[0].token, holderJwt)).status).toBe(200)
    const payload = await testPayload()
    const module = await payload.findByID({ collection: 'modules', id: team.module!, depth: 0 })
    const anchor = module.previewSections?.[0]?.anchor ?? module.premiumSections?.[0]?.anchor
    if (anchor)
      await api('POST', '/api/learning/progress', { token: holderJwt, body: { module: module.slug, seen: [anchor] } })
    // time on the seat's module: a day before the claim is the person's own, the days after it are the team's
    const claimedAt = (await payload.findByID({ collection: 'seats', id: team.links[0].seatId, depth: 0 })).claimedAt!
    const at = (minutes: number) => new Date(Date.parse(claimedAt) + minutes * 60_000).toISOString()
    const sql = (payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<unknown> } }).pool
    const time = (day: string, ms: number, firstAt: string, lastAt: string) =>
      sql.query(
        `INSERT INTO section_time (user_id, day, key, module_id, section, active_ms, beats, first_at, last_at, updated_at, created_at)
         VALUES ($1, $2, $3, $4, 'x', $5, 1, $6, $7, now(), now())`,
        [holder.id, day, `${team.module}:x`, team.module, ms, firstAt, lastAt],
      )
    await time('2000-01-01', 3_600_000, at(-24 * 60), at(-23 * 60))
    await time('2999-01-01', 600_000, at(10), at(20))
    await time('2999-01-02', 120_000, at(24 * 60), at(24 * 60 + 2))
    const jwt = await login(team.buyer.email, PASSWORD)
    const report = await api('POST', '/api/teams/report', { token: jwt, body: { team: team.order.id } })
    expect(report.status).toBe(200)
    const [row] = report.body.rows
    expect(Object.keys(row).sort()).toEqual([
      'activeMs',
      'certificate',
      'claimedAt',
      'email',
      'evaluations',
      'hasAccount',
      'invitedAt',
      'lastActivity',
      'modules',
      'name',
      'seatId',
      'status',
    ])
    expect(row.status).toBe('claimed')
    expect(row.email).toBe(holder.email)
    expect(row.modules[0].read).toBe(anchor ? 1 : 0)
    expect(row).toMatchObject({ activeMs: 720_000, lastActivity: at(24 * 60 + 2), name: null, invitedAt: null })
    const text = JSON.stringify(report.body)
    expect(text).not.toContain('Persona de prueba') // the account's name
    expect(text).not.toContain(`"${holder.id}"`)
    expect(text).not.toMatch(/claimedBy|password|sessions|role/)
    expect(report.body.counts).toMatchObject({ bought: 1, claimed: 1, invited: 0, free: 0, refunded: 0 })
  })
})

describe('a manager’s writes', () => {
  it('invite, paste a list, reassign, withdraw and move once; each link by e-mail, old links dead', async () => {
    const team = await teamOrder({ free: 4 })
    const jwt = await login(team.buyer.email, PASSWORD)
    const post = (path: string, body: Record<string, unknown>) =>
      api('POST', `/api/teams/${path}`, { token: jwt, body: { team: team.order.id, ...body } })

    const first = `uno-${crypto.randomUUID().slice(0, 8)}@empresa.es`
    const invited = await post('invite', { email: first })
    expect(invited.status).toBe(200)
    const mail = await waitForMail(first)
    expect(mail.text).toContain('«Agencia Ejemplo S.L.»')
    const firstLink_ = firstLink(mail, /https?:\/\/[^\s"<]+\/equipo\/unirse\?token=[\w-]+/)
    const firstToken = new URL(firstLink_).searchParams.get('token')!

    // the same address twice is refused; a list is answered line by line
    expect((await post('invite', { email: first })).status).toBe(409)
    const a = `dos-${crypto.randomUUID().slice(0, 8)}@empresa.es`
    const b = `tres-${crypto.randomUUID().slice(0, 8)}@empresa.es`
    const list = await post('invite-list', { text: `Ana <${a}>\nno-es-un-email\n${first}\n${b}` })
    expect(list.status).toBe(200)
    // in the order pasted, the name kept with its address
    expect(list.body.lines.map((l: { line: string; ok: boolean }) => [l.line, l.ok])).toEqual([
      [`Ana <${a}>`, true],
      ['no-es-un-email', false],
      [first, false],
      [b, true],
    ])
    const named = (await post('report', {})).body.rows.find((r: { email: string }) => r.email === a)
    expect(named).toMatchObject({ name: 'Ana', status: 'invited', invitedAt: expect.stringMatching(/^\d{4}-/) })

    // «Reenviar»: b gets a new link, the old one dies; a seat without a pending invitation is refused
    const bMail = await waitForMail(b)
    const bOld = new URL(firstLink(bMail, /https?:\/\/[^\s"<]+\/equipo\/unirse\?token=[\w-]+/)).searchParams.get(
      'token',
    )!
    const seatOfB = (await post('report', {})).body.rows.find((r: { email: string }) => r.email === b).seatId
    expect((await post('resend', { seat: seatOfB })).status).toBe(200)
    const bNew = await waitFor(async () => {
      const links = mailTo(b).map((m) =>
        new URL(firstLink(m, /https?:\/\/[^\s"<]+\/equipo\/unirse\?token=[\w-]+/)).searchParams.get('token')!,
      )
      return links.find((t) => t !== bOld) ?? null
    })
    expect((await claim(bOld)).status).toBe(404)
    const freeSeat = (await post('report', {})).body.rows.find((r: { status: string }) => r.status === 'free').seatId
    const notPending = await post('resend', { seat: freeSeat })
    expect(notPending.status).toBe(409)
    expect(notPending.body.error).toMatch(/no tiene una invitación pendiente/)
    expect(bNew).toBeTruthy()

    // reassign the first invitation: its old link dies, the new address gets a new one
    const c = `cuatro-${crypto.randomUUID().slice(0, 8)}@empresa.es`
    expect((await post('reassign', { seat: invited.body.seat, email: c })).status).toBe(200)
    expect((await claim(firstToken)).status).toBe(404)
    const newToken = new URL(
      firstLink(await waitForMail(c), /https?:\/\/[^\s"<]+\/equipo\/unirse\?token=[\w-]+/),
    ).searchParams.get('token')!

    // the new person claims as a guest; the seat moves once, then never again
    expect((await claim(newToken)).status).toBe(200)
    const d = `cinco-${crypto.randomUUID().slice(0, 8)}@empresa.es`
    expect((await post('move', { seat: invited.body.seat, email: d })).status).toBe(200)
    const dToken = new URL(
      firstLink(await waitForMail(d), /https?:\/\/[^\s"<]+\/equipo\/unirse\?token=[\w-]+/),
    ).searchParams.get('token')!
    const payload = await testPayload()
    const active = await payload.count({
      collection: 'entitlements',
      where: { and: [{ seat: { equals: invited.body.seat } }, { revokedAt: { exists: false } }] },
    })
    expect(active.totalDocs).toBe(0)
    expect((await claim(dToken)).status).toBe(200)
    const again = await post('move', { seat: invited.body.seat, email: c })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatch(/ya se movió una vez/)

    // withdraw a's invitation: the seat is free again; once every seat is taken → Spanish refusal
    const before = await post('report', {})
    const seatOfA = before.body.rows.find((r: { email: string }) => r.email === a).seatId
    expect((await post('withdraw', { seat: seatOfA })).status).toBe(200)
    const report = await post('report', {})
    expect(report.body.counts).toMatchObject({ bought: 4, invited: 1, free: 2, claimed: 1 })
    expect((await post('invite', { email: `seis-${crypto.randomUUID().slice(0, 8)}@empresa.es` })).status).toBe(200)
    expect((await post('invite', { email: `siete-${crypto.randomUUID().slice(0, 8)}@empresa.es` })).status).toBe(200)
    const full = await post('invite', { email: `ocho-${crypto.randomUUID().slice(0, 8)}@empresa.es` })
    expect(full.status).toBe(409)
    expect(full.body.error).toMatch(/No quedan plazas libres/)
  })

  it('co-managers are invited by e-mail and accept: the same answer with or without an account; only a confirmed account of that address accepts', async () => {
    const team = await teamOrder({ free: 1 })
    const jwt = await login(team.buyer.email, PASSWORD)
    const post = (path: string, body: Record<string, unknown>, token = jwt) =>
      api('POST', `/api/teams/${path}`, { token, body: { team: team.order.id, ...body } })
    const accept = (token: string, as?: string) =>
      api('POST', '/api/teams/managers/accept', { token: as, body: { token } })
    const payload = await testPayload()
    const confirm = (id: number) =>
      payload.update({
        collection: 'users',
        id,
        data: { emailConfirmedAt: new Date().toISOString() },
        context: { system: true },
      })
    const linkTo = async (to: string) =>
      new URL(
        firstLink(
          await waitForMail(to, (m) => /gestionar un equipo/.test(m.subject)),
          /https?:\/\/[^\s"<]+\/equipo\/gestionar\?token=[\w-]+/,
        ),
      ).searchParams.get('token')!

    // an address with an account and one without get the same answer, and nobody manages anything yet
    const colleague = await account('colega')
    const nobody = `sin-cuenta-${crypto.randomUUID().slice(0, 8)}@empresa.es`
    const withAccount = await post('managers', { email: colleague.email })
    const without = await post('managers', { email: nobody })
    expect([withAccount.status, without.status]).toEqual([200, 200])
    expect(withAccount.body.message).toContain(`Hemos enviado una invitación a ${colleague.email}`)
    expect(withAccount.body.message.replace(colleague.email, '…')).toBe(without.body.message.replace(nobody, '…'))
    const colleagueJwt = await login(colleague.email, PASSWORD)
    expect((await post('report', {}, colleagueJwt)).status).toBe(404)
    const token = await linkTo(colleague.email)
    const nobodyToken = await linkTo(nobody)

    // the team page lists both as pending
    const page = await (
      await fetch(`${process.env.APP_URL}/equipo`, {
        headers: { Cookie: `payload-token=${jwt}`, 'Sec-Fetch-Site': 'same-origin' },
      })
    ).text()
    expect(page).toContain('Invitaciones pendientes')
    expect(page).toContain(nobody)

    // signed out, another account, the invited account before it confirmed its address: refused
    expect((await accept(token)).status).toBe(401)
    const other = await account('otra')
    await confirm(other.id)
    expect((await accept(token, await login(other.email, PASSWORD))).status).toBe(403)
    const unconfirmed = await accept(token, colleagueJwt)
    expect(unconfirmed.status).toBe(403)
    expect(unconfirmed.body.error).toMatch(/Confirma primero tu email/)
    expect((await post('report', {}, colleagueJwt)).status).toBe(404)
    // confirmed: the link makes them a co-manager, once
    await confirm(colleague.id)
    expect((await accept(token, colleagueJwt)).status).toBe(200)
    expect((await post('report', {}, colleagueJwt)).status).toBe(200)
    expect((await accept(token, colleagueJwt)).status).toBe(409)
    expect((await post('managers', { email: colleague.email })).status).toBe(409)

    // removed, they no longer manage; the buyer cannot be removed
    const rows = await payload.find({
      collection: 'team-managers',
      where: { team: { equals: team.order.id } },
      depth: 0,
    })
    const buyerRow = rows.docs.find((r) => r.role === 'buyer')!
    const colleagueRow = rows.docs.find((r) => r.role === 'co-manager')!
    expect(colleagueRow.user).toBe(colleague.id)
    expect((await post('managers/remove', { manager: buyerRow.id }, colleagueJwt)).status).toBe(409)
    expect((await post('managers/remove', { manager: colleagueRow.id })).status).toBe(200)
    expect((await post('report', {}, colleagueJwt)).status).toBe(404)

    // a pending invitation withdrawn: its link is dead, on the page and at accept
    const [pending] = (
      await payload.find({ collection: 'manager-invitations', where: { email: { equals: nobody } }, depth: 0 })
    ).docs
    expect((await post('managers/withdraw', { invitation: pending.id })).status).toBe(200)
    expect((await post('managers/withdraw', { invitation: pending.id })).status).toBe(404)
    const late = await account('tarde')
    await confirm(late.id)
    expect((await accept(nobodyToken, await login(late.email, PASSWORD))).status).toBe(404)
    expect(await (await fetch(`${process.env.APP_URL}/equipo/gestionar?token=${nobodyToken}`)).text()).toContain(
      'no existe o se ha retirado',
    )

    // an invitation expires
    expect((await post('managers', { email: late.email })).status).toBe(200)
    const lateToken = await linkTo(late.email)
    const [lateRow] = (
      await payload.find({ collection: 'manager-invitations', where: { email: { equals: late.email } }, depth: 0 })
    ).docs
    await payload.update({
      collection: 'manager-invitations',
      id: lateRow.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      context: { system: true },
    })
    const expired = await accept(lateToken, await login(late.email, PASSWORD))
    expect(expired.status).toBe(410)
    expect(expired.body.error).toMatch(/caducado/)
  })

  it('the invitation page: signed out it asks to sign in with the invited address; the invited, confirmed account sees the button (valid HTML)', async () => {
    const team = await teamOrder({ free: 1 })
    const jwt = await login(team.buyer.email, PASSWORD)
    const colleague = await account('colega')
    const payload = await testPayload()
    await payload.update({
      collection: 'users',
      id: colleague.id,
      data: { emailConfirmedAt: new Date().toISOString() },
      context: { system: true },
    })
    expect(
      (await api('POST', '/api/teams/managers', { token: jwt, body: { team: team.order.id, email: colleague.email } }))
        .status,
    ).toBe(200)
    const mail = await waitForMail(colleague.email, (m) => /gestionar un equipo/.test(m.subject))
    const path =
      new URL(firstLink(mail, /https?:\/\/[^\s"<]+\/equipo\/gestionar\?token=[\w-]+/)).pathname +
      new URL(firstLink(mail, /https?:\/\/[^\s"<]+\/equipo\/gestionar\?token=[\w-]+/)).search
    const colleagueJwt = await login(colleague.email, PASSWORD)
    const signedOut = await (await fetch(`${process.env.APP_URL}${path}`)).text()
    expect(signedOut).toContain('Iniciar sesión o crear cuenta')
    const signedIn = await (
      await fetch(`${process.env.APP_URL}${path}`, {
        headers: { Cookie: `payload-token=${colleagueJwt}`, 'Sec-Fetch-Site': 'same-origin' },
      })
    ).text()
    expect(signedIn).toContain('Aceptar y gestionar el equipo')
    const problems = await validateHtml([
      { name: 'gestionar (sin sesión)', html: signedOut },
      { name: 'gestionar (con sesión)', html: signedIn },
    ])
    expect(problems, describeProblems(problems)).toEqual([])
  }, 120_000)

  it('bad input: 4xx with a Spanish message, never 5xx', async () => {
    const team = await teamOrder({ free: 1 })
    const jwt = await login(team.buyer.email, PASSWORD)
    const bodies: unknown[] = [
      null,
      'texto',
      [],
      { team: 'uno' },
      { team: -1, email: 'a@b.es' },
      { team: 1e20, email: 'a@b.es' },
      { team: team.order.id, email: 'no-es-email' },
      { team: team.order.id, email: 'x'.repeat(400) },
      { team: team.order.id, seat: 'a', email: 'a@b.es' },
      { team: team.order.id, seat: 2_147_483_000, email: 'a@b.es' },
      { team: team.order.id, text: '' },
      { team: team.order.id, text: 'a@b.es\n'.repeat(300) },
      { team: team.order.id, manager: 2_147_483_000 },
    ]
    for (const [path] of MANAGER_PATHS) {
      for (const body of bodies) {
        const res = await api('POST', path, { token: jwt, body })
        if (res.status === 200) continue // e.g. the report needs only the team
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500)
        expect(spanish(res.body.error), `${path} ${JSON.stringify(res.body)}`).toBe(true)
      }
    }
    const raw = await fetch(`${process.env.APP_URL}/api/teams/invite`, {
      method: 'POST',
      headers: { Authorization: `JWT ${jwt}`, 'Content-Type': 'application/json' },
      body: '{not json',
    })
    expect(raw.status).toBe(400)
  })
})

describe('invitations are no relay', () => {
  it('a company name written to phish never reaches a subject: the body quotes it defanged and says who really sends', async () => {
    const team = await teamOrder({ free: 1, businessName: 'Soporte Banco: verifica tu cuenta en evil.example/login' })
    const jwt = await login(team.buyer.email, PASSWORD)
    const to = `destino-${crypto.randomUUID().slice(0, 8)}@empresa.es`
    expect(
      (await api('POST', '/api/teams/invite', { token: jwt, body: { team: team.order.id, email: to } })).status,
    ).toBe(200)
    const mail = await waitForMail(to)
    expect(mail.subject).toMatch(/^Tienes una plaza en el módulo F2 .* de Academia GEO$/)
    expect(mail.subject).not.toMatch(/Banco|evil|verifica/i)
    expect(mail.text).toContain('«Soporte Banco: verifica tu cuenta en evil[.]example/login»')
    expect(mail.text).toMatch(/Este email lo envía Academia GEO .* en nombre de quien hizo la compra/)
    expect(`${mail.text}\n${mail.html}`).not.toContain('evil.example')
    const token = new URL(firstLink(mail, /https?:\/\/[^\s"<]+\/equipo\/unirse\?token=[\w-]+/)).searchParams.get(
      'token',
    )!
    const page = await (await fetch(`${process.env.APP_URL}/equipo/unirse?token=${token}`)).text()
    expect(page).not.toContain('evil.example')
    expect(page).toContain('evil[.]example')
  })

  it('one seat sends at most 5 invitation e-mails a day: 7 reassignments at once give 4 links, the rest a Spanish 429 that changes nothing', async () => {
    const team = await teamOrder({ free: 1 })
    const jwt = await login(team.buyer.email, PASSWORD)
    const post = (path: string, body: Record<string, unknown>) =>
      api('POST', `/api/teams/${path}`, { token: jwt, body: { team: team.order.id, ...body } })
    const first = await post('invite', { email: `primera-${crypto.randomUUID().slice(0, 8)}@empresa.es` })
    expect(first.status).toBe(200)
    const seat = first.body.seat
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        post('reassign', { seat, email: `otra${i}-${crypto.randomUUID().slice(0, 8)}@empresa.es` }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 429, 429, 429])
    expect(answers.find((a) => a.status === 429)!.body.error).toMatch(/demasiadas invitaciones hoy/)
    const payload = await testPayload()
    const jobs = await payload.find({
      collection: 'outbox',
      where: { task: { equals: 'seat-invitation' } },
      depth: 0,
      limit: 10_000,
      pagination: false,
      overrideAccess: true,
    })
    const ofSeat = jobs.docs.filter((j) => Number((j.input as { seatId?: unknown }).seatId) === seat)
    expect(ofSeat).toHaveLength(5)
    // the seat is invited to the last address that got through, not to a refused one
    const now = await payload.findByID({ collection: 'seats', id: seat, depth: 0 })
    expect(ofSeat.map((j) => (j.input as { to: string }).to)).toContain(now.invitedEmail)
    expect(
      (await post('reassign', { seat, email: `tarde-${crypto.randomUUID().slice(0, 8)}@empresa.es` })).status,
    ).toBe(429)
  })
})

describe('from another site', () => {
  it('a page of another site cannot act with the manager’s cookie or claim (403)', async () => {
    const team = await teamOrder({ free: 1, invited: 1 })
    const jwt = await login(team.buyer.email, PASSWORD)
    const foreign = { Origin: 'https://otro-sitio.example', 'X-Forwarded-For': '203.0.113.9' }
    const invite = await api('POST', '/api/teams/invite', {
      token: jwt,
      body: { team: team.order.id, email: 'x@empresa.es' },
      headers: foreign,
    })
    expect(invite.status).toBe(403)
    const claimed = await api('POST', '/api/teams/claim', { body: { token: team.links[0].token }, headers: foreign })
    expect(claimed.status).toBe(403)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'seats', id: team.links[0].seatId, depth: 0 })).status).toBe('invited')
  })
})

describe('the pages', () => {
  it('/equipo (a manager, signed out) and /equipo/unirse in each state are valid HTML (W3C Nu)', async () => {
    const team = await teamOrder({ free: 1, invited: 3 })
    await claim(team.links[2].token)
    const payload = await testPayload()
    await payload.update({
      collection: 'seats',
      id: team.links[1].seatId,
      data: { status: 'refunded', refundedAt: new Date().toISOString() },
      context: { system: true },
    })
    const gift = await giftOrder()
    const jwt = await login(team.buyer.email, PASSWORD)
    const session = { Cookie: `payload-token=${jwt}`, 'Sec-Fetch-Site': 'same-origin' }
    const get = async (name: string, path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${process.env.APP_URL}${path}`, { headers })
      expect(res.status, name).toBe(200)
      return { name, html: await res.text() }
    }
    const pages = await Promise.all([
      get('/equipo (gestor)', '/equipo', session),
      get('/equipo (sin sesión)', '/equipo'),
      get('unirse: abierta', `/equipo/unirse?token=${team.links[0].token}`),
      get('unirse: abierta (con sesión)', `/equipo/unirse?token=${team.links[0].token}`, session),
      get('unirse: reembolsada', `/equipo/unirse?token=${team.links[1].token}`),
      get('unirse: aceptada', `/equipo/unirse?token=${team.links[2].token}`),
      get('unirse: regalo', `/equipo/unirse?token=${gift.token}`),
      get('unirse: desconocida', '/equipo/unirse?token=nada'),
    ])
    expect(pages[0].html).toContain('Comprar más plazas')
    expect(pages[0].html).toContain('noindex')
    const problems = await validateHtml(pages)
    expect(problems, describeProblems(problems)).toEqual([])
  }, 120_000)
})
