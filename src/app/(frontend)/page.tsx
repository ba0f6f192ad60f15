import Link from 'next/link'
import type { Metadata } from 'next'

import { CmsSection } from '@/components/ui/CmsSection'
import { FeaturedCase } from '@/components/course/FeaturedCase'
import { caseStudyView } from '@/components/cases/case-study-view'
import { HomeHero } from '@/components/course/HomeHero'
import { glossaryMap } from '@/content/labels'
import { ModuleGrid } from '@/components/course/ModuleGrid'
import { PricingPlans } from '@/components/course/PricingPlans'
import { TocLayout } from '@/components/course/TocLayout'
import { TrustFigures } from '@/components/course/TrustFigures'
import { JsonLd } from '@/components/ui/JsonLd'
import { Section } from '@/components/ui/Section'
import { graph, organization, speakable } from '@/content/jsonld'
import {
  getCaseStudies,
  getGlossaryTerms,
  getModules,
  getPage,
  getPricingPlans,
  getSiteSettings,
} from '@/readers/queries'
import { absoluteUrl, pageMetadata } from '@/content/seo'
import { LinkButton } from '@/components/ui/Button'

/** Home blocks that are not CMS sections: their anchor and heading (also their table-of-contents entry). */
const blocks = {
  featured: { id: 'caso-destacado', title: 'Caso destacado' },
  pricing: { id: 'precios', title: 'Precios' },
  modules: { id: 'modulos', title: 'Los módulos del curso' },
}

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('home'), getSiteSettings()])
  return pageMetadata(
    {
      title: page?.title ?? site.siteName,
      description: page?.description ?? site.tagline ?? '',
      meta: page?.meta,
      path: '/',
    },
    site,
  )
}

export default async function HomePage() {
  const [page, site, modules, plans, cases, terms] = await Promise.all([
    getPage('home'),
    getSiteSettings(),
    getModules(),
    getPricingPlans(),
    getCaseStudies(),
    getGlossaryTerms(),
  ])
  const glossary = glossaryMap(terms)
  const section = (anchor: string) => page?.sections?.find((s) => s.anchor === anchor)
  const [whatIsGeo, trust, limits, finalCall] = ['que-es-geo', 'confianza', 'limitaciones', 'llamada-final'].map(
    section,
  )
  const featured = cases.find((c) => c.featured)
  const freeModule = modules.find((m) => m.free)

  const toc = [
    whatIsGeo && { id: whatIsGeo.anchor, title: whatIsGeo.title },
    featured && blocks.featured,
    trust && { id: trust.anchor, title: trust.title },
    limits && { id: limits.anchor, title: limits.title },
    plans.length > 0 && blocks.pricing,
    blocks.modules,
    finalCall && { id: finalCall.anchor, title: finalCall.title },
  ].filter((item): item is { id: string; title: string } => !!item)

  return (
    <div>
      <JsonLd
        data={graph(
          organization(site),
          {
            '@type': 'WebSite',
            name: site.siteName,
            url: absoluteUrl('/'),
            inLanguage: 'es-ES',
            description: page?.description,
          },
          {
            '@type': 'WebPage',
            name: page?.title ?? site.siteName,
            url: absoluteUrl('/'),
            inLanguage: 'es-ES',
            speakable: speakable(['#portada h1', '#portada p']),
          },
        )}
      />
      <div id="portada">
        <HomeHero title={site.tagline ?? page?.title ?? site.siteName} intro={page?.intro} freeModule={freeModule} />
      </div>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <TocLayout toc={toc}>
          <div className="space-y-16">
            {whatIsGeo && <CmsSection section={whatIsGeo} glossary={glossary} />}
            {featured && (
              <Section {...blocks.featured}>
                <FeaturedCase study={caseStudyView(featured)} />
              </Section>
            )}
            {trust && (
              <CmsSection
                section={trust}
                glossary={glossary}
                lead={<TrustFigures figures={site.figures} rating={site.rating} />}
              />
            )}
            {limits && <CmsSection section={limits} glossary={glossary} />}
            {plans.length > 0 && (
              <Section {...blocks.pricing}>
                {freeModule && (
                  <p className="mb-6 text-slate-700">
                    El diagnóstico {freeModule.code} es gratuito. Después, paga solo por lo que necesitas: un módulo o
                    el curso completo, en un único pago.
                  </p>
                )}
                <PricingPlans plans={plans} modules={modules} />
                <p className="mt-6 text-slate-700" data-testid="home-companies">
                  ¿Formas a un equipo?{' '}
                  <Link href="/empresas" className="font-semibold text-blue-800 underline underline-offset-2">
                    Plazas para empresas
                  </Link>
                  : precio por volumen, transferencia, factura con NIF y justificación FUNDAE.
                </p>
              </Section>
            )}
            <Section {...blocks.modules}>
              <ModuleGrid modules={modules} />
            </Section>
            {finalCall && (
              <CmsSection section={finalCall} glossary={glossary}>
                {freeModule && (
                  <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                    <LinkButton href={`/curso/${freeModule.slug}`} size="lg">
                      Empezar el diagnóstico {freeModule.code}
                    </LinkButton>
                    <LinkButton href="/curso" variant="secondary" size="lg">
                      Ver el curso
                    </LinkButton>
                  </div>
                )}
              </CmsSection>
            )}
          </div>
        </TocLayout>
      </div>
    </div>
  )
}
