import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { AuthenticationError, LockedAuth, logoutOperation, UnverifiedEmail, type Endpoint, type PayloadRequest } from 'payload'

import { fieldErrors, forgotSchema, resetSchema, signInSchema, signUpSchema } from '@/accounts/validation'
import { touchSession } from '@/accounts/sessions'
import { accountSummary } from '@/accounts/summary'
import { isThrottled, throttleSignup } from '@/accounts/throttle'

import { json, readJson, sessionIdOf, signedInUser } from './helpers'

function withCookie(req: PayloadRequest, body: unknown, token: string | null, status = 200) {
  const collection = req.payload.collections.users.config
  const cookie = token
    ? generatePayloadCookie({ collectionAuthConfig: collection.auth, cookiePrefix: req.payload.config.cookiePrefix, token })
    : generateExpiredPayloadCookie({ collectionAuthConfig: collection.auth, cookiePrefix: req.payload.config.cookiePrefix })
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Set-Cookie': cookie },
  })
}

const LOCKED = 'Has superado el número de intentos. Tu cuenta está bloqueada temporalmente: inténtalo de nuevo en 10 minutos.'
const BAD_CREDENTIALS = 'Email o contraseña incorrectos.'

/** POST /api/account/login — sign in; sets the HTTP-only session cookie. */
const login: Endpoint = {
  path: '/account/login',
  method: 'post',
  handler: async (req) => {
    const parsed = signInSchema.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
    try {
      const result = await req.payload.login({ collection: 'users', data: parsed.data, req })
      if (!result.token) return json({ error: BAD_CREDENTIALS }, 401)
      return withCookie(req, { user: { email: result.user?.email, name: result.user?.name } }, result.token)
    } catch (error) {
      if (error instanceof LockedAuth) return json({ error: LOCKED }, 423)
      if (error instanceof AuthenticationError || error instanceof UnverifiedEmail) return json({ error: BAD_CREDENTIALS }, 401)
      req.payload.logger.error({ err: error, msg: 'login failed' })
      return json({ error: 'No se pudo iniciar sesión. Inténtalo de nuevo.' }, 503)
    }
  },
}

/** POST /api/account/signup — creates a customer account and signs it in. */
const signup: Endpoint = {
  path: '/account/signup',
  method: 'post',
  handler: async (req) => {
    const parsed = signUpSchema.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
    try {
      await throttleSignup(req)
    } catch (error) {
      if (isThrottled(error)) return json({ error: error.message }, 429)
      throw error
    }
    req.context.throttled = true // counted once, here
    const { email, password, name } = parsed.data
    const existing = await req.payload.count({ collection: 'users', where: { email: { equals: email } } })
    if (existing.totalDocs) return json({ error: 'Ya existe una cuenta con este email.', errors: { email: 'Ya existe una cuenta con este email.' } }, 409)
    try {
      await req.payload.create({ collection: 'users', data: { email, password, name, role: 'customer' }, overrideAccess: false, req })
      const result = await req.payload.login({ collection: 'users', data: { email, password }, req })
      return withCookie(req, { user: { email, name } }, result.token ?? null, 201)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'signup failed' })
      return json({ error: 'No se pudo crear la cuenta. Inténtalo de nuevo.' }, 400)
    }
  },
}

/** POST /api/account/logout — ends the session on the server (its token is refused from now on) and clears the cookie. */
const logout: Endpoint = {
  path: '/account/logout',
  method: 'post',
  handler: async (req) => {
    if (signedInUser(req)) await logoutOperation({ collection: req.payload.collections.users, req })
    return withCookie(req, { ok: true }, null)
  },
}

/** GET /api/account/me — the signed-in account, its modules and its last 10 downloads (or null). */
const me: Endpoint = {
  path: '/account/me',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json({ user: null, modules: [], downloads: [] })
    const sid = sessionIdOf(req)
    if (sid) await touchSession(req.payload, sid, req.headers)
    return json(await accountSummary(req.payload, user as never))
  },
}

/** POST /api/account/forgot-password — e-mails a reset link; the same answer for any address. */
const forgot: Endpoint = {
  path: '/account/forgot-password',
  method: 'post',
  handler: async (req) => {
    const parsed = forgotSchema.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Email inválido', errors: fieldErrors(parsed.error) }, 400)
    try {
      await req.payload.forgotPassword({ collection: 'users', data: { email: parsed.data.email }, req })
    } catch (error) {
      // Throttled per address and per e-mail by the users collection's hook (collections/hooks/users.ts).
      if (isThrottled(error)) return json({ error: error.message }, 429)
      req.payload.logger.error({ err: error, msg: 'forgot password failed' })
    }
    return json({ message: 'Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la contraseña.' })
  },
}

/** POST /api/account/reset-password — sets a new password from the e-mailed token and signs in. */
const reset: Endpoint = {
  path: '/account/reset-password',
  method: 'post',
  handler: async (req) => {
    const parsed = resetSchema.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
    try {
      const result = await req.payload.resetPassword({
        collection: 'users',
        data: { token: parsed.data.token, password: parsed.data.password },
        overrideAccess: true,
        req,
      })
      return withCookie(req, { ok: true }, result.token ?? null)
    } catch {
      return json({ error: 'El enlace para restablecer la contraseña no es válido o ha caducado.' }, 400)
    }
  },
}

export { withCookie }
export const accountEndpoints = [login, signup, logout, me, forgot, reset]
