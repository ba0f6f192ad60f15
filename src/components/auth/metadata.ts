import type { Metadata } from 'next'

import { getSiteSettings } from '@/readers/queries'
import { absoluteUrl, pageMetadata } from '@/content/seo'

/**
 * Metadata of a personal screen (/auth, /dashboard…): never indexed, and without the Markdown twin
 * that public pages announce (these screens have none).
 */
export async function privateMetadata(page: { title: string; description: string; path: string }): Promise<Metadata> {
  const site = await getSiteSettings()
  const metadata = pageMetadata({ ...page, noindex: true }, site)
  return { ...metadata, alternates: { canonical: absoluteUrl(page.path) } }
}

/** The first value of a query parameter, whatever shape Next gives it (absent, repeated, empty). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && first.length > 0 ? first : undefined
}
