import { completePlan, fromPriceCents, purchasable, savingsCents } from '@/content/prices'
import { formatEuros } from '@/content/money'
import type { Module, PricingPlan } from '@/payload-types'

/**
 * What a price edit affects, shown to the editor beside the price fields before saving
 * (src/components/admin/PriceImpact.tsx): the figures the site and the checkout derive from that price,
 * as published now and as they will be once this edit is published. Pure: the admin component feeds
 * it the published modules and plans and the values in the form.
 */

type ModuleFigures = Pick<Module, 'id' | 'code' | 'price' | 'free' | 'comingSoon'>
type PlanFigures = Pick<PricingPlan, 'slug' | 'price' | 'referencePrice'>

export type EditedDocument =
  | { kind: 'plan'; slug: string; price: number | null; referencePrice: number | null }
  | { kind: 'module'; id: number | null; code: string; price: number | null; free: boolean; comingSoon: boolean }

export interface ImpactLine {
  label: string
  before: string
  after: string
  changed: boolean
}

const euros = (cents: number | null | undefined) => (typeof cents === 'number' && cents >= 0 ? formatEuros(cents) : '—')
const sum = (modules: ModuleFigures[]) => purchasable(modules as Module[]).reduce((total, m) => total + m.price, 0)
const line = (label: string, before: string, after: string): ImpactLine => ({
  label,
  before,
  after,
  changed: before !== after,
})
/** What the bundle saves against buying the modules one by one (or how much more it costs). */
const againstSingles = (singles: number, bundle: number | null | undefined) => {
  if (typeof bundle !== 'number') return '—'
  const saved = singles - bundle
  return saved >= 0 ? formatEuros(saved) : `${formatEuros(-saved)} más caro`
}
const savingsText = (plan: Pick<PlanFigures, 'price' | 'referencePrice'> | null) =>
  plan?.referencePrice ? euros(savingsCents(plan)) : 'no se muestra'

export function priceImpact(edit: EditedDocument, modules: ModuleFigures[], plans: PlanFigures[]): ImpactLine[] {
  const complete = completePlan(plans as PricingPlan[])
  if (edit.kind === 'plan') {
    const published = plans.find((p) => p.slug === edit.slug) ?? null
    const edited = { slug: edit.slug, price: edit.price ?? 0, referencePrice: edit.referencePrice }
    if (edit.slug !== 'complete-course') {
      return [
        line('Precio que muestra el plan', euros(published?.price), euros(edit.price)),
        line('Precio que se cobra por módulo', 'el de cada módulo', 'el de cada módulo'),
      ]
    }
    const modulesSum = sum(modules)
    return [
      line('Curso completo (se cobra en el checkout)', euros(published?.price), euros(edit.price)),
      line('«Ahorra» junto al precio tachado', savingsText(published), savingsText(edited)),
      line(
        `Ahorro frente a los módulos sueltos (suma ${euros(modulesSum)})`,
        againstSingles(modulesSum, published?.price),
        againstSingles(modulesSum, edit.price),
      ),
    ]
  }
  const publishedSelf = modules.find((m) => m.id === edit.id)
  const edited: ModuleFigures = {
    id: edit.id ?? -1,
    code: edit.code as Module['code'],
    price: edit.price ?? 0,
    free: edit.free,
    comingSoon: edit.comingSoon,
  }
  const after = [...modules.filter((m) => m.id !== edit.id), edited]
  return [
    line(
      `${edit.code} suelto (se cobra en el checkout)`,
      publishedSelf ? euros(publishedSelf.price) : '—',
      euros(edit.price),
    ),
    line(
      '«Desde» en las páginas del curso',
      euros(fromPriceCents(modules as Module[])),
      euros(fromPriceCents(after as Module[])),
    ),
    line('Suma de los módulos sueltos', euros(sum(modules)), euros(sum(after))),
    line('Curso completo (no cambia)', euros(complete?.price), euros(complete?.price)),
    line('«Ahorra» del curso completo (no cambia)', savingsText(complete), savingsText(complete)),
  ]
}
