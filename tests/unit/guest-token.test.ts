import { describe, expect, it } from 'vitest'

import {
  GUEST_SESSION_MAX_DAYS,
  guestLinkExpiry,
  guestSessionCookie,
  hashGuestToken,
  isExpired,
  isWellFormedToken,
  newGuestToken,
  readGuestSession,
  signGuestSession,
} from '@/entitlements/guest-token'

describe('guest tokens', () => {
  it('have at least 128 random bits and only their hash is derived for storage', () => {
    const a = newGuestToken()
    const b = newGuestToken()
    expect(Buffer.from(a.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128)
    expect(a.token).not.toBe(b.token)
    expect(a.hash).toBe(hashGuestToken(a.token))
    expect(a.hash).not.toContain(a.token)
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('rejects malformed tokens before any lookup', () => {
    expect(isWellFormedToken(newGuestToken().token)).toBe(true)
    for (const bad of ['', 'abc', '../../etc/passwd', 'x'.repeat(43) + '=', null, 42, 'é'.repeat(43)]) {
      expect(isWellFormedToken(bad)).toBe(false)
    }
  })

  it('expires after the configured number of days', () => {
    const now = new Date('2026-01-01T00:00:00Z')
    const expiry = guestLinkExpiry(365, now)
    expect(expiry.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(isExpired(expiry, now)).toBe(false)
    expect(isExpired(expiry, new Date('2027-01-01T00:00:00Z'))).toBe(true)
  })
})

describe('browser grants of guest links', () => {
  const now = new Date('2026-01-01T00:00:00Z')
  const secret = 'a-secret'

  it('name the grant, are signed and carry their own expiry: the link, at most 30 days', () => {
    const inAYear = signGuestSession(7, '2027-01-01T00:00:00Z', secret, now)
    expect(inAYear.expiresAt.getTime() - now.getTime()).toBe(GUEST_SESSION_MAX_DAYS * 86_400_000)
    expect(readGuestSession(inAYear.value, secret, now)).toEqual({ grantId: 7 })
    const tomorrow = signGuestSession(7, '2026-01-02T00:00:00Z', secret, now)
    expect(tomorrow.expiresAt.toISOString()).toBe('2026-01-02T00:00:00.000Z')
    expect(readGuestSession(tomorrow.value, secret, new Date('2026-01-02T00:00:00Z'))).toBeNull()
  })

  it('refuse tampered, foreign and malformed values', () => {
    const { value } = signGuestSession(7, '2027-01-01T00:00:00Z', secret, now)
    const [, expiry, mac] = value.split('.')
    expect(readGuestSession(`8.${expiry}.${mac}`, secret, now)).toBeNull()
    expect(readGuestSession(`7.${Number(expiry) + 1}.${mac}`, secret, now)).toBeNull()
    expect(readGuestSession(value, 'another-secret', now)).toBeNull()
    for (const bad of ['', 'x', '7.1.2', null, 42, `${value}.x`]) expect(readGuestSession(bad, secret, now)).toBeNull()
  })

  it('live in an HttpOnly, SameSite=Lax cookie', () => {
    const cookie = guestSessionCookie('v', new Date('2026-02-01T00:00:00Z'), true)
    expect(cookie).toMatch(/^ag-guest=v; Path=\/; HttpOnly; SameSite=Lax; Expires=.*2026.*; Secure$/)
  })
})
