'use client'

import { useSignOut } from '@/components/auth/use-sign-out'
import { Button } from '@/components/ui/Button'

/** 'Cerrar sesión' on the dashboard: signs out and goes home. */
export function SignOutButton() {
  const { signOut, signingOut } = useSignOut()
  return (
    <Button variant="ghost" size="sm" onClick={() => signOut('/')} aria-disabled={signingOut || undefined}>
      {signingOut ? 'Cerrando sesión...' : 'Cerrar sesión'}
    </Button>
  )
}
