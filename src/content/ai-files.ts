/**
 * The plain-text files written for AI models — four .geo.txt versions of key pages, /llms.txt (per
 * llmstxt.org) and /llms-full.txt — plus the Markdown building blocks the page twins share with them.
 * Renderers are pure functions of CMS content. They read `previewSections` only: a premium section can
 * never reach a public file, even if a caller hands one over.
 */
import { formatEuros, paidModules, purchasable, savingsCents } from '@/commerce/prices'
import { difficultyLabel, linkLabel, moduleName, priceLabel } from '@/content/labels'
import type { Article, Faq, GlossaryTerm, Module, Page, PricingPlan, SiteSetting } from '@/payload-types'

import { longDate } from './dates'
import { formatDuration, sumDurations } from './duration'
import { getArticles, getFaqs, getGlossaryTerms, getModules, getPage, getPricingPlans, getSiteSettings } from './queries'
import { lexicalToMarkdown } from './richtext'
import { getPublicRoutes, markdownPath, type PublicRoute } from './routes'
import { absoluteUrl } from './seo'

export interface AiSources {
  site: SiteSetting
  pages: Record<'home' | 'curso' | 'metodologia' | 'glosario', Page | null>
  modules: Module[]
  plans: PricingPlan[]
  courseFaqs: Faq[]
  methodologyFaqs: Faq[]
  glossary: GlossaryTerm[]
  articles: Article[]
  routes: PublicRoute[]
}

type Dated = { updatedAt?: string | null } | null | undefined
type Section = { title: string; body: unknown }
type Part = string | null | undefined | false | 0 | Part[]

// ---------------------------------------------------------------------------------------------------
// Markdown building blocks (also used by the page twins in ./markdown.ts)
// ---------------------------------------------------------------------------------------------------

/** Joins non-empty blocks with a blank line. */
export const blocks = (...parts: Part[]): string =>
  parts
    .flatMap((part) => (Array.isArray(part) ? [blocks(...part)] : [part]))
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n\n')

export const heading = (level: number, text: string) => `${'#'.repeat(level)} ${text}`

