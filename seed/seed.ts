import type { CollectionSlug, Payload } from 'payload'

import { markdownToLexical } from '../src/content/richtext'
import { isProduction, settings } from '../src/env'
import { testEnvironmentRefused } from '../src/verifactu/settings'
import { SKIP_GUIDE_BUILD, publishModuleGuide } from '../src/pdf/files'
import { articles } from './data/articles'
import { caseStudies, citationExamples, testimonials } from './data/cases'
import { diagnostic } from './data/diagnostic'
import { evaluationQuestions, evaluationSettings } from './data/evaluations'
import { faqs } from './data/faqs'
import { glossaryTerms } from './data/glossary'
import { modules } from './data/modules'
import { pages } from './data/pages'
import { pricingPlans } from './data/pricing'
import { navigation, siteSettings } from './data/settings'
import { teamMembers } from './data/team'
import type { Module } from '../src/payload-types'
import type { SeedSection } from './data/types'

/**
 * Loads the Spanish seed content. Idempotent: a document that already exists (by its unique key) is left
 * exactly as it is — editors' changes survive — so running it twice changes nothing.
 */
const context = { skipRevalidate: true, system: true, [SKIP_GUIDE_BUILD]: true }

/** The local admin a development database gets when ADMIN_EMAIL / ADMIN_PASSWORD are not set. */
export const DEV_ADMIN = { email: 'admin@academiageo.local', password: 'academia-geo-admin' }

export const sections = (list: SeedSection[]) =>
  list.map(({ anchor, title, body }) => ({ anchor, title, body: markdownToLexical(body) }))

export interface SeedResult {
  created: Record<string, number>
  adminCreated?: { email: string; password?: string }
}

