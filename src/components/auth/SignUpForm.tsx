'use client'

import { useState, type FormEvent } from 'react'

import { fieldErrors, signUpSchema } from '@/accounts/validation'
import { useToast } from '@/components/ui/Toaster'

import { EmailField, PasswordField, SubmitButton, TextField } from './fields'
import { requestJson } from './http'
import { focusFirstError, serverFieldErrors, useFormFields, useSessionNavigation } from './use-form'

const FIELDS = ['name', 'email', 'password'] as const

/** Name + email + password → POST /api/account/signup (signs in too); on success goes to `redirectTo`. */
export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const toast = useToast()
  const navigate = useSessionNavigation()
  const { values, errors, setErrors, set } = useFormFields({ name: '', email: '', password: '' })
  const [submitting, setSubmitting] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const parsed = signUpSchema.safeParse(values)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      focusFirstError('signup', FIELDS, found)
      return
    }
    setSubmitting(true)
    const result = await requestJson('POST', '/api/account/signup', parsed.data)
    if (result.ok) {
      toast({ title: 'Registro exitoso', description: 'Tu cuenta ha sido creada correctamente' })
      navigate(redirectTo)
      return
    }
    setSubmitting(false)
    const found = serverFieldErrors(FIELDS, result.body?.errors)
    if (Object.keys(found).length) {
      setErrors(found)
      focusFirstError('signup', FIELDS, found)
    }
    toast({ title: 'Error al registrarse', description: result.error, variant: 'destructive' })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="signup-form">
      <TextField
        id="signup-name"
        name="name"
        label="Nombre"
        autoComplete="name"
        value={values.name}
        onValueChange={set('name')}
        error={errors.name}
      />
      <EmailField
        id="signup-email"
        value={values.email}
        onValueChange={set('email')}
        error={errors.email}
      />
      <PasswordField
        id="signup-password"
        name="password"
        label="Contraseña"
        autoComplete="new-password"
        hint="Al menos 6 caracteres."
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
      />
      <SubmitButton busy={submitting} label="Crear Cuenta" busyLabel="Creando cuenta..." />
    </form>
  )
}
