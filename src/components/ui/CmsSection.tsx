import type { ReactNode } from 'react'

import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'

export interface CmsSectionData {
  anchor: string
  title: string
  body: unknown
}

/** A rich-text section from the CMS, anchorable and shareable, with optional content before (lead) and after the text. */
export function CmsSection({
  section,
  glossary,
  lead,
  children,
  className,
}: {
  section: CmsSectionData
  glossary: Record<string, string>
  lead?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <Section id={section.anchor} title={section.title} className={className}>
      {lead}
      <RichText data={section.body} glossary={glossary} />
      {children}
    </Section>
  )
}
