/**
 * Prices and bundles. Every figure comes from the CMS (modules and pricing plans); these rules only
 * combine them, so an editor's change applies everywhere at once.
 */
import type { Module, PricingPlan } from '@/payload-types'

const formatter = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })
const wholeFormatter = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

/** 1000 → '10 €', 1050 → '10,50 €' (es-ES). */
export function formatEuros(cents: number): string {
  return (cents % 100 === 0 ? wholeFormatter : formatter).format(cents / 100)
}

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
