/**
 * What a PDF of this app draws of a string. The house fonts (page.ts) cover Latin with its extensions,
 * Greek and Cyrillic, so names print as written («Łukasz Żółć», «Дмитрий», «Νίκος»). Every string a PDF
 * draws goes through `printable(text, font)`: whitespace becomes plain spaces, invisible format
 * characters go, and a character the font has no glyph for (an emoji, a CJK ideograph…) is printed as
 * MISSING_GLYPH «□» — visibly, never silently dropped — and named in a warning in the log. Never throws.
 */
import { type PDFFont } from '@cantoo/pdf-lib'

/** What is printed in place of a character the font cannot draw. */
export const MISSING_GLYPH = '\u25a1'

/** Typographic equivalents for the few common characters the house fonts lack (not reported). */
const EQUIVALENTS: Record<string, string> = {
  '\u2011': '-', // non-breaking hyphen
  '\u2043': '-', // hyphen bullet
  '\u2023': '\u2022', // triangular bullet
  '\u22c5': '\u00b7', // dot operator
  '\u21d0': '<=',
  '\u21d2': '=>',
}

// Whitespace that must become a plain space, and invisible/format characters
// (soft hyphen, zero-width, joiners, variation selectors, emoji modifiers, tags).
const CONTROL_WS = /[\t\n\r\v\f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g
const INVISIBLE =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u00ad\u200b-\u200f\u2060-\u2064\ufeff\ufe00-\ufe0f\u{e0000}-\u{e007f}\u{1f3fb}-\u{1f3ff}]/gu

const charsets = new WeakMap<PDFFont, Set<number>>()

function charset(font: PDFFont): Set<number> {
  let set = charsets.get(font)
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())))
  return set
}

function drawable(s: string, set: Set<number>): boolean {
  for (const ch of s) if (!set.has(ch.codePointAt(0)!)) return false
  return true
}

let graphemeSegmenter: Intl.Segmenter | undefined
/** Strings already reported, so that measuring and then drawing the same text warns once. */
const reported = new Set<string>()

function report(text: string, missing: string[], font: PDFFont): void {
  if (reported.has(text)) return
  if (reported.size > 500) reported.clear()
  reported.add(text)
  const named = missing.map(
    (g) =>
      `${g} (${[...g].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')})`,
  )
  // The characters, not the text: it may be a buyer's name or address.
  console.warn(`[pdf] no glyph in ${font.name} for ${named.join(', ')}: printed as ${MISSING_GLYPH}`)
}

/**
 * `input` as `font` can draw it: NFC, whitespace as plain spaces, invisible characters removed; each
 * character (grapheme) the font lacks is drawn decomposed if the font has its parts (base letter and
 * combining accent), else as a typographic equivalent (⇒ → =>), else as MISSING_GLYPH, with a warning.
 */
export function printable(input: string, font: PDFFont): string {
  const set = charset(font)
  const text = String(input ?? '')
    .normalize('NFC')
    .replace(CONTROL_WS, ' ')
  const visible = text.replace(INVISIBLE, '')
  if (drawable(visible, set)) return visible
  graphemeSegmenter ??= new Intl.Segmenter('es', { granularity: 'grapheme' })
  const missing: string[] = []
  let out = ''
  for (const { segment } of graphemeSegmenter.segment(text)) {
    const g = segment.replace(INVISIBLE, '')
    if (drawable(g, set)) out += g
    else if (drawable(g.normalize('NFD'), set)) out += g.normalize('NFD')
    else if (EQUIVALENTS[g] !== undefined) out += EQUIVALENTS[g]
    else {
      out += MISSING_GLYPH
      missing.push(segment)
    }
  }
  if (missing.length) report(visible, missing, font)
  return out
}

/** Single line: runs of whitespace as one space, trimmed (drawing makes it printable). */
export function oneLine(input: string): string {
  return String(input ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
]

/** '22 de noviembre de 2026' (calendar date in UTC, independent of the server's locale/ICU/TZ). */
export function formatDateEs(date: Date): string {
  return `${date.getUTCDate()} de ${MONTHS_ES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`
}
