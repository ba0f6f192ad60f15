import { NextResponse, type NextRequest } from 'next/server'

import { isPaidModuleSlug } from './content/module-slug'
import { markdownRouteFor, prefersMarkdown } from './content/negotiation'
import { PREVIEW_HEADERS } from './content/preview-headers'
import { settings } from './env'
import { adminContentSecurityPolicy, createNonce, servedOverHttps } from './security/headers'
import { missingMarkers } from './security/presence'
import { actionPostProblem, isActionPost } from './security/server-actions'

/**
 * The admin's nonce, signed-in module pages, Markdown twins and the presence markers.
 *
 * Admin: every request gets a fresh nonce in its Content-Security-Policy; Next reads it from the
 * request header and puts it on its own scripts. Only the admin (dynamic anyway) passes here for it: a
 * nonce would make prerendered public pages dynamic (they get next.config.ts's static policy).
 *
 * Markdown twins: a GET for '/curso/f3.md' is answered by the route /markdown/curso/f3 ('/index.md' is
 * the home; its answers carry a canonical Link to the HTML page). So is a GET for '/curso/f3' itself whose
 * Accept header prefers text/markdown (AI agents; src/content/negotiation.ts): the matcher lets only
 * those through, never browsers. Nothing else passes through here: the matcher leaves /api and /_next alone. Rewritten requests may pass through again (as when the
 * server binds to one address), so every branch must also accept its own rewrite targets.
 */
export function proxy(request: NextRequest) {
  const response = route(request)
  // Staff previewing drafts (Next's draft-mode cookie, src/readers/preview.ts): never indexed, never
  // stored by a cache in between, whatever the page.
  if (request.cookies.has(DRAFT_MODE_COOKIE) && !request.nextUrl.pathname.startsWith('/admin')) {
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) response.headers.set(name, value)
  }
  // A session or guest grant without its marker (one older than the markers): the page brings it, once.
  for (const cookie of missingMarkers(request.headers.get('cookie'), servedOverHttps(settings.serverUrl)))
    response.headers.append('Set-Cookie', cookie)
  return response
}

/** Next's draft-mode cookie (its name is fixed by Next). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

function route(request: NextRequest) {
  const { pathname } = request.nextUrl
  // A path Next cannot percent-decode would end in its 500 page (it has no 400 page to render).
  if (!isDecodable(pathname)) {
    return new NextResponse('Dirección no válida.', {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return withAdminNonce(request)
  // Posts to pages (server actions, form posts): cross-site, unknown length or too large → 4xx, not Next's 500.
  if (isActionPost(request.method, request.headers)) {
    const problem = actionPostProblem(request.headers, settings.bodyLimits.jsonBytes)
    if (problem) {
      return new NextResponse(problem.message, {
        status: problem.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })
    }
  }
  const negotiated =
    (request.method === 'GET' || request.method === 'HEAD') && prefersMarkdown(request.headers.get('accept'))
  const markdownRoute = negotiated ? markdownRouteFor(pathname) : null
  if (markdownRoute) {
    const url = request.nextUrl.clone()
    url.pathname = markdownRoute
    return NextResponse.rewrite(url)
  }
  // Paid modules for signed-in visitors and guest buyers (the matcher only lets requests with the
  // session cookie or a guest grant cookie through): the dynamic page reads the module as them, owners
  // get the premium sections.
  const paidModule = /^\/curso\/([^/]+)$/.exec(pathname)?.[1]
  if (isPaidModuleSlug(paidModule)) {
    const url = request.nextUrl.clone()
    url.pathname = `/miembros/curso/${paidModule}`
    return NextResponse.rewrite(url)
  }
  const twin = !/^\/(?:admin|api|_next)(?:\/|$)/.test(pathname) && /^(\/(?:[^/]+\/)*[^/]+)\.md$/.exec(pathname)
  if (!twin || (request.method !== 'GET' && request.method !== 'HEAD')) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = twin[1] === '/index' ? '/markdown' : `/markdown${twin[1]}`
  return NextResponse.rewrite(url)
}

function withAdminNonce(request: NextRequest) {
  const policy = adminContentSecurityPolicy(createNonce(), process.env.NODE_ENV === 'development')
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // Anonymous visitors of module pages never reach the proxy: the prerendered page is served as is.
  // 'ag-guest' is GUEST_COOKIE (src/entitlements/guest-token.ts); the matcher must be a literal.
  matcher: [
    '/admin',
    '/admin/:path*',
    { source: '/curso/:slug', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/curso/:slug', has: [{ type: 'cookie', key: 'ag-guest' }] },
    '/((?!admin(?:/|$)|api(?:/|$)|_next(?:/|$)).*\\.md)',
    // AI agents asking for Markdown by content negotiation (browsers never send text/markdown).
    {
      source: '/((?!admin(?:/|$)|api(?:/|$)|_next(?:/|$)).*)',
      has: [{ type: 'header', key: 'accept', value: '.*text/markdown.*' }],
    },
    // Paths with percent escapes, to refuse the malformed ones.
    '/(.*%.*)',
    // Posts to pages: server actions (Next-Action header) and HTML form posts, checked before Next reads them.
    { source: '/((?!api(?:/|$)|_next(?:/|$)).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api(?:/|$)|_next(?:/|$)).*)',
      has: [
        { type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded).*' },
      ],
    },
    // A credential cookie without its marker (src/security/presence.ts: SESSION_MARKER, GUEST_MARKER): every page, to add it.
    {
      source: '/((?!api(?:/|$)|_next(?:/|$)).*)',
      has: [{ type: 'cookie', key: 'payload-token' }],
      missing: [{ type: 'cookie', key: 'ag-signed-in' }],
    },
    {
      source: '/((?!api(?:/|$)|_next(?:/|$)).*)',
      has: [{ type: 'cookie', key: 'ag-guest' }],
      missing: [{ type: 'cookie', key: 'ag-guest-link' }],
    },
    // Draft preview (DRAFT_MODE_COOKIE): every page, for its headers.
    { source: '/((?!api(?:/|$)|_next(?:/|$)).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
  ],
}

function isDecodable(path: string) {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
