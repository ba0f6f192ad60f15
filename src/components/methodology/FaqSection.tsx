import { faqPage, graph } from '@/content/jsonld'
import type { Faq } from '@/payload-types'
import { Accordion } from '@/components/ui/Accordion'
import { JsonLd } from '@/components/ui/JsonLd'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'

/** Frequently asked questions as an accordion, with the matching FAQPage structured data. */
export function FaqSection({
  faqs,
  glossary,
  id = 'preguntas-frecuentes',
}: {
  faqs: Faq[]
  glossary: Record<string, string>
  id?: string
}) {
  if (!faqs.length) return null
  return (
    <Section id={id} title="Preguntas frecuentes">
      <Accordion
        items={faqs.map((faq) => ({
          id: String(faq.id),
          question: faq.question,
          answer: <RichText data={faq.answer} glossary={glossary} />,
        }))}
      />
      <JsonLd data={graph(faqPage(faqs))} />
    </Section>
  )
}
