import { draftMode } from 'next/headers'

import { getPayloadClient } from '@/readers/payload'
import { isPreviewCollection, PREVIEW_HEADERS, previewPath } from '@/readers/preview'
import type { User } from '@/payload-types'
import { isStaffUser } from '@/security/roles'

/**
 * GET /vista-previa?coleccion=modules&id=3 — the admin's live preview opens here (payload.config.ts
 * `admin.livePreview`). Staff only: it switches Next's draft mode on and sends the browser to the
 * document's public page, which then shows the latest draft (src/readers/preview.ts). Anyone else gets
 * a 404 and draft mode stays off.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const url = new URL(request.url)
  const collection = url.searchParams.get('coleccion')
  const id = Number(url.searchParams.get('id'))
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  const staff = user?.collection === 'users' && isStaffUser(user) ? (user as unknown as User) : null
  const path =
    staff && isPreviewCollection(collection) && Number.isSafeInteger(id) && id > 0
      ? await previewPath(payload, staff, collection, id)
      : null
  if (!path) {
    return new Response('No hay nada que mostrar aquí.', {
      status: 404,
      headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { ...PREVIEW_HEADERS, Location: path } })
}
