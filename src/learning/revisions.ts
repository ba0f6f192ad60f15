import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { isoDay, longDate } from '@/content/dates'
import { emailSite } from '@/content/legal-identity'
import { button, composeEmail, gap, htmlOnly, textOnly, type EmailSite } from '@/email/compose'
import { escapeHtml, html, smallPrint } from '@/email/shell'
import { settings } from '@/env'
import { enqueueOnce } from '@/jobs/queue'
import type { Module } from '@/payload-types'

import { changesOf } from '@/content/changes'

/**
 * Module revisions: the editor publishes a module with a revision date and a short list of changes;
 * the page shows «Actualizado el …» with them, and owners who opted in (`users.moduleUpdates`) get one
 * e-mail per revision. One `module-revision` job per revision (dedupe key: module and day) fans out
 * one `email` job per owner (dedupe key: module, day and account), so a revision never mails twice,
 * however often the module is saved or the job retried. Every e-mail carries a one-click unsubscribe
 * (RFC 8058: `List-Unsubscribe` + `List-Unsubscribe-Post`) signed for its account.
 */

export const revisionKey = (moduleId: number, revisedAt: string) => `module-revision:${moduleId}:${isoDay(revisedAt)}`

/** Queues the revision's fan-out once (in the caller's transaction when given `req`). */
export async function queueRevisionAnnouncement(
  payload: Payload,
  args: { moduleId: number; revisedAt: string },
  req?: PayloadRequest,
) {
  const dedupeKey = revisionKey(args.moduleId, args.revisedAt)
  const { totalDocs } = await payload.count({
    collection: 'outbox',
    where: { dedupeKey: { equals: dedupeKey } },
    req,
    overrideAccess: true,
  })
  if (totalDocs) return
  await enqueueOnce(
    payload,
    { task: 'module-revision', input: { moduleId: args.moduleId, revisedAt: args.revisedAt }, dedupeKey },
    req,
  )
}

/** The `module-revision` job: one e-mail job per owner who wants them (each queued at most once). */
export async function fanOutRevision(payload: Payload, input: { moduleId: number; revisedAt: string }) {
  const module = await payload
    .findByID({ collection: 'modules', id: input.moduleId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!module || module._status === 'draft') return { queued: 0 }
  const { docs: entitlements } = await payload.find({
    collection: 'entitlements',
    where: { and: [{ module: { equals: module.id } }, { revokedAt: { exists: false } }, { user: { exists: true } }] },
    depth: 0,
    limit: 100_000,
    pagination: false,
    overrideAccess: true,
    select: { user: true },
  })
  const userIds = [
    ...new Set(
      entitlements
        .map((e) => (typeof e.user === 'object' ? e.user?.id : e.user))
        .filter((id): id is number => typeof id === 'number'),
    ),
  ]
  if (!userIds.length) return { queued: 0 }
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { and: [{ id: { in: userIds } }, { moduleUpdates: { equals: true } }] },
    depth: 0,
    limit: userIds.length,
    pagination: false,
    overrideAccess: true,
    select: { email: true, name: true },
  })
  const site = emailSite(await payload.findGlobal({ slug: 'site-settings', depth: 0 }))
  let queued = 0
  for (const user of users) {
    const message = revisionEmail(site, module, { id: user.id, email: user.email, name: user.name })
    if (
      await enqueueOnce(payload, {
        task: 'email',
        input: { message },
        dedupeKey: `${revisionKey(module.id, input.revisedAt)}:user:${user.id}`,
      })
    )
      queued++
  }
  return { queued }
}

const sign = (userId: number) =>
  createHmac('sha256', settings.payloadSecret).update(`module-updates-off:${userId}`).digest('base64url').slice(0, 32)

/** A token that turns module e-mails off for one account, without signing in. */
export const unsubscribeToken = (userId: number) => `${userId}.${sign(userId)}`

export function verifyUnsubscribeToken(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 64) return null
  const match = /^(\d{1,12})\.([\w-]{32})$/.exec(token)
  if (!match) return null
  const userId = Number(match[1])
  const expected = Buffer.from(sign(userId))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null
}

export const unsubscribeApiUrl = (userId: number) =>
  `${settings.serverUrl}/api/module-updates/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`
export const unsubscribePageUrl = (userId: number) =>
  `${settings.serverUrl}/avisos/baja?token=${encodeURIComponent(unsubscribeToken(userId))}`

/** Turns the account's module e-mails off (the token was checked). Idempotent. */
export async function setModuleUpdates(payload: Payload, userId: number, enabled: boolean) {
  await payload.update({
    collection: 'users',
    id: userId,
    data: { moduleUpdates: enabled },
    overrideAccess: true,
    context: { system: true, skipRevalidate: true },
  })
}

export function revisionEmail(
  site: EmailSite,
  module: Pick<Module, 'code' | 'title' | 'slug' | 'revisedAt' | 'changeNote'>,
  user: { id: number; email: string; name?: string | null },
) {
  const changes = changesOf(module)
  const url = `${settings.serverUrl}/curso/${module.slug}`
  const off = unsubscribePageUrl(user.id)
  const mail = composeEmail({
    subject: `${module.code} se ha actualizado: ${module.title}`,
    site,
    parts: [
      user.name ? `Hola, ${user.name}:` : 'Hola:',
      gap,
      `Hemos publicado una revisión del módulo ${module.code}: ${module.title} (${longDate(module.revisedAt)}).`,
      changes.length > 0 && [
        gap,
        'Qué ha cambiado:',
        textOnly(...changes.map((c) => `- ${c}`)),
        htmlOnly(html(`<ul>${changes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>`)),
      ],
      gap,
      button(url, 'Ver el módulo actualizado', { text: `Ver el módulo: ${url}` }),
    ],
    footnote: [
      textOnly(`No quiero más avisos: ${off}`, ''),
      htmlOnly(
        smallPrint(
          `Recibes este aviso porque lo activaste en tu panel. <a href="${escapeHtml(off)}">No quiero más avisos de revisiones</a>.`,
        ),
      ),
    ],
  })
  return {
    to: user.email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(user.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
