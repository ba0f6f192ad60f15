/**
 * Text in lines: styled runs (bold, italic, code, link, muted) measured and wrapped into lines of a given
 * width, drawn on a page; single lines shortened to fit. Strings pass through `printable` (in the run's font)
 * before they are measured or drawn.
 */
import { type PDFFont, type PDFPage, type RGB } from '@cantoo/pdf-lib'

import { COLORS, type Fonts } from './page'
import { printable } from './text'

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
  const font = bold ? (run.italic ? fonts.boldItalic : fonts.bold) : run.italic ? fonts.italic : fonts.regular
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
    for (const part of printable(run.text, style.font).split(/( +)/)) {
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

/** `text` as `font` can draw it, shortened with an ellipsis so it fits in `maxWidth`. */
export function fitText(input: string, font: PDFFont, size: number, maxWidth: number): string {
  const text = printable(input, font)
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text
  const chars = [...text]
  while (chars.length && font.widthOfTextAtSize(`${chars.join('').trimEnd()}\u2026`, size) > maxWidth) chars.pop()
  return `${chars.join('').trimEnd()}\u2026`
}

/** Baseline of a line whose box starts at `top` (text roughly centred in the box). */
export function baselineIn(top: number, size: number, leading: number): number {
  return top - leading / 2 - size * 0.35
}
