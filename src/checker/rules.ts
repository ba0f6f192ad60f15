/**
 * The AI-citability checks of /herramientas/comprobador: pure functions over a scanned page (html.ts) and
 * the site's robots.txt and llms.txt as fetched (run.ts does the fetching). Each check says why it
 * matters (`reason`, shown to the visitor) and which section of the course fixes it (`fix`, a real
 * section anchor of the seeded modules: tests/unit/checker-rules.test.ts holds them to the seed).
 */
import type { PageScan } from './html'
import { parseRobots, robotsAllows } from './robots'

export const CHECK_KEYS = [
  'crawlers',
  'llms-txt',
  'structured-data',
  'h1',
  'question-headings',
  'answer-first',
  'author-date',
  'text-without-js',
  'lists-tables',
  'sources',
] as const
export type CheckKey = (typeof CHECK_KEYS)[number]

export type CheckStatus = 'pass' | 'fail' | 'skip'

export interface CheckLine {
  key: CheckKey
  status: CheckStatus
  /** what was found, in Spanish */
  detail: string
}

export interface CheckDefinition {
  title: string
  reason: string
  fix: { module: string; anchor: string; label: string }
}

/** The crawlers of AI assistants and model builders whose access robots.txt decides. */
export const AI_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'PerplexityBot',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
] as const

export const CHECKS: Record<CheckKey, CheckDefinition> = {
  crawlers: {
    title: 'Los rastreadores de IA pueden leer la página',
    reason:
      'Si robots.txt bloquea a GPTBot, ClaudeBot, PerplexityBot o Google-Extended, ese asistente no puede leer ni citar la página.',
    fix: { module: 'f6', anchor: 'robots-txt-y-rastreadores-ia', label: 'F6: robots.txt y rastreadores de IA' },
  },
  'llms-txt': {
    title: 'El sitio publica llms.txt',
    reason:
      'llms.txt resume el sitio en Markdown y enlaza lo importante para que los modelos de lenguaje lo encuentren sin rodeos.',
    fix: { module: 'f6', anchor: 'llms-txt-y-sitemap', label: 'F6: llms.txt y sitemap' },
  },
  'structured-data': {
    title: 'Datos estructurados válidos',
    reason:
      'Un bloque JSON-LD que se puede leer y declara su @type dice a las máquinas qué es la página: artículo, preguntas frecuentes, curso…',
    fix: { module: 'f6', anchor: 'datos-estructurados-esenciales', label: 'F6: datos estructurados esenciales' },
  },
  h1: {
    title: 'Un único H1 claro',
    reason:
      'Un solo título principal le dice al rastreador de qué trata la página; varios, o ninguno, lo dejan adivinando.',
    fix: { module: 'f6', anchor: 'paso-2-html-semantico', label: 'F6: HTML semántico' },
  },
  'question-headings': {
    title: 'Encabezados en forma de pregunta',
    reason:
      'Los usuarios preguntan a los asistentes con frases completas: un encabezado que formula esa pregunta marca el fragmento que la responde.',
    fix: { module: 'f2', anchor: 'intencion-conversacional', label: 'F2: intención conversacional' },
  },
  'answer-first': {
    title: 'La respuesta, al principio',
    reason:
      'Los asistentes citan fragmentos breves: un primer párrafo que responde de entrada, sin preámbulos, es el que se puede citar.',
    fix: { module: 'f2', anchor: 'formato-fragmentable', label: 'F2: formato fragmentable' },
  },
  'author-date': {
    title: 'Autor y fecha visibles',
    reason: 'Un texto firmado y fechado es verificable: los asistentes prefieren fuentes con autoría clara y actuales.',
    fix: { module: 'f3', anchor: 'firma-experta', label: 'F3: firma experta y perfiles de autor' },
  },
  'text-without-js': {
    title: 'Texto disponible sin JavaScript',
    reason:
      'Muchos rastreadores de IA no ejecutan JavaScript: lo que no llega en el HTML inicial, para ellos no existe.',
    fix: { module: 'f6', anchor: 'paso-2-html-semantico', label: 'F6: HTML semántico (contenido sin JavaScript)' },
  },
  'lists-tables': {
    title: 'Listas y tablas',
    reason:
      'Pasos, requisitos y comparaciones en listas o tablas con encabezados se extraen como fragmentos completos.',
    fix: { module: 'f2', anchor: 'formato-fragmentable', label: 'F2: formato fragmentable' },
  },
  sources: {
    title: 'Fuentes citadas',
    reason:
      'Los datos con fuente enlazada son verificables: el asistente prefiere la página que aporta algo que puede respaldar.',
    fix: { module: 'f2', anchor: 'enriquecimiento-del-contenido', label: 'F2: enriquecimiento del contenido' },
  },
}

