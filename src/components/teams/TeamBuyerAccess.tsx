'use client'

import Link from 'next/link'
import { useEffect, useState, type FormEvent } from 'react'

import { fieldErrors, signUpSchema } from '@/accounts/validation'
import { focusFirstError, serverFieldErrors, useFormFields, useSessionNavigation } from '@/components/auth/use-form'
import { PasswordField, SubmitButton, TextField } from '@/components/auth/fields'
import { requestJson } from '@/components/http'
import { Button, LinkButton } from '@/components/ui/Button'
import { EmailText } from '@/components/ui/EmailText'
import { Notice } from '@/components/ui/Notice'

/**
 * What a guest who bought a team may do to reach /equipo (issue 35; the rule: src/accounts/buyer-account.ts):
 * - `create`: no account with the address: name and password, and the account is made, signed in, with the team
 * - `sign-in`: an account of the address exists: sign in (or recover the password), back here, then `same-account`
 * - `same-account`: signed in with the address: the team joins the account (`attach`) and /equipo opens
 * - `other-account`: signed in with another address
 */
export type TeamBuyerOffer =
  | {
      kind: 'create'
      email: string
      endpoint: string
      credential: Record<string, string>
      confirmed: boolean
      signInHref: string
    }
  | { kind: 'sign-in'; email: string; signInHref: string; forgotHref: string }
  | { kind: 'same-account'; attach: boolean; token: string | null }
  | { kind: 'other-account'; email: string; signedInAs: string; signOutHint: string }

const schema = signUpSchema.pick({ name: true, password: true })
const FIELDS = ['name', 'password'] as const

/** The one-step way from a team bought without an account to its page. */
export function TeamBuyerAccess({ offer, token }: { offer: TeamBuyerOffer; token?: string | null }) {
  // the link's cookie, so that /equipo also knows this browser's link later (as the guides' page does)
  useEffect(() => {
    if (token) void requestJson('POST', '/api/guest-access/browser', { token })
  }, [token])
  if (offer.kind === 'create') return <CreateAccount offer={offer} />
  if (offer.kind === 'same-account') return <GoToTeam offer={offer} />
  if (offer.kind === 'sign-in') {
    return (
      <div data-testid="team-buyer-sign-in">
        <p className="leading-relaxed text-slate-700">
          Ya tienes una cuenta con <EmailText email={offer.email} />. Inicia sesión y volverás aquí: tu equipo se
          añadirá a tu cuenta.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
          <LinkButton href={offer.signInHref}>Inicia sesión</LinkButton>
          <Link href={offer.forgotHref} className="font-medium text-blue-800 underline underline-offset-2">
            ¿Has olvidado tu contraseña?
          </Link>
        </div>
      </div>
    )
  }
  return (
    <Notice tone="warning" size="lg" data-testid="team-buyer-other-account">
      Has iniciado sesión como <strong className="font-semibold wrap-anywhere">{offer.signedInAs}</strong>, pero este
      equipo se compró con <strong className="font-semibold wrap-anywhere">{offer.email}</strong>. {offer.signOutHint}
    </Notice>
  )
}

function CreateAccount({ offer }: { offer: Extract<TeamBuyerOffer, { kind: 'create' }> }) {
  const navigate = useSessionNavigation()
  const { values, errors, setErrors, set } = useFormFields({ name: '', password: '' })
  const [submitting, setSubmitting] = useState(false)
  const [problem, setProblem] = useState<{ message: string; exists: boolean } | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      focusFirstError('team-buyer', FIELDS, found)
      return
    }
    setSubmitting(true)
    setProblem(null)
    const result = await requestJson<{ redirect?: string; reason?: string }>('POST', offer.endpoint, {
      ...offer.credential,
      ...parsed.data,
    })
    if (result.ok) {
      navigate('/equipo')
      return
    }
    setSubmitting(false)
    const found = serverFieldErrors(FIELDS, result.body?.errors)
    setErrors(found)
    focusFirstError('team-buyer', FIELDS, found)
    setProblem({ message: result.error, exists: result.body?.reason === 'account-exists' })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="team-buyer-form">
      {/* the address is the credential's, never typed: shown whole (it wraps), and given to password managers */}
      <input type="email" name="email" autoComplete="username" value={offer.email} readOnly hidden />
      <div>
        <p className="text-sm font-medium text-slate-800">Email</p>
        <p className="mt-1.5 font-semibold wrap-anywhere text-slate-900" data-testid="team-buyer-email">
          {offer.email}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {offer.confirmed
            ? 'El de tu compra: este enlace ya demuestra que es tuyo.'
            : 'El de tu compra. Te enviaremos un enlace para confirmarlo.'}
        </p>
      </div>
      <TextField
        id="team-buyer-name"
        name="name"
        label="Tu nombre"
        autoComplete="name"
        value={values.name}
        onValueChange={set('name')}
        error={errors.name}
      />
      <PasswordField
        id="team-buyer-password"
        name="password"
        label="Elige una contraseña"
        autoComplete="new-password"
        hint="Al menos 6 caracteres."
        value={values.password}
        onValueChange={set('password')}
        error={errors.password}
      />
      {problem && (
        <Notice tone="error" data-testid="team-buyer-error">
          {problem.message}
          {problem.exists && (
            <>
              {' '}
              <Link href={offer.signInHref} className="font-medium underline underline-offset-2">
                Iniciar sesión
              </Link>
            </>
          )}
        </Notice>
      )}
      <SubmitButton busy={submitting} label="Crear cuenta y gestionar mi equipo" busyLabel="Creando tu cuenta..." />
    </form>
  )
}

function GoToTeam({ offer }: { offer: Extract<TeamBuyerOffer, { kind: 'same-account' }> }) {
  const navigate = useSessionNavigation()
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  if (!offer.attach) {
    return (
      <LinkButton href="/equipo" data-testid="team-buyer-go">
        Ir a mi equipo
      </LinkButton>
    )
  }
  async function go() {
    if (state.busy) return
    setState({ busy: true, error: null })
    const result = await requestJson('POST', '/api/guest-access/attach', offer.token ? { token: offer.token } : {})
    if (result.ok) return navigate('/equipo')
    setState({ busy: false, error: result.error })
  }
  return (
    <div>
      <Button onClick={() => void go()} busy={state.busy} data-testid="team-buyer-go">
        {state.busy ? 'Añadiendo tu equipo...' : 'Ir a mi equipo'}
      </Button>
      {state.error && (
        <Notice tone="error" className="mt-3">
          {state.error}
        </Notice>
      )}
    </div>
  )
}
