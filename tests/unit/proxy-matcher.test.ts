import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { config } from '@/proxy'

const matches = (url: string, cookies?: Record<string, string>) => unstable_doesMiddlewareMatch({ config, url, cookies })

describe('which requests pass through the proxy', () => {
  it('module pages only for visitors with a session cookie: anonymous ones get the prerendered page untouched', () => {
    expect(matches('/curso/f3')).toBe(false)
    expect(matches('/curso/f3', { 'payload-token': 'x' })).toBe(true)
    expect(matches('/curso', { 'payload-token': 'x' })).toBe(false)
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
