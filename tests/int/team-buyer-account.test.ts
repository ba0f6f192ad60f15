/**
 * Issue 35, item 2: a team bought without an account reaches its page in one step, and each credential
 * creates only what it proves (the rule: src/accounts/buyer-account-rule.ts; the credentials' table in the
 * README). The e-mailed link proves the address: a confirmed account with everything of the address. The
 * browser that paid proves its order: an unconfirmed account managing that order's team and nothing else
 * of the address. Refusals are Spanish 4xx: a link of an address with no team, a checkout browser's link,
 * another order's session, an existing account, a signed-in visitor, a weak password, no credential.
 */
import { describe, expect, it } from 'vitest'

import { issueGuestGrant } from '@/entitlements/guest-access'

import { api, appUrl, cookiesFrom, login, ownAddress } from '../support/api'
import { mailbox, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'
import { PASSWORD, stamp, teamOrder } from '../support/teams'

const context = { system: true, skipRevalidate: true }
const COMPANY = { name: 'Ejemplo Digital, S.L.', taxId: 'B87654323', address: 'Calle Mayor 1, 28013 Madrid' }

/** A paid team of `free` seats whose buyer is the guest `email` (order and manager row name only the e-mail). */
async function guestTeam(email: string, free = 2) {
  const payload = await testPayload()
  const team = await teamOrder({ free })
  await payload.update({
    collection: 'orders',
    id: team.order.id,
    data: { user: null, email, stripeSessionId: `cs_test_equipo_${stamp()}` },
    context,
  })
  const { docs } = await payload.find({
    collection: 'team-managers',
    where: { team: { equals: team.order.id } },
    depth: 0,
  })
  await payload.update({
    collection: 'team-managers',
    id: docs[0].id,
    data: { user: null, email, activeKey: `team:${team.order.id}:email:${email}` },
    context,
  })
  return team.order.id
}

/** A link e-mailed to `email` (purpose `purchase`), or the success page's link of one order. */
async function linkFor(email: string, purpose: 'purchase' | 'success-page' = 'purchase', orderId?: number) {
  const { token } = await issueGuestGrant(await testPayload(), { email, purpose, productType: 'module', orderId })
  return token
}

const fromLink = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', '/api/guest-access/account', {
    headers: { ...ownAddress(), ...headers },
    body: { name: 'Marta Compras', password: PASSWORD, ...body },
  })

const reportStatus = async (cookie: string, team: number) =>
  (await api('POST', '/api/teams/report', { headers: { Cookie: cookie, Origin: appUrl() }, body: { team } })).status

async function userOf(email: string) {
  const { docs } = await (
    await testPayload()
  ).find({ collection: 'users', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
  return docs[0] as { id: number; emailConfirmedAt?: string | null } | undefined
}

describe('the e-mailed link of a team bought without an account', () => {
  it('creates the account confirmed, signed in, with every team of the address, and the team page can invite', async () => {
    const email = `compras-${stamp()}@empresa.es`
    const [first, second] = [await guestTeam(email, 3), await guestTeam(email, 1)]
    const created = await fromLink({ token: await linkFor(email) })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ confirmed: true, redirect: '/equipo' })
    expect((await userOf(email))?.emailConfirmedAt).toBeTruthy()
    const session = cookiesFrom(created.headers)
    expect(await reportStatus(session, first)).toBe(200)
    expect(await reportStatus(session, second)).toBe(200)
    const invited = await api('POST', '/api/teams/invite', {
      headers: { Cookie: session, Origin: appUrl() },
      body: { team: first, email: `persona-${stamp()}@empresa.es` },
    })
    expect(invited.status, JSON.stringify(invited.body)).toBe(200)
    // the same link again: the account exists now
    const again = await fromLink({ token: await linkFor(email) })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ reason: 'account-exists' })
    expect(again.body.error).toMatch(/^Ya existe una cuenta con /)
  })

  it('refuses, in Spanish, what the link does not prove or allow', async () => {
    const email = `compras-${stamp()}@empresa.es`
    const team = await guestTeam(email)
    // no credential at all, and an unknown or expired link
    expect((await fromLink({})).status).toBe(403)
    expect((await fromLink({ token: 'x'.repeat(43) })).body.error).toMatch(/no es válido o ha caducado/)
    const expired = await linkFor(email)
    const payload = await testPayload()
    await payload.update({
      collection: 'guest-grants',
      where: { email: { equals: email } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      context,
    })
    expect((await fromLink({ token: expired })).status).toBe(403)
    // a checkout browser's link proves one order, not the address
    const orderOnly = await fromLink({ token: await linkFor(email, 'success-page', team) })
    expect(orderOnly.status).toBe(403)
    expect(orderOnly.body.error).toMatch(/^Este enlace solo abre la compra que acabas de hacer/)
    // an address that bought no team (another address's link creates nothing for this one)
    const other = `otra-${stamp()}@empresa.es`
    const noTeam = await fromLink({ token: await linkFor(other) })
    expect(noTeam.status).toBe(404)
    expect(noTeam.body.error).toMatch(/ningún equipo/)
    // a weak password: the field says why
    const weak = await fromLink({ token: await linkFor(email), password: '123' })
    expect(weak.status).toBe(400)
    expect(weak.body.errors.password).toMatch(/al menos 6 caracteres/)
    // a signed-in visitor (another account) creates nothing
    const signedIn = await fromLink(
      { token: await linkFor(email) },
      { Authorization: `JWT ${await signUp(`sesion-${stamp()}@empresa.es`)}` },
    )
    expect(signedIn.status).toBe(409)
    expect(await userOf(email)).toBeUndefined()
    // an account of the address already exists (made elsewhere): sign in instead
    await signUp(email)
    const exists = await fromLink({ token: await linkFor(email) })
    expect(exists.status).toBe(409)
    expect(exists.body.reason).toBe('account-exists')
  })
})

