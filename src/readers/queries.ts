import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Where } from 'payload'

import type {
  Article,
  CaseStudy,
  CitationExample,
  Diagnostic,
  Faq,
  GlossaryTerm,
  Module,
  Navigation,
  Page,
  PricingPlan,
  SiteSetting,
  TeamMember,
  Testimonial,
} from '@/payload-types'

import { withContacts } from '@/content/contacts'
import { getPayloadClient } from '@/readers/payload'
import { previewDraft } from './preview'
import { normalizePath } from '@/content/redirects'
import type { SeoMeta } from '@/content/seo'

/**
 * The one way public pages read content. Every reader is cached under tags named after the
 * collections and globals it touches; their hooks expire those tags on save, so the site follows the
 * admin without a rebuild. Reads run with access control on, no user and `draft: false`: premium
 * sections, drafts and versions are never part of them (the `read` rule gives readers published
 * documents only).
 */
const cached = <Args extends unknown[], R>(key: string, tags: string[], fn: (...args: Args) => Promise<R>) =>
  unstable_cache(fn, [key], { tags })

async function list<T>(collection: CollectionSlug, opts: { where?: Where; sort?: string; depth?: number } = {}) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: opts.where,
    sort: opts.sort ?? 'order',
    depth: opts.depth ?? 0,
    limit: 500,
    pagination: false,
    overrideAccess: false,
    draft: false,
  })
  return withMetaImages(docs as T[])
}

/** Documents with SEO fields get their social image as a Media document (depth 0 leaves an id). */
async function withMetaImages<T>(docs: T[]): Promise<T[]> {
  const imageOf = (doc: T) => (doc as { meta?: SeoMeta | null }).meta?.image
  const ids = [...new Set(docs.map(imageOf).filter((id): id is number => typeof id === 'number'))]
  if (!ids.length) return docs
  const payload = await getPayloadClient()
  const { docs: media } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
  })
  const byId = new Map(media.map((m) => [m.id, m]))
  return docs.map((doc) => {
    const image = imageOf(doc)
    const meta = (doc as { meta?: SeoMeta }).meta
    return typeof image === 'number' && byId.has(image) ? { ...doc, meta: { ...meta, image: byId.get(image) } } : doc
  })
}

async function global<T>(slug: 'site-settings' | 'navigation' | 'diagnostic') {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, depth: 0, overrideAccess: false, draft: false })) as T
}

export const getModules = cached('modules:all', ['modules'], () => list<Module>('modules'))

const getPublishedModule = cached('modules:one', ['modules'], async (slug: string) => {
  const modules = await getModules()
  return modules.find((m) => m.slug === slug) ?? null
})

/** A module page's module: published, or its latest draft for staff previewing (src/readers/preview.ts). */
export const getModule = async (slug: string) => (await previewDraft('modules', slug)) ?? getPublishedModule(slug)

/** Modules a buyer can pay for today (paid and released): F1–F5 at launch. */
export const getPurchasableModules = cached('modules:purchasable', ['modules'], async () =>
  (await getModules()).filter((m) => !m.free && !m.comingSoon && m.price > 0),
)

export const getPricingPlans = cached('pricing-plans:all', ['pricing-plans'], () => list<PricingPlan>('pricing-plans'))

export const getFaqs = cached('faqs:placement', ['faqs', 'site-settings'], async (placement: Faq['placement']) =>
  withContacts(await list<Faq>('faqs', { where: { placement: { equals: placement } } }), await getSiteSettings()),
)

export const getGlossaryTerms = cached('glossary-terms:all', ['glossary-terms'], () =>
  list<GlossaryTerm>('glossary-terms'),
)

export const getArticles = cached('articles:all', ['articles'], () => list<Article>('articles', { sort: '-date' }))

const getPublishedArticle = cached('articles:one', ['articles'], async (slug: string) => {
  const articles = await getArticles()
  return articles.find((a) => a.slug === slug) ?? null
})

/** An article: published, or its latest draft for staff previewing. */
export const getArticle = async (slug: string) => (await previewDraft('articles', slug)) ?? getPublishedArticle(slug)

export const getCaseStudies = cached('case-studies:all', ['case-studies', 'modules'], () =>
  list<CaseStudy>('case-studies', { depth: 1 }),
)

export const getTestimonials = cached('testimonials:all', ['testimonials', 'modules'], () =>
  list<Testimonial>('testimonials', { depth: 1 }),
)

export const getCitationExamples = cached('citation-examples:all', ['citation-examples'], () =>
  list<CitationExample>('citation-examples'),
)

export const getTeamMembers = cached('team-members:all', ['team-members'], () => list<TeamMember>('team-members'))

const getPublishedPage = cached('pages:one', ['pages', 'site-settings'], async (slug: string) => {
  const pages = await list<Page>('pages', { where: { slug: { equals: slug } }, sort: 'slug' })
  return pages[0] ? withContacts(pages[0], await getSiteSettings()) : null
})

/** A page's texts: published, or the latest draft for staff previewing. */
export async function getPage(slug: string) {
  const draft = await previewDraft('pages', slug)
  return draft ? withContacts(draft, await getSiteSettings()) : getPublishedPage(slug)
}

export const getSiteSettings = cached('site-settings', ['site-settings'], () => global<SiteSetting>('site-settings'))
export const getNavigation = cached('navigation', ['navigation', 'site-settings'], async () =>
  withContacts(await global<Navigation>('navigation'), await getSiteSettings()),
)
export const getDiagnostic = cached('diagnostic', ['diagnostic'], () => global<Diagnostic>('diagnostic'))

/** Every redirect, origin → destination (staff-only collection: read with the Local API's own rights). */
export const getRedirects = cached('redirects:all', ['redirects'], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'redirects', depth: 0, limit: 10_000, pagination: false })
  return Object.fromEntries(docs.map((r) => [r.from, r.to])) as Record<string, string>
})

/** Where a path that has no page now lives, or null. */
export async function redirectFor(path: string): Promise<string | null> {
  const from = normalizePath(path)
  return from ? ((await getRedirects())[from] ?? null) : null
}
