import { describe, expect, it } from 'vitest'

import { endSessionToken, sidFromEndToken, withoutExpiredSessions } from '@/accounts/sessions'

describe('end-session link tokens', () => {
  it('round-trips the session id and refuses anything forged or altered', () => {
    const sid = '6f1c2a34-0b7e-4c5d-9a8b-123456789abc'
    const token = endSessionToken(sid)
    expect(sidFromEndToken(token)).toBe(sid)
    const [, mac] = token.split('.')
    expect(sidFromEndToken(`${sid.replace('6f', '7f')}.${mac}`)).toBeNull()
    expect(sidFromEndToken(`${sid}.${mac.slice(0, -1)}A`)).toBeNull()
    for (const bad of [sid, `${sid}.`, '.abc', '', null, 42, 'x'.repeat(300)]) expect(sidFromEndToken(bad)).toBeNull()
  })
})

describe('withoutExpiredSessions', () => {
  it("drops Payload's session entries past their expiry, keeps the rest", () => {
    const now = new Date('2026-11-23T12:00:00Z')
    const doc = {
      sessions: [
        { id: 'old', expiresAt: '2026-11-23T11:59:59Z' },
        { id: 'live', expiresAt: new Date('2026-11-23T12:00:01Z') },
      ],
    }
    expect(withoutExpiredSessions(doc, now).sessions!.map((s) => s.id)).toEqual(['live'])
    expect(withoutExpiredSessions({ sessions: null }, now).sessions).toBeNull()
  })
})
