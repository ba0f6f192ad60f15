/**
 * Renders a module guide as a multi-page A4 PDF with pdf-lib's standard
 * (Helvetica) fonts.
 *
 * Layout: title page, table of contents, then one chapter per section. Section
 * bodies use a tiny Markdown subset (paragraphs, `### ` headings, `- ` bullets,
 * `1. ` numbered items, **bold**, *italic*, `code` and [text](/path) links).
 *
 * Standard fonts can only encode WinAnsi, so every string goes through
 * `toWinAnsi()`, which keeps Spanish letters and typographic punctuation and
 * replaces anything else by a safe fallback instead of throwing.
 *
 * The output is deterministic: the same input always yields the same bytes
 * (document dates are taken from `input.updatedAt`, never from the clock).
 */
import {
  LineCapStyle,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFFont,
  type PDFPage,
  type PDFRef,
  type RGB,
  StandardFonts,
  rgb,
} from 'pdf-lib'

export interface GuideInput {
  code: string // 'F1'
  title: string // 'Fundamentos GEO'
  guideTitle: string // 'Guía completa del módulo F1: Fundamentos GEO'
  description: string
  siteName: string // 'Academia GEO'
  licence: string // 'CC BY-NC-SA 4.0'
  updatedAt: Date
  sections: { title: string; body: string }[]
}

/* ------------------------------------------------------------------------ */
/* Page geometry and palette                                                 */
/* ------------------------------------------------------------------------ */

export const A4: [number, number] = [595.28, 841.89]
const [PAGE_W, PAGE_H] = A4
const MARGIN_X = 56
const MARGIN_TOP = 64 // the stamp (see stamp.ts) lives inside this margin
const CONTENT_W = PAGE_W - 2 * MARGIN_X
const CONTENT_BOTTOM = 68 // lowest edge of the last body line box
const FOOTER_RULE_Y = 50
const FOOTER_BASELINE = 34
const FOOTER_SIZE = 8

const NAVY = rgb(0.078, 0.188, 0.353)
const ACCENT = rgb(0.122, 0.435, 0.698)
const BODY = rgb(0.15, 0.16, 0.19)
const MUTED = rgb(0.38, 0.41, 0.46)
const RULE = rgb(0.84, 0.86, 0.89)

const BODY_SIZE = 10.5
const BODY_LEADING = 15.5
const PARAGRAPH_GAP = 8

/* ------------------------------------------------------------------------ */
/* WinAnsi-safe text                                                         */
/* ------------------------------------------------------------------------ */

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
function oneLine(input: string): string {
  return toWinAnsi(input).replace(/ {2,}/g, ' ').trim()
}

/* ------------------------------------------------------------------------ */
/* Dates                                                                     */
/* ------------------------------------------------------------------------ */

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

/* ------------------------------------------------------------------------ */
/* Markdown subset                                                           */
/* ------------------------------------------------------------------------ */

interface RunStyle {
  bold?: boolean
  italic?: boolean
  code?: boolean
  link?: boolean
  muted?: boolean
}

interface Run extends RunStyle {
  text: string
}

type Block =
  | { kind: 'heading'; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; items: { marker: string; runs: Run[] }[] }

function sameStyle(a: RunStyle, b: RunStyle): boolean {
  return (
    !!a.bold === !!b.bold &&
    !!a.italic === !!b.italic &&
    !!a.code === !!b.code &&
    !!a.link === !!b.link &&
    !!a.muted === !!b.muted
  )
}

