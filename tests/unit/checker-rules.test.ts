import { describe, expect, it } from 'vitest'

import { scanHtml } from '@/checker/html'
import { parseRobots, robotsAllows } from '@/checker/robots'
import { normaliseUrl } from '@/checker/run'
import {
  AI_CRAWLERS,
  CHECKS,
  CHECK_KEYS,
  checkAnswerFirst,
  checkAuthorDate,
  checkCrawlers,
  checkH1,
  checkListsTables,
  checkLlmsTxt,
  checkQuestionHeadings,
  checkSources,
  checkStructuredData,
  checkTextWithoutJs,
  fixHref,
  isQuestion,
  runChecks,
  scoreOf,
  type CheckContext,
} from '@/checker/rules'

import { modules } from '../../seed/data/modules'

const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ')
const page = new URL('https://ejemplo.es/guia/placas-solares')
const context = (html: string, over: Partial<CheckContext> = {}): CheckContext => ({
  scan: scanHtml(html),
  url: page,
  site: { robots: '', llmsTxt: true },
  ...over,
})

/** A page that passes every check. */
const GOOD = `<!doctype html><html lang="es"><head><title>Placas solares en un piso</title>
<meta name="author" content="Ana Pérez">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"x","datePublished":"2026-01-10"}</script>
</head><body><header><nav><a href="/">Inicio</a></nav></header><main><article>
<h1>¿Compensa instalar placas solares en un piso?</h1>
<p>Sí, si la comunidad aprueba la instalación y pagas más de 50 euros al mes: la inversión se recupera en unos siete años según el IDAE.</p>
<p class="byline">Por Ana Pérez · <time datetime="2026-01-10">10 de enero de 2026</time></p>
<h2>¿Cuánto cuesta?</h2><p>${words(120)}</p>
<ul><li>Permiso de la comunidad</li><li>Estudio de sombras</li></ul>
<table><tr><th>Potencia</th><th>Precio</th></tr><tr><td>3 kW</td><td>4.500 €</td></tr></table>
<p>Fuente: <a href="https://www.idae.es/informe">IDAE</a>.</p>
</article></main></body></html>`

describe('the HTML scan', () => {
  it('reads title, headings, paragraphs, lists, tables, JSON-LD, meta, times and links', () => {
    const scan = scanHtml(GOOD)
    expect(scan.title).toBe('Placas solares en un piso')
    expect(scan.lang).toBe('es')
    expect(scan.headings.map((h) => [h.level, h.text])).toEqual([
      [1, '¿Compensa instalar placas solares en un piso?'],
      [2, '¿Cuánto cuesta?'],
    ])
    expect(scan.paragraphs[scan.paragraphsBeforeH1 ?? -1]).toMatch(/^Sí, si la comunidad/)
    expect(scan.listItems).toBe(2)
    expect([scan.tables, scan.tablesWithHeaders]).toEqual([1, 1])
    expect(scan.jsonLd).toHaveLength(1)
    expect(scan.meta.author).toBe('Ana Pérez')
    expect(scan.times).toEqual(['2026-01-10'])
    expect(scan.links).toContain('https://www.idae.es/informe')
    expect(scan.text).not.toContain('@context')
  })

  it('keeps script, style and comment contents out of the text, and survives broken markup', () => {
    const scan = scanHtml(
      '<p>uno <!-- <h1>no</h1> --> dos</p><script>var h = "<h1>tampoco</h1>"</script><style>p{}</style><h2 class="x>rota<p>tres &amp; &#191;cu&aacute;l? < cuatro',
    )
    expect(scan.headings.filter((h) => h.level === 1)).toHaveLength(0)
    expect(scan.text).toContain('uno')
    expect(scan.text).not.toContain('tampoco')
    expect(scan.scripts).toBe(1)
    for (const broken of [
      '<',
      '<<<>>>',
      '<a href="',
      '<!--',
      '<script>',
      '<h1',
      '</',
      '<p>'.repeat(1000),
      '\u0000<h1>\u0000</h1>',
    ]) {
      expect(() => scanHtml(broken)).not.toThrow()
    }
  })

  it('decodes entities in attributes and text', () => {
    const scan = scanHtml('<h1>Caf&eacute; &amp; t&#233; &#x1F600;</h1><a href="https://a.es/?x=1&amp;y=2">a</a>')
    expect(scan.headings[0].text).toBe('Café & té 😀')
    expect(scan.links[0]).toBe('https://a.es/?x=1&y=2')
  })
})

