import { formatDuration } from '@/content/duration'
import type { Module } from '@/payload-types'

import { CourseStats } from './CourseStats'
import { difficultyLabel, formatRating, moduleBadge, priceLabel } from '@/content/labels'

/** Module header: badge, title, quote, objective and key figures. */
export function ModuleHeader({ module }: { module: Module }) {
  const rated = !!module.rating && !!module.reviewCount
  return (
    <header id="resumen" className="mt-6 max-w-3xl">
      <p
        className={`inline-flex rounded-full px-3 py-1 text-xs font-bold tracking-wide ring-1 ${
          module.free ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-blue-50 text-blue-800 ring-blue-200'
        }`}
        data-testid="module-badge"
      >
        {moduleBadge(module)}
      </p>
      <h1 id="modulo-titulo" className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {module.title}
      </h1>
      {module.quote && (
        <blockquote className="mt-4 border-l-4 border-blue-700 pl-4 text-lg text-slate-700 italic">
          {module.quote}
        </blockquote>
      )}
      <p className="mt-4 text-lg leading-relaxed text-slate-700" data-testid="module-description">
        {module.description}
      </p>
      {module.objective && (
        <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5">
          <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Objetivo</p>
          <p className="mt-1 leading-relaxed text-slate-800">{module.objective}</p>
        </div>
      )}
      <CourseStats
        items={[
          { label: 'Duración', value: formatDuration(module.duration) },
          { label: 'Nivel', value: difficultyLabel[module.difficulty] },
          { label: 'Precio', value: priceLabel(module), testId: 'module-price' },
          ...(rated
            ? [{ label: `${module.reviewCount} valoraciones`, value: `${formatRating(module.rating!)}/5` }]
            : []),
        ]}
      />
    </header>
  )
}
