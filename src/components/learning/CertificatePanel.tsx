'use client'

import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'

import { requestJson } from '@/components/http'
import { Button, buttonClass } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

export interface CertificateView {
  code: string
  name: string
  issuedOn: string
  hours: string
  indexable: boolean
  url: string
  linkedIn: string
  state: 'active' | 'withdrawn' | 'revoked'
  revokedOn?: string
  revokedReason?: string | null
  /** the evaluations' scores it states (null: issued before evaluations) */
  scores: string | null
}

/**
 * «Certificado de finalización» on the dashboard: what is still to read of F1–F5, the form that issues
 * it (the name to print), then the certificate with its PDF, public page, LinkedIn link, the choice to
 * let search engines index the page, and withdrawing the page. A revoked one says so.
 */
export function CertificatePanel({
  missing,
  missingEvaluations = [],
  certificate,
  defaultName,
}: {
  missing: string[]
  /** programme modules whose evaluation is still to pass */
  missingEvaluations?: string[]
  certificate: CertificateView | null
  defaultName: string
}) {
  const router = useRouter()
  const [name, setName] = useState(defaultName)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [, startTransition] = useTransition()
  const inputId = useId()

  async function call(url: string, data: unknown) {
    setBusy(true)
    setError('')
    const result = await requestJson('POST', url, data)
    setBusy(false)
    if (!result.ok) {
      setError(result.error)
      return false
    }
    startTransition(() => router.refresh())
    return true
  }

  return (
    <section
      aria-labelledby="certificado-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="certificate-panel"
    >
      <h2 id="certificado-title" className="text-lg font-semibold text-slate-900">
        Certificado de finalización
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Lo emite Academia GEO cuando has leído todas las secciones de los módulos F1–F5 y aprobado sus evaluaciones.
        Acredita que completaste el curso; no es una titulación oficial.
      </p>
      {certificate?.state === 'revoked' ? (
        <Notice tone="error" announce={false} className="mt-4" data-testid="certificate-revoked">
          Tu certificado {certificate.code} fue revocado el {certificate.revokedOn}
          {certificate.revokedReason ? `. Motivo: ${certificate.revokedReason}` : ''}.
        </Notice>
      ) : certificate?.state === 'active' ? (
        <div className="mt-4 space-y-3 text-sm" data-testid="certificate-active">
          <p className="text-slate-800">
            A nombre de <strong>{certificate.name}</strong>, emitido el {certificate.issuedOn} ({certificate.hours}).
            {certificate.scores && (
              <>
                <br />
                <span data-testid="certificate-scores">{certificate.scores}</span>
              </>
            )}
            <br />
            Código:{' '}
            <code className="font-mono text-slate-900" data-testid="certificate-code">
              {certificate.code}
            </code>
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href={`/api/learning/certificates/${certificate.code}/pdf`}
              className={buttonClass({ size: 'sm' })}
              download
            >
              Descargar PDF
            </a>
            <a
              href={certificate.url}
              className={buttonClass({ variant: 'soft', size: 'sm' })}
              data-testid="certificate-page"
            >
              Ver la página pública
            </a>
            <a
              href={certificate.linkedIn}
              className={buttonClass({ variant: 'soft', size: 'sm' })}
              rel="noopener noreferrer"
              target="_blank"
            >
              Añadir a LinkedIn<span className="sr-only"> (se abre en otra pestaña)</span>
            </a>
          </div>
          <IndexableSwitch
            key={certificate.code}
            initial={certificate.indexable}
            disabled={busy}
            onChange={(indexable) =>
              call('/api/learning/certificates/visibility', { code: certificate.code, indexable })
            }
          />
          <p>
            <Button
              variant="danger-link"
              disabled={busy}
              onClick={() => {
                if (
                  window.confirm('¿Retirar la página pública del certificado? Quien tenga el enlace dejará de verlo.')
                ) {
                  void call('/api/learning/certificates/withdraw', { code: certificate.code })
                }
              }}
              data-testid="certificate-withdraw"
            >
              Retirar la página pública
            </Button>
          </p>
        </div>
      ) : missing.length || missingEvaluations.length ? (
        <Notice announce={false} className="mt-4" data-testid="certificate-missing">
          {missing.length > 0 && <>Te falta terminar de leer: {missing.join(', ')}. </>}
          {missingEvaluations.length > 0 && <>Te falta aprobar la evaluación de: {missingEvaluations.join(', ')}.</>}
        </Notice>
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault()
            void call('/api/learning/certificates', { name })
          }}
        >
          <p className="text-sm font-medium text-emerald-800">
            ¡Has leído todo el curso! Ya puedes obtener tu certificado.
          </p>
          <Field id={inputId} label="Nombre que aparecerá en el certificado">
            {(control) => (
              <input
                {...control}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={120}
                required
                autoComplete="name"
                className={inputClass()}
                data-testid="certificate-name"
              />
            )}
          </Field>
          <Button type="submit" size="sm" busy={busy} data-testid="certificate-issue">
            {busy ? 'Emitiendo…' : 'Obtener mi certificado'}
          </Button>
        </form>
      )}
      {error && (
        <Notice tone="error" className="mt-3">
          {error}
        </Notice>
      )}
    </section>
  )
}

/** «Permitir que los buscadores…»: shows the choice at once, and goes back if the server refuses it. */
function IndexableSwitch({
  initial,
  disabled,
  onChange,
}: {
  initial: boolean
  disabled: boolean
  onChange: (value: boolean) => Promise<boolean>
}) {
  const [checked, setChecked] = useState(initial)
  return (
    <Checkbox
      label="Permitir que los buscadores muestren la página pública de mi certificado"
      checked={checked}
      disabled={disabled}
      onChange={async (e) => {
        const value = e.target.checked
        setChecked(value)
        if (!(await onChange(value))) setChecked(!value)
      }}
      data-testid="certificate-indexable"
    />
  )
}
