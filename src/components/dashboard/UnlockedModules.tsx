import Link from 'next/link'

import { guideTitle } from '@/content/labels'
import type { ModuleProgress } from '@/learning/percent'
import type { Module, PremiumFile } from '@/payload-types'

import { DownloadButton } from './DownloadButton'
import { formatMegabytes } from './format'
import { LinkButton } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

export interface UnlockedModule {
  module: Pick<Module, 'id' | 'slug' | 'code' | 'title' | 'description'>
  guide: Pick<PremiumFile, 'title' | 'description' | 'filesize'> | null
  /** sections read (signed-in owners) */
  progress?: ModuleProgress
}

const resumeLabel = (p: ModuleProgress) => (p.read === 0 ? 'Empezar' : p.next ? 'Continuar' : 'Repasar')

/** The module's reading progress and «Continuar», which opens its first unread section. */
function ModuleReading({ progress, title }: { progress: ModuleProgress; title: string }) {
  return (
    <div
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`reading-${progress.slug}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900" data-testid={`percent-${progress.slug}`}>
            {progress.percent} %
          </span>{' '}
          leído · {progress.read} de {progress.total} secciones
        </p>
        <div
          role="progressbar"
          aria-label={`Progreso de lectura de ${progress.code}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-blue-700" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      <LinkButton href={progress.resumeHref} size="sm" className="shrink-0" data-testid={`continue-${progress.slug}`}>
        {resumeLabel(progress)}
        <span className="sr-only">: {title}</span>
      </LinkButton>
    </div>
  )
}

/** The account's unlocked modules, each with its premium guide and 'Descargar PDF'. */
export function UnlockedModules({ items }: { items: UnlockedModule[] }) {
  return (
    <section aria-labelledby="modulos-title">
      <h2 id="modulos-title" className="text-lg font-semibold text-slate-900">
        Tus módulos
      </h2>
      <ul className="mt-4 space-y-4" data-testid="unlocked-modules">
        {items.map(({ module, guide, progress }) => {
          const size = formatMegabytes(guide?.filesize)
          return (
            <li
              key={module.id}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
              data-testid={`module-${module.slug}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded-md bg-blue-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
                  {module.code}
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{module.title}</h3>
              </div>
              <p className="mt-2 text-slate-700">{module.description}</p>
              {progress && <ModuleReading progress={progress} title={module.title} />}
              <Link
                href={`/curso/${module.slug}`}
                className="mt-2 inline-block rounded text-sm font-medium text-blue-800 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                Leer el módulo completo online<span className="sr-only">: {module.title}</span> →
              </Link>
              {guide ? (
                <div className="mt-4 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-red-50 text-xs font-bold text-red-700 ring-1 ring-red-200"
                    >
                      PDF
                    </span>
                    <div>
                      <p className="font-semibold text-slate-900">{guideTitle(module)}</p>
                      {size && <p className="text-sm text-slate-600">PDF · {size}</p>}
                      {guide.description && <p className="mt-1 text-sm text-slate-700">{guide.description}</p>}
                    </div>
                  </div>
                  <div className="shrink-0">
                    <DownloadButton
                      moduleSlug={module.slug}
                      fallbackFileName={`guia-completa-modulo-${module.slug}.pdf`}
                      label={`Descargar PDF: ${guideTitle(module)}`}
                    />
                  </div>
                </div>
              ) : (
                <Notice announce={false} className="mt-4">
                  La guía en PDF de este módulo estará disponible muy pronto.
                </Notice>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
