import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { accountProvesAddress } from '@/entitlements/credentials'
import { attachGuestRows } from '@/entitlements/grants'
import { attachTeamRows } from '@/teams/team-actions'
import { copyLink, emailButton, emailHtml } from '@/email/shell'
import { parseId } from '@/content/ids'
import { settings } from '@/env'
import { enqueue } from '@/jobs/queue'

/**
 * Proof that an account receives mail at its address. Signing up proves nothing: anyone may type a
 * guest buyer's e-mail. Until the e-mailed link is followed (`emailConfirmedAt` set), the account works
 * for what it owns itself, and nothing bought under the address without an account is shown, attached,
 * exported or erased through it. Following the link attaches those purchases to the account.
 *
 * The link's token names the account and the address it was sent to, with an expiry, under an HMAC:
 * changing the address makes earlier links worthless, and no token is stored.
 */
export const CONFIRMATION_VALID_MS = 7 * 86_400_000

/** Context flag of the writes that confirm an address (collections/hooks/users.ts lets only them set it). */
export const CONFIRMING = 'confirmingEmail'

type Account = { id: number | string; email: string; emailConfirmedAt?: string | null; role?: string | null }

/** Whether the account proved its address: the rule lives with the other credentials (src/entitlements/credentials.ts). */
export const isEmailConfirmed = (user: Pick<Account, 'emailConfirmedAt'> | null | undefined) =>
  accountProvesAddress(user)

const mac = (userId: string, email: string, expires: number) =>
  createHmac('sha256', settings.payloadSecret)
    .update(`confirm-email:${userId}:${email.trim().toLowerCase()}:${expires}`)
    .digest('base64url')

export function confirmationToken(user: Pick<Account, 'id' | 'email'>, now = Date.now()) {
  const expires = now + CONFIRMATION_VALID_MS
  return `${user.id}.${expires}.${mac(String(user.id), user.email, expires)}`
}

/** The account id a token names, if its signature holds for `emailOf(id)` and it has not expired. */
export async function verifyConfirmationToken(
  token: unknown,
  emailOf: (id: string) => Promise<string | null>,
  now = Date.now(),
) {
  if (typeof token !== 'string' || token.length > 300) return null
  const [id, expiresText, given] = token.split('.')
  const expires = Number(expiresText)
  if (!id || !/^\d+$/.test(id) || !parseId(id) || !Number.isFinite(expires) || expires < now || !given) return null
  const email = await emailOf(id)
  if (!email) return null
  const expected = Buffer.from(mac(id, email, expires))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null
}

export function confirmationEmail(user: Pick<Account, 'id' | 'email'>) {
  const link = `${settings.serverUrl}/cuenta/confirmar?token=${encodeURIComponent(confirmationToken(user))}`
  const subject = 'Confirma tu email en Academia GEO'
  const paragraphs = [
    'Confirma que este email es tuyo para terminar de configurar tu cuenta de Academia GEO.',
    'Al confirmarlo verás en tu panel las compras que hayas hecho antes con este email (por ejemplo, como invitado).',
  ]
  const html = emailHtml('Confirma tu email', [
    ...paragraphs,
    emailButton(link, 'Confirmar mi email'),
    'El enlace caduca en 7 días. Si no has creado una cuenta, ignora este mensaje: nadie verá tus compras.',
    copyLink(link),
  ])
  const text = [
    'Confirma tu email',
    '',
    ...paragraphs,
    '',
    `Confirmar mi email: ${link}`,
    '',
    'El enlace caduca en 7 días. Si no has creado una cuenta, ignora este mensaje: nadie verá tus compras.',
  ].join('\n')
  return { subject, html, text }
}

/** Queues the confirmation e-mail; given `req`, in the transaction that created or changed the account. */
export async function queueConfirmationEmail(
  payload: Payload,
  user: Pick<Account, 'id' | 'email'>,
  req?: PayloadRequest,
) {
  await enqueue(payload, { task: 'email', input: { message: { to: user.email, ...confirmationEmail(user) } } }, req)
}

export type Confirmation = { status: 'confirmed'; attached: number; email: string } | { status: 'invalid' }

/**
 * Follows a confirmation link: marks the address confirmed (once; a second click changes nothing) and
 * attaches what was bought under it as a guest to the account.
 */
export async function confirmEmail(payload: Payload, token: unknown): Promise<Confirmation> {
  const users = new Map<string, Account>()
  const id = await verifyConfirmationToken(token, async (userId) => {
    const user = (await payload.findByID({
      collection: 'users',
      id: Number(userId),
      depth: 0,
      disableErrors: true,
    })) as Account | null
    if (user) users.set(userId, user)
    return user?.email ?? null
  })
  const user = id ? users.get(id) : undefined
  if (!user) return { status: 'invalid' }
  if (!user.emailConfirmedAt) {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { emailConfirmedAt: new Date().toISOString() },
      context: { [CONFIRMING]: true },
      depth: 0,
    })
  }
  const attached = await attachGuestRows(payload, { id: Number(user.id) }, user.email)
  // a team bought, or a seat claimed, without an account belongs to the account of that e-mail
  await attachTeamRows(payload, { id: Number(user.id), email: user.email })
  return { status: 'confirmed', attached, email: user.email }
}
