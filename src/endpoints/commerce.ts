import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { checkoutQuote, checkoutRequest, createCheckout, resolveProduct } from '@/commerce/checkout'
import { CHECKOUT_COOKIE, checkoutCookie, rememberCheckout, startedCheckout } from '@/commerce/checkout-browser'
import { loadUpgradeQuote } from '@/commerce/upgrade-credit'
import { quoteView } from '@/commerce/checkout-quote'
import { seatAskOf } from '@/commerce/seat-checkout'
import { attachTeamRows } from '@/teams/team-actions'
import { isId } from '@/content/ids'
import { formatEuros } from '@/content/money'
import { fulfilCheckoutSession } from '@/commerce/fulfilment'
import { paymentMethodNamed } from '@/commerce/payment-methods'
import { requestAccessLink } from '@/commerce/access-link'
import { receiveStripeWebhook } from '@/commerce/webhooks'
import { requestWithdrawal, type WithdrawalOwner } from '@/commerce/withdrawal-request'
import { isDatabaseUnavailable } from '@/database/limits'
import { guestMay, NEEDS_ADDRESS_PROOF } from '@/entitlements/credentials'
import {
  addressGuestFromCookie,
  attachGuestAccess,
  attachGuestPurchases,
  browserGrantCookie,
  cookieFrom,
  guestFromCookie,
  verifyGuestToken,
} from '@/entitlements/guest-access'
import { settings } from '@/env'
import type { User } from '@/payload-types'
import { clientAddress, hitRateLimit, type RateLimitRule } from '@/security/rate-limit'

import { GUEST_MARKER, SESSION_MARKER } from '@/security/presence'

import { answeredNobody, failure, json, readJson, signedInUser } from './helpers'

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Datos no válidos.'

/** POST /api/checkout — creates the order and the Stripe Checkout Session; answers { url }. */
const checkout: Endpoint = {
  path: '/checkout',
  method: 'post',
  handler: async (req) => {
    const body = await readJson(req)
    const parsed = checkoutRequest.safeParse(body && typeof body === 'object' ? body : {})
    if (!parsed.success) {
      const message = firstIssue(parsed.error)
      const title = /plan/.test(message)
        ? 'Selecciona un plan'
        : /módulo/.test(message)
          ? 'Selecciona un módulo'
          : 'Revisa tu compra'
      const detail =
        message === 'Selecciona un plan'
          ? 'Debes seleccionar un plan antes de continuar.'
          : message === 'Selecciona un módulo'
            ? 'Debes seleccionar un módulo específico.'
            : message
      return json({ title, error: detail }, 400)
    }
    try {
      // A guest whose browser holds a link e-mailed to the address is not sold what it already covers.
      const guest = await addressGuestFromCookie(req.payload, req.headers.get('cookie'))
      const { url, orderId } = await createCheckout(
        req.payload,
        parsed.data,
        signedInUser(req) as User | null,
        guest ? { email: guest.email, modules: guest.modules.map((m) => m.id) } : null,
        { clientAddress: clientAddress(req.headers) },
      )
      // This browser started this checkout: only it (or the buyer's account) sees the purchase on /success.
      const remembered = rememberCheckout(
        cookieFrom(req.headers.get('cookie'), CHECKOUT_COOKIE),
        orderId,
        settings.payloadSecret,
      )
      return json({ url }, 200, { 'Set-Cookie': checkoutCookie(remembered, settings.serverUrl.startsWith('https:')) })
    } catch (error) {
      return failure(req, error)
    }
  },
}

/** What the code field sends: the selection and the code. */
const quoteRequest = checkoutRequest.pick({
  productType: true,
  module: true,
  promotionCode: true,
  purpose: true,
  quantity: true,
  team: true,
})
/** Tries of the code field per address and hour (codes are not guessed one by one). */
const QUOTE_TRIES: RateLimitRule = { name: 'checkout-quote', limit: 60, windowMs: 3_600_000 }

/**
 * POST /api/checkout/quote — what this buyer would pay: the price, the upgrade credit and the code's
 * discount, or the Spanish reason the code cannot be used (409, title «Código no válido»).
 */
const quote: Endpoint = {
  path: '/checkout/quote',
  method: 'post',
  handler: async (req) => {
    const body = await readJson(req)
    const parsed = quoteRequest.safeParse(body && typeof body === 'object' ? body : {})
    if (!parsed.success) return json({ title: 'Revisa tu compra', error: firstIssue(parsed.error) }, 400)
    if (!(await hitRateLimit(req.payload, QUOTE_TRIES, clientAddress(req.headers))).allowed) {
      return json(
        {
          title: 'Demasiados intentos',
          error: 'Has probado demasiados códigos. Inténtalo de nuevo dentro de una hora.',
        },
        429,
      )
    }
    try {
      const guest = await addressGuestFromCookie(req.payload, req.headers.get('cookie'))
      const { quote } = await checkoutQuote(
        req.payload,
        parsed.data,
        signedInUser(req) as User | null,
        guest ? { email: guest.email, modules: guest.modules.map((m) => m.id) } : null,
        seatAskOf(parsed.data),
      )
      return json({ quote: quoteView(quote) })
    } catch (error) {
      return failure(req, error)
    }
  },
}

