/**
 * The course's rich text is Lexical JSON (what Payload's editor stores). Two plain converters for the
 * small subset the site uses — paragraphs, h2–h4 headings, bullet and numbered lists, GFM pipe tables,
 * bold, italic and links — so seed copy can be written as Markdown and every page can be served as
 * Markdown too.
 *
 * Tables are Lexical's own nodes (`table` > `tablerow` > `tablecell` > paragraph, as the editor's table
 * feature stores them). In Markdown the first row is the header row (cells with headerState ROW); a body
 * cell written wholly in bold is a row header (headerState COLUMN). A paragraph starting with «Tabla:»
 * right before a table is its caption.
 */

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
/** Lexical's table cell header states (a bit mask, as in `@lexical/table`). */
export const HEADER_ROW = 1
export const HEADER_COLUMN = 2

/** A paragraph right before a table whose text starts with this word is the table's caption. */
export const CAPTION_PREFIX = /^Tabla:\s*/

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

const element = (type: string, children: LexicalElement['children'], extra: Record<string, unknown> = {}): LexicalElement => ({
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

type AnyNode = { type?: string; text?: string; format?: number; children?: AnyNode[]; [key: string]: unknown }

function inlineToMarkdown(nodes: AnyNode[] = []): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') {
        const value = node.text ?? ''
        const format = node.format ?? 0
        if (format & 1) return `**${value}**`
        if (format & 2) return `*${value}*`
        return value
      }
      if (node.type === 'link' || node.type === 'autolink') {
        const url = (node.fields as { url?: string } | undefined)?.url ?? ''
        return `[${inlineToMarkdown(node.children)}](${url})`
      }
      if (node.type === 'linebreak') return '\n'
      return inlineToMarkdown(node.children)
    })
    .join('')
}

const headerState = (cell: AnyNode) => Number(cell.headerState ?? 0)

/** A Lexical table → a GFM pipe table; its first row is the header row, as GFM requires. */
function tableToMarkdown(table: AnyNode): string {
  const rows = (table.children ?? []).map((row) =>
    (row.children ?? []).map((cell) => {
      const value = (cell.children ?? [])
        .map((block) => inlineToMarkdown(block.children))
        .join(' ')
        .replace(/\n/g, ' ')
        .replace(/\|/g, '\\|')
        .trim()
      const rowHeader = headerState(cell) === HEADER_COLUMN && value && !/^\*\*[^*]+\*\*$/.test(value)
      return rowHeader ? `**${value}**` : value
    }),
  )
  if (!rows.length) return ''
  const [head, ...body] = rows
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n')
}

function blockToMarkdown(node: AnyNode, headingOffset: number): string {
  switch (node.type) {
    case 'heading': {
      const level = Math.min(6, Number(String(node.tag ?? 'h3').slice(1)) + headingOffset)
      return `${'#'.repeat(level)} ${inlineToMarkdown(node.children)}`
    }
    case 'list':
      return (node.children ?? [])
        .map((item, i) => `${node.listType === 'number' ? `${i + 1}.` : '-'} ${inlineToMarkdown(item.children)}`)
        .join('\n')
    case 'quote':
      return `> ${inlineToMarkdown(node.children)}`
    case 'table':
      return tableToMarkdown(node)
    default:
      return inlineToMarkdown(node.children)
  }
}

/** Lexical JSON → Markdown. `headingOffset` shifts heading levels to fit the surrounding document. */
export function lexicalToMarkdown(doc: unknown, headingOffset = 0): string {
  const root = (doc as { root?: AnyNode } | null)?.root
  if (!root?.children) return ''
  return root.children
    .map((node) => blockToMarkdown(node, headingOffset))
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
    .replace(/^\|\s*(.*?)\s*\|$/gm, (_, cells: string) => cells.split(/\s*(?<!\\)\|\s*/).filter(Boolean).join(' — ').replace(/\\\|/g, '|'))
    .replace(/\n{2,}/g, '\n')
    .trim()
}
