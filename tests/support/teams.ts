/**
 * Teams and gifts for the tests, written straight through the Local API (no checkout): a paid team
 * order of seats with its buyer as manager, its seats free, invited (with a known link) or claimed by
 * learners who hold the product through them; a paid gift with its seat invited to the recipient.
 * Keys are the application's own (`managerKey`, `claimKey`), so the rows are what a purchase writes.
 */
import { sectionAnchors } from '@/learning/percent'
import type { Module, Seat } from '@/payload-types'
import { claimKey, newInviteToken } from '@/teams/claim'
import { giftDeliveryAt } from '@/teams/gifts'
import { managerKey } from '@/teams/open-seats'

import { PASSWORD, testPayload } from './payload'
import { testStripe } from './stripe'

const context = { skipRevalidate: true, system: true }
let n = 0
export const stamp = () => `${Date.now().toString(36)}${(n += 1)}${Math.random().toString(36).slice(2, 5)}`
export { PASSWORD }

export async function moduleByCode(code: string): Promise<Module> {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'modules',
    where: { code: { equals: code } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] as Module
}

/** A customer account (password PASSWORD) named «Persona <name>». */
export async function account(prefix = 'persona', name = 'de prueba') {
  const payload = await testPayload()
  const email = `${prefix}-${stamp()}@empresa.es`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: `Persona ${name}`, role: 'customer' },
    context,
  })
  return { id: user.id as number, email }
}

export interface Fixture {
  order: { id: number }
  buyer: { id: number; email: string }
  module: number | null
  /** each invited seat's link token, by seat id */
  links: { seatId: number; token: string; email: string }[]
  /** the people who claimed a seat, with an account each */
  people: { id: number; email: string; seatId: number }[]
  seats: number[]
}

/**
 * A paid team order of `free + invited + claimed` seats (module F2 by default), its buyer's account and
 * their `team-managers` row; `invited` seats are invited to their own addresses with a known token;
 * `claimed` seats are held by new accounts, each with the entitlement the seat grants.
 */
export async function teamOrder(
  opts: {
    free?: number
    invited?: number
    claimed?: number
    code?: string
    complete?: boolean
    businessName?: string
    /** the company's fiscal address, as the checkout asks it of a team purchase */
    address?: string
    buyer?: { id: number; email: string }
    /** when the claimed seats were claimed (default: now) */
    claimedAt?: string
  } = {},
): Promise<Fixture> {
  const payload = await testPayload()
  const module = opts.complete ? null : (await moduleByCode(opts.code ?? 'F2')).id
  const buyer = opts.buyer ?? (await account('compras', 'gestora'))
  const [free, invited, claimed] = [opts.free ?? 0, opts.invited ?? 0, opts.claimed ?? 0]
  if (claimed && !module) throw new Error('claimed seats are fixtured for one module only')
  const count = free + invited + claimed
  const productType = opts.complete ? 'complete' : 'module'
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: buyer.email,
      user: buyer.id,
      productType,
      modules: module ? [module] : [],
      purpose: 'team',
      seats: { quantity: count, unitAmount: 9000, tierFrom: 1, before: 0 },
      withdrawalExemption: 'business',
      buyer: {
        businessName: opts.businessName ?? 'Agencia Ejemplo S.L.',
        taxIdType: 'es_cif',
        taxId: 'B12345674',
        address: opts.address ?? 'Calle Mayor 1, 28013 Madrid',
      },
      amountTotal: 9000 * count,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  await payload.create({
    collection: 'team-managers',
    data: {
      team: order.id,
      user: buyer.id,
      email: buyer.email,
      role: 'buyer',
      activeKey: managerKey(order.id, { user: buyer.id, email: buyer.email }),
    },
    context,
  })
  const seat = (data: Partial<Seat> & Pick<Seat, 'status'>) =>
    payload.create({
      collection: 'seats',
      data: { team: order.id, order: order.id, productType, module, ...data },
      context,
    })
  const fixture: Fixture = { order, buyer, module, links: [], people: [], seats: [] }
  for (let i = 0; i < free; i += 1) fixture.seats.push((await seat({ status: 'free' })).id)
  for (let i = 0; i < invited; i += 1) {
    const { token, hash } = newInviteToken()
    const email = `invitada${i}-${stamp()}@empresa.es`
    const { id } = await seat({
      status: 'invited',
      invitedEmail: email,
      invitedAt: new Date().toISOString(),
      inviteTokenHash: hash,
    })
    fixture.seats.push(id)
    fixture.links.push({ seatId: id, token, email })
  }
  for (let i = 0; i < claimed; i += 1) {
    const person = await account('alumno', `alumno${i}`)
    const now = opts.claimedAt ?? new Date().toISOString()
    const { id } = await seat({
      status: 'claimed',
      invitedEmail: person.email,
      invitedAt: now,
      claimedBy: person.id,
      claimedEmail: person.email,
      claimedAt: now,
      claimKey: claimKey(order.id, { userId: person.id, email: person.email }),
    })
    await payload.create({
      collection: 'entitlements',
      data: { user: person.id, email: person.email, module: module!, source: 'seat', order: order.id, seat: id },
      context,
    })
    fixture.seats.push(id)
    fixture.people.push({ ...person, seatId: id })
  }
  return fixture
}

