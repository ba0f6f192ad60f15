import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { verifyGuestToken } from './guest-access'
import { isModuleSlug } from '@/content/module-slug'
import { settings } from '@/env'
import type { GuestGrant, Module, PremiumFile, User } from '@/payload-types'

import { ownedModuleIds } from './ownership'
import { stampPdf } from './stamp'

const PREMIUM_DIR = path.resolve(settings.mediaDir, 'premium')

export type DownloadDecision =
  | { allowed: true; module: Module; email: string; user?: User; grant?: GuestGrant }
  | { allowed: false; status: 401 | 403 | 404; message: string }

export const guideFileName = (module: Pick<Module, 'slug'>) => `guia-completa-modulo-${module.slug}.pdf`

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

/** The module's guide, stamped with the buyer's e-mail on every page, and the download recorded. */
export async function deliverGuide(payload: Payload, decision: Extract<DownloadDecision, { allowed: true }>) {
  const guideId = typeof decision.module.guide === 'object' ? decision.module.guide?.id : decision.module.guide
  const file = (await payload.findByID({ collection: 'premium-files', id: guideId!, depth: 0, disableErrors: true })) as PremiumFile | null
  if (!file?.filename) return null
  const source = path.join(PREMIUM_DIR, path.basename(file.filename))
  const original = await fs.readFile(source).catch(() => null)
  if (!original) return null
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const pdf = await stampPdf(new Uint8Array(original), decision.email, { siteName: site.siteName })
  const fileName = guideFileName(decision.module)
  await payload.create({
    collection: 'downloads',
    data: {
      user: decision.user?.id,
      guestGrant: decision.grant?.id,
      email: decision.email,
      module: decision.module.id,
      fileName,
    },
    context: { skipRevalidate: true },
  })
  return { pdf, fileName }
}