/** Site-relative links ('/glosario#rag') become absolute, so the text stands on its own. */
const absoluteLinks = (markdown: string) =>
  markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${absoluteUrl(path)})`)

const richText = (doc: unknown, headingOffset = 0) => absoluteLinks(lexicalToMarkdown(doc, headingOffset))

/** Anchorable sections: a heading at `level`, the body's own h3 headings shifted below it. */
export const sectionsMarkdown = (sections: Section[] | null | undefined, level = 2) =>
  (sections ?? []).map((s) => blocks(heading(level, s.title), richText(s.body, level - 2)))


/** The newest `updatedAt` among the documents a text is built from. */
const newestUpdate = (docs: Dated[]): string | undefined =>
  docs
    .map((doc) => doc?.updatedAt)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)

const moduleFacts = (m: Module) =>
  `Duración: ${formatDuration(m.duration)} · Nivel: ${difficultyLabel[m.difficulty]} · Precio: ${priceLabel(m)}`

/** One line per module, then the computed total duration of the paid modules. */
export function modulesOverview(modules: Module[]) {
  const paid = paidModules(modules)
  return blocks(
    modules
      .map((m) => `- [${moduleName(m)}](${absoluteUrl(`/curso/${m.slug}`)}): ${m.description} (${moduleFacts(m)})`)
      .join('\n'),
    paid.length > 0 &&
      `Duración total de los módulos ${paid[0].code}–${paid[paid.length - 1].code}: ${formatDuration(sumDurations(paid.map((m) => m.duration)))}.`,
  )
}

/** A module's public content: facts, objective, preview sections and what buying it unlocks. */
export function moduleBody(m: Module, level: number) {
  const topics = (m.topics ?? []).map((t) => t.topic)
  const locked = !m.free && (m.fullSectionCount ?? 0) > 0
  return blocks(
    m.quote && `> ${m.quote}`,
    m.description,
    moduleFacts(m),
    topics.length > 0 && `Temas: ${topics.join(', ')}.`,
    m.objective && `**Objetivo:** ${m.objective}`,
    sectionsMarkdown(m.previewSections, level),
    locked &&
      (m.comingSoon
        ? `El contenido completo (${m.fullSectionCount} secciones y la guía en PDF) se publicará próximamente; el curso completo lo incluye.`
        : `El contenido completo (${m.fullSectionCount} secciones y la guía en PDF) está disponible al comprar el módulo: ${absoluteUrl(`/checkout?type=module&module=${m.slug}`)}`),
  )
}

/** Pricing plans; the single-module price is the modules' own price. */
export function pricingMarkdown(plans: PricingPlan[], modules: Module[], level: number) {
  const modulePrices = purchasable(modules).map((m) => m.price)
  const lowest = modulePrices.length ? Math.min(...modulePrices) : null
  return plans.map((plan) => {
    const saving = savingsCents(plan)
    const price =
      plan.slug === 'single-module'
        ? lowest !== null && `${lowest === Math.max(...modulePrices) ? '' : 'desde '}${formatEuros(lowest)} por módulo`
        : formatEuros(plan.price)
    return blocks(
      heading(level, plan.name),
      price &&
        `Precio: ${price}${plan.referencePrice && saving > 0 ? ` (antes ${formatEuros(plan.referencePrice)}; ahorras ${formatEuros(saving)})` : ''}`,
      plan.description,
      (plan.features ?? []).map((f) => `- ${f.feature}`).join('\n'),
      `[${plan.cta}](${absoluteUrl(plan.link)})`,
    )
  })
}

export const faqsMarkdown = (faqs: Faq[], level: number) =>
  faqs.map((f) => blocks(heading(level, f.question), richText(f.answer, level - 2)))

export const stepsMarkdown = (steps: Page['steps']) =>
  (steps ?? []).map((s, i) => `${i + 1}. **${s.name}.** ${s.text}`).join('\n')

const GLOSSARY_CATEGORIES: GlossaryTerm['category'][] = ['Fundamental', 'Técnico', 'Estratégico', 'Redacción']

/** Terms grouped by category, each with its definition and its own link. */
export const glossaryMarkdown = (terms: GlossaryTerm[], level: number) =>
  GLOSSARY_CATEGORIES.map((category) => {
    const list = terms.filter((t) => t.category === category)
    return (
      list.length > 0 &&
      blocks(
        heading(level, category),
        list.map((t) => blocks(heading(level + 1, t.term), t.definition, `Enlace: ${absoluteUrl(`/glosario#${t.slug}`)}`)),
      )
    )
  })

const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The page's comparison rows as a Markdown table, under a heading named after its two columns. */
export function comparisonMarkdown(page: Page | null, level: number) {
  const rows = page?.comparison ?? []
  const h = page?.comparisonHeadings
  if (!rows.length || !h?.left || !h.right) return ''
  return blocks(
    heading(level, `${h.left} frente a ${h.right}`),
    [
      `| ${cell(h.aspect ?? '')} | ${cell(h.left)} | ${cell(h.right)} |`,
      '| --- | --- | --- |',
      ...rows.map((r) => `| ${cell(r.aspect)} | ${cell(r.left)} | ${cell(r.right)} |`),
    ].join('\n'),
  )
}

/** An article's public text: facts line, definition, sections and related links. */
export const articleBody = (a: Article, level: number, modules: Module[]) =>
  blocks(
    `Publicado el ${longDate(a.date)} · ${a.category} · Lectura: ${a.readTime} min`,
    a.description,
    a.definition && `> **Definición:** ${a.definition}`,
    sectionsMarkdown(a.sections, level),
    (a.relatedLinks ?? []).length > 0 &&
      blocks(heading(level, 'Contenido relacionado'), (a.relatedLinks ?? []).map((l) => `- [${linkLabel(l, modules)}](${absoluteUrl(l.href)})`).join('\n')),
  )

/** Site, source page, licence, preferred citation, update date and language. */
export function sourceBlock(site: SiteSetting, path: string, updatedAt?: string) {
  return [
    `- Sitio: ${site.siteName} (${absoluteUrl('/')})`,
    `- Página original: ${absoluteUrl(path)}`,
    `- Licencia: ${site.licence}${site.licenceUrl ? ` (${site.licenceUrl})` : ''}`,
    site.preferredCitation && `- Cita preferida: ${site.preferredCitation}`,
    updatedAt && `- Última actualización: ${updatedAt.slice(0, 10)}`,
    '- Idioma: es-ES',
  ]
    .filter(Boolean)
    .join('\n')
}

// ---------------------------------------------------------------------------------------------------
// The files
// ---------------------------------------------------------------------------------------------------

export interface AiFile {
  path: string
  /** the HTML page the file mirrors (its canonical source) */
  source: string
  title: string
  description: string
  category: string
  /** the documents it is built from (besides the site settings): their newest update is the file's date */
  sources: (s: AiSources) => Dated[]
  render: (s: AiSources, file: AiFile, updatedAt?: string) => string
}

const header = (s: AiSources, file: AiFile, page: Page | null, updatedAt?: string) =>
  blocks(`# ${s.site.siteName} · ${file.title}`, page?.intro ?? file.description, sourceBlock(s.site, file.source, updatedAt))

