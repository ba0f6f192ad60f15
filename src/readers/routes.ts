/**
 * The public route list, read from the CMS: the static pages that have a `pages` document, one route per
 * module and one per published Radar IA article. The sitemap, robots.txt, llms.txt and the Markdown twins
 * all follow it, so a new article or module appears everywhere at once.
 */
import { STATIC_PAGES } from '@/content/paths'
import { getArticles, getModules, getPage } from './queries'

export interface PublicRoute {
  path: string
  title: string
  description: string
  /** kept out of the sitemap and marked noindex (legal pages, or an editor's choice) */
  noindex: boolean
  updatedAt: string
  kind: 'page' | 'module' | 'article'
}

export { STATIC_PAGES } from '@/content/paths'

/** Legal texts are never indexed, whatever the page document says. */
const LEGAL_PATHS: readonly string[] = ['/privacidad', '/terminos']

/** Personal or transactional screens: noindex, never in the sitemap, disallowed in robots.txt. */
export const PRIVATE_PATHS = [
  '/checkout',
  '/success',
  '/auth',
  '/dashboard',
  '/cuenta',
  '/guest-access',
  '/avisos',
  '/equipo',
] as const

/** Where a page's Markdown twin lives: '/' → '/index.md', '/curso/f3' → '/curso/f3.md'. */
export const markdownPath = (path: string) => (path === '/' ? '/index.md' : `${path}.md`)

export async function getPublicRoutes(): Promise<PublicRoute[]> {
  const [pages, modules, articles] = await Promise.all([
    Promise.all(STATIC_PAGES.map(async (route) => ({ route, page: await getPage(route.slug) }))),
    getModules(),
    getArticles(),
  ])
  const staticRoutes = pages.flatMap(({ route, page }): PublicRoute[] =>
    page
      ? [
          {
            path: route.path,
            title: page.title,
            description: page.description,
            noindex: Boolean(page.noindex) || LEGAL_PATHS.includes(route.path),
            updatedAt: page.updatedAt,
            kind: 'page',
          },
        ]
      : [],
  )
  const moduleRoutes = modules.map((m): PublicRoute => ({
    path: `/curso/${m.slug}`,
    title: `${m.code}: ${m.title}`,
    description: m.description,
    noindex: false,
    updatedAt: m.updatedAt,
    kind: 'module',
  }))
  const articleRoutes = articles.map((a): PublicRoute => ({
    path: `/radar-ia/${a.slug}`,
    title: a.title,
    description: a.description,
    noindex: false,
    updatedAt: a.updatedAt,
    kind: 'article',
  }))
  return [...staticRoutes, ...moduleRoutes, ...articleRoutes]
}
