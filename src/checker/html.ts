/**
 * A small, linear HTML scan for the citability checker: it reads what the checks need (title, headings,
 * paragraphs, lists, tables, JSON-LD, meta tags, links, scripts, the text outside scripts) without
 * building a DOM. It never throws and never backtracks: every step moves forward with indexOf, so a
 * 2 MB page (the fetch limit) is scanned in milliseconds, whatever it contains.
 */

export interface Heading {
  level: number
  text: string
}

export interface PageScan {
  title: string
  lang: string
  headings: Heading[]
  /** text of each <p>, in order (empty ones skipped) */
  paragraphs: string[]
  /** how many paragraphs came before the first <h1> ended (the opening is the one after it) */
  paragraphsBeforeH1: number | null
  /** <li> count inside <ul>/<ol> */
  listItems: number
  /** tables with at least one header cell (<th>) */
  tablesWithHeaders: number
  tables: number
  /** raw contents of each <script type="application/ld+json"> */
  jsonLd: string[]
  /** <meta name|property=… content=…>, keys lower-case */
  meta: Record<string, string>
  /** rel values of <link> and <a> (lower-case), e.g. 'author' */
  rels: string[]
  /** <a href> values */
  links: string[]
  /** <time datetime> values (or their text) */
  times: string[]
  /** class or itemprop values mentioning an author or byline */
  authorMarks: number
  blockquotesWithCite: number
  citeElements: number
  scripts: number
  /** visible text outside <script>, <style>, <template>, <noscript> (whitespace collapsed) */
  text: string
}

const RAW_TEXT = new Set(['script', 'style', 'template', 'textarea', 'title', 'noscript', 'svg'])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  uuml: 'ü',
  iquest: '¿',
  iexcl: '¡',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  mdash: '—',
  ndash: '–',
}

export function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name] ?? whole
  })
}

const collapse = (text: string) => decodeEntities(text).replace(/\s+/g, ' ').trim()

