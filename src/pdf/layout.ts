/**
 * Drawing primitives shared by every PDF the app writes (module guides, invoices): an A4 page with
 * fixed margins, the house fonts and palette, styled text runs wrapped into lines, a composer that
 * flows lines and tables down pages, and a footer band. Everything uses pdf-lib's standard fonts
 * (no font files to ship); strings pass through `toWinAnsi` before they are measured or drawn.
 *
 * Typical use:
 *   const doc = await PDFDocument.create()
 *   const fonts = embedFonts(doc)
 *   const c = new Composer(doc, fonts)
 *   c.addPage()
 *   c.heading([{ text: 'Factura' }])
 *   c.paragraph([{ text: 'Importe: ' }, { text: '49,00 €', bold: true }])
 *   c.table({ header: [[{ text: 'Concepto' }], [{ text: 'Importe' }]], rows: [...], align: ['left', 'right'] })
 *   c.pages.forEach((page, i) => drawFooter(page, fonts, { left: 'Academia GEO', right: `Página ${i + 1}` }))
 */
import { type PDFDocument, type PDFFont, type PDFPage, type RGB, StandardFonts, rgb } from 'pdf-lib'

import { toWinAnsi } from './text'

/* ------------------------------------------------------------------------ */
/* Page geometry and palette                                                 */
/* ------------------------------------------------------------------------ */

/** A4 in points, portrait. */
export const A4: [number, number] = [595.28, 841.89]
export const PAGE_W = A4[0]
export const PAGE_H = A4[1]
export const MARGIN_X = 56
export const MARGIN_TOP = 64
export const CONTENT_W = PAGE_W - 2 * MARGIN_X
/** lowest edge of the last body line box; below it lives the footer band */
export const CONTENT_BOTTOM = 84
/** the footer band: a rule, a first line (e.g. document · page) and a second line (e.g. the buyer's licence) */
export const FOOTER = { ruleY: 62, firstBaseline: 48, secondBaseline: 34, size: 8 } as const

export const COLORS = {
  navy: rgb(0.078, 0.188, 0.353),
  accent: rgb(0.122, 0.435, 0.698),
  body: rgb(0.15, 0.16, 0.19),
  muted: rgb(0.4, 0.43, 0.48),
  rule: rgb(0.84, 0.86, 0.89),
  tint: rgb(0.93, 0.95, 0.98),
  zebra: rgb(0.97, 0.975, 0.985),
  white: rgb(1, 1, 1),
}

export const BODY_SIZE = 10
export const BODY_LEADING = 14.5
export const PARAGRAPH_GAP = 7

/* ------------------------------------------------------------------------ */
/* Fonts, runs and lines                                                     */
/* ------------------------------------------------------------------------ */

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
  boldItalic: PDFFont
  mono: PDFFont
}

/** The house fonts (Helvetica family and Courier), embedded once per document. */
export function embedFonts(doc: PDFDocument): Fonts {
  return {
    regular: doc.embedStandardFont(StandardFonts.Helvetica),
    bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
    italic: doc.embedStandardFont(StandardFonts.HelveticaOblique),
    boldItalic: doc.embedStandardFont(StandardFonts.HelveticaBoldOblique),
    mono: doc.embedStandardFont(StandardFonts.Courier),
  }
}

export interface RunStyle {
  bold?: boolean
  italic?: boolean
  code?: boolean
  link?: boolean
  muted?: boolean
}

/** A piece of text in one style: what callers give to `wrapRuns`, `paragraph`, tables… */
export interface Run extends RunStyle {
  text: string
}

/** Base style of a text block; runs may add bold/italic/code/link on top. */
export interface TextStyle {
  size: number
  color: RGB
  bold?: boolean
}

interface Seg {
  text: string
  font: PDFFont
  size: number
  color: RGB
}

export interface Line {
  segs: Seg[]
  width: number
}

export const plainRuns = (text: string): Run[] => [{ text }]

const widthCache = new WeakMap<PDFFont, Map<string, number>>()

/** Width of `text` at size 1 (memoised: pdf-lib re-encodes the string on every call). */
function unitWidth(font: PDFFont, text: string): number {
  let cache = widthCache.get(font)
  if (!cache) widthCache.set(font, (cache = new Map()))
  let w = cache.get(text)
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1)
    if (cache.size > 20_000) cache.clear()
    cache.set(text, w)
  }
  return w
}

