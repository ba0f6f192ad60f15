/**
 * Team and gift orders with their seats, written straight through the Local API (no checkout: the
 * purchase of seats is another branch's), for the team page's tests and bench.
 */
import { newInviteToken } from '@/teams/claim'

import { testPayload } from '../support/payload'

const context = { skipRevalidate: true, system: true }
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
export const PASSWORD = 'clave-segura-123'

export const moduleByCode = async (code: string) =>
  (await (await testPayload()).find({ collection: 'modules', where: { code: { equals: code } }, depth: 0, limit: 1 })).docs[0]

export async function account(prefix = 'persona') {
  const payload = await testPayload()
  const email = `${prefix}-${stamp()}@empresa.es`
  const user = await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: 'Persona de prueba', role: 'customer' }, context })
  return { id: user.id, email }
}

export interface Fixture {
  order: { id: number }
  buyer: { id: number; email: string }
  module: number | null
  /** each invited seat's link token, by seat id */
  links: { seatId: number; token: string; email: string }[]
  seats: number[]
}

/**
 * A paid team order of `free + invited` seats (module F2 by default), its buyer's account and their
 * `team-managers` row; `invited` seats are invited to their own addresses with a known token.
 */
export async function teamOrder(opts: { free?: number; invited?: number; code?: string; complete?: boolean; businessName?: string; buyer?: { id: number; email: string } } = {}): Promise<Fixture> {
  const payload = await testPayload()
  const module = opts.complete ? null : (await moduleByCode(opts.code ?? 'F2')).id
  const buyer = opts.buyer ?? (await account('compras'))
  const count = (opts.free ?? 0) + (opts.invited ?? 0)
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: buyer.email,
      user: buyer.id,
      productType: opts.complete ? 'complete' : 'module',
      modules: module ? [module] : [],
      purpose: 'team',
      seats: { quantity: count, unitAmount: 9000, tierFrom: 1, before: 0 },
      withdrawalExemption: 'business',
      buyer: { businessName: opts.businessName ?? 'Agencia Ejemplo S.L.' },
      amountTotal: 9000 * count,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  await payload.create({
    collection: 'team-managers',
    data: { team: order.id, user: buyer.id, email: buyer.email, role: 'buyer', activeKey: `${order.id}:${buyer.id}` },
    context,
  })
  return { order, buyer, module, ...(await addSeats(order.id, order.id, opts.complete ? 'complete' : 'module', module, opts.free ?? 0, opts.invited ?? 0)) }
}

async function addSeats(team: number, order: number, productType: 'complete' | 'module', module: number | null, free: number, invited: number) {
  const payload = await testPayload()
  const links: Fixture['links'] = []
  const seats: number[] = []
  for (let i = 0; i < free + invited; i += 1) {
    const invite = i >= free
    const { token, hash } = newInviteToken()
    const email = `invitada${i}-${stamp()}@empresa.es`
    const seat = await payload.create({
      collection: 'seats',
      data: invite
        ? { team, order, productType, module, status: 'invited', invitedEmail: email, invitedAt: new Date().toISOString(), inviteTokenHash: hash }
        : { team, order, productType, module, status: 'free' },
      context,
    })
    seats.push(seat.id)
    if (invite) links.push({ seatId: seat.id, token, email })
  }
  return { links, seats }
}

/** A paid gift order: one seat invited to the recipient, with the buyer's message. */
export async function giftOrder(opts: { message?: string; code?: string } = {}) {
  const payload = await testPayload()
  const module = (await moduleByCode(opts.code ?? 'F1')).id
  const buyer = await account('regala')
  const recipient = `regalo-${stamp()}@correo.es`
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: buyer.email,
      user: buyer.id,
      productType: 'module',
      modules: [module],
      purpose: 'gift',
      seats: { quantity: 1, unitAmount: 9000, tierFrom: 1, before: 0 },
      gift: { recipientEmail: recipient, message: opts.message ?? '¡Feliz cumpleaños! Que lo disfrutes.', deliveredAt: new Date().toISOString() },
      amountTotal: 9000,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  const { token, hash } = newInviteToken()
  const seat = await payload.create({
    collection: 'seats',
    data: { team: order.id, order: order.id, productType: 'module', module, status: 'invited', invitedEmail: recipient, invitedAt: new Date().toISOString(), inviteTokenHash: hash },
    context,
  })
  return { order, buyer, recipient, token, seatId: seat.id, module }
}
