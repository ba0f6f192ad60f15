import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { GUEST_COOKIE } from '@/entitlements/guest-token'
import { config } from '@/proxy'

const matches = (url: string, cookies?: Record<string, string>) => unstable_doesMiddlewareMatch({ config, url, cookies })

describe('which requests pass through the proxy', () => {
  it('module pages only for visitors with a session cookie: anonymous ones get the prerendered page untouched', () => {
    expect(matches('/curso/f3')).toBe(false)
    expect(matches('/curso/f3', { 'payload-token': 'x' })).toBe(true)
    expect(matches('/curso', { 'payload-token': 'x' })).toBe(false)
  })

  it("module pages for guest buyers whose browser holds a guest grant (an access link opened here)", () => {
    expect(matches('/curso/f2', { [GUEST_COOKIE]: 'x' })).toBe(true)
    expect(matches('/curso/f2', { 'other-cookie': 'x' })).toBe(false)
    expect(matches('/glosario', { [GUEST_COOKIE]: 'x' })).toBe(false)
  })

  it('Markdown twins of public pages, never of the API or build assets (admin paths pass for their nonce)', () => {
    expect(matches('/curso/f3.md')).toBe(true)
    expect(matches('/index.md')).toBe(true)
    expect(matches('/radar-ia/geo-vs-seo-diferencias.md')).toBe(true)
    expect(matches('/api/modules.md')).toBe(false)
    expect(matches('/_next/static/x.md')).toBe(false)
    expect(matches('/glosario')).toBe(false)
  })

  it('the admin, for its per-request CSP nonce; no other page without a session', () => {
    expect(matches('/admin')).toBe(true)
    expect(matches('/admin/collections/faqs/1')).toBe(true)
    expect(matches('/administracion')).toBe(false)
    expect(matches('/')).toBe(false)
  })
})

describe('malformed percent escapes', () => {
  it('reach the proxy, which answers 400 instead of Next’s 500', async () => {
    const { NextRequest } = await import('next/server')
    const { proxy } = await import('@/proxy')
    for (const path of ['/curso/%E0%A4%A', '/%E0%A4%A', '/api/%FF', '/glosario/a%']) {
      expect(matches(path), path).toBe(true)
      const response = proxy(new NextRequest(`http://localhost${path}`))
      expect(response.status, path).toBe(400)
      expect(await response.text()).toBe('Dirección no válida.')
    }
    // Well-formed escapes pass through untouched.
    expect(proxy(new NextRequest('http://localhost/glosario/%C3%B1')).headers.get('x-middleware-next')).toBe('1')
  })
})
