'use client'

import Link from 'next/link'
import { useState } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

/** The confirmation e-mail's link: one button that confirms the address (a POST, so mail scanners cannot). */
export function ConfirmEmailByLink({ token }: { token: string }) {
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'done' | 'error'; message: string }>({
    status: 'idle',
  })
  async function confirm() {
    if (state.status === 'busy') return
    setState({ status: 'busy' })
    const result = await requestJson<{ message?: string }>('POST', '/api/account/confirm-email', { token })
    setState(
      result.ok
        ? { status: 'done', message: result.body?.message ?? 'Email confirmado.' }
        : { status: 'error', message: result.error },
    )
  }
  if (state.status === 'done') {
    return (
      <div className="mt-6">
        <Notice tone="success" size="lg" data-testid="confirm-email-result">
          {state.message}
        </Notice>
        <Link
          href="/dashboard"
          className="mt-4 inline-block font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-900"
        >
          Ir a mi panel
        </Link>
      </div>
    )
  }
  return (
    <div className="mt-6">
      <Button
        onClick={confirm}
        aria-disabled={state.status === 'busy' || undefined}
        size="lg"
        className="w-full sm:w-auto sm:px-8"
      >
        {state.status === 'busy' ? 'Confirmando…' : 'Confirmar mi email'}
      </Button>
      {state.status === 'error' && (
        <Notice tone="error" className="mt-3">
          {state.message}
        </Notice>
      )}
    </div>
  )
}