describe('robots.txt (RFC 9309)', () => {
  const robots = parseRobots(`User-agent: *
Disallow: /privado
Allow: /privado/publico

User-agent: GPTBot
User-agent: CCBot
Disallow: /

User-agent: ClaudeBot
Disallow: /*.pdf$
Allow: /

User-agent: PerplexityBot
Disallow:
`)
  it('follows the most specific group, else *', () => {
    expect(robotsAllows(robots, 'GPTBot', '/guia')).toBe(false)
    expect(robotsAllows(robots, 'ccbot', '/guia')).toBe(false)
    expect(robotsAllows(robots, 'Google-Extended', '/guia')).toBe(true)
    expect(robotsAllows(robots, 'Google-Extended', '/privado/x')).toBe(false)
    // an empty Disallow allows everything, and the group replaces '*'
    expect(robotsAllows(robots, 'PerplexityBot', '/privado/x')).toBe(true)
  })
  it('lets the longest match win, Allow on a tie, with * and $', () => {
    expect(robotsAllows(robots, 'OAI-SearchBot', '/privado/publico/a')).toBe(true)
    expect(robotsAllows(robots, 'ClaudeBot', '/docs/guia.pdf')).toBe(false)
    expect(robotsAllows(robots, 'ClaudeBot', '/docs/guia.pdf?x=1')).toBe(true)
    expect(robotsAllows(parseRobots('User-agent: *\nDisallow: /a\nAllow: /a'), 'x', '/a')).toBe(true)
  })
  it('allows everything with no groups, and ignores comments and unknown lines', () => {
    expect(robotsAllows(parseRobots(''), 'GPTBot', '/')).toBe(true)
    expect(
      robotsAllows(
        parseRobots(
          '# nada\nSitemap: https://x.es/s.xml\nUser-agent: GPTBot # OpenAI\nCrawl-delay: 4\nDisallow: / # todo',
        ),
        'GPTBot',
        '/',
      ),
    ).toBe(false)
  })
})

