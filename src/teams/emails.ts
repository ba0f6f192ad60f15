/**
 * The teams' e-mails (Spanish, HTML + text) and the names they use: a team seat's invitation; an
 * invitation to co-manage a team; a gift,
 * delivered to its recipient at 09:00 Madrid on its day (or sent again with a new link); the note to the
 * buyer when the recipient first uses it; and the note to the recipient when the buyer withdrew.
 */
import { longDateTime } from '@/content/dates'
import { isErasedEmail } from '@/email/anonymous'
import { buyerWords } from '@/email/buyer-words'
import { button, composeEmail, gap, quote, small, type EmailSite } from '@/email/compose'
import { settings } from '@/env'

import { GIFT_MESSAGE_MAX } from './gifts'

/** The link a seat's invitation carries (the claim page, /equipo/unirse). */
export const invitationLink = (token: string) =>
  `${settings.serverUrl}/equipo/unirse?token=${encodeURIComponent(token)}`

/** The product without its article: «módulo F2 · Contexto», «curso completo de Academia GEO» (texts add «al», «el»). */
export const productName = (seat: { productType: string; module?: unknown }) => {
  if (seat.productType === 'complete') return 'curso completo de Academia GEO'
  const m = seat.module as { code?: string | null; title?: string | null } | null | undefined
  return m && typeof m === 'object' && m.code ? `módulo ${m.code} · ${m.title}` : 'módulo de Academia GEO'
}

/** Who invites to a team seat: the company on the invoice, else the buyer's address. */
export const inviterName = (order: { buyer?: { businessName?: string | null } | null; email?: string | null }) =>
  order.buyer?.businessName?.trim() || order.email || 'Tu equipo'

/** Who gives a gift: the buyer's name, else their address (never an erased one). */
export const giverName = (buyer: { name?: string | null; email?: string | null }) =>
  buyer.name?.trim() || (buyer.email && !isErasedEmail(buyer.email) ? buyer.email : 'Una persona')

/** The product with the site's name once: «módulo F2 · Contexto de Academia GEO», «curso completo de Academia GEO». */
const withSite = (product: string, siteName: string) =>
  product.includes(siteName) ? product : `${product} de ${siteName}`

/**
 * Who really writes, under every e-mail that quotes a buyer's words: the site, on the buyer's behalf, and
 * what it never asks for.
 */
export const senderNote = (site: EmailSite) =>
  `Este email lo envía ${site.siteName} (${site.supportEmail}) en nombre de quien hizo la compra; lo que aparece entre comillas lo escribió esa persona y no lo hemos comprobado. ${site.siteName} nunca te pedirá contraseñas ni datos de pago por email.`

/**
 * A team seat's invitation: for what, who reserved it (the buyer's own words, quoted: never in the
 * subject, never a link: src/email/buyer-words.ts), and the personal link to claim it.
 */
export function invitationEmail(input: EmailSite & { inviter: string; product: string; link: string }) {
  const subject = `Tienes una plaza en el ${withSite(input.product, input.siteName)}`
  const intro = `Tienes una plaza reservada en el ${input.product}.`
  const who = `Te la reserva quien compró las plazas, que se identifica como «${buyerWords(input.inviter)}».`
  const accept =
    'Acepta la invitación con este enlace: puedes hacerlo con tu cuenta o, si no tienes, con este mismo email.'
  return composeEmail({
    subject,
    site: input,
    parts: [intro, who, gap, accept, button(input.link, 'Aceptar la invitación')],
    footnote: small(senderNote(input)),
  })
}

/** The link of a co-manager invitation (the page that accepts it, /equipo/gestionar). */
export const managerInvitationLink = (token: string) =>
  `${settings.serverUrl}/equipo/gestionar?token=${encodeURIComponent(token)}`

/**
 * An invitation to co-manage a team: what it means, who asks (the inviting account's address and the
 * team's name, both quoted as typed by others), how to accept it (signed in with a confirmed account of
 * this address), its expiry, and that ignoring it changes nothing.
 */
export function managerInvitationEmail(
  input: EmailSite & { inviter: string; team: string; link: string; days: number },
) {
  const subject = `Te invitan a gestionar un equipo en ${input.siteName}`
  const intro = `Te invitan a gestionar las plazas de un equipo en ${input.siteName}: invitar a personas y ver su progreso y sus certificados.`
  const who = `Te invita la cuenta «${buyerWords(input.inviter)}», que gestiona el equipo «${buyerWords(input.team)}».`
  const accept = `Para aceptar, abre el enlace con la sesión iniciada en tu cuenta de ${input.siteName} de este email (si no tienes, créala con este email y confírmala). Caduca en ${input.days} días.`
  const ignore = 'Si no esperabas esta invitación, ignórala: no pasará nada.'
  return composeEmail({
    subject,
    site: input,
    parts: [intro, who, gap, accept, button(input.link, 'Ver la invitación'), gap, ignore],
    footnote: small(senderNote(input)),
  })
}

export interface GiftDeliveryEmailInput extends EmailSite {
  /** who gives it (giverName) */
  from: string
  /** productName: «módulo F3 · Autoridad Generativa», «curso completo de Academia GEO» */
  product: string
  message?: string | null
  /** the invitation link (invitationLink) */
  link: string
}

/** The gift, as its recipient receives it: what, who gives it and their message (their words, quoted), and the link to accept it. */
export function giftDeliveryEmail(input: GiftDeliveryEmailInput) {
  const subject = `Te han regalado el ${withSite(input.product, input.siteName)}`
  const intro = `Te han regalado el ${input.product}.`
  const who = `Te lo regala quien lo compró, que firma como «${buyerWords(input.from)}».`
  const accept =
    'Para empezar, acepta el regalo con tu enlace personal (con tu cuenta o sin ella, con esta misma dirección de email):'
  const message = buyerWords(input.message, GIFT_MESSAGE_MAX, { lines: true })
  return composeEmail({
    subject,
    site: input,
    parts: [
      intro,
      who,
      message && [gap, quote('Su mensaje:', message)],
      gap,
      accept,
      button(input.link, 'Aceptar el regalo'),
      gap,
      'El enlace es personal: no lo compartas.',
    ],
    footnote: small(senderNote(input)),
  })
}

export interface GiftUsedEmailInput extends EmailSite {
  orderId: number
  product: string
  recipient: string
  usedAt: string
}

/** The buyer learns that the recipient started: from then on the gift can no longer be withdrawn. */
export function giftUsedEmail(input: GiftUsedEmailInput) {
  return composeEmail({
    subject: `Tu regalo ya se está usando (pedido ${input.orderId})`,
    site: input,
    parts: [
      `${input.recipient} empezó a usar el ${input.product}, el regalo que compraste (pedido ${input.orderId}), el ${longDateTime(input.usedAt)} (hora de Madrid).`,
      'Como aceptaste al comprarlo, desde ese momento ya no puedes desistir de esta compra.',
    ],
  })
}

export interface GiftWithdrawnEmailInput extends EmailSite {
  product: string
}

/** The recipient learns that the gift was withdrawn by whoever gave it, and that its access ended. */
export function giftWithdrawnEmail(input: GiftWithdrawnEmailInput) {
  return composeEmail({
    subject: `El regalo de ${input.siteName} ya no está disponible`,
    site: input,
    parts: [
      `La persona que te regaló el ${input.product} ha desistido de la compra, así que el regalo ya no está disponible y su enlace ha dejado de funcionar.`,
      'Si ya habías aceptado el regalo, el acceso a ese contenido se ha retirado.',
    ],
  })
}
