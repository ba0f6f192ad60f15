import { APIError, type PayloadRequest } from 'payload'

import {
  clientAddress,
  hashKey,
  hitRateLimit,
  rateLimitKey,
  returnRateLimitHit,
  type RateLimitRule,
} from '@/security/rate-limit'

/**
 * Limits on everything that creates an account, signs in or sends a password e-mail, whichever route it
 * comes through: the site's own endpoints and Payload's built-in REST and GraphQL operations alike.
 */
export const RULES = {
  signupByAddress: { name: 'signup', limit: 20, windowMs: 3_600_000 },
  forgotByAddress: { name: 'forgot-ip', limit: 10, windowMs: 3_600_000 },
  forgotByEmail: { name: 'forgot', limit: 5, windowMs: 3_600_000 },
  /** wrong passwords for one account from one address (a right one gives its attempt back) */
  signInByAccountAndAddress: { name: 'login', limit: 5, windowMs: 15 * 60_000 },
  /** wrong passwords from one address, whatever the account (guessing across accounts) */
  signInByAddress: { name: 'login-ip', limit: 100, windowMs: 3_600_000 },
  /** confirmation e-mails asked for by one account */
  confirmationByAccount: { name: 'confirm-email', limit: 5, windowMs: 3_600_000 },
} satisfies Record<string, RateLimitRule>

/** Rules whose subject is an e-mail address: erasing a person removes their counters (src/privacy/erase.ts). */
export const EMAIL_KEYED_RULES: Pick<RateLimitRule, 'name'>[] = [RULES.forgotByEmail, { name: 'resend-email' }]

export const SIGNUP_THROTTLED = 'Demasiados registros desde esta conexión. Inténtalo más tarde.'
export const FORGOT_THROTTLED =
  'Has pedido demasiados enlaces para restablecer la contraseña. Inténtalo dentro de una hora.'
export const SIGNIN_THROTTLED =
  'Demasiados intentos fallidos desde esta conexión. Espera 15 minutos o restablece tu contraseña con «¿Has olvidado tu contraseña?».'

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

/**
 * One sign-in counter per account and address, keyed `login:<hash(e-mail)>:<hash(address)>`: erasure
 * finds an account's counters by the exact hash of its e-mail (`signInKeyPrefix`), never by text search.
 */
const signInRule = (email: string) => ({
  ...RULES.signInByAccountAndAddress,
  name: `${RULES.signInByAccountAndAddress.name}:${hashKey(email)}`,
})
export const signInKeyPrefix = (email: string) => `${signInRule(email.trim().toLowerCase()).name}:`

/**
 * A sign-in attempt: counted before the password is checked (so concurrent guesses are counted one by
 * one), per account and address and per address; a right password gives both back
 * (`returnSignInAttempt`). Past either limit: `Throttled`. There is no account-wide lock: a stranger
 * guessing from elsewhere never keeps the owner out.
 */
export async function throttleSignIn(req: PayloadRequest, email: unknown) {
  const address = clientAddress(req.headers)
  const account = typeof email === 'string' ? email.trim().toLowerCase() : ''
  const byAccount = await hitRateLimit(req.payload, signInRule(account), address)
  const byAddress = await hitRateLimit(req.payload, RULES.signInByAddress, address)
  req.context.signInHits = [byAccount, byAddress]
  if (!byAccount.allowed || !byAddress.allowed) throw new Throttled(SIGNIN_THROTTLED)
}

/** The password was right: the attempts counted for it are given back. */
export async function returnSignInAttempt(req: PayloadRequest) {
  const hits = req.context.signInHits as { key: string; windowStart: Date }[] | undefined
  req.context.signInHits = undefined
  for (const hit of hits ?? []) await returnRateLimitHit(req.payload, hit)
}

/** The key of a rule's counter for an e-mail (erasure). */
export const emailKeys = (email: string) =>
  EMAIL_KEYED_RULES.map((rule) => rateLimitKey(rule, email.trim().toLowerCase()))
