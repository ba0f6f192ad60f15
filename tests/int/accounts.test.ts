/**
 * Accounts over real HTTP: the account endpoints' Spanish refusals (never a 500), lockout, duplicate
 * sign-ups, the session cookie, /api/account/me and its download history, and who may download what.
 * Arranging uses the Local API; every assertion is an HTTP answer (plus what the database recorded).
 */
import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MESSAGES } from '@/accounts/validation'
import type { Module, User } from '@/payload-types'

import { api, appUrl, login } from '../support/api'
import { waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const PASSWORD = 'clave-segura-123'

async function createCustomer(tag: string, password = PASSWORD): Promise<User> {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    data: { email: uniqueEmail(tag), password, name: `Cliente ${tag}`, role: 'customer' },
  })
}

const modules: Record<string, Module> = {}
async function moduleBySlug(slug: string) {
  if (!modules[slug]) {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'modules', where: { slug: { equals: slug } }, limit: 1 })
    modules[slug] = docs[0]
  }
  return modules[slug]
}

async function grant(user: User, slug: string) {
  const payload = await testPayload()
  return payload.create({
    collection: 'entitlements',
    data: {
      user: user.id,
      email: user.email,
      module: (await moduleBySlug(slug)).id,
      source: 'staff-grant',
      grantReason: 'prueba',
    },
    context: { system: true },
  })
}

async function downloadsOf(user: User) {
  const payload = await testPayload()
  return payload.count({ collection: 'downloads', where: { user: { equals: user.id } } })
}

