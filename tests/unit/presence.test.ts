import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { GUEST_COOKIE, guestSessionCookie } from '@/entitlements/guest-token'
import { config } from '@/proxy'
import {
  GUEST_COOKIE_NAME,
  GUEST_MARKER,
  isMarked,
  markersFor,
  missingMarkers,
  nobodyMarkers,
  SESSION_COOKIE,
  SESSION_MARKER,
} from '@/security/presence'

const auth = { cookies: { sameSite: 'Lax' as const, secure: false }, tokenExpiration: 3600 } as never
const now = new Date()

describe('presence markers beside the HttpOnly credential cookies', () => {
  it('name the cookies the app really writes', () => {
    expect(GUEST_COOKIE_NAME).toBe(GUEST_COOKIE)
    expect(generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: 'payload', token: 't' })).toMatch(
      new RegExp(`^${SESSION_COOKIE}=t;`),
    )
  })

  it('a session cookie set gets its marker, readable by scripts, with the same lifetime; removed, the marker goes too', () => {
    const set = generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: 'payload', token: 'abc' })
    const [marker] = markersFor([set], now)
    expect(marker).toMatch(new RegExp(`^${SESSION_MARKER}=1; Path=/; Expires=`))
    expect(marker).not.toMatch(/HttpOnly/i)
    expect(marker).toContain(/Expires=([^;]+)/.exec(set)![1])
    const expired = generateExpiredPayloadCookie({ collectionAuthConfig: auth, cookiePrefix: 'payload' })
    expect(markersFor([expired], now)).toEqual([`${SESSION_MARKER}=; Path=/; Max-Age=0; SameSite=Lax`])
  })

  it('a guest link’s browser grant likewise, Secure when the grant is; other cookies get nothing', () => {
    const expires = new Date(now.getTime() + 20 * 86_400_000)
    expect(markersFor([guestSessionCookie('1.2.x', expires, true)], now)).toEqual([
      `${GUEST_MARKER}=1; Path=/; Expires=${expires.toUTCString()}; SameSite=Lax; Secure`,
    ])
    expect(markersFor([guestSessionCookie(null, expires, true)], now)).toEqual([
      `${GUEST_MARKER}=; Path=/; Max-Age=0; SameSite=Lax; Secure`,
    ])
    expect(markersFor(['ag-checkout=x; Path=/api/checkout; HttpOnly', 'payload-token-x=1'], now)).toEqual([])
  })

  it('reads a marker only when it says 1', () => {
    expect(isMarked(`a=b; ${SESSION_MARKER}=1`, SESSION_MARKER)).toBe(true)
    expect(isMarked(`${SESSION_MARKER}=0`, SESSION_MARKER)).toBe(false)
    expect(isMarked(`x${SESSION_MARKER}=1`, SESSION_MARKER)).toBe(false)
    expect(isMarked('', SESSION_MARKER)).toBe(false)
  })

  it('adds the markers a request’s credentials lack (sessions older than the markers); a checked 0 stays', () => {
    expect(missingMarkers('payload-token=x; ag-guest=y', false)).toEqual([
      `${SESSION_MARKER}=1; Path=/; Max-Age=2592000; SameSite=Lax`,
      `${GUEST_MARKER}=1; Path=/; Max-Age=2592000; SameSite=Lax`,
    ])
    expect(missingMarkers(`payload-token=x; ${SESSION_MARKER}=0`, false)).toEqual([])
    expect(missingMarkers('other=1', true)).toEqual([])
  })

  it('an answer that found nobody turns the marked credentials’ markers to 0', () => {
    expect(nobodyMarkers(`${SESSION_MARKER}=1; ${GUEST_MARKER}=1`, [SESSION_MARKER], true)).toEqual([
      `${SESSION_MARKER}=0; Path=/; Max-Age=2592000; SameSite=Lax; Secure`,
    ])
    expect(nobodyMarkers(`${SESSION_MARKER}=0`, [SESSION_MARKER, GUEST_MARKER], false)).toEqual([])
  })
})

describe('the proxy adds a missing marker, and only then runs for public pages', () => {
  const matches = (url: string, cookies?: Record<string, string>) =>
    unstable_doesMiddlewareMatch({ config, url, cookies })

  it('matches a page request with a credential cookie but no marker; never an anonymous one', () => {
    expect(matches('/glosario', { [SESSION_COOKIE]: 'x' })).toBe(true)
    expect(matches('/glosario', { [SESSION_COOKIE]: 'x', [SESSION_MARKER]: '1' })).toBe(false)
    expect(matches('/', { [GUEST_COOKIE]: 'x' })).toBe(true)
    expect(matches('/', { [GUEST_COOKIE]: 'x', [GUEST_MARKER]: '0' })).toBe(false)
    expect(matches('/glosario')).toBe(false)
    expect(matches('/api/account/me', { [SESSION_COOKIE]: 'x' })).toBe(false)
  })

  it('sets the marker on the page’s response', async () => {
    const { NextRequest } = await import('next/server')
    const { proxy } = await import('@/proxy')
    const response = proxy(new NextRequest('http://localhost/glosario', { headers: { cookie: `${SESSION_COOKIE}=x` } }))
    expect(response.headers.getSetCookie()).toEqual([`${SESSION_MARKER}=1; Path=/; Max-Age=2592000; SameSite=Lax`])
    const marked = proxy(
      new NextRequest('http://localhost/glosario', { headers: { cookie: `${SESSION_COOKIE}=x; ${SESSION_MARKER}=1` } }),
    )
    expect(marked.headers.getSetCookie()).toEqual([])
  })
})
