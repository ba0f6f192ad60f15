'use client'

import { useState } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

/** The new-sign-in e-mail's link: one button that ends that session (a POST, so mail scanners cannot). */
export function EndSessionByLink({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'gone' | 'error'>('idle')
  const [error, setError] = useState('')
  async function end() {
    setState('busy')
    const result = await requestJson<{ ended: number }>('POST', '/api/account/sessions/end-by-link', { token })
    if (!result.ok) {
      setError(result.error)
      setState('error')
      return
    }
    setState(result.body?.ended ? 'done' : 'gone')
  }
  if (state === 'done' || state === 'gone') {
    return (
      <Notice tone="success" size="lg" className="mt-6" data-testid="end-session-result">
        {state === 'done' ? 'Hemos cerrado esa sesión.' : 'Esa sesión ya estaba cerrada.'} Si no fuiste tú, cambia tu
        contraseña cuanto antes.
      </Notice>
    )
  }
  return (
    <div className="mt-6">
      <Button
        onClick={end}
        aria-disabled={state === 'busy' || undefined}
        variant="danger"
        size="lg"
        className="w-full sm:w-auto sm:px-8"
      >
        {state === 'busy' ? 'Cerrando…' : 'Cerrar esa sesión'}
      </Button>
      {state === 'error' && (
        <Notice tone="error" className="mt-3">
          {error}
        </Notice>
      )}
    </div>
  )
}
