import { savingsCents } from '@/content/prices'
import { formatEuros } from '@/content/money'
import { CheckIcon } from '@/components/ui/CheckIcon'
import type { PricingPlan } from '@/payload-types'

import { PersonalOffer } from './PersonalOffer'
import { LinkButton } from '@/components/ui/Button'

/** A pricing plan: price (with reference price and saving when there is one), features and its call to action. */
export function PlanCard({
  plan,
  priceCents,
  from = false,
}: {
  plan: PricingPlan
  priceCents: number
  from?: boolean
}) {
  const savings = savingsCents(plan)
  return (
    <li
      className={`relative flex flex-col rounded-xl border bg-white p-6 shadow-sm sm:p-8 ${plan.popular ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200'}`}
      data-plan={plan.slug}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-6 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">
          Recomendado
        </p>
      )}
      <h3 className="text-xl font-semibold text-slate-900">{plan.name}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-4xl font-bold text-slate-900" data-testid="plan-price">
          {from && <span className="text-base font-medium text-slate-700">desde </span>}
          {formatEuros(priceCents)}
        </span>
        {!!plan.referencePrice && savings > 0 && (
          <>
            <span className="text-lg text-slate-600 line-through" data-testid="plan-reference-price">
              <span className="sr-only">Precio de referencia: </span>
              {formatEuros(plan.referencePrice)}
            </span>
            <span
              className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800"
              data-testid="plan-savings"
            >
              Ahorra {formatEuros(savings)}
            </span>
          </>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">Pago único</p>
      {plan.slug === 'complete-course' && <PersonalOffer />}
      <p className="mt-4 leading-relaxed text-slate-700">{plan.description}</p>
      {!!plan.features?.length && (
        <ul className="mt-5 flex-1 space-y-2 text-slate-700">
          {plan.features.map((f) => (
            <li key={f.id ?? f.feature} className="flex gap-2">
              <CheckIcon className="mt-1 h-4 w-4 shrink-0 fill-blue-700" />
              {f.feature}
            </li>
          ))}
        </ul>
      )}
      <LinkButton href={plan.link} variant={plan.popular ? 'primary' : 'secondary'} size="lg" className="mt-6">
        {plan.cta}
      </LinkButton>
    </li>
  )
}
