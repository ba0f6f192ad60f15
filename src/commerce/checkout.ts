import type { Payload } from 'payload'
import { z } from 'zod'

import { getStripe } from '@/adapters'
import { published } from '@/content/published'
import { settings } from '@/env'
import type { User } from '@/payload-types'
import { isModuleSlug } from '@/content/module-slug'
import { ownedModuleIds } from '@/entitlements/ownership'
import { hitRateLimit, type RateLimitRule } from '@/security/rate-limit'

import {
  breakdownOfQuote,
  breakdownText,
  orderPricing,
  quoteCheckout,
  type CheckoutBuyer,
  type CheckoutProduct,
} from './checkout-quote'
import { checkoutSessionParams } from './checkout-session'
import { PAYMENT_METHOD_NAMES, paymentMethodNamed } from './payment-methods'
import { Refused } from '@/security/refused'
import { releaseUse, reserveUse } from './promotion-uses'
import { CHECKOUT_MESSAGES } from './checkout-selection'
import { fitsSimplifiedInvoice } from '@/verifactu/tax-case'
import { CODE_MESSAGES, CODE_REFUSED_TITLE } from './promotions'
import { completePlan, purchasable } from '@/content/prices'
import { WITHDRAWAL_CONSENT } from './withdrawal'
import {
  assertSameProduct,
  GIFT_CONSENT,
  parseSeatPurchase,
  resolveTeam,
  type SeatPurchase,
  type TeamOfOrder,
} from './seat-checkout'
import type { CheckoutQuote } from './checkout-quote'

/** What the checkout page sends. Anything else in the body is ignored. */
export const checkoutRequest = z.object({
  productType: z.enum(['complete', 'module'], { error: 'Selecciona un plan' }),
  module: z.string().trim().toLowerCase().refine(isModuleSlug, { error: 'Selecciona un módulo' }).optional(),
  acceptTerms: z.literal(true, { error: 'Debes aceptar las condiciones de compra para continuar.' }),
  /** "Necesito factura a nombre de empresa": Stripe Checkout asks for the company name and tax ID */
  business: z.boolean().optional(),
  /**
   * The checkbox "Quiero acceder al contenido de inmediato y sé que pierdo mi derecho de desistimiento…"
   * (src/commerce/withdrawal.ts). Required here, not only on the page: access starts at once, and only a
   * consent recorded with the order lets first use end the right of withdrawal (art. 16(m) of Directive
   * 2011/83/EU). Without it a buyer could download everything and still withdraw, so no order is
   * created without it (business buyers tick it too: they have no right of withdrawal to lose).
   */
  withdrawalConsent: z.literal(true, { error: CHECKOUT_MESSAGES.withdrawal }).optional(),
  /** «¿Tienes un código?»: any case; checked by the server (src/commerce/promotions.ts) */
  promotionCode: z.string().max(100).optional(),
  /**
   * «Para mí» (absent or 'self'), «Para mi equipo» ('team': `quantity`, `company`, and `team` for «más
   * plazas») or «Es un regalo» ('gift': `gift`). Read by src/commerce/seat-checkout.ts, which answers
   * anything wrong in Spanish.
   */
  purpose: z.unknown().optional(),
  quantity: z.unknown().optional(),
  company: z.unknown().optional(),
  team: z.unknown().optional(),
  gift: z.unknown().optional(),
  /** «Pagar por transferencia» (src/commerce/payment-methods.ts); default: card and other immediate methods */
  paymentMethod: z.enum(PAYMENT_METHOD_NAMES, { error: 'Elige cómo quieres pagar' }).optional(),
  /** a buyer without an account or guest link gives the address the transfer instructions go to */
  email: z.email({ error: 'Introduce un email válido' }).max(254).optional(),
})
export type CheckoutRequest = z.infer<typeof checkoutRequest>

/**
 * Reads the published catalogue at this moment (never a cached copy, never a draft): an editor's price
 * change applies as soon as it is published.
 */
