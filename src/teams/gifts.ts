/**
 * Gifts: one seat bought for someone else, with their e-mail, a message and a delivery date. The rules,
 * pure: when the recipient's e-mail leaves (09:00 in Madrid on the chosen day, whatever the season),
 * which days may be chosen, and how long the buyer may withdraw (until the recipient first uses the
 * content — the buyer consents to that at checkout — rather than the 14 days of an ordinary purchase).
 */
import { madridDay, madridOffset } from '@/content/dates'
import { looksLikeLink, QUOTED_NAME_MAX } from '@/email/buyer-words'

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
  const today = madridDay(now)
  if (day < today) return 'La fecha de entrega no puede ser anterior a hoy.'
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + GIFT_MAX_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10)
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
  if (looksLikeLink(text) || /[\u0000-\u001f\u007f]/.test(text)) return 'Escribe solo tu nombre, sin direcciones web ni emails.'
  return null
}

/** Why a gift's message cannot be sent, or null (empty is fine). */
export function giftMessageIssue(message: unknown): string | null {
  if (message === undefined || message === null || message === '') return null
  if (typeof message !== 'string') return 'Escribe el mensaje como texto.'
  if (message.length > GIFT_MESSAGE_MAX) return `El mensaje admite como máximo ${GIFT_MESSAGE_MAX} caracteres.`
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(message)) return 'El mensaje contiene caracteres no válidos.'
  return null
}

export interface GiftOrder {
  status: 'pending' | 'paid' | 'partially_refunded' | 'refunded' | 'expired'
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
  if (order.status !== 'paid' && order.status !== 'partially_refunded') return { eligible: false, reason: 'not-paid' }
  if (order.recipientFirstUseAt) return { eligible: false, reason: 'used', usedAt: order.recipientFirstUseAt }
  return { eligible: true }
}
