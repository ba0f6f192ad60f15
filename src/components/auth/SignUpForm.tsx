'use client'

import { signUpSchema } from '@/accounts/validation'
import { useToast } from '@/components/ui/Toaster'

import { EmailField, PasswordField, SubmitButton, TextField } from './fields'
import { useSessionForm } from './use-form'

/** Name + email + password → POST /api/account/signup (signs in too); on success goes to `redirectTo`. */
export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const toast = useToast()
  const { values, errors, set, submitting, submit } = useSessionForm({
    id: 'signup',
    fields: ['name', 'email', 'password'],
    initial: { name: '', email: '', password: '' },
    schema: signUpSchema,
    endpoint: '/api/account/signup',
    redirectTo,
    errorTitle: 'Error al registrarse',
    onSuccess: () =>
      toast({
        title: 'Cuenta creada',
        description:
          'Te hemos enviado un email para confirmar tu dirección. Confírmala para ver las compras que hayas hecho antes con ella.',
      }),
  })

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
      <EmailField id="signup-email" value={values.email} onValueChange={set('email')} error={errors.email} />
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
