/**
 * The checkout page's choice (plan and module): reading it from the query string, the rules that
 * block the pay button, and the body sent to POST /api/checkout. Pure functions, shared by the page
 * (server) and the form (browser). The server checks everything again; these rules only guide the buyer.
 */

import { parseId } from '@/content/ids'
import { isPaidModuleSlug } from '@/content/module-slug'

export type PlanChoice = 'complete' | 'module'

export interface Selection {
  plan: PlanChoice | null
  /** slug of the chosen module ('f1'…), only meaningful with plan 'module' */
  module: string | null
}

/** What the rules need to know about a module of the catalogue. */
export interface SelectionModule {
  slug: string
  code: string
  title: string
}

export type SearchParams = Record<string, string | string[] | undefined>

/** Query parameter of Stripe's cancel_url: the buyer left the payment page without paying. */
export const CANCELLED_PARAM = 'cancelado'
export const paymentCancelled = (params: SearchParams) => params[CANCELLED_PARAM] === '1'

/** The titles and texts of the checkout's validation messages (product spec §5). */
export const CHECKOUT_MESSAGES = {
  noPlan: { title: 'Selecciona un plan', message: 'Debes seleccionar un plan antes de continuar.' },
  noModule: { title: 'Selecciona un módulo', message: 'Debes seleccionar un módulo específico.' },
  ownsAll: { title: 'Ya tienes acceso', message: 'Ya tienes acceso completo a todos los módulos disponibles.' },
  terms: 'Debes aceptar las condiciones de compra para continuar.',
  withdrawal: 'Marca la casilla del acceso inmediato para continuar: sin ella no podemos darte acceso al contenido.',
  paymentError: 'Error al procesar el pago',
  unexpected: 'Ha ocurrido un error inesperado.',
  completeInvoiceRequired:
    'Un pago de más de 3.000 € necesita una factura completa con los datos fiscales de quien compra: marca «Necesito factura a nombre de empresa» (también sirve tu NIF si compras como profesional) y vuelve a pagar.',
} as const

export const ownsModuleMessage = (module: Pick<SelectionModule, 'code' | 'title'>) => ({
  title: 'Ya tienes acceso',
  message: `Ya tienes acceso al módulo ${module.code}: ${module.title}.`,
})

/** One plain string value of a query parameter; repeated or missing parameters count as absent. */
function single(params: SearchParams, key: string): string | null {
  const value = params[key]
  if (typeof value !== 'string') return null
  const trimmed = value.trim().toLowerCase()
  return trimmed.length > 0 && trimmed.length <= 20 ? trimmed : null
}

/**
 * The preselection of the checkout from its query string. `type=complete` or `plan=complete` choose
 * the complete course; `type=module` the single-module plan; `module=fN` a module that can be bought
 * today (and the single-module plan, unless the complete course was asked for explicitly). Anything
 * else (unknown values, arrays, modules not on sale) is ignored.
 */
export function parseCheckoutParams(params: SearchParams, selectableSlugs: readonly string[]): Selection {
  const type = single(params, 'type')
  const plan = single(params, 'plan')
  const moduleParam = single(params, 'module')
  const module = isPaidModuleSlug(moduleParam) && selectableSlugs.includes(moduleParam) ? moduleParam : null

  const wantsComplete = type === 'complete' || plan === 'complete'
  if (wantsComplete) return { plan: 'complete', module }
  if (module || type === 'module' || plan === 'module') return { plan: 'module', module }
  return { plan: null, module: null }
}

/** The path of the checkout with this selection, e.g. to come back after signing in. */
export function checkoutPath(selection: Selection): string {
  if (selection.plan === 'complete') return '/checkout?plan=complete'
  if (selection.plan === 'module')
    return selection.module ? `/checkout?type=module&module=${selection.module}` : '/checkout?type=module'
  return '/checkout'
}

export interface SelectionIssue {
  kind: 'plan' | 'module' | 'owned'
  title: string
  message: string
}

/**
 * Why this selection cannot be paid, or null. `selectable` are the modules on sale today, `owned` the
 * slugs the signed-in buyer already owns (null when signed out: ownership is not checked for guests).
 */
export function selectionIssue(
  selection: Selection,
  catalogue: { selectable: readonly SelectionModule[]; owned: readonly string[] | null },
): SelectionIssue | null {
  if (!selection.plan) return { kind: 'plan', ...CHECKOUT_MESSAGES.noPlan }
  const owned = new Set(catalogue.owned ?? [])
  if (selection.plan === 'complete') {
    const ownsAll =
      catalogue.owned !== null &&
      catalogue.selectable.length > 0 &&
      catalogue.selectable.every((m) => owned.has(m.slug))
    return ownsAll ? { kind: 'owned', ...CHECKOUT_MESSAGES.ownsAll } : null
  }
  const chosen = catalogue.selectable.find((m) => m.slug === selection.module)
  if (!chosen) return { kind: 'module', ...CHECKOUT_MESSAGES.noModule }
  return owned.has(chosen.slug) ? { kind: 'owned', ...ownsModuleMessage(chosen) } : null
}

