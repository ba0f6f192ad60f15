import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { AuthenticationError, logoutOperation, UnverifiedEmail, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { checkoutSituation, createBuyerAccount, linkSituation } from '@/accounts/buyer-account'
import { buyerAccountPlan, type BuyerSituation } from '@/accounts/buyer-account-rule'
import { confirmEmail, isEmailConfirmed, queueConfirmationEmail } from '@/accounts/email-confirmation'
import { fieldErrors, forgotSchema, resetSchema, signInSchema, signUpSchema } from '@/accounts/validation'
import { touchSession } from '@/accounts/sessions'
import { accountSummary } from '@/accounts/summary'
import { isThrottled, RULES, throttleSignup } from '@/accounts/throttle'
import { CHECKOUT_COOKIE } from '@/commerce/checkout-browser'
import { isDatabaseUnavailable, unavailableResponse } from '@/database/limits'
import { cookieFrom, guestFromCookie, verifyGuestToken } from '@/entitlements/guest-access'
import { hitRateLimit } from '@/security/rate-limit'

import { SESSION_MARKER } from '@/security/presence'

import { answeredNobody, json, readJson, sessionIdOf, signedInUser } from './helpers'

function withCookie(req: PayloadRequest, body: unknown, token: string | null, status = 200) {
  const collection = req.payload.collections.users.config
  const cookie = token
    ? generatePayloadCookie({
        collectionAuthConfig: collection.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token,
      })
    : generateExpiredPayloadCookie({
        collectionAuthConfig: collection.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
      })
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Set-Cookie': cookie },
  })
}

const BAD_CREDENTIALS = 'Email o contraseña incorrectos.'

