/**
 * A team for the FUNDAE tests, written straight through the Local API (no checkout needed): a paid team
 * order of one module's seats with the company's legal name, its buyer as manager (`team-managers`),
 * and learners with accounts who claimed a seat each and hold the module through it.
 */
import type { Payload } from 'payload'

import { sectionAnchors } from '@/learning/percent'
import type { Module } from '@/payload-types'

import { testPayload } from './payload'

export const FIXTURE_PASSWORD = 'secreto-123'
const context = { system: true, skipRevalidate: true }
let n = 0
export const fixtureStamp = () => `${Date.now().toString(36)}${(n += 1)}${Math.random().toString(36).slice(2, 5)}`

export async function moduleByCode(code: string): Promise<Module> {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'modules', where: { code: { equals: code } }, depth: 0, limit: 1, overrideAccess: true })
  return docs[0] as Module
}

export async function fixtureAccount(payload: Payload, key: string) {
  const email = `fundae-${key}-${fixtureStamp()}@empresa.es`
  const user = await payload.create({ collection: 'users', data: { email, password: FIXTURE_PASSWORD, name: `Persona ${key}`, role: 'customer' }, context })
  return { id: user.id as number, email }
}

/** A team of `learners` people on `code`'s seats (all claimed), managed by its buyer. */
export async function fundaeTeam(code: string, learners: number, company = 'Marketing Norte, S.L.') {
  const payload = await testPayload()
  const module = await moduleByCode(code)
  const manager = await fixtureAccount(payload, 'gestora')
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: manager.email,
      user: manager.id,
      productType: 'module',
      modules: [module.id],
      purpose: 'team',
      seats: { quantity: learners, unitAmount: 9000, tierFrom: 1, before: 0 },
      withdrawalExemption: 'business',
      buyer: { businessName: company, taxIdType: 'es_cif', taxId: 'B12345678' },
      amountTotal: 9000 * learners,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  await payload.create({
    collection: 'team-managers',
    data: { team: order.id, user: manager.id, email: manager.email, role: 'buyer', activeKey: `${order.id}:${manager.id}` },
    context,
  })
  const people = []
  for (let i = 0; i < learners; i += 1) {
    const person = await fixtureAccount(payload, `alumno${i}`)
    const seat = await payload.create({
      collection: 'seats',
      data: {
        team: order.id,
        order: order.id,
        productType: 'module',
        module: module.id,
        status: 'claimed',
        invitedEmail: person.email,
        invitedAt: new Date().toISOString(),
        claimedBy: person.id,
        claimedEmail: person.email,
        claimedAt: new Date().toISOString(),
        claimKey: `${order.id}:${person.id}`,
      },
      context,
    })
    await payload.create({
      collection: 'entitlements',
      data: { user: person.id, email: person.email, module: module.id, source: 'seat', order: order.id, seat: seat.id },
      context,
    })
    people.push({ ...person, seatId: seat.id as number })
  }
  return { team: order.id as number, manager, people, module, anchors: sectionAnchors(module) }
}
