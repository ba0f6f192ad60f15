'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ActiveSession } from '@/accounts/sessions'
import { notifyAccountChanged } from '@/components/auth/account-events'
import { requestJson } from '@/components/http'
import { dateTime } from '@/content/dates'
import { useToast } from '@/components/ui/Toaster'
import { Button } from '@/components/ui/Button'

/** The account's active sessions: "Cerrar esta sesión" on each, "Cerrar las demás" for all but the current one. */
export function SessionList({ sessions }: { sessions: ActiveSession[] }) {
  const router = useRouter()
  const toast = useToast()
  const [busy, setBusy] = useState<string | null>(null)
  const others = sessions.filter((s) => !s.current).length

  async function act(key: string, url: string, body: unknown, done: (ended: number) => string, signsOut = false) {
    // e.g. 'Sesión cerrada' / 'Hemos cerrado 2 sesiones.'
    if (busy) return
    setBusy(key)
    const result = await requestJson<{ ended: number }>('POST', url, body)
    setBusy(null)
    if (!result.ok) {
      toast({ title: 'No se pudo cerrar la sesión', description: result.error, variant: 'destructive' })
      return
    }
    const ended = result.body?.ended ?? 0
    toast({ title: ended === 1 ? 'Sesión cerrada' : 'Sesiones cerradas', description: done(ended) })
    if (signsOut) {
      notifyAccountChanged()
      router.replace('/')
    }
    router.refresh()
  }

  return (
    <div>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        data-testid="session-list"
      >
        {sessions.map((s) => (
          <li
            key={s.sid}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
            data-current={s.current || undefined}
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <span className="break-words">{s.device}</span>
                {s.current && (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    Esta sesión
                  </span>
                )}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm text-slate-600">
                <dt>IP:</dt>
                <dd className="break-all">{s.ip || 'desconocida'}</dd>
                <dt>Inicio:</dt>
                <dd>{dateTime(s.createdAt)}</dd>
                <dt>Última actividad:</dt>
                <dd>{dateTime(s.lastSeenAt)}</dd>
              </dl>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-disabled={busy !== null || undefined}
              onClick={() =>
                act(
                  s.sid,
                  '/api/account/sessions/end',
                  { sid: s.sid },
                  () => (s.current ? 'Has cerrado esta sesión.' : 'Sesión cerrada.'),
                  s.current,
                )
              }
              className="shrink-0 self-start sm:self-center"
            >
              {busy === s.sid ? 'Cerrando…' : 'Cerrar esta sesión'}
            </Button>
          </li>
        ))}
      </ul>
      {others > 0 && (
        <Button
          variant="danger"
          size="sm"
          aria-disabled={busy !== null || undefined}
          onClick={() =>
            act('others', '/api/account/sessions/end-others', {}, (n) =>
              n === 1 ? 'Hemos cerrado 1 sesión.' : `Hemos cerrado ${n} sesiones.`,
            )
          }
          className="mt-4 w-full sm:w-auto"
        >
          {busy === 'others' ? 'Cerrando…' : 'Cerrar las demás'}
        </Button>
      )}
    </div>
  )
}
