import type { Article } from '@/payload-types'

import { isoDay, longDate } from '@/content/dates'

/** Publication date, category and reading time of an article. */
export function ArticleMeta({
  article,
  className = '',
}: {
  article: Pick<Article, 'date' | 'category' | 'readTime'>
  className?: string
}) {
  return (
    <div className={`text-sm text-slate-600 ${className}`}>
      <span className="cat-tag">
        <span className="sr-only">Categoría: </span>
        {article.category}
      </span>
      <p className="mt-2">
        <time dateTime={isoDay(article.date)}>{longDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span className="whitespace-nowrap">{article.readTime} min de lectura</span>
      </p>
    </div>
  )
}
