import Link from 'next/link'

import { CardProgress } from '@/components/learning/CardProgress'
import { formatDuration } from '@/content/duration'
import type { Module } from '@/payload-types'

import { difficultyLabel, priceLabel } from '@/content/labels'

/**
 * One module of the course: code, title, description, duration, level and price (or its status); for a
 * signed-in owner the price gives way to their reading progress and «Continuar» (CardProgress).
 */
export function ModuleCard({ module }: { module: Module }) {
  const status = priceLabel(module)
  return (
    <li className="mod-card" style={{ borderTopColor: module.color ?? undefined }} data-module={module.slug}>
      <div className="flex items-center justify-between gap-3">
        <span className="mod-code">{module.code}</span>
        <CardProgress slug={module.slug}>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              module.free
                ? 'bg-emerald-50 text-emerald-800'
                : module.comingSoon
                  ? 'bg-amber-50 text-amber-900'
                  : 'bg-blue-50 text-blue-800'
            }`}
            data-testid="module-price"
          >
            {status}
          </span>
        </CardProgress>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <Link href={`/curso/${module.slug}`} className="card-cover">
          {module.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{module.description}</p>
      <dl className="mod-facts">
        <div className="flex gap-1">
          <dt>Duración:</dt>
          <dd className="font-medium text-slate-800">{formatDuration(module.duration)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Nivel:</dt>
          <dd className="font-medium text-slate-800">{difficultyLabel[module.difficulty]}</dd>
        </div>
      </dl>
    </li>
  )
}