export const fixHref = (key: CheckKey) => `/curso/${CHECKS[key].fix.module}#${CHECKS[key].fix.anchor}`

/** What run.ts found around the page: null when the page was pasted (no site to ask). */
export interface SiteFiles {
  /** robots.txt text; '' when the site has none (4xx) */
  robots: string | null
  /** whether /llms.txt answered 200 with a text that is not an HTML page */
  llmsTxt: boolean | null
}

export interface CheckContext {
  scan: PageScan
  /** the page's URL when it was fetched, null when pasted */
  url: URL | null
  site: SiteFiles
}

const pass = (key: CheckKey, detail: string): CheckLine => ({ key, status: 'pass', detail })
const fail = (key: CheckKey, detail: string): CheckLine => ({ key, status: 'fail', detail })
const skip = (key: CheckKey, detail: string): CheckLine => ({ key, status: 'skip', detail })

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-ES')} ${n === 1 ? one : many}`

export function checkCrawlers({ url, site }: CheckContext): CheckLine {
  if (!url) return skip('crawlers', 'Sin dirección no se puede leer robots.txt: comprueba una URL para verlo.')
  if (site.robots === null)
    return skip('crawlers', 'No se pudo leer robots.txt: el servidor no respondió a tiempo o dio un error.')
  if (site.robots === '')
    return pass('crawlers', 'El sitio no tiene robots.txt: ningún rastreador tiene prohibido el acceso.')
  const groups = parseRobots(site.robots)
  const path = `${url.pathname}${url.search}`
  const blocked = AI_CRAWLERS.filter((agent) => !robotsAllows(groups, agent, path))
  return blocked.length === 0
    ? pass('crawlers', `robots.txt permite la página a ${AI_CRAWLERS.join(', ')}.`)
    : fail('crawlers', `robots.txt bloquea la página a ${blocked.join(', ')}.`)
}

export function checkLlmsTxt({ url, site }: CheckContext): CheckLine {
  if (!url || site.llmsTxt === null)
    return skip('llms-txt', 'Sin dirección no se puede buscar llms.txt: comprueba una URL para verlo.')
  const at = new URL('/llms.txt', url).href
  return site.llmsTxt ? pass('llms-txt', `${at} existe.`) : fail('llms-txt', `No hay ningún archivo en ${at}.`)
}

const hasType = (node: unknown): boolean => {
  if (Array.isArray(node)) return node.length > 0 && node.every(hasType)
  if (!node || typeof node !== 'object') return false
  const object = node as Record<string, unknown>
  if (typeof object['@type'] === 'string' || (Array.isArray(object['@type']) && object['@type'].length > 0)) return true
  return Array.isArray(object['@graph']) && hasType(object['@graph'])
}

const typesOf = (node: unknown): string[] => {
  if (Array.isArray(node)) return node.flatMap(typesOf)
  if (!node || typeof node !== 'object') return []
  const object = node as Record<string, unknown>
  const own =
    typeof object['@type'] === 'string'
      ? [object['@type']]
      : Array.isArray(object['@type'])
        ? object['@type'].map(String)
        : []
  return [...own, ...typesOf(object['@graph'])]
}

export function checkStructuredData({ scan }: CheckContext): CheckLine {
  if (scan.jsonLd.length === 0) return fail('structured-data', 'La página no tiene ningún bloque JSON-LD.')
  const problems: string[] = []
  const types: string[] = []
  scan.jsonLd.forEach((raw, index) => {
    let data: unknown
    try {
      data = JSON.parse(raw)
    } catch {
      problems.push(`el bloque ${index + 1} no es JSON válido`)
      return
    }
    if (!hasType(data)) problems.push(`el bloque ${index + 1} no declara @type`)
    types.push(...typesOf(data))
  })
  if (problems.length > 0)
    return fail(
      'structured-data',
      `${plural(scan.jsonLd.length, 'bloque JSON-LD', 'bloques JSON-LD')}: ${problems.join('; ')}.`,
    )
  return pass(
    'structured-data',
    `${plural(scan.jsonLd.length, 'bloque JSON-LD válido', 'bloques JSON-LD válidos')}: ${[...new Set(types)].slice(0, 6).join(', ')}.`,
  )
}

