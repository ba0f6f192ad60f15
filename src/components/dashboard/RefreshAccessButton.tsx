'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useTransition } from 'react'

import { requestJson } from '@/components/http'
import { useToast } from '@/components/ui/Toaster'
import { Button } from '@/components/ui/Button'

const FAILED = {
  title: 'Error',
  description: 'No se pudo actualizar el acceso. Inténtalo de nuevo.',
  variant: 'destructive' as const,
}

/**
 * 'Actualizar acceso': reads GET /api/account/me again and re-renders the dashboard's server
 * components (progress, modules, history) without a full reload. `variant="link"` is the inline
 * 'Actualiza tu acceso aquí' of the empty state.
 */
export function RefreshAccessButton({ variant = 'button', label }: { variant?: 'button' | 'link'; label?: string }) {
  const router = useRouter()
  const toast = useToast()
  const [fetching, setFetching] = useState(false)
  const [rendering, startTransition] = useTransition()
  const busy = fetching || rendering
  // Announced once the refreshed progress and modules are on screen, not before.
  const pendingToast = useRef<Parameters<typeof toast>[0] | null>(null)
  useEffect(() => {
    if (rendering || !pendingToast.current) return
    toast(pendingToast.current)
    pendingToast.current = null
  }, [rendering, toast])
  // The refreshed page may no longer contain this button (the empty state's link): announce on the way out.
  useEffect(
    () => () => {
      if (pendingToast.current) toast(pendingToast.current)
      pendingToast.current = null
    },
    [toast],
  )

  async function refresh() {
    if (busy) return
    setFetching(true)
    const result = await requestJson<{ user: unknown }>('GET', '/api/account/me')
    setFetching(false)
    if (!result.ok || !result.body) {
      toast(FAILED)
      return
    }
    if (!result.body.user) {
      toast({ ...FAILED, description: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' })
    } else {
      pendingToast.current = {
        title: 'Acceso actualizado',
        description: 'Tu información de acceso se ha actualizado correctamente',
      }
    }
    startTransition(() => router.refresh())
  }

  if (variant === 'link') {
    return (
      <Button variant="link" onClick={refresh} aria-disabled={busy || undefined}>
        {busy ? 'Actualizando...' : (label ?? 'Actualiza tu acceso aquí')}
      </Button>
    )
  }
  return (
    <Button variant="secondary" size="sm" onClick={refresh} aria-disabled={busy || undefined}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 fill-current ${busy ? 'animate-spin' : ''}`}>
        <path d="M10 3a7 7 0 0 0-6.7 5 1 1 0 1 0 1.9.6A5 5 0 0 1 14.3 7H12a1 1 0 1 0 0 2h4.5a1 1 0 0 0 1-1V3.5a1 1 0 1 0-2 0v1.8A7 7 0 0 0 10 3Zm6.7 8.4a1 1 0 0 0-1.3.6A5 5 0 0 1 5.7 13H8a1 1 0 1 0 0-2H3.5a1 1 0 0 0-1 1v4.5a1 1 0 1 0 2 0v-1.8a7 7 0 0 0 12.8-2 1 1 0 0 0-.6-1.3Z" />
      </svg>
      {busy ? 'Actualizando...' : 'Actualizar acceso'}
    </Button>
  )
}
