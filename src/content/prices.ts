/**
 * Prices and bundles. Every figure comes from the CMS (modules and pricing plans); these rules only
 * combine them, so an editor's change applies everywhere at once.
 */
import { formatEuros } from './money'
import type { Module, PricingPlan } from '@/payload-types'

/** Modules a buyer can pay for now: paid and released. */
export const purchasable = (modules: Module[]) => modules.filter((m) => !m.free && !m.comingSoon && m.price > 0)

/** Every paid module, released or not: what the complete course entitles to (F6 as soon as it ships). */
export const paidModules = (modules: Module[]) => modules.filter((m) => !m.free)

export function completePlan(plans: PricingPlan[]) {
  return plans.find((p) => p.slug === 'complete-course') ?? null
}

export function singlePlan(plans: PricingPlan[]) {
  return plans.find((p) => p.slug === 'single-module') ?? null
}

/** Savings of the complete course against its reference price (0 when there is none). */
export function savingsCents(plan: Pick<PricingPlan, 'price' | 'referencePrice'> | null): number {
  if (!plan?.referencePrice) return 0
  return Math.max(0, plan.referencePrice - plan.price)
}

/** The lowest price of a single module, for "desde 10 €". */
export function fromPriceCents(modules: Module[]): number | null {
  const prices = purchasable(modules).map((m) => m.price)
  return prices.length ? Math.min(...prices) : null
}

/** Stripe's smallest charge in euros: a paid price below it would make every checkout fail. */
export const MIN_PRICE_CENTS = 50
/** Stripe's largest charge (999.999,99 €). */
export const MAX_PRICE_CENTS = 99_999_999

/**
 * What an editor typed, in euros ('50', '49,90', '1.250', '1.250,5', '49.90', '10 €'), in cents;
 * null when it is not an amount of euros with at most two decimals.
 */
export function parseEuros(input: string): number | null {
  let text = input.replace(/€|\s/g, '')
  if (!text) return null
  if (text.includes(',')) {
    // es-ES: '.' groups thousands, ',' marks decimals
    if (!/^\d{1,3}(?:\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(text)) return null
    text = text.replace(/\./g, '').replace(',', '.')
  } else if (/^\d{1,3}(?:\.\d{3})+$/.test(text)) {
    text = text.replace(/\./g, '') // '1.250' is a thousand two hundred and fifty
  } else if (!/^\d+(?:\.\d{1,2})?$/.test(text)) {
    return null
  }
  const cents = Math.round(Number(text) * 100)
  return Number.isSafeInteger(cents) ? cents : null
}

/** Cents as an editor types them back: 5000 → '50', 4990 → '49,90'. */
export function eurosInputValue(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return ''
  const euros = Math.trunc(cents / 100)
  const rest = Math.abs(cents % 100)
  return rest ? `${euros},${String(rest).padStart(2, '0')}` : String(euros)
}

/**
 * Why a price cannot be saved, or null. Free is its own explicit state (a module's "Gratuito"); a
 * price that is charged must be one Stripe accepts.
 */
export function priceIssue(cents: unknown, opts: { free?: boolean } = {}): string | null {
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < 0)
    return 'Escribe el precio en euros, p. ej. 50 o 49,90.'
  if (opts.free) return cents === 0 ? null : 'Un módulo gratuito no tiene precio: déjalo en 0 o desmarca «Gratuito».'
  if (cents < MIN_PRICE_CENTS)
    return `El precio mínimo que admite el pago con tarjeta es ${formatEuros(MIN_PRICE_CENTS)}. Para no cobrar, marca «Gratuito».`
  if (cents > MAX_PRICE_CENTS) return `El precio máximo es ${formatEuros(MAX_PRICE_CENTS)}.`
  return null
}