/**
 * GET /api/checkout/offer — the complete course for this visitor (account, or this browser's guest link),
 * for the pricing section of the prerendered pages: `{ offer: null }` for strangers and when nothing counts,
 * `{ offer: { ownsAll: true } }` for owners of every module on sale, else the upgrade price and credit.
 */
const offer: Endpoint = {
  path: '/checkout/offer',
  method: 'get',
  handler: async (req) => {
    try {
      const user = signedInUser(req)
      const guest = user ? null : await addressGuestFromCookie(req.payload, req.headers.get('cookie'))
      // Markers of credentials that answer for nobody turn to 0 (src/security/presence.ts).
      const answer = (body: unknown) =>
        answeredNobody(req, json(body), user ? [] : guest ? [SESSION_MARKER] : [SESSION_MARKER, GUEST_MARKER])
      if (!user && !guest) return answer({ offer: null })
      const product = await resolveProduct(req.payload, { productType: 'complete' })
      const upgrade = await loadUpgradeQuote(
        req.payload,
        { userId: user?.id as number | undefined, guestEmail: guest?.email ?? null },
        { listPrice: product.amount, onSale: product.modules },
      )
      if (!upgrade) return answer({ offer: { ownsAll: true } })
      if (upgrade.credit <= 0) return answer({ offer: null })
      return answer({ offer: { amount: formatEuros(upgrade.amount), credit: formatEuros(upgrade.credit) } })
    } catch (error) {
      return failure(req, error)
    }
  },
}

const verifyBody = z.object({ sessionId: z.string().trim().min(1).max(300) })
/** Success-page calls per client address and minute (a page view makes at most three), and unknown session ids per address. */
const VERIFY_TRIES: RateLimitRule = { name: 'checkout-verify', limit: 120, windowMs: 60_000 }
const VERIFY_UNKNOWN: RateLimitRule = { name: 'checkout-verify-unknown', limit: 10, windowMs: 600_000 }
const VERIFY_TOO_MANY = 'Demasiadas comprobaciones de pago seguidas. Espera unos minutos y vuelve a cargar la página.'

/**
 * Whether this request comes from the buyer: the browser that started the checkout (its `ag-checkout`
 * cookie, src/commerce/checkout-browser.ts) or the account the order belongs to.
 */
async function fromBuyer(req: PayloadRequest, sessionId: string): Promise<boolean> {
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { stripeSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    select: { user: true },
  })
  const order = docs[0]
  if (!order) return false
  if (startedCheckout(cookieFrom(req.headers.get('cookie'), CHECKOUT_COOKIE), order.id, settings.payloadSecret))
    return true
  const user = signedInUser(req)
  const owner = typeof order.user === 'object' && order.user ? order.user.id : order.user
  return Boolean(user && owner && user.id === owner)
}

/**
 * POST /api/checkout/verify — the success page's fulfilment call (same function as the webhook). The
 * session id alone is no proof of being the buyer: the purchase (e-mail, modules, amount, the guest's
 * access) is shown only to the buyer's browser or account; anyone else learns only whether it was paid.
 */
