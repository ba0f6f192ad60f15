'use client'

import type { CaseStudyView } from './case-study-view'
import { ModuleBadge } from './ModuleBadge'

const VALUE_COLUMNS = ['Antes', 'Después', 'Cambio']
/** Fixed column widths: at 390 px the longest value («+9 preguntas») still fits on its line. */
const COLUMN_WIDTHS = ['w-[29%]', 'w-[20%]', 'w-[22%]', 'w-[29%]']
const valueClass = (column: number, positive?: boolean | null) =>
  column === 0
    ? 'text-slate-700'
    : column === 1
      ? 'text-slate-900'
      : `font-semibold ${positive === false ? 'text-red-700' : 'text-emerald-800'}`

/**
 * A detailed case: challenge, solution, timeframe, measured metrics and the modules applied. A client
 * component fed only its words (caseStudyView), so the page's RSC data does not repeat the rendered card.
 */
export function CaseStudyCard({ study }: { study: CaseStudyView }) {
  const metrics = study.metrics ?? []
  const modules = study.implementedModules ?? []
  return (
    <article
      id={`caso-${study.slug}`}
      aria-labelledby={`caso-${study.slug}-title`}
      className="case-card"
      data-testid="case-study"
    >
      <p className="text-sm text-slate-600">
        {study.company} · {study.industry}
      </p>
      <h3 id={`caso-${study.slug}-title`} className="mt-1 text-xl font-semibold text-slate-900">
        {study.title}
      </h3>
      <dl className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">Reto</dt>
          <dd className="mt-1 leading-relaxed text-slate-700">{study.challenge}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Solución</dt>
          <dd className="mt-1 leading-relaxed text-slate-700">{study.solution}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Plazo</dt>
          <dd className="mt-1 text-slate-700">{study.timeframe}</dd>
        </div>
        {modules.length > 0 && (
          <div>
            <dt className="font-semibold text-slate-900">Módulos aplicados</dt>
            <dd className="mt-2 flex flex-wrap gap-2">
              {modules.map((module) => (
                <ModuleBadge key={module.slug} module={module} />
              ))}
            </dd>
          </div>
        )}
      </dl>
      {metrics.length > 0 && (
        <div className="mt-6 overflow-hidden rounded-lg border border-slate-200">
          <table className="w-full table-fixed border-collapse text-left text-xs break-words sm:text-sm">
            <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900 sm:px-4">
              Resultados de {study.company} en {study.timeframe}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {['Métrica', ...VALUE_COLUMNS].map((column, i) => (
                  <th key={column} scope="col" className={`px-1.5 py-2 font-semibold sm:px-4 ${COLUMN_WIDTHS[i]}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {metrics.map((metric) => (
                <tr key={metric.id ?? metric.label} className="align-top">
                  <th scope="row" className="row-head">
                    {metric.label}
                  </th>
                  {[metric.before, metric.after, metric.change].map((value, i) => (
                    <td key={VALUE_COLUMNS[i]} className={`cell ${valueClass(i, metric.isPositive)}`}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  )
}
