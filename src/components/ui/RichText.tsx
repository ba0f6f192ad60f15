import Link from 'next/link'
import { type CSSProperties, type ReactNode, cloneElement, isValidElement } from 'react'

import {
  FORMAT,
  HEADER_COLUMN,
  HEADER_ROW,
  type RichNode,
  type RichTextVisitor,
  type UploadNode,
  isEmptyRichText,
  isHeaderRow,
  readRichText,
  visit,
} from '@/content/richtext-walk'

import { GlossaryLink } from './GlossaryLink'

type Glossary = Record<string, string>

const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const LIST_TAGS = new Set(['ol', 'ul'])
const TEXT_ALIGN: Record<string, CSSProperties['textAlign']> = {
  center: 'center',
  end: 'right',
  justify: 'justify',
  right: 'right',
  start: 'left',
}

/** Lexical's alignment and indentation of a block, as inline style (40 px per step, as Payload's renderer). */
function withLayout(element: ReactNode, node: RichNode, key: number): ReactNode {
  if (!isValidElement<{ style?: CSSProperties }>(element)) return element
  const style: CSSProperties = {}
  if (TEXT_ALIGN[node.align]) style.textAlign = TEXT_ALIGN[node.align]
  if (node.indent && node.kind !== 'listitem') style.paddingInlineStart = `${node.indent * 40}px`
  if (!style.textAlign && !style.paddingInlineStart) return cloneElement(element, { key })
  return cloneElement(element, { key, style: { ...style, ...element.props.style } })
}

const nodesToJSX = (nodes: RichNode[], glossary: Glossary): ReactNode[] =>
  nodes.map((node, i) => withLayout(visit(web, node, glossary), node, i)).filter(Boolean)

/** An uploaded image (every size as a source), or a link to any other file; nothing while it is only an id. */
function upload(node: UploadNode): ReactNode {
  const doc = node.value as {
    url?: string
    alt?: string
    mimeType?: string
    filename?: string
    width?: number
    height?: number
    sizes?: Record<string, Record<string, unknown> | null>
  } | null
  if (!doc || typeof doc !== 'object' || typeof doc.mimeType !== 'string') return null
  if (!doc.mimeType.startsWith('image'))
    return (
      <a href={doc.url} rel="noopener noreferrer">
        {doc.filename}
      </a>
    )
  // The stored sizes as <source> elements, as Payload's own renderer writes them (next/image cannot).
  // eslint-disable-next-line @next/next/no-img-element
  const img = <img key="image" alt={node.alt || doc.alt || ''} height={doc.height} src={doc.url} width={doc.width} />
  if (!doc.sizes || !Object.keys(doc.sizes).length) return img
  const sources = Object.entries(doc.sizes).flatMap(([name, size]) =>
    size && size.width && size.height && size.mimeType && size.filesize && size.filename && size.url
      ? [
          <source
            key={name}
            media={`(max-width: ${size.width}px)`}
            srcSet={String(size.url)}
            type={String(size.mimeType)}
          />,
        ]
      : [],
  )
  return <picture>{[...sources, img]}</picture>
}

/** The web output of the one rich-text walk; the context is the glossary (slug → definition). */
const web: RichTextVisitor<ReactNode, Glossary> = {
  text: ({ text, format }) => {
    let out: ReactNode = text
    if (format & FORMAT.bold) out = <strong>{out}</strong>
    if (format & FORMAT.italic) out = <em>{out}</em>
    if (format & FORMAT.strikethrough) out = <span style={{ textDecoration: 'line-through' }}>{out}</span>
    if (format & FORMAT.underline) out = <span style={{ textDecoration: 'underline' }}>{out}</span>
    if (format & FORMAT.code) out = <code>{out}</code>
    if (format & FORMAT.subscript) out = <sub>{out}</sub>
    if (format & FORMAT.superscript) out = <sup>{out}</sup>
    return out
  },
  linebreak: () => <br />,
  tab: () => '\t',
  // Glossary links explain themselves; a new tab says so; site paths are client-side links.
  link: (node, glossary) => {
    const children = nodesToJSX(node.children, glossary)
    if (node.auto) {
      const newTab = node.newTab ? { rel: 'noopener noreferrer', target: '_blank' } : {}
      return (
        <a href={node.url} {...newTab}>
          {children}
        </a>
      )
    }
    const url = node.url ?? '#'
    const glossaryMatch = /^\/glosario#([a-z0-9-]+)$/.exec(url)
    if (glossaryMatch) {
      return (
        <GlossaryLink slug={glossaryMatch[1]} definition={glossary[glossaryMatch[1]]}>
          {children}
        </GlossaryLink>
      )
    }
    if (node.newTab) {
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
  // A table's caption paragraph is its <caption>, not text before it.
  paragraph: (node, glossary) => {
    if (node.caption) return null
    const children = nodesToJSX(node.children, glossary)
    return <p>{children.length ? children : <br />}</p>
  },
  heading: (node, glossary) => {
    const Tag = (node.tag && HEADING_TAGS.has(node.tag) ? node.tag : 'h1') as 'h1'
    return <Tag>{nodesToJSX(node.children, glossary)}</Tag>
  },
  quote: (node, glossary) => <blockquote>{nodesToJSX(node.children, glossary)}</blockquote>,
  list: (node, glossary) => {
    const Tag = (node.tag && LIST_TAGS.has(node.tag) ? node.tag : 'ul') as 'ul'
    return <Tag className={`list-${node.listType}`}>{nodesToJSX(node.children, glossary)}</Tag>
  },
  // List items carry no `value` (invalid on <li> in <ul>; in <ol> the browser numbers them).
  listitem: (node, glossary) => <li>{nodesToJSX(node.children, glossary)}</li>,
  // An accessible table: caption, header rows in <thead> with scope="col", row headers with scope="row".
  table: (node, glossary) => {
    const headCount = node.children.findIndex((row) => !isHeaderRow(row))
    const head = headCount === -1 ? node.children : node.children.slice(0, headCount)
    const body = headCount === -1 ? [] : node.children.slice(headCount)
    return (
      <table>
        {node.caption && <caption>{node.caption}</caption>}
        {head.length > 0 && <thead>{nodesToJSX(head, glossary)}</thead>}
        {body.length > 0 && <tbody>{nodesToJSX(body, glossary)}</tbody>}
      </table>
    )
  },
  tablerow: (node, glossary) => <tr>{nodesToJSX(node.children, glossary)}</tr>,
  tablecell: (node, glossary) => {
    const children = nodesToJSX(node.children, glossary)
    const span = {
      colSpan: node.colSpan > 1 ? node.colSpan : undefined,
      rowSpan: node.rowSpan > 1 ? node.rowSpan : undefined,
    }
    if (node.headerState & HEADER_ROW)
      return (
        <th scope="col" {...span}>
          {children}
        </th>
      )
    if (node.headerState & HEADER_COLUMN)
      return (
        <th scope="row" {...span}>
          {children}
        </th>
      )
    return <td {...span}>{children}</td>
  },
  horizontalrule: () => <hr />,
  upload,
  unknown: () => <span>unknown node</span>,
}

/** Course rich text (Lexical), with glossary links that explain themselves. */
export function RichText({
  data,
  glossary = {},
  className = '',
}: {
  data: unknown
  glossary?: Glossary
  className?: string
}) {
  if (!data) return null
  const nodes = readRichText(data)
  return <div className={`prose-geo ${className}`}>{!isEmptyRichText(nodes) && nodesToJSX(nodes ?? [], glossary)}</div>
}
