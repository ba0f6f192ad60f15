'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * Payload's documented server-component live preview: on every save in the admin that frames this page
 * (same origin), render the route again. Plus the link that leaves the preview.
 */
export function PreviewRefresh() {
  const router = useRouter()
  const pathname = usePathname()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  return (
    <>
      <a href={`/vista-previa/salir?ruta=${encodeURIComponent(pathname)}`} className="font-semibold underline">
        Salir de la vista previa
      </a>
      {origin && <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />}
    </>
  )
}
