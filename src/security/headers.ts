/**
 * Security headers, decided in one place and applied by next.config.ts (every response), src/proxy.ts
 * (the admin's per-request nonce) and deploy/nginx.conf (HSTS, only when the visitor came over https).
 *
 * Public pages are prerendered and cached, and Next writes their React payload into inline scripts
 * (`self.__next_f.push(…)`) whose content changes with every publish: neither a nonce (it would make
 * every page dynamic) nor build-time hashes (stale after the first publish) can allow them. Their
 * policy therefore allows inline scripts but nothing else: scripts only from this origin, no eval, no
 * plugins, no <base>, forms and connections only to this origin, framing only by this origin (the
 * admin's live preview). The admin is dynamic anyway, so it gets a fresh nonce and 'strict-dynamic'.
 */

type Directives = Record<string, string[]>

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

const common = (dev: boolean): Directives => ({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  // Live preview (admin) frames the site: this origin only, never other sites (clickjacking).
  'frame-ancestors': ["'self'"],
  'frame-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // Payload, sonner and emotion set un-nonced inline styles; a nonce here would disable 'unsafe-inline'.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Development only: the dev server's websocket (HMR) and React's eval-based debugging.
  'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
})

const devEval = (dev: boolean) => (dev ? ["'unsafe-eval'"] : [])

/** The static policy of every response outside the admin (pages, API, Markdown twins, text files). */
export const publicContentSecurityPolicy = (dev = false) =>
  serialize({ ...common(dev), 'script-src': ["'self'", "'unsafe-inline'", ...devEval(dev)] })

/**
 * The admin's policy: only scripts carrying this request's nonce run, and what they load
 * ('strict-dynamic'). Monaco (code/JSON fields, loaded from cdn.jsdelivr.net) is not allowed: no
 * collection has such a field; adding one means allowing that host here. Avatars are Payload's default
 * icon (`admin.avatar: 'default'`), so gravatar.com is not needed either.
 */
export const adminContentSecurityPolicy = (nonce: string, dev = false) =>
  serialize({ ...common(dev), 'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...devEval(dev)] })

/** A fresh nonce per request (128 random bits, base64). */
export const createNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))

/** Headers every response carries, whatever its type. The CSP is added by `securityHeaderRules`. */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers without frame-ancestors; same rule: framing by this origin only.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
] as const

/** next.config.ts `headers()` rules: the static headers everywhere, the public CSP outside /admin. */
export const securityHeaderRules = (dev: boolean) => [
  { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
  {
    source: '/:path((?!admin(?:/|$)).*)',
    headers: [{ key: 'Content-Security-Policy', value: publicContentSecurityPolicy(dev) }],
  },
]

/**
 * Pages answer with HTML or, to a client that prefers text/markdown, with their Markdown twin (src/proxy.ts):
 * every page response says so, for browsers' and CDNs' caches (nginx keys on the same preference).
 */
export const NEGOTIATED_RULE = {
  source: '/:path((?!admin(?:/|$)|api(?:/|$)|_next(?:/|$)).*)',
  headers: [{ key: 'Vary', value: 'Accept' }],
}

/** HSTS value (sent by nginx on https requests only; two years, subdomains). */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * The session cookie is `Secure` when the site is served over https (its public URL says so; nginx
 * and any TLS terminator in front forward X-Forwarded-Proto). Not on NODE_ENV alone: a production
 * build served over plain http on loopback (the test harness) would never get its cookie back.
 */
export const servedOverHttps = (serverUrl: string) => /^https:\/\//i.test(serverUrl)
