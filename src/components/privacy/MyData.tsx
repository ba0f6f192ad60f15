'use client'

import { useId, useState, type FormEvent } from 'react'
import { requestJson } from '@/components/http'
import { Button, buttonClass } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { Notice, type NoticeTone } from '@/components/ui/Notice'

/**
 * "Tus datos": download everything as JSON, or delete the account in two steps (password, then the
 * word ELIMINAR). Both go through the account endpoints (src/endpoints/privacy.ts); each answer is a Notice.
 */
export function MyData() {
  const ids = { password: useId(), confirm: useId(), status: useId() }
  const [step, setStep] = useState<'closed' | 'password' | 'confirm' | 'done'>('closed')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [token, setToken] = useState('')
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function post(path: string, body: unknown) {
    setBusy(true)
    const result = await requestJson<{ token?: string; message?: string }>('POST', path, body)
    setBusy(false)
    return result
  }

  async function start(event: FormEvent) {
    event.preventDefault()
    const result = await post('/api/account/erase/start', { password })
    const token = result.ok ? result.body?.token : undefined
    setMessage(token ? { tone: 'info', text: result.body?.message ?? '' } : { tone: 'error', text: result.error })
    if (token) {
      setToken(token)
      setStep('confirm')
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault()
    const result = await post('/api/account/erase/confirm', { token, confirm: confirm.trim() })
    setMessage(
      result.ok ? { tone: 'success', text: result.body?.message ?? '' } : { tone: 'error', text: result.error },
    )
    if (result.ok) setStep('done')
  }

  return (
    <section
      aria-labelledby="mis-datos"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="my-data"
    >
      <h2 id="mis-datos" className="text-lg font-semibold text-slate-900">
        Tus datos
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Puedes descargar todo lo que guardamos sobre ti o eliminar tu cuenta.
      </p>
      <a
        href="/api/account/export"
        download
        className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}
      >
        Descargar mis datos
      </a>
      {step === 'closed' && (
        <div className="mt-3 text-sm">
          <Button variant="danger-link" onClick={() => setStep('password')}>
            Eliminar mi cuenta…
          </Button>
        </div>
      )}
      {step === 'password' && (
        <form onSubmit={start} className="mt-4 space-y-3">
          <Field id={ids.password} label="Tu contraseña">
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                className={inputClass()}
              />
            )}
          </Field>
          <Button type="submit" busy={busy} variant="dark" size="sm">
            Continuar
          </Button>
        </form>
      )}
      {step === 'confirm' && (
        <form onSubmit={erase} className="mt-4 space-y-3">
          <p className="text-sm text-slate-700">
            Se borrarán tu cuenta, tus accesos y tu historial. Las facturas se conservan porque la ley lo exige. No se
            puede deshacer.
          </p>
          <Field id={ids.confirm} label="Escribe ELIMINAR para confirmar">
            {(control) => (
              <input
                {...control}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                required
                className={inputClass()}
              />
            )}
          </Field>
          <Button type="submit" busy={busy} variant="danger" size="sm">
            Eliminar mi cuenta y mis datos
          </Button>
        </form>
      )}
      <div id={ids.status} aria-live="polite" className="mt-3" data-testid="my-data-status">
        {message?.text && (
          <Notice tone={message.tone} announce={false}>
            {message.text}
          </Notice>
        )}
      </div>
    </section>
  )
}