export function checkH1({ scan }: CheckContext): CheckLine {
  const h1s = scan.headings.filter((h) => h.level === 1)
  if (h1s.length === 0) return fail('h1', 'La página no tiene ningún H1.')
  if (h1s.length > 1)
    return fail(
      'h1',
      `La página tiene ${h1s.length} H1: «${h1s
        .slice(0, 3)
        .map((h) => h.text)
        .join('», «')}».`,
    )
  if (h1s[0].text.length < 3) return fail('h1', 'El H1 está vacío o casi vacío.')
  return pass('h1', `Un H1: «${h1s[0].text}».`)
}

const QUESTION_START =
  /^¿|^(qu[eé]|c[oó]mo|cu[aá]ndo|d[oó]nde|por qu[eé]|para qu[eé]|cu[aá]l(es)?|qui[eé]n(es)?|cu[aá]nto(s|as)?|what|how|why|when|where|which|who|can|should|is|are|does|do)(?!\p{L})/iu

export const isQuestion = (text: string) => text.includes('?') || QUESTION_START.test(text.trim())

export function checkQuestionHeadings({ scan }: CheckContext): CheckLine {
  const subheadings = scan.headings.filter((h) => h.level === 2 || h.level === 3)
  const questions = subheadings.filter((h) => isQuestion(h.text))
  if (subheadings.length === 0) return fail('question-headings', 'La página no tiene encabezados H2 ni H3.')
  if (questions.length === 0)
    return fail(
      'question-headings',
      `Ninguno de sus ${plural(subheadings.length, 'encabezado H2–H3', 'encabezados H2–H3')} es una pregunta.`,
    )
  return pass(
    'question-headings',
    `${plural(questions.length, 'encabezado', 'encabezados')} en forma de pregunta, por ejemplo «${questions[0].text}».`,
  )
}

/** Openings that delay the answer. */
const PREAMBLE =
  /^(en este (art[ií]culo|post|texto|contenido)|hoy (vamos|te|os)|bienvenid[oa]s?|hola(?!\p{L})|antes de empezar|como (ya )?sab(es|éis)|in this (article|post)|welcome|today we)/iu

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

export function checkAnswerFirst({ scan }: CheckContext): CheckLine {
  const opening = scan.paragraphs[scan.paragraphsBeforeH1 ?? 0] ?? scan.paragraphs[0]
  if (!opening) return fail('answer-first', 'No hay ningún párrafo de texto tras el título.')
  const count = words(opening)
  const quoted = `«${opening.length > 90 ? `${opening.slice(0, 90)}…` : opening}»`
  if (PREAMBLE.test(opening)) return fail('answer-first', `El primer párrafo es un preámbulo: ${quoted}`)
  if (count < 12)
    return fail('answer-first', `El primer párrafo tiene solo ${plural(count, 'palabra', 'palabras')}: ${quoted}`)
  if (count > 90)
    return fail(
      'answer-first',
      `El primer párrafo tiene ${plural(count, 'palabra', 'palabras')}: una respuesta citable cabe en 40–60.`,
    )
  return pass('answer-first', `El primer párrafo responde en ${plural(count, 'palabra', 'palabras')}: ${quoted}`)
}

const DATE_META = [
  'article:published_time',
  'article:modified_time',
  'date',
  'dc.date',
  'dcterms.modified',
  'dcterms.created',
  'datepublished',
  'datemodified',
]

