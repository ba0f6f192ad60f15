/**
 * Auth requests from another site, or not in JSON, are refused (login CSRF; src/security/auth-requests.ts),
 * and e-mail confirmation tokens (src/accounts/email-confirmation.ts) bind account, address and expiry.
 */
import { describe, expect, it } from 'vitest'

import { confirmationToken, verifyConfirmationToken } from '@/accounts/email-confirmation'
import { settings } from '@/env'
import { authRequestProblem, crossSite, isAuthRequest } from '@/security/auth-requests'

const json = { contentType: 'application/json', empty: false }
const headers = (h: Record<string, string>) => new Headers(h)

describe('auth requests', () => {
  it("names Payload's auth routes, account creation and the site's /api/account/*", () => {
    for (const path of [
      ['users'],
      ['users', 'login'],
      ['users', 'logout'],
      ['users', 'first-register'],
      ['account', 'login'],
      ['account', 'erase', 'confirm'],
    ]) {
      expect(isAuthRequest(path), path.join('/')).toBe(true)
    }
    for (const path of [['users', '12'], ['checkout'], ['orders']])
      expect(isAuthRequest(path), path.join('/')).toBe(false)
  })

  it('refuses a foreign origin, cross-site fetch metadata and bodies that are not JSON', () => {
    expect(crossSite(headers({ Origin: 'https://evil.example' }))).toBe(true)
    expect(crossSite(headers({ Origin: 'null' }))).toBe(true)
    expect(crossSite(headers({ 'Sec-Fetch-Site': 'cross-site' }))).toBe(true)
    expect(crossSite(headers({ 'Sec-Fetch-Site': 'same-site' }))).toBe(true)
    expect(crossSite(headers({ Origin: settings.serverUrl, 'Sec-Fetch-Site': 'same-origin' }))).toBe(false)
    expect(crossSite(headers({}))).toBe(false)
    expect(
      authRequestProblem(['account', 'login'], headers({}), { contentType: 'text/plain', empty: false })?.status,
    ).toBe(415)
    expect(
      authRequestProblem(['account', 'login'], headers({}), {
        contentType: 'multipart/form-data; boundary=x',
        empty: false,
      })?.status,
    ).toBe(415)
    expect(
      authRequestProblem(['users', 'login'], headers({}), {
        contentType: 'multipart/form-data; boundary=x',
        empty: false,
      }),
    ).toBeNull()
    expect(authRequestProblem(['account', 'logout'], headers({}), { contentType: null, empty: true })).toBeNull()
    expect(authRequestProblem(['users', 'login'], headers({ Origin: 'https://evil.example' }), json)?.status).toBe(403)
    expect(authRequestProblem(['users', 'first-register'], headers({}), json)?.status).toBe(403)
  })
})

describe('confirmation tokens', () => {
  const user = { id: 7, email: 'ana@example.com' }
  const emailOf = (email: string | null) => async () => email

  it('hold for the account and address they were sent to, until they expire', async () => {
    const token = confirmationToken(user)
    expect(await verifyConfirmationToken(token, emailOf('ana@example.com'))).toBe('7')
    expect(await verifyConfirmationToken(token, emailOf('ANA@example.com'))).toBe('7')
    // The address changed since: worthless.
    expect(await verifyConfirmationToken(token, emailOf('mariana@example.com'))).toBeNull()
    expect(await verifyConfirmationToken(token, emailOf(null))).toBeNull()
    expect(await verifyConfirmationToken(token.replace(/^7\./, '8.'), emailOf('ana@example.com'))).toBeNull()
    const old = confirmationToken(user, Date.now() - 8 * 86_400_000)
    expect(await verifyConfirmationToken(old, emailOf('ana@example.com'))).toBeNull()
    for (const bad of [undefined, 42, '', 'x.y.z', 'x'.repeat(400)])
      expect(await verifyConfirmationToken(bad, emailOf('ana@example.com'))).toBeNull()
  })
})
