/**
 * The checkout's «Para mi equipo» and «Es un regalo» (issue 28): what such a purchase needs besides the
 * product, checked in one place before any order exists. A team purchase gives the company's legal name,
 * NIF or EU VAT number and fiscal address (the complete invoice's fields, src/invoicing/full-invoice-details.ts)
 * and has no consumer withdrawal (`withdrawalExemption: 'business'`); «más plazas» names the team (its first
 * order) and pays only the new seats at the tier the total reaches (src/teams/pricing.ts). A gift is one
 * seat with the recipient's address, a message and a delivery day, and the buyer's consent that their
 * withdrawal lasts until the recipient starts using it (src/teams/gifts.ts).
 */
import { paidNotFullyRefunded } from '@/orders/facts'
import type { Payload } from 'payload'

import { idOf, parseId } from '@/content/ids'
import type { Order, User } from '@/payload-types'
import { Refused } from '@/security/refused'
import { madridDay } from '@/content/dates'
import { deliveryDayIssue, giftMessageIssue, giverNameIssue } from '@/teams/gifts'
import { MAX_SEATS_PER_ORDER, MIN_SEATS_PER_ORDER } from '@/teams/pricing'
import { isTeamManager } from '@/teams/seat-writes'

import { COMPANY_FIELDS, readCompany, type Company } from './company'

export { GIFT_CONSENT } from './gift-consent'
export type { Company } from './company'

export type Purpose = 'self' | 'team' | 'gift'

export const SEAT_CHECKOUT_MESSAGES = {
  quantity: `Elige entre ${MIN_SEATS_PER_ORDER} y ${MAX_SEATS_PER_ORDER} plazas.`,
  recipient: 'Escribe el email de la persona que recibe el regalo.',
  giftConsent: 'Marca la casilla del regalo para continuar: explica hasta cuándo puedes desistir.',
  team: 'No encontramos ese equipo entre los que gestionas.',
  teamProduct: 'Las plazas nuevas tienen que ser del mismo curso o módulo que las del equipo.',
} as const

const TITLES = {
  team: 'Revisa los datos del equipo',
  gift: 'Revisa los datos del regalo',
  company: 'Revisa los datos de la empresa',
} as const

/** The company's legal name, NIF or EU VAT number and fiscal address, or a Spanish 400 (the first field's issue). */
export function parseCompany(value: unknown): Company {
  const read = readCompany(value)
  if (read.ok) return read.company
  throw new Refused(400, TITLES.company, COMPANY_FIELDS.map((f) => read.issues[f]).find(Boolean)!)
}

export interface TeamPurchase {
  purpose: 'team'
  quantity: number
  company: Company
  /** «más plazas»: the team's first order */
  addsTo: number | null
}

export interface GiftPurchase {
  purpose: 'gift'
  quantity: 1
  recipientEmail: string
  /** the giver as the recipient will read it («De parte de …») */
  fromName: string
  message: string | null
  /** 'YYYY-MM-DD', Madrid */
  deliverOn: string
}

export type SeatPurchase = TeamPurchase | GiftPurchase

const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/

/** A whole number of seats from the body (a number or its digits), or null. */
function seatCount(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= MIN_SEATS_PER_ORDER && n <= MAX_SEATS_PER_ORDER ? n : null
}

/** A team's id from the body (`equipo`), or null when absent; a malformed one is refused. */
function teamId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null
  const id = parseId(value)
  if (!id) throw new Refused(400, TITLES.team, SEAT_CHECKOUT_MESSAGES.team)
  return id
}

/**
 * What a team or gift purchase adds to the request, or null for a purchase for oneself; anything wrong is a
 * Spanish 400 (never a 500). Pure: the team is checked against the database by `resolveTeam`.
 */
