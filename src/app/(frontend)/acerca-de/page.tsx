import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { glossaryMap } from '@/content/labels'
import { PageHeader } from '@/components/ui/PageHeader'
import { JsonLd } from '@/components/ui/JsonLd'
import { CmsSection } from '@/components/ui/CmsSection'
import { graph, organization } from '@/content/jsonld'
import { getGlossaryTerms, getPage, getSiteSettings } from '@/readers/queries'
import { absoluteUrl, pageMetadata } from '@/content/seo'
import { LinkButton } from '@/components/ui/Button'

const PATH = '/acerca-de'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('acerca-de'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function AboutPage() {
  const [page, team, site, terms] = await Promise.all([
    getPage('acerca-de'),
    getPage('equipo'),
    getSiteSettings(),
    getGlossaryTerms(),
  ])
  if (!page) notFound()
  const glossary = glossaryMap(terms)
  const org = {
    ...organization(site),
    description: page.intro ?? page.description,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.supportEmail,
      availableLanguage: 'es',
    },
  }
  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Acerca de' }]}
        title={page.title}
        intro={page.intro}
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
        {(page.sections ?? []).map((section) => (
          <CmsSection key={section.anchor} section={section} glossary={glossary} className="max-w-3xl" />
        ))}
        <section
          aria-labelledby="escribenos"
          className="flex flex-col gap-6 rounded-xl border border-blue-100 bg-blue-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="escribenos" className="text-xl font-semibold text-slate-900">
              ¿Hablamos?
            </h2>
            <p className="mt-2 text-slate-700">
              Escríbenos a{' '}
              <a
                href={`mailto:${site.supportEmail}`}
                className="font-medium text-blue-800 underline underline-offset-2"
              >
                {site.supportEmail}
              </a>
              .
            </p>
          </div>
          {team && (
            <LinkButton href="/acerca-de/equipo" className="shrink-0 self-start sm:self-auto">
              Conoce al equipo
            </LinkButton>
          )}
        </section>
      </div>
      <JsonLd
        data={graph(
          { '@type': 'AboutPage', name: page.title, url: absoluteUrl(PATH), about: { '@id': org['@id'] } },
          org,
        )}
      />
    </div>
  )
}
