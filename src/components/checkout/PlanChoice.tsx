import type { ReactNode } from 'react'

import type { PlanChoice as Plan, Selection } from '@/commerce/checkout-selection'

import type { CheckoutModuleView, CheckoutPlanView } from './types'

interface PlanChoiceProps {
  complete: CheckoutPlanView | null
  single: (CheckoutPlanView & { from: boolean }) | null
  modules: CheckoutModuleView[]
  owned: string[] | null
  selection: Selection
  choosePlan: (plan: Plan) => void
  chooseModule: (module: string) => void
}

/** «1. Elige tu plan» (complete course or one module) and, for one module, «2. Elige el módulo». */
export function PlanChoice({ complete, single, modules, owned, selection, choosePlan, chooseModule }: PlanChoiceProps) {
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="text-xl font-semibold text-slate-900">1. Elige tu plan</legend>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {complete && (
            <RadioCard
              name="plan"
              value="complete"
              checked={selection.plan === 'complete'}
              onChange={() => choosePlan('complete')}
              testId="plan-complete"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold text-slate-900">{complete.name}</span>
                {complete.popular && (
                  <span className="rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                    Recomendado
                  </span>
                )}
              </span>
              <span className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <span className="text-3xl font-bold text-slate-900">{complete.price}</span>
                {complete.referencePrice && (
                  <s className="text-base text-slate-600">
                    <span className="sr-only">Precio de referencia: </span>
                    {complete.referencePrice}
                  </s>
                )}
                {complete.savings && (
                  <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">
                    Ahorra {complete.savings}
                  </span>
                )}
              </span>
              {complete.upgrade && (
                <span className="mt-2 block text-sm font-medium text-emerald-800" data-testid="upgrade-credit">
                  Precio del curso <s>{complete.upgrade.listPrice}</s>, menos {complete.upgrade.credit} que ya pagaste
                  por tus módulos
                </span>
              )}
              <span className="mt-2 block text-sm leading-relaxed text-slate-700">{complete.description}</span>
            </RadioCard>
          )}
          {single && (
            <RadioCard
              name="plan"
              value="module"
              checked={selection.plan === 'module'}
              onChange={() => choosePlan('module')}
              testId="plan-module"
            >
              <span className="text-lg font-semibold text-slate-900">{single.name}</span>
              <span className="mt-2 flex items-baseline gap-1.5">
                {single.from && <span className="text-base font-medium text-slate-700">desde</span>}
                <span className="text-3xl font-bold text-slate-900">{single.price}</span>
              </span>
              <span className="mt-2 block text-sm leading-relaxed text-slate-700">{single.description}</span>
            </RadioCard>
          )}
        </div>
      </fieldset>

      {selection.plan === 'module' && (
        <fieldset>
          <legend className="text-xl font-semibold text-slate-900">2. Elige el módulo</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {modules.map((m) => {
              const isOwned = owned?.includes(m.slug) ?? false
              return (
                <RadioCard
                  key={m.slug}
                  name="module"
                  value={m.slug}
                  checked={selection.module === m.slug && !m.comingSoon}
                  disabled={m.comingSoon}
                  onChange={() => chooseModule(m.slug)}
                  testId={`module-${m.slug}`}
                  compact
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="rounded-md bg-blue-50 px-2 py-0.5 text-sm font-bold text-blue-800">{m.code}</span>
                    {m.comingSoon ? (
                      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                        Próximamente
                      </span>
                    ) : (
                      <span className="text-sm font-semibold text-slate-900">{m.price}</span>
                    )}
                    {isOwned && (
                      <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                        Ya lo tienes
                      </span>
                    )}
                  </span>
                  <span className="mt-1.5 block font-semibold text-slate-900">{m.title}</span>
                  <span className="mt-1 line-clamp-3 text-sm text-slate-600">{m.description}</span>
                </RadioCard>
              )
            })}
          </div>
        </fieldset>
      )}
    </div>
  )
}

function RadioCard({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  testId,
  compact = false,
  children,
}: {
  name: string
  value: string
  checked: boolean
  disabled?: boolean
  onChange: () => void
  testId: string
  compact?: boolean
  children: ReactNode
}) {
  return (
    <label
      data-testid={testId}
      className={`flex h-full gap-3 rounded-xl border bg-white shadow-sm transition-colors ${compact ? 'p-4' : 'p-5'} ${
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-75'
          : checked
            ? 'cursor-pointer border-blue-700 ring-1 ring-blue-700'
            : 'cursor-pointer border-slate-200 hover:border-slate-400'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1.5 h-4 w-4 shrink-0 accent-blue-700"
      />
      <span className="flex min-w-0 flex-1 flex-col">{children}</span>
    </label>
  )
}
