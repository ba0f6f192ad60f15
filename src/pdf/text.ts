/**
 * Text that pdf-lib's standard fonts can draw. Standard fonts only encode WinAnsi, so every string a
 * PDF of this app draws goes through `toWinAnsi()`, which keeps Spanish letters and typographic
 * punctuation and replaces anything else by a readable fallback instead of throwing.
 */


/** Code points above Latin-1 that WinAnsiEncoding (and pdf-lib) can encode. */
const WIN_ANSI_EXTRA = new Set<number>([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
])

function isWinAnsi(cp: number): boolean {
  return (
    (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff && cp !== 0xad) || WIN_ANSI_EXTRA.has(cp)
  )
}

function allWinAnsi(s: string): boolean {
  for (const ch of s) if (!isWinAnsi(ch.codePointAt(0)!)) return false
  return true
}

/** Readable replacements for common characters outside WinAnsi. */
const FALLBACKS: Record<string, string> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '\u2013', // figure dash
  '\u2015': '\u2014', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2043': '-', // hyphen bullet
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u201b': '\u2018',
  '\u201f': '\u201c',
  '\u02bc': '\u2019',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
  '\u21d0': '<=',
  '\u21d2': '=>',
  '\u21d4': '<=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2219': '\u00b7',
  '\u22c5': '\u00b7',
  '\u25cf': '\u2022',
  '\u25aa': '\u2022',
  '\u25e6': '\u2022',
  '\u2023': '\u2022',
  '\u2116': 'N.\u00ba',
  '\u0131': 'i',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
}

// Whitespace that must become a plain space, and invisible/format characters
// (soft hyphen, zero-width, variation selectors, emoji modifiers, tags).
const CONTROL_WS = /[\t\n\r\v\f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g
const INVISIBLE =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u00ad\u200b-\u200f\u2060-\u2064\ufeff\ufe00-\ufe0f\u{e0000}-\u{e007f}\u{1f3fb}-\u{1f3ff}]/gu
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u
const COMBINING = /\p{M}/gu

let graphemeSegmenter: Intl.Segmenter | undefined

function mapGrapheme(g: string): string {
  if (allWinAnsi(g)) return g
  const direct = FALLBACKS[g]
  if (direct !== undefined) return direct
  // Emoji and flags carry no meaning in print: drop them.
  if (PICTOGRAPHIC.test(g)) return ''
  // Accented letters outside Latin-1 (ő, ā, ș…) → base letter; ligatures → letters.
  const stripped = g.normalize('NFKD').replace(COMBINING, '')
  if (stripped && allWinAnsi(stripped)) return stripped
  let out = ''
  for (const ch of stripped || g) {
    if (isWinAnsi(ch.codePointAt(0)!)) out += ch
    else out += FALLBACKS[ch] ?? '?'
  }
  return out
}

/**
 * Returns `input` rewritten so that pdf-lib's standard fonts can encode it:
 * WinAnsi characters are kept, whitespace becomes plain spaces, invisible
 * characters and emoji are dropped, other characters get a readable fallback
 * (→ '->', ő → 'o') or '?'. Never throws.
 */
export function toWinAnsi(input: string): string {
  const text = String(input ?? '')
    .normalize('NFC')
    .replace(CONTROL_WS, ' ')
    .replace(INVISIBLE, '')
  if (allWinAnsi(text)) return text
  graphemeSegmenter ??= new Intl.Segmenter('es', { granularity: 'grapheme' })
  let out = ''
  for (const { segment } of graphemeSegmenter.segment(text)) out += mapGrapheme(segment)
  return out
}

/** Single-line variant: collapses runs of spaces and trims. */
export function oneLine(input: string): string {
  return toWinAnsi(input).replace(/ {2,}/g, ' ').trim()
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