/** The pay button is disabled while processing, with no plan, or with the single-module plan and no module. */
export function payDisabled(issue: SelectionIssue | null, processing: boolean): boolean {
  return processing || issue?.kind === 'plan' || issue?.kind === 'module'
}

/** «Para mí», «Para mi equipo», «Es un regalo» (issue 28). */
export type Purpose = 'self' | 'team' | 'gift'

/** The checkout's query parameters of a team or gift purchase: `para=equipo|regalo`, `plazas=N`, `equipo=<team>` («más plazas»). */
export const PURPOSE_PARAM = 'para'
export const SEATS_PARAM = 'plazas'
export const TEAM_PARAM = 'equipo'

export interface PurposeChoice {
  purpose: Purpose
  /** seats typed (a team), as the buyer typed them */
  quantity: number
  /** «más plazas»: the team's first order */
  team: number | null
}

/** The purchase's kind from the query string; unknown values are ignored (a purchase for oneself). */
export function parsePurposeParams(params: SearchParams): PurposeChoice {
  const para = single(params, PURPOSE_PARAM)
  const plazas = single(params, SEATS_PARAM)
  const equipo = single(params, TEAM_PARAM)
  const team = equipo ? parseId(equipo) : null
  const purpose: Purpose = team || para === 'equipo' ? 'team' : para === 'regalo' ? 'gift' : 'self'
  const quantity =
    plazas && /^\d{1,3}$/.test(plazas) ? Math.min(200, Math.max(1, Number(plazas))) : purpose === 'team' ? 5 : 1
  return { purpose, quantity, team: purpose === 'team' ? team : null }
}

/** What a team or gift purchase adds to the body of POST /api/checkout. */
export interface SeatBody {
  purpose: Purpose
  quantity?: number | string
  team?: number | null
  company?: { name: string; taxId: string; address: string }
  gift?: { recipientEmail: string; fromName: string; message: string; deliverOn: string; consent: boolean }
}

/** The body's part of a team or a gift (nothing for a purchase for oneself). */
function seatPart(seats: SeatBody | null | undefined) {
  if (!seats || seats.purpose === 'self') return {}
  if (seats.purpose === 'gift') return { purpose: 'gift' as const, gift: seats.gift }
  return {
    purpose: 'team' as const,
    quantity: seats.quantity,
    ...(seats.team ? { team: seats.team } : {}),
    ...(seats.company ? { company: seats.company } : {}),
  }
}

/** The body of POST /api/checkout for a payable selection. */
export function checkoutBody(
  selection: Selection,
  business = false,
  promotionCode: string | null = null,
  seats: SeatBody | null = null,
) {
  const forSelf = !seats || seats.purpose === 'self'
  const common = {
    acceptTerms: true as const,
    // Only a purchase for oneself has the consent that ends the withdrawal on first use.
    ...(forSelf ? { withdrawalConsent: true as const } : {}),
    ...(business && forSelf ? { business: true as const } : {}),
    ...(promotionCode ? { promotionCode } : {}),
    ...seatPart(seats),
  }
  return selection.plan === 'complete'
    ? { productType: 'complete' as const, ...common }
    : { productType: 'module' as const, module: selection.module ?? undefined, ...common }
}

/** The body of POST /api/checkout/quote: the selection and the code typed. */
export function quoteBody(
  selection: Selection,
  promotionCode: string,
  seats: Pick<SeatBody, 'purpose' | 'quantity' | 'team'> | null = null,
) {
  const { productType, module } = checkoutBody(selection) as { productType: PlanChoice; module?: string }
  const part =
    seats && seats.purpose !== 'self'
      ? {
          purpose: seats.purpose,
          ...(seats.purpose === 'team'
            ? { quantity: seats.quantity, ...(seats.team ? { team: seats.team } : {}) }
            : {}),
        }
      : {}
  return { productType, ...(module ? { module } : {}), promotionCode, ...part }
}

/** Title and message of a failed POST /api/checkout, for the toast. */
export function checkoutErrorToast(body: unknown): { title: string; message: string } {
  const data = (body && typeof body === 'object' ? body : {}) as { title?: unknown; error?: unknown }
  const specific = typeof data.title === 'string' && data.title && data.title !== 'Error' ? data.title : null
  const message = typeof data.error === 'string' && data.error ? data.error : CHECKOUT_MESSAGES.unexpected
  return { title: specific ?? CHECKOUT_MESSAGES.paymentError, message }
}
