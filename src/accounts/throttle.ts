import { APIError, type PayloadRequest } from 'payload'

import { clientAddress, hitRateLimit, type RateLimitRule } from '@/security/rate-limit'

/**
 * Limits on everything that creates an account or sends a password e-mail, whichever route it comes
 * through: the site's own endpoints and Payload's built-in REST and GraphQL operations alike.
 */
export const RULES = {
  signupByAddress: { name: 'signup', limit: 20, windowMs: 3_600_000 },
  forgotByAddress: { name: 'forgot-ip', limit: 10, windowMs: 3_600_000 },
  forgotByEmail: { name: 'forgot', limit: 5, windowMs: 3_600_000 },
} satisfies Record<string, RateLimitRule>

export const SIGNUP_THROTTLED = 'Demasiados registros desde esta conexión. Inténtalo más tarde.'
export const FORGOT_THROTTLED = 'Has pedido demasiados enlaces para restablecer la contraseña. Inténtalo dentro de una hora.'

/** A 429 whose Spanish message reaches the client (REST, GraphQL and our endpoints). */
export class Throttled extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
  }
}

export const isThrottled = (error: unknown): error is Throttled => error instanceof APIError && error.status === 429

/** One more account created from this address; throws `Throttled` past the limit. */
export async function throttleSignup(req: PayloadRequest) {
  const hit = await hitRateLimit(req.payload, RULES.signupByAddress, clientAddress(req.headers))
  if (!hit.allowed) throw new Throttled(SIGNUP_THROTTLED)
}

/** One more reset e-mail asked for from this address and for this e-mail; throws past either limit. */
export async function throttleForgotPassword(req: PayloadRequest, email: unknown) {
  const byAddress = await hitRateLimit(req.payload, RULES.forgotByAddress, clientAddress(req.headers))
  const normalised = typeof email === 'string' ? email.trim().toLowerCase() : ''
  const byEmail = normalised ? await hitRateLimit(req.payload, RULES.forgotByEmail, normalised) : { allowed: true }
  if (!byAddress.allowed || !byEmail.allowed) throw new Throttled(FORGOT_THROTTLED)
}
