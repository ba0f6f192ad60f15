/**
 * Markdown twins of the public pages (path + '.md', '/index.md' for the home), built from the same CMS
 * documents the pages show: H1, summary, sections and lists, absolute links, and the source, licence and
 * preferred citation at the end. Module twins carry the public preview only.
 */
import type { Article, CaseStudy, Module, Page, SiteSetting } from '@/payload-types'

import { AI_FILES, GEO_FILES, formatKb, renderAiFile } from './ai-files'
import { loadAiSources } from './ai-sources'
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
import { CHECKS, CHECK_KEYS, fixHref } from '@/checker/rules'

import { longDate } from '@/content/dates'
import { lastUpdate } from '@/content/changes'
import {
  getArticle,
  getArticles,
  getCaseStudies,
  getCitationExamples,
  getDiagnostic,
  getFaqs,
  getGlossaryTerms,
  getModule,
  getModules,
  getPage,
  getPricingPlans,
  getSiteSettings,
  getTeamMembers,
  getTestimonials,
} from './queries'
import { STATIC_PAGES, getPublicRoutes } from './routes'
import { socialLabel } from '@/content/social'
import { absoluteUrl } from '@/content/seo'
import { formatEuros } from '@/content/money'
import { completePlan } from '@/content/prices'
import { seatBandLabel, seatPriceTable, seatPricing } from '@/teams/pricing'

type Part = Parameters<typeof blocks>[number]

const codes = (modules: (number | Module)[] | null | undefined) =>
  (modules ?? []).flatMap((m) => (typeof m === 'object' ? [m.code] : [])).join(', ')

function caseMarkdown(c: CaseStudy, level: number) {
  const metrics = c.metrics ?? []
  return blocks(
    heading(level, c.title),
    `${c.company} · ${c.industry} · ${c.timeframe}${codes(c.implementedModules) ? ` · Módulos: ${codes(c.implementedModules)}` : ''}`,
    `**Reto:** ${c.challenge}`,
    `**Solución:** ${c.solution}`,
    metrics.length > 0 &&
      [
        '| Métrica | Antes | Después | Cambio |',
        '| --- | --- | --- | --- |',
        ...metrics.map((m) => `| ${m.label} | ${m.before} | ${m.after} | ${m.change} |`),
      ].join('\n'),
    c.url && `Web: ${c.url.startsWith('/') ? absoluteUrl(c.url) : c.url}`,
  )
}

const legalBody = (page: Page): Part[] => [
  page.lastUpdated && `Última actualización: ${longDate(page.lastUpdated)}`,
  sectionsMarkdown(page.sections),
]