function segWidth(s: Seg): number {
  return unitWidth(s.font, s.text) * s.size
}

function segStyle(run: RunStyle, base: TextStyle, fonts: Fonts): Omit<Seg, 'text'> {
  if (run.code) return { font: fonts.mono, size: base.size * 0.95, color: base.color }
  const bold = base.bold || run.bold
  const font = bold
    ? run.italic
      ? fonts.boldItalic
      : fonts.bold
    : run.italic
      ? fonts.italic
      : fonts.regular
  const color = run.link ? COLORS.accent : run.muted ? COLORS.muted : base.color
  return { font, size: base.size, color }
}

interface Word {
  segs: Seg[]
  width: number
  space: Seg | null // the space that follows the word, in its own style
}

function splitLongWord(word: Word, maxWidth: number): Word[] {
  const pieces: Word[] = []
  let cur: Seg[] = []
  let width = 0
  for (const seg of word.segs) {
    for (const ch of seg.text) {
      const w = unitWidth(seg.font, ch) * seg.size
      if (width + w > maxWidth && width > 0) {
        pieces.push({ segs: cur, width, space: null })
        cur = []
        width = 0
      }
      const last = cur[cur.length - 1]
      if (last && last.font === seg.font && last.size === seg.size && last.color === seg.color) last.text += ch
      else cur.push({ ...seg, text: ch })
      width += w
    }
  }
  if (cur.length) pieces.push({ segs: cur, width, space: word.space })
  return pieces
}

function buildLine(words: Word[]): Line {
  const segs: Seg[] = []
  words.forEach((w, k) => {
    const parts = k < words.length - 1 && w.space ? [...w.segs, w.space] : w.segs
    for (const p of parts) {
      const last = segs[segs.length - 1]
      if (last && last.font === p.font && last.size === p.size && last.color === p.color) last.text += p.text
      else segs.push({ ...p })
    }
  })
  return { segs, width: segs.reduce((sum, s) => sum + segWidth(s), 0) }
}

/**
 * Greedy line breaking of styled runs. Spaces between words are kept inside
 * the segment text (so text extraction sees real spaces); words longer than a
 * line are broken by characters.
 */
export function wrapRuns(runs: Run[], base: TextStyle, maxWidth: number, fonts: Fonts): Line[] {
  const words: Word[] = []
  let cur: Seg[] = []
  const pushWord = () => {
    if (!cur.length) return
    words.push({ segs: cur, width: cur.reduce((s, x) => s + segWidth(x), 0), space: null })
    cur = []
  }
  for (const run of runs) {
    const style = segStyle(run, base, fonts)
    for (const part of toWinAnsi(run.text).split(/( +)/)) {
      if (!part) continue
      if (part[0] === ' ') {
        pushWord()
        const last = words[words.length - 1]
        if (last && !last.space) last.space = { ...style, text: ' ' }
      } else {
        cur.push({ ...style, text: part })
      }
    }
  }
  pushWord()

  const lines: Line[] = []
  let line: Word[] = []
  let width = 0
  for (const word of words) {
    for (const piece of word.width > maxWidth ? splitLongWord(word, maxWidth) : [word]) {
      if (line.length === 0) {
        line.push(piece)
        width = piece.width
        continue
      }
      const prev = line[line.length - 1]!
      const space = prev.space ? segWidth(prev.space) : 0
      if (width + space + piece.width <= maxWidth + 0.01) {
        line.push(piece)
        width += space + piece.width
      } else {
        lines.push(buildLine(line))
        line = [piece]
        width = piece.width
      }
    }
  }
  if (line.length) lines.push(buildLine(line))
  return lines
}

export function drawLine(page: PDFPage, line: Line, x: number, baseline: number): void {
  let cx = x
  for (const seg of line.segs) {
    page.drawText(seg.text, { x: cx, y: baseline, font: seg.font, size: seg.size, color: seg.color })
    cx += segWidth(seg)
  }
}

/** Shortens `text` with an ellipsis so it fits in `maxWidth`. */
export function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text
  const chars = [...text]
  while (chars.length && font.widthOfTextAtSize(`${chars.join('').trimEnd()}\u2026`, size) > maxWidth) chars.pop()
  return `${chars.join('').trimEnd()}\u2026`
}

