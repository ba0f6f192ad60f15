/**
 * The page every PDF the app writes is drawn on: A4 with fixed margins, the footer band's place, the
 * house palette and sizes, and the house fonts (pdf-lib's standard Helvetica family and Courier: no font
 * files to ship).
 */
import { type PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib'

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