/** A team for the FUNDAE tests: `learners` people on `code`'s seats (all claimed, at `claimedAt`), managed by its buyer. */
export async function fundaeTeam(
  code: string,
  learners: number,
  company = 'Marketing Norte, S.L.',
  claimedAt?: string,
) {
  const f = await teamOrder({ code, claimed: learners, businessName: company, claimedAt })
  const module = await moduleByCode(code)
  return { team: f.order.id, manager: f.buyer, people: f.people, module, anchors: sectionAnchors(module) }
}

/**
 * A paid gift order: one seat invited to the recipient, with the buyer's message. Delivered now with a
 * known link token, or, given `day`, waiting for its delivery that day (no link yet) and paid for real on
 * the local Stripe server, so that a withdrawal's refund goes through. `guest`: bought without an account.
 */
export async function giftOrder(
  opts: {
    message?: string
    fromName?: string | null
    code?: string
    day?: string
    paidDaysAgo?: number
    guest?: boolean
  } = {},
) {
  const payload = await testPayload()
  const module = await moduleByCode(opts.code ?? 'F1')
  // a guest buyer: the order names only the address (`id` null)
  const buyer = opts.guest ? { id: null, email: `regala-${stamp()}@correo.es` } : await account('regala', 'regala')
  const recipient = `regalo-${stamp()}@correo.es`
  const amount = Math.round(module.price * 100)
  const paidAt = new Date(Date.now() - (opts.paidDaysAgo ?? 0) * 86_400_000).toISOString()
  const intent = opts.day
    ? await testStripe().paymentIntents.create({
        amount,
        currency: 'eur',
        confirm: true,
        payment_method: 'pm_card_visa',
      })
    : null
  const delivery = opts.day
    ? { deliverOn: opts.day, deliverAt: giftDeliveryAt(opts.day).toISOString() }
    : { deliveredAt: paidAt }
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: buyer.email,
      user: buyer.id ?? undefined,
      productType: 'module',
      modules: [module.id],
      purpose: 'gift',
      seats: { quantity: 1, unitAmount: amount, tierFrom: 1, before: 0 },
      gift: {
        recipientEmail: recipient,
        fromName: opts.fromName === undefined ? 'Marta' : opts.fromName,
        message: opts.message ?? '¡Feliz cumpleaños! Que lo disfrutes.',
        ...delivery,
      },
      withdrawalConsent: { acceptedAt: paidAt, text: 'Puedo desistir hasta que la persona empiece a usarlo.' },
      amountTotal: amount,
      currency: 'eur',
      status: 'paid',
      paidAt,
      ...(intent ? { paymentIntentId: intent.id } : {}),
    },
    context,
  })
  const { token, hash } = newInviteToken()
  const seat = await payload.create({
    collection: 'seats',
    data: {
      team: order.id,
      order: order.id,
      productType: 'module',
      module: module.id,
      status: 'invited',
      invitedEmail: recipient,
      invitedAt: paidAt,
      ...(opts.day ? {} : { inviteTokenHash: hash }),
    },
    context,
  })
  return { order, buyer, recipient, token: opts.day ? null : token, seatId: seat.id, module: module.id }
}
