import type {
  CollectionAfterChangeHook,
  CollectionAfterLogoutHook,
  CollectionAfterMeHook,
  CollectionAfterReadHook,
  CollectionAfterRefreshHook,
  CollectionBeforeLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'

import { newSignInEmail, passwordChangedEmail, sendInBackground } from '../../src/accounts/emails'
import {
  endSessions,
  recordSignIn,
  resyncSessions,
  touchSession,
  withoutExpiredSessions,
} from '../../src/accounts/sessions'

/**
 * Thin hooks wiring Payload's own sign-in, sign-out, refresh and password operations to
 * src/accounts/sessions.ts (session rows, concurrency-safe session storage, expiry) and its e-mails.
 */
type SessionUser = { id: number | string; email?: string; sessions?: { id: string }[] | null; _sid?: string }
const currentSid = (req: PayloadRequest) => (req.user as SessionUser | null)?._sid ?? null

/** Marks password resets and changes, so the hooks below end the other sessions. */
export const notePasswordOperations: CollectionBeforeOperationHook = ({ operation, args, req }) => {
  if (operation === 'resetPassword') req.context.passwordReset = true
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (operation === 'update' && typeof password === 'string' && password) req.context.passwordChanged = true
  return args
}

/** Runs inside Payload's sign-in (and reset) transaction, right after it stored the new session. */
export const recordSession: CollectionBeforeLoginHook = async ({ req, user }) => {
  const account = user as SessionUser
  const sid = account.sessions?.at(-1)?.id
  if (!sid) return user
  const signIn = await recordSignIn(req, account.id, sid)
  account._sid = sid
  const to = account.email
  if (req.context.passwordReset) {
    const ended = await endSessions(req, account.id, { except: sid, reason: 'Contraseña restablecida', by: account.id })
    if (to)
      sendInBackground(req.payload, to, (site) => passwordChangedEmail(site, { at: new Date(), ended, reset: true }))
  } else if (signIn.newDevice && to) {
    sendInBackground(req.payload, to, (site) =>
      newSignInEmail(site, { device: signIn.device, ip: signIn.ip, at: new Date(), sid }),
    )
  }
  return user
}

/** Any write of the user (admin edit, password change) rewrote `sessions` from a copy: put them back. */
export const keepSessionsAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  if (req.context.passwordChanged) {
    req.context.passwordChanged = false
    const own = (req.user as SessionUser | null)?.id === doc.id
    const ended = await endSessions(req, doc.id, {
      except: own ? currentSid(req) : null,
      reason: 'Contraseña cambiada',
      by: req.user?.id ?? null,
    })
    sendInBackground(req.payload, doc.email, (site) =>
      passwordChangedEmail(site, { at: new Date(), ended, reset: false }),
    )
  } else {
    await resyncSessions(req, doc.id)
  }
  return doc
}

/** Payload's sign-out (`/api/users/logout`, `?allSessions=true`) and ours: the session rows end too. */
export const endSessionOnLogout: CollectionAfterLogoutHook = async ({ req }) => {
  const user = req.user as SessionUser | null
  if (!user) return
  const all = new URL(req.url ?? 'http://x').searchParams.get('allSessions') === 'true'
  const sid = currentSid(req)
  await endSessions(
    req,
    user.id,
    all || !sid
      ? { reason: 'Cierre de sesión en todos los dispositivos', by: user.id }
      : { only: [sid], reason: 'Cierre de sesión', by: user.id },
  )
}

/** A refreshed token extends Payload's copy of the session; the session's own limits stay. */
export const keepSessionLimitsOnRefresh: CollectionAfterRefreshHook = async ({ req }) => {
  if (req.user) await resyncSessions(req, req.user.id)
}

export const touchOnMe: CollectionAfterMeHook = async ({ req, response }) => {
  const sid = currentSid(req)
  if (sid) await touchSession(req.payload, sid, req.headers)
  return response
}

/** Idle or past their absolute limit: dropped from what Payload checks tokens against. */
export const dropExpiredSessions: CollectionAfterReadHook = ({ doc }) => withoutExpiredSessions(doc)
