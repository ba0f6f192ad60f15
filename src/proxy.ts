import { NextResponse, type NextRequest } from 'next/server'

/**
 * Signed-in module pages and Markdown twins.
 *
 * Markdown twins: a GET for '/curso/f3.md' is answered by the route /markdown/curso/f3 ('/index.md' is
 * the home; its answers carry a canonical Link to the HTML page). Nothing else passes through here: the
 * matcher leaves /admin, /api and /_next alone. Rewritten requests may pass through again (as when the
 * server binds to one address), so every branch must also accept its own rewrite targets.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // Paid modules for signed-in visitors and guest buyers (the matcher only lets requests with the
  // session cookie or a guest grant cookie through): the dynamic page reads the module as them, owners
  // get the premium sections.
  const paidModule = /^\/curso\/(f[1-9])$/.exec(pathname)
  if (paidModule) {
    const url = request.nextUrl.clone()
    url.pathname = `/miembros/curso/${paidModule[1]}`
    return NextResponse.rewrite(url)
  }
  const twin = /^(\/(?:[^/]+\/)*[^/]+)\.md$/.exec(pathname)
  if (!twin || (request.method !== 'GET' && request.method !== 'HEAD')) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = twin[1] === '/index' ? '/markdown' : `/markdown${twin[1]}`
  return NextResponse.rewrite(url)
}

export const config = {
  // Anonymous visitors of module pages never reach the proxy: the prerendered page is served as is.
  // 'ag-guest' is GUEST_COOKIE (src/commerce/guest-token.ts); the matcher must be a literal.
  matcher: [
    { source: '/curso/:slug', has: [{ type: 'cookie', key: 'payload-token' }] },
    { source: '/curso/:slug', has: [{ type: 'cookie', key: 'ag-guest' }] },
    '/((?!admin(?:/|$)|api(?:/|$)|_next(?:/|$)).*\\.md)',
  ],
}
