import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { proxy } from '@/proxy'
import { adminContentSecurityPolicy, publicContentSecurityPolicy, servedOverHttps } from '@/security/headers'

import nextConfig from '../../next.config'

const scriptSrc = (policy: string) => /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1].split(' ')

describe('the policies', () => {
  it('production never allows eval; public pages allow inline scripts of this origin, the admin only its nonce', () => {
    expect(scriptSrc(publicContentSecurityPolicy())).toEqual(["'self'", "'unsafe-inline'"])
    expect(scriptSrc(adminContentSecurityPolicy('abc'))).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"])
    for (const policy of [publicContentSecurityPolicy(), adminContentSecurityPolicy('abc')]) {
      expect(policy).not.toContain('unsafe-eval')
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("style-src 'self' 'unsafe-inline'")
      expect(policy).not.toMatch(/gravatar|jsdelivr|https:/)
    }
    // `next dev` needs eval (React's debugging) and its websocket.
    expect(scriptSrc(publicContentSecurityPolicy(true))).toContain("'unsafe-eval'")
    expect(adminContentSecurityPolicy('abc', true)).toContain('ws:')
  })
})

describe('next.config.ts headers', () => {
  const headersFor = async (url: string) =>
    (await unstable_getResponseFromNextConfig({ url: `https://academiageo.es${url}`, nextConfig })).headers

  it.each([
    '/',
    '/curso/f3',
    '/curso/f3.md',
    '/index.md',
    '/llms.txt',
    '/home.geo.txt',
    '/api/modules',
    '/api/account/me',
    '/administracion',
  ])('%s: every static header and the public policy', async (url) => {
    const headers = await headersFor(url)
    expect(headers.get('content-security-policy')).toBe(publicContentSecurityPolicy())
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('permissions-policy')).toContain('camera=()')
  })

  it.each(['/admin', '/admin/collections/faqs/1'])(
    '%s: static headers, the policy comes from the proxy (nonce)',
    async (url) => {
      const headers = await headersFor(url)
      expect(headers.get('content-security-policy')).toBeNull()
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
    },
  )
})

describe('the proxy gives the admin a fresh nonce', () => {
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1]

  it('on the response and on the request header Next reads it from, new on every request', async () => {
    const policies = [0, 1].map(() => {
      const response = proxy(new NextRequest('https://academiageo.es/admin/collections/faqs'))
      const policy = response.headers.get('content-security-policy')
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy)
      expect(response.headers.get('x-middleware-rewrite')).toBeNull()
      return policy
    })
    expect(nonceOf(policies[0])).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonceOf(policies[0])).not.toBe(nonceOf(policies[1]))
  })

  it('an admin path ending in .md is not rewritten to a Markdown twin', () => {
    const response = proxy(new NextRequest('https://academiageo.es/admin/x.md'))
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(nonceOf(response.headers.get('content-security-policy'))).toBeDefined()
  })
})

describe('the session cookie', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('is Secure only when the public URL is https', () => {
    expect(servedOverHttps('https://academiageo.es')).toBe(true)
    expect(servedOverHttps('HTTPS://academiageo.es')).toBe(true)
    expect(servedOverHttps('http://127.0.0.1:3210')).toBe(false)
    expect(servedOverHttps('http://localhost:3000')).toBe(false)
  })

  it.each([
    { url: 'https://academiageo.es', secure: true },
    { url: 'http://127.0.0.1:3210', secure: false },
  ])('users collection with SERVER_URL=$url, in production: Secure=$secure', async ({ url, secure }) => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SERVER_URL', url)
    vi.resetModules()
    const { Users } = await import('@collections/Users')
    const auth = typeof Users.auth === 'object' ? Users.auth : {}
    expect(auth.cookies?.secure).toBe(secure)
    const cookie = generatePayloadCookie({ collectionAuthConfig: auth as never, cookiePrefix: 'payload', token: 't' })
    expect(/;\s*Secure/.test(cookie)).toBe(secure)
    expect(cookie).toMatch(/HttpOnly/)
  })
})
