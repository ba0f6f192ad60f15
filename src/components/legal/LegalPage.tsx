import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { glossaryMap } from '@/content/labels'
import { LegalIdentity } from '@/components/legal/LegalIdentity'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { TableOfContents } from '@/components/ui/TableOfContents'
import { isoDay, longDate } from '@/content/dates'
import { getGlossaryTerms, getPage, getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'

/** Legal texts are never indexed (the sitemap leaves them out as well). */
export async function legalMetadata({ slug, path }: { slug: string; path: string }): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage(slug), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path, noindex: true }, site)
}

/** A legal text from the CMS (`pages` document `slug`): title, last update, introduction and sections. */
export async function LegalPage({ slug }: { slug: string }) {
  const [page, terms, site] = await Promise.all([getPage(slug), getGlossaryTerms(), getSiteSettings()])
  if (!page) notFound()
  const glossary = glossaryMap(terms)
  const sections = page.sections ?? []
  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: page.title }]}
        title={page.title}
        intro={page.intro}
      >
        {page.lastUpdated && (
          <p className="mt-4 text-sm text-slate-600" data-testid="last-updated">
            Última actualización: <time dateTime={isoDay(page.lastUpdated)}>{longDate(page.lastUpdated)}</time>
          </p>
        )}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="max-w-3xl space-y-12">
          <LegalIdentity site={site} />
          {sections.map((section) => (
            <Section key={section.anchor} id={section.anchor} title={section.title}>
              <RichText data={section.body} glossary={glossary} />
            </Section>
          ))}
        </div>
        <div className="hidden lg:block">
          <TableOfContents items={sections.map((s) => ({ id: s.anchor, title: s.title }))} />
        </div>
      </div>
    </div>
  )
}
