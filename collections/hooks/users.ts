import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { throttleForgotPassword, throttleSignup } from '../../src/accounts/throttle'
import { MESSAGES } from '../../src/accounts/validation'
import { isStaffUser } from '../access/roles'
import { copyLink, emailButton, emailHtml } from '../../src/email/shell'
import { settings } from '../../src/env'

/** The very first account (the one created on /admin) is an admin; every later sign-up a customer. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, role: 'admin' }
  if (!data.role) return { ...data, role: 'customer' }
  return data
}

/** Passwords of at least 6 characters, whichever way the account is written (form, REST, admin). */
export const passwordRules: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.password === 'string' && data.password.length < 6) {
    throw new ValidationError({ collection: 'users', errors: [{ message: MESSAGES.password, path: 'password' }] })
  }
  return data
}

/** Spanish reset e-mail pointing at the site's own reset page. */
export function passwordResetEmail(token: string) {
  const link = `${settings.serverUrl}/auth/restablecer?token=${encodeURIComponent(token)}`
  return emailHtml('Restablece tu contraseña', [
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Academia GEO.',
    emailButton(link, 'Elegir una nueva contraseña'),
    'El enlace caduca en una hora. Si no has sido tú, ignora este mensaje: tu contraseña no cambiará.',
    copyLink(link),
  ])
}

/**
 * Payload's built-in routes (`POST /api/users`, `/api/users/forgot-password`, their GraphQL mutations)
 * are throttled like the site's own forms. Staff creating accounts in the admin, Local API calls without
 * a request, and our endpoints that already counted the attempt (`context.throttled`) pass.
 */
export const throttleAccountOperations: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (req.payloadAPI === 'local' || req.context.throttled) return args
  if (operation === 'forgotPassword') await throttleForgotPassword(req, args.data?.email)
  if (operation === 'create' && !isStaffUser(req.user as never)) await throttleSignup(req)
  return args
}
