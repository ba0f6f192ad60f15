import { expect } from 'vitest'

import { api, appUrl } from './api'
import { firstLink, type Mailbox } from './mail'

/**
 * Follows the next «Confirma tu email» link arriving in `inbox` (as its owner would): the page opens, the
 * token confirms the address. Open the mailbox before the sign-up or resend that sends the link.
 */
export async function confirmAddress(inbox: Mailbox) {
  const mail = await inbox.next((m) => /Confirma tu email/.test(m.subject))
  const link = firstLink(mail, /https?:\/\/[^\s"<]+\/cuenta\/confirmar\?token=[^\s"<]+/)
  const token = new URL(link).searchParams.get('token')!
  expect((await fetch(link.replace(new URL(link).origin, appUrl()))).status).toBe(200)
  const confirmed = await api('POST', '/api/account/confirm-email', { body: { token } })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  return confirmed.body as { confirmed: true; attached: number; message: string }
}
