import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'

import { GUEST_COOKIE } from '@/commerce/guest-token'
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

  it('Markdown twins of public pages, never of the admin, the API or build assets', () => {
    expect(matches('/curso/f3.md')).toBe(true)
    expect(matches('/index.md')).toBe(true)
    expect(matches('/radar-ia/geo-vs-seo-diferencias.md')).toBe(true)
    expect(matches('/api/modules.md')).toBe(false)
    expect(matches('/admin/x.md')).toBe(false)
    expect(matches('/_next/static/x.md')).toBe(false)
    expect(matches('/glosario')).toBe(false)
  })
})
