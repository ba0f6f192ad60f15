'use client'

import Link from 'next/link'

import type { CaseStudyView } from '@/components/cases/case-study-view'

/**
 * The featured case study: challenge, solution and measured results, with a link to every case. A client
 * component fed only the study's words (caseStudyView), not repeated as a rendered tree in the RSC data.
 */
export function FeaturedCase({ study }: { study: CaseStudyView }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-slate-50 p-6 sm:p-8" data-testid="featured-case">
      <h3 className="text-xl font-semibold text-slate-900">{study.title}</h3>
      <p className="mt-1 text-sm text-slate-600">
        {study.company} · {study.industry} · {study.timeframe}
      </p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <h4 className="font-semibold text-slate-900">El reto</h4>
          <p className="mt-1 leading-relaxed text-slate-700">{study.challenge}</p>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">La solución</h4>
          <p className="mt-1 leading-relaxed text-slate-700">{study.solution}</p>
        </div>
      </div>
      {!!study.metrics?.length && (
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          {study.metrics.map((metric) => (
            <div key={metric.id ?? metric.label} className="rounded-lg border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-700">{metric.label}</dt>
              <dd className="mt-2 flex flex-wrap items-baseline gap-x-2">
                <span className="text-slate-600">
                  <span className="sr-only">Antes: </span>
                  {metric.before} <span aria-hidden="true">→</span>
                </span>
                <span className="text-lg font-semibold text-slate-900">
                  <span className="sr-only">Después: </span>
                  {metric.after}
                </span>
                <span className={`text-sm font-semibold ${metric.isPositive ? 'text-emerald-800' : 'text-red-800'}`}>
                  ({metric.change})
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Link href="/casos" className="mt-6 inline-block font-semibold text-blue-800 underline-offset-2 hover:underline">
        Ver todos los casos
      </Link>
    </article>
  )
}