async function signUp(email: string) {
  const res = await api('POST', '/api/account/signup', {
    headers: ownAddress(),
    body: { name: 'Alguien', email, password: PASSWORD },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return login(email, PASSWORD)
}

describe('the success page of a team bought without an account', () => {
  it('creates an unconfirmed account that manages this order’s team and nothing else of the address', async () => {
    const email = `compras-${stamp()}@empresa.es`
    const inbox = mailbox(email)
    // the address's earlier team, bought as a guest: not the checkout browser's to claim
    const earlier = await guestTeam(email)
    const started = await api('POST', '/api/checkout', {
      headers: ownAddress(),
      body: { acceptTerms: true, productType: 'complete', purpose: 'team', quantity: 3, company: COMPANY },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const sessionId = sessionIdFromUrl(started.body.url)
    const browser = cookiesFrom(started.headers)
    await payOnHostedPage(sessionId, email, undefined, { country: 'ES' })
    const payload = await testPayload()
    const order = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'orders',
        where: { stripeSessionId: { equals: sessionId } },
        depth: 0,
      })
      const rows = docs[0]
        ? (await payload.count({ collection: 'team-managers', where: { team: { equals: docs[0].id } } })).totalDocs
        : 0
      return docs[0]?.status === 'paid' && rows > 0 ? docs[0] : null
    })
    // another browser (no checkout cookie), and this browser with another order's session: nothing
    const stranger = await api('POST', '/api/checkout/team-account', {
      headers: ownAddress(),
      body: { sessionId, name: 'Intrusa', password: PASSWORD },
    })
    expect(stranger.status).toBe(403)
    const { docs } = await payload.find({ collection: 'orders', where: { id: { equals: earlier } }, depth: 0 })
    const otherSession = await api('POST', '/api/checkout/team-account', {
      headers: { ...ownAddress(), Cookie: browser },
      body: { sessionId: docs[0].stripeSessionId, name: 'Marta', password: PASSWORD },
    })
    expect(otherSession.status).toBe(403)

    const created = await api('POST', '/api/checkout/team-account', {
      headers: { ...ownAddress(), Cookie: browser },
      body: { sessionId, name: 'Marta Compras', password: PASSWORD },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ confirmed: false, redirect: '/equipo' })
    expect((await userOf(email))?.emailConfirmedAt ?? null).toBeNull()
    const session = cookiesFrom(created.headers)
    expect(await reportStatus(session, order.id)).toBe(200)
    // the address's other team needs proof of the address: the e-mailed link or the confirmation
    expect(await reportStatus(session, earlier)).toBe(404)
    await inbox.next((m) => /Confirma tu email/.test(m.subject))
    // the purchase e-mail's words match what its link does
    const seatsMail = await waitForMail(email, (m) => /invita a tu equipo/.test(m.subject))
    expect(seatsMail.text).toMatch(/crea tu cuenta en un solo paso/)
    expect(seatsMail.text).not.toMatch(/confírmala/)
    // a second try: the account exists
    const again = await api('POST', '/api/checkout/team-account', {
      headers: { ...ownAddress(), Cookie: browser },
      body: { sessionId, name: 'Marta', password: PASSWORD },
    })
    expect(again.status).toBe(409)
  })
})
