import { fromPriceCents, purchasable } from '@/content/prices'
import type { Module, PricingPlan } from '@/payload-types'

import { PlanCard } from './PlanCard'

/**
 * The pricing plans. A single module costs what each module costs in the CMS ("desde" when they differ);
 * the complete course has its own price and reference price.
 */
export function PricingPlans({ plans, modules }: { plans: PricingPlan[]; modules: Module[] }) {
  const modulePrices = new Set(purchasable(modules).map((m) => m.price))
  const moduleFrom = fromPriceCents(modules)
  return (
    <ul className="grid gap-6 pt-3 md:grid-cols-2">
      {plans.map((plan) => {
        const single = plan.slug === 'single-module'
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            priceCents={single ? (moduleFrom ?? plan.price) : plan.price}
            from={single && modulePrices.size > 1}
          />
        )
      })}
    </ul>
  )
}
