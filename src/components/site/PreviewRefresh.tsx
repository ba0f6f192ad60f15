'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

/**
 * Payload's documented server-component live preview: on every save in the admin that frames this page
 * (same origin), render the route again. Plus the link that leaves the preview.
 */
const noSubscription = () => () => {}

export function PreviewRefresh() {
  const router = useRouter()
  const pathname = usePathname()
  // This window's origin (the admin that frames it is the same); none while rendering on the server.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  return (
    <>
      <a href={`/vista-previa/salir?ruta=${encodeURIComponent(pathname)}`} className="font-semibold underline">
        Salir de la vista previa
      </a>
      {origin && <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />}
    </>
  )
}
