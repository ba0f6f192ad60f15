import type { MetadataRoute } from 'next'

import { PRIVATE_PATHS } from '@/readers/routes'
import { absoluteUrl } from '@/content/seo'

/** Assistants' crawlers, welcome by name: the course teaches being readable by them. */
const AI_CRAWLERS = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot-Extended',
  'Bingbot',
  'CCBot',
  'Meta-ExternalAgent',
  'Amazonbot',
  'DuckAssistBot',
  'MistralAI-User',
]

/**
 * Private screens and the back office are disallowed. Noindex content pages (legal texts) stay crawlable
 * so that crawlers can read their noindex; the sitemap leaves them out.
 */
export default function robots(): MetadataRoute.Robots {
  const disallow = ['/admin', '/api/', ...PRIVATE_PATHS]
  const allow = ['/', '/api/media/file/']
  return {
    rules: [
      { userAgent: '*', allow, disallow },
      { userAgent: AI_CRAWLERS, allow, disallow },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
