import Link from 'next/link'

import { savingsCents } from '@/content/prices'
import { formatEuros } from '@/content/money'
import type { Module, PricingPlan } from '@/payload-types'

import { moduleName } from '@/content/labels'
import { LinkButton } from '@/components/ui/Button'

/** Anchor and table-of-contents entry of the teaser. */
export const lockedTeaserAnchor = { id: 'contenido-completo', title: 'Contenido completo' }

/** What a known visitor owns (slugs), and whether they bought the complete course. */
export interface ModuleViewer {
  owned: string[]
  completeCourse: boolean
  /** what the complete course costs them, when the modules they paid for bring it down (src/commerce/upgrade-credit.ts) */
  upgrade?: { amount: number; credit: number } | null
}

/**
 * What a paid module adds to its public preview: the sections read so far, how many full sections the
 * module has, and how to unlock them (the module alone, or the complete course). Nobody is offered what
 * they already have: the complete course's buyers are told a coming module is theirs on release, and
 * owners of every module on sale are not offered the complete course.
 */
export function LockedTeaser({
  module,
  complete,
  viewer,
  ownsProgramme = false,
}: {
  module: Module
  complete: PricingPlan | null
  viewer?: ModuleViewer
  ownsProgramme?: boolean
}) {
  const previews = module.previewSections ?? []
  const savings = savingsCents(complete)
  const included = Boolean(module.comingSoon && viewer?.completeCourse)
  const offerComplete = Boolean(complete) && !included && !ownsProgramme
  return (
    <section
      id={lockedTeaserAnchor.id}
      aria-labelledby={`${lockedTeaserAnchor.id}-title`}
      className="scroll-mt-24 rounded-xl border border-blue-200 bg-gradient-to-b from-blue-50 to-white p-6 sm:p-8"
      data-testid="locked-teaser"
    >
      <p className="text-sm font-semibold text-blue-800">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-1 inline h-4 w-4 fill-current align-[-2px]">
          <path d="M10 2a4 4 0 0 0-4 4v2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-1V6a4 4 0 0 0-4-4Zm2 6H8V6a2 2 0 1 1 4 0v2Z" />
        </svg>
        {lockedTeaserAnchor.title}
      </p>
      <h2 id={`${lockedTeaserAnchor.id}-title`} className="mt-2 text-2xl font-bold tracking-tight text-slate-900">
        {moduleName(module)}
      </h2>
      {previews.length > 0 && (
        <>
          <p className="mt-4 text-slate-700">Incluido en la vista previa gratuita:</p>
          <ul className="mt-2 space-y-1 text-slate-800">
            {previews.map((s) => (
              <li key={s.anchor} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700">
                  ✓
                </span>
                {s.title}
              </li>
            ))}
          </ul>
        </>
      )}
      {!!module.fullSectionCount && (
        <p className="mt-4 font-semibold text-slate-900" data-testid="full-section-count">
          El módulo completo incluye {module.fullSectionCount} secciones más, con su guía en PDF.
        </p>
      )}
      {included ? (
        <p className="mt-4 font-medium text-slate-800" data-testid="included-in-course">
          <span className="mr-2 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
            Incluido en tu curso
          </span>
          Ya es tuyo con el curso completo: podrás leerlo aquí y descargar su guía en cuanto se publique.
        </p>
      ) : module.comingSoon ? (
        <p className="mt-4 text-slate-700">
          <span className="mr-2 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            Próximamente
          </span>
          Este módulo todavía no se vende por separado.
          {offerComplete && ' Si compras el curso completo, se añadirá a tu acceso en cuanto se publique.'}
        </p>
      ) : (
        <LinkButton
          href={`/checkout?type=module&module=${module.slug}`}
          size="lg"
          className="mt-6"
          data-testid="unlock-module"
        >
          Desbloquear {module.code} por {formatEuros(module.price)}
        </LinkButton>
      )}
      {offerComplete && complete && (
        <p className="mt-4 text-slate-700">
          {module.comingSoon
            ? 'Inclúyelo ya con el '
            : viewer?.upgrade
              ? 'O completa el curso: '
              : 'O consigue todos los módulos con el '}
          <Link
            href="/checkout?type=complete"
            className="font-semibold text-blue-800 underline underline-offset-2"
            data-testid="offer-complete-link"
          >
            {complete.name.toLowerCase()} por {formatEuros(viewer?.upgrade?.amount ?? complete.price)}
          </Link>
          {viewer?.upgrade
            ? ` (${formatEuros(complete.price)} menos ${formatEuros(viewer.upgrade.credit)} que ya pagaste por tus módulos)`
            : savings > 0 && ` (ahorras ${formatEuros(savings)})`}
        </p>
      )}
      {!module.comingSoon && (
        <p className="mt-3 text-sm text-slate-700" data-testid="offer-seats">
          ¿Es para otras personas?{' '}
          <Link
            href={`/checkout?type=module&module=${module.slug}&para=equipo`}
            className="font-medium text-blue-800 underline underline-offset-2"
          >
            Compra plazas para tu equipo
          </Link>{' '}
          o{' '}
          <Link
            href={`/checkout?type=module&module=${module.slug}&para=regalo`}
            className="font-medium text-blue-800 underline underline-offset-2"
          >
            regálalo
          </Link>
          .
        </p>
      )}
    </section>
  )
}
