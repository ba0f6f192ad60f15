import { markdownFor } from '@/readers/markdown'
import { redirectFor } from '@/readers/queries'
import { getPublicRoutes, markdownPath } from '@/readers/routes'
import { notFoundText, textResponse } from '@/readers/text-response'

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
    return notFoundText('404: no hay ninguna versión en Markdown en esta dirección.\n')
  }
  // The HTML page is the one to index; the twin only points to it.
  return textResponse(markdown, {
    type: 'text/markdown; charset=utf-8',
    canonical: path,
    noindex: routes.find((r) => r.path === path)?.noindex ?? false,
  })
}
