import { describe, expect, it } from 'vitest'

import {
  CHECKOUT_MESSAGES,
  checkoutBody,
  checkoutErrorToast,
  checkoutPath,
  parseCheckoutParams,
  payDisabled,
  selectionIssue,
  type SelectionModule,
} from '@/commerce/checkout-selection'

const ON_SALE = ['f1', 'f2', 'f3', 'f4', 'f5']
const selectable: SelectionModule[] = [
  { slug: 'f1', code: 'F1', title: 'Fundamentos GEO' },
  { slug: 'f2', code: 'F2', title: 'Contexto Semántico' },
  { slug: 'f3', code: 'F3', title: 'Autoridad Generativa' },
]

describe('parseCheckoutParams', () => {
  it('preselects what the site links ask for', () => {
    expect(parseCheckoutParams({ type: 'complete' }, ON_SALE)).toEqual({ plan: 'complete', module: null })
    expect(parseCheckoutParams({ plan: 'complete' }, ON_SALE)).toEqual({ plan: 'complete', module: null })
    expect(parseCheckoutParams({ type: 'module' }, ON_SALE)).toEqual({ plan: 'module', module: null })
    expect(parseCheckoutParams({ type: 'module', module: 'f1' }, ON_SALE)).toEqual({ plan: 'module', module: 'f1' })
    expect(parseCheckoutParams({ module: 'f3' }, ON_SALE)).toEqual({ plan: 'module', module: 'f3' })
    expect(parseCheckoutParams({ module: ' F2 ' }, ON_SALE)).toEqual({ plan: 'module', module: 'f2' })
  })

  it('an explicit complete course wins over a module, which stays remembered', () => {
    expect(parseCheckoutParams({ plan: 'complete', module: 'f2' }, ON_SALE)).toEqual({ plan: 'complete', module: 'f2' })
    expect(parseCheckoutParams({ type: 'complete', module: 'f9' }, ON_SALE)).toEqual({ plan: 'complete', module: null })
  })

  it('ignores everything else', () => {
    const nothing = { plan: null, module: null }
    expect(parseCheckoutParams({}, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ type: 'zzz' }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ type: '<script>alert(1)</script>' }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ plan: '<script>' }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ module: 'f9' }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ module: 'f6' }, ON_SALE)).toEqual(nothing) // coming soon: not on sale
    expect(parseCheckoutParams({ module: 'f0' }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ module: '../f1' }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ 'module[]': 'x' }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ module: ['f1', 'f2'] }, ON_SALE)).toEqual(nothing)
    expect(parseCheckoutParams({ type: ['complete'] }, ON_SALE)).toEqual(nothing)
    // a module on sale is only one the catalogue says is on sale
    expect(parseCheckoutParams({ module: 'f5' }, ['f1'])).toEqual(nothing)
    // an unknown module keeps an explicit single-module plan
    expect(parseCheckoutParams({ type: 'module', module: 'f9' }, ON_SALE)).toEqual({ plan: 'module', module: null })
  })
})

describe('selectionIssue and the pay button', () => {
  const guest = { selectable, owned: null }

  it('asks for a plan, then for a module', () => {
    const noPlan = selectionIssue({ plan: null, module: null }, guest)
    expect(noPlan).toEqual({
      kind: 'plan',
      title: 'Selecciona un plan',
      message: 'Debes seleccionar un plan antes de continuar.',
    })
    const noModule = selectionIssue({ plan: 'module', module: null }, guest)
    expect(noModule).toEqual({
      kind: 'module',
      title: 'Selecciona un módulo',
      message: 'Debes seleccionar un módulo específico.',
    })
    expect(selectionIssue({ plan: 'module', module: 'f6' }, guest)?.kind).toBe('module')
    expect(payDisabled(noPlan, false)).toBe(true)
    expect(payDisabled(noModule, false)).toBe(true)
  })

  it('lets a guest pay any valid selection (ownership is checked for accounts only)', () => {
    expect(selectionIssue({ plan: 'complete', module: null }, guest)).toBeNull()
    expect(selectionIssue({ plan: 'module', module: 'f2' }, guest)).toBeNull()
    expect(payDisabled(null, false)).toBe(false)
    expect(payDisabled(null, true)).toBe(true)
  })

  it('tells an owner they already have the module or everything', () => {
    const ownsF2 = { selectable, owned: ['f2'] }
    expect(selectionIssue({ plan: 'module', module: 'f2' }, ownsF2)).toEqual({
      kind: 'owned',
      title: 'Ya tienes acceso',
      message: 'Ya tienes acceso al módulo F2: Contexto Semántico.',
    })
    expect(selectionIssue({ plan: 'module', module: 'f1' }, ownsF2)).toBeNull()
    expect(selectionIssue({ plan: 'complete', module: null }, ownsF2)).toBeNull()

    const ownsAll = { selectable, owned: ['f1', 'f2', 'f3'] }
    const issue = selectionIssue({ plan: 'complete', module: null }, ownsAll)
    expect(issue).toEqual({ kind: 'owned', ...CHECKOUT_MESSAGES.ownsAll })
    expect(issue?.message).toBe('Ya tienes acceso completo a todos los módulos disponibles.')
    // the pay button stays enabled: clicking it explains why nothing is charged
    expect(payDisabled(issue, false)).toBe(false)
    // a signed-in account with no modules, and an empty catalogue, never "own everything"
    expect(selectionIssue({ plan: 'complete', module: null }, { selectable, owned: [] })).toBeNull()
    expect(selectionIssue({ plan: 'complete', module: null }, { selectable: [], owned: [] })).toBeNull()
  })
})

describe('request and answers', () => {
  it('sends the endpoint its body, with the consent', () => {
    expect(checkoutBody({ plan: 'complete', module: 'f2' })).toEqual({
      productType: 'complete',
      acceptTerms: true,
      withdrawalConsent: true,
    })
    expect(checkoutBody({ plan: 'module', module: 'f2' })).toEqual({
      productType: 'module',
      module: 'f2',
      acceptTerms: true,
      withdrawalConsent: true,
    })
  })

  it('builds the way back after signing in', () => {
    expect(checkoutPath({ plan: null, module: null })).toBe('/checkout')
    expect(checkoutPath({ plan: 'complete', module: 'f1' })).toBe('/checkout?plan=complete')
    expect(checkoutPath({ plan: 'module', module: null })).toBe('/checkout?type=module')
    expect(checkoutPath({ plan: 'module', module: 'f3' })).toBe('/checkout?type=module&module=f3')
  })

  it('turns a refusal into the toast', () => {
    expect(
      checkoutErrorToast({ title: 'Ya tienes acceso', error: 'Ya tienes acceso al módulo F2: Contexto Semántico.' }),
    ).toEqual({
      title: 'Ya tienes acceso',
      message: 'Ya tienes acceso al módulo F2: Contexto Semántico.',
    })
    expect(checkoutErrorToast({ title: 'Error', error: 'No se pudo crear la sesión de checkout' })).toEqual({
      title: 'Error al procesar el pago',
      message: 'No se pudo crear la sesión de checkout',
    })
    expect(checkoutErrorToast(null)).toEqual({
      title: 'Error al procesar el pago',
      message: 'Ha ocurrido un error inesperado.',
    })
    expect(checkoutErrorToast('<html>')).toEqual({
      title: 'Error al procesar el pago',
      message: 'Ha ocurrido un error inesperado.',
    })
  })
})
