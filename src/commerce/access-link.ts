/**
 * The e-mailed access link of guest buyers: sent after a purchase and on "lost your link?" requests.
 * The grants themselves live in src/entitlements/guest-access.ts.
 */
import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/database/transaction'
import { guestModules, issueGuestGrant } from '@/entitlements/guest-access'
import { settings as env } from '@/env'
import { emailSite } from '@/content/legal-identity'
import { enqueue } from '@/jobs/queue'

import { accessLinkEmail, type AccessEmailReason, type ConsentRecord } from './emails'
import { hasGuestPurchases } from './order-history'

export const guestLink = (token: string) => `${env.serverUrl}/guest-access?token=${encodeURIComponent(token)}`

/**
 * Queues the e-mail with a link to everything the address owns as a guest. Given `req`, the e-mail is
 * queued in that transaction: it goes out if and only if the grant it carries was committed.
 */
export async function sendAccessEmail(
  payload: Payload,
  email: string,
  token: string,
  expiresAt: Date,
  reason: AccessEmailReason,
  req?: PayloadRequest,
  /** a purchase e-mail repeats the withdrawal consent given at checkout */
  consent?: ConsentRecord | null,
) {
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const modules = await guestModules(payload, email, req)
  const message = accessLinkEmail({
    ...emailSite(site),
    link: guestLink(token),
    expiresAt,
    guides: modules.map((m) => `${m.code} · ${m.title}`),
    reason,
    consent,
  })
  await enqueue(payload, { task: 'email', input: { message: { to: email, ...message } } }, req)
}

/**
 * "Lost your link?": e-mails a fresh link when the address owns something as a guest, or once paid as a
 * guest (a refunded buyer still reaches their orders, refunds and invoices; the grant and its e-mail in
 * one transaction). Runs as a queued job, so the form answers at once and the same way
 * whatever the address bought: nobody learns it from the answer or its timing.
 */
export async function resendAccessLink(payload: Payload, email: string) {
  const normalized = email.trim().toLowerCase()
  const modules = await guestModules(payload, normalized)
  if (!modules.length && !(await hasGuestPurchases(payload, normalized))) return false
  await inTransaction(payload, async (req) => {
    const { token, expiresAt } = await issueGuestGrant(
      payload,
      {
        email: normalized,
        purpose: 'resend',
        productType: modules.length > 1 ? 'complete' : 'module',
        moduleId: modules.length === 1 ? modules[0].id : null,
      },
      req,
    )
    await sendAccessEmail(payload, normalized, token, expiresAt, 'resend', req)
  })
  return true
}

/** Queues a "lost your link?" request (the work above runs in the job queue). */
export const requestAccessLink = (payload: Payload, email: string) =>
  enqueue(payload, { task: 'resend-access-link', input: { email: email.trim().toLowerCase() } })