describe('each check', () => {
  it('passes every check on a well-made page (score 100)', () => {
    const lines = runChecks(context(GOOD))
    expect(lines.filter((l) => l.status !== 'pass')).toEqual([])
    expect(scoreOf(lines)).toBe(100)
    expect(lines.map((l) => l.key)).toEqual([...CHECK_KEYS])
  })

  it('crawlers: robots.txt blocking an AI crawler fails and names it; none is a pass; pasted HTML is skipped', () => {
    const blocked = checkCrawlers(
      context(GOOD, { site: { robots: 'User-agent: GPTBot\nDisallow: /guia/', llmsTxt: true } }),
    )
    expect(blocked).toMatchObject({ status: 'fail' })
    expect(blocked.detail).toContain('GPTBot')
    expect(blocked.detail).not.toContain('ClaudeBot')
    expect(
      checkCrawlers(context(GOOD, { site: { robots: 'User-agent: *\nDisallow: /\n', llmsTxt: true } })).detail,
    ).toContain(AI_CRAWLERS.join(', '))
    expect(checkCrawlers(context(GOOD)).status).toBe('pass')
    expect(checkCrawlers(context(GOOD, { url: null })).status).toBe('skip')
    expect(checkCrawlers(context(GOOD, { site: { robots: null, llmsTxt: true } })).status).toBe('skip')
  })

  it('llms.txt: present passes, absent fails, pasted HTML is skipped', () => {
    expect(checkLlmsTxt(context(GOOD)).status).toBe('pass')
    expect(checkLlmsTxt(context(GOOD, { site: { robots: '', llmsTxt: false } }))).toMatchObject({
      status: 'fail',
      detail: 'No hay ningún archivo en https://ejemplo.es/llms.txt.',
    })
    expect(checkLlmsTxt(context(GOOD, { url: null, site: { robots: null, llmsTxt: null } })).status).toBe('skip')
  })

  it('structured data: needs JSON-LD that parses and declares @type (a @graph counts)', () => {
    const ld = (json: string) => `<script type="application/ld+json">${json}</script>`
    expect(checkStructuredData(context('<p>x</p>')).status).toBe('fail')
    expect(checkStructuredData(context(ld('{"@type": "Article",}'))).detail).toContain('no es JSON válido')
    expect(checkStructuredData(context(ld('{"name": "x"}'))).detail).toContain('no declara @type')
    expect(checkStructuredData(context(ld('{"@graph": [{"@type": "Course"}, {"@type": ["FAQPage"]}]}')))).toMatchObject(
      { status: 'pass' },
    )
    expect(checkStructuredData(context(ld('[{"@type": "Organization"}]'))).detail).toContain('Organization')
  })

  it('H1: exactly one, not empty', () => {
    expect(checkH1(context('<h2>x</h2>')).status).toBe('fail')
    expect(checkH1(context('<h1>Uno</h1><h1>Dos</h1>')).detail).toContain('2 H1')
    expect(checkH1(context('<h1> </h1>')).status).toBe('fail')
    expect(checkH1(context('<h1>Guía de placas</h1>')).status).toBe('pass')
  })

  it('question headings: at least one H2/H3 phrased as a question', () => {
    expect(isQuestion('Cómo elegir un inversor')).toBe(true)
    expect(isQuestion('¿Cuánto cuesta?')).toBe(true)
    expect(isQuestion('How to choose')).toBe(true)
    expect(isQuestion('¿Cuánto cuesta')).toBe(true)
    expect(isQuestion('Quesos de Cantabria')).toBe(false)
    expect(isQuestion('Precios')).toBe(false)
    expect(checkQuestionHeadings(context('<h1>¿x?</h1>')).detail).toContain('no tiene encabezados')
    expect(checkQuestionHeadings(context('<h2>Precios</h2><h3>Instalación</h3>')).status).toBe('fail')
    expect(checkQuestionHeadings(context('<h2>Precios</h2><h3>Por qué instalar placas</h3>')).status).toBe('pass')
  })

  it('answer first: the paragraph after the H1 answers, without a preamble, in 12–90 words', () => {
    const opening = (p: string) => checkAnswerFirst(context(`<p>menú</p><h1>T</h1><p>${p}</p>`))
    expect(
      opening('En este artículo vamos a ver todo lo que necesitas saber sobre las placas solares en pisos.').detail,
    ).toContain('preámbulo')
    expect(opening('Depende.').status).toBe('fail')
    expect(opening(words(120)).status).toBe('fail')
    expect(
      opening('Sí, si la comunidad lo aprueba y tu factura supera los 50 euros al mes: se recupera en siete años.')
        .status,
    ).toBe('pass')
    expect(checkAnswerFirst(context('<h1>T</h1>')).status).toBe('fail')
  })

  it('author and date: both needed, from meta, rel, byline classes, <time> or JSON-LD', () => {
    expect(checkAuthorDate(context('<p>x</p>')).status).toBe('fail')
    expect(checkAuthorDate(context('<a rel="author" href="/ana">Ana</a>')).detail).toContain('no una fecha')
    expect(checkAuthorDate(context('<time datetime="2026-01-01">1 ene</time>')).detail).toContain('no un autor')
    expect(checkAuthorDate(context('<span class="post-author">Ana</span><time>hoy</time>')).status).toBe('pass')
    expect(
      checkAuthorDate(
        context(
          '<script type="application/ld+json">{"@type":"Article","author":{"name":"A"},"dateModified":"2026"}</script>',
        ),
      ).status,
    ).toBe('pass')
    expect(
      checkAuthorDate(
        context('<meta name="author" content="A"><meta property="article:published_time" content="2026-01-01">'),
      ).status,
    ).toBe('pass')
  })

  it('text without JavaScript: at least 150 words in the served HTML', () => {
    const shell = checkTextWithoutJs(
      context('<div id="root"></div><script src="/app.js"></script><script>boot()</script>'),
    )
    expect(shell.status).toBe('fail')
    expect(shell.detail).toContain('2 scripts')
    expect(checkTextWithoutJs(context(`<p>${words(150)}</p>`)).status).toBe('pass')
  })

  it('lists and tables: a list of two or more items, or a table with header cells', () => {
    expect(checkListsTables(context('<ul><li>uno</li></ul>')).status).toBe('fail')
    expect(checkListsTables(context('<table><tr><td>x</td></tr></table>')).detail).toContain('sin celdas de encabezado')
    expect(checkListsTables(context('<ol><li>a</li><li>b</li></ol>')).status).toBe('pass')
    expect(checkListsTables(context('<table><tr><th>a</th></tr></table>')).status).toBe('pass')
  })

  it('sources: a link to another site, or marked quotations', () => {
    expect(
      checkSources(
        context('<a href="/interna">x</a><a href="https://ejemplo.es/otra">y</a><a href="mailto:a@b.es">z</a>'),
      ).status,
    ).toBe('fail')
    expect(checkSources(context('<a href="https://www.ine.es/dato">INE</a>')).detail).toContain('www.ine.es')
    expect(checkSources(context('<blockquote cite="https://x.es">cita</blockquote>')).status).toBe('pass')
    expect(checkSources(context('<a href="https://www.ine.es">INE</a>', { url: null })).status).toBe('pass')
  })

  it('scores the checks that ran: skipped ones do not count', () => {
    expect(
      scoreOf([
        { key: 'h1', status: 'pass', detail: '' },
        { key: 'sources', status: 'fail', detail: '' },
        { key: 'crawlers', status: 'skip', detail: '' },
      ]),
    ).toBe(50)
    expect(scoreOf([])).toBe(0)
  })
})

