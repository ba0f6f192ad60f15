'use client'

import Link from 'next/link'

/** What a module's card on the method page shows (the page reads it from the module). */
export interface MethodModuleCard {
  slug: string
  code: string
  title: string
  description: string
  /** formatted: «3 h» */
  duration: string
  level: string
  free: boolean
  comingSoon: boolean
  color: string | null
}

/**
 * One module of the method; its id (f1 … f6) is the anchor other pages link to. A client component fed
 * only these words, so the page's inline RSC data does not repeat each card's rendered tree.
 */
export function ModuleCard({ module }: { module: MethodModuleCard }) {
  return (
    <article
      id={module.slug}
      aria-labelledby={`${module.slug}-title`}
      className="method-card"
      style={{ borderTopColor: module.color ?? undefined }}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-md bg-slate-900 px-2 py-0.5 text-white">{module.code}</span>
        <span className="rounded-md bg-slate-100 px-2 py-0.5 text-slate-700">{module.level}</span>
        {module.free && <span className="rounded-md bg-emerald-100 px-2 py-0.5 text-emerald-800">Gratis</span>}
        {module.comingSoon && <span className="rounded-md bg-amber-100 px-2 py-0.5 text-amber-900">Próximamente</span>}
      </div>
      <h3 id={`${module.slug}-title`} className="mt-3 text-lg font-semibold text-slate-900">
        {module.title}
      </h3>
      <p className="mt-2 flex-1 text-slate-700">{module.description}</p>
      <div className="mt-4 flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-600">
          <span className="sr-only">Duración: </span>
          {module.duration}
        </span>
        <Link href={`/curso/${module.slug}`} className="rounded font-semibold text-blue-800 hover:underline">
          Ver módulo<span className="sr-only"> {`${module.code}: ${module.title}`}</span>{' '}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  )
}
