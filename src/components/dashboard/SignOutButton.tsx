'use client'

import { useSignOut } from '@/components/auth/use-sign-out'

/** 'Cerrar sesión' on the dashboard: signs out and goes home. */
export function SignOutButton() {
  const { signOut, signingOut } = useSignOut()
  return (
    <button
      type="button"
      onClick={() => signOut('/')}
      aria-disabled={signingOut || undefined}
      className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
    >
      {signingOut ? 'Cerrando sesión...' : 'Cerrar sesión'}
    </button>
  )
}
