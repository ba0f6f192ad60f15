'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice } from '@/components/ui/Notice'

type Mode = 'url' | 'html'

/**
 * The checker's form: a page's address, or its HTML pasted. POST /api/checker runs the checks and
 * stores the result; the visitor is taken to the result's own page (the link they can share).
 * Errors sit beside their field (aria-invalid, aria-describedby) and take the focus.
 */
export function CheckerForm() {
  const router = useRouter()
  const [mode, setMode] = useState<Mode>('url')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<{ message: string; field?: Mode } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    if (!error) return
    const target = error.field ? formRef.current?.querySelector<HTMLElement>(`[name="${error.field}"]`) : null
    ;(target ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus()
  }, [error])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = String(data.get(mode) ?? '')
    setPending(true)
    setError(null)
    const result = await requestJson<{ path?: string; field?: Mode }>('POST', '/api/checker', { [mode]: value })
    if (result.ok && result.body?.path) {
      router.push(result.body.path)
      return
    }
    setPending(false)
    const field = result.body?.field === 'url' || result.body?.field === 'html' ? mode : undefined
    setError({ message: result.error, field })
  }

  const fieldError = (field: Mode) => (error?.field === field ? error.message : undefined)
  const chooseMode = (next: Mode) => {
    setMode(next)
    setError(null)
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="checker-form"
    >
      <fieldset>
        <legend className="font-medium text-slate-900">¿Qué quieres comprobar?</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ['url', 'La dirección de una página'],
              ['html', 'El HTML de una página'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => chooseMode(value)}
                className="h-4 w-4 accent-blue-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {error && !error.field && (
        <Notice tone="error" tabIndex={-1} className="font-medium">
          {error.message}
        </Notice>
      )}

      {mode === 'url' ? (
        <Field
          id="checker-url"
          label="Dirección de la página"
          hint="Una página pública, por ejemplo una guía o un artículo de tu web."
          error={fieldError('url')}
        >
          {(control) => (
            <input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://tusitio.es/guia"
              required
              onChange={() => error?.field === 'url' && setError(null)}
              className={inputClass(Boolean(fieldError('url')))}
            />
          )}
        </Field>
      ) : (
        <Field
          id="checker-html"
          label="HTML de la página"
          hint="Pega el código fuente (Ctrl+U en el navegador), hasta 2 MB. Sin dirección no se comprueban robots.txt ni llms.txt."
          error={fieldError('html')}
        >
          {(control) => (
            <textarea
              {...control}
              name="html"
              rows={8}
              required
              spellCheck={false}
              onChange={() => error?.field === 'html' && setError(null)}
              className={`${inputClass(Boolean(fieldError('html')))} font-mono`}
            />
          )}
        </Field>
      )}

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={pending}>
          {pending ? 'Comprobando…' : 'Comprobar'}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {pending ? 'Leyendo la página como la leería un rastreador de IA…' : ''}
        </p>
      </div>
    </form>
  )
}
