import { formatEuros } from '@/content/money'
import type { PricingPlan } from '@/payload-types'

import { RefreshAccessButton } from './RefreshAccessButton'
import { LinkButton } from '@/components/ui/Button'

/**
 * No premium module yet: the two offers at their CMS prices (the complete course, and single modules
 * "desde" the cheapest module) and a way to refresh access after a purchase.
 */
export function EmptyState({
  complete,
  single,
  moduleCount,
  fromCents,
}: {
  complete: PricingPlan | null
  single: PricingPlan | null
  moduleCount: number
  fromCents: number | null
}) {
  const savings =
    complete?.referencePrice && complete.referencePrice > complete.price ? complete.referencePrice - complete.price : 0
  return (
    <section
      aria-labelledby="vacio-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="empty-state"
    >
      <span aria-hidden="true" className="grid h-12 w-12 place-items-center rounded-xl bg-blue-50 text-blue-700">
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
        </svg>
      </span>
      <h2 id="vacio-title" className="mt-4 text-xl font-semibold text-slate-900">
        Aún no tienes contenido premium
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        Desbloquea un módulo o el curso completo para leer todo su contenido online y descargar su guía en PDF.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {complete && (
          <li className="flex flex-col rounded-xl border-2 border-blue-700 p-5" data-testid="offer-complete">
            <p className="text-sm font-semibold text-blue-800">{complete.name}</p>
            <p className="mt-2 flex flex-wrap items-baseline gap-2">
              <span className="text-3xl font-bold text-slate-900">{formatEuros(complete.price)}</span>
              {savings > 0 && complete.referencePrice && (
                <>
                  {' '}
                  <span className="text-slate-500 line-through">
                    <span className="sr-only">Antes </span>
                    {formatEuros(complete.referencePrice)}
                  </span>{' '}
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
                    Ahorra {formatEuros(savings)}
                  </span>
                </>
              )}
            </p>
            <p className="mt-2 text-sm text-slate-700">
              Los {moduleCount} módulos disponibles y sus guías en PDF, con acceso sin caducidad.
            </p>
            <div className="mt-auto pt-5">
              <LinkButton href="/checkout?type=complete" className="w-full">
                {complete.cta}
              </LinkButton>
            </div>
          </li>
        )}
        {fromCents !== null && (
          <li className="flex flex-col rounded-xl border border-slate-200 p-5" data-testid="offer-module">
            <p className="text-sm font-semibold text-slate-700">{single?.name ?? 'Módulo individual'}</p>
            <p className="mt-2 flex items-baseline gap-2">
              <span className="text-sm text-slate-600">desde</span>{' '}
              <span className="text-3xl font-bold text-slate-900">{formatEuros(fromCents)}</span>
            </p>
            <p className="mt-2 text-sm text-slate-700">Elige solo el módulo que necesitas ahora, con su guía en PDF.</p>
            <div className="mt-auto pt-5">
              <LinkButton href="/checkout?type=module" variant="secondary" className="w-full">
                {single?.cta ?? 'Elegir módulo'}
              </LinkButton>
            </div>
          </li>
        )}
      </ul>
      <p className="mt-6 text-sm text-slate-700">
        ¿Acabas de comprar y no ves tu módulo? <RefreshAccessButton variant="link" />. Si compraste sin cuenta, abre el
        enlace de acceso que te enviamos por email para añadir la compra a tu cuenta.
      </p>
    </section>
  )
}
