'use client'

import { useState } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

/**
 * The dashboard's notice while the account's address is not confirmed: what confirming gives (purchases
 * made earlier with this e-mail) and a button for a new link.
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'sent' | 'error'; message: string }>({
    status: 'idle',
  })
  async function resend() {
    if (state.status === 'busy') return
    setState({ status: 'busy' })
    const result = await requestJson<{ message?: string }>('POST', '/api/account/confirm-email/resend', {})
    setState(
      result.ok
        ? { status: 'sent', message: result.body?.message ?? 'Te hemos enviado un nuevo enlace.' }
        : { status: 'error', message: result.error },
    )
  }
  return (
    <section
      aria-labelledby="confirm-email-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 sm:p-6"
      data-testid="confirm-email-notice"
    >
      <h2 id="confirm-email-title" className="text-lg font-semibold text-slate-900">
        Confirma tu email
      </h2>
      <p className="mt-2 break-words text-slate-800">
        Te enviamos un enlace a <strong className="font-semibold">{email}</strong>. Confírmalo para ver aquí las compras
        que hayas hecho antes con este email, por ejemplo como invitado. Lo que compres con tu cuenta ya es tuyo.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={resend} aria-disabled={state.status === 'busy' || undefined} variant="dark" size="sm">
          {state.status === 'busy' ? 'Enviando…' : 'Enviar otro enlace'}
        </Button>
        {(state.status === 'sent' || state.status === 'error') && (
          <Notice tone={state.status === 'error' ? 'error' : 'success'}>{state.message}</Notice>
        )}
      </div>
    </section>
  )
}
