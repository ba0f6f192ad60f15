import type { Metadata } from 'next'

import { completePlan } from '@/content/prices'
import { upgradeOfferFor } from '@/commerce/upgrade-credit'
import { DiagnosticQuiz } from '@/components/course/DiagnosticQuiz'
import { ModuleView } from '@/components/course/ModuleView'
import { JsonLd } from '@/components/ui/JsonLd'
import { course, graph, speakable } from '@/content/jsonld'
import { difficultyLabel, glossaryMap } from '@/content/labels'
import {
  getDiagnostic,
  getGlossaryTerms,
  getModule,
  getModules,
  getPricingPlans,
  getSiteSettings,
} from '@/readers/queries'
import { getPayloadClient } from '@/readers/payload'
import { absoluteUrl, metaImage, pageMetadata } from '@/content/seo'
import { ownedSlugs, type Viewer } from '@/entitlements/viewer'
import type { Module } from '@/payload-types'

/**
 * The page of /curso/fN, whoever looks at it. Anonymous visitors get it prerendered
 * (app/(frontend)/curso/[slug]); signed-in visitors and guest buyers get it rendered for them
 * (app/(frontend)/miembros/curso/[slug], where src/proxy.ts sends them), with what they own.
 */
export async function moduleMetadata(slug: string, options: { personal?: boolean } = {}): Promise<Metadata> {
  const [module, site] = await Promise.all([getModule(slug), getSiteSettings()])
  if (!module) return {}
  const meta = pageMetadata(
    {
      title: `${module.code}: ${module.title}`,
      description: module.description,
      meta: module.meta,
      path: `/curso/${module.slug}`,
    },
    site,
  )
  // A page rendered for one visitor is never one to index.
  return options.personal ? { ...meta, robots: { index: false, follow: false } } : meta
}

/** `module` carries its premium sections only when the viewer may read them. */
export async function ModulePage({
  module,
  viewer,
  reading,
  evaluationHref,
}: {
  module: Module
  viewer?: Viewer
  reading?: { read: string[]; unmarked: string[] }
  /** the module's evaluation, for a learner who may take it */
  evaluationHref?: string
}) {
  const [modules, plans, site, terms, diagnostic] = await Promise.all([
    getModules(),
    getPricingPlans(),
    getSiteSettings(),
    getGlossaryTerms(),
    module.free ? getDiagnostic() : null,
  ])
  // A visitor who owns some modules is offered the complete course at the difference.
  const upgrade = viewer ? await upgradeOfferFor(await getPayloadClient(), viewer, { plans, modules }) : null
  const path = `/curso/${module.slug}`
  const { offers, ...courseNode } = course({
    name: module.title,
    description: module.description,
    path,
    modules: [module],
    priceCents: module.price,
    site,
    courseCode: module.courseCode,
    educationalLevel: difficultyLabel[module.difficulty],
    rating: { value: module.rating, count: module.reviewCount },
    image: metaImage(module.meta)?.url,
  })

  return (
    <>
      <JsonLd
        data={graph(
          // A module that is not on sale yet carries no offer.
          module.comingSoon ? courseNode : { ...courseNode, offers },
          {
            '@type': 'WebPage',
            name: module.title,
            url: absoluteUrl(path),
            inLanguage: 'es-ES',
            speakable: speakable(['#resumen h1', '#resumen blockquote']),
          },
        )}
      />
      <ModuleView
        module={module}
        modules={modules}
        complete={completePlan(plans)}
        glossary={glossaryMap(terms)}
        premiumSections={viewer ? (module.premiumSections ?? undefined) : undefined}
        viewer={
          viewer && {
            owned: ownedSlugs(viewer, modules),
            completeCourse: viewer.completeCourse,
            upgrade: upgrade && upgrade.credit > 0 ? { amount: upgrade.amount, credit: upgrade.credit } : null,
          }
        }
        reading={reading}
        evaluationHref={evaluationHref}
        lead={
          diagnostic?.questions?.length
            ? {
                id: 'test-diagnostico',
                title: 'Test de diagnóstico GEO',
                content: (
                  <DiagnosticQuiz
                    intro={diagnostic.intro}
                    questions={diagnostic.questions}
                    bands={diagnostic.bands ?? []}
                  />
                ),
              }
            : undefined
        }
      />
    </>
  )
}
