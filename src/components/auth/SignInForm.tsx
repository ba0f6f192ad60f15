'use client'

import { useState, type FormEvent } from 'react'

import { fieldErrors, signInSchema } from '@/accounts/validation'
import { useToast } from '@/components/ui/Toaster'

import { EmailField, PasswordField, SubmitButton } from './fields'
import { requestJson } from './http'
import { focusFirstError, serverFieldErrors, useFormFields, useSessionNavigation } from './use-form'

const FIELDS = ['email', 'password'] as const

/** Email + password → POST /api/account/login; on success goes to `redirectTo`. */
export function SignInForm({
  redirectTo,
  initialEmail = '',
  onForgotPassword,
}: {
  redirectTo: string
  initialEmail?: string
  onForgotPassword: (email: string) => void
}) {
  const toast = useToast()
  const navigate = useSessionNavigation()
  const { values, errors, setErrors, set } = useFormFields({ email: initialEmail, password: '' })
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const parsed = signInSchema.safeParse(values)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      focusFirstError('signin', FIELDS, found)
      return
    }
    setSubmitting(true)
    const result = await requestJson('POST', '/api/account/login', parsed.data)
    if (result.ok) {
      navigate(redirectTo)
      return
    }
    setSubmitting(false)
    const found = serverFieldErrors(FIELDS, result.body?.errors)
    if (Object.keys(found).length) setErrors(found)
    toast({ title: 'Error al iniciar sesión', description: result.error, variant: 'destructive' })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="signin-form">
      <EmailField
        id="signin-email"
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <div>
        <PasswordField
          id="signin-password"
          name="password"
          label="Contraseña"
          autoComplete="current-password"
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
        />
        <div className="mt-2 text-right">
          <button
            type="button"
            onClick={() => onForgotPassword(values.email)}
            className="rounded text-sm font-medium text-blue-800 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
          >
            ¿Has olvidado tu contraseña?
          </button>
        </div>
      </div>
      <SubmitButton busy={submitting} label="Iniciar Sesión" busyLabel="Entrando..." />
    </form>
  )
}
