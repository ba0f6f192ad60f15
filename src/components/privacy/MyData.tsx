'use client'

import { useId, useState, type FormEvent } from 'react'
import { Button, buttonClass } from '@/components/ui/Button'

/**
 * "Tus datos": download everything as JSON, or delete the account in two steps (password, then the
 * word ELIMINAR). Both go through the account endpoints (src/endpoints/privacy.ts).
 */
export function MyData() {
  const ids = { password: useId(), confirm: useId(), status: useId() }
  const [step, setStep] = useState<'closed' | 'password' | 'confirm' | 'done'>('closed')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [token, setToken] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  async function post(path: string, body: unknown) {
    setBusy(true)
    try {
      const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'same-origin', body: JSON.stringify(body) })
      const data = await res.json().catch(() => ({}))
      return { ok: res.ok, data: data as { token?: string; message?: string; error?: string } }
    } catch {
      return { ok: false, data: { error: 'No se pudo conectar. Inténtalo de nuevo.' } }
    } finally {
      setBusy(false)
    }
  }

  async function start(event: FormEvent) {
    event.preventDefault()
    const { ok, data } = await post('/api/account/erase/start', { password })
    setMessage(ok ? (data.message ?? '') : (data.error ?? 'No se pudo comprobar la contraseña.'))
    if (ok && data.token) {
      setToken(data.token)
      setStep('confirm')
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault()
    const { ok, data } = await post('/api/account/erase/confirm', { token, confirm: confirm.trim() })
    setMessage(ok ? (data.message ?? '') : (data.error ?? 'No se pudo eliminar la cuenta.'))
    if (ok) setStep('done')
  }

  return (
    <section aria-labelledby="mis-datos" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="my-data">
      <h2 id="mis-datos" className="text-lg font-semibold text-slate-900">
        Tus datos
      </h2>
      <p className="mt-2 text-sm text-slate-700">Puedes descargar todo lo que guardamos sobre ti o eliminar tu cuenta.</p>
      <a href="/api/account/export" download className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
        Descargar mis datos
      </a>
      {step === 'closed' && (
        <button type="button" onClick={() => setStep('password')} className="mt-3 block text-sm font-medium text-red-800 underline underline-offset-2">
          Eliminar mi cuenta…
        </button>
      )}
      {step === 'password' && (
        <form onSubmit={start} className="mt-4 space-y-2">
          <label htmlFor={ids.password} className="block text-sm font-medium text-slate-800">
            Tu contraseña
          </label>
          <input id={ids.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm" />
          <Button type="submit" busy={busy} variant="dark" size="sm">
            Continuar
          </Button>
        </form>
      )}
      {step === 'confirm' && (
        <form onSubmit={erase} className="mt-4 space-y-2">
          <p className="text-sm text-slate-700">
            Se borrarán tu cuenta, tus accesos y tu historial. Las facturas se conservan porque la ley lo exige. No se puede deshacer.
          </p>
          <label htmlFor={ids.confirm} className="block text-sm font-medium text-slate-800">
            Escribe ELIMINAR para confirmar
          </label>
          <input id={ids.confirm} value={confirm} onChange={(e) => setConfirm(e.target.value)} required className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm" />
          <Button type="submit" busy={busy} variant="danger" size="sm">
            Eliminar mi cuenta y mis datos
          </Button>
        </form>
      )}
      <p id={ids.status} aria-live="polite" className="mt-2 text-sm text-slate-700" data-testid="my-data-status">
        {message}
      </p>
    </section>
  )
}
