/**
 * HTTP answers of the plain-text routes (files for AI models and Markdown twins): content type,
 * caching and the canonical link to the HTML page they mirror.
 */
import { AI_FILES, GEO_FILES, renderAiFile } from './ai-files'
import { loadAiSources } from './ai-sources'
import { absoluteUrl } from '@/content/seo'

/** Browsers and CDNs keep a text for five minutes; the server's copy follows the CMS through cache tags. */
export const TEXT_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400'

const PLAIN = 'text/plain; charset=utf-8'

export const notFoundText = (message: string) =>
  new Response(message, { status: 404, headers: { 'Content-Type': PLAIN } })

/** A cacheable text; `canonical` names the HTML page to index instead of it. */
export function textResponse(body: string, options: { type?: string; canonical?: string; noindex?: boolean } = {}) {
  return new Response(body, {
    headers: {
      'Content-Type': options.type ?? PLAIN,
      'Cache-Control': TEXT_CACHE_CONTROL,
      ...(options.canonical ? { Link: `<${absoluteUrl(options.canonical)}>; rel="canonical"` } : {}),
      ...(options.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
    },
  })
}

/** The response of a route handler serving one of the files for AI models. */
export async function serveAiFile(path: string) {
  const file = AI_FILES.find((f) => f.path === path)
  if (!file) return notFoundText('No encontrado')
  const { text } = renderAiFile(file, await loadAiSources())
  // A .geo.txt file duplicates its page: search engines should index the page.
  return textResponse(text, { canonical: GEO_FILES.includes(file) ? file.source : undefined })
}
