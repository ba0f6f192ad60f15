import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { CHECKS, CHECK_KEYS, fixHref } from '@/checker/rules'
import { CheckerForm } from '@/components/checker/CheckerForm'
import { CmsSection } from '@/components/ui/CmsSection'
import { JsonLd } from '@/components/ui/JsonLd'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { graph, webApplication } from '@/content/jsonld'
import { glossaryMap } from '@/content/labels'
import { getGlossaryTerms, getPage, getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'

/** The free AI-citability checker (prerendered; the form calls POST /api/checker). */
const PATH = '/herramientas/comprobador'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('comprobador'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function CheckerPage() {
  const [page, site, terms] = await Promise.all([getPage('comprobador'), getSiteSettings(), getGlossaryTerms()])
  if (!page) notFound()
  const glossary = glossaryMap(terms)
  return (
    <div>
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Comprobador de citabilidad' }]}
        title={page.title}
        intro={page.intro}
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
        <Section id="comprobar" title="Comprueba una página">
          <div className="max-w-3xl">
            <CheckerForm />
          </div>
        </Section>
        <Section id="que-comprueba" title="¿Qué comprueba?">
          <ol className="grid gap-4 md:grid-cols-2">
            {CHECK_KEYS.map((key) => (
              <li key={key} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">{CHECKS[key].title}</h3>
                <p className="mt-1 text-slate-700">{CHECKS[key].reason}</p>
                <p className="mt-2 text-sm">
                  <Link href={fixHref(key)} className="text-blue-800 underline hover:text-blue-900">
                    En el curso: {CHECKS[key].fix.label}
                  </Link>
                </p>
              </li>
            ))}
          </ol>
        </Section>
        {(page.sections ?? []).map((section) => (
          <CmsSection key={section.anchor} section={section} glossary={glossary} />
        ))}
      </div>
      <JsonLd data={graph(webApplication({ name: page.title, description: page.description, path: PATH, site }))} />
    </div>
  )
}
