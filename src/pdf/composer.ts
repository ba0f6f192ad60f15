/**
 * The composer flows content down A4 pages: paragraphs, headings and rules kept together sensibly, and
 * tables whose header row repeats on every page they span.
 */
import { type PDFDocument, type PDFPage } from '@cantoo/pdf-lib'

import { type Line, type Run, type TextStyle, baselineIn, drawLine, wrapRuns } from './lines'
import {
  A4,
  BODY_LEADING,
  BODY_SIZE,
  COLORS,
  CONTENT_BOTTOM,
  CONTENT_W,
  type Fonts,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_H,
  PAGE_W,
  PARAGRAPH_GAP,
} from './page'
import { printable } from './text'

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
  flow(
    lines: Line[],
    x: number,
    size: number,
    leading: number,
    onLine?: (index: number, baseline: number) => void,
  ): void {
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
    (runs ?? []).reduce((sum, r) => {
      const font = bold || r.bold ? fonts.bold : fonts.regular
      return sum + font.widthOfTextAtSize(printable(r.text, font), CELL_SIZE)
    }, 0)
  const weights =
    spec.widths?.length === columns
      ? spec.widths
      : Array.from({ length: columns }, (_, k) => {
          const widest = Math.max(natural(spec.header?.[k], true), ...spec.rows.map((row) => natural(row[k], false)))
          return Math.min(Math.max(widest + 2 * CELL_PAD_X, 60), 240)
        })
  const total = weights.reduce((a, b) => a + b, 0)
  return weights.map((w) => (w / total) * CONTENT_W)
}