describe('each failure links to the course section that fixes it', () => {
  it.each(CHECK_KEYS)('%s points to a real section of the seeded module', (key) => {
    const { module, anchor } = CHECKS[key].fix
    const seeded = modules.find((m) => m.slug === module)
    const anchors = [...(seeded?.previewSections ?? []), ...(seeded?.premiumSections ?? [])].map((s) => s.anchor)
    expect(anchors).toContain(anchor)
    expect(fixHref(key)).toBe(`/curso/${module}#${anchor}`)
    expect(CHECKS[key].reason.length).toBeGreaterThan(40)
  })
})

describe('the typed address', () => {
  it('adds https:// to a bare domain and refuses what is not an address', () => {
    expect(normaliseUrl(' tusitio.es/guia ')).toBe('https://tusitio.es/guia')
    expect(normaliseUrl('http://tusitio.es')).toBe('http://tusitio.es/')
    expect(normaliseUrl('hola')).toBeNull()
    // with a scheme the fetch decides (localhost resolves to loopback and is refused there)
    expect(normaliseUrl('http://localhost:3000/')).toBe('http://localhost:3000/')
    expect(normaliseUrl('con espacios.es')).toBeNull()
    expect(normaliseUrl(`https://x.es/${'a'.repeat(2000)}`)).toBeNull()
    expect(normaliseUrl('ftp://tusitio.es/')).toBe('ftp://tusitio.es/')
  })
})
