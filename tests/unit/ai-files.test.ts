import { describe, expect, it, vi } from 'vitest'

import { AI_FILES, GEO_FILES, formatKb, renderAiFile, type AiSources } from '@/readers/ai-files'
import { sourceBlock } from '@/content/markdown-blocks'
import { markdownToLexical } from '@/content/richtext'
import type { Article, Faq, GlossaryTerm, Module, Page, PricingPlan, SiteSetting } from '@/payload-types'

import { articles } from '../../seed/data/articles'
import { faqs } from '../../seed/data/faqs'
import { glossaryTerms } from '../../seed/data/glossary'
import { modules } from '../../seed/data/modules'
import { pages } from '../../seed/data/pages'
import { pricingPlans } from '../../seed/data/pricing'
import { siteSettings } from '../../seed/data/settings'
import type { SeedSection } from '../../seed/data/types'

// The renderers are pure: the CMS readers are never called here.
vi.mock('@/readers/queries', () => ({}))

const PREMIUM_SENTENCE = 'La firma experta verificable multiplica la probabilidad de cita.'
const OLD = '2025-01-01T00:00:00.000Z'
const stamp = (updatedAt = OLD) => ({ updatedAt, createdAt: OLD })
const sections = (list: SeedSection[]) =>
  list.map(({ anchor, title, body }) => ({ anchor, title, body: markdownToLexical(body) }))

/** The seeded content shaped as Payload documents; `premium` keeps the owners-only sections in them. */
function seededSources({ premium }: { premium: boolean }): AiSources {
  const page = (slug: string) => {
    const p = pages.find((candidate) => candidate.slug === slug)!
    return { id: 1, ...p, sections: sections(p.sections), ...stamp() } as unknown as Page
  }
  const moduleDocs = modules.map(
    (m, i) =>
      ({
        id: i + 1,
        ...m,
        topics: m.topics.map((topic) => ({ topic })),
        price: m.priceCents,
        previewSections: sections(m.previewSections),
        premiumSections: premium ? sections(m.premiumSections) : [],
        ...stamp(),
      }) as unknown as Module,
  )
  const faqDocs = (placement: Faq['placement']) =>
    faqs
      .filter((f) => f.placement === placement)
      .map((f, i) => ({ id: i + 1, ...f, answer: markdownToLexical(f.answer), ...stamp() }) as unknown as Faq)
  return {
    site: { id: 1, ...siteSettings, ...stamp() } as unknown as SiteSetting,
    pages: { home: page('home'), curso: page('curso'), metodologia: page('metodologia'), glosario: page('glosario') },
    modules: moduleDocs,
    plans: pricingPlans.map(
      (p, i) =>
        ({
          id: i + 1,
          ...p,
          price: p.priceCents,
          referencePrice: p.referencePriceCents,
          features: p.features.map((feature) => ({ feature })),
          ...stamp(),
        }) as unknown as PricingPlan,
    ),
    courseFaqs: faqDocs('course'),
    methodologyFaqs: faqDocs('methodology'),
    glossary: glossaryTerms.map((t, i) => ({ id: i + 1, ...t, ...stamp() }) as GlossaryTerm),
    articles: articles.map(
      (a, i) =>
        ({
          id: i + 1,
          ...a,
          date: `${a.date}T09:00:00.000Z`,
          readTime: a.readTimeMinutes,
          sections: sections(a.sections),
          ...stamp(),
        }) as unknown as Article,
    ),
    routes: [
      { path: '/', title: 'Inicio', description: 'Portada', noindex: false, updatedAt: OLD, kind: 'page' },
      { path: '/curso', title: 'Curso', description: 'El curso', noindex: false, updatedAt: OLD, kind: 'page' },
      {
        path: '/curso/f3',
        title: 'F3: Autoridad Generativa',
        description: 'Módulo F3',
        noindex: false,
        updatedAt: OLD,
        kind: 'module',
      },
      { path: '/privacidad', title: 'Privacidad', description: 'Legal', noindex: true, updatedAt: OLD, kind: 'page' },
    ],
  }
}

const render = (path: string, sources: AiSources) =>
  renderAiFile(
    AI_FILES.find((f) => f.path === path)!,
    sources,
  )

