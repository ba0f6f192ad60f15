/**
 * Minimal text extraction for the PDFs this app produces (pdf-lib output with
 * the house fonts, embedded as Type0/Identity-H subsets with a ToUnicode map, or
 * standard fonts and WinAnsiEncoding): used by tests to prove what a PDF says.
 *
 * pdf-lib (already a dependency) parses the file structure to find the pages
 * in order and their content streams; everything else is done here: streams
 * are inflated with node:zlib, content-stream operators are tokenised, literal
 * `(...)` and hex `<...>` strings are decoded, and codes are mapped back to
 * Unicode (two-byte codes through the font's ToUnicode map, bytes through WinAnsi). Text-showing operators on the same baseline are joined (with a
 * space when there is a visible gap); a new baseline starts a new line.
 *
 * Not supported (not produced by the app): CMaps other than Identity-H, form XObjects,
 * filters other than FlateDecode/ASCIIHexDecode.
 */
import { execFileSync } from 'node:child_process'
import { inflateSync, constants as zlibConstants } from 'node:zlib'
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFStream,
  type PDFFont,
  type PDFPage,
  StandardFonts,
} from '@cantoo/pdf-lib'

/* ------------------------------------------------------------------------ */
/* WinAnsi → Unicode                                                         */
/* ------------------------------------------------------------------------ */

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '\u20ac',
  0x82: '\u201a',
  0x83: '\u0192',
  0x84: '\u201e',
  0x85: '\u2026',
  0x86: '\u2020',
  0x87: '\u2021',
  0x88: '\u02c6',
  0x89: '\u2030',
  0x8a: '\u0160',
  0x8b: '\u2039',
  0x8c: '\u0152',
  0x8e: '\u017d',
  0x91: '\u2018',
  0x92: '\u2019',
  0x93: '\u201c',
  0x94: '\u201d',
  0x95: '\u2022',
  0x96: '\u2013',
  0x97: '\u2014',
  0x98: '\u02dc',
  0x99: '\u2122',
  0x9a: '\u0161',
  0x9b: '\u203a',
  0x9c: '\u0153',
  0x9e: '\u017e',
  0x9f: '\u0178',
}

/** Maps one WinAnsi byte to Unicode ('' for control/undefined codes). */
export function winAnsiToUnicode(byte: number): string {
  if (byte >= 0x20 && byte <= 0x7e) return String.fromCharCode(byte)
  if (byte === 0xa0) return ' '
  if (byte === 0xad) return '-'
  if (byte > 0xa0 && byte <= 0xff) return String.fromCharCode(byte)
  return WIN_ANSI_HIGH[byte] ?? ''
}

/* ------------------------------------------------------------------------ */
/* Streams                                                                   */
/* ------------------------------------------------------------------------ */

function filterNames(dict: PDFDict): string[] {
  const filter = dict.lookup(PDFName.of('Filter'))
  if (filter instanceof PDFName) return [filter.decodeText()]
  if (filter instanceof PDFArray) {
    return filter.asArray().map((_, i) => {
      const name = filter.lookup(i)
      return name instanceof PDFName ? name.decodeText() : ''
    })
  }
  return []
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const hex = Buffer.from(data)
    .toString('latin1')
    .replace(/>.*$/s, '')
    .replace(/[^0-9a-f]/gi, '')
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')
}

function decodeStream(stream: PDFStream): Uint8Array {
  let data: Uint8Array = stream.getContents()
  for (const name of filterNames(stream.dict)) {
    if (name === 'FlateDecode' || name === 'Fl') {
      data = inflateSync(data, { finishFlush: zlibConstants.Z_SYNC_FLUSH })
    } else if (name === 'ASCIIHexDecode' || name === 'AHx') {
      data = asciiHexDecode(data)
    } else {
      throw new Error(`extractPdfText: unsupported stream filter /${name}`)
    }
  }
  return data
}

