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

const sign = (userId: number, expires: number) => createHmac('sha256', settings.payloadSecret).update(`erase:${userId}:${expires}`).digest('base64url')

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

/** Payload's own password check (pbkdf2-sha256, 25 000 rounds, as its local strategy stores it). */
export async function passwordMatches(payload: Payload, userId: number, password: string) {
  const user = (await payload.findByID({ collection: 'users', id: userId, depth: 0, showHiddenFields: true, disableErrors: true })) as
    | { hash?: string; salt?: string }
    | null
  if (!user?.hash || !user.salt) return false
  const derived = await promisify(pbkdf2)(password, user.salt, 25_000, 512, 'sha256')
  const stored = Buffer.from(user.hash, 'hex')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}