const verify: Endpoint = {
  path: '/checkout/verify',
  method: 'post',
  handler: async (req) => {
    const parsed = verifyBody.safeParse(await readJson(req))
    if (!parsed.success) {
      return json({ success: false, error: 'No se encontró información de la sesión de pago' }, 400)
    }
    try {
      // Limited per address, and looked up here first: a session id with no order never reaches Stripe.
      const address = clientAddress(req.headers)
      if (!(await hitRateLimit(req.payload, VERIFY_TRIES, address)).allowed)
        return json({ success: false, error: VERIFY_TOO_MANY }, 429)
      if (
        !(
          await req.payload.count({
            collection: 'orders',
            where: { stripeSessionId: { equals: parsed.data.sessionId } },
            overrideAccess: true,
          })
        ).totalDocs
      ) {
        const allowed = (await hitRateLimit(req.payload, VERIFY_UNKNOWN, address)).allowed
        return allowed
          ? json({ success: false, status: 'unknown', error: 'No encontramos este pago.' }, 404)
          : json({ success: false, error: VERIFY_TOO_MANY }, 429)
      }
      const buyer = await fromBuyer(req, parsed.data.sessionId)
      const result = await fulfilCheckoutSession(req.payload, parsed.data.sessionId, { browserToken: buyer })
      if (result.status === 'fulfilled' && !buyer) return json({ success: true, paid: true, buyer: false })
      if (result.status === 'fulfilled') {
        // This browser's guest buyer reads the purchase online too (the short-lived success-page link).
        const browserGrant = result.accessToken ? await verifyGuestToken(req.payload, result.accessToken) : null
        return json(
          {
            success: true,
            paid: true,
            buyer: true,
            // Decided here, on the page's own same-origin request: the page itself was reached from Stripe.
            signedIn: Boolean(signedInUser(req)),
            productType: result.productType,
            moduleIds: result.modules.map((m) => m.slug),
            modules: result.modules.map((m) => ({ slug: m.slug, code: m.code, title: m.title })),
            email: result.email,
            amountPaid: result.amountPaid,
            accessToken: result.accessToken ?? null,
            breakdown: result.breakdown,
            purpose: result.purpose,
            seats: result.seats ?? null,
          },
          200,
          browserGrant?.status === 'valid' ? { 'Set-Cookie': browserGrantCookie(browserGrant.grant) } : {},
        )
      }
      if (result.status === 'awaiting_payment') {
        // What to do (a transfer's instructions) is the buyer's: anyone else with the session id learns only
        // that it is waiting (src/commerce/payment-methods.ts).
        const { awaiting } = paymentMethodNamed(result.method)
        const shown = buyer && awaiting ? await awaiting.record(req.payload, result.session, result.intent) : null
        return json({ success: false, ...awaiting?.answer(shown) }, 409)
      }
      const error = {
        unknown: 'No encontramos este pago.',
        unpaid: 'El pago todavía no se ha completado.',
        processing:
          'Tu pago está en proceso: tu banco tarda unos días en confirmarlo. Te daremos acceso y te avisaremos por email en cuanto se complete.',
        failed:
          'Tu banco ha rechazado el pago, así que no se ha realizado ningún cargo. Te hemos enviado un email; puedes volver a comprar con otro método de pago.',
        expired: 'Esta sesión de pago ha caducado sin completarse. No se ha realizado ningún cargo.',
        refunded: 'Este pago se ha reembolsado.',
      }[result.status]
      return json({ success: false, status: result.status, error }, result.status === 'unknown' ? 404 : 409)
    } catch (error) {
      // The database busy or away: 503 with Retry-After (the page asks again); Stripe failing: 502.
      if (isDatabaseUnavailable(error)) return failure(req, error)
      req.payload.logger.error({ err: error, msg: 'payment verification failed' })
      return json({ success: false, error: 'Error al verificar el pago' }, 502)
    }
  },
}

const resendBody = z.object({ email: z.email({ error: 'Email inválido' }).max(254) })
const RESEND_ANSWER =
  'Si ese email tiene compras, te hemos enviado un nuevo enlace de acceso. Revisa tu bandeja de entrada.'

/** POST /api/guest-access/resend — "lost your link?". The same answer whatever the e-mail bought. */
const resend: Endpoint = {
  path: '/guest-access/resend',
  method: 'post',
  handler: async (req) => {
    const parsed = resendBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: firstIssue(parsed.error) }, 400)
    const address = clientAddress(req.headers)
    const byAddress = await hitRateLimit(
      req.payload,
      { name: 'resend-address', limit: 10, windowMs: 3_600_000 },
      address,
    )
    if (!byAddress.allowed) {
      return json({ error: 'Demasiadas solicitudes. Inténtalo de nuevo dentro de un rato.' }, 429)
    }
    // Counted only for attempts the address limit let through, so concurrent refusals use up nothing.
    const byEmail = await hitRateLimit(
      req.payload,
      { name: 'resend-email', limit: 3, windowMs: 3_600_000 },
      parsed.data.email.toLowerCase(),
    )
    // Queued whoever asks: the same work and the same timing for buyers and strangers.
    if (byEmail.allowed) await requestAccessLink(req.payload, parsed.data.email)
    return json({ message: RESEND_ANSWER })
  },
}

const tokenBody = z.object({ token: z.string().min(1).max(200) })

/**
 * POST /api/guest-access/browser — the guest page, opened from a valid link, asks for this browser's
 * grant: an HttpOnly cookie that lets it read the purchased modules online (never the token itself).
 */
