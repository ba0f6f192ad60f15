/**
 * The one walk over the course's rich text (Lexical JSON, as Payload's editor stores it). `readRichText`
 * reads a stored document into typed nodes once: text and its formats, links, line breaks, paragraphs,
 * headings, quotes, lists and their items, tables (with their caption paragraph and header states), rules
 * and uploads; any other node (a relationship, a block) is `unknown` and keeps its children.
 *
 * Each output is a `RichTextVisitor`: one function per node kind. The web's React
 * (src/components/ui/RichText.tsx), the Markdown text (./richtext.ts) and the PDF guide's drawing calls
 * (src/pdf/richtext.ts) are the three. A new node kind is added here once, and every output then fails
 * to type-check until it says how it renders it: nothing is dropped silently.
 */

/** Lexical's table cell header states (a bit mask, as in `@lexical/table`). */
export const HEADER_ROW = 1
export const HEADER_COLUMN = 2

/** A paragraph right before a table whose text starts with this word is the table's caption. */
export const CAPTION_PREFIX = /^Tabla:\s*/

/** Lexical's text format bits. */
export const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const

interface Base {
  /** an element's alignment (Lexical's element `format`: 'center', 'right'…), '' when none */
  align: string
  /** indentation steps (Lexical's `indent`) */
  indent: number
}
interface Parent extends Base {
  children: RichNode[]
}

export interface TextNode extends Base {
  kind: 'text'
  text: string
  /** bit mask of FORMAT */
  format: number
}
export interface LinkNode extends Parent {
  kind: 'link'
  url: string | undefined
  newTab: boolean
  /** an autolink: a URL typed in the text, which the editor made a link */
  auto: boolean
}
export interface LineBreakNode extends Base {
  kind: 'linebreak'
}
export interface TabNode extends Base {
  kind: 'tab'
}
export interface ParagraphNode extends Parent {
  kind: 'paragraph'
  /** a «Tabla: …» paragraph right before a table: that table's caption */
  caption: boolean
}
export interface HeadingNode extends Parent {
  kind: 'heading'
  /** 'h1'…'h6' as stored */
  tag: string | undefined
}
export interface QuoteNode extends Parent {
  kind: 'quote'
}
export interface ListNode extends Parent {
  kind: 'list'
  /** 'bullet', 'number' or 'check' */
  listType: string | undefined
  tag: string | undefined
  start: number | undefined
}
export interface ListItemNode extends Parent {
  kind: 'listitem'
  checked: boolean | undefined
}
export interface TableNode extends Parent {
  kind: 'table'
  /** the caption paragraph's text after «Tabla:», or null */
  caption: string | null
}
export interface TableRowNode extends Parent {
  kind: 'tablerow'
}
export interface TableCellNode extends Parent {
  kind: 'tablecell'
  /** bit mask: HEADER_ROW, HEADER_COLUMN */
  headerState: number
  colSpan: number
  rowSpan: number
}
export interface HorizontalRuleNode extends Base {
  kind: 'horizontalrule'
}
export interface UploadNode extends Base {
  kind: 'upload'
  /** the upload document when populated, else its id */
  value: unknown
  alt: string | undefined
}
export interface UnknownNode extends Parent {
  kind: 'unknown'
  /** Lexical's node type */
  type: string | undefined
}

export type RichNode =
  | TextNode
  | LinkNode
  | LineBreakNode
  | TabNode
  | ParagraphNode
  | HeadingNode
  | QuoteNode
  | ListNode
  | ListItemNode
  | TableNode
  | TableRowNode
  | TableCellNode
  | HorizontalRuleNode
  | UploadNode
  | UnknownNode

export type RichKind = RichNode['kind']
export type RichNodeOf<K extends RichKind> = Extract<RichNode, { kind: K }>

/** An output: how it renders each node kind (all of them: a missing kind is a type error). */
export type RichTextVisitor<R, C = void> = { [K in RichKind]: (node: RichNodeOf<K>, context: C) => R }

/** Every node kind, in one list (the tests check each output renders them all). */
export const RICH_KINDS = Object.keys({
  text: 0,
  link: 0,
  linebreak: 0,
  tab: 0,
  paragraph: 0,
  heading: 0,
  quote: 0,
  list: 0,
  listitem: 0,
  table: 0,
  tablerow: 0,
  tablecell: 0,
  horizontalrule: 0,
  upload: 0,
  unknown: 0,
} satisfies Record<RichKind, 0>) as RichKind[]

