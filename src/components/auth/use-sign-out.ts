'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import { useToast } from '@/components/ui/Toaster'

import { notifyAccountChanged } from './account-events'
import { requestJson } from '@/components/http'

/**
 * Signs out (POST /api/account/logout). Then goes to `to` if given, else re-renders the current page
 * without the session. A failure is announced with the toast 'Error al cerrar sesión'.
 */
export function useSignOut() {
  const router = useRouter()
  const toast = useToast()
  const [signingOut, setSigningOut] = useState(false)
  const signOut = useCallback(
    async (to?: string) => {
      if (signingOut) return false
      setSigningOut(true)
      const result = await requestJson('POST', '/api/account/logout')
      setSigningOut(false)
      if (!result.ok) {
        toast({ title: 'Error al cerrar sesión', description: result.error, variant: 'destructive' })
        return false
      }
      notifyAccountChanged()
      toast({ title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente.' })
      if (to) router.replace(to)
      router.refresh()
      return true
    },
    [router, signingOut, toast],
  )
  return { signOut, signingOut }
}
