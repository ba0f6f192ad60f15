import { ARTICLE_CATEGORIES } from '@collections/Articles'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { ArticleCard } from '@/components/radar/ArticleCard'
import { CategoryTiles } from '@/components/radar/CategoryTiles'
import { Section } from '@/components/ui/Section'
import { blog, graph, organization } from '@/content/jsonld'
import { getArticles, getPage, getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'

const PATH = '/radar-ia'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('radar-ia'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function RadarPage() {
  const [page, articles, site] = await Promise.all([getPage('radar-ia'), getArticles(), getSiteSettings()])
  if (!page) notFound()
  const featured = articles.filter((a) => a.featured)
  const others = articles.filter((a) => !a.featured)
  const listed = [...featured, ...others]

  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Radar IA' }]}
        title={page.title}
        intro={page.intro}
      />

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
        {featured.length > 0 && (
          <Section id="destacados" title="Artículos destacados">
            <ul className="grid gap-6 lg:grid-cols-2">
              {featured.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} featured />
                </li>
              ))}
            </ul>
          </Section>
        )}

        {others.length > 0 && (
          <Section id="articulos" title={featured.length ? 'Más artículos' : 'Artículos'}>
            <ul className="grid gap-5 sm:grid-cols-2">
              {others.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          </Section>
        )}

        <Section id="categorias" title="Categorías">
          <CategoryTiles categories={ARTICLE_CATEGORIES} articles={articles} />
        </Section>
      </div>
      <JsonLd
        data={graph(
          organization(site),
          blog({ name: page.title, description: page.description, path: PATH, articles: listed, site }),
        )}
      />
    </div>
  )
}
