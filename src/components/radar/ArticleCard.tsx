import Link from 'next/link'

import type { Article } from '@/payload-types'

import { ArticleMeta } from './ArticleMeta'

/** An article teaser (the whole card is the link); featured ones are larger. */
export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  return (
    <article
      className={`article-card ${featured ? 'border-blue-200 p-6 sm:p-8' : 'border-slate-200 p-5'}`}
      data-testid={featured ? 'featured-article' : 'article-card'}
    >
      <ArticleMeta article={article} />
      <h3 className={`mt-3 font-semibold text-slate-900 ${featured ? 'text-2xl tracking-tight' : 'text-lg'}`}>
        <Link href={`/radar-ia/${article.slug}`} className="card-cover">
          {article.title}
        </Link>
      </h3>
      <p className={`mt-3 flex-1 text-slate-700 ${featured ? 'text-lg' : ''}`}>{article.description}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-blue-800">
        Leer artículo →
      </span>
    </article>
  )
}