/** Baseline of a line whose box starts at `top` (text roughly centred in the box). */
export function baselineIn(top: number, size: number, leading: number): number {
  return top - leading / 2 - size * 0.35
}


/* ------------------------------------------------------------------------ */
/* Flowing composer                                                          */
/* ------------------------------------------------------------------------ */

export type Align = 'left' | 'right'

export interface TableSpec {
  /** one entry per column: the header cells' text, repeated at the top of every page the table spans */
  header?: Run[][]
  rows: Run[][][]
  /** relative column widths; by default from the cells' content */
  widths?: number[]
  align?: Align[]
}

const CELL_PAD_X = 6
const CELL_PAD_Y = 5
const CELL_SIZE = 9.5
const CELL_LEADING = 13

/**
 * Flows content down A4 pages between MARGIN_TOP and CONTENT_BOTTOM, adding pages as needed. `y` is
 * the top edge of the next line box. Lines of one block are kept together in pairs (no single orphan
 * or widow line); headings stay with what follows; table rows never split, and the header row repeats.
 */
export class Composer {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  y = 0

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  addPage(): PDFPage {
    this.page = this.doc.addPage(A4)
    this.pages.push(this.page)
    this.y = PAGE_H - MARGIN_TOP
    return this.page
  }

  get atTop(): boolean {
    return this.y >= PAGE_H - MARGIN_TOP - 0.01
  }

  room(): number {
    return this.y - CONTENT_BOTTOM
  }

  /** Vertical gap, suppressed at the top of a page. */
  gap(h: number): void {
    if (!this.atTop) this.y -= h
  }

  /** Starts a new page unless `h` points still fit on this one. */
  ensure(h: number): void {
    if (this.room() < h - 0.01 && !this.atTop) this.addPage()
  }

  /**
   * Draws wrapped lines with orphan/widow control. `onLine` is called with the index and baseline of
   * every line before it is drawn (list markers, check boxes).
   */
  flow(lines: Line[], x: number, size: number, leading: number, onLine?: (index: number, baseline: number) => void): void {
    let i = 0
    while (i < lines.length) {
      const left = lines.length - i
      const fit = Math.floor((this.room() + 0.01) / leading)
      if (fit < Math.min(2, left) && !this.atTop) {
        this.addPage()
        continue
      }
      let take = Math.max(1, Math.min(fit, left))
      if (left - take === 1 && take >= 3) take -= 1
      for (let k = 0; k < take; k++, i++) {
        const baseline = baselineIn(this.y, size, leading)
        onLine?.(i, baseline)
        drawLine(this.page, lines[i]!, x, baseline)
        this.y -= leading
      }
      if (i < lines.length) this.addPage()
    }
  }

  /** A body paragraph (or any runs in `style`), `indent` points from the left margin. */
  paragraph(runs: Run[], style: TextStyle = { size: BODY_SIZE, color: COLORS.body }, indent = 0): void {
    const leading = style.size * (BODY_LEADING / BODY_SIZE)
    this.flow(wrapRuns(runs, style, CONTENT_W - indent, this.fonts), MARGIN_X + indent, style.size, leading)
    this.y -= PARAGRAPH_GAP
  }

  /** A heading kept with at least two lines of what follows. */
  heading(runs: Run[], size = 12.5): void {
    const leading = size * 1.36
    const lines = wrapRuns(runs, { size, color: COLORS.navy, bold: true }, CONTENT_W, this.fonts)
    this.gap(size * 0.8)
    this.ensure(lines.length * leading + 4 + 2 * BODY_LEADING)
    this.flow(lines, MARGIN_X, size, leading)
    this.y -= 4
  }

