import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { CONFIRMING, queueConfirmationEmail } from '../../src/accounts/email-confirmation'
import {
  returnSignInAttempt,
  throttleForgotPassword,
  throttleSignIn,
  throttleSignup,
} from '../../src/accounts/throttle'
import { MESSAGES } from '../../src/accounts/validation'
import { isAdminUser, isStaffUser } from '@/security/roles'
import { copyLink, emailButton, emailHtml } from '../../src/email/shell'
import { settings } from '../../src/env'

const sameEmail = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase()

/**
 * Staff-only fields, whatever the route: nobody becomes staff or confirms an address by writing it.
 * Field access already says so (`role`, `emailConfirmedAt`: admins only); this hook holds even where
 * Payload writes with `overrideAccess` on a visitor's request (its first-register route, the advisory
 * GHSA-vc4h-q48j-5hcx on auth collections). Only an admin, the Local API on the server's own behalf
 * (seed, scripts) and the confirmation link (src/accounts/email-confirmation.ts) set them. A new
 * address is unconfirmed until its own link is followed.
 */
export const protectStaffFields: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  const trusted = req.payloadAPI === 'local' || isAdminUser(req.user as never)
  const next = { ...data }
  if (!trusted) {
    next.role = operation === 'create' ? 'customer' : originalDoc?.role
    next.emailConfirmedAt = operation === 'create' ? null : (originalDoc?.emailConfirmedAt ?? null)
  }
  if (operation === 'create' && !next.role) next.role = 'customer'
  if (
    operation === 'update' &&
    'email' in data &&
    !sameEmail(data.email, originalDoc?.email) &&
    !req.context[CONFIRMING]
  ) {
    next.emailConfirmedAt = null
  }
  return next
}

/**
 * A customer's new (or changed, unconfirmed) address gets its confirmation link, in the same
 * transaction: sign-ups and e-mail changes over the network (the site's form, REST, GraphQL, the admin).
 * Accounts the server creates on its own behalf (seed, scripts) get one when they ask from the dashboard.
 */
export const confirmNewAddress: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.payloadAPI === 'local' || doc.emailConfirmedAt || isStaffUser(doc)) return doc
  const changed = operation === 'create' || !sameEmail(doc.email, previousDoc?.email)
  if (changed) await queueConfirmationEmail(req.payload, doc, req.transactionID ? req : undefined)
  return doc
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
  if (req.payloadAPI === 'local') return args
  // Every sign-in over the network (the site's form, REST, GraphQL), right or wrong, is counted first.
  if (operation === 'login') await throttleSignIn(req, args.data?.email)
  if (req.context.throttled) return args
  if (operation === 'forgotPassword') await throttleForgotPassword(req, args.data?.email)
  if (operation === 'create' && !isStaffUser(req.user as never)) await throttleSignup(req)
  return args
}

/** A right password gives back the attempts counted for it: only wrong ones add up. */
export const giveBackSignInAttempt: CollectionAfterLoginHook = async ({ req, user }) => {
  await returnSignInAttempt(req)
  return user
}
