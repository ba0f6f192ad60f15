import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CASE_MODELS, HONEYPOT_FIELD } from '@/cases/submission'
import { CaseStudyCard } from '@/components/cases/CaseStudyCard'
import { caseStudyView } from '@/components/cases/case-study-view'
import { CaseSubmissionForm } from '@/components/cases/CaseSubmissionForm'
import { CitationExampleCard } from '@/components/cases/CitationExampleCard'
import { FigureStats } from '@/components/cases/FigureStats'
import { TestimonialCard } from '@/components/cases/TestimonialCard'
import { ComparisonTable } from '@/components/methodology/ComparisonTable'
import { FaqSection } from '@/components/methodology/FaqSection'
import { PageHeader } from '@/components/ui/PageHeader'
import { CmsSection } from '@/components/ui/CmsSection'
import { Section } from '@/components/ui/Section'
import {
  getCaseStudies,
  getCitationExamples,
  getFaqs,
  getGlossaryTerms,
  getPage,
  getSiteSettings,
  getTestimonials,
} from '@/readers/queries'
import { pageMetadata } from '@/content/seo'

const PATH = '/casos'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getPage('casos'), getSiteSettings()])
  if (!page) return {}
  return pageMetadata({ title: page.title, description: page.description, meta: page.meta, path: PATH }, site)
}

export default async function CasesPage() {
  const [page, testimonials, studies, examples, faqs, terms] = await Promise.all([
    getPage('casos'),
    getTestimonials(),
    getCaseStudies(),
    getCitationExamples(),
    getFaqs('cases'),
    getGlossaryTerms(),
  ])
  if (!page) notFound()
  const glossary = Object.fromEntries(terms.map((t) => [t.slug, t.definition]))
  const headings = page.comparisonHeadings
  const comparison = page.comparison ?? []

  return (
    <div>
      <PageHeader crumbs={[{ label: 'Inicio', href: '/' }, { label: 'Casos' }]} title={page.title} intro={page.intro}>
        <FigureStats figures={page.figures ?? []} />
      </PageHeader>

      <div className="mx-auto max-w-6xl space-y-20 px-4 py-12 sm:py-16">
        {testimonials.length > 0 && (
          <Section id="testimonios" title="Lo que cuentan quienes lo han aplicado">
            <ul className="grid gap-5 lg:grid-cols-3">
              {testimonials.map((testimonial) => (
                <li key={testimonial.id}>
                  <TestimonialCard testimonial={testimonial} />
                </li>
              ))}
            </ul>
          </Section>
        )}

        {(page.sections ?? []).map((section) => (
          <CmsSection key={section.anchor} section={section} glossary={glossary} className="max-w-3xl" />
        ))}

        {studies.length > 0 && (
          <Section id="casos-detallados" title="Casos detallados">
            <div className="space-y-8">
              {studies.map((study) => (
                <CaseStudyCard key={study.id} study={caseStudyView(study)} />
              ))}
            </div>
          </Section>
        )}

        {examples.length > 0 && (
          <Section id="ejemplos-de-citas" title="Ejemplos documentados de citas en IA">
            <ul className="grid gap-5 lg:grid-cols-3">
              {examples.map((example) => (
                <li key={example.id}>
                  <CitationExampleCard example={example} />
                </li>
              ))}
            </ul>
          </Section>
        )}

        {comparison.length > 0 && (
          <Section id="optimizado-vs-sin-optimizar" title="Contenido optimizado frente a contenido sin optimizar">
            <ComparisonTable
              caption={`${headings?.left ?? ''} frente a ${headings?.right ?? ''}`}
              headings={headings}
              rows={comparison}
            />
          </Section>
        )}

        <Section id="envia-tu-caso" title="Envía tu caso" className="max-w-3xl">
          <p className="mb-6 text-slate-700">
            ¿Un asistente de IA ha citado o recomendado tu contenido después de aplicar el método? Cuéntanoslo:
            revisamos cada envío y los casos bien documentados pueden formar parte de esta página.
          </p>
          <CaseSubmissionForm models={CASE_MODELS} honeypot={HONEYPOT_FIELD} />
        </Section>

        <FaqSection faqs={faqs} glossary={glossary} />
      </div>
    </div>
  )
}
