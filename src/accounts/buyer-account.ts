/**
 * A team bought without an account (issue 35): its buyer gets an account, signed in and on /equipo, in one
 * step, from either credential the buyer holds (src/entitlements/credentials.ts):
 *
 * - the link e-mailed to the address (the seats e-mail, «¿Has perdido tu enlace?»), or that link's cookie in
 *   this browser: it proves the address, as a confirmation link does. The account is created confirmed and
 *   everything bought under the address without an account joins it (its teams, claimed seats, guest
 *   purchases), exactly what confirming would attach.
 * - the browser that started the checkout (its `ag-checkout` cookie, on the success page): it proves that
 *   order only. The account is created unconfirmed (its confirmation link is e-mailed, as at sign-up) and
 *   manages that order's team; nothing else of the address joins it until the address is confirmed.
 *
 * Never over an existing account (its owner signs in: the link page then attaches), never for a signed-in
 * visitor, never for an address or order with no team bought as a guest. The rule is `buyerAccountPlan`
 * (./buyer-account-rule.ts); here are the facts it needs and the writes.
 */
import { PAID_NOT_FULLY_REFUNDED } from '@/orders/facts'
import type { Payload, PayloadRequest } from 'payload'

import { startedCheckout } from '@/commerce/checkout-browser'
import { attachGuestRows } from '@/entitlements/grants'
import type { GuestAccess } from '@/entitlements/guest-access'
import { settings } from '@/env'
import { attachTeamRows, attachTeamRowOf } from '@/teams/team-actions'

import { accountExistsMessage, type BuyerAccountPlan, type BuyerSituation } from './buyer-account-rule'
import { CONFIRMING } from './email-confirmation'

/** Paid (not wholly refunded) team orders, of the given ids. */
async function liveTeams(payload: Payload, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [{ id: { in: ids } }, { purpose: { equals: 'team' } }, { status: { in: PAID_NOT_FULLY_REFUNDED } }],
    },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    select: { status: true },
  })
  return new Set(docs.map((o) => o.id))
}

/**
 * The teams an address bought (its buyer rows), still paid for: those still waiting for an account
 * (`guest`) and those already in one (`inAccount`).
 */
export async function teamsBoughtBy(
  payload: Payload,
  email: string,
): Promise<{ guest: number[]; inAccount: number[] }> {
  const { docs } = await payload.find({
    collection: 'team-managers',
    where: {
      and: [
        { email: { equals: email.trim().toLowerCase() } },
        { role: { equals: 'buyer' } },
        { removedAt: { exists: false } },
      ],
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  const teamOf = (row: (typeof docs)[number]) => (typeof row.team === 'object' ? row.team.id : row.team)
  const live = await liveTeams(payload, [...new Set(docs.map(teamOf))])
  const rows = docs.filter((row) => live.has(teamOf(row)))
  return { guest: rows.filter((r) => !r.user).map(teamOf), inAccount: rows.filter((r) => r.user).map(teamOf) }
}

const accountCount = async (payload: Payload, email: string) =>
  (
    await payload.count({
      collection: 'users',
      where: { email: { equals: email.trim().toLowerCase() } },
      overrideAccess: true,
    })
  ).totalDocs

/** The situation of a visitor holding an e-mailed link (a verified token, or the browser's link cookie). */
export async function linkSituation(
  payload: Payload,
  access: GuestAccess | null,
  signedInEmail: string | null,
): Promise<BuyerSituation> {
  if (access?.status !== 'valid') return { credential: null, guestTeams: 0, accountExists: false, signedInEmail }
  const [teams, accounts] = await Promise.all([
    teamsBoughtBy(payload, access.email),
    accountCount(payload, access.email),
  ])
  return {
    credential: { kind: 'link', email: access.email, proof: access.proof },
    guestTeams: teams.guest.length,
    accountExists: accounts > 0,
    signedInEmail,
  }
}

/** The situation of the browser on a checkout's success page (its `ag-checkout` cookie names the order). */
export async function checkoutSituation(
  payload: Payload,
  sessionId: string,
  checkoutCookie: string | null,
  signedInEmail: string | null,
): Promise<BuyerSituation> {
  const none: BuyerSituation = { credential: null, guestTeams: 0, accountExists: false, signedInEmail }
  const { docs } = await payload.find({
    collection: 'orders',
    where: { stripeSessionId: { equals: sessionId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order?.email || !startedCheckout(checkoutCookie, order.id, settings.payloadSecret)) return none
  const email = order.email.trim().toLowerCase()
  const { docs: rows } = await payload.find({
    collection: 'team-managers',
    where: {
      and: [
        { team: { equals: order.id } },
        { email: { equals: email } },
        { role: { equals: 'buyer' } },
        { user: { exists: false } },
        { removedAt: { exists: false } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const guestTeam = rows.length > 0 && (await liveTeams(payload, [order.id])).has(order.id)
  return {
    credential: { kind: 'checkout', email, orderId: order.id, guestTeam },
    guestTeams: guestTeam ? 1 : 0,
    accountExists: (await accountCount(payload, email)) > 0,
    signedInEmail,
  }
}

export type Created = { ok: true; email: string; token: string | null } | { ok: false; status: 409; message: string }

/**
 * Creates the account a plan allows and attaches what it may hold, then signs it in (`token`: the session's).
 * Confirmed (an e-mailed link): written by the server on the link's behalf, so no confirmation e-mail; the
 * address's guest rows join it. Unconfirmed (a checkout's browser): written as a sign-up (its confirmation
 * e-mail is queued), and only that order's team joins it.
 */
export async function createBuyerAccount(
  payload: Payload,
  req: PayloadRequest,
  plan: Extract<BuyerAccountPlan, { ok: true }>,
  input: { email: string; name: string; password: string },
): Promise<Created> {
  const email = input.email.trim().toLowerCase()
  const data = { email, name: input.name, password: input.password, role: 'customer' as const }
  let user: { id: number }
  try {
    user = plan.confirmed
      ? await payload.create({
          collection: 'users',
          data: { ...data, emailConfirmedAt: new Date().toISOString() },
          context: { [CONFIRMING]: true },
        })
      : await payload.create({ collection: 'users', data, overrideAccess: false, req })
  } catch (error) {
    // two tabs at once: the second finds the first's account
    if ((await accountCount(payload, email)) > 0)
      return { ok: false, status: 409, message: accountExistsMessage(email) }
    throw error
  }
  const account = { id: Number(user.id), email }
  if (plan.attach === 'address') {
    await attachGuestRows(payload, account, email)
    await attachTeamRows(payload, account)
  } else {
    await attachTeamRowOf(payload, account, plan.attach.team)
  }
  const login = await payload.login({ collection: 'users', data: { email, password: input.password }, req })
  return { ok: true, email, token: login.token ?? null }
}
