/**
 * Content negotiation for AI agents: a request whose Accept header prefers text/markdown gets the page's
 * Markdown twin (the same text as path + '.md') instead of its HTML. Both answers say `Vary: Accept`,
 * and the nginx micro-cache keys on the same preference (deploy/nginx.conf), so they never mix.
 */

/** The quality Accept gives `type` (exact type, then 'text/*', then '*\/*'), 0 when absent. */
function quality(accept: string, type: string) {
  let best = -1
  let specificity = -1
  const [major] = type.split('/')
  for (const part of accept.split(',')) {
    const [range, ...params] = part.trim().toLowerCase().split(';')
    const level = range === type ? 2 : range === `${major}/*` ? 1 : range === '*/*' ? 0 : -1
    if (level < 0 || level < specificity) continue
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    const value = q === undefined ? 1 : Math.min(1, Number(q) || 0)
    if (level > specificity || value > best) best = value
    specificity = level
  }
  return Math.max(0, best)
}

/** Whether the client asks for Markdown by name and likes it at least as much as HTML. */
export function prefersMarkdown(accept: string | null | undefined) {
  if (!accept || !/text\/markdown/i.test(accept)) return false
  const markdown = quality(accept, 'text/markdown')
  return markdown > 0 && markdown >= quality(accept, 'text/html')
}

/** Paths that are HTML only: personal and transactional screens, shared checker results, the twins' own route. */
const HTML_ONLY =
  /^\/(?:admin|api|_next|markdown|miembros|checkout|success|auth|dashboard|cuenta|guest-access|herramientas\/comprobador\/r)(?:\/|$)/

/** The Markdown twin's route for a page path, or null when the path has none to offer. */
export function markdownRouteFor(pathname: string): string | null {
  if (HTML_ONLY.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return null
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return path === '/' ? '/markdown' : `/markdown${path}`
}