function pageContent(page: PDFPage): string {
  const contents = page.node.Contents()
  const streams: PDFStream[] = []
  if (contents instanceof PDFStream) streams.push(contents)
  else if (contents instanceof PDFArray) {
    for (let i = 0; i < contents.size(); i++) {
      const s = contents.lookup(i)
      if (s instanceof PDFStream) streams.push(s)
    }
  }
  // Streams of one page are concatenated as if they were one (with a separator).
  return streams.map((s) => Buffer.from(decodeStream(s)).toString('latin1')).join('\n')
}

/* ------------------------------------------------------------------------ */
/* Content-stream tokenizer                                                  */
/* ------------------------------------------------------------------------ */

/** A PDF string operand: its raw bytes as a latin1 JS string. */
class Bytes {
  constructor(readonly value: string) {}
}
class Name {
  constructor(readonly value: string) {}
}
class Op {
  constructor(readonly value: string) {}
}
type Operand = number | Bytes | Name | Operand[] | null

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%'])

function isWhite(ch: string | undefined): boolean {
  return ch !== undefined && WHITESPACE.has(ch.charCodeAt(0))
}

class Lexer {
  i = 0
  constructor(private readonly s: string) {}

  private skipSpace(): void {
    const s = this.s
    while (this.i < s.length) {
      const ch = s[this.i]!
      if (isWhite(ch)) this.i++
      else if (ch === '%') {
        while (this.i < s.length && s[this.i] !== '\n' && s[this.i] !== '\r') this.i++
      } else break
    }
  }

  private literal(): Bytes {
    const s = this.s
    let depth = 1
    let out = ''
    this.i++ // (
    while (this.i < s.length) {
      const ch = s[this.i++]!
      if (ch === '\\') {
        const e = s[this.i++]
        if (e === undefined) break
        if (e === 'n') out += '\n'
        else if (e === 'r') out += '\r'
        else if (e === 't') out += '\t'
        else if (e === 'b') out += '\b'
        else if (e === 'f') out += '\f'
        else if (e >= '0' && e <= '7') {
          let oct = e
          while (oct.length < 3 && s[this.i]! >= '0' && s[this.i]! <= '7') oct += s[this.i++]
          out += String.fromCharCode(parseInt(oct, 8) & 0xff)
        } else if (e === '\r') {
          if (s[this.i] === '\n') this.i++ // line continuation
        } else if (e === '\n') {
          // line continuation
        } else out += e // \( \) \\ and unknown escapes
      } else if (ch === '(') {
        depth++
        out += ch
      } else if (ch === ')') {
        if (--depth === 0) break
        out += ch
      } else if (ch === '\r') {
        // An unescaped end-of-line is read as a single \n.
        if (s[this.i] === '\n') this.i++
        out += '\n'
      } else out += ch
    }
    return new Bytes(out)
  }

  private hex(): Bytes {
    const end = this.s.indexOf('>', this.i + 1)
    const stop = end === -1 ? this.s.length : end
    let hex = this.s.slice(this.i + 1, stop).replace(/[^0-9a-fA-F]/g, '')
    if (hex.length % 2) hex += '0'
    this.i = stop + 1
    return new Bytes(Buffer.from(hex, 'hex').toString('latin1'))
  }

  private regular(): string {
    const start = this.i
    const s = this.s
    while (this.i < s.length && !isWhite(s[this.i]) && !DELIMITERS.has(s[this.i]!)) this.i++
    return s.slice(start, this.i)
  }

  /** Skips inline image data after the `ID` operator. */
  skipInlineImage(): void {
    const m = /\sEI(?=[\s]|$)/g
    m.lastIndex = this.i + 1
    const hit = m.exec(this.s)
    this.i = hit ? hit.index + hit[0].length : this.s.length
  }