/** Renders one node with the visitor's function for its kind. */
export const visit = <R, C>(visitor: RichTextVisitor<R, C>, node: RichNode, context: C): R =>
  (visitor[node.kind] as (node: RichNode, context: C) => R)(node, context)

/** A node's children; none for text, breaks, rules and uploads. */
export const childrenOf = (node: RichNode): RichNode[] => ('children' in node ? node.children : [])

/** The text of a node and everything in it. */
export const plainText = (node: RichNode | undefined): string =>
  node?.kind === 'text' ? node.text : node ? childrenOf(node).map(plainText).join('') : ''

/** A row whose every cell is a header of its column. */
export const isHeaderRow = (row: RichNode) =>
  childrenOf(row).length > 0 &&
  childrenOf(row).every((cell) => cell.kind === 'tablecell' && (cell.headerState & HEADER_ROW) !== 0)

type Raw = Record<string, unknown>

const asRaw = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {})
const asString = (value: unknown) => (typeof value === 'string' ? value : undefined)

function readNode(raw: Raw): RichNode {
  const base: Base = { align: typeof raw.format === 'string' ? raw.format : '', indent: Number(raw.indent) || 0 }
  const children = () => readNodes(raw.children)
  const fields = asRaw(raw.fields)
  switch (raw.type) {
    case 'text':
      return {
        ...base,
        kind: 'text',
        text: asString(raw.text) ?? '',
        format: typeof raw.format === 'number' ? raw.format : 0,
      }
    case 'link':
    case 'autolink':
      return {
        ...base,
        kind: 'link',
        children: children(),
        url: asString(fields.url) ?? asString(raw.url),
        newTab: Boolean(fields.newTab),
        auto: raw.type === 'autolink',
      }
    case 'linebreak':
      return { ...base, kind: 'linebreak' }
    case 'tab':
      return { ...base, kind: 'tab' }
    case 'paragraph':
      return { ...base, kind: 'paragraph', children: children(), caption: false }
    case 'heading':
      return { ...base, kind: 'heading', children: children(), tag: asString(raw.tag) }
    case 'quote':
      return { ...base, kind: 'quote', children: children() }
    case 'list':
      return {
        ...base,
        kind: 'list',
        children: children(),
        listType: asString(raw.listType),
        tag: asString(raw.tag),
        start: Number(raw.start) || undefined,
      }
    case 'listitem':
      return {
        ...base,
        kind: 'listitem',
        children: children(),
        checked: typeof raw.checked === 'boolean' ? raw.checked : undefined,
      }
    case 'table':
      return { ...base, kind: 'table', children: children(), caption: null }
    case 'tablerow':
      return { ...base, kind: 'tablerow', children: children() }
    case 'tablecell':
      return {
        ...base,
        kind: 'tablecell',
        children: children(),
        headerState: Number(raw.headerState ?? 0) || 0,
        colSpan: Number(raw.colSpan) || 1,
        rowSpan: Number(raw.rowSpan) || 1,
      }
    case 'horizontalrule':
      return { ...base, kind: 'horizontalrule' }
    case 'upload':
      return { ...base, kind: 'upload', value: raw.value, alt: asString(fields.alt) }
    default:
      return { ...base, kind: 'unknown', type: asString(raw.type), children: children() }
  }
}

/** Sibling nodes; a «Tabla: …» paragraph right before a table becomes that table's caption. */
function readNodes(list: unknown): RichNode[] {
  const nodes = Array.isArray(list) ? list.map((raw) => readNode(asRaw(raw))) : []
  nodes.forEach((node, i) => {
    const next = nodes[i + 1]
    if (node.kind === 'paragraph' && next?.kind === 'table' && CAPTION_PREFIX.test(plainText(node))) {
      node.caption = true
      next.caption = plainText(node).replace(CAPTION_PREFIX, '')
    }
  })
  return nodes
}

/** A stored rich-text document's top-level nodes, or null when it has none (no root, no children). */
export function readRichText(doc: unknown): RichNode[] | null {
  const root = asRaw(asRaw(doc).root)
  return Array.isArray(root.children) ? readNodes(root.children) : null
}

/** No text at all: no nodes, or one paragraph that is empty or holds one empty text (as the editor saves a cleared field). */
export function isEmptyRichText(nodes: RichNode[] | null): boolean {
  if (!nodes?.length) return true
  if (nodes.length > 1 || nodes[0]!.kind !== 'paragraph') return false
  const inside = nodes[0]!.children
  return inside.length === 0 || (inside.length === 1 && inside[0]!.kind === 'text' && inside[0]!.text === '')
}
