/**
 * The module slug rule, written once: a module's slug is its code in lower case ('F3' → 'f3'), so
 * its page is /curso/f3. The collection validates it; the proxy, the checkout and the downloads only
 * accept slugs that follow it. F0 is the free introduction; every other module is paid.
 */

const MODULE_SLUG = /^f[0-9]$/

export const FREE_MODULE_SLUG = 'f0'

export const isModuleSlug = (value: unknown): value is string => typeof value === 'string' && MODULE_SLUG.test(value)

/** A module that is sold (every one but the free introduction). */
export const isPaidModuleSlug = (value: unknown): value is string => isModuleSlug(value) && value !== FREE_MODULE_SLUG

/** The slug a module with this code must have. */
export const moduleSlugFor = (code: string) => code.trim().toLowerCase()

export const MODULE_SLUG_MESSAGE = 'El slug de un módulo es su código en minúsculas (p. ej. «f3» para F3).'

/** Payload field validation for the `modules` collection: the rule, and the slug matches the code. */
export function validateModuleSlug(value: unknown, options: { siblingData?: { code?: unknown } }): true | string {
  if (!isModuleSlug(value)) return MODULE_SLUG_MESSAGE
  const code = options.siblingData?.code
  if (typeof code === 'string' && code && moduleSlugFor(code) !== value) return MODULE_SLUG_MESSAGE
  return true
}
