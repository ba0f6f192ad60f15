import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'

import { GlossaryLink } from './GlossaryLink'

type Glossary = Record<string, string>

const converters =
  (glossary: Glossary): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const url: string = node.fields.url ?? '#'
      const glossaryMatch = /^\/glosario#([a-z0-9-]+)$/.exec(url)
      if (glossaryMatch) {
        return (
          <GlossaryLink slug={glossaryMatch[1]} definition={glossary[glossaryMatch[1]]}>
            {children}
          </GlossaryLink>
        )
      }
      if (url.startsWith('/')) return <Link href={url}>{children}</Link>
      return (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      )
    },
  })

/** Course rich text (Lexical), with glossary links that explain themselves. */
export function RichText({ data, glossary = {}, className = '' }: { data: unknown; glossary?: Glossary; className?: string }) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data as never}
      converters={converters(glossary)}
      disableContainer={false}
      className={`prose-geo ${className}`}
    />
  )
}

