import { describe, expect, it } from 'vitest'

import { guestLinkExpiry, hashGuestToken, isExpired, isWellFormedToken, newGuestToken } from '@/commerce/guest-token'

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
