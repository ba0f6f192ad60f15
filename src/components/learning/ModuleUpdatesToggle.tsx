'use client'

import { useState } from 'react'

import { requestJson } from '@/components/http'
import { Checkbox } from '@/components/ui/Checkbox'

/** The account's choice: an e-mail when a module it owns gets a revision (off unless chosen). */
export function ModuleUpdatesToggle({ enabled }: { enabled: boolean }) {
  const [on, setOn] = useState(enabled)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  return (
    <section aria-labelledby="avisos-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="avisos-title" className="text-base font-semibold text-slate-900">
        Avisos de revisiones
      </h2>
      <Checkbox
        className="mt-3"
        label="Quiero recibir un e-mail cuando se publique una revisión de mis módulos"
        checked={on}
        disabled={busy}
        onChange={async (e) => {
          const value = e.target.checked
          setBusy(true)
          const result = await requestJson('POST', '/api/account/module-updates', { enabled: value })
          setBusy(false)
          if (result.ok) setOn(value)
          setMessage(
            result.ok ? (value ? 'Te avisaremos de cada revisión.' : 'No recibirás más avisos.') : result.error,
          )
        }}
        data-testid="module-updates"
      />
      <p className="mt-2 min-h-5 text-sm text-slate-600" aria-live="polite">
        {message}
      </p>
    </section>
  )
}