describe('AI files', () => {
  it('the premium sentence exists in the seed, but in no file rendered from public reads', () => {
    expect(modules.some((m) => m.premiumSections.some((s) => s.body.includes(PREMIUM_SENTENCE)))).toBe(true)
    const sources = seededSources({ premium: false })
    for (const file of AI_FILES) expect(render(file.path, sources).text).not.toContain(PREMIUM_SENTENCE)
  })

  it('ignores premium sections even when a caller passes them', () => {
    const sources = seededSources({ premium: true })
    const premiumTitles = modules.flatMap((m) => m.premiumSections.map((s) => s.title))
    for (const file of AI_FILES) {
      const { text } = render(file.path, sources)
      expect(text).not.toContain(PREMIUM_SENTENCE)
      for (const title of premiumTitles) expect(text).not.toContain(`# ${title}\n`)
    }
    // …while the preview of the same module is there.
    expect(render('/curso.geo.txt', sources).text).toContain('## Tres señales de autoridad para empezar')
    expect(render('/llms-full.txt', sources).text).toContain('#### Tres señales de autoridad para empezar')
  })

  it('every file carries site name, summary, licence, preferred citation and its update date', () => {
    const sources = seededSources({ premium: false })
    for (const file of AI_FILES) {
      const { text, updatedAt } = render(file.path, sources)
      expect(text.startsWith(`# ${siteSettings.siteName}`)).toBe(true)
      expect(text).toContain(`- Licencia: ${siteSettings.licence} (${siteSettings.licenceUrl})`)
      expect(text).toContain(`- Cita preferida: ${siteSettings.preferredCitation}`)
      expect(updatedAt).toBe(OLD)
      expect(text).toContain('- Última actualización: 2025-01-01')
      expect(text).not.toMatch(/\]\(\//) // every link is absolute
    }
    expect(render('/home.geo.txt', sources).text).toContain(pages.find((p) => p.slug === 'home')!.intro)
  })

  it('dates a file by the newest document it is built from', () => {
    const sources = seededSources({ premium: false })
    sources.glossary[3] = { ...sources.glossary[3], updatedAt: '2026-03-04T10:00:00.000Z' }
    expect(render('/glosario.geo.txt', sources).text).toContain('- Última actualización: 2026-03-04')
    expect(render('/llms-full.txt', sources).updatedAt).toBe('2026-03-04T10:00:00.000Z')
    expect(render('/home.geo.txt', sources).updatedAt).toBe(OLD)
  })

  it('renders each file from its CMS content', () => {
    const sources = seededSources({ premium: false })
    const glosario = render('/glosario.geo.txt', sources).text
    for (const term of glossaryTerms) expect(glosario).toContain(term.definition)

    const curso = render('/curso.geo.txt', sources).text
    for (const m of modules) {
      expect(curso).toContain(`### ${m.code}: ${m.title}`)
      if (m.objective) expect(curso).toContain(m.objective)
    }
    for (const f of faqs.filter((faq) => faq.placement === 'course')) expect(curso).toContain(`### ${f.question}`)
    expect(curso).toContain('Duración total de los módulos F1–F6: 19 h.') // summed, not typed

    const metodologia = render('/metodologia.geo.txt', sources).text
    for (const row of pages.find((p) => p.slug === 'metodologia')!.comparison!) {
      expect(metodologia).toContain(`| ${row.aspect} | ${row.left} | ${row.right} |`)
    }

    const home = render('/home.geo.txt', sources).text.replace(/\u00a0/g, ' ')
    expect(home).toContain('Precio: 50 € (antes 60 €; ahorras 10 €)')
    expect(home).toContain('Precio: 10 € por módulo')
  })

  it('writes llms.txt the llmstxt.org way', () => {
    const text = render('/llms.txt', seededSources({ premium: false })).text
    const lines = text.trimEnd().split('\n')
    expect(lines[0]).toBe(`# ${siteSettings.siteName}`)
    expect(lines[2]).toMatch(/^> \S/)
    expect(text).not.toMatch(/^#{3,} /m)
    const h2 = lines.filter((l) => l.startsWith('## '))
    expect(h2.at(-1)).toBe('## Optional')
    expect(h2).toEqual(
      expect.arrayContaining([
        '## Curso',
        '## Radar IA',
        '## Glosario',
        '## Archivos para IA',
        '## Versiones en Markdown',
      ]),
    )
    // Below the first H2 only link lists: '- [Title](absolute URL): note'.
    const body = lines.slice(lines.indexOf(h2[0])).filter((l) => l && !l.startsWith('## '))
    for (const line of body) expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\): \S/)
    expect(text).toContain('/curso/f3.md)')
    expect(text).toContain('/index.md)')
    for (const file of GEO_FILES) expect(text).toContain(`${file.path})`)
    expect(text.split('## Optional')[1]).toContain('/privacidad)')
  })

  it('measures sizes in UTF-8 bytes', () => {
    const { text, bytes } = render('/glosario.geo.txt', seededSources({ premium: false }))
    expect(bytes).toBe(Buffer.byteLength(text, 'utf8'))
    expect(bytes).toBeGreaterThan(text.length) // accented letters take two bytes
    expect(formatKb(3 * 1024 + 100)).toBe('3 KB')
    expect(formatKb(200)).toBe('1 KB')
  })
})

describe('the update date of a text file', () => {
  it('is the day in Spain, as the page that lists the file shows it (00:30 in Madrid is already the next day)', () => {
    const site = { siteName: 'Academia GEO', licence: 'CC BY-NC-SA 4.0' } as SiteSetting
    expect(sourceBlock(site, '/curso', '2026-11-24T23:30:00.000Z')).toContain('- Última actualización: 2026-11-25')
    expect(sourceBlock(site, '/curso', '2026-11-24T22:30:00.000Z')).toContain('- Última actualización: 2026-11-24')
  })
})
