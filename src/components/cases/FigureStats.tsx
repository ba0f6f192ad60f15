import type { Page } from '@/payload-types'

/** A page's headline figures, as editors set them on the page (Cifras destacadas). */
export function FigureStats({ figures }: { figures: NonNullable<Page['figures']> }) {
  if (!figures.length) return null
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-3" data-testid="case-stats">
      {figures.map((figure) => (
        <div
          key={figure.id ?? figure.label}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-blue-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
