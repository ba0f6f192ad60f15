import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { LinkButton } from '@/components/ui/Button'
import { CmsSection, type CmsSectionData } from '@/components/ui/CmsSection'
import { Section } from '@/components/ui/Section'
import { ReadingTracker } from '@/components/learning/ReadingTracker'
import { SectionTimer } from '@/components/learning/SectionTimer'
import { purchasable } from '@/content/prices'
import type { Module, PricingPlan } from '@/payload-types'

import { CourseComplete } from './CourseComplete'
import { LockedTeaser, lockedTeaserAnchor, type ModuleViewer } from './LockedTeaser'
import { ModuleHeader } from './ModuleHeader'
import { ModuleNav } from './ModuleNav'
import { RevisionNote } from './RevisionNote'
import { TocLayout } from './TocLayout'

/**
 * A module page. Its sections are the public preview followed by `premiumSections`, which only an owner's
 * page passes (the public page never reads them); without them a paid module shows the locked teaser.
 * `lead` is an extra section shown before the others (the diagnostic test on F0). `viewer` (dynamic page
 * only) is what the visitor owns: offers and the closing congratulations depend on it; the prerendered
 * public page has no viewer, so it offers everything and congratulates nobody.
 */
export function ModuleView({
  module,
  modules,
  complete,
  glossary,
  premiumSections,
  lead,
  viewer,
  reading,
  evaluationHref,
}: {
  module: Module
  modules: Module[]
  complete: PricingPlan | null
  glossary: Record<string, string>
  premiumSections?: CmsSectionData[]
  lead?: { id: string; title: string; content: ReactNode }
  viewer?: ModuleViewer
  /** an owner's stored progress (signed-in owners only): the page tracks and shows their reading */
  reading?: { read: string[]; unmarked: string[] }
  /** the module's graded evaluation, for a learner who may take it */
  evaluationHref?: string
}) {
  const sections: CmsSectionData[] = [...(module.previewSections ?? []), ...(premiumSections ?? [])]
  const owns = viewer?.owned.includes(module.slug) ?? false
  const locked = !module.free && !owns && !premiumSections?.length
  const index = modules.findIndex((m) => m.id === module.id)
  const prev = modules[index - 1]
  const next = modules[index + 1]
  // The programme is every paid module on sale (F1–F5): only someone who owns all of it completed it.
  const released = purchasable(modules)
  const ownsProgramme = released.length > 0 && released.every((m) => viewer?.owned.includes(m.slug))
  const congratulate = !module.free && !next && ownsProgramme

  const toc = [
    ...(lead ? [{ id: lead.id, title: lead.title }] : []),
    ...sections.map((s) => ({ id: s.anchor, title: s.title })),
    ...(locked ? [lockedTeaserAnchor] : []),
  ]

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <Breadcrumb
        items={[
          { label: 'Inicio', href: '/' },
          { label: 'Curso GEO', href: '/curso' },
          { label: `Módulo ${module.code}` },
        ]}
      />
      <article aria-labelledby="modulo-titulo">
        <ModuleHeader module={module} />
        <RevisionNote module={module} />
        {reading && sections.length > 0 && (
          <ReadingTracker
            moduleSlug={module.slug}
            moduleId={module.id}
            sections={sections.map((s) => ({ anchor: s.anchor, title: s.title }))}
            initialRead={reading.read}
            unmarked={reading.unmarked}
          />
        )}
        {reading && sections.length > 0 && (
          <SectionTimer moduleSlug={module.slug} anchors={sections.map((s) => s.anchor)} />
        )}
        <div className="mt-12">
          <TocLayout toc={toc}>
            <div className="space-y-14">
              {lead && (
                <Section id={lead.id} title={lead.title}>
                  {lead.content}
                </Section>
              )}
              {sections.map((section) => (
                <CmsSection key={section.anchor} section={section} glossary={glossary} />
              ))}
              {locked && (
                <LockedTeaser module={module} complete={complete} viewer={viewer} ownsProgramme={ownsProgramme} />
              )}
              {evaluationHref && (
                <section
                  aria-labelledby="evaluacion-modulo"
                  className="rounded-xl border border-blue-200 bg-blue-50 p-5"
                  data-testid="module-evaluation"
                >
                  <h2 id="evaluacion-modulo" className="text-lg font-semibold text-slate-900">
                    Evaluación del módulo {module.code}
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">
                    Comprueba lo aprendido con unas preguntas corregidas al momento. El certificado del curso la pide.
                  </p>
                  <LinkButton href={evaluationHref} size="sm" className="mt-3">
                    Ir a la evaluación
                  </LinkButton>
                </section>
              )}
              {congratulate && <CourseComplete range={`${released[0].code}–${released[released.length - 1].code}`} />}
              <ModuleNav prev={prev} next={next} />
            </div>
          </TocLayout>
        </div>
      </article>
    </div>
  )
}
