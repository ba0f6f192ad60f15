'use client'

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { submitCaseAction } from '@/components/cases/actions'
import type { CaseField, CaseFormState } from '@/cases/submission'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

const FIELD_ORDER: CaseField[] = ['url', 'model', 'description']
const EMPTY = { url: '', model: '', description: '' }

const inputClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700'

/** «Envía tu caso»: validated on the server; each error sits beside its field until it is edited. */
export function CaseSubmissionForm({
  models,
  honeypot,
}: {
  models: { value: string; label: string }[]
  honeypot: string
}) {
  // The permalink is where the form posts before JavaScript runs (and makes its `action` a real URL).
  const [state, formAction, pending] = useActionState<CaseFormState, FormData>(submitCaseAction, { status: 'idle' }, '/casos')
  const [edited, setEdited] = useState<{ state: CaseFormState; fields: CaseField[] }>({ state, fields: [] })
  const formRef = useRef<HTMLFormElement>(null)
  const thanksRef = useRef<HTMLDivElement>(null)

  const editedFields = edited.state === state ? edited.fields : []
  const values = state.status === 'error' ? state.values : EMPTY
  const errorOf = (field: CaseField) =>
    state.status === 'error' && !editedFields.includes(field) ? state.fieldErrors[field] : undefined
  const markEdited = (field: CaseField) => {
    if (errorOf(field)) setEdited({ state, fields: [...editedFields, field] })
  }

  // Submitting through a transition (rather than React's automatic form action) keeps what was typed
  // in the fields; without JavaScript the form still posts to the same server action.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => formAction(data))
  }

  useEffect(() => {
    if (state.status === 'success') thanksRef.current?.focus()
    if (state.status !== 'error') return
    const first = FIELD_ORDER.find((f) => state.fieldErrors[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])

  if (state.status === 'success') {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
        data-testid="case-thanks"
      >
        <p className="text-lg font-semibold">¡Gracias por compartir tu caso!</p>
        <p className="mt-2">
          Lo hemos recibido y el equipo lo revisará con atención. Si está bien documentado, podrá formar parte de esta
          página.
        </p>
      </div>
    )
  }

  const describedBy = (field: CaseField, hint?: boolean) =>
    [hint ? `case-${field}-hint` : '', errorOf(field) ? `case-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  const border = (field: CaseField) => (errorOf(field) ? 'border-red-700' : 'border-slate-300')
  const error = (field: CaseField) =>
    errorOf(field) && (
      <p id={`case-${field}-error`} className="mt-1.5 text-sm font-medium text-red-700">
        {errorOf(field)}
      </p>
    )

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="case-form"
    >
      {state.status === 'error' && state.message && (
        <Notice tone="error" className="font-medium">
          {state.message}
        </Notice>
      )}
      <div>
        <label htmlFor="case-url" className="font-medium text-slate-900">
          URL del contenido citado
        </label>
        <p id="case-url-hint" className="mt-0.5 text-sm text-slate-600">
          La página de tu web que el asistente utilizó o mencionó.
        </p>
        <input
          id="case-url"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://tusitio.es/articulo"
          required
          defaultValue={values.url}
          aria-invalid={errorOf('url') ? true : undefined}
          aria-describedby={describedBy('url', true)}
          onChange={() => markEdited('url')}
          className={`${inputClass} ${border('url')}`}
        />
        {error('url')}
      </div>
      <div>
        <label htmlFor="case-model" className="font-medium text-slate-900">
          Modelo de IA
        </label>
        <select
          id="case-model"
          name="model"
          required
          defaultValue={values.model}
          aria-invalid={errorOf('model') ? true : undefined}
          aria-describedby={describedBy('model')}
          onChange={() => markEdited('model')}
          className={`${inputClass} ${border('model')}`}
        >
          <option value="">Selecciona un modelo</option>
          {models.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        {error('model')}
      </div>
      <div>
        <label htmlFor="case-description" className="font-medium text-slate-900">
          Descripción del caso
        </label>
        <p id="case-description-hint" className="mt-0.5 text-sm text-slate-600">
          Qué preguntaste, qué respondió el asistente y qué habías cambiado en tu contenido.
        </p>
        <textarea
          id="case-description"
          name="description"
          rows={4}
          required
          defaultValue={values.description}
          aria-invalid={errorOf('description') ? true : undefined}
          aria-describedby={describedBy('description', true)}
          onChange={() => markEdited('description')}
          className={`${inputClass} ${border('description')}`}
        />
        {error('description')}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          No rellenes este campo
          <input type="text" name={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button
        type="submit"
        busy={pending}
      >
        {pending ? 'Enviando…' : 'Enviar caso'}
      </Button>
    </form>
  )
}