/** Text shown after a link's label: site paths and external URLs are printed, anchors are not. */
function linkSuffix(label: string, href: string): string {
  if (href.startsWith('/') || /^https?:\/\//i.test(href)) return label.trim() === href ? '' : href
  if (/^mailto:/i.test(href)) {
    const address = href.slice(7)
    return label.includes(address) ? '' : address
  }
  return ''
}

/** Index of the closing single `*`/`_` delimiter for an emphasis opened at `from - 1`, or -1. */
function findEmphasisEnd(src: string, delim: string, from: number): number {
  for (let j = from + 1; j < src.length; j++) {
    if (src[j] !== delim || /\s/.test(src[j - 1]!)) continue
    if (delim === '*' && (src[j + 1] === '*' || src[j - 1] === '*')) continue
    if (delim === '_' && /[\p{L}\p{N}]/u.test(src[j + 1] ?? '')) continue
    return j
  }
  return -1
}

/** Parses inline Markdown (**bold**, *italic*, _italic_, `code`, [text](href), \escapes). */
export function parseInline(src: string, base: RunStyle = {}): Run[] {
  const runs: Run[] = []
  let buf = ''
  const flush = () => {
    if (buf) runs.push({ ...base, text: buf })
    buf = ''
  }
  let i = 0
  while (i < src.length) {
    const ch = src[i]!
    const next = src[i + 1]
    if (ch === '\\' && next !== undefined && /[\\`*_[\]()#+\-.!]/.test(next)) {
      buf += next
      i += 2
      continue
    }
    if (ch === '*' && next === '*') {
      let end = src.indexOf('**', i + 2)
      if (end > i + 2) {
        if (src[end + 2] === '*') end += 1 // ***bold italic***
        flush()
        runs.push(...parseInline(src.slice(i + 2, end), { ...base, bold: true }))
        i = end + 2
        continue
      }
    } else if (
      (ch === '*' || ch === '_') &&
      next !== undefined &&
      !/\s/.test(next) &&
      (ch === '*' || i === 0 || !/[\p{L}\p{N}]/u.test(src[i - 1]!))
    ) {
      const end = findEmphasisEnd(src, ch, i + 1)
      if (end > i + 1) {
        flush()
        runs.push(...parseInline(src.slice(i + 1, end), { ...base, italic: true }))
        i = end + 1
        continue
      }
    } else if (ch === '`') {
      const end = src.indexOf('`', i + 1)
      if (end > i + 1) {
        flush()
        runs.push({ ...base, code: true, text: src.slice(i + 1, end) })
        i = end + 1
        continue
      }
    } else if (ch === '[') {
      const m = /^\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/.exec(src.slice(i))
      if (m) {
        flush()
        runs.push(...parseInline(m[1]!, { ...base, link: true }))
        const suffix = linkSuffix(m[1]!, m[2]!)
        if (suffix) runs.push({ ...base, muted: true, text: ` (${suffix})` })
        i += m[0].length
        continue
      }
    }
    buf += ch
    i++
  }
  flush()
  // Merge neighbours with identical style.
  const merged: Run[] = []
  for (const r of runs) {
    const last = merged[merged.length - 1]
    if (last && sameStyle(last, r)) last.text += r.text
    else merged.push({ ...r })
  }
  return merged
}

/** Splits a section body into headings, paragraphs and lists. */
export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = []
  let para: string[] | null = null
  let list: { ordered: boolean; items: { marker: string; text: string }[] } | null = null

  const close = () => {
    if (para) blocks.push({ kind: 'paragraph', runs: parseInline(para.join(' ')) })
    if (list) {
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        items: list.items.map((it) => ({ marker: it.marker, runs: parseInline(it.text) })),
      })
    }
    para = null
    list = null
  }

  for (const raw of String(body ?? '').replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (!line.trim()) {
      close()
      continue
    }
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (heading) {
      close()
      blocks.push({ kind: 'heading', runs: parseInline(heading[1]!) })
      continue
    }
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line)
    const numbered = bullet ? null : /^\s*(\d{1,4})[.)]\s+(.*)$/.exec(line)
    if (bullet || numbered) {
      const ordered = !!numbered
      if (!list || list.ordered !== ordered) {
        close()
        list = { ordered, items: [] }
      }
      list.items.push(
        ordered ? { marker: `${numbered![1]}.`, text: numbered![2]! } : { marker: '\u2022', text: bullet![1]! },
      )
      continue
    }
    if (list) {
      // Lazy continuation of the last list item.
      const last = list.items[list.items.length - 1]!
      last.text += ` ${line.trim()}`
      continue
    }
    para ??= []
    para.push(line.trim())
  }
  close()
  return blocks
}

