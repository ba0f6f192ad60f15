import type { Metadata } from 'next'

import { DiagnosticQuiz } from '@/components/course/DiagnosticQuiz'
import { difficultyLabel, glossaryMap } from '@/content/labels'
import { ModuleView } from '@/components/course/ModuleView'
import { JsonLd } from '@/components/ui/JsonLd'
import { completePlan } from '@/commerce/prices'
import { course, graph, speakable } from '@/content/jsonld'
import {
  getDiagnostic,
  getGlossaryTerms,
  getModule,
  getModules,
  getPricingPlans,
  getSiteSettings,
} from '@/content/queries'
import { redirectOrNotFound } from '@/content/redirect-page'
import { absoluteUrl, metaImage, pageMetadata } from '@/content/seo'

export const dynamicParams = true

export async function generateStaticParams() {
  return (await getModules()).map((m) => ({ slug: m.slug }))
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [module, site] = await Promise.all([getModule(slug), getSiteSettings()])
  if (!module) return {}
  return pageMetadata(
    { title: `${module.code}: ${module.title}`, description: module.description, meta: module.meta, path: `/curso/${module.slug}` },
    site,
  )
}

export default async function ModulePage({ params }: Props) {
  const { slug } = await params
  const module = await getModule(slug)
  if (!module) return redirectOrNotFound(`/curso/${slug}`)
  const [modules, plans, site, terms, diagnostic] = await Promise.all([
    getModules(),
    getPricingPlans(),
    getSiteSettings(),
    getGlossaryTerms(),
    module.free ? getDiagnostic() : null,
  ])
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