  /** A horizontal rule across the content width. */
  rule(): void {
    this.ensure(12)
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y - 6 },
      end: { x: PAGE_W - MARGIN_X, y: this.y - 6 },
      thickness: 0.75,
      color: COLORS.rule,
    })
    this.y -= 12 + PARAGRAPH_GAP
  }

  /** A table across the content width: tinted header row (repeated on each page), zebra rows, wrapped cells. */
  table(spec: TableSpec): void {
    const { fonts } = this
    const columns = Math.max(spec.header?.length ?? 0, ...spec.rows.map((r) => r.length))
    if (!columns) return
    const widths = columnWidths(spec, columns, fonts)
    const layoutRow = (cells: Run[][], header: boolean) => {
      const style: TextStyle = { size: CELL_SIZE, color: header ? COLORS.navy : COLORS.body, bold: header }
      const lines = Array.from({ length: columns }, (_, k) =>
        wrapRuns(cells[k] ?? [], style, widths[k]! - 2 * CELL_PAD_X, fonts),
      )
      const height = Math.max(1, ...lines.map((l) => l.length)) * CELL_LEADING + 2 * CELL_PAD_Y
      return { lines, height, header }
    }
    const header = spec.header?.length ? layoutRow(spec.header, true) : null
    const rows = spec.rows.map((cells) => layoutRow(cells, false))
    const drawRow = (row: ReturnType<typeof layoutRow>, zebra: boolean) => {
      const top = this.y
      const bottom = top - row.height
      const fill = row.header ? COLORS.tint : zebra ? COLORS.zebra : undefined
      if (fill) this.page.drawRectangle({ x: MARGIN_X, y: bottom, width: CONTENT_W, height: row.height, color: fill })
      let x = MARGIN_X
      row.lines.forEach((lines, k) => {
        const width = widths[k]!
        lines.forEach((line, n) => {
          const baseline = baselineIn(top - CELL_PAD_Y - n * CELL_LEADING, CELL_SIZE, CELL_LEADING)
          const lx = spec.align?.[k] === 'right' ? x + width - CELL_PAD_X - line.width : x + CELL_PAD_X
          drawLine(this.page, line, lx, baseline)
        })
        x += width
      })
      this.page.drawLine({
        start: { x: MARGIN_X, y: bottom },
        end: { x: MARGIN_X + CONTENT_W, y: bottom },
        thickness: row.header ? 1 : 0.5,
        color: row.header ? COLORS.accent : COLORS.rule,
      })
      this.y = bottom
    }
    // Keep the header with the first row.
    this.ensure((header?.height ?? 0) + (rows[0]?.height ?? 0))
    if (header) drawRow(header, false)
    rows.forEach((row, i) => {
      if (this.room() < row.height && !this.atTop) {
        this.addPage()
        if (header) drawRow(header, false)
      }
      drawRow(row, i % 2 === 1)
    })
    this.y -= PARAGRAPH_GAP + 4
  }
}

/** Column widths from the content: each column's natural width (clamped), scaled to the content width. */
function columnWidths(spec: TableSpec, columns: number, fonts: Fonts): number[] {
  const natural = (runs: Run[] | undefined, bold: boolean) =>
    (runs ?? []).reduce((sum, r) => sum + (bold || r.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(toWinAnsi(r.text), CELL_SIZE), 0)
  const weights =
    spec.widths?.length === columns
      ? spec.widths
      : Array.from({ length: columns }, (_, k) => {
          const widest = Math.max(
            natural(spec.header?.[k], true),
            ...spec.rows.map((row) => natural(row[k], false)),
          )
          return Math.min(Math.max(widest + 2 * CELL_PAD_X, 60), 240)
        })
  const total = weights.reduce((a, b) => a + b, 0)
  return weights.map((w) => (w / total) * CONTENT_W)
}

/* ------------------------------------------------------------------------ */
/* Footer band                                                               */
/* ------------------------------------------------------------------------ */

/**
 * The running footer of a page: a rule, then `left` and `right` on the first line (e.g. the document's
 * name and "Página 3 de 20"). The second line of the band is left free for the buyer's stamp (stamp.ts).
 */
export function drawFooter(page: PDFPage, fonts: Fonts, text: { left: string; right: string }): void {
  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER.ruleY },
    end: { x: PAGE_W - MARGIN_X, y: FOOTER.ruleY },
    thickness: 0.5,
    color: COLORS.rule,
  })
  const right = toWinAnsi(text.right)
  const rightW = fonts.regular.widthOfTextAtSize(right, FOOTER.size)
  const left = fitText(toWinAnsi(text.left), fonts.regular, FOOTER.size, CONTENT_W - rightW - 24)
  const common = { y: FOOTER.firstBaseline, font: fonts.regular, size: FOOTER.size, color: COLORS.muted }
  if (left) page.drawText(left, { x: MARGIN_X, ...common })
  page.drawText(right, { x: PAGE_W - MARGIN_X - rightW, ...common })
}