export function parseSeatPurchase(body: Record<string, unknown>, now: Date): SeatPurchase | null {
  const purpose = body.purpose ?? 'self'
  if (purpose === 'self') return null
  if (purpose === 'team') {
    const quantity = seatCount(body.quantity)
    if (quantity === null) throw new Refused(400, TITLES.team, SEAT_CHECKOUT_MESSAGES.quantity)
    return { purpose, quantity, company: parseCompany(body.company), addsTo: teamId(body.team) }
  }
  if (purpose === 'gift') {
    const gift = (body.gift && typeof body.gift === 'object' ? body.gift : {}) as Record<string, unknown>
    const recipientEmail = typeof gift.recipientEmail === 'string' ? gift.recipientEmail.trim().toLowerCase() : ''
    if (!EMAIL.test(recipientEmail) || recipientEmail.length > 254)
      throw new Refused(400, TITLES.gift, SEAT_CHECKOUT_MESSAGES.recipient)
    const nameIssue = giverNameIssue(gift.fromName)
    if (nameIssue) throw new Refused(400, TITLES.gift, nameIssue)
    const messageIssue = giftMessageIssue(gift.message)
    if (messageIssue) throw new Refused(400, TITLES.gift, messageIssue)
    const deliverOn = gift.deliverOn === undefined || gift.deliverOn === '' ? madridDay(now) : gift.deliverOn
    const dayIssue = deliveryDayIssue(deliverOn, now)
    if (dayIssue) throw new Refused(400, TITLES.gift, dayIssue)
    if (gift.consent !== true) throw new Refused(400, TITLES.gift, SEAT_CHECKOUT_MESSAGES.giftConsent)
    const message = typeof gift.message === 'string' && gift.message.trim() ? gift.message.trim() : null
    return {
      purpose,
      quantity: 1,
      recipientEmail,
      fromName: String(gift.fromName).trim(),
      message,
      deliverOn: deliverOn as string,
    }
  }
  throw new Refused(400, 'Elige para quién es la compra', 'Elige «Para mí», «Para mi equipo» o «Es un regalo».')
}

/** What the quote of the code field needs of a seat purchase (no company or gift yet): how many, and the team. */
export function seatAskOf(body: Record<string, unknown>): { quantity: number; team: number | null } | null {
  const purpose = body.purpose ?? 'self'
  if (purpose === 'self') return null
  if (purpose === 'gift') return { quantity: 1, team: null }
  if (purpose !== 'team')
    throw new Refused(400, 'Elige para quién es la compra', 'Elige «Para mí», «Para mi equipo» o «Es un regalo».')
  const quantity = seatCount(body.quantity)
  if (quantity === null) throw new Refused(400, TITLES.team, SEAT_CHECKOUT_MESSAGES.quantity)
  return { quantity, team: teamId(body.team) }
}

export interface TeamOfOrder {
  id: number
  productType: Order['productType']
  /** the module of a module team */
  module: number | null
  /** seats the team holds now (refunded ones not counted) */
  before: number
  /** the company its first purchase was invoiced to: «más plazas» does not ask for it again */
  company: { name: string; taxId: string; address: string } | null
}

/**
 * «Más plazas»: the team named by its first order, when this buyer manages it (an account among its
 * managers, or the guest link of the buyer's address), with the seats it holds now. Anything else is the
 * same 404, so nobody learns which teams exist.
 */
export async function resolveTeam(
  payload: Payload,
  id: number,
  user: Pick<User, 'id'> | null,
  guestEmail: string | null,
): Promise<TeamOfOrder> {
  const notFound = new Refused(404, TITLES.team, SEAT_CHECKOUT_MESSAGES.team)
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!order || order.purpose !== 'team' || order.seats?.addsTo || !paidNotFullyRefunded(order.status)) throw notFound
  const manages = user
    ? await isTeamManager(payload, id, user.id)
    : guestEmail
      ? (
          await payload.count({
            collection: 'team-managers',
            where: {
              and: [
                { team: { equals: id } },
                { email: { equals: guestEmail.toLowerCase() } },
                { user: { exists: false } },
                { removedAt: { exists: false } },
              ],
            },
            overrideAccess: true,
          })
        ).totalDocs > 0
      : false
  if (!manages) throw notFound
  const { totalDocs: before } = await payload.count({
    collection: 'seats',
    where: { and: [{ team: { equals: id } }, { status: { not_equals: 'refunded' } }] },
    overrideAccess: true,
  })
  const module =
    order.productType === 'module'
      ? ((idOf((order.modules ?? [])[0] as number | { id: number } | undefined) as number | undefined) ?? null)
      : null
  const buyer = order.buyer
  const company =
    buyer?.businessName && buyer.taxId
      ? { name: buyer.businessName, taxId: buyer.taxId, address: buyer.address ?? '' }
      : null
  return { id, productType: order.productType, module, before, company }
}

/** The product of «más plazas» must be the team's own. */
export function assertSameProduct(
  team: TeamOfOrder,
  product: { productType: 'complete' | 'module'; modules: Array<{ id: number }> },
) {
  const same =
    team.productType === product.productType &&
    (product.productType === 'complete' || product.modules[0]?.id === team.module)
  if (!same) throw new Refused(409, TITLES.team, SEAT_CHECKOUT_MESSAGES.teamProduct)
}
