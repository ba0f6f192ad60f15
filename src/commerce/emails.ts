/** Transactional e-mails (Spanish, HTML + text). */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The seller's identity under every e-mail (LSSI), when the settings give it. */
const legalText = (legal?: string) => (legal ? ['', legal] : [])
const legalHtml = (legal?: string) => (legal ? `<p style="font-size:12px;color:#64748b">${escape(legal)}</p>\n` : '')

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(date)

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
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.6;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escape(subject)}</h1>
<p>${escape(intro)}</p>
<p style="margin:24px 0"><a href="${escape(input.link)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Acceder a mis guías</a></p>
<p>Incluye:</p><ul>${input.guides.map((g) => `<li>${escape(g)}</li>`).join('')}</ul>
<p>El enlace es válido hasta el <strong>${escape(until)}</strong>. No lo compartas: da acceso a tus descargas.</p>
<p style="font-size:13px;color:#475569">Si el botón no funciona, copia esta dirección en tu navegador:<br>${escape(input.link)}</p>
<p style="font-size:13px;color:#475569">¿Dudas? Escríbenos a <a href="mailto:${escape(input.supportEmail)}">${escape(input.supportEmail)}</a>.</p>
${legalHtml(input.legal)}</body></html>`
  return { subject, text, html }
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
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.6;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escape(subject)}</h1>
<p>${escape(lines[0])}</p>
<p style="margin:24px 0"><a href="${escape(input.checkoutUrl)}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Volver a intentarlo</a></p>
<p style="font-size:13px;color:#475569">¿Dudas? Escríbenos a <a href="mailto:${escape(input.supportEmail)}">${escape(input.supportEmail)}</a>.</p>
${legalHtml(input.legal)}</body></html>`
  return { subject, text, html }
}