export async function resolveProduct(
  payload: Payload,
  request: Pick<CheckoutRequest, 'productType' | 'module'>,
): Promise<CheckoutProduct> {
  const [{ docs: modules }, { docs: plans }] = await Promise.all([
    payload.find({
      collection: 'modules',
      where: published,
      sort: 'order',
      limit: 100,
      depth: 0,
      pagination: false,
      draft: false,
    }),
    payload.find({
      collection: 'pricing-plans',
      where: published,
      limit: 10,
      depth: 0,
      pagination: false,
      draft: false,
    }),
  ])
  if (request.productType === 'complete') {
    const plan = completePlan(plans)
    const included = purchasable(modules)
    if (!plan || !included.length) throw new Refused(404, 'Error al procesar el pago', 'Producto no encontrado')
    return {
      productType: 'complete',
      name: plan.name,
      description: `${included.length} módulos: ${included.map((m) => m.code).join(', ')}`,
      amount: plan.price,
      modules: included,
      seatPricing: plan.seatPricing,
    }
  }
  if (!request.module) throw new Refused(400, 'Selecciona un módulo', 'Debes seleccionar un módulo específico.')
  const chosen = modules.find((m) => m.slug === request.module)
  if (!chosen || chosen.free) throw new Refused(404, 'Error al procesar el pago', 'Producto no encontrado')
  if (chosen.comingSoon) {
    throw new Refused(409, 'Próximamente', `El módulo ${chosen.code} aún no está disponible.`)
  }
  return {
    productType: 'module',
    name: `Módulo ${chosen.code}: ${chosen.title}`,
    description: chosen.description,
    amount: chosen.price,
    modules: [chosen],
    seatPricing: chosen.seatPricing,
  }
}

/**
 * The server's own ownership check (the page checks too, but only the server's answer counts): what the
 * account owns plus what this browser's guest link covers.
 */
export async function assertNotOwned(
  payload: Payload,
  user: Pick<User, 'id'> | null,
  product: CheckoutProduct,
  guestOwned: number[] = [],
) {
  const owned = new Set([...(user ? await ownedModuleIds(payload, user.id) : []), ...guestOwned.map(String)])
  if (product.productType === 'complete' && product.modules.every((m) => owned.has(String(m.id)))) {
    throw new Refused(409, 'Ya tienes acceso', 'Ya tienes acceso completo a todos los módulos disponibles.')
  }
  if (product.productType === 'module' && owned.has(String(product.modules[0].id))) {
    const m = product.modules[0]
    throw new Refused(409, 'Ya tienes acceso', `Ya tienes acceso al módulo ${m.code}: ${m.title}.`)
  }
}

/** The version of the purchase terms in force: the date the `terminos` page was last updated. */
async function termsVersion(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'terminos' } },
    limit: 1,
    depth: 0,
  })
  const page = docs[0]
  return (page?.lastUpdated ?? page?.updatedAt ?? 'sin versión').slice(0, 10)
}

/** A guest whose browser holds a valid access link: its e-mail and the modules it covers. */
export interface CheckoutGuest {
  email: string
  modules: number[]
}

/** Who is buying, as the quote needs it: the account, or the guest link's e-mail (its purchases count). */
export const checkoutBuyer = (user: Pick<User, 'id' | 'email'> | null, guest: CheckoutGuest | null): CheckoutBuyer => ({
  userId: user?.id ?? null,
  email: user?.email ?? guest?.email ?? null,
  guestEmail: user ? null : (guest?.email ?? null),
})

/** Seats asked for: how many, and for «más plazas» the team (its first order). */
export interface SeatAsk {
  quantity: number
  team: number | null
}

/**
 * The product, the buyer and what they would pay (the checkout's code field shows it before paying).
 * Seats (a team's or a gift) are bought whatever the buyer owns: owning the course never blocks them.
 */
export async function checkoutQuote(
  payload: Payload,
  request: Pick<CheckoutRequest, 'productType' | 'module' | 'promotionCode'>,
  user: User | null,
  guest: CheckoutGuest | null,
  seatAsk: SeatAsk | null = null,
) {
  const product = await resolveProduct(payload, request)
  const buyer = checkoutBuyer(user, guest)
  let team: TeamOfOrder | null = null
  if (seatAsk) {
    if (seatAsk.team) {
      team = await resolveTeam(payload, seatAsk.team, user, buyer.guestEmail)
      assertSameProduct(team, product)
    }
  } else await assertNotOwned(payload, user, product, guest?.modules ?? [])
  const seats = seatAsk ? { quantity: seatAsk.quantity, before: team?.before ?? 0 } : null
  const quote = await quoteCheckout(payload, product, buyer, { promotionCode: request.promotionCode, seats })
  return { product, buyer, quote, team }
}

