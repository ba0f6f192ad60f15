'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { requestJson } from '@/components/http'
import { Button, LinkButton } from '@/components/ui/Button'
import { EmailText } from '@/components/ui/EmailText'
import { Notice } from '@/components/ui/Notice'

/** The claim button of /equipo/unirse: as the signed-in account, or as a guest with the invited address. */
export function ClaimSeat({
  token,
  signedInAs,
  invitedEmail,
  signInHref,
}: {
  token: string
  signedInAs: string | null
  invitedEmail: string | null
  signInHref: string
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  async function claim() {
    setBusy(true)
    setError(null)
    const result = await requestJson<{ status: string; next: string | null }>('POST', '/api/teams/claim', { token })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    if (result.body?.status === 'already') return setDone('Esta plaza ya es tuya.')
    setDone('¡Listo! Ya tienes acceso.')
    if (result.body?.next) router.push(result.body.next)
  }

  return (
    <div className="mt-6 space-y-4">
      {signedInAs ? (
        <p className="text-slate-700">
          La aceptarás con tu cuenta{' '}
          <strong>
            <EmailText email={signedInAs} />
          </strong>
          .
        </p>
      ) : (
        <p className="text-slate-700">
          Acéptala sin cuenta con{' '}
          <strong>
            <EmailText email={invitedEmail ?? ''} />
          </strong>
          : te daremos un enlace de acceso (también por email) y tu progreso se guardará igual que con cuenta.
          ¿Prefieres usar tu cuenta?{' '}
          <a href={signInHref} className="font-medium text-blue-800 underline underline-offset-2">
            Inicia sesión
          </a>
          .
        </p>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {done ? (
        <>
          <Notice tone="success">{done}</Notice>
          <LinkButton href="/dashboard" variant="secondary">
            Ir a mi panel
          </LinkButton>
        </>
      ) : (
        <Button onClick={claim} busy={busy} size="lg">
          Aceptar la invitación
        </Button>
      )}
    </div>
  )
}
