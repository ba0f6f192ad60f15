/**
 * Promotion codes (decisions.md, "Buying beyond the basics"): one code per order, case-insensitive,
 * applied after the upgrade credit; the total never goes below Stripe's minimum charge. Dates are days
 * in Spain (Europe/Madrid): a code is valid from the start of its first day to the end of its last.
 * This module is the rule and the arithmetic (pure, tests/unit/promotions.test.ts); the limits on uses
 * are kept atomically in PostgreSQL by src/commerce/promotion-uses.ts.
 */
import { isoDay } from '@/content/dates'
import type { PromotionCode } from '@/payload-types'

import { MIN_PRICE_CENTS } from '@/content/prices'
import { idOf } from '@/content/ids'

/** What a code looks like once normalised: letters, digits, '-' and '_', 3 to 40 of them, upper case. */
const CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/

/** 'verano-10 ' → 'VERANO-10'; null when it cannot be a code. */
export function normalizeCode(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const code = input.trim().toUpperCase()
  return CODE_PATTERN.test(code) ? code : null
}

export type CodeRefusal =
  'unknown' | 'inactive' | 'not-yet' | 'expired' | 'used-up' | 'already-used' | 'not-applicable' | 'needs-identity'

/** The buyer's message for each reason a code fails (es-ES). */
export const CODE_MESSAGES: Record<CodeRefusal, string> = {
  unknown: 'Ese código no existe. Revisa que esté bien escrito.',
  inactive: 'Ese código ya no está activo.',
  'not-yet': 'Ese código todavía no es válido.',
  expired: 'Ese código ha caducado.',
  'used-up': 'Ese código ya se ha usado el máximo de veces permitido.',
  'already-used': 'Ya has usado este código en otra compra: solo se puede usar una vez por cliente.',
  'not-applicable': 'Ese código no se aplica a este producto.',
  'needs-identity':
    'Este código solo se puede usar una vez por cliente: inicia sesión (o abre tu enlace de acceso) para aplicarlo.',
}

export type PromotionRule = Pick<
  PromotionCode,
  | 'code'
  | 'active'
  | 'kind'
  | 'percentOff'
  | 'amountOff'
  | 'appliesTo'
  | 'module'
  | 'validFrom'
  | 'validUntil'
  | 'maxUses'
  | 'oncePerCustomer'
  | 'uses'
>

/** What is being bought: the complete course, or one module (its id). */
export interface PromotionProduct {
  productType: 'complete' | 'module'
  moduleId?: number | null
}

/** Whether the code covers this product: everything, the complete course, or one module. */
export function appliesTo(rule: Pick<PromotionRule, 'appliesTo' | 'module'>, product: PromotionProduct): boolean {
  if (rule.appliesTo === 'all') return true
  if (rule.appliesTo === 'complete') return product.productType === 'complete'
  return (
    product.productType === 'module' &&
    product.moduleId != null &&
    Number(idOf(rule.module)) === Number(product.moduleId)
  )
}

/** The code's validity on this day in Spain ('YYYY-MM-DD' comparisons of Madrid days). */
export function validityIssue(
  rule: Pick<PromotionRule, 'validFrom' | 'validUntil'>,
  now: Date,
): 'not-yet' | 'expired' | null {
  const today = isoDay(now)
  if (rule.validFrom && today < isoDay(rule.validFrom)) return 'not-yet'
  if (rule.validUntil && today > isoDay(rule.validUntil)) return 'expired'
  return null
}

/**
 * Why this code cannot be used for this product now, or null. `customer` is the buyer's e-mail when
 * known (account or guest link); the limits on uses are checked here for the message and again,
 * atomically, when a use is reserved.
 */
export function codeIssue(
  rule: PromotionRule | null,
  ctx: { product: PromotionProduct; now: Date; customer: string | null; usedByCustomer?: boolean },
): CodeRefusal | null {
  if (!rule) return 'unknown'
  if (!rule.active) return 'inactive'
  const dates = validityIssue(rule, ctx.now)
  if (dates) return dates
  if (!appliesTo(rule, ctx.product)) return 'not-applicable'
  if (rule.maxUses && (rule.uses ?? 0) >= rule.maxUses) return 'used-up'
  if (rule.oncePerCustomer && !ctx.customer) return 'needs-identity'
  if (rule.oncePerCustomer && ctx.usedByCustomer) return 'already-used'
  return null
}

/**
 * The discount on an amount (cents): a percentage rounded half up to the cent, or a fixed amount; never
 * more than keeps the total at the minimum charge (an amount already at or below it gets no discount).
 */
export function discountFor(
  rule: Pick<PromotionRule, 'kind' | 'percentOff' | 'amountOff'>,
  amount: number,
): { discount: number; total: number } {
  const raw = rule.kind === 'percent' ? Math.floor((amount * (rule.percentOff ?? 0) + 50) / 100) : (rule.amountOff ?? 0)
  const discount = Math.max(0, Math.min(raw, amount - MIN_PRICE_CENTS))
  return { discount, total: amount - discount }
}

/** '10 %' or '5 €' off, for the admin and the buyer. */
export function describeDiscount(
  rule: Pick<PromotionRule, 'kind' | 'percentOff' | 'amountOff'>,
  format: (cents: number) => string,
): string {
  return rule.kind === 'percent' ? `${rule.percentOff ?? 0} %` : format(rule.amountOff ?? 0)
}

/** Why an editor's code cannot be saved, or null (the collection's validation). */
export function promotionRuleIssue(data: Partial<PromotionRule>): string | null {
  if (!normalizeCode(data.code))
    return 'El código debe tener de 3 a 40 letras, números, guiones o guiones bajos (sin espacios).'
  if (data.kind === 'percent') {
    const p = data.percentOff
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 1 || p > 100)
      return 'Indica un porcentaje entero entre 1 y 100.'
  } else if (data.kind === 'amount') {
    const a = data.amountOff
    if (typeof a !== 'number' || !Number.isInteger(a) || a < 1)
      return 'Indica el importe del descuento en euros, p. ej. 5 o 2,50.'
  } else {
    return 'Elige el tipo de descuento: porcentaje o importe fijo.'
  }
  if (data.appliesTo === 'module' && !idOf(data.module)) return 'Elige el módulo al que se aplica el código.'
  if (data.validFrom && data.validUntil && isoDay(data.validFrom) > isoDay(data.validUntil))
    return 'La fecha «Válido hasta» no puede ser anterior a «Válido desde».'
  if (data.maxUses !== null && data.maxUses !== undefined && (!Number.isInteger(data.maxUses) || data.maxUses < 1))
    return 'El máximo de usos debe ser un número entero mayor que 0 (o déjalo vacío).'
  return null
}

/** The title of every refusal of a code (the checkout shows these next to the code field). */
export const CODE_REFUSED_TITLE = 'Código no válido'
