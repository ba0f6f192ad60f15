import type { Payload, PayloadRequest } from 'payload'

import { verifyGuestToken } from './guest-access'
import { isModuleSlug } from '@/content/module-slug'
import type { GuestGrant, Module, User } from '@/payload-types'
import { stampedGuide } from '@/pdf/files'

import { readByDownload } from '@/learning/progress'

import { recordFirstUse } from './first-use'
import { ownedModuleIds } from './ownership'

export type DownloadDecision =
  | { allowed: true; module: Module; email: string; user?: User; grant?: GuestGrant }
  | { allowed: false; status: 401 | 403 | 404; message: string }

/**
 * Who may download a module's guide, decided on the server for every request: a signed-in account
 * that owns the module (entitlement not revoked), or the holder of a valid, unexpired guest link whose
 * e-mail owns it.
 */
export async function authoriseDownload(
  payload: Payload,
  args: { moduleSlug: string; user?: PayloadRequest['user']; token?: string | null },
): Promise<DownloadDecision> {
  if (!isModuleSlug(args.moduleSlug)) return { allowed: false, status: 404, message: 'Archivo no encontrado' }
  const { docs } = await payload.find({
    collection: 'modules',
    where: { slug: { equals: args.moduleSlug } },
    limit: 1,
    depth: 0,
  })
  const module = docs[0]
  if (!module || module.free || !module.guide) return { allowed: false, status: 404, message: 'Archivo no encontrado' }

  if (args.token) {
    const access = await verifyGuestToken(payload, args.token)
    if (access.status === 'expired') return { allowed: false, status: 403, message: 'Este enlace de acceso ha expirado' }
    if (access.status !== 'valid') return { allowed: false, status: 403, message: 'Token de acceso inválido o expirado' }
    if (!access.modules.some((m) => m.id === module.id)) {
      return { allowed: false, status: 403, message: 'Este enlace no incluye este módulo' }
    }
    return { allowed: true, module, email: access.email, grant: access.grant }
  }
  const user = args.user?.collection === 'users' ? (args.user as unknown as User) : null
  if (!user) return { allowed: false, status: 401, message: 'Inicia sesión para descargar tus guías' }
  const owned = await ownedModuleIds(payload, user.id)
  if (!owned.has(String(module.id))) return { allowed: false, status: 403, message: 'No tienes acceso a este módulo' }
  return { allowed: true, module, email: user.email, user }
}

/** The module's guide, stamped with the buyer's e-mail on every page, and the download (and first use) recorded. */
export async function deliverGuide(payload: Payload, decision: Extract<DownloadDecision, { allowed: true }>) {
  const guide = await stampedGuide(payload, decision.module, decision.email)
  if (!guide) return null
  await payload.create({
    collection: 'downloads',
    data: {
      user: decision.user?.id,
      guestGrant: decision.grant?.id,
      email: decision.email,
      module: decision.module.id,
      fileName: guide.fileName,
    },
    context: { skipRevalidate: true },
  })
  // A download is a first use of the content: it ends the right of withdrawal (after the consent given at checkout).
  await recordFirstUse(payload, { userId: decision.user?.id, guestEmail: decision.user ? null : decision.email }, decision.module.id, 'download')
  // The guide holds every section: downloading it counts them as read (src/learning/read-rule.ts).
  if (decision.user) await readByDownload(payload, decision.user.id, decision.module)
  return guide
}
