import type { Article } from '@/payload-types'

const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' })
const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' })

/** '2025-01-20T09:00:00.000Z' → '20 de enero de 2025' (the day in Spain). */
const formatDate = (iso: string) => longDate.format(new Date(iso))
/** The same day as 'YYYY-MM-DD', for <time datetime>. */
const dayOf = (iso: string) => isoDate.format(new Date(iso))

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
      <span className="inline-block rounded-md bg-blue-50 px-2 py-0.5 font-semibold text-blue-800">
        <span className="sr-only">Categoría: </span>
        {article.category}
      </span>
      <p className="mt-2">
        <time dateTime={dayOf(article.date)}>{formatDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span className="whitespace-nowrap">{article.readTime} min de lectura</span>
      </p>
    </div>
  )
}
