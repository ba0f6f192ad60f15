import type { Metadata } from 'next'

import type { SiteSetting } from '@/payload-types'
import { settings as env } from '@/env'

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
}

export const absoluteUrl = (path: string) => `${env.serverUrl}${path === '/' ? '' : path}`

/**
 * Title, description, canonical link, Open Graph, citation metadata and the Markdown twin of a page.
 * Pages call it from generateMetadata with their CMS content.
 */
export function pageMetadata(page: PageSeo, site: Pick<SiteSetting, 'siteName' | 'licence'>): Metadata {
  const markdownPath = page.path === '/' ? '/index.md' : `${page.path}.md`
  return {
    title: page.path === '/' ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: {
      canonical: absoluteUrl(page.path),
      types: { 'text/markdown': absoluteUrl(markdownPath) },
    },
    robots: page.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      title: page.title,
      description: page.description,
      url: absoluteUrl(page.path),
      siteName: site.siteName,
      locale: 'es_ES',
      type: page.type ?? 'website',
      ...(page.publishedTime ? { publishedTime: page.publishedTime } : {}),
    },
    other: {
      citation_title: page.title,
      citation_author: site.siteName,
      citation_publisher: site.siteName,
      citation_language: 'es',
      citation_public_url: absoluteUrl(page.path),
      ...(page.publishedTime ? { citation_publication_date: page.publishedTime.slice(0, 10).replace(/-/g, '/') } : {}),
      'dc.rights': site.licence,
    },
  }
}
