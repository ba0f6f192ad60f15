/**
 * Where a visitor may be sent after signing in (`/auth?redirect=…`): only a path of this site.
 *
 * The target is normalised first (as a browser would resolve it against this origin: dot segments
 * removed, percent-encoding kept) and the result is checked, so `/.//evil.example` (which resolves to
 * `//evil.example`, a protocol-relative URL) is refused like `//evil.example` itself. Anything that is not
 * a plain same-origin path goes to `fallback`; the auth screens themselves too (no loops).
 */
const BASE = 'http://same-origin.invalid'

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 500 || !target.startsWith('/')) return fallback
  // Control characters, backslashes (browsers read them as '/') and whitespace never belong in a path we emit.
  if (/[\u0000-\u0020\u007f\\]/.test(target)) return fallback
  let url: URL
  try {
    url = new URL(target, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  // After normalisation the path must still be origin-relative: one leading slash, not '//' or '/\'.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback
  // And stable: resolving it again gives the same same-origin path (no second-round tricks).
  const again = new URL(path, BASE)
  if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return fallback
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback
  return path
}
