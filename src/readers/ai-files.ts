/**
 * The plain-text files written for AI models: four .geo.txt versions of key pages, /llms.txt (per
 * llmstxt.org) and /llms-full.txt. Each file is a path, its source page and a renderer, a pure
 * function of the CMS content read by ./ai-sources.ts; ./text-response.ts serves them. Renderers read
 * `previewSections` only: a premium section can never reach a public file, even if a caller hands one over.
 */
import { difficultyLabel, moduleName } from '@/content/labels'
import type { Article, Faq, GlossaryTerm, Module, Page, PricingPlan, SiteSetting } from '@/payload-types'

import {
  articleBody,
  blocks,
  comparisonMarkdown,
  faqsMarkdown,
  glossaryMarkdown,
  heading,
  moduleBody,
  modulesOverview,
  pricingMarkdown,
  sectionsMarkdown,
  sourceBlock,
  stepsMarkdown,
} from '@/content/markdown-blocks'
import { markdownPath, type PublicRoute } from './routes'
import { absoluteUrl } from '@/content/seo'

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

/** The newest `updatedAt` among the documents a text is built from. */
const newestUpdate = (docs: Dated[]): string | undefined =>
  docs
    .map((doc) => doc?.updatedAt)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1)

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
  blocks(
    `# ${s.site.siteName} · ${file.title}`,
    page?.intro ?? file.description,
    sourceBlock(s.site, file.source, updatedAt),
  )

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
    (s.pages.curso?.steps ?? []).length > 0 &&
      blocks(heading(2, 'Cómo avanzar, paso a paso'), stepsMarkdown(s.pages.curso?.steps)),
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
        blocks(
          heading(3, difficultyLabel[level]),
          list.map((m) => `- [${moduleName(m)}](${absoluteUrl(`/curso/${m.slug}`)}): ${m.description}`).join('\n'),
        )
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
    links('Para empresas', routeLinks(route('/empresas'))),
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
    description:
      'Cómo funciona el método, sus principios, los módulos por nivel, la comparación entre SEO y GEO y las preguntas frecuentes.',
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
  description:
    'Todo el texto público del curso en Markdown: contenido de muestra de cada módulo, glosario y artículos de Radar IA.',
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