/* ------------------------------------------------------------------------ */
/* Text measuring and wrapping                                               */
/* ------------------------------------------------------------------------ */

interface Fonts {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
  boldItalic: PDFFont
  mono: PDFFont
}

/** Base style of a text block; runs may add bold/italic/code/link on top. */
interface TextStyle {
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

interface Line {
  segs: Seg[]
  width: number
}

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
  const color = run.link ? ACCENT : run.muted ? MUTED : base.color
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
function wrapRuns(runs: Run[], base: TextStyle, maxWidth: number, fonts: Fonts): Line[] {
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

function plainRuns(text: string): Run[] {
  return [{ text }]
}

function drawLine(page: PDFPage, line: Line, x: number, baseline: number): void {
  let cx = x
  for (const seg of line.segs) {
    page.drawText(seg.text, { x: cx, y: baseline, font: seg.font, size: seg.size, color: seg.color })
    cx += segWidth(seg)
  }
}

/** Shortens `text` with an ellipsis so it fits in `maxWidth`. */
function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text
  const chars = [...text]
  while (chars.length && font.widthOfTextAtSize(`${chars.join('').trimEnd()}\u2026`, size) > maxWidth) chars.pop()
  return `${chars.join('').trimEnd()}\u2026`
}

/** Baseline of a line whose box starts at `top` (text roughly centred in the box). */
function baselineIn(top: number, size: number, leading: number): number {
  return top - leading / 2 - size * 0.35
}

/* ------------------------------------------------------------------------ */
/* Flowing composer                                                          */
/* ------------------------------------------------------------------------ */

class Composer {
  readonly pages: PDFPage[] = []
  page!: PDFPage
  /** Top edge of the next line box. */
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

  ensure(h: number): void {
    if (this.room() < h - 0.01 && !this.atTop) this.addPage()
  }

