import crypto from 'node:crypto'

/**
 * Guest access tokens: 256 random bits, base64url in the link; only their SHA-256 hash is stored.
 */
export const TOKEN_BYTES = 32

export function newGuestToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, hash: hashGuestToken(token) }
}

export function hashGuestToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Shape check before any database work: 43 base64url characters. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}

export function guestLinkExpiry(validityDays: number, now = new Date()): Date {
  return new Date(now.getTime() + validityDays * 24 * 60 * 60 * 1000)
}

export function isExpired(expiresAt: string | Date, now = new Date()): boolean {
  return new Date(expiresAt).getTime() <= now.getTime()
}

/**
 * The browser grant a valid guest link leaves behind, so that its holder reads the purchased modules
 * online: an HttpOnly cookie '<grant id>.<expiry ms>.<HMAC>'. It names the guest grant, which is looked
 * up on every request (a revoked or expired grant ends it), and never carries the link's token.
 */
export const GUEST_COOKIE = 'ag-guest'
/** A browser grant lasts as long as its link, at most this long; opening the link again renews it. */
export const GUEST_SESSION_MAX_DAYS = 30

const sessionMac = (body: string, secret: string) =>
  crypto.createHmac('sha256', `guest-session:${secret}`).update(body, 'utf8').digest('base64url')

export function signGuestSession(grantId: number, linkExpiresAt: string | Date, secret: string, now = new Date()) {
  const expiresAt = Math.min(new Date(linkExpiresAt).getTime(), now.getTime() + GUEST_SESSION_MAX_DAYS * 86_400_000)
  const body = `${grantId}.${expiresAt}`
  return { value: `${body}.${sessionMac(body, secret)}`, expiresAt: new Date(expiresAt) }
}

/** The grant id of a well-formed, correctly signed, unexpired browser grant; null otherwise. */
export function readGuestSession(value: unknown, secret: string, now = new Date()): { grantId: number } | null {
  if (typeof value !== 'string' || value.length > 200) return null
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value)
  if (!match) return null
  const expected = Buffer.from(sessionMac(`${match[1]}.${match[2]}`, secret))
  const given = Buffer.from(match[3])
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null
  if (Number(match[2]) <= now.getTime()) return null
  return { grantId: Number(match[1]) }
}

/** The Set-Cookie value of a browser grant (or of its removal, with `value` null). */
export function guestSessionCookie(value: string | null, expiresAt: Date, secure: boolean) {
  const parts = [`${GUEST_COOKIE}=${value ?? ''}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  parts.push(value ? `Expires=${expiresAt.toUTCString()}` : 'Max-Age=0')
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
