/** Transactional e-mails (Spanish, HTML + text). */
import { longDate } from '@/content/dates'
import { copyLink, emailButton, emailHtml, escapeHtml, html, legalFooter, legalText, supportLine } from '@/email/shell'

export interface AccessEmailInput {
  siteName: string
  supportEmail: string
  link: string
  expiresAt: Date
  /** e.g. ['F1 · Fundamentos GEO'] */
  guides: string[]
  reason: 'purchase' | 'resend'
  /** the seller's identity line (src/invoicing/legal-identity.ts) */
  legal?: string
}

export function accessLinkEmail(input: AccessEmailInput) {
  const intro =
    input.reason === 'purchase'
      ? `¡Gracias por tu compra en ${input.siteName}! Ya puedes descargar tus guías premium.`
      : `Aquí tienes un nuevo enlace de acceso a tus guías premium de ${input.siteName}.`
  const until = longDate(input.expiresAt)
  const subject =
    input.reason === 'purchase' ? `Tu acceso a ${input.siteName}` : `Tu nuevo enlace de acceso a ${input.siteName}`
  const text = [
    intro,
    '',
    'Tu enlace personal de acceso:',
    input.link,
    '',
    `Incluye: ${input.guides.join(', ')}.`,
    `El enlace es válido hasta el ${until}. No lo compartas: da acceso a tus descargas.`,
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
      emailButton(input.link, 'Acceder a mis guías'),
      html(`<p>Incluye:</p><ul>${input.guides.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>`),
      html(`<p>El enlace es válido hasta el <strong>${escapeHtml(until)}</strong>. No lo compartas: da acceso a tus descargas.</p>`),
      copyLink(input.link),
      supportLine(input.supportEmail),
      legalFooter(input.legal),
    ]),
  }
}

export interface PaymentFailedEmailInput {
  siteName: string
  supportEmail: string
  /** what was being bought, e.g. 'el curso completo' */
  product: string
  checkoutUrl: string
  legal?: string
}

/** A delayed payment (SEPA debit…) was refused by the bank: nothing was charged and no access was given. */
export function paymentFailedEmail(input: PaymentFailedEmailInput) {
  const subject = `No hemos podido cobrar tu pago en ${input.siteName}`
  const lines = [
    `Tu banco ha rechazado el pago de ${input.product}, así que no se ha realizado ningún cargo y la compra no se ha completado.`,
    `Si quieres intentarlo de nuevo, puedes volver a comprar con otro método de pago: ${input.checkoutUrl}`,
  ]
  const text = [...lines, '', `¿Dudas? Escríbenos a ${input.supportEmail}.`, `— El equipo de ${input.siteName}`, ...legalText(input.legal)].join('\n')
  const html = emailHtml(subject, [
    lines[0],
    emailButton(input.checkoutUrl, 'Volver a intentarlo'),
    supportLine(input.supportEmail),
    legalFooter(input.legal),
  ])
  return { subject, text, html }
}

export interface RefundEmailInput {
  siteName: string
  supportEmail: string
  /** e.g. '10 €' */
  amount: string
  /** what the refund took back, e.g. ['F3 · Autoridad Generativa']; empty for a goodwill refund */
  modules: string[]
  legal?: string
}

/** A refund was made (from the support desk or Stripe's dashboard): the money and what access it took back. */
export function refundEmail(input: RefundEmailInput) {
  const subject = `Tu reembolso de ${input.amount} en ${input.siteName}`
  const lines = [
    `Hemos reembolsado ${input.amount} de tu compra en ${input.siteName}. El abono aparecerá en tu método de pago en 5–10 días hábiles, según tu banco.`,
    ...(input.modules.length ? [`Con el reembolso se retira el acceso a: ${input.modules.join(', ')}.`] : []),
  ]
  const text = [...lines, '', `¿Dudas? Escríbenos a ${input.supportEmail}.`, `— El equipo de ${input.siteName}`, ...legalText(input.legal)].join('\n')
  const html = emailHtml(subject, [...lines, supportLine(input.supportEmail), legalFooter(input.legal)])
  return { subject, text, html }
}
