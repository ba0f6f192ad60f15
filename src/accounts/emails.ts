import type { Payload } from 'payload'

import { longDateTime } from '@/content/dates'
import { emailHtml, copyLink, emailButton } from '@/email/shell'
import { settings } from '@/env'

import { endSessionToken } from './sessions'

/** Account security e-mails (Spanish, HTML + text): new sign-in, password changed. */

function layout(title: string, paragraphs: string[], button?: { href: string; label: string }) {
  const html = emailHtml(title, [
    ...paragraphs,
    button && emailButton(button.href, button.label, 'danger'),
    button && copyLink(button.href),
  ])
  const text = [
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(button ? [`${button.label}: ${button.href}`] : []),
  ].join('\n')
  return { html, text }
}

export function newSignInEmail(input: { device: string; ip: string; at: Date; sid: string }) {
  const link = `${settings.serverUrl}/cuenta/cerrar-sesion?token=${encodeURIComponent(endSessionToken(input.sid))}`
  const subject = 'Nuevo inicio de sesión en tu cuenta de Academia GEO'
  const body = layout(
    'Nuevo inicio de sesión',
    [
      `Se ha iniciado sesión en tu cuenta desde un dispositivo o una red desde los que no habías entrado antes: ${input.device} (dirección IP ${input.ip}), el ${longDateTime(input.at)} (hora de Madrid).`,
      'Si has sido tú, no tienes que hacer nada.',
      'Si no has sido tú, cierra esa sesión con el botón y cambia tu contraseña.',
    ],
    { href: link, label: 'Cerrar esa sesión' },
  )
  return { subject, ...body }
}

export function passwordChangedEmail(input: { at: Date; ended: number; reset: boolean }) {
  const subject = 'Tu contraseña de Academia GEO ha cambiado'
  const how = input.reset ? 'se ha restablecido' : 'se ha cambiado'
  const ended =
    input.ended === 0
      ? 'No había otras sesiones abiertas.'
      : input.ended === 1
        ? 'Por seguridad, hemos cerrado la otra sesión abierta en tu cuenta.'
        : `Por seguridad, hemos cerrado las otras ${input.ended} sesiones abiertas en tu cuenta.`
  const body = layout('Tu contraseña ha cambiado', [
    `La contraseña de tu cuenta ${how} el ${longDateTime(input.at)} (hora de Madrid).`,
    ended,
    `Si no has sido tú, restablece tu contraseña ahora en ${settings.serverUrl}/auth?modo=recuperar y escríbenos.`,
  ])
  return { subject, ...body }
}

/** Sends without holding up the request; a failure is logged (the action itself already happened). */
export function sendInBackground(payload: Payload, to: string, mail: { subject: string; html: string; text: string }) {
  void Promise.resolve()
    .then(() => payload.sendEmail({ to, subject: mail.subject, html: mail.html, text: mail.text }))
    .catch((error) => payload.logger.error({ err: error, msg: `could not send "${mail.subject}"` }))
}
