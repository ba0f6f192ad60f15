/**
 * The checkout page's choice (plan and module): reading it from the query string, the rules that
 * block the pay button, and the body sent to POST /api/checkout. Pure functions, shared by the page
 * (server) and the form (browser). The server checks everything again; these rules only guide the buyer.
 */

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
  if (selection.plan === 'module') return selection.module ? `/checkout?type=module&module=${selection.module}` : '/checkout?type=module'
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
    const ownsAll = catalogue.owned !== null && catalogue.selectable.length > 0 && catalogue.selectable.every((m) => owned.has(m.slug))
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

/** The body of POST /api/checkout for a payable selection. */
export function checkoutBody(selection: Selection, business = false, promotionCode: string | null = null) {
  const common = {
    acceptTerms: true as const,
    withdrawalConsent: true as const,
    ...(business ? { business: true as const } : {}),
    ...(promotionCode ? { promotionCode } : {}),
  }
  return selection.plan === 'complete'
    ? { productType: 'complete' as const, ...common }
    : { productType: 'module' as const, module: selection.module ?? undefined, ...common }
}

/** The body of POST /api/checkout/quote: the selection and the code typed. */
export function quoteBody(selection: Selection, promotionCode: string) {
  const { productType, module } = checkoutBody(selection) as { productType: PlanChoice; module?: string }
  return { productType, ...(module ? { module } : {}), promotionCode }
}

/** Title and message of a failed POST /api/checkout, for the toast. */
export function checkoutErrorToast(body: unknown): { title: string; message: string } {
  const data = (body && typeof body === 'object' ? body : {}) as { title?: unknown; error?: unknown }
  const specific = typeof data.title === 'string' && data.title && data.title !== 'Error' ? data.title : null
  const message = typeof data.error === 'string' && data.error ? data.error : CHECKOUT_MESSAGES.unexpected
  return { title: specific ?? CHECKOUT_MESSAGES.paymentError, message }
}
