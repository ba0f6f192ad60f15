import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { GUEST_COOKIE } from '@/entitlements/guest-token'
import { config } from '@/proxy'
import { GUEST_MARKER, SESSION_MARKER } from '@/security/presence'

const matches = (url: string, cookies?: Record<string, string>, headers?: Record<string, string>) =>
  unstable_doesMiddlewareMatch({ config, url, cookies, headers })

describe('which requests pass through the proxy', () => {
  it('module pages only for visitors with a session cookie (other pages only while its marker is missing): anonymous ones get the prerendered page untouched', () => {
    expect(matches('/curso/f3')).toBe(false)
    expect(matches('/curso/f3', { 'payload-token': 'x' })).toBe(true)
    expect(matches('/curso', { 'payload-token': 'x', [SESSION_MARKER]: '1' })).toBe(false)
  })

  it('module pages for guest buyers whose browser holds a guest grant (an access link opened here)', () => {
    expect(matches('/curso/f2', { [GUEST_COOKIE]: 'x' })).toBe(true)
    expect(matches('/curso/f2', { 'other-cookie': 'x' })).toBe(false)
    expect(matches('/glosario', { [GUEST_COOKIE]: 'x', [GUEST_MARKER]: '1' })).toBe(false)
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

describe('Markdown by content negotiation', () => {
  it('only requests naming text/markdown pass through; browsers never do', () => {
    expect(matches('/glosario', undefined, { accept: 'text/markdown' })).toBe(true)
    expect(matches('/', undefined, { accept: 'text/markdown, text/html;q=0.5' })).toBe(true)
    expect(
      matches('/glosario', undefined, { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }),
    ).toBe(false)
    expect(matches('/api/modules', undefined, { accept: 'text/markdown' })).toBe(false)
    expect(matches('/_next/static/x.js', undefined, { accept: 'text/markdown' })).toBe(false)
  })

  it('rewrites a page to its twin when Markdown is preferred, never private screens or checker results', async () => {
    const { NextRequest } = await import('next/server')
    const { proxy } = await import('@/proxy')
    const rewrite = (path: string, accept: string, method = 'GET') =>
      proxy(new NextRequest(`http://localhost${path}`, { method, headers: { accept } })).headers.get(
        'x-middleware-rewrite',
      )
    expect(rewrite('/glosario', 'text/markdown')).toBe('http://localhost/markdown/glosario')
    expect(rewrite('/', 'text/markdown')).toBe('http://localhost/markdown')
    expect(rewrite('/curso/f3', 'text/markdown')).toBe('http://localhost/markdown/curso/f3')
    expect(rewrite('/glosario', 'text/markdown', 'HEAD')).toBe('http://localhost/markdown/glosario')
    expect(rewrite('/glosario', 'text/markdown', 'POST')).toBeNull()
    expect(rewrite('/glosario', 'text/html, text/markdown;q=0.5')).toBeNull()
    for (const path of [
      '/checkout',
      '/dashboard',
      '/cuenta',
      '/auth',
      '/guest-access',
      '/success',
      '/herramientas/comprobador/r/abc',
      '/markdown/glosario',
    ]) {
      expect(rewrite(path, 'text/markdown'), path).toBeNull()
    }
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
