/**
 * A module's PDF guide, built from the module document itself: its title, description and the Lexical
 * rich text of its preview and premium sections (headings, paragraphs, bold/italic/code, links, bullet,
 * numbered and check lists, quotes, tables, rules), walked node by node. What an editor publishes is
 * what the buyer downloads.
 *
 * Layout: cover (module title, description, the personal licence), table of contents with page numbers
 * and links, then the sections; running footer with the module and "Página N de M" on every page after
 * the cover. The footer's second line stays free for the buyer's stamp (stamp.ts).
 *
 * Deterministic: the same module and date give the same bytes (dates come from `updatedAt`).
 */
import {
  LineCapStyle,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib'

import { guideTitle } from '@/content/module-names'
import type { Module } from '@/payload-types'

import {
  BODY_LEADING,
  BODY_SIZE,
  COLORS,
  CONTENT_BOTTOM,
  CONTENT_W,
  Composer,
  type Fonts,
  type Line,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_H,
  PAGE_W,
  PARAGRAPH_GAP,
  type Run,
  type RunStyle,
  type TextStyle,
  baselineIn,
  drawFooter,
  drawLine,
  embedFonts,
  fitText,
  plainRuns,
  wrapRuns,
} from './layout'
import { LICENCE_HOLDER_ON_COVER, LICENCE_TERMS, personalLicence } from './licence'
import { formatDateEs, oneLine } from './text'

export interface GuideSection {
  title?: string | null
  body?: unknown
}

/** The parts of a module document a guide is made of. */
export interface GuideModule {
  code: Module['code']
  slug?: string | null
  title: string
  description?: string | null
  previewSections?: GuideSection[] | null
  premiumSections?: GuideSection[] | null
}

export interface GuideInput {
  module: GuideModule
  siteName: string
  updatedAt: Date
}

/** The file name a buyer's download gets: 'guia-completa-modulo-f3.pdf'. */
export const guideFileName = (module: { slug?: string | null; code: string }) =>
  `guia-completa-modulo-${module.slug || module.code.toLowerCase()}.pdf`

/** A module has a guide when it is paid and has premium sections. */
export const hasGuide = (module: { free?: boolean | null; premiumSections?: unknown[] | null }) =>
  !module.free && (module.premiumSections?.length ?? 0) > 0

/* ------------------------------------------------------------------------ */
/* Lexical rich text → drawing                                               */
/* ------------------------------------------------------------------------ */

interface LexicalNode {
  type?: string
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  start?: number
  checked?: boolean
  headerState?: number
  fields?: { url?: string }
  url?: string
  children?: LexicalNode[]
}

const FORMAT_BOLD = 1
const FORMAT_ITALIC = 2
const FORMAT_CODE = 16

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

/** Inline nodes → styled runs. */
export function inlineRuns(nodes: LexicalNode[] = [], base: RunStyle = {}): Run[] {
  const runs: Run[] = []
  for (const node of nodes) {
    if (node.type === 'text') {
      const format = typeof node.format === 'number' ? node.format : 0
      runs.push({
        ...base,
        text: node.text ?? '',
        bold: base.bold || !!(format & FORMAT_BOLD),
        italic: base.italic || !!(format & FORMAT_ITALIC),
        code: base.code || !!(format & FORMAT_CODE),
      })
    } else if (node.type === 'linebreak' || node.type === 'tab') {
      runs.push({ ...base, text: ' ' })
    } else if (node.type === 'link' || node.type === 'autolink') {
      const label = inlineRuns(node.children, { ...base, link: true })
      runs.push(...label)
      const suffix = linkSuffix(plainText(label), node.fields?.url ?? node.url ?? '')
      if (suffix) runs.push({ ...base, muted: true, text: ` (${suffix})` })
    } else if (node.children) {
      runs.push(...inlineRuns(node.children, base))
    }
  }
  return runs
}

const isBlank = (runs: Run[]) => !plainText(runs).trim()

const HEADING_SIZES: Record<string, number> = { h1: 15, h2: 14, h3: 12.5, h4: 11.5, h5: 11, h6: 11 }

function drawList(c: Composer, list: LexicalNode, depth: number): void {
  const { fonts } = c
  const body: TextStyle = { size: BODY_SIZE, color: COLORS.body }
  const kind = list.listType === 'number' ? 'number' : list.listType === 'check' ? 'check' : 'bullet'
  const items = (list.children ?? []).filter((n) => n.type === 'listitem')
  const indent = depth * 18
  const markerFont = kind === 'number' ? fonts.bold : fonts.regular
  let number = Number(list.start) || 1
  const markers = items.map((item) =>
    kind === 'number' && (item.children ?? []).some((n) => n.type !== 'list') ? `${number++}.` : '\u2022',
  )
  const markerW = kind === 'check' ? 9 : Math.max(...markers.map((m) => markerFont.widthOfTextAtSize(m, BODY_SIZE)))
  const markerRight = MARGIN_X + 8 + indent + markerW
  const textX = markerRight + (kind === 'check' ? 8 : kind === 'number' ? 7 : 9)
  items.forEach((item, k) => {
    const inline = (item.children ?? []).filter((n) => n.type !== 'list')
    const runs = inlineRuns(inline)
    if (!isBlank(runs)) {
      const lines = wrapRuns(runs, body, PAGE_W - MARGIN_X - textX, fonts)
      c.flow(lines, textX, BODY_SIZE, BODY_LEADING, (idx, baseline) => {
        if (idx !== 0) return
        if (kind === 'check') return drawCheckBox(c.page, markerRight - markerW, baseline, item.checked === true)
        const marker = markers[k]!
        const w = markerFont.widthOfTextAtSize(marker, BODY_SIZE)
        c.page.drawText(marker, { x: markerRight - w, y: baseline, font: markerFont, size: BODY_SIZE, color: COLORS.accent })
      })
      c.y -= 3
    }
    for (const nested of (item.children ?? []).filter((n) => n.type === 'list')) drawList(c, nested, depth + 1)
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
function cellRuns(cell: LexicalNode, bold: boolean): Run[] {
  const blocks = cell.children ?? []
  const runs: Run[] = []
  blocks.forEach((block, i) => {
    if (i > 0) runs.push({ text: ' ' })
    runs.push(...inlineRuns(block.type === 'text' || block.type === 'link' ? [block] : block.children, { bold }))
  })
  return runs
}

function drawTable(c: Composer, table: LexicalNode): void {
  const rows = (table.children ?? []).filter((n) => n.type === 'tablerow')
  if (!rows.length) return
  const cells = (row: LexicalNode) => (row.children ?? []).filter((n) => n.type === 'tablecell')
  const isHeaderRow = (row: LexicalNode) => cells(row).length > 0 && cells(row).every((cell) => ((cell.headerState ?? 0) & 1) === 1)
  const [first, ...rest] = rows
  const header = isHeaderRow(first!) ? first! : null
  const bodyRows = header ? rest : rows
  c.table({
    header: header ? cells(header).map((cell) => cellRuns(cell, false)) : undefined,
    rows: bodyRows.map((row) => cells(row).map((cell) => cellRuns(cell, ((cell.headerState ?? 0) & 2) === 2))),
  })
}

/** Draws one section body (a Lexical document) into the flow. */
export function drawRichText(c: Composer, doc: unknown): void {
  const root = (doc as { root?: LexicalNode } | null)?.root
  for (const node of root?.children ?? []) {
    switch (node.type) {
      case 'heading': {
        const runs = inlineRuns(node.children)
        if (!isBlank(runs)) c.heading(runs, HEADING_SIZES[node.tag ?? 'h3'] ?? 12.5)
        break
      }
      case 'list':
        drawList(c, node, 0)
        break
      case 'quote':
        drawQuote(c, inlineRuns(node.children))
        break
      case 'table':
        drawTable(c, node)
        break
      case 'horizontalrule':
        c.rule()
        break
      default: {
        const runs = inlineRuns(node.children)
        if (!isBlank(runs)) c.paragraph(runs)
      }
    }
  }
}

/* ------------------------------------------------------------------------ */
/* Cover                                                                     */
/* ------------------------------------------------------------------------ */

const COVER_BAND_BOTTOM = PAGE_H * 0.5

function drawCover(page: PDFPage, input: GuideInput, fonts: Fonts, pageCount: number, sectionCount: number): void {
  const { module } = input
  page.drawRectangle({ x: 0, y: COVER_BAND_BOTTOM, width: PAGE_W, height: PAGE_H - COVER_BAND_BOTTOM, color: COLORS.navy })
  page.drawRectangle({ x: 0, y: COVER_BAND_BOTTOM - 6, width: PAGE_W, height: 6, color: COLORS.accent })

  const site = fitText(oneLine(input.siteName), fonts.bold, 12, CONTENT_W)
  page.drawText(site, { x: MARGIN_X, y: PAGE_H - MARGIN_TOP - 12, font: fonts.bold, size: 12, color: COLORS.white })

  // Title block, bottom-aligned in the band.
  const titleLines = wrapRuns(plainRuns(module.title), { size: 32, color: COLORS.white, bold: true }, CONTENT_W, fonts).slice(0, 4)
  let top = COVER_BAND_BOTTOM + 56 + titleLines.length * 38
  const kicker = `GU\u00cdA COMPLETA \u00b7 M\u00d3DULO ${oneLine(module.code).toUpperCase()}`
  page.drawText(kicker, { x: MARGIN_X, y: top + 14, font: fonts.bold, size: 10.5, color: COLORS.tint })
  for (const line of titleLines) {
    drawLine(page, line, MARGIN_X, baselineIn(top, 32, 38))
    top -= 38
  }
  page.drawRectangle({ x: MARGIN_X, y: top - 12, width: 48, height: 3, color: COLORS.accent })

  // Under the band: what the guide is, and what it contains.
  top = COVER_BAND_BOTTOM - 48
  const name = wrapRuns(plainRuns(guideTitle(module)), { size: 13, color: COLORS.navy, bold: true }, CONTENT_W, fonts)
  for (const line of name) {
    drawLine(page, line, MARGIN_X, baselineIn(top, 13, 18))
    top -= 18
  }
  top -= 8
  const descLines = wrapRuns(plainRuns(module.description ?? ''), { size: 11.5, color: COLORS.body }, CONTENT_W, fonts)
  for (const line of descLines.slice(0, 7)) {
    drawLine(page, line, MARGIN_X, baselineIn(top, 11.5, 17))
    top -= 17
  }
  top -= 10
  const facts = `${sectionCount} secciones \u00b7 ${pageCount} p\u00e1ginas \u00b7 Actualizada el ${formatDateEs(input.updatedAt)}`
  page.drawText(fitText(oneLine(facts), fonts.regular, 10, CONTENT_W), { x: MARGIN_X, y: top - 10, font: fonts.regular, size: 10, color: COLORS.muted })

  // The licence, stated as on every page's footer.
  const ruleY = CONTENT_BOTTOM + 58
  page.drawLine({ start: { x: MARGIN_X, y: ruleY }, end: { x: PAGE_W - MARGIN_X, y: ruleY }, thickness: 0.75, color: COLORS.rule })
  const licence = fitText(oneLine(personalLicence(LICENCE_HOLDER_ON_COVER)), fonts.bold, 10, CONTENT_W)
  page.drawText(licence, { x: MARGIN_X, y: ruleY - 18, font: fonts.bold, size: 10, color: COLORS.navy })
  let termsTop = ruleY - 24
  for (const line of wrapRuns(plainRuns(LICENCE_TERMS), { size: 9, color: COLORS.muted }, CONTENT_W, fonts).slice(0, 3)) {
    drawLine(page, line, MARGIN_X, baselineIn(termsTop, 9, 13))
    termsTop -= 13
  }
}

/* ------------------------------------------------------------------------ */
/* Sections and table of contents                                            */
/* ------------------------------------------------------------------------ */

/** A section starts on a fresh page when less than this is left on the current one. */
const SECTION_START_ROOM = (PAGE_H - MARGIN_TOP - CONTENT_BOTTOM) * 0.15

function drawSectionStart(c: Composer, index: number, title: string): void {
  const { fonts } = c
  const lines = wrapRuns(plainRuns(title), { size: 19, color: COLORS.navy, bold: true }, CONTENT_W, fonts)
  if (!c.atTop && c.room() < SECTION_START_ROOM) c.addPage()
  c.gap(30)
  c.page.drawText(`SECCI\u00d3N ${index + 1}`, { x: MARGIN_X, y: baselineIn(c.y, 9, 14), font: fonts.bold, size: 9, color: COLORS.accent })
  c.y -= 20
  c.flow(lines, MARGIN_X, 19, 24)
  c.y -= 8
  c.page.drawRectangle({ x: MARGIN_X, y: c.y - 3, width: 36, height: 3, color: COLORS.accent })
  c.y -= 22
}

const TOC_SIZE = 11.5
const TOC_LEADING = 16
const TOC_NUM_W = 26
const TOC_PAGE_W = 36
const TOC_GAP = 8
const TOC_HEADER_H = 64

interface TocPlacement {
  page: number // index among TOC pages
  top: number // top of the first line box
  lines: Line[]
}

/** Pure layout of the TOC, so we know how many pages to reserve before the sections. */
function layoutToc(titles: string[], fonts: Fonts): TocPlacement[] {
  const style: TextStyle = { size: TOC_SIZE, color: COLORS.body }
  const width = CONTENT_W - TOC_NUM_W - TOC_PAGE_W - 12
  const out: TocPlacement[] = []
  let page = 0
  let top = PAGE_H - MARGIN_TOP - TOC_HEADER_H
  for (const title of titles) {
    const lines = wrapRuns(plainRuns(title), style, width, fonts)
    if (!lines.length) lines.push({ segs: [], width: 0 })
    const h = lines.length * TOC_LEADING
    if (top - h < CONTENT_BOTTOM) {
      page += 1
      top = PAGE_H - MARGIN_TOP
    }
    out.push({ page, top, lines })
    top -= h + TOC_GAP
  }
  return out
}

function linkTo(doc: PDFDocument, from: PDFPage, rect: [number, number, number, number], target: PDFRef) {
  const annot = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], Dest: [target, 'XYZ', 0, PAGE_H, null] })
  from.node.addAnnot(doc.context.register(annot))
}

function drawToc(
  doc: PDFDocument,
  tocPages: PDFPage[],
  placements: TocPlacement[],
  targets: { pageNumber: number; ref: PDFRef }[],
  fonts: Fonts,
): void {
  const first = tocPages[0]!
  first.drawText('\u00cdndice', { x: MARGIN_X, y: PAGE_H - MARGIN_TOP - 22, font: fonts.bold, size: 22, color: COLORS.navy })
  first.drawRectangle({ x: MARGIN_X, y: PAGE_H - MARGIN_TOP - 38, width: 36, height: 3, color: COLORS.accent })

  const pageNumRight = PAGE_W - MARGIN_X
  placements.forEach((p, i) => {
    const page = tocPages[p.page]!
    const titleX = MARGIN_X + TOC_NUM_W
    page.drawText(`${i + 1}`, { x: MARGIN_X, y: baselineIn(p.top, TOC_SIZE, TOC_LEADING), font: fonts.bold, size: TOC_SIZE, color: COLORS.accent })
    p.lines.forEach((line, k) => {
      const baseline = baselineIn(p.top - k * TOC_LEADING, TOC_SIZE, TOC_LEADING)
      drawLine(page, line, titleX, baseline)
      if (k !== p.lines.length - 1) return
      const label = `${targets[i]!.pageNumber}`
      const labelW = fonts.regular.widthOfTextAtSize(label, TOC_SIZE)
      const leaderStart = titleX + line.width + 8
      const leaderEnd = pageNumRight - labelW - 8
      if (leaderEnd - leaderStart > 6) {
        page.drawLine({
          start: { x: leaderStart, y: baseline + 1 },
          end: { x: leaderEnd, y: baseline + 1 },
          thickness: 0.9,
          color: COLORS.muted,
          dashArray: [0.01, 3.5],
          lineCap: LineCapStyle.Round,
        })
      }
      page.drawText(label, { x: pageNumRight - labelW, y: baseline, font: fonts.regular, size: TOC_SIZE, color: COLORS.body })
    })
    linkTo(doc, page, [MARGIN_X, p.top - p.lines.length * TOC_LEADING, pageNumRight, p.top], targets[i]!.ref)
  })
}

/** Document outline (bookmarks) with one entry per section. */
function addOutline(doc: PDFDocument, entries: { title: string; ref: PDFRef }[]): void {
  if (!entries.length) return
  const ctx = doc.context
  const rootRef = ctx.nextRef()
  const refs = entries.map(() => ctx.nextRef())
  entries.forEach((entry, i) => {
    const item = ctx.obj({ Title: PDFHexString.fromText(entry.title), Parent: rootRef, Dest: [entry.ref, 'XYZ', 0, PAGE_H, null] })
    if (i > 0) item.set(PDFName.of('Prev'), refs[i - 1]!)
    if (i < refs.length - 1) item.set(PDFName.of('Next'), refs[i + 1]!)
    ctx.assign(refs[i]!, item)
  })
  ctx.assign(rootRef, ctx.obj({ Type: 'Outlines', First: refs[0]!, Last: refs[refs.length - 1]!, Count: refs.length }))
  doc.catalog.set(PDFName.of('Outlines'), rootRef)
}

/* ------------------------------------------------------------------------ */
/* Entry point                                                               */
/* ------------------------------------------------------------------------ */

export async function renderGuidePdf(input: GuideInput): Promise<Uint8Array> {
  if (!(input.updatedAt instanceof Date) || Number.isNaN(input.updatedAt.getTime())) {
    throw new Error('renderGuidePdf: updatedAt must be a valid Date')
  }
  const { module } = input
  const doc = await PDFDocument.create({ updateMetadata: false })
  const fonts = embedFonts(doc)

  const title = guideTitle(module)
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setAuthor(input.siteName)
  doc.setSubject((module.description ?? '').replace(/\s+/g, ' ').trim())
  doc.setLanguage('es-ES')
  doc.setCreator(input.siteName)
  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setKeywords([module.code, module.title])
  doc.setCreationDate(input.updatedAt)
  doc.setModificationDate(input.updatedAt)

  const c = new Composer(doc, fonts)
  const cover = c.addPage()

  const sections = [...(module.previewSections ?? []), ...(module.premiumSections ?? [])].map((s, i) => ({
    title: (s.title ?? '').replace(/\s+/g, ' ').trim() || `Secci\u00f3n ${i + 1}`,
    body: s.body,
  }))
  const toc = layoutToc(
    sections.map((s) => s.title),
    fonts,
  )
  const tocPageCount = toc.length ? toc[toc.length - 1]!.page + 1 : 1
  const tocPages = Array.from({ length: tocPageCount }, () => c.addPage())

  c.addPage()
  const targets = sections.map((section, i) => {
    drawSectionStart(c, i, section.title)
    const target = { pageNumber: c.pages.length, ref: c.page.ref }
    drawRichText(c, section.body)
    return target
  })

  drawToc(doc, tocPages, toc, targets, fonts)
  addOutline(
    doc,
    sections.map((s, i) => ({ title: s.title, ref: targets[i]!.ref })),
  )
  drawCover(cover, input, fonts, c.pages.length, sections.length)
  const running = [oneLine(input.siteName), oneLine(guideTitle(module))].filter(Boolean).join(' \u00b7 ')
  c.pages.forEach((page, i) => {
    if (i > 0) drawFooter(page, fonts, { left: running, right: `P\u00e1gina ${i + 1} de ${c.pages.length}` })
  })
  return doc.save({ useObjectStreams: false })
}
