import type { Metadata } from 'next'

import type { Media, SiteSetting } from '@/payload-types'
import { settings as env } from '@/env'

import { isoDay } from './dates'
import { publicPath } from './paths'

/** The editor's SEO fields of a document (plugin-seo's `meta` group); empty ones fall back to the content. */
export interface SeoMeta {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

export interface PageSeo {
  title: string
  description: string
  /** path of the page, e.g. '/curso/f3' */
  path: string
  noindex?: boolean
  type?: 'website' | 'article'
  publishedTime?: string
  /** CSS selectors of the parts a voice assistant should read (schema.org speakable) */
  speakable?: string[]
  /** the document's SEO fields: they replace title and description, and give the social image */
  meta?: SeoMeta | null
}

export const absoluteUrl = (path: string) => `${env.serverUrl}${path === '/' ? '' : path}`

/** The social image of a document's SEO fields, as an absolute URL (null without one). */
export function metaImage(meta: SeoMeta | null | undefined): { url: string; alt: string } | null {
  const image = meta?.image
  if (!image || typeof image !== 'object' || !image.url) return null
  return { url: image.url.startsWith('http') ? image.url : absoluteUrl(image.url), alt: image.alt }
}

/** Title and description as search engines get them: the editor's SEO fields, else the content's. */
export const seoText = (page: Pick<PageSeo, 'title' | 'description' | 'meta'>) => ({
  title: page.meta?.title?.trim() || page.title,
  description: page.meta?.description?.trim() || page.description,
})

/** plugin-seo's longest title and description (its defaults, which its length check applies). */
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 150

/** `text` cut at a word to at most `max` characters, with «…» when cut. */
export function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ') > max / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut
  return `${atWord.replace(/[\s,;:.\-–—]+$/, '')}…`
}

/**
 * plugin-seo's «Generar» buttons and search-result preview (admin): defaults from the document's own
 * content and its public URL.
 */
type Generated = { doc?: Record<string, unknown>; collectionConfig?: { slug: string } }
const field = (doc: Record<string, unknown> | undefined, name: string): string => {
  const raw = doc?.[name]
  const value = raw && typeof raw === 'object' && 'value' in raw ? (raw as { value: unknown }).value : raw
  return typeof value === 'string' ? value : ''
}
export const seoGenerators = {
  generateTitle: ({ doc }: Generated) => {
    const title = field(doc, 'title')
    const code = field(doc, 'code')
    if (!title) return ''
    const full = `${code ? `${code}: ` : ''}${title} · Academia GEO`
    return full.length <= SEO_TITLE_MAX ? full : fitText(`${code ? `${code}: ` : ''}${title}`, SEO_TITLE_MAX)
  },
  // Within the length plugin-seo's own check accepts (it flagged the generated text as too long).
  generateDescription: ({ doc }: Generated) =>
    fitText(field(doc, 'description') || field(doc, 'challenge'), SEO_DESCRIPTION_MAX),
  generateURL: ({ doc, collectionConfig }: Generated) => {
    const path = collectionConfig ? publicPath(collectionConfig.slug, field(doc, 'slug')) : null
    return path ? absoluteUrl(path) : env.serverUrl
  },
}

/**
 * Title, description, canonical link, Open Graph, citation metadata and the Markdown twin of a page.
 * Pages call it from generateMetadata with their CMS content.
 */
export function pageMetadata(page: PageSeo, site: Pick<SiteSetting, 'siteName' | 'licence'>): Metadata {
  const markdownPath = page.path === '/' ? '/index.md' : `${page.path}.md`
  const { title, description } = seoText(page)
  const image = metaImage(page.meta)
  return {
    // an editor's meta title is the whole title (the search-result preview shows it as is)
    title: page.path === '/' || page.meta?.title?.trim() ? { absolute: title } : title,
    description,
    alternates: {
      canonical: absoluteUrl(page.path),
      types: { 'text/markdown': absoluteUrl(markdownPath) },
    },
    robots: page.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      title,
      description,
      url: absoluteUrl(page.path),
      siteName: site.siteName,
      locale: 'es_ES',
      type: page.type ?? 'website',
      ...(image ? { images: [image] } : {}),
      ...(page.publishedTime ? { publishedTime: page.publishedTime } : {}),
    },
    other: {
      citation_title: page.title,
      citation_author: site.siteName,
      citation_publisher: site.siteName,
      citation_language: 'es',
      citation_public_url: absoluteUrl(page.path),
      ...(page.publishedTime ? { citation_publication_date: isoDay(page.publishedTime).replace(/-/g, '/') } : {}),
      'dc.rights': site.licence,
    },
  }
}
