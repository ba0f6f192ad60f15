import type { Payload, PayloadRequest } from 'payload'

import { isModuleSlug } from '@/content/module-slug'
import type { GuestGrant, Module, User } from '@/payload-types'

import { verifyGuestToken } from './guest-access'
import { ownedRows, type OwnedRow } from './ownership'

export type DownloadDecision =
  | {
      allowed: true
      module: Module
      email: string
      user?: User
      grant?: GuestGrant
      /** the owner's entitlements this credential reaches, read here */ rows?: OwnedRow[]
    }
  | { allowed: false; status: 401 | 403 | 404; message: string }

/**
 * Who may download a module's guide, decided on the server for every request: a signed-in account
 * that owns the module (entitlement not revoked), or the holder of a valid, unexpired guest link whose
 * proof covers it (the address's purchases, or only its order's for a checkout browser:
 * src/entitlements/credentials.ts). What a download then does (stamp, record, first use, sections read):
 * src/learning/guide-download.ts.
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
    if (access.status === 'expired')
      return { allowed: false, status: 403, message: 'Este enlace de acceso ha expirado' }
    if (access.status !== 'valid')
      return { allowed: false, status: 403, message: 'Token de acceso inválido o expirado' }
    if (!access.modules.some((m) => m.id === module.id)) {
      return { allowed: false, status: 403, message: 'Este enlace no incluye este módulo' }
    }
    // its rows: a checkout browser's link reaches (and first-uses) only what its order granted
    return { allowed: true, module, email: access.email, grant: access.grant, rows: access.rows }
  }
  const user = args.user?.collection === 'users' ? (args.user as unknown as User) : null
  if (!user) return { allowed: false, status: 401, message: 'Inicia sesión para descargar tus guías' }
  const rows = await ownedRows(payload, { userId: user.id })
  if (!rows.some((row) => row.module === module.id))
    return { allowed: false, status: 403, message: 'No tienes acceso a este módulo' }
  return { allowed: true, module, email: user.email, user, rows }
}