/** What each static page shows below its title, in page order. */
const PAGE_BODIES: Record<string, (page: Page) => Promise<Part[]>> = {
  '/': async (page) => {
    const [modules, plans, cases] = await Promise.all([getModules(), getPricingPlans(), getCaseStudies()])
    const featured = cases.find((c) => c.featured)
    return [
      sectionsMarkdown(page.sections),
      featured && blocks(heading(2, 'Caso destacado'), caseMarkdown(featured, 3)),
      heading(2, 'Módulos del curso'),
      modulesOverview(modules),
      heading(2, 'Precios'),
      pricingMarkdown(plans, modules, 3),
    ]
  },
  '/curso': async (page) => {
    const [modules, faqs] = await Promise.all([getModules(), getFaqs('course')])
    return [
      sectionsMarkdown(page.sections),
      (page.steps ?? []).length > 0 && blocks(heading(2, 'Cómo avanzar, paso a paso'), stepsMarkdown(page.steps)),
      heading(2, 'Módulos'),
      modulesOverview(modules),
      faqs.length > 0 && blocks(heading(2, 'Preguntas frecuentes'), faqsMarkdown(faqs, 3)),
    ]
  },
  '/empresas': async (page) => {
    const complete = completePlan(await getPricingPlans())
    const bands = complete ? seatPriceTable(seatPricing(complete.seatPricing, complete.price)) : []
    return [
      complete &&
        bands.length > 0 &&
        blocks(
          heading(2, 'Precio por plaza'),
          `Cada plaza da a una persona el ${complete.name.toLowerCase()}. Precios con IVA incluido; [comprar plazas](${absoluteUrl('/checkout?type=complete&para=equipo')}).`,
          [
            '| Plazas | Precio por plaza |',
            '| --- | --- |',
            ...bands.map((b) => `| ${seatBandLabel(b)} | ${formatEuros(b.pricePerSeat)} |`),
          ].join('\n'),
        ),
      (page.steps ?? []).length > 0 && blocks(heading(2, 'Cómo funciona'), stepsMarkdown(page.steps)),
      sectionsMarkdown(page.sections),
    ]
  },
  '/metodologia': async (page) => {
    const [modules, faqs] = await Promise.all([getModules(), getFaqs('methodology')])
    return [
      sectionsMarkdown(page.sections),
      heading(2, 'Módulos'),
      modulesOverview(modules),
      comparisonMarkdown(page, 2),
      faqs.length > 0 && blocks(heading(2, 'Preguntas frecuentes'), faqsMarkdown(faqs, 3)),
    ]
  },
  '/casos': async (page) => {
    const [testimonials, cases, citations, faqs] = await Promise.all([
      getTestimonials(),
      getCaseStudies(),
      getCitationExamples(),
      getFaqs('cases'),
    ])
    return [
      sectionsMarkdown(page.sections),
      testimonials.length > 0 &&
        blocks(
          heading(2, 'Testimonios'),
          testimonials.map((t) =>
            blocks(
              `> ${t.quote}`,
              `${t.name}, ${t.role} en ${t.company}${typeof t.moduleUsed === 'object' && t.moduleUsed ? ` · Módulo ${t.moduleUsed.code}` : ''}`,
              t.metric?.before &&
                t.metric.after &&
                `Antes: ${t.metric.before} · Después: ${t.metric.after}${t.metric.improvement ? ` · ${t.metric.improvement}` : ''}`,
            ),
          ),
        ),
      cases.length > 0 &&
        blocks(
          heading(2, 'Casos de aplicación'),
          cases.map((c) => caseMarkdown(c, 3)),
        ),
      citations.length > 0 &&
        blocks(
          heading(2, 'Ejemplos documentados de citas en IA'),
          citations.map((c) =>
            blocks(
              heading(3, c.title),
              `**Asistente:** ${c.model} · **Pregunta:** ${c.question}`,
              `> ${c.quotedText}`,
              c.explanation,
              `**Factor clave:** ${c.keyFactor}`,
            ),
          ),
        ),
      comparisonMarkdown(page, 2),
      faqs.length > 0 && blocks(heading(2, 'Preguntas frecuentes'), faqsMarkdown(faqs, 3)),
    ]
  },
  '/glosario': async (page) => [sectionsMarkdown(page.sections), glossaryMarkdown(await getGlossaryTerms(), 2)],
  '/radar-ia': async (page) => [
    sectionsMarkdown(page.sections),
    heading(2, 'Artículos'),
    (await getArticles()).map((a) =>
      blocks(
        heading(3, `[${a.title}](${absoluteUrl(`/radar-ia/${a.slug}`)})`),
        `${longDate(a.date)} · ${a.category} · Lectura: ${a.readTime} min`,
        a.description,
      ),
    ),
  ],
  '/contenido-ia': async (page) => {
    const sources = await loadAiSources()
    return [
      heading(2, 'Archivos'),
      GEO_FILES.map((file) => {
        const { bytes, updatedAt } = renderAiFile(file, sources)
        return blocks(
          heading(3, `[${file.title}](${absoluteUrl(file.path)})`),
          file.description,
          `${file.category} · ${formatKb(bytes)}${updatedAt ? ` · Actualizado el ${longDate(updatedAt)}` : ''}`,
        )
      }),
      heading(2, 'Índices para modelos de lenguaje'),
      AI_FILES.filter((f) => !GEO_FILES.includes(f))
        .map((f) => `- [${f.path.slice(1)}](${absoluteUrl(f.path)}): ${f.description}`)
        .join('\n'),
      sectionsMarkdown(page.sections),
    ]
  },
  '/herramientas/comprobador': async (page) => [
    heading(2, 'Qué comprueba'),
    CHECK_KEYS.map(
      (key) =>
        `- **${CHECKS[key].title}.** ${CHECKS[key].reason} Cómo resolverlo: [${CHECKS[key].fix.label}](${absoluteUrl(fixHref(key))}).`,
    ).join('\n'),
    sectionsMarkdown(page.sections),
  ],
  '/acerca-de': async (page) => [sectionsMarkdown(page.sections)],
  '/acerca-de/equipo': async (page) => [
    sectionsMarkdown(page.sections),
    (await getTeamMembers()).map((p) =>
      blocks(
        heading(2, p.name),
        `**${p.role}**`,
        p.description,
        (p.knowsAbout ?? []).length > 0 && `Especialidades: ${(p.knowsAbout ?? []).map((k) => k.topic).join(', ')}.`,
        [`- Correo: ${p.email}`, ...(p.links ?? []).map((link) => `- ${socialLabel(link.network)}: ${link.url}`)].join(
          '\n',
        ),
      ),
    ),
  ],
  '/privacidad': async (page) => legalBody(page),
  '/terminos': async (page) => legalBody(page),
}

