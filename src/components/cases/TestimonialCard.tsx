import type { Testimonial } from '@/payload-types'

import { ModuleBadge } from './ModuleBadge'

/** A customer's words with the metric they measured before and after. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { metric } = testimonial
  return (
    <figure className="quote-card" data-testid="testimonial">
      <blockquote className="flex-1 leading-relaxed text-slate-800">
        <p>«{testimonial.quote}»</p>
      </blockquote>
      {metric?.before && metric.after && (
        <div className="mt-5 rounded-lg bg-slate-50 p-4 text-sm">
          <p className="text-slate-700">
            <span className="sr-only">Antes: </span>
            {metric.before} <span aria-hidden="true">→</span>
            <span className="sr-only">; después: </span>{' '}
            <span className="font-semibold text-slate-900">{metric.after}</span>
          </p>
          {metric.improvement && <p className="mt-1 font-semibold text-emerald-800">{metric.improvement}</p>}
        </div>
      )}
      <figcaption className="mt-5 border-t border-slate-100 pt-4">
        <p className="font-semibold text-slate-900">{testimonial.name}</p>
        <p className="text-sm text-slate-600">
          {testimonial.role}, {testimonial.company}
        </p>
        {testimonial.moduleUsed && typeof testimonial.moduleUsed === 'object' && (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            Módulo aplicado: <ModuleBadge module={testimonial.moduleUsed} />
          </p>
        )}
      </figcaption>
    </figure>
  )
}
