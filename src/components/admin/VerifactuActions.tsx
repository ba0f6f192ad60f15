'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { requestJson } from '../http'

/** A POST to `path` after confirming `question`; shows the answer and refreshes the view when it worked. */
function ActionButton({
  path,
  body,
  question,
  text,
  done,
}: {
  path: string
  body: object
  question: string
  text: string
  done: string
}) {
  const router = useRouter()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  async function act() {
    if (!window.confirm(question)) return
    setBusy(true)
    const result = await requestJson<{ message?: string }>('POST', path, body)
    setMessage(result.ok ? (result.body?.message ?? done) : result.error)
    setBusy(false)
    if (result.ok) router.refresh()
  }
  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy}
        onClick={() => void act()}
      >
        {text}
      </button>
      {message && <span role="status"> {message}</span>}
    </>
  )
}

/**
 * «Subsanar y reenviar»: after confirming, asks for a new record that corrects this one (never an edit);
 * with `notCensused`, one that names the recipient as «NIF no censado» (IDOtro 07).
 */
export function CorrectButton({
  id,
  label,
  notCensused = false,
}: {
  id: number
  label: string
  notCensused?: boolean
}) {
  return notCensused ? (
    <ActionButton
      path={`/api/verifactu/records/${id}/correct`}
      body={{ choice: 'not_censused' }}
      question={`¿Subsanar el registro de ${label} con el destinatario como NIF no censado (IDOtro 07)? Se crea un registro nuevo que lo corrige; el original y la factura no cambian.`}
      text="Subsanar: NIF no censado"
      done="Subsanación creada."
    />
  ) : (
    <ActionButton
      path={`/api/verifactu/records/${id}/correct`}
      body={{}}
      question={`¿Subsanar y reenviar el registro de ${label}? Se crea un registro nuevo que lo corrige; el original no cambia.`}
      text="Subsanar y reenviar"
      done="Subsanación creada."
    />
  )
}

/** «Reenviar el envío»: once the cause is fixed, a message the agency refused whole goes again (same records). */
export function ResendButton({ id }: { id: number }) {
  return (
    <ActionButton
      path={`/api/verifactu/submissions/${id}/resend`}
      body={{}}
      question="¿Reenviar el envío? Hazlo cuando hayas corregido la causa (cabecera, certificado): sus registros salen de nuevo, sin crear registros nuevos."
      text="Reenviar el envío"
      done="Reenvío pedido."
    />
  )
}
