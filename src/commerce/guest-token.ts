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