export async function seed(payload: Payload, opts: { adminEmail?: string; adminPassword?: string } = {}) {
  const result: SeedResult = { created: {} }
  const count = (slug: string) => (result.created[slug] = (result.created[slug] ?? 0) + 1)

  async function ensure<T extends Record<string, unknown>>(
    collection: CollectionSlug,
    key: string,
    value: string,
    data: () => T | Promise<T>,
    extra: Record<string, unknown> = {},
  ) {
    const existing = await payload.find({
      collection,
      where: { [key]: { equals: value } },
      limit: 1,
      depth: 0,
      draft: true,
      context,
    })
    if (existing.docs[0]) return existing.docs[0]
    count(collection)
    // Seeded content is published (a create without `_status` would be a draft readers never see).
    const status = payload.collections[collection].config.versions?.drafts ? { _status: 'published' } : {}
    return payload.create({ collection, data: { ...(await data()), ...status } as never, context, ...extra })
  }

  const settingsDoc = await payload.findGlobal({ slug: 'site-settings', depth: 0, context })
  // A production site sending to the agency is on its production environment, never «Pruebas»
  // (src/verifactu/settings.ts): seeded so, and switched so by the seed each deploy runs.
  const agencyTest = (legal: typeof settingsDoc.legal) =>
    testEnvironmentRefused({ legal }, { production: isProduction, ...settings.verifactu })
  const inProduction = <L extends typeof settingsDoc.legal>(legal: L) =>
    agencyTest(legal) ? { ...legal, verifactu: { ...legal?.verifactu, environment: 'production' as const } } : legal
  if (!settingsDoc.supportEmail) {
    count('site-settings')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...siteSettings, legal: inProduction(siteSettings.legal), _status: 'published' },
      context,
    })
  } else if (!settingsDoc.legal?.companyName) {
    count('site-settings')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { legal: inProduction(siteSettings.legal), _status: 'published' },
      context,
    })
  } else if (agencyTest(settingsDoc.legal)) {
    count('site-settings')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { legal: inProduction(settingsDoc.legal), _status: 'published' },
      context,
    })
  }
  const navigationDoc = await payload.findGlobal({ slug: 'navigation', depth: 0, context })
  if (!navigationDoc.courseDropdown?.length) {
    count('navigation')
    await payload.updateGlobal({ slug: 'navigation', data: { ...navigation, _status: 'published' }, context })
  }
  const diagnosticDoc = await payload.findGlobal({ slug: 'diagnostic', depth: 0, context })
  if (!diagnosticDoc.questions?.length) {
    count('diagnostic')
    await payload.updateGlobal({
      slug: 'diagnostic',
      data: {
        intro: diagnostic.intro,
        questions: diagnostic.questions.map((q) => ({
          question: q.question,
          options: q.options.map((o) => ({ text: o.text, points: String(o.points) as '0' | '2' | '4' })),
        })),
        bands: diagnostic.bands,
        _status: 'published',
      },
      context,
    })
  }

  const moduleIds = new Map<string, number | string>()
  for (const m of modules) {
    const doc = await ensure('modules', 'code', m.code, async () => {
      return {
        code: m.code,
        slug: m.slug,
        title: m.title,
        quote: m.quote,
        description: m.description,
        objective: m.objective,
        color: m.color,
        topics: m.topics.map((topic) => ({ topic })),
        duration: m.duration,
        difficulty: m.difficulty,
        price: m.priceCents,
        free: m.free,
        comingSoon: m.comingSoon,
        previewSections: sections(m.previewSections),
        premiumSections: sections(m.premiumSections),
        fullSectionCount: m.fullSectionCount,
        rating: m.rating,
        reviewCount: m.reviewCount,
        courseCode: m.courseCode,
        order: m.order,
        ...(m.code in evaluationSettings
          ? { evaluation: evaluationSettings[m.code as keyof typeof evaluationSettings] }
          : {}),
      }
    })
    // The same builder as the guide job, so a fresh database gets the guide an editor's save would build.
    if (!(doc as Module).guide) await publishModuleGuide(payload, doc.id as number, { description: m.guideDescription })
    moduleIds.set(m.code, doc.id as number)
  }
  const moduleRef = (code: string) => moduleIds.get(code.toUpperCase())

  // Graded evaluations (issue 38): F1's question bank, and its settings when the module is new.
  for (const q of evaluationQuestions) {
    await ensure('evaluation-questions', 'prompt', q.prompt, () => ({
      module: moduleRef(q.module),
      prompt: q.prompt,
      kind: q.kind,
      active: true,
      answers: q.answers,
    }))
  }

  for (const t of glossaryTerms) await ensure('glossary-terms', 'slug', t.slug, () => ({ ...t }))

  for (const a of articles) {
    await ensure('articles', 'slug', a.slug, () => ({
      title: a.title,
      slug: a.slug,
      description: a.description,
      definition: a.definition,
      date: new Date(`${a.date}T09:00:00Z`).toISOString(),
      category: a.category,
      readTime: a.readTimeMinutes,
      featured: a.featured,
      sections: sections(a.sections),
      relatedLinks: a.relatedLinks,
      _status: 'published' as const,
    }))
  }

  for (const t of testimonials) {
    await ensure('testimonials', 'name', t.name, () => ({
      name: t.name,
      company: t.company,
      role: t.role,
      quote: t.quote,
      metric: { before: t.metricBefore, after: t.metricAfter, improvement: t.metricImprovement },
      moduleUsed: moduleRef(t.moduleUsed),
      order: t.order,
    }))
  }
  for (const c of caseStudies) {
    await ensure('case-studies', 'slug', c.slug, () => ({
      ...c,
      implementedModules: c.implementedModules.map(moduleRef).filter((id) => id !== undefined),
    }))
  }
  for (const c of citationExamples) await ensure('citation-examples', 'slug', c.slug, () => ({ ...c }))
  for (const t of teamMembers) {
    await ensure('team-members', 'slug', t.slug, () => ({ ...t, knowsAbout: t.knowsAbout.map((topic) => ({ topic })) }))
  }
  const faqKey = (question: string) => question
  for (const f of faqs) {
    await ensure('faqs', 'question', faqKey(f.question), () => ({ ...f, answer: markdownToLexical(f.answer) }))
  }
  for (const p of pricingPlans) {
    await ensure('pricing-plans', 'slug', p.slug, () => ({
      slug: p.slug,
      name: p.name,
      price: p.priceCents,
      referencePrice: p.referencePriceCents,
      ...(p.seatTiers
        ? {
            seatPricing: {
              tiers: p.seatTiers.map((t) => ({ fromSeats: t.fromSeats, pricePerSeat: t.pricePerSeatCents })),
            },
          }
        : {}),
      description: p.description,
      features: p.features.map((feature) => ({ feature })),
      cta: p.cta,
      link: p.link,
      popular: p.popular,
      order: p.order,
    }))
  }
  for (const p of pages) {
    await ensure('pages', 'slug', p.slug, () => ({
      title: p.title,
      slug: p.slug,
      description: p.description,
      intro: p.intro,
      sections: sections(p.sections),
      steps: p.steps,
      comparison: p.comparison,
      comparisonHeadings: p.comparisonHeadings,
      figures: p.figures,
      lastUpdated: p.updatedAt ? new Date(`${p.updatedAt}T00:00:00Z`).toISOString() : undefined,
      noindex: p.noindex ?? false,
    }))
  }

  const { totalDocs: staffCount } = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    context,
  })
  const devDefaults = process.env.NODE_ENV !== 'production'
  if (staffCount === 0 && ((opts.adminEmail && opts.adminPassword) || devDefaults)) {
    const email = opts.adminEmail || DEV_ADMIN.email
    const password = opts.adminPassword || DEV_ADMIN.password
    await payload.create({
      collection: 'users',
      data: { email, password, name: 'Administración', role: 'admin' },
      context,
    })
    count('users')
    result.adminCreated = { email, password: opts.adminPassword ? undefined : password }
  }
  return result
}