  /**
   * Draws wrapped lines with orphan/widow control (never leaves a single line
   * of a multi-line block alone at the bottom or top of a page).
   * `onLine` is called with the index and baseline of every line, before it is drawn.
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
}

/* ------------------------------------------------------------------------ */
/* Pages                                                                     */
/* ------------------------------------------------------------------------ */

function drawTitlePage(page: PDFPage, input: GuideInput, fonts: Fonts): void {
  page.drawRectangle({ x: 0, y: 0, width: 12, height: PAGE_H, color: NAVY })

  // Brand.
  let top = PAGE_H - MARGIN_TOP
  const site = fitText(oneLine(input.siteName), fonts.bold, 12, CONTENT_W)
  page.drawText(site, { x: MARGIN_X, y: top - 12, font: fonts.bold, size: 12, color: ACCENT })
  page.drawRectangle({ x: MARGIN_X, y: top - 26, width: 36, height: 3, color: ACCENT })

  // Central block.
  top = PAGE_H * 0.66
  const kicker = fitText(`GU\u00cdA DEL M\u00d3DULO ${oneLine(input.code).toUpperCase()}`, fonts.bold, 10, CONTENT_W)
  page.drawText(kicker, { x: MARGIN_X, y: top - 10, font: fonts.bold, size: 10, color: MUTED })
  top -= 26

  const titleStyle: TextStyle = { size: 28, color: NAVY, bold: true }
  const titleLines = wrapRuns(plainRuns(input.guideTitle), titleStyle, CONTENT_W, fonts).slice(0, 5)
  for (const line of titleLines) {
    drawLine(page, line, MARGIN_X, baselineIn(top, 28, 34))
    top -= 34
  }
  top -= 10

  const moduleStyle: TextStyle = { size: 15, color: ACCENT }
  const moduleLine = `M\u00f3dulo ${oneLine(input.code)} \u00b7 ${oneLine(input.title)}`
  for (const line of wrapRuns(plainRuns(moduleLine), moduleStyle, CONTENT_W, fonts).slice(0, 3)) {
    drawLine(page, line, MARGIN_X, baselineIn(top, 15, 20))
    top -= 20
  }
  top -= 18

  // Description, truncated if it would run into the bottom block.
  const descStyle: TextStyle = { size: 12, color: BODY }
  const descLines = wrapRuns(parseInline(input.description), descStyle, CONTENT_W * 0.86, fonts)
  const maxDesc = Math.max(0, Math.floor((top - 160) / 18))
  descLines.slice(0, maxDesc).forEach((line, k) => {
    if (k === maxDesc - 1 && descLines.length > maxDesc) {
      const last = line.segs[line.segs.length - 1]!
      last.text = fitText(`${last.text}\u2026`, last.font, last.size, CONTENT_W * 0.86)
    }
    drawLine(page, line, MARGIN_X, baselineIn(top, 12, 18))
    top -= 18
  })

  // Bottom block: licence and date.
  page.drawLine({
    start: { x: MARGIN_X, y: 132 },
    end: { x: PAGE_W - MARGIN_X, y: 132 },
    thickness: 0.75,
    color: RULE,
  })
  const licence = fitText(`Licencia: ${oneLine(input.licence)}`, fonts.regular, 9.5, CONTENT_W)
  page.drawText(licence, { x: MARGIN_X, y: 112, font: fonts.regular, size: 9.5, color: MUTED })
  page.drawText(`Actualizado el ${formatDateEs(input.updatedAt)}`, {
    x: MARGIN_X,
    y: 98,
    font: fonts.regular,
    size: 9.5,
    color: MUTED,
  })
}

function drawSectionStart(c: Composer, index: number, title: string): void {
  const { fonts } = c
  c.page.drawText(`SECCI\u00d3N ${index + 1}`, {
    x: MARGIN_X,
    y: baselineIn(c.y, 9, 14),
    font: fonts.bold,
    size: 9,
    color: ACCENT,
  })
  c.y -= 20
  const style: TextStyle = { size: 20, color: NAVY, bold: true }
  c.flow(wrapRuns(parseInline(title), style, CONTENT_W, fonts), MARGIN_X, 20, 25)
  c.y -= 8
  c.page.drawRectangle({ x: MARGIN_X, y: c.y - 3, width: 36, height: 3, color: ACCENT })
  c.y -= 22
}

function drawBlocks(c: Composer, blocks: Block[]): void {
  const { fonts } = c
  const body: TextStyle = { size: BODY_SIZE, color: BODY }
  blocks.forEach((block, b) => {
    if (block.kind === 'heading') {
      const style: TextStyle = { size: 12.5, color: NAVY, bold: true }
      const lines = wrapRuns(block.runs, style, CONTENT_W, fonts)
      c.gap(b === 0 ? 0 : 8)
      // Keep the heading with at least two lines of what follows.
      c.ensure(lines.length * 17 + 4 + 2 * BODY_LEADING)
      c.flow(lines, MARGIN_X, 12.5, 17)
      c.y -= 4
      return
    }
    if (block.kind === 'paragraph') {
      c.flow(wrapRuns(block.runs, body, CONTENT_W, fonts), MARGIN_X, BODY_SIZE, BODY_LEADING)
      c.y -= PARAGRAPH_GAP
      return
    }
    // Lists: marker column + hanging indent.
    const markerFont = block.ordered ? fonts.bold : fonts.regular
    const markers = block.items.map((it) => oneLine(it.marker) || '\u2022')
    const markerW = Math.max(...markers.map((m) => markerFont.widthOfTextAtSize(m, BODY_SIZE)))
    const markerRight = MARGIN_X + 8 + markerW
    const textX = markerRight + (block.ordered ? 7 : 9)
    block.items.forEach((item, k) => {
      const lines = wrapRuns(item.runs, body, PAGE_W - MARGIN_X - textX, fonts)
      if (!lines.length) return
      const marker = markers[k]!
      c.flow(lines, textX, BODY_SIZE, BODY_LEADING, (idx, baseline) => {
        if (idx !== 0) return
        const w = markerFont.widthOfTextAtSize(marker, BODY_SIZE)
        c.page.drawText(marker, {
          x: markerRight - w,
          y: baseline,
          font: markerFont,
          size: BODY_SIZE,
          color: ACCENT,
        })
      })
      c.y -= 3
    })
    c.y -= PARAGRAPH_GAP - 3
  })
}

/* ------------------------------------------------------------------------ */
/* Table of contents                                                         */
/* ------------------------------------------------------------------------ */

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
  const style: TextStyle = { size: TOC_SIZE, color: BODY }
  const width = CONTENT_W - TOC_NUM_W - TOC_PAGE_W - 12
  const out: TocPlacement[] = []
  let page = 0
  let top = PAGE_H - MARGIN_TOP - TOC_HEADER_H
  for (const title of titles) {
    const lines = wrapRuns(parseInline(title), style, width, fonts)
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
    color: NAVY,
  })
  first.drawRectangle({ x: MARGIN_X, y: PAGE_H - MARGIN_TOP - 38, width: 36, height: 3, color: ACCENT })

