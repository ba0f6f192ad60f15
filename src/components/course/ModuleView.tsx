import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { CmsSection, type CmsSectionData } from '@/components/ui/CmsSection'
import { Section } from '@/components/ui/Section'
import { paidModules } from '@/commerce/prices'
import type { Module, PricingPlan } from '@/payload-types'

import { CourseComplete } from './CourseComplete'
import { LockedTeaser, lockedTeaserAnchor } from './LockedTeaser'
import { ModuleHeader } from './ModuleHeader'
import { ModuleNav } from './ModuleNav'
import { TocLayout } from './TocLayout'

/**
 * A module page. Its sections are the public preview followed by `premiumSections`, which only an owner's
 * page passes (the public page never reads them); without them a paid module shows the locked teaser.
 * `lead` is an extra section shown before the others (the diagnostic test on F0).
 */
export function ModuleView({
  module,
  modules,
  complete,
  glossary,
  premiumSections,
  lead,
}: {
  module: Module
  modules: Module[]
  complete: PricingPlan | null
  glossary: Record<string, string>
  premiumSections?: CmsSectionData[]
  lead?: { id: string; title: string; content: ReactNode }
}) {
  const sections: CmsSectionData[] = [...(module.previewSections ?? []), ...(premiumSections ?? [])]
  const locked = !module.free && !premiumSections?.length
  const index = modules.findIndex((m) => m.id === module.id)
  const prev = modules[index - 1]
  const next = modules[index + 1]
  const paid = paidModules(modules)
  const isLast = !module.free && !next && paid.length > 0

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
              {locked && <LockedTeaser module={module} complete={complete} />}
              {isLast && <CourseComplete range={`${paid[0].code}–${paid[paid.length - 1].code}`} />}
              <ModuleNav prev={prev} next={next} />
            </div>
          </TocLayout>
        </div>
      </article>
    </div>
  )
}