  /** Next operand or operator; undefined at the end; 'close' for `]`/`>>`. */
  next(): Operand | Op | 'close' | undefined {
    this.skipSpace()
    const s = this.s
    if (this.i >= s.length) return undefined
    const ch = s[this.i]!
    if (ch === '(') return this.literal()
    if (ch === '<') {
      if (s[this.i + 1] === '<') {
        this.i += 2
        this.collect() // dictionary (e.g. marked-content properties): parsed and ignored
        return null
      }
      return this.hex()
    }
    if (ch === '[') {
      this.i++
      return this.collect()
    }
    if (ch === ']') {
      this.i++
      return 'close'
    }
    if (ch === '>') {
      this.i += s[this.i + 1] === '>' ? 2 : 1
      return 'close'
    }
    if (ch === '/') {
      this.i++
      return new Name(
        this.regular().replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      )
    }
    if (ch === '{' || ch === '}' || ch === ')') {
      this.i++
      return this.next()
    }
    const word = this.regular()
    if (!word) {
      this.i++
      return this.next()
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word)
    return new Op(word)
  }

  private collect(): Operand[] {
    const items: Operand[] = []
    for (;;) {
      const t = this.next()
      if (t === undefined || t === 'close') return items
      if (t instanceof Op) continue // stray keywords such as true/false/null inside arrays
      items.push(t)
    }
  }
}

/* ------------------------------------------------------------------------ */
/* Text state machine                                                        */
/* ------------------------------------------------------------------------ */

type Matrix = [number, number, number, number, number, number]
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ]
}

function translate(tx: number, ty: number): Matrix {
  return [1, 0, 0, 1, tx, ty]
}

interface FontInfo {
  /** two-byte codes (Type0, Identity-H) mapped through ToUnicode; one-byte WinAnsi otherwise */
  toUnicode?: Map<number, string>
  /** Glyph advance in text space units (1/1000 em) for a byte code. */
  width(code: number): number
}

interface GState {
  ctm: Matrix
  font: FontInfo | null
  size: number
  charSpacing: number
  wordSpacing: number
  hScale: number
  leading: number
}

interface Fragment {
  text: string
  x: number
  y: number
  endX: number
  size: number
}

const standardNames = new Set<string>(Object.values(StandardFonts))
let metricsDoc: PDFDocument | undefined
const metricsFonts = new Map<string, PDFFont>()

async function standardFont(name: string): Promise<PDFFont | undefined> {
  if (!standardNames.has(name)) return undefined
  let font = metricsFonts.get(name)
  if (!font) {
    metricsDoc ??= await PDFDocument.create({ updateMetadata: false })
    font = metricsDoc.embedStandardFont(name as StandardFonts)
    metricsFonts.set(name, font)
  }
  return font
}

/** The bfchar and bfrange entries of a ToUnicode CMap (as pdf-lib and most writers produce them). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const utf16 = (hex: string) => {
    const units: number[] = []
    for (let i = 0; i + 4 <= hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16))
    return String.fromCharCode(...units)
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(m[1]!, 16), utf16(m[2]!))
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(m[1]!, 16)
      const hi = parseInt(m[2]!, 16)
      if (m[3]!.startsWith('[')) {
        ;[...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, k) => map.set(lo + k, utf16(d[1]!)))
      } else {
        const first = utf16(m[3]!.slice(1, -1))
        for (let code = lo; code <= hi; code++) {
          map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - lo))
        }
      }
    }
  }
  return map
}

/** Widths of a CIDFont: its /W array (`c [w1 w2 …]` and `cFirst cLast w`), /DW for the rest. */
function cidWidths(cidFont: PDFDict): (code: number) => number {
  const widths = new Map<number, number>()
  const dw = cidFont.lookup(PDFName.of('DW'))
  const fallback = dw instanceof PDFNumber ? dw.asNumber() : 1000
  const w = cidFont.lookup(PDFName.of('W'))
  if (w instanceof PDFArray) {
    const items = w.asArray().map((item) => cidFont.context.lookup(item))
    for (let i = 0; i < items.length;) {
      const first = items[i]
      const next = items[i + 1]
      if (!(first instanceof PDFNumber)) break
      if (next instanceof PDFArray) {
        next.asArray().forEach((x, k) => {
          const value = cidFont.context.lookup(x)
          if (value instanceof PDFNumber) widths.set(first.asNumber() + k, value.asNumber())
        })
        i += 2
      } else {
        const last = items[i + 1]
        const value = items[i + 2]
        if (last instanceof PDFNumber && value instanceof PDFNumber) {
          for (let c = first.asNumber(); c <= last.asNumber(); c++) widths.set(c, value.asNumber())
        }
        i += 3
      }
    }
  }
  return (code) => widths.get(code) ?? fallback
}

