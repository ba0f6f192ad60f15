import { draftMode } from 'next/headers'

import { PREVIEW_HEADERS } from '@/readers/preview'
import { safeRedirect } from '@/security/redirect'

/** GET /vista-previa/salir — leaves the draft preview (draft mode off) and goes back to the page. */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = safeRedirect(new URL(request.url).searchParams.get('ruta'))
  return new Response(null, { status: 307, headers: { ...PREVIEW_HEADERS, Location: path } })
}
