import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { groupTerms } from '@/components/glossary/groups'
import { TermCard } from '@/components/glossary/TermCard'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageToc } from '@/components/methodology/PageToc'
import { RelatedContent } from '@/components/methodology/RelatedContent'
import { JsonLd } from '@/components/ui/JsonLd'
import { Section } from '@/components/ui/Section'
import { definedTermSet, graph } from '@/content/jsonld'
import { getGlossaryTerms, getPage, getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'

const PATH = '/glosario'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('glosario'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function GlossaryPage() {
  const [page, terms, course, methodology] = await Promise.all([
    getPage('glosario'),
    getGlossaryTerms(),
    getPage('curso'),
    getPage('metodologia'),
  ])
  if (!page) notFound()
  const groups = groupTerms(terms)
  const shown = groups.flatMap((g) => g.terms)

  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Glosario' }]}
        title={page.title}
        intro={page.intro}
      >
        <PageToc label="Términos" items={shown.map((t) => ({ id: t.slug, label: t.term }))} />
      </PageHeader>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="max-w-4xl space-y-16">
          {groups.map((group) => (
            <Section key={group.id} id={group.id} title={group.title}>
              <div className="space-y-4">
                {group.terms.map((term) => (
                  <TermCard key={term.slug} term={term} />
                ))}
              </div>
            </Section>
          ))}

          <Section id="sigue-aprendiendo" title="Sigue aprendiendo">
            <RelatedContent
              items={[
                ...(course ? [{ href: '/curso', label: course.title, description: course.description }] : []),
                ...(methodology
                  ? [{ href: '/metodologia', label: methodology.title, description: methodology.description }]
                  : []),
              ]}
            />
          </Section>
        </div>
      </div>
      <JsonLd data={graph(definedTermSet(shown, PATH))} />
    </div>
  )
}
