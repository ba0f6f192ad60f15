import type { SiteSetting } from '@/payload-types'

import { formatRating } from '@/content/labels'

/** Marketing figures and the average rating, as editors set them in the site settings. */
export function TrustFigures({ figures, rating }: { figures: SiteSetting['figures']; rating: SiteSetting['rating'] }) {
  const hasRating = !!rating?.value && !!rating.count
  if (!figures?.length && !hasRating) return null
  return (
    <dl className="mb-6 grid gap-3 sm:grid-cols-2" data-testid="trust-figures">
      {figures?.map((figure) => (
        <div key={figure.id ?? figure.label} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
          <dt className="text-sm text-slate-700">{figure.label}</dt>
          <dd className="order-first text-3xl font-bold text-blue-800">{figure.value}</dd>
        </div>
      ))}
      {hasRating && (
        <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
          <dt className="text-sm text-slate-700">valoración media ({rating.count} valoraciones)</dt>
          <dd className="order-first text-3xl font-bold text-blue-800">{formatRating(rating.value!)}/5</dd>
        </div>
      )}
    </dl>
  )
}