const renderHome: AiFile['render'] = (s, file, updatedAt) =>
  blocks(
    header(s, file, s.pages.home, updatedAt),
    sectionsMarkdown(s.pages.home?.sections),
    heading(2, 'Módulos del curso'),
    modulesOverview(s.modules),
    heading(2, 'Precios'),
    pricingMarkdown(s.plans, s.modules, 3),
  )

const renderCourse: AiFile['render'] = (s, file, updatedAt) =>
  blocks(
    header(s, file, s.pages.curso, updatedAt),
    sectionsMarkdown(s.pages.curso?.sections),
    (s.pages.curso?.steps ?? []).length > 0 && blocks(heading(2, 'Cómo avanzar, paso a paso'), stepsMarkdown(s.pages.curso?.steps)),
    heading(2, 'Módulos'),
    modulesOverview(s.modules),
    s.modules.map((m) => blocks(heading(3, moduleName(m)), moduleBody(m, 4))),
    s.courseFaqs.length > 0 && blocks(heading(2, 'Preguntas frecuentes'), faqsMarkdown(s.courseFaqs, 3)),
  )

const renderMethodology: AiFile['render'] = (s, file, updatedAt) =>
  blocks(
    header(s, file, s.pages.metodologia, updatedAt),
    sectionsMarkdown(s.pages.metodologia?.sections),
    heading(2, 'Módulos por nivel'),
    (Object.keys(difficultyLabel) as Module['difficulty'][]).map((level) => {
      const list = s.modules.filter((m) => m.difficulty === level)
      return (
        list.length > 0 &&
        blocks(heading(3, difficultyLabel[level]), list.map((m) => `- [${moduleName(m)}](${absoluteUrl(`/curso/${m.slug}`)}): ${m.description}`).join('\n'))
      )
    }),
    comparisonMarkdown(s.pages.metodologia, 2),
    s.methodologyFaqs.length > 0 && blocks(heading(2, 'Preguntas frecuentes'), faqsMarkdown(s.methodologyFaqs, 3)),
  )

const renderGlossary: AiFile['render'] = (s, file, updatedAt) =>
  blocks(header(s, file, s.pages.glosario, updatedAt), glossaryMarkdown(s.glossary, 2))

/** Secondary pages, listed under llms.txt's "Optional" heading. */
const OPTIONAL_PATHS = ['/acerca-de', '/acerca-de/equipo', '/privacidad', '/terminos']

/** llms.txt (llmstxt.org): H1, summary blockquote, details, then H2 link lists and an Optional one. */
const renderLlms: AiFile['render'] = (s, _file, updatedAt) => {
  const route = (path: string) => s.routes.filter((r) => r.path === path)
  const links = (title: string, items: string[]) => items.length > 0 && blocks(heading(2, title), items.join('\n'))
  const link = (title: string, path: string, note: string) => `- [${title}](${absoluteUrl(path)}): ${note}`
  const routeLinks = (routes: PublicRoute[]) => routes.map((r) => link(r.title, r.path, r.description))
  return blocks(
    `# ${s.site.siteName}`,
    `> ${s.pages.home?.description ?? s.site.tagline ?? ''}`,
    s.pages.home?.intro,
    sourceBlock(s.site, '/', updatedAt),
    links('Curso', [
      ...routeLinks(route('/curso')),
      ...s.modules.map((m) => link(moduleName(m), `/curso/${m.slug}`, m.description)),
    ]),
    links('Metodología y casos', routeLinks([...route('/metodologia'), ...route('/casos')])),
    links('Radar IA', [
      ...routeLinks(route('/radar-ia')),
      ...s.articles.map((a) => link(a.title, `/radar-ia/${a.slug}`, a.description)),
    ]),
    links('Glosario', [
      ...routeLinks(route('/glosario')),
      ...s.glossary.map((t) => link(t.term, `/glosario#${t.slug}`, t.definition.split(/(?<=\.)\s/)[0])),
    ]),
    links('Archivos para IA', [
      ...routeLinks(route('/contenido-ia')),
      ...[...GEO_FILES, LLMS_FULL].map((f) => link(f.title, f.path, f.description)),
    ]),
    links(
      'Versiones en Markdown',
      s.routes.map((r) => link(r.title, markdownPath(r.path), `versión en Markdown de ${absoluteUrl(r.path)}`)),
    ),
    links('Optional', routeLinks(OPTIONAL_PATHS.flatMap(route))),
  )
}

const renderLlmsFull: AiFile['render'] = (s, file, updatedAt) =>
  blocks(
    `# ${s.site.siteName} · ${file.title}`,
    `> ${s.pages.home?.description ?? file.description}`,
    sourceBlock(s.site, file.source, updatedAt),
    heading(2, 'Curso'),
    s.pages.curso?.intro,
    s.modules.map((m) => blocks(heading(3, moduleName(m)), moduleBody(m, 4))),
    heading(2, 'Glosario'),
    glossaryMarkdown(s.glossary, 3),
    heading(2, 'Radar IA'),
    s.articles.map((a) => blocks(heading(3, a.title), articleBody(a, 4, s.modules))),
  )

