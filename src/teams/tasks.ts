/**
 * The teams' background tasks (issue 28). `seat-invitation`: the e-mail with a seat's invitation link,
 * queued by the manager's write in the same transaction (src/teams/team-actions.ts), so the link and its
 * e-mail exist together or not at all.
 *
 * The token: only its hash is stored on the seat, so the job is the one place the link lives until the
 * e-mail leaves — as every queued e-mail with a link does (src/jobs/email.ts). The outbox is closed to
 * everyone but the worker, the job checks before sending that the token is still the seat's (a link
 * reassigned, withdrawn or claimed in the meantime is not sent), and once done the row keeps only the
 * seat and the address (`redact`), never the token.
 */
import type { Payload } from 'payload'

import { legalLine } from '@/content/legal-identity'
import { emailButton, emailHtml, copyLink, legalFooter, legalText, supportLine, escapeHtml, html } from '@/email/shell'
import { hashGuestToken } from '@/entitlements/guest-token'
import { settings as env } from '@/env'
import { deliverEmail } from '@/jobs/email'
import type { Tasks } from '@/jobs/task'

declare module '@/jobs/task' {
  interface TaskInputs {
    'seat-invitation': { seatId: number; token: string; to: string }
  }
}

export const inviteLink = (token: string) => `${env.serverUrl}/equipo/unirse?token=${encodeURIComponent(token)}`

/** Who invites, as the e-mail and the claim page name them: the company on the invoice, else the buyer's address. */
export const inviterName = (order: { buyer?: { businessName?: string | null } | null; email?: string | null }) =>
  order.buyer?.businessName?.trim() || order.email || 'Tu equipo'

/** The product without its article: «módulo F2 · …», «curso completo de Academia GEO» (texts add «al», «el», «en el»). */
export const productName = (seat: { productType: 'complete' | 'module'; module?: unknown }) => {
  if (seat.productType === 'complete') return 'curso completo de Academia GEO'
  const m = seat.module as { code?: string; title?: string } | null
  return m && typeof m === 'object' ? `módulo ${m.code} · ${m.title}` : 'módulo de Academia GEO'
}

export function invitationEmail(args: { siteName: string; supportEmail: string; inviter: string; product: string; link: string; gift?: string | null; legal?: string }) {
  const subject = args.gift !== undefined ? `Te han regalado el ${args.product}` : `${args.inviter} te invita al ${args.product}`
  const intro = `${args.inviter} te ha reservado una plaza en el ${args.product}.`
  const parts = [
    intro,
    args.gift ? html(`<blockquote style="border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${escapeHtml(args.gift)}</blockquote>`) : null,
    'Acepta la invitación con este enlace: puedes hacerlo con tu cuenta o, si no tienes, con este mismo email.',
    emailButton(args.link, 'Aceptar la invitación'),
    copyLink(args.link),
    supportLine(args.supportEmail),
    legalFooter(args.legal),
  ]
  const text = [intro, ...(args.gift ? ['', args.gift] : []), '', `Acepta la invitación: ${args.link}`, ...legalText(args.legal)].join('\n')
  return { subject, html: emailHtml(subject, parts), text }
}

async function sendInvitation(payload: Payload, input: { seatId: number; token: string; to: string }, job: { id: number; fence(): Promise<boolean> }) {
  const seat = await payload.findByID({ collection: 'seats', id: input.seatId, depth: 1, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  // a link replaced, withdrawn or already used is never sent
  if (!seat || seat.status !== 'invited' || seat.inviteTokenHash !== hashGuestToken(input.token) || seat.invitedEmail !== input.to) return { skipped: true }
  const order = typeof seat.order === 'object' ? seat.order : await payload.findByID({ collection: 'orders', id: seat.order, depth: 0, overrideAccess: true })
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = invitationEmail({
    siteName: site.siteName,
    supportEmail: site.supportEmail,
    inviter: inviterName(order),
    product: productName(seat),
    link: inviteLink(input.token),
    gift: order.purpose === 'gift' ? (order.gift?.message ?? null) : undefined,
    legal: legalLine(site),
  })
  await deliverEmail(payload, { to: input.to, ...message }, job)
  return { sent: true }
}

export const teamTasks: Tasks<'seat-invitation'> = {
  'seat-invitation': {
    run: sendInvitation,
    redact: (input) => ({ seatId: input.seatId, to: input.to, redacted: true }),
  },
}
