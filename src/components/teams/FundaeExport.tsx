'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'

/**
 * «Justificación FUNDAE» on the team page: a period and a format, then the file
 * (GET /api/equipo/:team/fundae, src/endpoints/fundae.ts). A plain GET form: the browser downloads
 * the answer (Content-Disposition: attachment) and works without JavaScript; the script only keeps
 * the end of the period from coming before its start.
 */
export function FundaeExport({
  team,
  defaultFrom,
  defaultTo,
}: {
  team: number
  defaultFrom: string
  defaultTo: string
}) {
  const [from, setFrom] = useState(defaultFrom)
  const [to, setTo] = useState(defaultTo)
  const backwards = Boolean(from && to && from > to)
  return (
    <section
      aria-labelledby="fundae-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="fundae-export"
    >
      <h2 id="fundae-title" className="text-lg font-semibold text-slate-900">
        Justificación FUNDAE
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Por persona: primer y último acceso, tiempo activo en cada sección, secciones completadas, evaluaciones y
        certificado, en el periodo que elijas (días de Madrid).
      </p>
      <form
        method="get"
        action={`/api/equipo/${team}/fundae`}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      >
        <Field label="Desde">
          {(control) => (
            <input
              {...control}
              type="date"
              name="desde"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className={inputClass()}
            />
          )}
        </Field>
        <Field label="Hasta" error={backwards ? 'Debe ser igual o posterior a «Desde».' : undefined}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="hasta"
              required
              min={from || undefined}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className={inputClass(backwards)}
            />
          )}
        </Field>
        <fieldset>
          <legend className="block text-sm font-medium text-slate-800">Formato</legend>
          <div className="mt-1.5 flex gap-4 py-2.5">
            <label className="flex items-center gap-2 text-base text-slate-900">
              <input type="radio" name="formato" value="pdf" defaultChecked className="h-4 w-4 accent-blue-700" /> PDF
            </label>
            <label className="flex items-center gap-2 text-base text-slate-900">
              <input type="radio" name="formato" value="csv" className="h-4 w-4 accent-blue-700" /> CSV (Excel)
            </label>
          </div>
        </fieldset>
        <Button type="submit" disabled={backwards}>
          Descargar
        </Button>
      </form>
    </section>
  )
}
