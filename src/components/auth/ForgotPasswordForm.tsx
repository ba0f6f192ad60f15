'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { fieldErrors, forgotSchema } from '@/accounts/validation'
import { useToast } from '@/components/ui/Toaster'

import { EmailField, SubmitButton } from './fields'
import { requestJson } from '@/components/http'
import { serverFieldErrors, useFormFields } from './use-form'
import { Notice } from '@/components/ui/Notice'
import { Button } from '@/components/ui/Button'

const NEUTRAL = 'Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la contraseña.'

/**
 * Asks for a reset link (POST /api/account/forgot-password). The answer is the same for any address, so
 * the confirmation never tells whether an account exists.
 */
export function ForgotPasswordForm({
  initialEmail = '',
  focusOnMount = false,
  onBack,
}: {
  initialEmail?: string
  /** move focus to the heading (when the user opened the form, not on page load) */
  focusOnMount?: boolean
  onBack: () => void
}) {
  const toast = useToast()
  const { values, errors, setErrors, set } = useFormFields({ email: initialEmail })
  const [submitting, setSubmitting] = useState(false)
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const parsed = forgotSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      document.getElementById('forgot-email')?.focus()
      return
    }
    setSubmitting(true)
    const result = await requestJson<{ message?: string }>('POST', '/api/account/forgot-password', parsed.data)
    setSubmitting(false)
    if (result.ok) {
      setSentMessage(typeof result.body?.message === 'string' ? result.body.message : NEUTRAL)
      return
    }
    const found = serverFieldErrors(['email'] as const, result.body?.errors)
    if (found.email) setErrors(found)
    toast({ title: 'No se pudo enviar el enlace', description: result.error, variant: 'destructive' })
  }

  return (
    <div data-testid="forgot-password">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Restablecer la contraseña
      </h2>
      <div aria-live="polite">
        {sentMessage ? (
          <Notice
            tone="success"
            size="lg"
            title="Revisa tu correo"
            announce={false}
            className="mt-4"
            data-testid="forgot-confirmation"
          >
            <p className="mt-1 text-sm">{sentMessage}</p>
            <p className="mt-2 text-sm">El enlace caduca en una hora. Si no lo ves, mira en la carpeta de spam.</p>
          </Notice>
        ) : null}
      </div>
      {!sentMessage && (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
          </p>
          <form noValidate onSubmit={submit} className="mt-5 space-y-5">
            <EmailField id="forgot-email" value={values.email} onValueChange={set('email')} error={errors.email} />
            <SubmitButton busy={submitting} label="Enviar enlace" busyLabel="Enviando..." />
          </form>
        </>
      )}
      <p className="mt-5 text-sm">
        <Button variant="link" onClick={onBack}>
          <span aria-hidden="true">←</span> Volver a iniciar sesión
        </Button>
      </p>
    </div>
  )
}
