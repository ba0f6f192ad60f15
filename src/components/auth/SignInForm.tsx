'use client'

import { signInSchema } from '@/accounts/validation'

import { EmailField, PasswordField, SubmitButton } from './fields'
import { useSessionForm } from './use-form'

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
  const { values, errors, set, submitting, submit } = useSessionForm({
    id: 'signin',
    fields: ['email', 'password'],
    initial: { email: initialEmail, password: '' },
    schema: signInSchema,
    endpoint: '/api/account/login',
    redirectTo,
    errorTitle: 'Error al iniciar sesión',
  })

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
