import type { Payload } from 'payload'

import { emailSite } from '@/content/legal-identity'
import { longDateTime } from '@/content/dates'
import { button, composeEmail, gap, type Email, type EmailSite } from '@/email/compose'
import { settings } from '@/env'

import { endSessionToken } from './sessions'

/** Account security e-mails (through the composer, src/email/compose.ts): a new sign-in, a password changed. */

export function newSignInEmail(site: EmailSite, input: { device: string; ip: string; at: Date; sid: string }) {
  const link = `${settings.serverUrl}/cuenta/cerrar-sesion?token=${encodeURIComponent(endSessionToken(input.sid))}`
  return composeEmail({
    subject: `Nuevo inicio de sesión en tu cuenta de ${site.siteName}`,
    site,
    parts: [
      `Se ha iniciado sesión en tu cuenta desde un dispositivo o una red desde los que no habías entrado antes: ${input.device} (dirección IP ${input.ip}), el ${longDateTime(input.at)} (hora de Madrid).`,
      gap,
      'Si has sido tú, no tienes que hacer nada.',
      'Si no has sido tú, cierra esa sesión con el botón y cambia tu contraseña.',
      gap,
      button(link, 'Cerrar esa sesión', { tone: 'danger', text: `Cerrar esa sesión: ${link}` }),
    ],
  })
}

export function passwordChangedEmail(site: EmailSite, input: { at: Date; ended: number; reset: boolean }) {
  const how = input.reset ? 'se ha restablecido' : 'se ha cambiado'
  const ended =
    input.ended === 0
      ? 'No había otras sesiones abiertas.'
      : input.ended === 1
        ? 'Por seguridad, hemos cerrado la otra sesión abierta en tu cuenta.'
        : `Por seguridad, hemos cerrado las otras ${input.ended} sesiones abiertas en tu cuenta.`
  return composeEmail({
    subject: `Tu contraseña de ${site.siteName} ha cambiado`,
    site,
    parts: [
      `La contraseña de tu cuenta ${how} el ${longDateTime(input.at)} (hora de Madrid).`,
      ended,
      gap,
      `Si no has sido tú, restablece tu contraseña ahora en ${settings.serverUrl}/auth?modo=recuperar y escríbenos.`,
    ],
  })
}

/**
 * Queues the message without holding up the request (the queue delivers it: src/jobs/email.ts); a
 * failure to queue is logged (the action itself already happened). The sender is the site's settings.
 */
export function sendInBackground(payload: Payload, to: string, build: (site: EmailSite) => Email) {
  void (async () => {
    const mail = build(emailSite(await payload.findGlobal({ slug: 'site-settings', depth: 0 })))
    await payload.sendEmail({ to, subject: mail.subject, html: mail.html, text: mail.text })
  })().catch((error) => payload.logger.error({ err: error, msg: 'could not queue an account e-mail' }))
}
