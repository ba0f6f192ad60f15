/**
 * The page every PDF the app writes is drawn on: A4 with fixed margins, the footer band's place, the
 * house palette and sizes, and the house fonts: Liberation Sans and Liberation Mono (./fonts, SIL Open Font
 * Licence 1.1), metric-compatible with Helvetica and Courier, so layouts keep their measures while names in
 * Latin, Greek and Cyrillic print as written. Each document embeds only the glyphs it draws (a subset).
 */
import fs from 'node:fs'
import path from 'node:path'

import fontkit from '@cantoo/fontkit'
import { type PDFDocument, type PDFFont, rgb } from '@cantoo/pdf-lib'

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

const FACES: Record<keyof Fonts, string> = {
  regular: 'LiberationSans-Regular.ttf',
  bold: 'LiberationSans-Bold.ttf',
  italic: 'LiberationSans-Italic.ttf',
  boldItalic: 'LiberationSans-BoldItalic.ttf',
  mono: 'LiberationMono-Regular.ttf',
}

/** The font files, read once per process (the app runs from the repository's root, as `next start` does). */
const files = new Map<keyof Fonts, Uint8Array>()

function fontFile(face: keyof Fonts): Uint8Array {
  let bytes = files.get(face)
  if (!bytes) files.set(face, (bytes = fs.readFileSync(path.join(process.cwd(), 'src/pdf/fonts', FACES[face]))))
  return bytes
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]
interface Glyph {
  id: number
  codePoints: number[]
  advanceWidth: number
}
interface FontkitFont {
  unitsPerEm: number
  ascent: number
  descent: number
  glyphForCodePoint(codePoint: number): Glyph | null
  layout(text: string): { glyphs: Glyph[] }
}

/**
 * The font as pdf-lib sees it, with a layout that maps each character to its glyph through the font's
 * character map. fontkit's own layout shapes text (ligatures, kerning, mark positions) at about 0.2 ms a
 * call and pdf-lib keeps only the glyphs, not their positions; Latin, Greek and Cyrillic need no shaping.
 */
function unshaped(font: FontkitFont): FontkitFont {
  const glyphs = new Map<number, Glyph>()
  const glyph = (ch: string) => {
    const cp = ch.codePointAt(0)!
    let g = glyphs.get(cp)
    if (!g) glyphs.set(cp, (g = font.glyphForCodePoint(cp)!))
    return g
  }
  const layout = (text: string) => ({ glyphs: Array.from(text, glyph) })
  return new Proxy(font, { get: (target, key) => (key === 'layout' ? layout : Reflect.get(target, key, target)) })
}

/** fontkit, parsing each font file once per process (a parsed font keeps its tables and glyphs); each document still gets its own subset. */
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>()
const houseFontkit: Fontkit = {
  create(data) {
    let font = parsed.get(data)
    if (!font)
      parsed.set(
        data,
        (font = unshaped(fontkit.create(data) as unknown as FontkitFont) as unknown as ReturnType<Fontkit['create']>),
      )
    return font
  },
}

const extents = new WeakMap<PDFFont, { ascent: number; descent: number }>()

/** One house face embedded in `doc` as a subset: what a document that needs one or two faces embeds. */
export async function embedFace(doc: PDFDocument, face: keyof Fonts): Promise<PDFFont> {
  doc.registerFontkit(houseFontkit)
  const font = await doc.embedFont(fontFile(face), { subset: true })
  const metrics = houseFontkit.create(fontFile(face)) as unknown as FontkitFont
  extents.set(font, { ascent: metrics.ascent / metrics.unitsPerEm, descent: -metrics.descent / metrics.unitsPerEm })
  return font
}

/**
 * How far a house font's lines reach above and below the baseline at `size` (its ascent and descent). pdf-lib's
 * `heightAtSize(size, { descender: false })` subtracts the descent in font units from a height per mille,
 * which is wrong for embedded fonts.
 */
export function fontExtent(font: PDFFont, size: number): { ascent: number; descent: number } {
  const extent = extents.get(font)
  if (!extent) throw new Error('fontExtent: not a house font (embed it with embedFace or embedFonts)')
  return { ascent: extent.ascent * size, descent: extent.descent * size }
}

/** The house fonts, embedded once per document (each a subset of the glyphs it draws). */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, italic, boldItalic, mono] = await Promise.all(
    (['regular', 'bold', 'italic', 'boldItalic', 'mono'] as const).map((face) => embedFace(doc, face)),
  )
  return { regular: regular!, bold: bold!, italic: italic!, boldItalic: boldItalic!, mono: mono! }
}