/** The four .geo.txt files listed on /contenido-ia. */
export const GEO_FILES: AiFile[] = [
  {
    path: '/home.geo.txt',
    source: '/',
    title: 'Página de inicio',
    category: 'General',
    description: 'Qué es el GEO, por qué confiar en el método, sus límites, los módulos del curso y los precios.',
    sources: (s) => [s.pages.home, ...s.modules, ...s.plans],
    render: renderHome,
  },
  {
    path: '/curso.geo.txt',
    source: '/curso',
    title: 'Curso GEO',
    category: 'Formación',
    description:
      'El curso: a quién se dirige, la guía paso a paso, cada módulo con su duración, nivel, objetivo y contenido de muestra, y las preguntas frecuentes.',
    sources: (s) => [s.pages.curso, ...s.modules, ...s.courseFaqs],
    render: renderCourse,
  },
  {
    path: '/metodologia.geo.txt',
    source: '/metodologia',
    title: 'Metodología GEO',
    category: 'Metodología',
    description: 'Cómo funciona el método, sus principios, los módulos por nivel, la comparación entre SEO y GEO y las preguntas frecuentes.',
    sources: (s) => [s.pages.metodologia, ...s.modules, ...s.methodologyFaqs],
    render: renderMethodology,
  },
  {
    path: '/glosario.geo.txt',
    source: '/glosario',
    title: 'Glosario GEO',
    category: 'Referencia',
    description: 'Todos los términos del glosario con su definición, agrupados por categoría.',
    sources: (s) => [s.pages.glosario, ...s.glossary],
    render: renderGlossary,
  },
]

const LLMS: AiFile = {
  path: '/llms.txt',
  source: '/',
  title: 'llms.txt',
  category: 'Índice',
  description: 'Índice del sitio para modelos de lenguaje según la propuesta de llmstxt.org.',
  sources: (s) => [...Object.values(s.pages), ...s.routes, ...s.modules, ...s.articles, ...s.glossary],
  render: renderLlms,
}

const LLMS_FULL: AiFile = {
  path: '/llms-full.txt',
  source: '/',
  title: 'Contenido completo',
  category: 'Índice',
  description: 'Todo el texto público del curso en Markdown: contenido de muestra de cada módulo, glosario y artículos de Radar IA.',
  sources: (s) => [s.pages.home, s.pages.curso, ...s.modules, ...s.glossary, ...s.articles],
  render: renderLlmsFull,
}

export const AI_FILES: AiFile[] = [...GEO_FILES, LLMS, LLMS_FULL]

/** Size as shown to people: whole kilobytes, at least 1. */
export const formatKb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

interface RenderedAiFile {
  text: string
  updatedAt?: string
  bytes: number
}

export function renderAiFile(file: AiFile, s: AiSources): RenderedAiFile {
  const updatedAt = newestUpdate([s.site, ...file.sources(s)])
  const text = `${file.render(s, file, updatedAt)}\n`
  return { text, updatedAt, bytes: new TextEncoder().encode(text).byteLength }
}

// ---------------------------------------------------------------------------------------------------
// Reading and serving
// ---------------------------------------------------------------------------------------------------

export async function loadAiSources(): Promise<AiSources> {
  const [site, home, curso, metodologia, glosario, modules, plans, courseFaqs, methodologyFaqs, glossary, articles, routes] =
    await Promise.all([
      getSiteSettings(),
      getPage('home'),
      getPage('curso'),
      getPage('metodologia'),
      getPage('glosario'),
      getModules(),
      getPricingPlans(),
      getFaqs('course'),
      getFaqs('methodology'),
      getGlossaryTerms(),
      getArticles(),
      getPublicRoutes(),
    ])
  return { site, pages: { home, curso, metodologia, glosario }, modules, plans, courseFaqs, methodologyFaqs, glossary, articles, routes }
}

/** Browsers and CDNs keep a text for five minutes; the server's copy follows the CMS through cache tags. */
export const TEXT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

/** The response of a route handler serving one of the files. */
export async function serveAiFile(path: string) {
  const file = AI_FILES.find((f) => f.path === path)
  if (!file) return new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const { text } = renderAiFile(file, await loadAiSources())
  return new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': TEXT_CACHE_CONTROL,
      // A .geo.txt file duplicates its page: search engines should index the page.
      ...(GEO_FILES.includes(file) ? { Link: `<${absoluteUrl(file.source)}>; rel="canonical"` } : {}),
    },
  })
}
