import Link from 'next/link'

import type { Article } from '@/payload-types'

/** One tile per category with its number of articles and links to them. */
export function CategoryTiles({
  categories,
  articles,
}: {
  categories: readonly Article['category'][]
  articles: Article[]
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {categories.map((category) => {
        const inCategory = articles.filter((a) => a.category === category)
        return (
          <li key={category} className="rounded-xl border border-slate-200 bg-slate-50 p-5" data-testid="category-tile">
            <h3 className="font-semibold text-slate-900">{category}</h3>
            <p className="mt-1 text-sm text-slate-600" data-testid="category-count">
              {inCategory.length === 1 ? '1 artículo' : `${inCategory.length} artículos`}
            </p>
            {inCategory.length > 0 && (
              <ul className="mt-3 space-y-2 text-sm">
                {inCategory.map((a) => (
                  <li key={a.slug}>
                    <Link href={`/radar-ia/${a.slug}`} className="text-blue-800 hover:underline">
                      {a.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
