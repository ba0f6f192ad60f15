/**
 * Sessions end on the server (issue 9 item 2, issue 20): after sign-out, a password reset or change,
 * support's "close every session", an owner's "close this / the others" and the new-device link, the
 * old token is refused over real HTTP. Twenty simultaneous sign-ins all stay valid. Idle and expired
 * sessions are refused.
 */
import crypto from 'node:crypto'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { api, appUrl, login } from '../support/api'
import { firstLink, mailTo, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'

const PASSWORD = 'clave-segura-123'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

async function customer(tag: string, role: User['role'] = 'customer') {
  const payload = await testPayload()
  return payload.create({ collection: 'users', data: { email: uniqueEmail(tag), password: PASSWORD, name: tag, role } })
}

/** Signs in through the site's endpoint as a browser would, from `ip` with `userAgent`; returns the token. */
async function signIn(email: string, opts: { userAgent?: string; ip?: string; password?: string } = {}) {
  const res = await api('POST', '/api/account/login', {
    body: { email, password: opts.password ?? PASSWORD },
    headers: { 'User-Agent': opts.userAgent ?? CHROME_WIN, 'X-Real-IP': opts.ip ?? '203.0.113.7' },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const token = /payload-token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
  expect(token).toBeTruthy()
  return token!
}

/** Whether the server still accepts a token (Payload's own /me and a protected read). */
async function accepted(token: string) {
  const me = await api('GET', '/api/users/me', { token })
  return Boolean(me.body?.user)
}

describe('sign-out ends the session on the server', () => {
  it("the site's sign-out: the old token is refused afterwards, other sessions stay", async () => {
    const user = await customer('logout')
    const a = await signIn(user.email)
    const b = await signIn(user.email)
    expect(await accepted(a)).toBe(true)
    const res = await api('POST', '/api/account/logout', { token: a })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/^payload-token=;/)
    expect(await accepted(a)).toBe(false)
    expect((await api('GET', '/api/account/me', { token: a })).body.user).toBeNull()
    expect(await accepted(b)).toBe(true)
    const { rows } = await db.query(
      'SELECT end_reason, ended_by_id FROM user_sessions WHERE user_id = $1 AND ended_at IS NOT NULL',
      [user.id],
    )
    expect(rows).toEqual([{ end_reason: 'Cierre de sesión', ended_by_id: user.id }])
  })

  it("Payload's own /api/users/logout and ?allSessions=true", async () => {
    const user = await customer('logout-payload')
    const a = await login(user.email, PASSWORD)
    const b = await login(user.email, PASSWORD)
    const c = await login(user.email, PASSWORD)
    expect((await api('POST', '/api/users/logout', { token: a })).status).toBe(200)
    expect(await accepted(a)).toBe(false)
    expect(await accepted(b)).toBe(true)
    expect((await api('POST', '/api/users/logout?allSessions=true', { token: b })).status).toBe(200)
    expect(await accepted(b)).toBe(false)
    expect(await accepted(c)).toBe(false)
    // A later sync (a new sign-in) does not bring them back.
    const d = await login(user.email, PASSWORD)
    expect(await accepted(d)).toBe(true)
    expect(await accepted(a)).toBe(false)
    expect(await accepted(c)).toBe(false)
  })
})

describe('password reset and change end the other sessions and say so by e-mail', () => {
  it('reset from the e-mailed link: every earlier token is refused, the new one works', async () => {
    const user = await customer('reset')
    const before = [await signIn(user.email), await login(user.email, PASSWORD)]
    const ip = `198.51.100.${Math.floor(Math.random() * 200)}`
    const asked = await api('POST', '/api/account/forgot-password', {
      body: { email: user.email },
      headers: { 'X-Real-IP': ip },
    })
    expect(asked.status).toBe(200)
    const mail = await waitForMail(user.email, (m) => /Restablece/.test(m.subject))
    const token = decodeURIComponent(firstLink(mail, /token=[^"\s<]+/).slice('token='.length))
    const reset = await api('POST', '/api/account/reset-password', { body: { token, password: 'clave-nueva-456' } })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    const fresh = /payload-token=([^;]+)/.exec(reset.headers.get('set-cookie') ?? '')![1]
    for (const old of before) expect(await accepted(old)).toBe(false)
    expect(await accepted(fresh)).toBe(true)
    const notice = await waitForMail(user.email, (m) => /contraseña de Academia GEO ha cambiado/.test(m.subject))
    expect(notice.text).toMatch(/se ha restablecido/)
    expect(notice.text).toMatch(/hemos cerrado las otras 2 sesiones/)
  })

  it("Payload's own reset-password route ends them too", async () => {
    const user = await customer('reset-payload')
    const old = await login(user.email, PASSWORD)
    const payload = await testPayload()
    const token = await payload.forgotPassword({ collection: 'users', data: { email: user.email }, disableEmail: true })
    const res = await api('POST', '/api/users/reset-password', { body: { token, password: 'clave-nueva-456' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await accepted(old)).toBe(false)
    expect(await accepted(res.body.token)).toBe(true)
  })

  it('a password change keeps the session that made it and ends the others', async () => {
    const user = await customer('change')
    const mine = await login(user.email, PASSWORD)
    const other = await login(user.email, PASSWORD)
    const res = await api('PATCH', `/api/users/${user.id}`, { token: mine, body: { password: 'clave-cambiada-789' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await accepted(other)).toBe(false)
    expect(await accepted(mine)).toBe(true)
    const notice = await waitForMail(user.email, (m) => /ha cambiado/.test(m.subject))
    expect(notice.text).toMatch(/se ha cambiado/)
    expect(notice.text).toMatch(/hemos cerrado la otra sesión/)
  })

  it('an edit that does not touch the password keeps every session', async () => {
    const user = await customer('edit')
    const a = await login(user.email, PASSWORD)
    const b = await login(user.email, PASSWORD)
    expect((await api('PATCH', `/api/users/${user.id}`, { token: a, body: { name: 'Nombre nuevo' } })).status).toBe(200)
    expect(await accepted(a)).toBe(true)
    expect(await accepted(b)).toBe(true)
  })
})

describe('support closes every session of a customer, with a reason in the audit', () => {
  it('refuses customers and a missing reason; ends all and records who and why', async () => {
    const agent = await customer('agent', 'support')
    const agentToken = await login(agent.email, PASSWORD)
    const user = await customer('victim')
    const tokens = [await signIn(user.email), await login(user.email, PASSWORD)]

    const asCustomer = await api('POST', '/api/support/end-sessions', {
      token: tokens[0],
      body: { email: user.email, reason: 'x' },
    })
    expect(asCustomer.status).toBe(403)
    const noReason = await api('POST', '/api/support/end-sessions', {
      token: agentToken,
      body: { email: user.email, reason: ' ' },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.body.error).toBe('Indica el motivo.')
    for (const t of tokens) expect(await accepted(t)).toBe(true)

    const res = await api('POST', '/api/support/end-sessions', {
      token: agentToken,
      body: { email: user.email.toUpperCase(), reason: 'La clienta perdió su portátil' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({ ended: 2, message: 'Se han cerrado 2 sesiones.' })
    for (const t of tokens) expect(await accepted(t)).toBe(false)
    expect(await accepted(agentToken)).toBe(true)
    const { rows } = await db.query('SELECT end_reason, ended_by_id FROM user_sessions WHERE user_id = $1', [user.id])
    expect(rows).toEqual([
      { end_reason: 'Soporte: La clienta perdió su portátil', ended_by_id: agent.id },
      { end_reason: 'Soporte: La clienta perdió su portátil', ended_by_id: agent.id },
    ])
    const unknown = await api('POST', '/api/support/end-sessions', {
      token: agentToken,
      body: { email: uniqueEmail('nadie'), reason: 'Prueba' },
    })
    expect(unknown.status).toBe(404)
  })
})

describe('simultaneous sign-ins', () => {
  it('20 concurrent sign-ins of one user: all 20 tokens stay valid', async () => {
    const user = await customer('burst')
    // Each from its own address: sign-ins in flight count against the per-address throttle until they succeed.
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await api('POST', '/api/users/login', {
          body: { email: user.email, password: PASSWORD },
          headers: { 'X-Real-IP': `203.0.113.${100 + i}` },
        })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return res.body.token as string
      }),
    )
    expect(new Set(tokens).size).toBe(20)
    const valid = await Promise.all(tokens.map(accepted))
    expect(valid.filter(Boolean).length).toBe(20)
    const { rows } = await db.query('SELECT count(*)::int AS n FROM users_sessions WHERE _parent_id = $1', [user.id])
    expect(rows[0].n).toBe(20)
  })
})

describe('the owner sees and ends their sessions', () => {
  it('lists device, address and times, marks the current one; ends one and then the others', async () => {
    const user = await customer('owner')
    const laptop = await signIn(user.email, { userAgent: CHROME_WIN, ip: '203.0.113.10' })
    const phone = await signIn(user.email, { userAgent: FIREFOX_LINUX, ip: '203.0.113.11' })
    const third = await signIn(user.email, { userAgent: FIREFOX_LINUX, ip: '203.0.113.12' })

    const anonymous = await api('GET', '/api/account/sessions')
    expect(anonymous.status).toBe(401)
    const list = await api('GET', '/api/account/sessions', { token: laptop })
    expect(list.status).toBe(200)
    expect(list.body.sessions).toHaveLength(3)
    const [current, ...others] = list.body.sessions
    expect(current).toMatchObject({ device: 'Chrome en Windows', ip: '203.0.113.10', current: true })
    expect(others.map((s: { device: string }) => s.device)).toEqual(['Firefox en Linux', 'Firefox en Linux'])
    expect(Date.parse(current.createdAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(Date.parse(current.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000)

    const phoneSid = others.find((s: { ip: string }) => s.ip === '203.0.113.11').sid
    const one = await api('POST', '/api/account/sessions/end', { token: laptop, body: { sid: phoneSid } })
    expect(one.status).toBe(200)
    expect(await accepted(phone)).toBe(false)
    expect(await accepted(third)).toBe(true)
    // Someone else's session id is not the owner's to end.
    const stranger = await customer('stranger')
    const strangerToken = await signIn(stranger.email)
    const theirs = await api('POST', '/api/account/sessions/end', { token: strangerToken, body: { sid: current.sid } })
    expect(theirs.status).toBe(404)
    expect(await accepted(laptop)).toBe(true)

    const rest = await api('POST', '/api/account/sessions/end-others', { token: laptop })
    expect(rest.body).toEqual({ ended: 1 })
    expect(await accepted(third)).toBe(false)
    expect(await accepted(laptop)).toBe(true)

    const self = await api('POST', '/api/account/sessions/end', { token: laptop, body: { sid: current.sid } })
    expect(self.status).toBe(200)
    expect(self.headers.get('set-cookie')).toMatch(/^payload-token=;/)
    expect(await accepted(laptop)).toBe(false)
  })
})

describe('new-device notice', () => {
  it('one e-mail for a device not seen before, with time, device and a link that ends that session', async () => {
    const user = await customer('device')
    await signIn(user.email, { userAgent: CHROME_WIN })
    await signIn(user.email, { userAgent: CHROME_WIN.replace('131.0', '132.0') }) // same browser, updated
    await new Promise((r) => setTimeout(r, 1000))
    expect(mailTo(user.email).filter((m) => /Nuevo inicio de sesión/.test(m.subject))).toHaveLength(0)

    const intruder = await signIn(user.email, { userAgent: FIREFOX_LINUX, ip: '192.0.2.55' })
    const mail = await waitForMail(user.email, (m) => /Nuevo inicio de sesión/.test(m.subject))
    expect(mail.text).toMatch(/Firefox en Linux/)
    expect(mail.text).toMatch(/192\.0\.2\.55/)
    expect(mail.text).toMatch(/\d{1,2} de [a-z]+ de \d{4}/)
    await signIn(user.email, { userAgent: FIREFOX_LINUX, ip: '192.0.2.99' }) // same browser, same network: no second e-mail
    await new Promise((r) => setTimeout(r, 1000))
    expect(mailTo(user.email).filter((m) => /Nuevo inicio de sesión/.test(m.subject))).toHaveLength(1)

    const link = firstLink(mail, /https?:\/\/[^\s"<]+\/cuenta\/cerrar-sesion\?token=[^\s"<]+/)
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!)
    const page = await fetch(`${appUrl()}/cuenta/cerrar-sesion?token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    expect(await accepted(intruder)).toBe(true)
    const forged = await api('POST', '/api/account/sessions/end-by-link', {
      body: { token: `${token.split('.')[0]}.${'A'.repeat(32)}` },
    })
    expect(forged.status).toBe(400)
    const ended = await api('POST', '/api/account/sessions/end-by-link', { body: { token } })
    expect(ended.body).toEqual({ ended: 1 })
    expect(await accepted(intruder)).toBe(false)
  })
})

describe('new-network notice', () => {
  it('a familiar browser signing in from a network never used with it sends the notice; its own network does not', async () => {
    const user = await customer('network')
    await signIn(user.email, { userAgent: CHROME_WIN, ip: '203.0.113.7' })
    await signIn(user.email, { userAgent: CHROME_WIN, ip: '203.0.113.90' }) // the same /24 (a new lease at home)
    await new Promise((r) => setTimeout(r, 1000))
    expect(mailTo(user.email).filter((m) => /Nuevo inicio de sesión/.test(m.subject))).toHaveLength(0)

    // Same browser, another country's network (before issue 25: no notice, the device key alone was checked).
    await signIn(user.email, { userAgent: CHROME_WIN, ip: '198.51.100.23' })
    const mail = await waitForMail(user.email, (m) => /Nuevo inicio de sesión/.test(m.subject))
    expect(mail.text).toMatch(/198\.51\.100\.23/)
    expect(mail.text).toMatch(/Chrome en Windows/)
    // Not again for that network, however often (no spam).
    await signIn(user.email, { userAgent: CHROME_WIN, ip: '198.51.100.24' })
    await signIn(user.email, { userAgent: CHROME_WIN, ip: '198.51.100.23' })
    await new Promise((r) => setTimeout(r, 1000))
    expect(mailTo(user.email).filter((m) => /Nuevo inicio de sesión/.test(m.subject))).toHaveLength(1)
  })
})

describe('sessions expire', () => {
  it('after inactivity and at their absolute limit, whatever the token says', async () => {
    const user = await customer('idle')
    const idle = await signIn(user.email)
    const old = await signIn(user.email)
    const fresh = await signIn(user.email)
    const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string
    // Idle for 8 days (default limit 7) / signed in past the absolute limit.
    await db.query("UPDATE user_sessions SET last_seen_at = now() - interval '8 days' WHERE sid = $1", [sidOf(idle)])
    await db.query("UPDATE user_sessions SET expires_at = now() - interval '1 minute' WHERE sid = $1", [sidOf(old)])
    await signIn(user.email) // any later sign-in re-syncs Payload's copy
    expect(await accepted(idle)).toBe(false)
    expect(await accepted(old)).toBe(false)
    expect(await accepted(fresh)).toBe(true)
    // Payload's copy alone, past its expiry, is refused too (Payload itself does not check it).
    await db.query("UPDATE users_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [sidOf(fresh)])
    expect(await accepted(fresh)).toBe(false)
  })
})

describe("Payload's built-in routes are throttled", () => {
  const ip = () => `100.64.${crypto.randomInt(255)}.${crypto.randomInt(255)}`

  it('forgot-password: 5 per e-mail an hour, then 429 in Spanish, and no more e-mails', async () => {
    const user = await customer('forgot-limit')
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await api('POST', '/api/users/forgot-password', {
            body: { email: user.email },
            headers: { 'X-Real-IP': ip() },
          })
        ).status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    const last = await api('POST', '/api/users/forgot-password', {
      body: { email: user.email },
      headers: { 'X-Real-IP': ip() },
    })
    expect(last.body.errors[0].message).toMatch(/demasiados enlaces/)
    await new Promise((r) => setTimeout(r, 1500))
    // Payload 3.90 also sends at most one reset e-mail per account every 15 s (forgotPassword.minRequestInterval):
    // the five answered at once give one e-mail.
    expect(mailTo(user.email).filter((m) => /Restablece/.test(m.subject))).toHaveLength(1)
  })

  it('forgot-password: 10 per address an hour, whatever the e-mail', async () => {
    const from = ip()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await api('POST', '/api/users/forgot-password', {
            body: { email: uniqueEmail('f') },
            headers: { 'X-Real-IP': from },
          })
        ).status,
      )
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
    // The site's own form shares the limit.
    const form = await api('POST', '/api/account/forgot-password', {
      body: { email: uniqueEmail('f') },
      headers: { 'X-Real-IP': from },
    })
    expect(form.status).toBe(429)
    expect(form.body.error).toMatch(/demasiados enlaces/)
  })

  it('POST /api/users: 20 accounts per address an hour, then 429', async () => {
    const from = ip()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await api('POST', '/api/users', {
            body: { email: uniqueEmail('bulk'), password: PASSWORD, name: 'x' },
            headers: { 'X-Real-IP': from },
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true)
    expect(statuses[20]).toBe(429)
    const signup = await api('POST', '/api/account/signup', {
      body: { email: uniqueEmail('bulk'), password: PASSWORD, name: 'x' },
      headers: { 'X-Real-IP': from },
    })
    expect(signup.status).toBe(429)
    // GraphQL's createUser goes through the same operation.
    const gql = await api('POST', '/api/graphql', {
      body: {
        query: `mutation { createUser(data: { email: "${uniqueEmail('gql')}", password: "${PASSWORD}", role: customer }) { id } }`,
      },
      headers: { 'X-Real-IP': from },
    })
    expect(JSON.stringify(gql.body)).toMatch(/Demasiados registros/)
  })
})