/**
 * A code with a limited number of uses is reserved when the checkout starts (so 50 buyers at once never
 * get 51 uses), which lets unpaid checkouts hold uses. Like a ticket shop holding seats, the hold is
 * short and each client may hold only a few: the session of a limited code expires after 31 minutes
 * (Stripe's shortest lifetime is 30; its `checkout.session.expired` gives the use back, and the sweep
 * does if that event is lost), and one address opens at most 3 such checkouts per hour. Reserving only at
 * payment instead would let more buyers pay the discount than the code has uses (or refund them after
 * paying); a Stripe-side limit counts completed sessions only. Unlimited codes keep the usual 24 h.
 */
const LIMITED_CODE_HOLD_S = 31 * 60
const LIMITED_CODE_CHECKOUTS: RateLimitRule = { name: 'limited-code-checkouts', limit: 3, windowMs: 3_600_000 }
/** How long after its creation an unpaid order holding a limited code's use is settled by the sweep. */
export const LIMITED_CODE_HOLD_MS = LIMITED_CODE_HOLD_S * 1000

/**
 * Creates the order and its Stripe Checkout Session; returns the hosted checkout URL. Signed-in
 * buyers get the e-mail of their account prefilled and their purchase attached to it. The amount is
 * the quote's (upgrade credit, then the promotion code); a code's use is reserved atomically before the
 * session is created and given back if it cannot be.
 */
export async function createCheckout(
  payload: Payload,
  request: CheckoutRequest,
  user: User | null,
  guest: CheckoutGuest | null = null,
  opts: { clientAddress?: string; now?: number } = {},
) {
  const purchase = parseSeatPurchase(request as Record<string, unknown>, new Date(opts.now ?? Date.now()))
  // A purchase for oneself starts access at once: no order without the consent that ends the withdrawal on first use.
  if (!purchase && request.withdrawalConsent !== true)
    throw new Refused(400, 'Revisa tu compra', CHECKOUT_MESSAGES.withdrawal)
  const seatAsk = purchase
    ? { quantity: purchase.quantity, team: purchase.purpose === 'team' ? purchase.addsTo : null }
    : null
  const { product, buyer, quote, team } = await checkoutQuote(payload, request, user, guest, seatAsk)
  const limitedCode = Boolean(quote.promotion?.limited)
  if (limitedCode && !(await hitRateLimit(payload, LIMITED_CODE_CHECKOUTS, opts.clientAddress ?? 'unknown')).allowed) {
    throw new Refused(
      429,
      'Demasiados pagos pendientes',
      'Has abierto varios pagos con códigos promocionales sin completarlos. Completa uno de ellos o inténtalo de nuevo dentro de un rato.',
    )
  }
  // Above 3.000 € no simplified invoice is possible: the buyer gives their tax details (a company's seats
  // carry them; anyone else ticks «factura a nombre de empresa» and Stripe's page asks for them).
  if (purchase?.purpose !== 'team' && !request.business && !fitsSimplifiedInvoice(quote.amount)) {
    throw new Refused(400, 'Necesitamos tus datos fiscales', CHECKOUT_MESSAGES.completeInvoiceRequired)
  }
  const terms = await termsVersion(payload)
  // The way to pay: a bank transfer needs an address for its instructions (and, below, a Stripe Customer).
  const method = paymentMethodNamed(request.paymentMethod)
  const methodEmail = method.orderEmail(user?.email ?? guest?.email ?? request.email ?? null)

  const order = await payload.create({
    collection: 'orders',
    data: {
      productType: product.productType,
      // An upgrade charges for (and a refund of it takes back) only the modules the buyer did not own.
      modules: quote.chargedModules,
      amountTotal: quote.amount,
      pricing: orderPricing(quote),
      currency: 'eur',
      status: 'pending',
      email: user?.email ?? methodEmail ?? undefined,
      user: user?.id,
      paymentMethod: method.name,
      // The buyer ticked "acepto las condiciones": which text (its last update) and when.
      terms: { version: terms, acceptedAt: new Date().toISOString() },
      ...(purchase
        ? seatOrderFields(purchase, quote, team)
        : {
            // …and the consent to immediate access with the acknowledgement of losing the right of withdrawal on
            // first use: the text in force, its version and when (the request cannot be made without it).
            withdrawalConsent: { ...WITHDRAWAL_CONSENT, acceptedAt: new Date().toISOString() },
          }),
    },
  })
  if (quote.promotion) {
    const reserved = await reserveUse(payload, {
      codeId: quote.promotion.id,
      orderId: order.id,
      customer: buyer.email,
      oncePerCustomer: quote.promotion.oncePerCustomer,
    })
    if (!reserved.ok) {
      await payload.update({ collection: 'orders', id: order.id, data: { status: 'expired' } })
      throw new Refused(409, CODE_REFUSED_TITLE, CODE_MESSAGES[reserved.reason])
    }
  }
  const back = `${product.productType === 'complete' ? '/checkout?plan=complete' : `/checkout?module=${product.modules[0].slug}`}${backPurpose(purchase, team)}`
  // A guest's credit or once-per-customer code is theirs: Stripe's page keeps that e-mail (not editable).
  const email = user?.email ?? (quote.credit > 0 || quote.promotion?.oncePerCustomer ? buyer.email : null)
  const details = breakdownText(breakdownOfQuote(quote))
  try {
    const methodPart = await method.openSession({ id: order.id, email: methodEmail })
    const session = await getStripe().checkout.sessions.create(
      checkoutSessionParams(
        {
          ...product,
          amount: quote.unitAmount,
          description: details ? `${product.description}. ${details}` : product.description,
        },
        {
          orderId: order.id,
          email,
          back,
          serverUrl: settings.serverUrl,
          // A team's company gave its NIF here; one from another EU country gives its VAT number to Stripe
          // too, which checks it (VIES) and reverse-charges the VAT as for any business buyer today.
          business:
            request.business ||
            (purchase?.purpose === 'team' &&
              purchase.company.taxIdType === 'eu_vat' &&
              !purchase.company.taxId.startsWith('ES')),
          quantity: quote.quantity,
          purpose: purchase?.purpose ?? 'self',
          promotionCode: quote.promotion?.code,
          upgradeCredit: quote.credit,
          method: methodPart,
          // A use of a limited code is held only as long as Stripe's shortest session allows (see above).
          ...(limitedCode ? { expiresAt: Math.floor((opts.now ?? Date.now()) / 1000) + LIMITED_CODE_HOLD_S } : {}),
        },
      ),
      { idempotencyKey: `checkout-order-${order.id}` },
    )
    if (!session.url) throw new Error('Stripe returned no checkout URL')
    await payload.update({ collection: 'orders', id: order.id, data: { stripeSessionId: session.id } })
    return { url: session.url, orderId: order.id }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'checkout session creation failed' })
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'expired' } })
    await releaseUse(payload, order.id)
    throw new Refused(502, 'Error al procesar el pago', 'No se pudo crear la sesión de checkout')
  }
}

