/**
 * The PDF output of the one rich-text walk (src/content/richtext-walk.ts): a section body drawn into the
 * guide's flow — headings, paragraphs, bold/italic/code, links (with their address when it says more than
 * the label), bullet, numbered and check lists, quotes, tables and rules.
 */
import { LineCapStyle, type PDFPage } from '@cantoo/pdf-lib'

import {
  FORMAT,
  HEADER_COLUMN,
  type ListNode,
  type RichNode,
  type RichTextVisitor,
  type TableCellNode,
  type TableNode,
  childrenOf,
  isHeaderRow,
  readRichText,
  visit,
} from '@/content/richtext-walk'

import {
  BODY_LEADING,
  BODY_SIZE,
  COLORS,
  CONTENT_W,
  type Composer,
  MARGIN_X,
  PAGE_W,
  PARAGRAPH_GAP,
  type Run,
  type RunStyle,
  type TextStyle,
  wrapRuns,
} from './layout'

/** Text printed after a link's label: site paths and external URLs are shown, anchors are not. */
function linkSuffix(label: string, href: string): string {
  if (href.startsWith('/') || /^https?:\/\//i.test(href)) return label.trim() === href ? '' : href
  if (/^mailto:/i.test(href)) {
    const address = href.slice(7)
    return label.includes(address) ? '' : address
  }
  return ''
}

const plainText = (runs: Run[]) => runs.map((r) => r.text).join('')

const childRuns = (node: RichNode, base: RunStyle) => inlineRuns(childrenOf(node), base)

/** Inline content → styled runs; a block inside inline content gives its own runs. */
const runsOf: RichTextVisitor<Run[], RunStyle> = {
  text: (node, base) => [
    {
      ...base,
      text: node.text,
      bold: base.bold || !!(node.format & FORMAT.bold),
      italic: base.italic || !!(node.format & FORMAT.italic),
      code: base.code || !!(node.format & FORMAT.code),
    },
  ],
  linebreak: (_, base) => [{ ...base, text: ' ' }],
  tab: (_, base) => [{ ...base, text: ' ' }],
  link: (node, base) => {
    const label = inlineRuns(node.children, { ...base, link: true })
    const suffix = linkSuffix(plainText(label), node.url ?? '')
    return suffix ? [...label, { ...base, muted: true, text: ` (${suffix})` }] : label
  },
  paragraph: childRuns,
  heading: childRuns,
  quote: childRuns,
  list: childRuns,
  listitem: childRuns,
  table: childRuns,
  tablerow: childRuns,
  tablecell: childRuns,
  horizontalrule: () => [],
  upload: () => [],
  unknown: childRuns,
}

/** Inline nodes → styled runs. */
export function inlineRuns(nodes: RichNode[], base: RunStyle = {}): Run[] {
  return nodes.flatMap((node) => visit(runsOf, node, base))
}

const isBlank = (runs: Run[]) => !plainText(runs).trim()

const HEADING_SIZES: Record<string, number> = { h1: 15, h2: 14, h3: 12.5, h4: 11.5, h5: 11, h6: 11 }

function drawList(c: Composer, list: ListNode, depth: number): void {
  const { fonts } = c
  const body: TextStyle = { size: BODY_SIZE, color: COLORS.body }
  const kind = list.listType === 'number' ? 'number' : list.listType === 'check' ? 'check' : 'bullet'
  const items = list.children.filter((n) => n.kind === 'listitem')
  const indent = depth * 18
  const markerFont = kind === 'number' ? fonts.bold : fonts.regular
  let number = list.start || 1
  const markers = items.map((item) =>
    kind === 'number' && item.children.some((n) => n.kind !== 'list') ? `${number++}.` : '\u2022',
  )
  const markerW = kind === 'check' ? 9 : Math.max(...markers.map((m) => markerFont.widthOfTextAtSize(m, BODY_SIZE)))
  const markerRight = MARGIN_X + 8 + indent + markerW
  const textX = markerRight + (kind === 'check' ? 8 : kind === 'number' ? 7 : 9)
  items.forEach((item, k) => {
    const runs = inlineRuns(item.children.filter((n) => n.kind !== 'list'))
    if (!isBlank(runs)) {
      const lines = wrapRuns(runs, body, PAGE_W - MARGIN_X - textX, fonts)
      c.flow(lines, textX, BODY_SIZE, BODY_LEADING, (idx, baseline) => {
        if (idx !== 0) return
        if (kind === 'check') return drawCheckBox(c.page, markerRight - markerW, baseline, item.checked === true)
        const marker = markers[k]!
        const w = markerFont.widthOfTextAtSize(marker, BODY_SIZE)
        c.page.drawText(marker, {
          x: markerRight - w,
          y: baseline,
          font: markerFont,
          size: BODY_SIZE,
          color: COLORS.accent,
        })
      })
      c.y -= 3
    }
    for (const nested of item.children) if (nested.kind === 'list') drawList(c, nested, depth + 1)
  })
  if (depth === 0) c.y -= PARAGRAPH_GAP - 3
}

/** An empty square (or a ticked one) sitting on the text's baseline. */
function drawCheckBox(page: PDFPage, x: number, baseline: number, checked: boolean): void {
  const size = 8.5
  page.drawRectangle({ x, y: baseline - 1, width: size, height: size, borderColor: COLORS.accent, borderWidth: 0.9 })
  if (!checked) return
  const line = { thickness: 1.2, color: COLORS.accent, lineCap: LineCapStyle.Round }
  page.drawLine({ start: { x: x + 1.8, y: baseline + 3.2 }, end: { x: x + 3.6, y: baseline + 1.2 }, ...line })
  page.drawLine({ start: { x: x + 3.6, y: baseline + 1.2 }, end: { x: x + 7, y: baseline + 6.4 }, ...line })
}

function drawQuote(c: Composer, runs: Run[]): void {
  const style: TextStyle = { size: BODY_SIZE, color: COLORS.navy }
  const lines = wrapRuns(
    runs.map((r) => ({ ...r, italic: true })),
    style,
    CONTENT_W - 18,
    c.fonts,
  )
  c.flow(lines, MARGIN_X + 16, BODY_SIZE, BODY_LEADING, (_, baseline) => {
    c.page.drawRectangle({ x: MARGIN_X + 2, y: baseline - 4.5, width: 2.5, height: BODY_LEADING, color: COLORS.accent })
  })
  c.y -= PARAGRAPH_GAP
}

/** Cells of a Lexical `tablecell`: its paragraphs' runs, one after another. */
function cellRuns(cell: TableCellNode, bold: boolean): Run[] {
  const runs: Run[] = []
  cell.children.forEach((block, i) => {
    if (i > 0) runs.push({ text: ' ' })
    const inline = block.kind === 'text' || (block.kind === 'link' && !block.auto) ? [block] : childrenOf(block)
    runs.push(...inlineRuns(inline, { bold }))
  })
  return runs
}

function drawTable(c: Composer, table: TableNode): void {
  const rows = table.children.filter((n) => n.kind === 'tablerow')
  if (!rows.length) return
  const cells = (row: RichNode) => childrenOf(row).filter((n) => n.kind === 'tablecell')
  const [first, ...rest] = rows
  const header = isHeaderRow(first!) ? first! : null
  const bodyRows = header ? rest : rows
  c.table({
    header: header ? cells(header).map((cell) => cellRuns(cell, false)) : undefined,
    rows: bodyRows.map((row) =>
      cells(row).map((cell) => cellRuns(cell, (cell.headerState & HEADER_COLUMN) === HEADER_COLUMN)),
    ),
  })
}

/** A top-level block that is text to flow: a paragraph, or whatever else holds inline content. */
function drawParagraph(c: Composer, node: RichNode): void {
  const runs = inlineRuns(childrenOf(node))
  if (!isBlank(runs)) c.paragraph(runs)
}

/** Top-level blocks → drawing calls into the composer's flow. */
const drawBlock: RichTextVisitor<void, Composer> = {
  heading: (node, c) => {
    const runs = inlineRuns(node.children)
    if (!isBlank(runs)) c.heading(runs, HEADING_SIZES[node.tag ?? 'h3'] ?? 12.5)
  },
  list: (node, c) => drawList(c, node, 0),
  quote: (node, c) => drawQuote(c, inlineRuns(node.children)),
  table: (node, c) => drawTable(c, node),
  horizontalrule: (_, c) => c.rule(),
  paragraph: (node, c) => drawParagraph(c, node),
  text: (node, c) => drawParagraph(c, node),
  link: (node, c) => drawParagraph(c, node),
  linebreak: (node, c) => drawParagraph(c, node),
  tab: (node, c) => drawParagraph(c, node),
  listitem: (node, c) => drawParagraph(c, node),
  tablerow: (node, c) => drawParagraph(c, node),
  tablecell: (node, c) => drawParagraph(c, node),
  upload: (node, c) => drawParagraph(c, node),
  unknown: (node, c) => drawParagraph(c, node),
}

/** Draws one section body (a Lexical document) into the flow. */
export function drawRichText(c: Composer, doc: unknown): void {
  for (const node of readRichText(doc) ?? []) visit(drawBlock, node, c)
}
