'use client'

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { submitCaseAction } from '@/components/cases/actions'
import type { CaseField, CaseFormState } from '@/cases/submission'
import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

const FIELD_ORDER: CaseField[] = ['url', 'model', 'description']
const EMPTY = { url: '', model: '', description: '' }

/** «Envía tu caso»: validated on the server; each error sits beside its field until it is edited. */
export function CaseSubmissionForm({
  models,
  honeypot,
}: {
  models: { value: string; label: string }[]
  honeypot: string
}) {
  // The permalink is where the form posts before JavaScript runs (and makes its `action` a real URL).
  const [state, formAction, pending] = useActionState<CaseFormState, FormData>(
    submitCaseAction,
    { status: 'idle' },
    '/casos',
  )
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
      <Notice
        ref={thanksRef}
        tabIndex={-1}
        tone="success"
        size="lg"
        title="¡Gracias por compartir tu caso!"
        data-testid="case-thanks"
      >
        <p className="mt-2">
          Lo hemos recibido y el equipo lo revisará con atención. Si está bien documentado, podrá formar parte de esta
          página.
        </p>
      </Notice>
    )
  }

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
      <Field
        id="case-url"
        label="URL del contenido citado"
        hint="La página de tu web que el asistente utilizó o mencionó."
        error={errorOf('url')}
      >
        {(control) => (
          <input
            {...control}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://tusitio.es/articulo"
            required
            defaultValue={values.url}
            onChange={() => markEdited('url')}
            className={inputClass(Boolean(errorOf('url')))}
          />
        )}
      </Field>
      <Field id="case-model" label="Modelo de IA" error={errorOf('model')}>
        {(control) => (
          <select
            {...control}
            name="model"
            required
            defaultValue={values.model}
            onChange={() => markEdited('model')}
            className={inputClass(Boolean(errorOf('model')))}
          >
            <option value="">Selecciona un modelo</option>
            {models.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="case-description"
        label="Descripción del caso"
        hint="Qué preguntaste, qué respondió el asistente y qué habías cambiado en tu contenido."
        error={errorOf('description')}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            required
            defaultValue={values.description}
            onChange={() => markEdited('description')}
            className={inputClass(Boolean(errorOf('description')))}
          />
        )}
      </Field>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          No rellenes este campo
          <input type="text" name={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" busy={pending}>
        {pending ? 'Enviando…' : 'Enviar caso'}
      </Button>
    </form>
  )
}