  const pageNumRight = PAGE_W - MARGIN_X
  placements.forEach((p, i) => {
    const page = tocPages[p.page]!
    const titleX = MARGIN_X + TOC_NUM_W
    const num = `${i + 1}`
    page.drawText(num, {
      x: MARGIN_X,
      y: baselineIn(p.top, TOC_SIZE, TOC_LEADING),
      font: fonts.bold,
      size: TOC_SIZE,
      color: ACCENT,
    })
    p.lines.forEach((line, k) => {
      const baseline = baselineIn(p.top - k * TOC_LEADING, TOC_SIZE, TOC_LEADING)
      drawLine(page, line, titleX, baseline)
      if (k !== p.lines.length - 1) return
      const target = targets[i]!
      const label = `${target.pageNumber}`
      const labelW = fonts.regular.widthOfTextAtSize(label, TOC_SIZE)
      const leaderStart = titleX + line.width + 8
      const leaderEnd = pageNumRight - labelW - 8
      if (leaderEnd - leaderStart > 6) {
        page.drawLine({
          start: { x: leaderStart, y: baseline + 1 },
          end: { x: leaderEnd, y: baseline + 1 },
          thickness: 0.9,
          color: MUTED,
          dashArray: [0.01, 3.5],
          lineCap: LineCapStyle.Round,
        })
      }
      page.drawText(label, { x: pageNumRight - labelW, y: baseline, font: fonts.regular, size: TOC_SIZE, color: BODY })
    })
    const bottom = p.top - p.lines.length * TOC_LEADING
    linkTo(doc, page, [MARGIN_X, bottom, pageNumRight, p.top], targets[i]!.ref)
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
  ctx.assign(
    rootRef,
    ctx.obj({ Type: 'Outlines', First: refs[0]!, Last: refs[refs.length - 1]!, Count: refs.length }),
  )
  doc.catalog.set(PDFName.of('Outlines'), rootRef)
}

function drawFooter(page: PDFPage, pageNumber: number, pageCount: number, input: GuideInput, fonts: Fonts) {
  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER_RULE_Y },
    end: { x: PAGE_W - MARGIN_X, y: FOOTER_RULE_Y },
    thickness: 0.5,
    color: RULE,
  })
  const right = `P\u00e1gina ${pageNumber} de ${pageCount}`
  const rightW = fonts.regular.widthOfTextAtSize(right, FOOTER_SIZE)
  const leftText = [oneLine(input.siteName), oneLine(input.code), oneLine(input.title)].filter(Boolean).join(' \u00b7 ')
  const left = fitText(leftText, fonts.regular, FOOTER_SIZE, CONTENT_W - rightW - 24)
  if (left) {
    page.drawText(left, { x: MARGIN_X, y: FOOTER_BASELINE, font: fonts.regular, size: FOOTER_SIZE, color: MUTED })
  }
  page.drawText(right, {
    x: PAGE_W - MARGIN_X - rightW,
    y: FOOTER_BASELINE,
    font: fonts.regular,
    size: FOOTER_SIZE,
    color: MUTED,
  })
}

