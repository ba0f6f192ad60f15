/**
 * The e-mails of a gift after its purchase (Spanish, HTML + text): the gift itself, delivered to its
 * recipient at 09:00 Madrid on its day; the note to the buyer when the recipient first uses it; and the
 * note to the recipient when the buyer withdrew (only once the gift had been delivered).
 */
import { longDateTime } from '@/content/dates'
import { copyLink, emailButton, emailHtml, html, legalFooter, legalText, supportLine, escapeHtml } from '@/email/shell'

interface Site {
  siteName: string
  supportEmail: string
  legal?: string
}

export interface GiftDeliveryEmailInput extends Site {
  /** who gives it: the buyer's name, or their e-mail when they gave no name */
  from: string
  /** e.g. 'el módulo F3: Autoridad Generativa' or 'el curso completo' */
  product: string
  message?: string | null
  /** the invitation link (`/equipo/unirse?token=…`) */
  link: string
}

/** The gift, as its recipient receives it: who gives what, their message, and the link to accept it. */
export function giftDeliveryEmail(input: GiftDeliveryEmailInput) {
  const subject = `${input.from} te regala ${input.product} en ${input.siteName}`
  const intro = `${input.from} te ha regalado ${input.product} en ${input.siteName}.`
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
    `${input.recipient} empezó a usar ${input.product}, el regalo que compraste (pedido ${input.orderId}), el ${longDateTime(input.usedAt)} (hora de Madrid).`,
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
    `La persona que te regaló ${input.product} en ${input.siteName} ha desistido de la compra, así que el regalo ya no está disponible y su enlace ha dejado de funcionar.`,
    'Si ya habías aceptado el regalo, el acceso a ese contenido se ha retirado.',
  ]
  const text = [...lines, '', `¿Dudas? Escríbenos a ${input.supportEmail}.`, `— El equipo de ${input.siteName}`, ...legalText(input.legal)].join('\n')
  return { subject, text, html: emailHtml(subject, [...lines, supportLine(input.supportEmail), legalFooter(input.legal)]) }
}