const twinDocument = (site: SiteSetting, path: string, ...parts: Part[]) =>
  `${blocks(...parts, '---', sourceBlock(site, path))}\n`

/** «Actualizado el …», as the module page shows it (src/content/changes.ts). */
function updatedLine(m: Module) {
  const { date, changes } = lastUpdate(m)
  if (!longDate(date)) return null
  return `Actualizado el ${longDate(date)}${changes.length ? `:\n\n${changes.map((c) => `- ${c}`).join('\n')}` : '.'}`
}

async function moduleTwin(m: Module, site: SiteSetting, path: string) {
  const diagnostic = m.code === 'F0' ? await getDiagnostic() : null
  const letters = 'ABCDEFGH'
  return twinDocument(
    site,
    path,
    heading(1, m.title),
    `Módulo ${m.code} del curso de ${site.siteName}.`,
    updatedLine(m),
    moduleBody(m, 2),
    (diagnostic?.questions ?? []).length > 0 &&
      blocks(
        heading(2, 'Test de diagnóstico'),
        diagnostic?.intro,
        (diagnostic?.questions ?? []).map((q, i) =>
          blocks(
            heading(3, `${i + 1}. ${q.question}`),
            (q.options ?? []).map((o, j) => `- ${letters[j]}) ${o.text} (${o.points} puntos)`).join('\n'),
          ),
        ),
        heading(3, 'Resultado'),
        (diagnostic?.bands ?? [])
          .map(
            (b) =>
              `- **${b.label} (${b.min}–${b.max} puntos): ${b.title}.** ${b.text} [${b.recommendationLabel}](${absoluteUrl(b.recommendationHref)})`,
          )
          .join('\n'),
      ),
  )
}

const articleTwin = (a: Article, site: SiteSetting, path: string, modules: Module[]) =>
  twinDocument(
    site,
    path,
    heading(1, a.title),
    articleBody(a, 2, modules),
    `[Más artículos de Radar IA](${absoluteUrl('/radar-ia')})`,
  )

/** The Markdown twin of a public page, or null when the path is not one. */
export async function markdownFor(path: string): Promise<string | null> {
  const routes = await getPublicRoutes()
  const route = routes.find((r) => r.path === path)
  if (!route) return null
  const site = await getSiteSettings()
  if (route.kind === 'module') {
    const m = await getModule(path.slice('/curso/'.length))
    return m && moduleTwin(m, site, path)
  }
  if (route.kind === 'article') {
    const a = await getArticle(path.slice('/radar-ia/'.length))
    return a && articleTwin(a, site, path, await getModules())
  }
  const slug = STATIC_PAGES.find((p) => p.path === path)?.slug
  const page = slug ? await getPage(slug) : null
  const body = PAGE_BODIES[path]
  if (!page || !body) return null
  return twinDocument(site, path, heading(1, page.title), `> ${page.description}`, page.intro, ...(await body(page)))
}
