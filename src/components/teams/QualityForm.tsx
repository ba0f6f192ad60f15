'use client'

import { useState, type FormEvent } from 'react'

import { requestJson } from '@/components/http'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'
import { QUALITY_BLOCKS, QUALITY_SCALE, SUGGESTION_MAX } from '@/teams/quality'

/** FUNDAE's quality questionnaire for one held seat: one radio group per item (1–4, or none), then suggestions. */
export function QualityForm({ seat }: { seat: number }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const answers: Record<string, number> = {}
    for (const block of QUALITY_BLOCKS)
      for (const item of block.items) {
        const value = form.get(`q-${item.id}`)
        if (value) answers[item.id] = Number(value)
      }
    setBusy(true)
    setError(null)
    const result = await requestJson<{ message: string }>('POST', '/api/equipo/cuestionario', {
      seat,
      answers,
      suggestion: String(form.get('suggestion') ?? ''),
    })
    setBusy(false)
    if (!result.ok) return setError(result.error)
    setDone(result.body?.message ?? 'Gracias.')
  }

  if (done)
    return (
      <Notice tone="success" size="lg" className="mt-6" data-testid="quality-done">
        {done}
      </Notice>
    )
  return (
    <form onSubmit={submit} className="mt-6 space-y-8" data-testid="quality-form">
      <p className="text-sm text-slate-600">
        1: completamente en desacuerdo · 4: completamente de acuerdo. Puedes dejar en blanco lo que no quieras valorar.
      </p>
      {QUALITY_BLOCKS.map((block) => (
        <section key={block.title} className="space-y-4">
          <h2 className="text-lg font-semibold text-slate-900">{block.title}</h2>
          {block.items.map((item) => (
            <fieldset key={item.id} className="rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-slate-800">
                <span className="font-semibold">{item.id}</span> {item.text}
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {QUALITY_SCALE.map((option) => (
                  <label
                    key={option.value}
                    className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
                  >
                    <input type="radio" name={`q-${item.id}`} value={option.value} className="h-4 w-4" />
                    <span>
                      <span className="font-semibold">{option.value}</span> · {option.label}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </section>
      ))}
      <div>
        <label htmlFor="quality-suggestion" className="block text-lg font-semibold text-slate-900">
          11. Sugerencias u observaciones
        </label>
        <textarea
          id="quality-suggestion"
          name="suggestion"
          maxLength={SUGGESTION_MAX}
          rows={4}
          className="mt-2 w-full rounded-md border border-slate-300 p-3 text-slate-900"
        />
      </div>
      {error ? (
        <Notice tone="error" role="alert" data-testid="quality-error">
          {error}
        </Notice>
      ) : null}
      <Button type="submit" busy={busy}>
        Enviar el cuestionario
      </Button>
    </form>
  )
}
