'use client'

import { useId, useState, type FormEvent } from 'react'
import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type State =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'error'; message: string; field: boolean }

/**
 * "¿Has perdido tu enlace?": asks POST /api/guest-access/resend for a fresh access link. The answer is
 * the same whether or not the e-mail bought anything.
 */
export function LostLinkForm({
  headingLevel = 2,
  title = '¿Has perdido tu enlace?',
}: {
  headingLevel?: 2 | 3
  title?: string
}) {
  const ids = { heading: useId(), email: useId(), hint: useId() }
  const [email, setEmail] = useState('')
  const [state, setState] = useState<State>({ status: 'idle' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const fieldError = state.status === 'error' && state.field

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (state.status === 'sending') return
    const value = email.trim()
    if (!EMAIL.test(value)) {
      setState({ status: 'error', message: 'Email inválido', field: true })
      return
    }
    setState({ status: 'sending' })
    const response = await requestJson<{ message?: unknown }>('POST', '/api/guest-access/resend', { email: value })
    const body = response.body
    if (response.ok && typeof body?.message === 'string') {
      setState({ status: 'sent', message: body.message })
      return
    }
    if (response.status === 0) {
      setState({ status: 'error', message: 'No se pudo conectar con el servidor. Inténtalo de nuevo.', field: false })
      return
    }
    const message =
      typeof body?.error === 'string' && body.error ? body.error : 'No se pudo enviar la solicitud. Inténtalo de nuevo.'
    setState({ status: 'error', message, field: response.status === 400 })
  }

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="lost-link"
    >
      <Heading id={ids.heading} className="text-lg font-semibold text-slate-900">
        {title}
      </Heading>
      <p id={ids.hint} className="mt-2 text-sm leading-relaxed text-slate-700">
        Escribe el email con el que hiciste la compra y te enviaremos un enlace de acceso nuevo.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id={ids.email}
          label="Email de la compra"
          error={fieldError ? state.message : undefined}
          className="flex-1"
        >
          {(control) => (
            <input
              {...control}
              // the intro above says what the address is for
              aria-describedby={[control['aria-describedby'], ids.hint].filter(Boolean).join(' ')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                if (state.status === 'error') setState({ status: 'idle' })
              }}
              className={inputClass(fieldError)}
            />
          )}
        </Field>
        <Button type="submit" busy={state.status === 'sending'} className="sm:mt-6.5">
          {state.status === 'sending' ? 'Enviando...' : 'Enviar enlace nuevo'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-3 text-sm">
        {state.status === 'sent' && (
          <Notice tone="success" announce={false} data-testid="lost-link-confirmation">
            {state.message}
          </Notice>
        )}
        {state.status === 'error' && !state.field && (
          <Notice tone="error" announce={false}>
            {state.message}
          </Notice>
        )}
      </div>
    </section>
  )
}
