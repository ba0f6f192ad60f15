'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

/** The button of /equipo/gestionar: the signed-in account (of the invited, confirmed address) becomes a co-manager. */
export function AcceptManager({ token }: { token: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function accept() {
    setBusy(true)
    setError(null)
    const result = await requestJson<{ next: string }>('POST', '/api/teams/managers/accept', { token })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    router.push(result.body?.next ?? '/equipo')
  }

  return (
    <div className="mt-6 space-y-4">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Button onClick={accept} busy={busy} size="lg">
        Aceptar y gestionar el equipo
      </Button>
    </div>
  )
}
