/**
 * Gifts: one seat bought for someone else, with their e-mail, a message and a delivery date. The rules,
 * pure: when the recipient's e-mail leaves (09:00 in Madrid on the chosen day, whatever the season),
 * which days may be chosen, and how long the buyer may withdraw (until the recipient first uses the
 * content — the buyer consents to that at checkout — rather than the 14 days of an ordinary purchase).
 */
import { paidNotFullyRefunded, type OrderStatus } from '@/orders/facts'
import { longDate, longDateTime, madridDay, madridOffset } from '@/content/dates'
import { looksLikeLink, QUOTED_NAME_MAX } from '@/email/buyer-words'

import type { SeatStatus } from './seat-states'

/** The hour (Madrid) at which gifts are delivered on their day. */
export const GIFT_DELIVERY_HOUR = 9
/** How far ahead a delivery date may be chosen. */
export const GIFT_MAX_DAYS_AHEAD = 365
/** The longest message a gift carries. */
export const GIFT_MESSAGE_MAX = 500

/** 'YYYY-MM-DD' → its parts, or null when it is not a real calendar day. */
function dayParts(day: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [y, m, d] = match.slice(1).map(Number)
  const probe = new Date(Date.UTC(y, m - 1, d))
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d ? { y, m, d } : null
}

/** A wall-clock time in Madrid as an instant (09:00 is never inside a change of time: those happen at 02:00–03:00). */
function madridWallClock(y: number, m: number, d: number, hour: number): Date {
  const wall = Date.UTC(y, m - 1, d, hour)
  return new Date(wall - madridOffset(wall - madridOffset(wall)))
}

/** The instant a gift chosen for `day` ('YYYY-MM-DD') is delivered: 09:00 in Madrid that day. */
export function giftDeliveryAt(day: string): Date {
  const parts = dayParts(day)
  if (!parts) throw new RangeError(`not a day: ${day}`)
  return madridWallClock(parts.y, parts.m, parts.d, GIFT_DELIVERY_HOUR)
}

/**
 * Why a delivery day cannot be chosen now, in Spanish, or null. Today is fine (after 09:00 the e-mail
 * leaves at once); the past and more than a year ahead are not.
 */
export function deliveryDayIssue(day: unknown, now: Date): string | null {
  if (typeof day !== 'string' || !dayParts(day)) return 'Elige la fecha de entrega del regalo.'
  const { min: today, max: last } = giftDayRange(now)
  if (day < today) return 'La fecha de entrega no puede ser anterior a hoy.'
  if (day > last) return 'Elige una fecha de entrega dentro del próximo año.'
  return null
}

/** When the delivery job should run: the delivery instant, or now if that has passed (a gift for today after 09:00). */
export const deliveryRunAt = (day: string, now: Date): Date => {
  const at = giftDeliveryAt(day)
  return at.getTime() > now.getTime() ? at : now
}

/** Why the giver's name cannot go to the recipient, or null: the name they will know the giver by, never a link or an address. */
export function giverNameIssue(name: unknown): string | null {
  const text = typeof name === 'string' ? name.trim() : ''
  if (text.length < 2) return 'Escribe tu nombre: es como sabrá quien recibe el regalo de parte de quién es.'
  if (text.length > QUOTED_NAME_MAX) return `Tu nombre admite como máximo ${QUOTED_NAME_MAX} caracteres.`
  if (looksLikeLink(text) || /[\u0000-\u001f\u007f]/.test(text))
    return 'Escribe solo tu nombre, sin direcciones web ni emails.'
  return null
}

/** Why a gift's message cannot be sent, or null (empty is fine). */
export function giftMessageIssue(message: unknown): string | null {
  if (message === undefined || message === null || message === '') return null
  if (typeof message !== 'string') return 'Escribe el mensaje como texto.'
  if (message.length > GIFT_MESSAGE_MAX) return `El mensaje admite como máximo ${GIFT_MESSAGE_MAX} caracteres.`
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(message))
    return 'El mensaje contiene caracteres no válidos.'
  return null
}

export interface GiftOrder {
  status: OrderStatus
  withdrawalRequestedAt?: string | null
  /** the recipient's first use of the content (the seat's) */
  recipientFirstUseAt?: string | null
}

export type GiftWithdrawal =
  | { eligible: true }
  | { eligible: false; reason: 'not-paid' | 'refunded' }
  | { eligible: false; reason: 'withdrawn'; at: string }
  | { eligible: false; reason: 'used'; usedAt: string }

/** The buyer of a gift may withdraw while it is paid and until the recipient first uses the content. */
export function giftWithdrawal(order: GiftOrder): GiftWithdrawal {
  if (order.withdrawalRequestedAt) return { eligible: false, reason: 'withdrawn', at: order.withdrawalRequestedAt }
  if (order.status === 'refunded') return { eligible: false, reason: 'refunded' }
  if (!paidNotFullyRefunded(order.status)) return { eligible: false, reason: 'not-paid' }
  if (order.recipientFirstUseAt) return { eligible: false, reason: 'used', usedAt: order.recipientFirstUseAt }
  return { eligible: true }
}

