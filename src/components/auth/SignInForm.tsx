'use client'

import { signInSchema } from '@/accounts/validation'
import { Button } from '@/components/ui/Button'

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
      <EmailField id="signin-email" value={values.email} onValueChange={set('email')} error={errors.email} />
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
        <div className="mt-2 text-right text-sm">
          <Button variant="link" onClick={() => onForgotPassword(values.email)}>
            ¿Has olvidado tu contraseña?
          </Button>
        </div>
      </div>
      <SubmitButton busy={submitting} label="Iniciar Sesión" busyLabel="Entrando..." />
    </form>
  )
}
