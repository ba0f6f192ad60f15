import { describe, expect, it } from 'vitest'

import { formatEuros } from '@/content/money'
import { priceImpact } from '@/editorial/price-impact'

/** e('12,50 €') as the site writes it (a no-break space before €). */
const e = (text: string) => formatEuros(Math.round(Number(text.replace(' €', '').replace(',', '.')) * 100))

const modules = [
  { id: 1, code: 'F0' as const, price: 0, free: true, comingSoon: false },
  { id: 2, code: 'F1' as const, price: 1000, free: false, comingSoon: false },
  { id: 3, code: 'F2' as const, price: 1000, free: false, comingSoon: false },
  { id: 7, code: 'F6' as const, price: 1000, free: false, comingSoon: true },
]
const plans = [
  { slug: 'complete-course' as const, price: 5000, referencePrice: 6000 },
  { slug: 'single-module' as const, price: 1000, referencePrice: null },
]
const byLabel = (lines: ReturnType<typeof priceImpact>) =>
  Object.fromEntries(lines.map((l) => [l.label.replace(/ \(.*\)$/, ''), [l.before, l.after, l.changed]]))

describe('price impact', () => {
  it('recomputes «Ahorra» when the complete course price changes', () => {
    const lines = byLabel(
      priceImpact({ kind: 'plan', slug: 'complete-course', price: 4500, referencePrice: 6000 }, modules, plans),
    )
    expect(lines['Curso completo']).toEqual([e('50 €'), e('45 €'), true])
    expect(lines['«Ahorra» junto al precio tachado']).toEqual([e('10 €'), e('15 €'), true])
  })

  it('says when the bundle costs more than the modules one by one', () => {
    const [, , singles] = priceImpact(
      { kind: 'plan', slug: 'complete-course', price: 2370, referencePrice: 6000 },
      modules,
      plans,
    )
    expect(singles.label).toContain(e('20 €'))
    expect([singles.before, singles.after]).toEqual([`${e('30 €')} más caro`, `${e('3,70 €')} más caro`])
  })

  it('says when «Ahorra» is not shown (no reference price)', () => {
    const lines = byLabel(
      priceImpact({ kind: 'plan', slug: 'complete-course', price: 5000, referencePrice: null }, modules, plans),
    )
    expect(lines['«Ahorra» junto al precio tachado']).toEqual([e('10 €'), 'no se muestra', true])
    expect(lines['Curso completo']).toEqual([e('50 €'), e('50 €'), false])
  })

  it('shows a module price change on the sum of modules and «desde», with the bundle unchanged', () => {
    const lines = priceImpact(
      { kind: 'module', id: 3, code: 'F2', price: 1250, free: false, comingSoon: false },
      modules,
      plans,
    )
    const map = byLabel(lines)
    expect(map['F2 suelto']).toEqual([e('10 €'), e('12,50 €'), true])
    expect(map['Suma de los módulos sueltos']).toEqual([e('20 €'), e('22,50 €'), true])
    expect(map['«Desde» en las páginas del curso']).toEqual([e('10 €'), e('10 €'), false])
    expect(map['Curso completo']).toEqual([e('50 €'), e('50 €'), false])
    expect(map['«Ahorra» del curso completo']).toEqual([e('10 €'), e('10 €'), false])
  })

  it('leaves modules not on sale out of the sums', () => {
    const map = byLabel(
      priceImpact({ kind: 'module', id: 7, code: 'F6', price: 2000, free: false, comingSoon: true }, modules, plans),
    )
    expect(map['Suma de los módulos sueltos']).toEqual([e('20 €'), e('20 €'), false])
  })
})
