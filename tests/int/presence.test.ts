/**
 * The markers beside the HttpOnly credential cookies (src/security/presence.ts), over real HTTP: every
 * response that sets or removes a session or a guest grant sets or removes its marker; an answer that
 * finds nobody behind a marker turns it to 0; a page request with a session but no marker gets it; an
 * anonymous request gets no cookie at all (a cache in front still answers it).
 */
import { describe, expect, it } from 'vitest'

import { issueGuestGrant } from '@/entitlements/guest-access'
import { GUEST_MARKER, SESSION_MARKER } from '@/security/presence'

import { api, appUrl } from '../support/api'
import { PASSWORD, testPayload } from '../support/payload'

const named = (headers: Headers, name: string) => headers.getSetCookie().filter((c) => c.startsWith(`${name}=`))
const expiresOf = (cookie: string | undefined) => /Expires=([^;]+)/i.exec(cookie ?? '')?.[1]
const fromSite = () => ({ Origin: new URL(appUrl()).origin })

async function customer(tag: string) {
  const payload = await testPayload()
  const email = `marca-${tag}-${Date.now().toString(36)}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Marta Marca', role: 'customer' },
  })
  return email
}

describe('presence markers', () => {
  it('sign-in sets the session and, beside it, its marker for scripts (not HttpOnly, same expiry); sign-out removes both', async () => {
    const email = await customer('entra')
    const signedIn = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } })
    expect(signedIn.status).toBe(200)
    const [session] = named(signedIn.headers, 'payload-token')
    const [marker] = named(signedIn.headers, SESSION_MARKER)
    expect(session).toMatch(/HttpOnly/i)
    expect(marker).toMatch(new RegExp(`^${SESSION_MARKER}=1; Path=/;`))
    expect(marker).not.toMatch(/HttpOnly/i)
    expect(expiresOf(marker)).toBe(expiresOf(session))

    const cookie = session.split(';')[0]
    const out = await api('POST', '/api/account/logout', {
      headers: { Cookie: `${cookie}; ${SESSION_MARKER}=1`, ...fromSite() },
    })
    expect(out.status).toBe(200)
    expect(named(out.headers, 'payload-token')[0]).toMatch(/^payload-token=;/)
    expect(named(out.headers, SESSION_MARKER)).toEqual([`${SESSION_MARKER}=; Path=/; Max-Age=0; SameSite=Lax`])
  })

  it("Payload's own sign-in (the admin's) sets the marker too", async () => {
    const res = await api('POST', '/api/users/login', {
      body: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
      headers: fromSite(),
    })
    expect(res.status).toBe(200)
    expect(named(res.headers, SESSION_MARKER)[0]).toMatch(new RegExp(`^${SESSION_MARKER}=1;`))
  })

  it('a guest link’s browser grant sets its marker', async () => {
    const payload = await testPayload()
    const { token } = await issueGuestGrant(payload, {
      email: `marca-invitada-${Date.now()}@example.com`,
      purpose: 'purchase',
      productType: 'complete',
    })
    const res = await api('POST', '/api/guest-access/browser', { body: { token }, headers: fromSite() })
    expect(res.status).toBe(200)
    expect(named(res.headers, 'ag-guest')[0]).toMatch(/HttpOnly/i)
    expect(named(res.headers, GUEST_MARKER)[0]).toMatch(new RegExp(`^${GUEST_MARKER}=1; Path=/; Expires=`))
  })

  it('a stale marker: the answer that finds nobody turns it to 0; without a marker nothing is set', async () => {
    const me = await api('GET', '/api/account/me', { headers: { Cookie: `${SESSION_MARKER}=1`, ...fromSite() } })
    expect(me.body.user).toBeNull()
    expect(named(me.headers, SESSION_MARKER)).toEqual([`${SESSION_MARKER}=0; Path=/; Max-Age=2592000; SameSite=Lax`])

    const offer = await api('GET', '/api/checkout/offer', {
      headers: { Cookie: `${SESSION_MARKER}=1; ${GUEST_MARKER}=1`, ...fromSite() },
    })
    expect(offer.body).toEqual({ offer: null })
    expect(
      offer.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .sort(),
    ).toEqual([`${GUEST_MARKER}=0`, `${SESSION_MARKER}=0`])

    const anonymous = await api('GET', '/api/account/me', { headers: fromSite() })
    expect(anonymous.headers.getSetCookie()).toEqual([])
  })

  it('a page request with a session older than the markers gets its marker; a marked or anonymous one gets no cookie', async () => {
    const email = await customer('antigua')
    const signedIn = await api('POST', '/api/account/login', { body: { email, password: PASSWORD } })
    const session = named(signedIn.headers, 'payload-token')[0].split(';')[0]
    const page = (cookie?: string) =>
      fetch(`${appUrl()}/glosario`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' })
    const old = await page(session)
    expect(old.status).toBe(200)
    expect(named(old.headers, SESSION_MARKER)).toEqual([`${SESSION_MARKER}=1; Path=/; Max-Age=2592000; SameSite=Lax`])
    expect((await page(`${session}; ${SESSION_MARKER}=1`)).headers.getSetCookie()).toEqual([])
    expect((await page()).headers.getSetCookie()).toEqual([])
  })
})
