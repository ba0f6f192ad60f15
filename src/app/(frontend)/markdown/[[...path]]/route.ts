import { TEXT_CACHE_CONTROL } from '@/content/ai-files'
import { markdownFor } from '@/content/markdown'
import { redirectFor } from '@/content/queries'
import { getPublicRoutes, markdownPath } from '@/content/routes'
import { absoluteUrl } from '@/content/seo'

/**
 * Markdown twins. src/proxy.ts rewrites GET '/curso/f3.md' here as '/markdown/curso/f3' (and '/index.md'
 * as '/markdown'); direct requests to /markdown never reach this handler.
 */
export const revalidate = false
export const dynamicParams = true

export async function generateStaticParams() {
  return (await getPublicRoutes()).map((r) => ({ path: r.path === '/' ? [] : r.path.slice(1).split('/') }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  const path = `/${((await params).path ?? []).join('/')}`
  const [markdown, routes] = await Promise.all([markdownFor(path), getPublicRoutes()])
  if (markdown === null) {
    // a moved page's twin moved with it
    const moved = await redirectFor(path)
    if (moved) return new Response(null, { status: 308, headers: { Location: markdownPath(moved) } })
    return new Response('404: no hay ninguna versión en Markdown en esta dirección.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const noindex = routes.find((r) => r.path === path)?.noindex
  return new Response(markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': TEXT_CACHE_CONTROL,
      // The HTML page is the one to index; the twin only points to it.
      Link: `<${absoluteUrl(path)}>; rel="canonical"`,
      ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
    },
  })
}
