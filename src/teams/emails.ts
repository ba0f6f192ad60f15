/**
 * The teams' e-mails (Spanish, HTML + text) and the names they use: a team seat's invitation; a gift,
 * delivered to its recipient at 09:00 Madrid on its day (or sent again with a new link); the note to the
 * buyer when the recipient first uses it; and the note to the recipient when the buyer withdrew.
 */
import { longDateTime } from '@/content/dates'
import { isErasedEmail } from '@/email/anonymous'
import { copyLink, emailButton, emailHtml, html, legalFooter, legalText, supportLine, escapeHtml } from '@/email/shell'
import { settings } from '@/env'

interface Site {
  siteName: string
  supportEmail: string
  legal?: string
}

/** The link a seat's invitation carries (the claim page, /equipo/unirse). */
export const invitationLink = (token: string) => `${settings.serverUrl}/equipo/unirse?token=${encodeURIComponent(token)}`

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

/** A team seat's invitation: who reserved it, for what, and the personal link to claim it. */
export function invitationEmail(input: Site & { inviter: string; product: string; link: string }) {
  const subject = `${input.inviter} te invita al ${input.product}`
  const intro = `${input.inviter} te ha reservado una plaza en el ${input.product}.`
  const accept = 'Acepta la invitación con este enlace: puedes hacerlo con tu cuenta o, si no tienes, con este mismo email.'
  const text = [intro, '', accept, input.link, '', `¿Dudas? Escríbenos a ${input.supportEmail}.`, `— El equipo de ${input.siteName}`, ...legalText(input.legal)].join('\n')
  return {
    subject,
    text,
    html: emailHtml(subject, [intro, accept, emailButton(input.link, 'Aceptar la invitación'), copyLink(input.link), supportLine(input.supportEmail), legalFooter(input.legal)]),
  }
}

export interface GiftDeliveryEmailInput extends Site {
  /** who gives it (giverName) */
  from: string
  /** productName: «módulo F3 · Autoridad Generativa», «curso completo de Academia GEO» */
  product: string
  message?: string | null
  /** the invitation link (invitationLink) */
  link: string
}

/** The gift, as its recipient receives it: who gives what, their message, and the link to accept it. */
export function giftDeliveryEmail(input: GiftDeliveryEmailInput) {
  const subject = `${input.from} te regala el ${input.product}`
  const intro = `${input.from} te ha regalado el ${input.product}.`
  const accept = 'Para empezar, acepta el regalo con tu enlace personal (con tu cuenta o sin ella, con esta misma dirección de email):'
  const message = input.message?.trim()
  const text = [
    intro,
    ...(message ? ['', 'Su mensaje:', message] : []),
    '',
    accept,
    input.link,
    '',
    'El enlace es personal: no lo compartas.',
    '',
    `¿Dudas? Escríbenos a ${input.supportEmail}.`,
    `— El equipo de ${input.siteName}`,
    ...legalText(input.legal),
  ].join('\n')
  return {
    subject,
    text,
    html: emailHtml(subject, [
      intro,
      message && html(`<p>Su mensaje:</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd5e1;white-space:pre-line">${escapeHtml(message)}</blockquote>`),
      accept,
      emailButton(input.link, 'Aceptar el regalo'),
      copyLink(input.link),
      'El enlace es personal: no lo compartas.',
      supportLine(input.supportEmail),
      legalFooter(input.legal),
    ]),
  }
}

export interface GiftUsedEmailInput extends Site {
  orderId: number
  product: string
  recipient: string
  usedAt: string
}

/** The buyer learns that the recipient started: from then on the gift can no longer be withdrawn. */
export function giftUsedEmail(input: GiftUsedEmailInput) {
  const subject = `Tu regalo ya se está usando (pedido ${input.orderId})`
  const lines = [
    `${input.recipient} empezó a usar el ${input.product}, el regalo que compraste (pedido ${input.orderId}), el ${longDateTime(input.usedAt)} (hora de Madrid).`,
    'Como aceptaste al comprarlo, desde ese momento ya no puedes desistir de esta compra.',
  ]
  const text = [...lines, '', `¿Dudas? Escríbenos a ${input.supportEmail}.`, `— El equipo de ${input.siteName}`, ...legalText(input.legal)].join('\n')
  return { subject, text, html: emailHtml(subject, [...lines, supportLine(input.supportEmail), legalFooter(input.legal)]) }
}

export interface GiftWithdrawnEmailInput extends Site {
  product: string
}

/** The recipient learns that the gift was withdrawn by whoever gave it, and that its access ended. */
export function giftWithdrawnEmail(input: GiftWithdrawnEmailInput) {
  const subject = `El regalo de ${input.siteName} ya no está disponible`
  const lines = [
    `La persona que te regaló el ${input.product} ha desistido de la compra, así que el regalo ya no está disponible y su enlace ha dejado de funcionar.`,
    'Si ya habías aceptado el regalo, el acceso a ese contenido se ha retirado.',
  ]
  const text = [...lines, '', `¿Dudas? Escríbenos a ${input.supportEmail}.`, `— El equipo de ${input.siteName}`, ...legalText(input.legal)].join('\n')
  return { subject, text, html: emailHtml(subject, [...lines, supportLine(input.supportEmail), legalFooter(input.legal)]) }
}
