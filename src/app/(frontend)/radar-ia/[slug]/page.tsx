import type { Metadata } from 'next'
import Link from 'next/link'

import { RelatedContent } from '@/components/methodology/RelatedContent'
import { ArticleMeta } from '@/components/radar/ArticleMeta'
import { JsonLd } from '@/components/ui/JsonLd'
import { CmsSection } from '@/components/ui/CmsSection'
import { Section } from '@/components/ui/Section'
import { article as articleLd, graph, speakable } from '@/content/jsonld'
import { linkLabel } from '@/content/labels'
import { getArticle, getArticles, getGlossaryTerms, getModules, getSiteSettings } from '@/readers/queries'
import { redirectOrNotFound } from '@/readers/redirect-page'
import { pageMetadata } from '@/content/seo'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = true

export async function generateStaticParams() {
  return (await getArticles()).map((a) => ({ slug: a.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [article, site] = await Promise.all([getArticle(slug), getSiteSettings()])
  if (!article) return {}
  return pageMetadata(
    {
      title: article.title,
      description: article.description,
      path: `/radar-ia/${slug}`,
      type: 'article',
      publishedTime: article.date,
      meta: article.meta,
    },
    site,
  )
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const [article, terms, site, modules] = await Promise.all([
    getArticle(slug),
    getGlossaryTerms(),
    getSiteSettings(),
    getModules(),
  ])
  if (!article) return redirectOrNotFound(`/radar-ia/${slug}`)
  const glossary = Object.fromEntries(terms.map((t) => [t.slug, t.definition]))
  const related = article.relatedLinks ?? []

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link
        href="/radar-ia"
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Volver a Radar IA
      </Link>
      <header className="mt-6">
        <ArticleMeta article={article} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{article.description}</p>
      </header>

      {article.definition && (
        <aside
          id="definicion"
          aria-labelledby="definicion-titulo"
          className="mt-8 rounded-xl border-l-4 border-blue-700 bg-blue-50 p-5 sm:p-6"
        >
          <h2 id="definicion-titulo" className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
            Definición
          </h2>
          <p className="mt-2 leading-relaxed text-slate-900 sm:text-lg">{article.definition}</p>
        </aside>
      )}

      <div className="mt-12 space-y-12">
        {(article.sections ?? []).map((section) => (
          <CmsSection key={section.anchor} section={section} glossary={glossary} />
        ))}
      </div>

      {related.length > 0 && (
        <Section id="relacionado" title="Sigue leyendo" className="mt-16 border-t border-slate-200 pt-10">
          <RelatedContent items={related.map((link) => ({ href: link.href, label: linkLabel(link, modules) }))} />
        </Section>
      )}

      <JsonLd data={graph({ ...articleLd(article, site), speakable: speakable(['h1', '#definicion']) })} />
    </article>
  )
}
