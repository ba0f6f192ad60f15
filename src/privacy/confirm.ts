import { createHmac, pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

import { settings } from '@/env'

/**
 * Erasure by the customer takes two steps: the password proves it is them (step 1 answers a short-lived
 * confirmation token bound to the account), then they confirm knowingly (step 2 sends the token back with
 * the word ELIMINAR).
 */
export const ERASE_CONFIRM_WORD = 'ELIMINAR'
const VALID_MS = 10 * 60_000

const sign = (userId: number, expires: number) =>
  createHmac('sha256', settings.payloadSecret).update(`erase:${userId}:${expires}`).digest('base64url')

export function eraseConfirmToken(userId: number, now = Date.now()) {
  const expires = now + VALID_MS
  return `${expires}.${sign(userId, expires)}`
}

export function validEraseConfirmToken(userId: number, token: string, now = Date.now()) {
  const [expiresText, mac] = token.split('.')
  const expires = Number(expiresText)
  if (!Number.isFinite(expires) || expires < now || !mac) return false
  const expected = Buffer.from(sign(userId, expires))
  const given = Buffer.from(mac)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Payload's own password check, in both formats its local strategy stores: since 3.90,
 * `pbkdf2-sha256-v1:<hex>` (600 000 rounds, 32 bytes); before, bare hex (25 000 rounds, 512 bytes),
 * kept by accounts that have not changed their password since.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
export function passwordHashParameters(hash: string) {
  return hash.startsWith(CURRENT_PREFIX)
    ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { hex: hash, iterations: 25_000, keyLength: 512 }
}

export async function passwordMatches(payload: Payload, userId: number, password: string) {
  const user = (await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    showHiddenFields: true,
    disableErrors: true,
  })) as { hash?: string; salt?: string } | null
  if (!user?.hash || !user.salt) return false
  const { hex, iterations, keyLength } = passwordHashParameters(user.hash)
  const derived = await promisify(pbkdf2)(password, user.salt, iterations, keyLength, 'sha256')
  const stored = Buffer.from(hex, 'hex')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}
