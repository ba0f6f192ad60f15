'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { requestJson } from '../http'

/** «Subsanar y reenviar»: after confirming, asks for a new record that corrects this one (never an edit). */
export function CorrectButton({ id, label }: { id: number; label: string }) {
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  async function correct() {
    if (!window.confirm(`¿Subsanar y reenviar el registro de ${label}? Se crea un registro nuevo que lo corrige; el original no cambia.`)) return
    setBusy(true)
    const result = await requestJson<{ message?: string }>('POST', `/api/verifactu/records/${id}/correct`, {})
    setMessage(result.ok ? (result.body?.message ?? 'Subsanación creada.') : result.error)
    setBusy(false)
    if (result.ok) router.refresh()
  }
  return (
    <>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={() => void correct()}>
        Subsanar y reenviar
      </button>
      {message && <span role="status"> {message}</span>}
    </>
  )
}
