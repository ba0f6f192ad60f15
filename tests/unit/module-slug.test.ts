import { describe, expect, it } from 'vitest'

import { parseCheckoutParams } from '@/commerce/checkout-selection'
import { checkoutRequest } from '@/commerce/checkout'
import { isModuleSlug, isPaidModuleSlug, MODULE_SLUG_MESSAGE, validateModuleSlug } from '@/content/module-slug'
import { Modules } from '../../collections/Modules'

describe('the module slug rule', () => {
  it('a module slug is f and one digit; f0 is the free introduction', () => {
    for (const slug of ['f0', 'f1', 'f6', 'f9']) expect(isModuleSlug(slug)).toBe(true)
    for (const slug of ['F3', 'f10', 'f', 'x3', ' f3', 'f3/', 'autoridad-generativa', '', null, 3])
      expect(isModuleSlug(slug)).toBe(false)
    expect(isPaidModuleSlug('f0')).toBe(false)
    expect(isPaidModuleSlug('f3')).toBe(true)
  })

  it('the modules collection validates its slug with it, in Spanish, and ties it to the code', () => {
    const row = Modules.fields.find((f) => f.type === 'row' && f.fields.some((c) => 'name' in c && c.name === 'slug'))
    const slug = row && 'fields' in row ? row.fields.find((c) => 'name' in c && c.name === 'slug') : undefined
    const validate =
      slug && 'validate' in slug ? (slug.validate as (v: unknown, o: object) => true | string) : undefined
    expect(validate?.('f2', { siblingData: { code: 'F2' } })).toBe(true)
    expect(validate?.('autoridad-generativa', { siblingData: { code: 'F2' } })).toBe(MODULE_SLUG_MESSAGE)
    expect(validateModuleSlug('f3', { siblingData: { code: 'F3' } })).toBe(true)
    expect(validateModuleSlug('f4', { siblingData: { code: 'F3' } })).toBe(MODULE_SLUG_MESSAGE)
    expect(validateModuleSlug('autoridad-generativa', {})).toBe(MODULE_SLUG_MESSAGE)
    expect(MODULE_SLUG_MESSAGE).toMatch(/minúsculas/)
  })

  it('the checkout body and the checkout page follow the same rule', () => {
    expect(
      checkoutRequest.safeParse({ productType: 'module', module: ' F3 ', acceptTerms: true, withdrawalConsent: true })
        .success,
    ).toBe(true)
    expect(
      checkoutRequest.safeParse({ productType: 'module', module: 'f10', acceptTerms: true, withdrawalConsent: true })
        .success,
    ).toBe(false)
    expect(parseCheckoutParams({ module: 'f3' }, ['f3']).module).toBe('f3')
    expect(parseCheckoutParams({ module: 'f0' }, ['f0']).module).toBe(null)
  })
})