const browser: Endpoint = {
  path: '/guest-access/browser',
  method: 'post',
  handler: async (req) => {
    // Only this site's own page may leave a grant in the browser (no cross-site form posting a token).
    const origin = req.headers.get('origin')
    if (origin && origin !== new URL(settings.serverUrl).origin) return json({ error: 'Origen no permitido' }, 403)
    const parsed = tokenBody.safeParse(await readJson(req))
    const access = parsed.success ? await verifyGuestToken(req.payload, parsed.data.token) : null
    if (access?.status !== 'valid') return json({ error: 'Token de acceso inválido o expirado' }, 403)
    return json({ modules: access.modules.map((m) => m.slug) }, 200, { 'Set-Cookie': browserGrantCookie(access.grant) })
  },
}

/** No token: the link this browser opened before (its cookie), as on /equipo. */
const attachBody = z.object({ token: z.string().min(1).max(200).optional() })

/** POST /api/guest-access/attach — a signed-in user adopts the guest purchases of their own e-mail. */
const attach: Endpoint = {
  path: '/guest-access/attach',
  method: 'post',
  handler: async (req) => {
    const user = signedInUser(req)
    if (!user) return json({ error: 'Inicia sesión para vincular tus compras.' }, 401)
    const parsed = attachBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ error: 'Token de acceso inválido o expirado' }, 400)
    const account = { id: user.id as number, email: user.email as string }
    const result = parsed.data.token
      ? await attachGuestPurchases(req.payload, account, parsed.data.token)
      : await attachGuestAccess(req.payload, account, await guestFromCookie(req.payload, req.headers.get('cookie')))
    // a checkout browser's link proves its order, not the address (src/entitlements/credentials.ts)
    if (result.status === 'order-only') return json({ error: NEEDS_ADDRESS_PROOF }, 403)
    if (result.status === 'other-email') {
      return json({ error: 'Este enlace pertenece a otro email. Inicia sesión con la cuenta de ese email.' }, 403)
    }
    if (result.status !== 'valid') return json({ error: 'Token de acceso inválido o expirado' }, 403)
    // the link proved the e-mail: teams it bought and seats it claimed as a guest join this account
    await attachTeamRows(req.payload, { id: user.id as number, email: user.email as string })
    return json({ attached: result.attached })
  },
}

const withdrawalBody = z.object({
  orderId: z.custom<number>(isId, { error: 'Pedido no válido' }),
  /** a guest's access link token; absent: the signed-in account */
  token: z.string().min(1).max(200).optional(),
  name: z.string().trim().max(120, { error: 'El nombre es demasiado largo.' }).optional(),
})

/**
 * POST /api/withdrawal — the buyer withdraws from an order (second step of "Desistir del contrato"):
 * the signed-in account's orders, or those of a guest link (`token`). Idempotent: asking again answers
 * with the withdrawal already made.
 */
const withdraw: Endpoint = {
  path: '/withdrawal',
  method: 'post',
  handler: async (req) => {
    const parsed = withdrawalBody.safeParse(await readJson(req))
    if (!parsed.success) return json({ title: 'Datos no válidos', error: firstIssue(parsed.error) }, 400)
    let owner: WithdrawalOwner
    if (parsed.data.token) {
      const access = await verifyGuestToken(req.payload, parsed.data.token)
      if (access.status !== 'valid')
        return json({ title: 'Enlace no válido', error: 'Tu enlace de acceso no es válido o ha caducado.' }, 403)
      if (!guestMay(access.proof, 'withdraw'))
        return json({ title: 'Usa el enlace de tu email', error: NEEDS_ADDRESS_PROOF }, 403)
      owner = { guestEmail: access.email }
    } else {
      const user = signedInUser(req)
      if (!user)
        return json({ title: 'Inicia sesión', error: 'Inicia sesión o abre tu enlace de acceso para desistir.' }, 401)
      owner = { userId: user.id as number }
    }
    try {
      return json(
        await requestWithdrawal(req.payload, owner, { orderId: parsed.data.orderId, name: parsed.data.name || null }),
      )
    } catch (error) {
      return failure(req, error)
    }
  },
}

/**
 * POST /api/stripe/webhooks — Stripe's events. 400 without a valid signature; 200 only once the event
 * is stored in the job queue; 503 when it cannot be stored (Stripe then retries with backoff).
 */
const stripeWebhook: Endpoint = {
  path: '/stripe/webhooks',
  method: 'post',
  handler: async (req) => {
    const raw = typeof req.text === 'function' ? await req.text() : ''
    try {
      const receipt = await receiveStripeWebhook(req.payload, raw, req.headers.get('stripe-signature'))
      if (receipt.status === 400) return json({ error: receipt.error }, 400)
      return json({ received: true, duplicate: receipt.duplicate })
    } catch {
      return json({ error: 'No se pudo registrar el evento; reinténtalo.' }, 503)
    }
  },
}

export const commerceEndpoints = [checkout, quote, offer, verify, resend, browser, attach, withdraw, stripeWebhook]