/** A request whose body is not JSON at all (api() always serialises). */
async function rawPost(path: string, body: string) {
  const response = await fetch(`${appUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
  const text = await response.text()
  let parsed: any = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed }
}

beforeAll(async () => {
  await testPayload()
})

describe('account endpoints refuse bad input in Spanish, never with a 500', () => {
  const validEmail = 'alguien@example.com'
  const cases: { path: string; body: unknown; errors: Record<string, string> }[] = [
    {
      path: '/api/account/login',
      body: { email: 'no-es-un-email', password: PASSWORD },
      errors: { email: MESSAGES.email },
    },
    {
      path: '/api/account/login',
      body: { email: validEmail, password: '12345' },
      errors: { password: MESSAGES.password },
    },
    { path: '/api/account/login', body: {}, errors: { email: MESSAGES.email, password: MESSAGES.password } },
    {
      path: '/api/account/login',
      body: { email: 42, password: true },
      errors: { email: MESSAGES.email, password: MESSAGES.password },
    },
    {
      path: '/api/account/signup',
      body: { name: '', email: validEmail, password: PASSWORD },
      errors: { name: MESSAGES.name },
    },
    {
      path: '/api/account/signup',
      body: { name: '   ', email: validEmail, password: PASSWORD },
      errors: { name: MESSAGES.name },
    },
    {
      path: '/api/account/signup',
      body: { name: 'Ana', email: 'ana@', password: PASSWORD },
      errors: { email: MESSAGES.email },
    },
    {
      path: '/api/account/signup',
      body: { name: 'Ana', email: validEmail, password: '123' },
      errors: { password: MESSAGES.password },
    },
    {
      path: '/api/account/signup',
      body: { email: ['x'] },
      errors: { name: MESSAGES.name, email: MESSAGES.email, password: MESSAGES.password },
    },
    { path: '/api/account/forgot-password', body: { email: 'sin-arroba' }, errors: { email: MESSAGES.email } },
    {
      path: '/api/account/reset-password',
      body: { token: 'a'.repeat(40), password: '123' },
      errors: { password: MESSAGES.password },
    },
  ]

  it.each(cases.map((c) => [c.path, JSON.stringify(c.body), c] as const))(
    '%s %s → 400 with the field messages',
    async (_path, _body, c) => {
      const res = await api('POST', c.path, { body: c.body })
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual(c.errors)
      expect(typeof res.body.error).toBe('string')
    },
  )

  it.each(['/api/account/login', '/api/account/signup', '/api/account/forgot-password', '/api/account/reset-password'])(
    '%s answers a body that is not JSON (or not an object) with a 400',
    async (path) => {
      for (const body of ['not json', '{"email":', '"not json"', '[]', 'null']) {
        const res = await rawPost(path, body)
        expect(res.status, `${path} ${body}`).toBe(400)
        expect(res.body.error, `${path} ${body}`).toMatch(/[a-záéíóúñ]/i)
      }
    },
  )

  it('an unknown or used reset token is refused in Spanish', async () => {
    const res = await api('POST', '/api/account/reset-password', {
      body: { token: 'f'.repeat(40), password: 'otra-clave-123' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('El enlace para restablecer la contraseña no es válido o ha caducado.')
  })

  it('forgot-password gives the same answer whether or not the account exists', async () => {
    const user = await createCustomer('forgot')
    const known = await api('POST', '/api/account/forgot-password', { body: { email: user.email } })
    const unknown = await api('POST', '/api/account/forgot-password', { body: { email: uniqueEmail('nadie') } })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
  })
})

describe('sign-in and sign-up', () => {
  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const user = await createCustomer('login')
    const ok = await api('POST', '/api/account/login', {
      body: { email: user.email.toUpperCase(), password: PASSWORD },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.user).toEqual({ email: user.email, name: user.name })
    expect(ok.headers.get('set-cookie')).toMatch(/payload-token=[^;]+;.*HttpOnly/i)

    const wrong = await api('POST', '/api/account/login', { body: { email: user.email, password: 'no-es-esta' } })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error).toBe('Email o contraseña incorrectos.')
    const nobody = await api('POST', '/api/account/login', {
      body: { email: uniqueEmail('nadie'), password: PASSWORD },
    })
    expect(nobody.status).toBe(401)
    expect(nobody.body.error).toBe('Email o contraseña incorrectos.')
  })

  it('5 wrong passwords throttle that address for that account (429), never the account: its owner signs in from elsewhere', async () => {
    const user = await createCustomer('lockout')
    const stranger = { 'X-Real-IP': '198.51.100.200' }
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await api('POST', '/api/account/login', {
            body: { email: user.email, password: `incorrecta-${i}` },
            headers: stranger,
          })
        ).status,
      )
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    const stillStranger = await api('POST', '/api/account/login', {
      body: { email: user.email, password: PASSWORD },
      headers: stranger,
    })
    expect(stillStranger.status).toBe(429)
    expect(stillStranger.body.error).toMatch(/Demasiados intentos/)
    expect(stillStranger.headers.get('set-cookie')).toBeNull()
    // Payload's own route counts the same attempts.
    expect(
      (await api('POST', '/api/users/login', { body: { email: user.email, password: PASSWORD }, headers: stranger }))
        .status,
    ).toBe(429)

    // The owner, from their own connection, is not locked out (before issue 25: 423 for everyone for 10 minutes).
    const owner = await api('POST', '/api/account/login', {
      body: { email: user.email, password: PASSWORD },
      headers: { 'X-Real-IP': '203.0.113.201' },
    })
    expect(owner.status).toBe(200)
    expect(owner.headers.get('set-cookie')).toMatch(/payload-token=/)
  })

  it('the throttle holds under concurrency: of 30 simultaneous wrong passwords, 5 are checked', async () => {
    const user = await createCustomer('lockout-burst')
    const from = { 'X-Real-IP': '198.51.100.201' }
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api('POST', '/api/account/login', { body: { email: user.email, password: `mala-${i}` }, headers: from }),
      ),
    )
    const tally = answers.reduce<Record<number, number>>((t, r) => ({ ...t, [r.status]: (t[r.status] ?? 0) + 1 }), {})
    expect(tally).toEqual({ 401: 5, 429: 25 })
  })

  it('a right password gives its attempt back: 10 sign-ins in a row from one address all succeed', async () => {
    const user = await createCustomer('many-logins')
    for (let i = 0; i < 10; i += 1) {
      expect(
        (
          await api('POST', '/api/account/login', {
            body: { email: user.email, password: PASSWORD },
            headers: { 'X-Real-IP': '203.0.113.202' },
          })
        ).status,
      ).toBe(200)
    }
  })

  it('signs up a customer (201 + session cookie) and refuses the same e-mail again with 409', async () => {
    const email = uniqueEmail('signup')
    const created = await api('POST', '/api/account/signup', {
      body: { name: '  Ana Nueva ', email, password: PASSWORD },
    })
    expect(created.status).toBe(201)
    expect(created.body.user).toEqual({ email, name: 'Ana Nueva' })
    const cookie = created.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=[^;]+;.*HttpOnly/i)

    // The cookie is the session: /api/account/me knows the account (a same-site request).
    const me = await api('GET', '/api/account/me', { headers: { Cookie: cookie.split(';')[0], Origin: appUrl() } })
    expect(me.body.user).toEqual({ email, name: 'Ana Nueva' })

    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } } })
    expect(docs).toHaveLength(1)
    expect(docs[0].role).toBe('customer')

    for (const again of [email, email.toUpperCase()]) {
      const duplicate = await api('POST', '/api/account/signup', {
        body: { name: 'Otra', email: again, password: 'otra-clave-123' },
      })
      expect(duplicate.status).toBe(409)
      expect(duplicate.body.error).toBe('Ya existe una cuenta con este email.')
    }
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(1)
  })

  it('sign-up cannot choose a role', async () => {
    const email = uniqueEmail('role')
    const created = await api('POST', '/api/account/signup', {
      body: { name: 'Ana', email, password: PASSWORD, role: 'admin', emailConfirmedAt: new Date().toISOString() },
    })
    expect(created.status).toBe(201)
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } } })
    expect(docs[0].role).toBe('customer')
    expect(docs[0].emailConfirmedAt ?? null).toBeNull()
  })

  it('logout expires the cookie', async () => {
    const res = await api('POST', '/api/account/logout')
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=;/)
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? '')
    expect(expires).toBeLessThanOrEqual(Date.now() + 1000)
  })
})

describe('/api/account/me', () => {
  it('answers user null with nothing else when signed out', async () => {
    const res = await api('GET', '/api/account/me')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ user: null, modules: [], downloads: [] })
  })

  it('lists owned modules (not revoked ones) and the last 10 downloads, newest first, only its own', async () => {
    const payload = await testPayload()
    const user = await createCustomer('history')
    const other = await createCustomer('history-other')
    await grant(user, 'f4')
    const revoked = await grant(user, 'f1')
    await payload.update({
      collection: 'entitlements',
      id: revoked.id,
      data: { revokedAt: new Date().toISOString(), revokeReason: 'prueba' },
    })

    const f2 = await moduleBySlug('f2')
    for (let i = 1; i <= 12; i += 1) {
      await payload.create({
        collection: 'downloads',
        data: {
          user: user.id,
          email: user.email,
          module: f2.id,
          fileName: `descarga-${String(i).padStart(2, '0')}.pdf`,
        },
      })
      await new Promise((r) => setTimeout(r, 5))
    }
    await payload.create({
      collection: 'downloads',
      data: { user: other.id, email: other.email, module: f2.id, fileName: 'ajena.pdf' },
    })

    const res = await api('GET', '/api/account/me', { token: await login(user.email, PASSWORD) })
    expect(res.status).toBe(200)
    expect(res.body.user).toEqual({ email: user.email, name: user.name })
    expect(res.body.modules).toEqual(['f4'])
    expect(res.body.downloads).toHaveLength(10)
    expect(res.body.downloads.map((d: { fileName: string }) => d.fileName)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `descarga-${String(i).padStart(2, '0')}.pdf`),
    )
    const times = res.body.downloads.map((d: { downloadedAt: string }) => Date.parse(d.downloadedAt))
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a))
    expect(res.body.downloads.every((d: { module: string }) => d.module === 'f2')).toBe(true)
  })
})

describe('downloads are checked on the server', () => {
  it('the owner downloads a stamped PDF and it is recorded; another account gets 403 and nothing is recorded', async () => {
    const owner = await createCustomer('owner')
    const stranger = await createCustomer('stranger')
    await grant(owner, 'f2')

    const own = await fetch(`${appUrl()}/api/guides/f2`, {
      headers: { Authorization: `JWT ${await login(owner.email, PASSWORD)}` },
    })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toContain('application/pdf')
    expect(own.headers.get('content-disposition')).toContain('guia-completa-modulo-f2.pdf')
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
    expect((await downloadsOf(owner)).totalDocs).toBe(1)

    const res = await api('GET', '/api/guides/f2', { token: await login(stranger.email, PASSWORD) })
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('No tienes acceso a este módulo')
    expect((await downloadsOf(stranger)).totalDocs).toBe(0)
    expect((await downloadsOf(owner)).totalDocs).toBe(1)
  })

  it('a revoked entitlement no longer downloads (403, nothing recorded)', async () => {
    const payload = await testPayload()
    const user = await createCustomer('revoked')
    const entitlement = await grant(user, 'f3')
    const token = await login(user.email, PASSWORD)
    expect((await fetch(`${appUrl()}/api/guides/f3`, { headers: { Authorization: `JWT ${token}` } })).status).toBe(200)
    expect((await downloadsOf(user)).totalDocs).toBe(1)

    await payload.update({
      collection: 'entitlements',
      id: entitlement.id,
      data: { revokedAt: new Date().toISOString(), revokeReason: 'reembolso de prueba' },
    })
    const res = await api('GET', '/api/guides/f3', { token })
    expect(res.status).toBe(403)
    expect(res.body.error).toBe('No tienes acceso a este módulo')
    expect((await downloadsOf(user)).totalDocs).toBe(1)
    const me = await api('GET', '/api/account/me', { token })
    expect(me.body.modules).toEqual([])
  })

  it('signed out gets 401; an unknown module 404; never a 500', async () => {
    const out = await api('GET', '/api/guides/f2')
    expect(out.status).toBe(401)
    expect(out.body.error).toBe('Inicia sesión para descargar tus guías')
    for (const slug of ['f9', 'zz', '..%2F..%2Fetc', 'f0']) {
      const res = await api('GET', `/api/guides/${slug}`)
      expect(res.status, slug).toBe(404)
    }
  })

  it('a session cookie sent from another site is not honoured (CSRF)', async () => {
    const user = await createCustomer('csrf')
    await grant(user, 'f5')
    const signedIn = await api('POST', '/api/account/login', { body: { email: user.email, password: PASSWORD } })
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]
    const sameSite = await api('GET', '/api/account/me', { headers: { Cookie: cookie, Origin: appUrl() } })
    expect(sameSite.body.user?.email).toBe(user.email)
    const crossSite = await api('GET', '/api/account/me', {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    })
    expect(crossSite.body.user).toBeNull()
    const download = await api('GET', '/api/guides/f5', {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    })
    expect(download.status).toBe(401)
    expect((await downloadsOf(user)).totalDocs).toBe(0)
  })
})

/**
 * Payload 3.90.1 (GHSA-vc4h-q48j-5hcx: field access bypass on auth collections). `users` takes public
 * sign-ups and guards its staff-only fields (`role`, `emailConfirmedAt`) with field access: no route lets
 * a visitor or a customer set them, and nobody becomes staff by signing up, even on an empty database.
 */
describe('no route makes anyone staff or confirms an address', () => {
  const STAFF_ONLY = () => ({ role: 'admin', emailConfirmedAt: new Date().toISOString() })
  async function stored(email: string) {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
    return docs[0] as (User & { emailConfirmedAt?: string | null }) | undefined
  }
  const graphql = (query: string, variables: Record<string, unknown>, token?: string) =>
    api('POST', '/api/graphql', { token, body: { query, variables } })

  it('anonymous: POST /api/users, GraphQL createUser, /api/account/signup, /api/users/first-register', async () => {
    const rest = uniqueEmail('rest-admin')
    const created = await api('POST', '/api/users', {
      body: { email: rest, password: PASSWORD, name: 'X', ...STAFF_ONLY() },
    })
    expect([201, 403]).toContain(created.status)
    if (created.status === 201) expect(await stored(rest)).toMatchObject({ role: 'customer', emailConfirmedAt: null })

    const viaGraphql = uniqueEmail('gql-admin')
    await graphql(
      `
        mutation ($data: mutationUserInput!) {
          createUser(data: $data) {
            id
            role
          }
        }
      `,
      {
        data: { email: viaGraphql, password: PASSWORD, name: 'X', ...STAFF_ONLY() },
      },
    )
    const gqlUser = await stored(viaGraphql)
    if (gqlUser) expect(gqlUser).toMatchObject({ role: 'customer', emailConfirmedAt: null })

    const first = uniqueEmail('first-admin')
    const register = await api('POST', '/api/users/first-register', {
      body: { email: first, password: PASSWORD, ...STAFF_ONLY() },
    })
    expect(register.status).toBe(403)
    expect(register.body.errors[0].message).toMatch(/ADMIN_EMAIL/)
    expect(await stored(first)).toBeUndefined()
  })

  it('a signed-in customer: PATCH /api/users/:id, GraphQL updateUser; changing the e-mail unconfirms it', async () => {
    const payload = await testPayload()
    const customer = await payload.create({
      collection: 'users',
      data: {
        email: uniqueEmail('self-promote'),
        password: PASSWORD,
        name: 'C',
        role: 'customer',
        emailConfirmedAt: '2026-01-01T00:00:00.000Z',
      } as never,
    })
    const token = await login(customer.email, PASSWORD)
    const patched = await api('PATCH', `/api/users/${customer.id}`, {
      token,
      body: { name: 'Renombrada', role: 'admin', emailConfirmedAt: null },
    })
    expect([200, 403]).toContain(patched.status)
    expect(await stored(customer.email)).toMatchObject({
      role: 'customer',
      emailConfirmedAt: '2026-01-01T00:00:00.000Z',
    })
    await graphql(
      `
        mutation ($id: Int!, $data: mutationUserUpdateInput!) {
          updateUser(id: $id, data: $data) {
            id
            role
          }
        }
      `,
      { id: customer.id, data: { role: 'editor' } },
      token,
    )
    expect((await stored(customer.email))?.role).toBe('customer')

    // A new address is not proven by typing it: the confirmation goes, and the link goes to the new one.
    const moved = uniqueEmail('moved')
    const renamed = await api('PATCH', `/api/users/${customer.id}`, {
      token,
      body: { email: moved, emailConfirmedAt: new Date().toISOString() },
    })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(await stored(moved)).toMatchObject({ role: 'customer', emailConfirmedAt: null })
    await waitForMail(moved, (m) => /Confirma tu email/.test(m.subject))
  })

  it('the first sign-up on an empty database is a customer (before issue 25 it became admin)', async () => {
    // An empty `users` table inside a transaction that is rolled back: what a fresh production database sees.
    const payload = await testPayload()
    const req = await createLocalReq({}, payload)
    req.payloadAPI = 'REST' // as Payload's REST route and the site's sign-up run it
    await initTransaction(req)
    try {
      await payload.db.deleteMany({ collection: 'users', where: {}, req })
      expect((await payload.count({ collection: 'users', req })).totalDocs).toBe(0)
      const first = await payload.create({
        collection: 'users',
        data: { email: uniqueEmail('first'), password: PASSWORD, name: 'Primera' } as never,
        req,
      })
      expect(first.role).toBe('customer')
      const second = await payload.create({
        collection: 'users',
        data: { email: uniqueEmail('second'), password: PASSWORD, name: 'Segunda', role: 'admin' } as never,
        req,
      })
      expect(second.role).toBe('customer')
    } finally {
      await killTransaction(req)
    }
  })
})

/** Login CSRF: a foreign page must not sign the visitor's browser into another account. */
describe('auth requests from another site, or not in JSON, are refused', () => {
  it('foreign Origin, cross-site fetch metadata and text/plain get no cookie on every auth route', async () => {
    const user = await createCustomer('csrf-login')
    const body = JSON.stringify({ email: user.email, password: PASSWORD })
    const post = (path: string, headers: Record<string, string>, data = body) =>
      fetch(`${appUrl()}${path}`, { method: 'POST', headers, body: data, redirect: 'manual' })
    for (const path of ['/api/account/login', '/api/users/login']) {
      const foreign = await post(path, { 'Content-Type': 'application/json', Origin: 'https://evil.example' })
      expect(foreign.status, path).toBe(403)
      expect(foreign.headers.get('set-cookie'), path).toBeNull()
      const crossSite = await post(path, { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })
      expect(crossSite.status, path).toBe(403)
      // A form a foreign page can post without asking (text/plain), even with no Origin at all.
      const plain = await post(path, { 'Content-Type': 'text/plain' })
      expect(plain.status, path).toBe(415)
      expect(plain.headers.get('set-cookie'), path).toBeNull()
      const ok = await post(path, {
        'Content-Type': 'application/json',
        Origin: new URL(appUrl()).origin,
        'Sec-Fetch-Site': 'same-origin',
      })
      expect(ok.status, path).toBe(200)
      expect(ok.headers.get('set-cookie'), path).toMatch(/payload-token=/)
    }
    const signup = await post(
      '/api/account/signup',
      { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      JSON.stringify({ name: 'X', email: uniqueEmail('csrf-signup'), password: PASSWORD }),
    )
    expect(signup.status).toBe(403)
    const create = await post(
      '/api/users',
      { 'Content-Type': 'text/plain' },
      JSON.stringify({ email: uniqueEmail('csrf-create'), password: PASSWORD }),
    )
    expect(create.status).toBe(415)
    const graphqlLogin = await post(
      '/api/graphql',
      { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      JSON.stringify({
        query: `mutation { loginUser(email: "${user.email}", password: "${PASSWORD}") { token } }`,
      }),
    )
    expect(graphqlLogin.status).toBe(403)
    expect(graphqlLogin.headers.get('set-cookie')).toBeNull()
  })
})
