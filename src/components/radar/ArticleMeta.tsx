import type { Article } from '@/payload-types'

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' })

/** '2025-01-20T09:00:00.000Z' → '20 de enero de 2025'. */
export const formatDate = (iso: string) => longDate.format(new Date(iso))

/** Publication date, category and reading time of an article. */
export function ArticleMeta({ article, className = '' }: { article: Pick<Article, 'date' | 'category' | 'readTime'>; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 ${className}`}>
      <span className="rounded-md bg-blue-50 px-2 py-0.5 font-semibold text-blue-800">{article.category}</span>
      <time dateTime={article.date.slice(0, 10)}>{formatDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{article.readTime} min de lectura</span>
    </p>
  )
}