/** POST /api/account/login — sign in; sets the HTTP-only session cookie. */
const login: Endpoint = {
  path: '/account/login',
  method: 'post',
  handler: async (req) => {
    const parsed = signInSchema.safeParse(await readJson(req))
    if (!parsed.success)
      return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
    try {
      const result = await req.payload.login({ collection: 'users', data: parsed.data, req })
      if (!result.token) return json({ error: BAD_CREDENTIALS }, 401)
      return withCookie(req, { user: { email: result.user?.email, name: result.user?.name } }, result.token)
    } catch (error) {
      // Too many wrong passwords for this account from this connection (src/accounts/throttle.ts).
      if (isThrottled(error)) return json({ error: error.message }, 429)
      if (error instanceof AuthenticationError || error instanceof UnverifiedEmail)
        return json({ error: BAD_CREDENTIALS }, 401)
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
    if (!parsed.success)
      return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
    try {
      await throttleSignup(req)
    } catch (error) {
      if (isThrottled(error)) return json({ error: error.message }, 429)
      throw error
    }
    req.context.throttled = true // counted once, here
    const { email, password, name } = parsed.data
    const existing = await req.payload.count({ collection: 'users', where: { email: { equals: email } } })
    if (existing.totalDocs)
      return json(
        { error: 'Ya existe una cuenta con este email.', errors: { email: 'Ya existe una cuenta con este email.' } },
        409,
      )
    try {
      await req.payload.create({
        collection: 'users',
        data: { email, password, name, role: 'customer' },
        overrideAccess: false,
        req,
      })
      const result = await req.payload.login({ collection: 'users', data: { email, password }, req })
      const message = `Te hemos enviado un enlace a ${email}: confírmalo para ver en tu panel las compras que hayas hecho antes con este email.`
      return withCookie(req, { user: { email, name }, message }, result.token ?? null, 201)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'signup failed' })
      if (isDatabaseUnavailable(error)) return unavailableResponse()
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

/** GET /api/account/me — the signed-in account, its modules and its last 10 downloads (or null: a stale session marker turns to 0). */
const me: Endpoint = {
  path: '/account/me',
  method: 'get',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return answeredNobody(req, json({ user: null, modules: [], downloads: [] }), [SESSION_MARKER])
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
    return json({
      message: 'Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la contraseña.',
    })
  },
}

/** POST /api/account/reset-password — sets a new password from the e-mailed token and signs in. */
const reset: Endpoint = {
  path: '/account/reset-password',
  method: 'post',
  handler: async (req) => {
    const parsed = resetSchema.safeParse(await readJson(req))
    if (!parsed.success)
      return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
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

const confirmBody = z.object({ token: z.string().min(10).max(300) })

/** POST /api/account/confirm-email { token } — the e-mailed link: the address is proven; earlier guest purchases join the account. */
const confirm: Endpoint = {
  path: '/account/confirm-email',
  method: 'post',
  handler: async (req) => {
    const parsed = confirmBody.safeParse(await readJson(req))
    const result = parsed.success ? await confirmEmail(req.payload, parsed.data.token) : { status: 'invalid' as const }
    if (result.status !== 'confirmed') {
      return json({ error: 'El enlace de confirmación no es válido o ha caducado. Pide otro desde tu panel.' }, 400)
    }
    const joined =
      result.attached === 0
        ? ''
        : result.attached === 1
          ? ' Hemos añadido a tu cuenta 1 módulo comprado antes con este email.'
          : ` Hemos añadido a tu cuenta ${result.attached} módulos comprados antes con este email.`
    return json({ confirmed: true, attached: result.attached, message: `Email confirmado.${joined}` })
  },
}

/** POST /api/account/confirm-email/resend — a new confirmation link for the signed-in account (5 an hour). */
const resendConfirmation: Endpoint = {
  path: '/account/confirm-email/resend',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req) as { id: number; email: string; emailConfirmedAt?: string | null } | null
    if (!user) return json({ error: 'Inicia sesión para confirmar tu email.' }, 401)
    if (isEmailConfirmed(user)) return json({ message: 'Tu email ya está confirmado.' })
    const { allowed } = await hitRateLimit(req.payload, RULES.confirmationByAccount, String(user.id))
    if (!allowed)
      return json(
        {
          error:
            'Ya te hemos enviado varios enlaces. Revisa tu correo (también la carpeta de spam) o inténtalo dentro de una hora.',
        },
        429,
      )
    await queueConfirmationEmail(req.payload, user)
    return json({ message: `Te hemos enviado un nuevo enlace a ${user.email}.` })
  },
}

const buyerFields = signUpSchema.pick({ name: true, password: true })
const fromLinkBody = buyerFields.extend({ token: z.string().trim().max(300).optional() })
const fromCheckoutBody = buyerFields.extend({ sessionId: z.string().trim().min(1).max(300) })

/**
 * A guest team buyer's account in one step: the rule is src/accounts/buyer-account.ts (which credential may
 * create what); here the form is read, counted like a sign-up, and the new account signed in.
 */
async function buyerAccount(
  req: PayloadRequest,
  data: { name: string; password: string },
  situation: (signedInEmail: string | null) => Promise<BuyerSituation>,
) {
  try {
    await throttleSignup(req)
  } catch (error) {
    if (isThrottled(error)) return json({ error: error.message }, 429)
    throw error
  }
  req.context.throttled = true // counted once, here
  try {
    const user = signedInUser(req) as { email?: string } | null
    const facts = await situation(user?.email ?? null)
    const plan = buyerAccountPlan(facts)
    if (!plan.ok) return json({ error: plan.message, reason: plan.reason }, plan.status)
    const created = await createBuyerAccount(req.payload, req, plan, { email: facts.credential!.email, ...data })
    if (!created.ok) return json({ error: created.message, reason: 'account-exists' }, created.status)
    const message = plan.confirmed
      ? 'Cuenta creada. Ya puedes gestionar tu equipo.'
      : `Cuenta creada. Te hemos enviado un enlace a ${created.email}: confírmalo para ver en tu cuenta todo lo que hayas comprado con este email.`
    return withCookie(
      req,
      { user: { email: created.email, name: data.name }, confirmed: plan.confirmed, redirect: '/equipo', message },
      created.token,
      201,
    )
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'team buyer account failed' })
    if (isDatabaseUnavailable(error)) return unavailableResponse()
    return json({ error: 'No se pudo crear la cuenta. Inténtalo de nuevo.' }, 400)
  }
}

/** POST /api/guest-access/account { token?, name, password } — from the e-mailed link (or its cookie in this browser). */
const buyerAccountFromLink: Endpoint = {
  path: '/guest-access/account',
  method: 'post',
  handler: async (req) => {
    const parsed = fromLinkBody.safeParse(await readJson(req))
    if (!parsed.success)
      return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
    const { token, ...data } = parsed.data
    return buyerAccount(req, data, async (signedInEmail) => {
      const access = token
        ? await verifyGuestToken(req.payload, token)
        : await guestFromCookie(req.payload, req.headers.get('cookie'))
      return linkSituation(req.payload, access, signedInEmail)
    })
  },
}

/** POST /api/checkout/team-account { sessionId, name, password } — from the success page, in the browser that paid. */
const buyerAccountFromCheckout: Endpoint = {
  path: '/checkout/team-account',
  method: 'post',
  handler: async (req) => {
    const parsed = fromCheckoutBody.safeParse(await readJson(req))
    if (!parsed.success)
      return json({ error: 'Revisa los datos del formulario.', errors: fieldErrors(parsed.error) }, 400)
    const { sessionId, ...data } = parsed.data
    return buyerAccount(req, data, (signedInEmail) =>
      checkoutSituation(req.payload, sessionId, cookieFrom(req.headers.get('cookie'), CHECKOUT_COOKIE), signedInEmail),
    )
  },
}

export { withCookie }
export const accountEndpoints = [
  login,
  signup,
  logout,
  me,
  forgot,
  reset,
  confirm,
  resendConfirmation,
  buyerAccountFromLink,
  buyerAccountFromCheckout,
]
