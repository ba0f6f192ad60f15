'use client'

import Link from 'next/link'
import { useState, type FormEvent } from 'react'

import { MESSAGES } from '@/accounts/validation'
import { useToast } from '@/components/ui/Toaster'

import { PasswordField, SubmitButton } from './fields'
import { requestJson } from '@/components/http'
import { serverFieldErrors, useFormFields, useSessionNavigation } from './use-form'
import { Notice } from '@/components/ui/Notice'

/**
 * New password from the e-mailed link → POST /api/account/reset-password, which also signs in; then
 * the dashboard. A refused token shows the server's Spanish message and a way to ask for a new link.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const toast = useToast()
  const navigate = useSessionNavigation()
  const { values, errors, setErrors, set } = useFormFields({ password: '' })
  const [submitting, setSubmitting] = useState(false)
  const [linkError, setLinkError] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    if (values.password.length < 6) {
      setErrors({ password: MESSAGES.password })
      document.getElementById('reset-password')?.focus()
      return
    }
    setSubmitting(true)
    const result = await requestJson('POST', '/api/account/reset-password', { token, password: values.password })
    if (result.ok) {
      toast({ title: 'Contraseña actualizada', description: 'Ya puedes usar tu nueva contraseña.' })
      navigate('/dashboard')
      return
    }
    setSubmitting(false)
    const found = serverFieldErrors(['password'] as const, result.body?.errors)
    if (found.password) {
      setErrors(found)
      return
    }
    setLinkError(result.error)
  }

  return (
    <div>
      <div aria-live="assertive">
        {linkError && (
          <Notice
            tone="error"
            size="lg"
            title="No se pudo cambiar la contraseña"
            className="mb-5"
            data-testid="reset-error"
          >
            <p className="mt-1 text-sm">{linkError}</p>
            <Link
              href="/auth?modo=recuperar"
              className="mt-3 inline-block rounded text-sm font-semibold text-red-900 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
            >
              Solicitar un enlace nuevo
            </Link>
          </Notice>
        )}
      </div>
      <form noValidate onSubmit={submit} className="space-y-5">
        <PasswordField
          id="reset-password"
          name="password"
          label="Nueva contraseña"
          autoComplete="new-password"
          hint="Al menos 6 caracteres."
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
        />
        <SubmitButton busy={submitting} label="Guardar contraseña" busyLabel="Guardando..." />
      </form>
    </div>
  )
}
