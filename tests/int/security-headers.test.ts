/**
 * Security headers on real responses of the production build, straight from the app and through the
 * shipped nginx (deploy/nginx.conf): HTML pages, API JSON, Markdown twins, text files, the admin.
 * Headers are read raw (node:http) so a header sent twice is seen twice.
 */
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { SESSION_MARKER } from '@/security/presence'

import { appUrl } from '../support/api'

interface RawResponse {
  status: number
  headers: Map<string, string[]>
  body: string
}

function get(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (response) => {
      const headers = new Map<string, string[]>()
      const raw = response.rawHeaders
      for (let i = 0; i < raw.length; i += 2) {
        const name = raw[i].toLowerCase()
        headers.set(name, [...(headers.get(name) ?? []), raw[i + 1]])
      }
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers, body }))
    })
    request.on('error', reject)
    request.end(opts.body)
  })
}

/** The one value of a header; fails when it is missing or sent more than once. */
function one(response: RawResponse, name: string) {
  const values = response.headers.get(name) ?? []
  expect(values, `${name} sent once`).toHaveLength(1)
  return values[0]
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1)

function expectCommonHeaders(response: RawResponse) {
  expect(one(response, 'x-content-type-options')).toBe('nosniff')
  expect(one(response, 'x-frame-options')).toBe('SAMEORIGIN')
  expect(one(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(one(response, 'permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
  const policy = one(response, 'content-security-policy')
  expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])
  expect(directive(policy, 'object-src')).toEqual(["'none'"])
  expect(directive(policy, 'base-uri')).toEqual(["'self'"])
  expect(directive(policy, 'form-action')).toEqual(["'self'"])
  expect(directive(policy, 'default-src')).toEqual(["'self'"])
  expect(policy).not.toContain('unsafe-eval')
  return policy
}

const PUBLIC = [
  { name: 'prerendered HTML page', path: '/', type: 'text/html' },
  { name: 'module page', path: '/curso/f3', type: 'text/html' },
  { name: 'dynamic HTML page', path: '/dashboard', type: 'text/html' },
  { name: 'not-found page', path: '/no-existe-esta-pagina', type: 'text/html', status: 404 },
  { name: 'API JSON', path: '/api/modules?limit=1', type: 'application/json' },
  { name: 'custom endpoint JSON', path: '/api/account/me', type: 'application/json' },
  { name: 'Markdown twin', path: '/curso/f3.md', type: 'text/markdown' },
  { name: 'Markdown twin of the home', path: '/index.md', type: 'text/markdown' },
  { name: 'llms.txt', path: '/llms.txt', type: 'text/plain' },
  { name: 'GEO text file', path: '/home.geo.txt', type: 'text/plain' },
  { name: 'robots.txt', path: '/robots.txt', type: 'text/plain' },
]

const proxyUrl = () => {
  if (!process.env.PROXY_URL) throw new Error('PROXY_URL is not set: nginx must run in front of the app (npm test)')
  return process.env.PROXY_URL
}

describe.each([
  { via: 'the app', base: () => appUrl() },
  { via: 'nginx', base: () => proxyUrl() },
])('security headers from $via', ({ base }) => {
  it.each(PUBLIC)('$name ($path): static policy, inline scripts from this origin only, no eval', async (route) => {
    // Twice: the second answer through nginx comes from its cache and must keep every header.
    for (const attempt of [1, 2]) {
      const response = await get(`${base()}${route.path}`)
      expect(response.status, `${route.path} attempt ${attempt}`).toBe(route.status ?? 200)
      expect(one(response, 'content-type')).toContain(route.type)
      const policy = expectCommonHeaders(response)
      expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
      expect(policy).not.toContain('nonce-')
      // Plain http: no HSTS (it would be ignored, and it must never come from the app twice over).
      expect(response.headers.get('strict-transport-security')).toBeUndefined()
    }
  })

  it('the admin gets a fresh nonce per request, on the header and on every script Next writes', async () => {
    const [first, second] = [await get(`${base()}/admin/login`), await get(`${base()}/admin/login`)]
    for (const response of [first, second]) {
      expect(response.status).toBe(200)
      expect(one(response, 'content-type')).toContain('text/html')
      const policy = expectCommonHeaders(response)
      const scriptSrc = directive(policy, 'script-src') ?? []
      expect(scriptSrc).toContain("'strict-dynamic'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1])
      expect(scripts.length).toBeGreaterThan(2)
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
      expect(response.body).not.toContain('gravatar.com')
    }
    expect(/'nonce-([^']+)'/.exec(one(first, 'content-security-policy'))?.[1]).not.toBe(
      /'nonce-([^']+)'/.exec(one(second, 'content-security-policy'))?.[1],
    )
  })

  it('sign-in over plain http sets an HttpOnly, SameSite=Lax session cookie without Secure', async () => {
    const response = await get(`${base()}/api/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
    })
    expect(response.status).toBe(200)
    expectCommonHeaders(response)
    // The session, and beside it the marker scripts read (src/security/presence.ts), also without Secure.
    const cookies = response.headers.get('set-cookie') ?? []
    expect(cookies).toHaveLength(2)
    const cookie = cookies.find((c) => c.startsWith('payload-token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)
    const marker = cookies.find((c) => c.startsWith(`${SESSION_MARKER}=1;`))
    expect(marker).not.toMatch(/HttpOnly|;\s*Secure/i)
  })
})

describe('HSTS through nginx', () => {
  it('is sent once when the TLS terminator in front says https, on pages, cached pages, the API and the admin', async () => {
    for (const path of ['/', '/', '/api/modules?limit=1', '/admin/login', '/_next/static/not-there.js']) {
      const response = await get(`${proxyUrl()}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } })
      expect(one(response, 'strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains')
    }
  })

  it('is not sent over plain http', async () => {
    for (const path of ['/', '/api/modules?limit=1', '/admin/login']) {
      const response = await get(`${proxyUrl()}${path}`, { headers: { 'X-Forwarded-Proto': 'http' } })
      expect(response.headers.get('strict-transport-security'), path).toBeUndefined()
    }
  })
})
