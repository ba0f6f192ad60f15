import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'

import { CAPTION_PREFIX, HEADER_COLUMN, HEADER_ROW } from '@/content/richtext'

import { GlossaryLink } from './GlossaryLink'

type Glossary = Record<string, string>
type Node = { type?: string; text?: string; headerState?: number; children?: Node[]; [key: string]: unknown }

const plainText = (node: Node | undefined): string =>
  node?.type === 'text' ? (node.text ?? '') : (node?.children ?? []).map(plainText).join('')

/** The «Tabla: …» paragraph right before a table is that table's caption (src/content/richtext.ts). */
const isCaption = (node: Node | undefined, next: Node | undefined) =>
  node?.type === 'paragraph' && next?.type === 'table' && CAPTION_PREFIX.test(plainText(node))

const isHeaderRow = (row: Node) => Boolean(row.children?.length) && row.children!.every((c) => (c.headerState ?? 0) & HEADER_ROW)

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
      if (node.fields.newTab) {
        return (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {children}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        )
      }
      if (url.startsWith('/')) return <Link href={url}>{children}</Link>
      return <a href={url}>{children}</a>
    },
    // List items carry no `value` (invalid on <li> in <ul>; in <ol> the browser numbers them).
    listitem: ({ node, nodesToJSX }) => <li>{nodesToJSX({ nodes: node.children })}</li>,
    paragraph: (args) => {
      const siblings = (args.parent as Node).children ?? []
      if (isCaption(args.node as Node, siblings[args.childIndex + 1])) return null
      const render = defaultConverters.paragraph
      return typeof render === 'function' ? render(args) : render
    },
    // Lexical's table as an accessible table: caption, header row in <thead> with scope="col", row headers with scope="row".
    table: ({ node, nodesToJSX, parent, childIndex }) => {
      const previous = ((parent as Node).children ?? [])[childIndex - 1]
      const caption = isCaption(previous, node as Node) ? plainText(previous).replace(CAPTION_PREFIX, '') : null
      const rows = (node.children ?? []) as Node[]
      const headCount = rows.findIndex((row) => !isHeaderRow(row))
      const head = headCount === -1 ? rows : rows.slice(0, headCount)
      const body = headCount === -1 ? [] : rows.slice(headCount)
      return (
        <table>
          {caption && <caption>{caption}</caption>}
          {head.length > 0 && <thead>{nodesToJSX({ nodes: head as never, parent: node as never })}</thead>}
          {body.length > 0 && <tbody>{nodesToJSX({ nodes: body as never, parent: node as never })}</tbody>}
        </table>
      )
    },
    tablerow: ({ node, nodesToJSX }) => <tr>{nodesToJSX({ nodes: node.children })}</tr>,
    tablecell: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const state = node.headerState ?? 0
      const span = {
        colSpan: node.colSpan && node.colSpan > 1 ? node.colSpan : undefined,
        rowSpan: node.rowSpan && node.rowSpan > 1 ? node.rowSpan : undefined,
      }
      if (state & HEADER_ROW) return <th scope="col" {...span}>{children}</th>
      if (state & HEADER_COLUMN) return <th scope="row" {...span}>{children}</th>
      return <td {...span}>{children}</td>
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