/** Resolves the page's font resources to width tables. */
async function pageFonts(page: PDFPage): Promise<Map<string, FontInfo>> {
  const out = new Map<string, FontInfo>()
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'))
  if (!(fontDict instanceof PDFDict)) return out
  for (const [key] of fontDict.entries()) {
    const dict = fontDict.lookup(key)
    if (!(dict instanceof PDFDict)) continue
    const base = dict.lookup(PDFName.of('BaseFont'))
    const baseName = base instanceof PDFName ? base.decodeText() : ''
    const widths = dict.lookup(PDFName.of('Widths'))
    const first = dict.lookup(PDFName.of('FirstChar'))
    const cache = new Map<number, number>()
    let info: FontInfo
    const descendants = dict.lookup(PDFName.of('DescendantFonts'))
    const toUnicode = dict.lookup(PDFName.of('ToUnicode'))
    if (descendants instanceof PDFArray) {
      const cidFont = descendants.lookup(0)
      info = {
        toUnicode:
          toUnicode instanceof PDFStream
            ? parseToUnicode(Buffer.from(decodeStream(toUnicode)).toString('latin1'))
            : new Map(),
        width: cidFont instanceof PDFDict ? cidWidths(cidFont) : () => 1000,
      }
    } else if (widths instanceof PDFArray && first instanceof PDFNumber) {
      const firstChar = first.asNumber()
      info = {
        width: (code) => {
          const w = widths.lookup(code - firstChar)
          return w instanceof PDFNumber ? w.asNumber() : 500
        },
      }
    } else {
      const metrics = await standardFont(baseName)
      info = {
        width: (code) => {
          let w = cache.get(code)
          if (w === undefined) {
            const ch = winAnsiToUnicode(code)
            try {
              w = metrics && ch ? metrics.widthOfTextAtSize(ch, 1000) : 500
            } catch {
              w = 500
            }
            cache.set(code, w)
          }
          return w
        },
      }
    }
    out.set(key.decodeText(), info)
  }
  return out
}

