import Link from 'next/link'
import type { ReactNode } from 'react'

/** A link to a glossary term that shows its definition on hover and keyboard focus (CSS only). */
export function GlossaryLink({
  slug,
  definition,
  children,
}: {
  slug: string
  definition?: string
  children: ReactNode
}) {
  if (!definition) return <Link href={`/glosario#${slug}`}>{children}</Link>
  const tipId = `tip-${slug}-${Math.abs(hash(String(definition)))}`
  return (
    <span className="group relative inline">
      <Link
        href={`/glosario#${slug}`}
        aria-describedby={tipId}
        className="underline decoration-dotted underline-offset-2"
        data-glossary-link={slug}
      >
        {children}
      </Link>
      <span role="tooltip" id={tipId} className="tip">
        {definition}
      </span>
    </span>
  )
}

function hash(value: string) {
  let h = 0
  for (let i = 0; i < value.length; i++) h = (h * 31 + value.charCodeAt(i)) | 0
  return h
}
