/**
 * Which browsers ask the API about themselves. The session cookie (`payload-token`) and a guest link's
 * browser grant (`ag-guest`) are HttpOnly: a page's scripts cannot tell whether they are there. Beside
 * each goes a marker the scripts can read, which holds nothing secret: `1` while the credential cookie is
 * set, `0` once the API found it answers for nobody. The header's account menu, the personal offer and
 * the progress marks ask the API only when a marker says `1`, so an anonymous page view sends no request
 * (and a cache in front answers the whole view).
 *
 * Kept beside their cookie by one rule, wherever a credential cookie is written or removed:
 * - every response of the API (`src/app/(payload)/api`) that sets or expires one gets the same on its
 *   marker (`markersFor`): sign-in, sign-up, a password reset, a team buyer's new account, a guest
 *   link's browser grant, sign-out, erasure, Payload's own login, refresh and logout;
 * - a page request that carries a credential cookie without its marker (a session older than the
 *   markers) gets the marker from the proxy (`missingMarkers`);
 * - an API answer that found nobody behind a marked credential sets its marker to `0` (`nobodyMarker`):
 *   a stale marker (a session ended elsewhere, expired or revoked) costs that one request, never a wrong
 *   header. The marker is a hint only: every answer is still decided by the credential itself.
 */

/** Payload's session cookie (`${cookiePrefix}-token`, the prefix left at its default). */
export const SESSION_COOKIE = 'payload-token'
/** GUEST_COOKIE of src/entitlements/guest-token.ts (a layer above this one; a unit test keeps them equal). */
export const GUEST_COOKIE_NAME = 'ag-guest'

export const SESSION_MARKER = 'ag-signed-in'
export const GUEST_MARKER = 'ag-guest-link'

const PAIRS: Record<string, string> = { [SESSION_COOKIE]: SESSION_MARKER, [GUEST_COOKIE_NAME]: GUEST_MARKER }

/** The longest a credential lives (SESSION_MAX_AGE_DAYS's default, GUEST_SESSION_MAX_DAYS): a marker the proxy adds lasts this long. */
const MARKER_DAYS = 30

const marker = (name: string, value: '0' | '1' | '', lifetime: string, secure: boolean) =>
  [`${name}=${value}`, 'Path=/', lifetime, 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ')

const days = (n: number) => `Max-Age=${n * 86_400}`

/** Whether the cookie string (`document.cookie`, a Cookie header) has the marker set to `1`. */
export function isMarked(cookies: string | null | undefined, name: string): boolean {
  return (cookies ?? '').split(';').some((part) => part.trim() === `${name}=1`)
}

function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/**
 * The markers that follow a response's Set-Cookie headers: a credential cookie set gets its marker `1`
 * with the same expiry; one removed (empty, `Max-Age=0` or an expiry in the past) has its marker removed.
 */
export function markersFor(setCookies: readonly string[], now = new Date()): string[] {
  const out: string[] = []
  for (const header of setCookies) {
    const [pair, ...attributes] = header.split(';').map((s) => s.trim())
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq)
    const markerName = PAIRS[name]
    if (eq < 1 || !markerName) continue
    const value = pair.slice(eq + 1)
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key.toLowerCase()}=`))?.slice(key.length + 1) ?? null
    const secure = attributes.some((a) => /^secure(?:=|$)/i.test(a))
    const maxAge = attribute('Max-Age')
    const expires = attribute('Expires')
    const removed =
      !value ||
      (maxAge !== null && Number(maxAge) <= 0) ||
      (maxAge === null && expires !== null && new Date(expires).getTime() <= now.getTime())
    if (removed) out.push(marker(markerName, '', 'Max-Age=0', secure))
    else
      out.push(
        marker(
          markerName,
          '1',
          maxAge !== null ? `Max-Age=${maxAge}` : expires ? `Expires=${expires}` : days(MARKER_DAYS),
          secure,
        ),
      )
  }
  return out
}

/** For the proxy: the markers a request's credential cookies lack (set `1` for MARKER_DAYS). */
export function missingMarkers(cookies: string | null | undefined, secure: boolean): string[] {
  return Object.entries(PAIRS)
    .filter(([cookie, markerName]) => cookieValue(cookies, cookie) && cookieValue(cookies, markerName) === null)
    .map(([, markerName]) => marker(markerName, '1', days(MARKER_DAYS), secure))
}

/**
 * An API answer that found nobody behind these credentials: each marker the request showed as `1` is set
 * to `0`, so the next page views ask no more (until a new sign-in or link sets it again).
 */
export function nobodyMarkers(cookies: string | null | undefined, names: readonly string[], secure: boolean): string[] {
  return names.filter((name) => isMarked(cookies, name)).map((name) => marker(name, '0', days(MARKER_DAYS), secure))
}

/** The response with the markers its Set-Cookie headers call for (`markersFor`) appended. */
export function withMarkers(response: Response): Response {
  const markers = markersFor(response.headers.getSetCookie())
  if (!markers.length) return response
  const headers = new Headers(response.headers)
  for (const cookie of markers) headers.append('Set-Cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
