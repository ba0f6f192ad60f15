import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CmsSection } from '@/components/ui/CmsSection'
import { CourseStats } from '@/components/course/CourseStats'
import { formatRating, glossaryMap } from '@/content/labels'
import { ModuleGrid } from '@/components/course/ModuleGrid'
import { OnwardLinks } from '@/components/course/OnwardLinks'
import { StepGuide } from '@/components/course/StepGuide'
import { TocLayout } from '@/components/course/TocLayout'
import { Accordion } from '@/components/ui/Accordion'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { JsonLd } from '@/components/ui/JsonLd'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { completePlan, paidModules, savingsCents } from '@/content/prices'
import { formatEuros } from '@/content/money'
import { formatDuration, sumDurations } from '@/content/duration'
import { course, faqPage, graph, howTo, speakable } from '@/content/jsonld'
import { getFaqs, getGlossaryTerms, getModules, getPage, getPricingPlans, getSiteSettings } from '@/readers/queries'
import { absoluteUrl, pageMetadata } from '@/content/seo'

/** Blocks of the page that are not CMS sections: their anchor and heading (also their table-of-contents entry). */
const blocks = {
  modules: { id: 'modulos', title: 'Los módulos del curso' },
  faq: { id: 'preguntas-frecuentes', title: 'Preguntas frecuentes' },
  next: { id: 'siguientes-pasos', title: 'Siguientes pasos' },
}

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('curso'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: '/curso' }, site)
}

export default async function CoursePage() {
  const [page, site, modules, plans, faqs, terms] = await Promise.all([
    getPage('curso'),
    getSiteSettings(),
    getModules(),
    getPricingPlans(),
    getFaqs('course'),
    getGlossaryTerms(),
  ])
  if (!page) notFound()
  const glossary = glossaryMap(terms)
  const paid = paidModules(modules)
  const totalDuration = sumDurations(paid.map((m) => m.duration))
  const paidRange = paid.length ? `${paid[0].code}–${paid[paid.length - 1].code}` : ''
  const complete = completePlan(plans)
  const freeModule = modules.find((m) => m.free)
  const steps = page.steps ?? []
  const stepsTitle = `Cómo avanzar en el curso en ${steps.length} pasos`
  const rating = site.rating?.value && site.rating.count ? site.rating : null

  const toc = [
    ...(page.sections ?? []).map((s) => ({ id: s.anchor, title: s.title })),
    ...(steps.length ? [{ id: 'pasos', title: stepsTitle }] : []),
    blocks.modules,
    ...(faqs.length ? [blocks.faq] : []),
    blocks.next,
  ]

  const onward = [
    ...(freeModule
      ? [
          {
            href: `/curso/${freeModule.slug}`,
            title: `Haz el diagnóstico ${freeModule.code}`,
            text: 'Gratis, sin registro y sin tarjeta de crédito. Descubre por qué módulo te conviene empezar.',
          },
        ]
      : []),
    {
      href: '/empresas',
      title: 'Forma a tu equipo',
      text: 'Plazas con precio por volumen, pago por transferencia, factura con NIF y justificación FUNDAE.',
    },
    {
      href: '/metodologia',
      title: 'Conoce la metodología',
      text: 'Cómo se articulan los módulos y en qué se diferencia el GEO del SEO tradicional.',
    },
    ...(complete
      ? [
          {
            href: '/checkout?type=complete',
            title: `Compra el ${complete.name.toLowerCase()}`,
            text: `${formatEuros(complete.price)} en un único pago${savingsCents(complete) ? `: ahorras ${formatEuros(savingsCents(complete))}` : ''}.`,
          },
        ]
      : []),
  ]

  const description = page.intro ?? page.description
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
      <JsonLd
        data={graph(
          course({
            name: page.title,
            description,
            path: '/curso',
            modules: paid,
            priceCents: complete?.price ?? 0,
            site,
            rating,
          }),
          faqPage(faqs),
          howTo(stepsTitle, steps),
          {
            '@type': 'WebPage',
            name: page.title,
            url: absoluteUrl('/curso'),
            inLanguage: 'es-ES',
            speakable: speakable(['#resumen h1', '#resumen p']),
          },
        )}
      />
      <Breadcrumb items={[{ label: 'Inicio', href: '/' }, { label: 'Curso GEO' }]} />
      <header id="resumen" className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{description}</p>
      </header>
      <CourseStats
        items={[
          { label: `Duración ${paidRange}`, value: formatDuration(totalDuration), testId: 'total-duration' },
          { label: 'Módulos', value: modules.length },
          ...(complete ? [{ label: complete.name, value: formatEuros(complete.price) }] : []),
          ...(rating ? [{ label: `${rating.count} valoraciones`, value: `${formatRating(rating.value!)}/5` }] : []),
        ]}
      />
      <div className="mt-12">
        <TocLayout toc={toc}>
          <div className="space-y-16">
            {(page.sections ?? []).map((section) => (
              <CmsSection key={section.anchor} section={section} glossary={glossary} />
            ))}
            {steps.length > 0 && (
              <Section id="pasos" title={stepsTitle}>
                <StepGuide steps={steps} />
              </Section>
            )}
            <Section {...blocks.modules}>
              <p className="mb-6 text-slate-700">
                {paid.length} módulos de pago ({paidRange}) con {formatDuration(totalDuration)} de contenido en total
                {freeModule ? `, más el diagnóstico gratuito ${freeModule.code}` : ''}.
              </p>
              <ModuleGrid modules={modules} />
            </Section>
            {faqs.length > 0 && (
              <Section {...blocks.faq}>
                <Accordion
                  items={faqs.map((faq) => ({
                    id: String(faq.id),
                    question: faq.question,
                    answer: <RichText data={faq.answer} glossary={glossary} />,
                  }))}
                />
              </Section>
            )}
            <Section {...blocks.next}>
              <OnwardLinks links={onward} />
            </Section>
          </div>
        </TocLayout>
      </div>
    </div>
  )
}
