import { settings } from '@/env'

import type { Refusal } from './bad-input'

/**
 * Requests that sign in, sign up, sign out or act on an account without a session (reset, confirmation
 * links) set or clear the session cookie, so a foreign page must not be able to send them: a login CSRF
 * signs the victim's browser into the attacker's account. Browsers always say where a POST comes from
 * (`Origin`, and `Sec-Fetch-Site`), and cannot send JSON to another site without asking it first (CORS
 * preflight), so such requests must come from this site's own origins and carry JSON (Payload's admin
 * sends multipart form data to its own `/api/users/*` routes). Clients that are not browsers send
 * neither header and stay welcome with JSON.
 */
export const AUTH_MESSAGES = {
  crossSite: 'Esta petición procede de otro sitio web y no se acepta. Inicia sesión desde academiageo.es.',
  notJson: 'Envía los datos como JSON (Content-Type: application/json).',
  firstRegister:
    'Las cuentas del equipo no se crean desde aquí: la primera cuenta de administración la crea `npm run seed` con ADMIN_EMAIL y ADMIN_PASSWORD.',
} as const

/** Payload's own auth routes on the users collection (`/api/users/<op>`), and account creation (`POST /api/users`). */
const PAYLOAD_AUTH_OPERATIONS = new Set([
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'first-register',
])

/** Whether `POST /api/<segments>` is an auth request (Payload's users routes, the site's /api/account/*). */
export function isAuthRequest(segments: string[]) {
  const [first, second] = segments
  if (first === 'users')
    return segments.length === 1 || (segments.length === 2 && PAYLOAD_AUTH_OPERATIONS.has(second ?? ''))
  return first === 'account'
}

const allowedOrigins = () => new Set([settings.serverUrl, ...settings.extraOrigins].map((o) => o.toLowerCase()))

/** Refuses an auth request from another site, or whose body is not JSON (or the admin's multipart). */
export function authRequestProblem(
  segments: string[],
  headers: Headers,
  body: { contentType: string | null; empty: boolean },
): Refusal | null {
  if (segments[0] === 'users' && segments[1] === 'first-register')
    return { status: 403, message: AUTH_MESSAGES.firstRegister }
  if (crossSite(headers)) return { status: 403, message: AUTH_MESSAGES.crossSite }
  const type = (body.contentType ?? '').split(';', 1)[0].trim().toLowerCase()
  const multipartAllowed = segments[0] === 'users'
  if (!body.empty && type !== 'application/json' && !(multipartAllowed && type === 'multipart/form-data')) {
    return { status: 415, message: AUTH_MESSAGES.notJson }
  }
  return null
}

/** A browser request sent by a page of another site (or of a sibling subdomain). */
export function crossSite(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin !== null) return origin === 'null' || !allowedOrigins().has(origin.toLowerCase().replace(/\/$/, ''))
  const site = headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}
