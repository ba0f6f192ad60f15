/**
 * A module's PDF guide, built from the module document itself: its title, description and the rich text
 * of its preview and premium sections, drawn by the PDF output of the one rich-text walk (./richtext.ts).
 * What an editor publishes is what the buyer downloads.
 *
 * Layout: cover (module title, description, the personal licence), table of contents with page numbers
 * and links, then the sections; running footer with the module and "Página N de M" on every page after
 * the cover. The footer's second line stays free for the buyer's stamp (stamp.ts).
 *
 * Deterministic: the same module and date give the same bytes (dates come from `updatedAt`).
 */
import { LineCapStyle, PDFDocument, PDFHexString, PDFName, type PDFPage, type PDFRef } from '@cantoo/pdf-lib'

import { guideTitle } from '@/content/module-names'
import type { Module } from '@/payload-types'

import {
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
import { drawRichText } from './richtext'
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
/* Cover                                                                     */
/* ------------------------------------------------------------------------ */

const COVER_BAND_BOTTOM = PAGE_H * 0.5

function drawCover(page: PDFPage, input: GuideInput, fonts: Fonts, pageCount: number, sectionCount: number): void {
  const { module } = input
  page.drawRectangle({
    x: 0,
    y: COVER_BAND_BOTTOM,
    width: PAGE_W,
    height: PAGE_H - COVER_BAND_BOTTOM,
    color: COLORS.navy,
  })
  page.drawRectangle({ x: 0, y: COVER_BAND_BOTTOM - 6, width: PAGE_W, height: 6, color: COLORS.accent })

  const site = fitText(oneLine(input.siteName), fonts.bold, 12, CONTENT_W)
  page.drawText(site, { x: MARGIN_X, y: PAGE_H - MARGIN_TOP - 12, font: fonts.bold, size: 12, color: COLORS.white })

  // Title block, bottom-aligned in the band.
  const titleLines = wrapRuns(
    plainRuns(module.title),
    { size: 32, color: COLORS.white, bold: true },
    CONTENT_W,
    fonts,
  ).slice(0, 4)
  let top = COVER_BAND_BOTTOM + 56 + titleLines.length * 38
  const kicker = fitText(
    `GU\u00cdA COMPLETA \u00b7 M\u00d3DULO ${oneLine(module.code).toUpperCase()}`,
    fonts.bold,
    10.5,
    CONTENT_W,
  )
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
  page.drawText(fitText(oneLine(facts), fonts.regular, 10, CONTENT_W), {
    x: MARGIN_X,
    y: top - 10,
    font: fonts.regular,
    size: 10,
    color: COLORS.muted,
  })

  // The licence, stated as on every page's footer.
  const ruleY = CONTENT_BOTTOM + 58
  page.drawLine({
    start: { x: MARGIN_X, y: ruleY },
    end: { x: PAGE_W - MARGIN_X, y: ruleY },
    thickness: 0.75,
    color: COLORS.rule,
  })
  const licence = fitText(oneLine(personalLicence(LICENCE_HOLDER_ON_COVER)), fonts.bold, 10, CONTENT_W)
  page.drawText(licence, { x: MARGIN_X, y: ruleY - 18, font: fonts.bold, size: 10, color: COLORS.navy })
  let termsTop = ruleY - 24
  for (const line of wrapRuns(plainRuns(LICENCE_TERMS), { size: 9, color: COLORS.muted }, CONTENT_W, fonts).slice(
    0,
    3,
  )) {
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
  c.page.drawText(`SECCI\u00d3N ${index + 1}`, {
    x: MARGIN_X,
    y: baselineIn(c.y, 9, 14),
    font: fonts.bold,
    size: 9,
    color: COLORS.accent,
  })
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
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    Dest: [target, 'XYZ', 0, PAGE_H, null],
  })
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
  first.drawText('\u00cdndice', {
    x: MARGIN_X,
    y: PAGE_H - MARGIN_TOP - 22,
    font: fonts.bold,
    size: 22,
    color: COLORS.navy,
  })
  first.drawRectangle({ x: MARGIN_X, y: PAGE_H - MARGIN_TOP - 38, width: 36, height: 3, color: COLORS.accent })

  const pageNumRight = PAGE_W - MARGIN_X
  placements.forEach((p, i) => {
    const page = tocPages[p.page]!
    const titleX = MARGIN_X + TOC_NUM_W
    page.drawText(`${i + 1}`, {
      x: MARGIN_X,
      y: baselineIn(p.top, TOC_SIZE, TOC_LEADING),
      font: fonts.bold,
      size: TOC_SIZE,
      color: COLORS.accent,
    })
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
      page.drawText(label, {
        x: pageNumRight - labelW,
        y: baseline,
        font: fonts.regular,
        size: TOC_SIZE,
        color: COLORS.body,
      })
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
    const item = ctx.obj({
      Title: PDFHexString.fromText(entry.title),
      Parent: rootRef,
      Dest: [entry.ref, 'XYZ', 0, PAGE_H, null],
    })
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
  const fonts = await embedFonts(doc)

  const title = guideTitle(module)
  doc.setTitle(title, { showInWindowTitleBar: true })
  doc.setAuthor(input.siteName)
  doc.setSubject((module.description ?? '').replace(/\s+/g, ' ').trim())
  doc.setLanguage('es-ES')
  doc.setCreator(input.siteName)
  doc.setProducer('pdf-lib (https://github.com/cantoo-scribe/pdf-lib)')
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