/** What a team's or a gift's order records besides the product and the price. */
function seatOrderFields(purchase: SeatPurchase, quote: CheckoutQuote, team: TeamOfOrder | null) {
  const now = new Date().toISOString()
  const seats = {
    quantity: quote.quantity,
    unitAmount: quote.unitAmount,
    tierFrom: quote.seats?.tierFrom ?? 1,
    before: quote.seats?.before ?? 0,
    addsTo: team?.id ?? null,
  }
  if (purchase.purpose === 'team') {
    return {
      purpose: 'team' as const,
      seats,
      // A company buying for its staff is not a consumer: no withdrawal box, and the order says why.
      withdrawalExemption: 'business' as const,
      buyer: {
        businessName: purchase.company.name,
        taxIdType: purchase.company.taxIdType,
        taxId: purchase.company.taxId,
        address: purchase.company.address,
      },
    }
  }
  return {
    purpose: 'gift' as const,
    seats,
    gift: {
      recipientEmail: purchase.recipientEmail,
      fromName: purchase.fromName,
      deliverOn: purchase.deliverOn,
      message: purchase.message,
    },
    // The buyer's consent on a gift: their withdrawal lasts until the recipient starts using it.
    withdrawalConsent: { ...GIFT_CONSENT, acceptedAt: now },
  }
}

/** Stripe's «back» link keeps the purchase's kind (and the team of «más plazas»). */
function backPurpose(purchase: SeatPurchase | null, team: TeamOfOrder | null): string {
  if (!purchase) return ''
  if (purchase.purpose === 'gift') return '&para=regalo'
  return `&para=equipo&plazas=${purchase.quantity}${team ? `&equipo=${team.id}` : ''}`
}