/** A gift: waiting for its day, in the recipient's inbox, accepted by them, or its money given back. */
export type GiftState = 'scheduled' | 'delivered' | 'claimed' | 'refunded'

/**
 * A gift's state: refunded once its money went back (the order, or its one seat); accepted once the
 * recipient claimed the seat; delivered once its e-mail left; scheduled until then.
 */
export function giftState(
  order: { status: OrderStatus; gift?: { deliveredAt?: string | null } | null },
  seat: { status: SeatStatus } | null | undefined,
): GiftState {
  if (order.status === 'refunded' || seat?.status === 'refunded') return 'refunded'
  if (seat?.status === 'claimed') return 'claimed'
  if (order.gift?.deliveredAt) return 'delivered'
  return 'scheduled'
}

/** A gift as its giver's page reads it: the order's fields and its one seat's. */
export interface GivenGift {
  status: OrderStatus
  gift?: { deliverOn?: string | null; deliverAt?: string | null; deliveredAt?: string | null } | null
  withdrawalRequestedAt?: string | null
  seat?: { status: SeatStatus; claimedAt?: string | null } | null
  /** a gift paid by bank transfer, while the transfer is awaited: its reference and deadline */
  transfer?: { reference?: string | null; deadline?: string | null } | null
}

/** When a gift not yet delivered leaves: its instant, or 09:00 on its day when only the day is known. */
const dueAt = (gift: GivenGift['gift']) =>
  gift?.deliverAt ?? (gift?.deliverOn ? giftDeliveryAt(gift.deliverOn).toISOString() : null)

/**
 * Where a gift stands, in the giver's words: «Se entrega el 24 de diciembre de 2026 a las 9:00»,
 * «Pendiente de tu transferencia …», «Entregado el …», «Aceptado el …», «Desististe el …: reembolsado».
 */
export function givenGiftStatus(gift: GivenGift): string {
  const state = giftState(gift, gift.seat)
  if (gift.withdrawalRequestedAt) {
    const refunded = gift.status === 'refunded' ? 'reembolsado' : 'el reembolso está en curso'
    return `Desististe el ${longDate(gift.withdrawalRequestedAt)}: ${refunded}.`
  }
  if (state === 'refunded') return 'Reembolsado: ya no se entrega.'
  if (gift.status === 'pending') {
    const at = dueAt(gift.gift)
    const awaited = `Pendiente de tu transferencia${gift.transfer?.reference ? ` (referencia ${gift.transfer.reference})` : ''}${gift.transfer?.deadline ? `, que puedes hacer hasta el ${longDate(gift.transfer.deadline)}` : ''}.`
    return `${awaited} ${at ? `Se entrega el ${longDateTime(at)} (hora de Madrid) si para entonces la hemos recibido; si llega después, en cuanto la recibamos.` : 'Se entrega en cuanto la recibamos.'}`
  }
  if (state === 'claimed') return gift.seat?.claimedAt ? `Aceptado el ${longDate(gift.seat.claimedAt)}.` : 'Aceptado.'
  if (state === 'delivered') return `Entregado el ${longDateTime(gift.gift!.deliveredAt!)} (hora de Madrid).`
  const at = dueAt(gift.gift)
  return at ? `Se entrega el ${longDateTime(at)} (hora de Madrid).` : 'Se entrega en breve.'
}

export type GiftDayChange =
  { ok: true; deliverOn: string; deliverAt: Date } | { ok: false; status: 400 | 409; message: string }

/**
 * Whether the giver may move the gift to `day` now: only a paid gift not yet delivered, withdrawn or
 * refunded, to a day the checkout would take (`deliveryDayIssue`). The new instant is 09:00 Madrid that
 * day, or now for today after 09:00 (`deliveryRunAt`).
 */
export function giftDayChange(gift: GivenGift, day: unknown, now: Date): GiftDayChange {
  const state = giftState(gift, gift.seat)
  if (gift.withdrawalRequestedAt)
    return { ok: false, status: 409, message: 'Desististe de este regalo: ya no se entrega.' }
  if (state === 'refunded')
    return { ok: false, status: 409, message: 'Este regalo está reembolsado: ya no se entrega.' }
  if (!paidNotFullyRefunded(gift.status))
    return { ok: false, status: 409, message: 'Podrás cambiar la fecha cuando recibamos el pago del regalo.' }
  if (state !== 'scheduled') {
    const when = gift.gift?.deliveredAt ? ` el ${longDateTime(gift.gift.deliveredAt)}` : ''
    return { ok: false, status: 409, message: `Este regalo ya se entregó${when}: su fecha ya no se puede cambiar.` }
  }
  const issue = deliveryDayIssue(day, now)
  if (issue) return { ok: false, status: 400, message: issue }
  return { ok: true, deliverOn: day as string, deliverAt: deliveryRunAt(day as string, now) }
}

/** The days the date input offers (the same as `deliveryDayIssue` accepts): today to a year ahead, in Madrid. */
export function giftDayRange(now: Date): { min: string; max: string } {
  const min = madridDay(now)
  return {
    min,
    max: new Date(Date.parse(`${min}T00:00:00Z`) + GIFT_MAX_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10),
  }
}
