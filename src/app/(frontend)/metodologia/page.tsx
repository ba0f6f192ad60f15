import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ComparisonTable } from '@/components/methodology/ComparisonTable'
import { FaqSection } from '@/components/methodology/FaqSection'
import { ModuleCard } from '@/components/methodology/ModuleCard'
import { ModuleTabs } from '@/components/methodology/ModuleTabs'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageToc } from '@/components/methodology/PageToc'
import { RelatedContent } from '@/components/methodology/RelatedContent'
import { SmoothAnchors } from '@/components/methodology/SmoothAnchors'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { getFaqs, getGlossaryTerms, getModules, getPage, getSiteSettings } from '@/readers/queries'
import { pageMetadata } from '@/content/seo'
import { formatDuration } from '@/content/duration'
import { difficultyLabel } from '@/content/labels'
import type { Module } from '@/payload-types'
import { LinkButton } from '@/components/ui/Button'

const PATH = '/metodologia'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('metodologia'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function MethodologyPage() {
  const [page, modules, faqs, terms, related] = await Promise.all([
    getPage('metodologia'),
    getModules(),
    getFaqs('methodology'),
    getGlossaryTerms(),
    Promise.all(['glosario', 'casos', 'radar-ia'].map((slug) => getPage(slug))),
  ])
  if (!page) notFound()
  const glossary = Object.fromEntries(terms.map((t) => [t.slug, t.definition]))
  const levels = (Object.keys(difficultyLabel) as Module['difficulty'][])
    .filter((level) => modules.some((m) => m.difficulty === level))
    .map((level) => ({ value: level, label: difficultyLabel[level] }))
  const sections = page.sections ?? []
  const comparison = page.comparison ?? []
  const headings = page.comparisonHeadings
  const comparisonTitle = `${headings?.left ?? 'SEO'} frente a ${headings?.right ?? 'GEO'}`

  const toc = [
    ...sections.map((s) => ({ id: s.anchor, label: s.title })),
    { id: 'modulos', label: 'Módulos' },
    ...(comparison.length ? [{ id: 'seo-vs-geo', label: comparisonTitle }] : []),
    ...(faqs.length ? [{ id: 'preguntas-frecuentes', label: 'Preguntas frecuentes' }] : []),
    { id: 'contenido-relacionado', label: 'Contenido relacionado' },
  ]

  return (
    <div>
      <SmoothAnchors />
      <PageHeader
        crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Metodología' }]}
        title={page.title}
        intro={page.intro}
      >
        <PageToc items={toc} />
      </PageHeader>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:py-16">
        {sections.map((section) => (
          <Section key={section.anchor} id={section.anchor} title={section.title} className="max-w-3xl">
            <RichText data={section.body} glossary={glossary} />
          </Section>
        ))}

        <Section id="modulos" title="Los módulos del método">
          <p className="mb-6 max-w-3xl text-slate-700">
            Filtra los módulos por nivel y abre cualquiera de ellos para ver sus objetivos y su contenido.
          </p>
          <ModuleTabs
            levels={levels}
            cards={modules.map((module) => ({
              key: module.slug,
              difficulty: module.difficulty,
              card: (
                <ModuleCard
                  module={{
                    slug: module.slug,
                    code: module.code,
                    title: module.title,
                    description: module.description,
                    duration: formatDuration(module.duration),
                    level: difficultyLabel[module.difficulty],
                    free: !!module.free,
                    comingSoon: !!module.comingSoon,
                    color: module.color ?? null,
                  }}
                />
              ),
            }))}
          />
        </Section>

        {comparison.length > 0 && (
          <Section id="seo-vs-geo" title={comparisonTitle}>
            <ComparisonTable
              caption={`Diferencias entre ${headings?.left ?? 'SEO'} y ${headings?.right ?? 'GEO'}`}
              headings={headings}
              rows={comparison}
            />
          </Section>
        )}

        <FaqSection faqs={faqs} glossary={glossary} />

        <Section id="contenido-relacionado" title="Contenido relacionado">
          <RelatedContent
            items={related.flatMap((p) =>
              p ? [{ href: `/${p.slug}`, label: p.title, description: p.description }] : [],
            )}
          />
          <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-blue-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <p className="text-lg font-semibold">¿Quieres aplicar el método paso a paso en tu web?</p>
            <LinkButton href="/curso" variant="inverse" className="shrink-0">
              Ver el curso completo
            </LinkButton>
          </div>
        </Section>
      </div>
    </div>
  )
}