function pageFragments(content: string, fonts: Map<string, FontInfo>): Fragment[] {
  const fragments: Fragment[] = []
  const stack: GState[] = []
  let gs: GState = {
    ctm: IDENTITY,
    font: null,
    size: 0,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
  }
  let tm: Matrix = IDENTITY
  let tlm: Matrix = IDENTITY

  const moveLine = (tx: number, ty: number) => {
    tlm = multiply(translate(tx, ty), tlm)
    tm = tlm
  }

  const show = (parts: Operand[]) => {
    const trm0 = multiply(tm, gs.ctm)
    const scale = Math.hypot(trm0[2], trm0[3]) || 1
    let text = ''
    for (const part of parts) {
      if (typeof part === 'number') {
        const tx = (-part / 1000) * gs.size * gs.hScale
        tm = multiply(translate(tx, 0), tm)
        // A large negative adjustment in a TJ array is a word gap.
        if (part <= -200 && text && !text.endsWith(' ')) text += ' '
        continue
      }
      if (!(part instanceof Bytes)) continue
      const toUnicode = gs.font?.toUnicode
      const step = toUnicode ? 2 : 1
      for (let k = 0; k + step <= part.value.length; k += step) {
        const code = toUnicode
          ? part.value.charCodeAt(k) * 256 + part.value.charCodeAt(k + 1)
          : part.value.charCodeAt(k)
        text += toUnicode ? (toUnicode.get(code) ?? '\ufffd') : winAnsiToUnicode(code)
        const w0 = gs.font ? gs.font.width(code) / 1000 : 0.5
        const tx = (w0 * gs.size + gs.charSpacing + (step === 1 && code === 0x20 ? gs.wordSpacing : 0)) * gs.hScale
        tm = multiply(translate(tx, 0), tm)
      }
    }
    if (!text) return
    const end = multiply(tm, gs.ctm)
    fragments.push({ text, x: trm0[4], y: trm0[5], endX: end[4], size: gs.size * scale })
  }

  const lexer = new Lexer(content)
  let operands: Operand[] = []
  for (;;) {
    const token = lexer.next()
    if (token === undefined) break
    if (token === 'close') continue
    if (!(token instanceof Op)) {
      operands.push(token)
      continue
    }
    const args = operands
    operands = []
    const num = (i: number) => (typeof args[i] === 'number' ? (args[i] as number) : 0)
    switch (token.value) {
      case 'q':
        stack.push({ ...gs })
        break
      case 'Q':
        gs = stack.pop() ?? gs
        break
      case 'cm':
        gs.ctm = multiply([num(0), num(1), num(2), num(3), num(4), num(5)], gs.ctm)
        break
      case 'BT':
        tm = IDENTITY
        tlm = IDENTITY
        break
      case 'Tf': {
        const name = args[0]
        gs.font = name instanceof Name ? (fonts.get(name.value) ?? null) : null
        gs.size = num(1)
        break
      }
      case 'Tc':
        gs.charSpacing = num(0)
        break
      case 'Tw':
        gs.wordSpacing = num(0)
        break
      case 'Tz':
        gs.hScale = num(0) / 100
        break
      case 'TL':
        gs.leading = num(0)
        break
      case 'Td':
        moveLine(num(0), num(1))
        break
      case 'TD':
        gs.leading = -num(1)
        moveLine(num(0), num(1))
        break
      case 'Tm':
        tlm = [num(0), num(1), num(2), num(3), num(4), num(5)]
        tm = tlm
        break
      case 'T*':
        moveLine(0, -gs.leading)
        break
      case 'Tj':
        show(args.slice(0, 1))
        break
      case "'":
        moveLine(0, -gs.leading)
        show(args.slice(0, 1))
        break
      case '"':
        gs.wordSpacing = num(0)
        gs.charSpacing = num(1)
        moveLine(0, -gs.leading)
        show(args.slice(2, 3))
        break
      case 'TJ':
        show(Array.isArray(args[0]) ? args[0] : [])
        break
      case 'ID':
        lexer.skipInlineImage()
        break
      default:
        break
    }
  }
  return fragments
}

/** Joins fragments: same baseline → same line (space if there is a gap), otherwise a new line. */
function joinFragments(fragments: Fragment[]): string {
  let out = ''
  let prev: Fragment | undefined
  for (const f of fragments) {
    if (prev) {
      const tolerance = Math.max(0.5, Math.min(f.size, prev.size) * 0.3)
      const sameLine = Math.abs(f.y - prev.y) <= tolerance && f.x >= prev.endX - prev.size * 0.5
      if (!sameLine) out += '\n'
      else if (f.x - prev.endX > Math.min(f.size, prev.size) * 0.15 && !out.endsWith(' ') && !f.text.startsWith(' ')) {
        out += ' '
      }
    }
    out += f.text
    prev = f
  }
  return out
}

function assertPdf(pdf: Uint8Array): void {
  if (!(pdf instanceof Uint8Array) || !Buffer.from(pdf.subarray(0, 1024)).toString('latin1').includes('%PDF-')) {
    throw new Error('extractPdfText: input is not a PDF (missing %PDF- header)')
  }
}

/** Visible text of each page, in page order. */
export async function extractPdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  assertPdf(pdf)
  const doc = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true })
  const texts: string[] = []
  for (const page of doc.getPages()) {
    const fonts = await pageFonts(page)
    texts.push(joinFragments(pageFragments(pageContent(page), fonts)))
  }
  return texts
}

/** Visible text of the whole document: lines separated by '\n', pages by '\n\f\n'. */
export async function extractPdfText(pdf: Uint8Array): Promise<string> {
  return (await extractPdfPageTexts(pdf)).join('\n\f\n')
}

/** Text as read by a second reader, poppler's `pdftotext` (apt: poppler-utils), whitespace squashed. */
export function popplerText(pdf: Uint8Array): string {
  return squashText(execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }))
}

/** Unicode NFC, every run of whitespace one space: to compare names across readers. */
export const squashText = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ')