/** Attributes of a start tag's inside (`a href="x" rel=author`), names lower-case. */
export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
  for (const match of source.matchAll(pattern)) {
    const name = match[1].toLowerCase()
    if (!(name in attributes)) attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

/** Elements whose text the scan collects (one open capture per kind; nested ones add to it). */
type Capture = 'h' | 'p' | 'time'

export function scanHtml(html: string): PageScan {
  const scan: PageScan = {
    title: '',
    lang: '',
    headings: [],
    paragraphs: [],
    paragraphsBeforeH1: null,
    listItems: 0,
    tablesWithHeaders: 0,
    tables: 0,
    jsonLd: [],
    meta: {},
    rels: [],
    links: [],
    times: [],
    authorMarks: 0,
    blockquotesWithCite: 0,
    citeElements: 0,
    scripts: 0,
    text: '',
  }
  const text: string[] = []
  const open: Partial<Record<Capture, { parts: string[]; level?: number; datetime?: string }>> = {}
  let listDepth = 0
  let tableOpen = false
  let tableHasHeader = false
  let i = 0
  const n = html.length

  const addText = (chunk: string) => {
    if (!chunk) return
    text.push(chunk)
    open.h?.parts.push(chunk)
    open.p?.parts.push(chunk)
    open.time?.parts.push(chunk)
  }

  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      addText(html.slice(i))
      break
    }
    if (lt > i) addText(html.slice(i, lt))
    // Comments, doctype, CDATA, processing instructions: skipped whole.
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      i = end === -1 ? n : end + 3
      continue
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt + 2)
      i = end === -1 ? n : end + 1
      continue
    }
    const closing = html[lt + 1] === '/'
    const nameStart = closing ? lt + 2 : lt + 1
    let nameEnd = nameStart
    while (nameEnd < n && isNameChar(html.charCodeAt(nameEnd))) nameEnd++
    if (nameEnd === nameStart) {
      // A lone '<' is text.
      addText('<')
      i = lt + 1
      continue
    }
    const name = html.slice(nameStart, nameEnd).toLowerCase()
    const tagEnd = findTagEnd(html, nameEnd)
    const inside = html.slice(nameEnd, tagEnd)
    i = tagEnd + 1
    if (closing) {
      closeTag(name)
      continue
    }
    const attributes = /\S/.test(inside) ? parseAttributes(inside) : NO_ATTRIBUTES
    openTag(name, attributes)
    if (RAW_TEXT.has(name) && !inside.trimEnd().endsWith('/')) {
      const close = indexOfCloseTag(html, name, i)
      const content = html.slice(i, close === -1 ? n : close)
      rawText(name, attributes, content)
      i = close === -1 ? n : html.indexOf('>', close) + 1 || n
      if (name !== 'noscript') closeTag(name)
    }
  }

  function openTag(name: string, attributes: Record<string, string>) {
    if (name === 'html' && attributes.lang) scan.lang = attributes.lang
    if (/^h[1-6]$/.test(name)) open.h = { parts: [], level: Number(name[1]) }
    else if (name === 'p') {
      finishParagraph()
      open.p = { parts: [] }
    } else if (name === 'ul' || name === 'ol') listDepth++
    else if (name === 'li' && listDepth > 0) scan.listItems++
    else if (name === 'table') {
      tableOpen = true
      tableHasHeader = false
      scan.tables++
    } else if (name === 'th' && tableOpen) tableHasHeader = true
    else if (name === 'meta') {
      const key = (attributes.name ?? attributes.property ?? attributes.itemprop ?? '').toLowerCase()
      if (key && attributes.content !== undefined) scan.meta[key] ??= attributes.content
    } else if (name === 'time') open.time = { parts: [], datetime: attributes.datetime }
    else if (name === 'blockquote' && attributes.cite) scan.blockquotesWithCite++
    else if (name === 'cite') scan.citeElements++
    if (name === 'a' && attributes.href) scan.links.push(attributes.href)
    if ((name === 'a' || name === 'link') && attributes.rel)
      scan.rels.push(...attributes.rel.toLowerCase().split(/\s+/))
    if (attributes.class || attributes.itemprop || attributes.rel) {
      const marks = `${attributes.class ?? ''} ${attributes.itemprop ?? ''} ${attributes.rel ?? ''}`
      if (/\b(author|byline|autor|autora)\b/i.test(marks)) scan.authorMarks++
    }
    if (name === 'br' || !VOID.has(name)) addText(' ')
  }

  function closeTag(name: string) {
    if (/^h[1-6]$/.test(name) && open.h) {
      const level = open.h.level ?? Number(name[1])
      scan.headings.push({ level, text: collapse(open.h.parts.join('')) })
      if (level === 1 && scan.paragraphsBeforeH1 === null) scan.paragraphsBeforeH1 = scan.paragraphs.length
      delete open.h
    } else if (name === 'p') finishParagraph()
    else if ((name === 'ul' || name === 'ol') && listDepth > 0) listDepth--
    else if (name === 'table' && tableOpen) {
      if (tableHasHeader) scan.tablesWithHeaders++
      tableOpen = false
    } else if (name === 'time' && open.time) {
      const value = open.time.datetime ?? collapse(open.time.parts.join(''))
      if (value) scan.times.push(value)
      delete open.time
    }
    addText(' ')
  }

  function finishParagraph() {
    if (!open.p) return
    const paragraph = collapse(open.p.parts.join(''))
    if (paragraph) scan.paragraphs.push(paragraph)
    delete open.p
  }

  function rawText(name: string, attributes: Record<string, string>, content: string) {
    if (name === 'script') {
      scan.scripts++
      if ((attributes.type ?? '').trim().toLowerCase() === 'application/ld+json') scan.jsonLd.push(content)
    } else if (name === 'title' && !scan.title) scan.title = collapse(content)
    else if (name === 'textarea') addText(content)
  }

  finishParagraph()
  if (open.h) scan.headings.push({ level: open.h.level ?? 1, text: collapse(open.h.parts.join('')) })
  scan.text = collapse(text.join(''))
  return scan
}

/** The '>' that ends a tag, skipping quoted attribute values. */
function findTagEnd(html: string, from: number) {
  let quote = ''
  for (let j = from; j < html.length; j++) {
    const c = html[j]
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") {
      // A quote only opens a value right after '=' (optionally spaced): stray quotes are text.
      let k = j - 1
      while (k >= from && (html[k] === ' ' || html[k] === '\t' || html[k] === '\n')) k--
      if (html[k] === '=') quote = c
    } else if (c === '>') return j
  }
  return html.length
}

const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>

/** a-z, A-Z, 0-9 and '-': the characters of a tag name */
const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45

/** Where `</name` starts (case-insensitive) at or after `from`, or -1. */
function indexOfCloseTag(html: string, name: string, from: number) {
  const needle = `</${name}`
  let at = from
  for (;;) {
    const found = html.indexOf('</', at)
    if (found === -1) return -1
    if (html.slice(found, found + needle.length).toLowerCase() === needle) {
      const after = html[found + needle.length]
      if (after === undefined || after === '>' || /\s|\//.test(after)) return found
    }
    at = found + 2
  }
}