/* ------------------------------------------------------------------------ */
/* Entry point                                                               */
/* ------------------------------------------------------------------------ */

export async function renderGuidePdf(input: GuideInput): Promise<Uint8Array> {
  if (!(input.updatedAt instanceof Date) || Number.isNaN(input.updatedAt.getTime())) {
    throw new Error('renderGuidePdf: updatedAt must be a valid Date')
  }
  const doc = await PDFDocument.create({ updateMetadata: false })
  const fonts: Fonts = {
    regular: doc.embedStandardFont(StandardFonts.Helvetica),
    bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
    italic: doc.embedStandardFont(StandardFonts.HelveticaOblique),
    boldItalic: doc.embedStandardFont(StandardFonts.HelveticaBoldOblique),
    mono: doc.embedStandardFont(StandardFonts.Courier),
  }

  // Metadata (deterministic: dates come from the input).
  const description = input.description.replace(/\s+/g, ' ').trim()
  doc.setTitle(input.guideTitle.replace(/\s+/g, ' ').trim(), { showInWindowTitleBar: true })
  doc.setAuthor(input.siteName)
  doc.setSubject(description)
  doc.setLanguage('es-ES')
  doc.setCreator(input.siteName)
  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)')
  doc.setKeywords([input.code, input.title].filter(Boolean))
  doc.setCreationDate(input.updatedAt)
  doc.setModificationDate(input.updatedAt)

  const c = new Composer(doc, fonts)

  // 1. Title page.
  drawTitlePage(c.addPage(), input, fonts)

  // 2. Reserve the table-of-contents pages (filled in once page numbers are known).
  const sections = input.sections.map((s, i) => ({
    title: s.title.replace(/\s+/g, ' ').trim() || `Secci\u00f3n ${i + 1}`,
    body: s.body,
  }))
  const toc = layoutToc(
    sections.map((s) => s.title),
    fonts,
  )
  const tocPageCount = toc.length ? toc[toc.length - 1]!.page + 1 : 1
  const tocPages = Array.from({ length: tocPageCount }, () => c.addPage())

  // 3. Sections, each starting on a new page.
  const targets = sections.map((section, i) => {
    const page = c.addPage()
    const pageNumber = c.pages.length
    drawSectionStart(c, i, section.title)
    drawBlocks(c, parseBlocks(section.body))
    return { pageNumber, ref: page.ref }
  })

  drawToc(doc, tocPages, toc, targets, fonts)
  if (!sections.length) {
    tocPages[0]!.drawText('Esta gu\u00eda todav\u00eda no tiene secciones.', {
      x: MARGIN_X,
      y: PAGE_H - MARGIN_TOP - TOC_HEADER_H - 12,
      font: fonts.italic,
      size: TOC_SIZE,
      color: MUTED,
    })
  }
  addOutline(
    doc,
    sections.map((s, i) => ({ title: s.title, ref: targets[i]!.ref })),
  )

  // 4. Footers with "Página N de M".
  c.pages.forEach((page, i) => drawFooter(page, i + 1, c.pages.length, input, fonts))

  return doc.save({ useObjectStreams: false })
}
