/**
 * Markdown building blocks: the content of modules, plans, FAQs, glossary terms, articles and pages
 * written as Markdown with absolute links. Shared by the files for AI models (./ai-files.ts) and the
 * Markdown twins of the pages (./markdown.ts). Pure functions of CMS content; modules contribute their
 * `previewSections` only, so a premium section never reaches a public text.
 */
import { paidModules, purchasable, savingsCents } from '@/content/prices'
import { formatEuros } from './money'
import { difficultyLabel, linkLabel, moduleName, priceLabel } from '@/content/labels'
import type { Article, Faq, GlossaryTerm, Module, Page, PricingPlan, SiteSetting } from '@/payload-types'

import { isoDay, longDate } from './dates'
import { formatDuration, sumDurations } from './duration'
import { lexicalToMarkdown } from './richtext'
import { absoluteUrl } from './seo'

type Section = { title: string; body: unknown }
type Part = string | null | undefined | false | 0 | Part[]

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
        list.map((t) =>
          blocks(heading(level + 1, t.term), t.definition, `Enlace: ${absoluteUrl(`/glosario#${t.slug}`)}`),
        ),
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
      blocks(
        heading(level, 'Contenido relacionado'),
        (a.relatedLinks ?? []).map((l) => `- [${linkLabel(l, modules)}](${absoluteUrl(l.href)})`).join('\n'),
      ),
  )

/** Site, source page, licence, preferred citation, update date and language. */
export function sourceBlock(site: SiteSetting, path: string, updatedAt?: string) {
  return [
    `- Sitio: ${site.siteName} (${absoluteUrl('/')})`,
    `- Página original: ${absoluteUrl(path)}`,
    `- Licencia: ${site.licence}${site.licenceUrl ? ` (${site.licenceUrl})` : ''}`,
    site.preferredCitation && `- Cita preferida: ${site.preferredCitation}`,
    updatedAt && `- Última actualización: ${isoDay(updatedAt)}`,
    '- Idioma: es-ES',
  ]
    .filter(Boolean)
    .join('\n')
}