export function checkAuthorDate({ scan }: CheckContext): CheckLine {
  const ld = scan.jsonLd.join('\n')
  const author = Boolean(
    scan.meta.author ||
    scan.meta['article:author'] ||
    scan.rels.includes('author') ||
    scan.authorMarks > 0 ||
    /"author"\s*:/.test(ld),
  )
  const date =
    scan.times.length > 0 || DATE_META.some((key) => scan.meta[key]) || /"(datePublished|dateModified)"\s*:/.test(ld)
  if (author && date) return pass('author-date', 'La página indica quién la firma y cuándo se publicó o actualizó.')
  if (!author && !date)
    return fail(
      'author-date',
      'No se encuentra ni autor ni fecha (meta author, rel="author", <time datetime>, datePublished).',
    )
  return fail(
    'author-date',
    author
      ? 'Hay autor, pero no una fecha (<time datetime>, datePublished o dateModified).'
      : 'Hay fecha, pero no un autor (meta author, rel="author" o author en JSON-LD).',
  )
}

/** Fewer words than this in the HTML as served: the content depends on JavaScript. */
export const MIN_WORDS_WITHOUT_JS = 150

export function checkTextWithoutJs({ scan }: CheckContext): CheckLine {
  const count = words(scan.text)
  if (count >= MIN_WORDS_WITHOUT_JS)
    return pass('text-without-js', `${plural(count, 'palabra', 'palabras')} en el HTML, sin ejecutar JavaScript.`)
  const scripts =
    scan.scripts > 0
      ? ` y ${plural(scan.scripts, 'script', 'scripts')}: el contenido parece depender de JavaScript`
      : ''
  return fail(
    'text-without-js',
    `Solo ${plural(count, 'palabra', 'palabras')} en el HTML sin ejecutar JavaScript${scripts}.`,
  )
}

export function checkListsTables({ scan }: CheckContext): CheckLine {
  const found: string[] = []
  if (scan.listItems >= 2) found.push(plural(scan.listItems, 'elemento de lista', 'elementos de lista'))
  if (scan.tablesWithHeaders > 0)
    found.push(plural(scan.tablesWithHeaders, 'tabla con encabezados', 'tablas con encabezados'))
  if (found.length > 0) return pass('lists-tables', `${found.join(' y ')}.`)
  if (scan.tables > 0) return fail('lists-tables', 'Hay tablas, pero sin celdas de encabezado (<th>), y ninguna lista.')
  return fail('lists-tables', 'La página no tiene listas ni tablas.')
}

export function checkSources({ scan, url }: CheckContext): CheckLine {
  const external = new Set<string>()
  for (const href of scan.links) {
    let target: URL
    try {
      target = new URL(href, url ?? undefined)
    } catch {
      continue
    }
    if ((target.protocol === 'http:' || target.protocol === 'https:') && (!url || target.hostname !== url.hostname))
      external.add(target.hostname)
  }
  const quotes = scan.blockquotesWithCite + scan.citeElements
  if (external.size === 0 && quotes === 0)
    return fail('sources', 'La página no enlaza ninguna fuente externa ni usa <cite> o <blockquote cite>.')
  const parts = [
    external.size > 0 &&
      `enlaces a ${plural(external.size, 'sitio externo', 'sitios externos')} (${[...external].slice(0, 3).join(', ')})`,
    quotes > 0 && plural(quotes, 'cita marcada', 'citas marcadas'),
  ].filter(Boolean)
  return pass(
    'sources',
    `${parts.join(' y ')}.`.replace(/^./, (c) => c.toUpperCase()),
  )
}

const RULES: Record<CheckKey, (context: CheckContext) => CheckLine> = {
  crawlers: checkCrawlers,
  'llms-txt': checkLlmsTxt,
  'structured-data': checkStructuredData,
  h1: checkH1,
  'question-headings': checkQuestionHeadings,
  'answer-first': checkAnswerFirst,
  'author-date': checkAuthorDate,
  'text-without-js': checkTextWithoutJs,
  'lists-tables': checkListsTables,
  sources: checkSources,
}

/** Every check, in display order. */
export const runChecks = (context: CheckContext): CheckLine[] => CHECK_KEYS.map((key) => RULES[key](context))

/** 0–100: the share of the checks that could run and passed. */
export function scoreOf(lines: CheckLine[]) {
  const counted = lines.filter((l) => l.status !== 'skip')
  if (counted.length === 0) return 0
  return Math.round((100 * counted.filter((l) => l.status === 'pass').length) / counted.length)
}
