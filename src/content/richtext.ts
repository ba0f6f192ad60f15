/**
 * The course's rich text is Lexical JSON (what Payload's editor stores). Markdown in, for the small
 * subset the site's seed copy uses — paragraphs, h2–h4 headings, bullet and numbered lists, GFM pipe
 * tables, bold, italic and links — and Markdown out, so every page can be served as Markdown too: the
 * Markdown output of the one rich-text walk (./richtext-walk.ts).
 *
 * Tables are Lexical's own nodes (`table` > `tablerow` > `tablecell` > paragraph, as the editor's table
 * feature stores them). In Markdown the first row is the header row (cells with headerState ROW); a body
 * cell written wholly in bold is a row header (headerState COLUMN). A paragraph starting with «Tabla:»
 * right before a table is its caption.
 */
import {
  FORMAT,
  HEADER_COLUMN,
  HEADER_ROW,
  type RichNode,
  type RichTextVisitor,
  type TableNode,
  childrenOf,
  readRichText,
  visit,
} from './richtext-walk'

type TextFormat = 0 | 1 | 2 | 3 // 1 bold, 2 italic

export interface LexicalText {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}
export interface LexicalLink {
  type: 'link'
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: LexicalText[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 3
}
type Inline = LexicalText | LexicalLink
interface LexicalElement {
  type: string
  children: (Inline | LexicalElement)[]
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
  [key: string]: unknown
}
export interface LexicalDocument {
  root: { type: 'root'; children: LexicalElement[]; direction: 'ltr'; format: ''; indent: 0; version: 1 }
}

const text = (value: string, format: TextFormat = 0): LexicalText => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (
  type: string,
  children: LexicalElement['children'],
  extra: Record<string, unknown> = {},
): LexicalElement => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

/** Inline Markdown: **bold**, *italic* and [text](url). */
export function parseInline(line: string): Inline[] {
  const out: Inline[] = []
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g
  let last = 0
  for (const match of line.matchAll(pattern)) {
    if (match.index > last) out.push(text(line.slice(last, match.index)))
    if (match[1] !== undefined) out.push(text(match[1], 1))
    else if (match[2] !== undefined) out.push(text(match[2], 2))
    else
      out.push({
        type: 'link',
        fields: { linkType: 'custom', url: match[4], newTab: /^https?:/.test(match[4]) },
        children: [text(match[3])],
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 3,
      })
    last = match.index + match[0].length
  }
  if (last < line.length) out.push(text(line.slice(last)))
  return out
}

const TABLE_DIVIDER = /^\|(\s*:?-+:?\s*\|)+$/

/** The cells of one pipe-table row (`\\|` is a pipe inside a cell). */
function tableCells(line: string): string[] {
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

/** Rows of cells (the first is the header row) → Lexical's table node. */
function tableElement(rows: string[][]): LexicalElement {
  const width = Math.max(...rows.map((r) => r.length))
  const cell = (value: string, header: boolean) => {
    const rowHeader = !header && /^\*\*[^*]+\*\*$/.test(value)
    const content = rowHeader ? value.slice(2, -2) : value
    return element('tablecell', [element('paragraph', parseInline(content), { textFormat: 0 })], {
      headerState: header ? HEADER_ROW : rowHeader ? HEADER_COLUMN : 0,
      colSpan: 1,
      rowSpan: 1,
      backgroundColor: null,
    })
  }
  return element(
    'table',
    rows.map((cells, r) =>
      element(
        'tablerow',
        Array.from({ length: width }, (_, c) => cell(cells[c] ?? '', r === 0)),
      ),
    ),
  )
}

export function markdownToLexical(markdown: string): LexicalDocument {
  const blocks: LexicalElement[] = []
  const lines = markdown.replace(/\r\n/g, '\n').split('\n')
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null
  let table: string[][] | null = null

  const flushParagraph = () => {
    if (paragraph.length) blocks.push(element('paragraph', parseInline(paragraph.join(' ')), { textFormat: 0 }))
    paragraph = []
  }
  const flushList = () => {
    if (list) {
      const ordered = list.ordered
      blocks.push(
        element(
          'list',
          list.items.map((item, i) => element('listitem', parseInline(item), { value: i + 1 })),
          { listType: ordered ? 'number' : 'bullet', tag: ordered ? 'ol' : 'ul', start: 1 },
        ),
      )
    }
    list = null
  }
  const flushTable = () => {
    if (table) blocks.push(tableElement(table))
    table = null
  }

  for (const raw of lines) {
    const line = raw.trim()
    const heading = /^(#{2,4})\s+(.*)$/.exec(line)
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line)
    const row = /^\|.*\|$/.test(line)
    if (!row) flushTable()
    if (!line) {
      flushParagraph()
      flushList()
    } else if (row) {
      flushParagraph()
      flushList()
      // The divider under the header row says nothing the header row does not.
      if (!(table && table.length === 1 && TABLE_DIVIDER.test(line))) (table ??= []).push(tableCells(line))
    } else if (heading) {
      flushParagraph()
      flushList()
      blocks.push(element('heading', parseInline(heading[2]), { tag: `h${heading[1].length}` }))
    } else if (bullet || numbered) {
      flushParagraph()
      const ordered = Boolean(numbered)
      if (list && list.ordered !== ordered) flushList()
      list ??= { ordered, items: [] }
      list.items.push((bullet ?? numbered)![1])
    } else {
      flushList()
      paragraph.push(line)
    }
  }
  flushParagraph()
  flushList()
  flushTable()
  return { root: { type: 'root', children: blocks, direction: 'ltr', format: '', indent: 0, version: 1 } }
}

/** Inline content → Markdown: **bold**, *italic*, [links](url) and line breaks; any other node gives its text. */
const inlineMarkdown: RichTextVisitor<string, unknown> = {
  text: ({ text, format }) => (format & FORMAT.bold ? `**${text}**` : format & FORMAT.italic ? `*${text}*` : text),
  link: (node) => `[${inlineToMarkdown(node.children)}](${node.url ?? ''})`,
  linebreak: () => '\n',
  tab: () => '',
  paragraph: (node) => inlineToMarkdown(node.children),
  heading: (node) => inlineToMarkdown(node.children),
  quote: (node) => inlineToMarkdown(node.children),
  list: (node) => inlineToMarkdown(node.children),
  listitem: (node) => inlineToMarkdown(node.children),
  table: (node) => inlineToMarkdown(node.children),
  tablerow: (node) => inlineToMarkdown(node.children),
  tablecell: (node) => inlineToMarkdown(node.children),
  horizontalrule: () => '',
  upload: () => '',
  unknown: (node) => inlineToMarkdown(node.children),
}

function inlineToMarkdown(nodes: RichNode[]): string {
  return nodes.map((node) => visit(inlineMarkdown, node, undefined)).join('')
}

const headerStateOf = (cell: RichNode) => (cell.kind === 'tablecell' ? cell.headerState : 0)

/** A Lexical table → a GFM pipe table; its first row is the header row, as GFM requires. */
function tableToMarkdown(table: TableNode): string {
  const rows = table.children.map((row) =>
    childrenOf(row).map((cell) => {
      const value = childrenOf(cell)
        .map((block) => inlineToMarkdown(childrenOf(block)))
        .join(' ')
        .replace(/\n/g, ' ')
        .replace(/\|/g, '\\|')
        .trim()
      const rowHeader = headerStateOf(cell) === HEADER_COLUMN && value && !/^\*\*[^*]+\*\*$/.test(value)
      return rowHeader ? `**${value}**` : value
    }),
  )
  if (!rows.length) return ''
  const [head, ...body] = rows
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n')
}

/** Top-level blocks → Markdown; the context is the heading offset. Other blocks give their inline text. */
const blockMarkdown: RichTextVisitor<string, number> = {
  ...inlineMarkdown,
  text: () => '',
  link: (node) => inlineToMarkdown(node.children),
  linebreak: () => '',
  heading: (node, headingOffset) => {
    const level = Math.min(6, Number((node.tag ?? 'h3').slice(1)) + headingOffset)
    return `${'#'.repeat(level)} ${inlineToMarkdown(node.children)}`
  },
  list: (node) =>
    node.children
      .map((item, i) => `${node.listType === 'number' ? `${i + 1}.` : '-'} ${inlineToMarkdown(childrenOf(item))}`)
      .join('\n'),
  quote: (node) => `> ${inlineToMarkdown(node.children)}`,
  table: tableToMarkdown,
}

/** Lexical JSON → Markdown. `headingOffset` shifts heading levels to fit the surrounding document. */
export function lexicalToMarkdown(doc: unknown, headingOffset = 0): string {
  const nodes = readRichText(doc)
  if (!nodes) return ''
  return nodes
    .map((node) => visit(blockMarkdown, node, headingOffset))
    .filter((block) => block.trim() !== '')
    .join('\n\n')
}

/** Lexical JSON → plain text (descriptions, JSON-LD answers). */
export function lexicalToPlainText(doc: unknown): string {
  return lexicalToMarkdown(doc)
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/^#+\s+/gm, '')
    .replace(/^(?:-|\d+\.)\s+/gm, '')
    .replace(/^\|(?:\s*-+\s*\|)+$/gm, '')
    .replace(/^\|\s*(.*?)\s*\|$/gm, (_, cells: string) =>
      cells
        .split(/\s*(?<!\\)\|\s*/)
        .filter(Boolean)
        .join(' — ')
        .replace(/\\\|/g, '|'),
    )
    .replace(/\n{2,}/g, '\n')
    .trim()
}
