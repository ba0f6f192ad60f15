'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent, type ReactNode } from 'react'

import { requestJson } from '@/components/http'
import { Button, LinkButton } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'
import { EmailText } from '@/components/ui/EmailText'
import { Notice } from '@/components/ui/Notice'

import { FundaeExport } from './FundaeExport'
import { madridDay } from '@/content/dates'
import type { TeamReport } from '@/teams/report'
import type { ManagedTeam } from '@/teams/team-actions'

const STATUS: Record<string, string> = {
  free: 'Libre',
  invited: 'Invitada',
  claimed: 'Aceptada',
  refunded: 'Reembolsada',
}
const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid' }) : '—'
/** «menos de 1 min», «12 min», «1 h 05 min» */
function timeSpent(ms: number) {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'menos de 1 min'
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
}

type Line = { line: string; ok: boolean; message: string }

/** One team on /equipo: counts, seats (only what `learnerView` gives), invitations and co-managers. */
export function TeamPanel({
  team,
  report,
  me,
  children,
}: {
  team: ManagedTeam
  report: TeamReport
  me: number
  /** what the server adds under the FUNDAE export (the quality questionnaire's counts) */
  children?: ReactNode
}) {
  const router = useRouter()
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [lines, setLines] = useState<Line[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [editing, setEditing] = useState<{ seat: number; action: 'reassign' | 'move' } | null>(null)
  // the FUNDAE period opens on this year so far (Madrid's calendar)
  const [today] = useState(() => madridDay(new Date()))

  async function send(key: string, path: string, data: Record<string, unknown>, ok: string) {
    setBusy(key)
    setMessage(null)
    const result = await requestJson<{ lines?: Line[]; message?: string }>('POST', `/api/teams/${path}`, {
      team: team.team,
      ...data,
    })
    setBusy(null)
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error })
      return false
    }
    if (result.body?.lines) setLines(result.body.lines)
    setMessage({ tone: 'success', text: result.body?.message ?? ok })
    router.refresh()
    return true
  }

  /** A seat's one-click action (resend, withdraw): busy while its request runs. */
  const seatButton = (
    seat: number,
    action: 'resend' | 'withdraw',
    label: string,
    done: string,
    variant: 'outline' | 'danger-outline' = 'outline',
  ) => (
    <Button
      size="sm"
      variant={variant}
      busy={busy === `${action}-${seat}`}
      onClick={() => send(`${action}-${seat}`, action, { seat }, done)}
    >
      {label}
    </Button>
  )

  const field = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '')
  const onInvite = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    if (
      await send(
        'invite',
        'invite',
        { email: field(form, 'email'), name: field(form, 'name') || null },
        'Invitación enviada.',
      )
    )
      form.reset()
  }
  const onList = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    if (
      await send(
        'list',
        'invite-list',
        { text: field(form, 'list') },
        'Lista procesada: mira el resultado de cada línea.',
      )
    )
      form.reset()
  }
  const onSeat = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!editing) return
    const ok =
      editing.action === 'move' ? 'Plaza movida: la nueva persona recibirá la invitación.' : 'Invitación reasignada.'
    if (
      await send(
        `seat-${editing.seat}`,
        editing.action,
        { seat: editing.seat, email: field(e.currentTarget, 'email') },
        ok,
      )
    )
      setEditing(null)
  }
  const onManager = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    if (await send('manager', 'managers', { email: field(form, 'email') }, 'Invitación enviada.')) form.reset()
  }

  const c = report.counts
  const headingId = `equipo-${team.team}`
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="team-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {team.name}
        </h2>
        <LinkButton href={team.moreSeatsHref} variant="secondary" size="sm">
          Comprar más plazas
        </LinkButton>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="seat-counts">
        {[
          ['Compradas', c.bought],
          ['Invitadas', c.invited],
          ['Aceptadas', c.claimed],
          ['Libres', c.free],
          ['Reembolsadas', c.refunded],
        ].map(([label, n]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{n}</dd>
          </div>
        ))}
      </dl>

      {message ? (
        <Notice tone={message.tone} className="mt-4">
          {message.text}
        </Notice>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <form onSubmit={onInvite} className="space-y-3" aria-label="Invitar a una persona">
          <Field label="Invitar por email">
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                required
                autoComplete="off"
                className={inputClass()}
                placeholder="nombre@empresa.es"
              />
            )}
          </Field>
          <Field label="Nombre (opcional)" hint="Para reconocer a la persona en esta lista.">
            {(control) => (
              <input {...control} name="name" type="text" maxLength={80} autoComplete="off" className={inputClass()} />
            )}
          </Field>
          <Button type="submit" busy={busy === 'invite'}>
            Invitar
          </Button>
        </form>
        <form onSubmit={onList} className="space-y-3" aria-label="Invitar una lista">
          <Field label="Pegar una lista" hint="Una dirección por línea, o «Nombre <email>».">
            {(control) => <textarea {...control} name="list" rows={3} required className={inputClass()} />}
          </Field>
          <Button type="submit" variant="secondary" busy={busy === 'list'}>
            Invitar a la lista
          </Button>
        </form>
      </div>

      {lines ? (
        <ul className="mt-4 space-y-1 text-sm" data-testid="list-result" aria-label="Resultado de la lista">
          {lines.map((l, i) => (
            <li key={`${i}-${l.line}`} className={l.ok ? 'text-emerald-800' : 'text-red-800'}>
              <span className="font-medium wrap-anywhere">{l.line}</span>: {l.message}
            </li>
          ))}
        </ul>
      ) : null}

      <h3 className="mt-8 text-lg font-semibold text-slate-900">Plazas</h3>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="seat-rows">
        {report.rows.map((row) => (
          <li key={row.seatId} className="p-3 sm:p-4" data-testid="seat-row" data-status={row.status}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900" data-testid="seat-person">
                  {row.name ? <>{row.name} · </> : null}
                  {row.email ? <EmailText email={row.email} /> : 'Sin asignar'}
                </p>
                <p className="text-sm text-slate-600">
                  {STATUS[row.status]} · {report.products[row.seatId]}
                  {row.invitedAt ? ` · invitada el ${day(row.invitedAt)}` : ''}
                  {row.claimedAt ? ` · aceptada el ${day(row.claimedAt)}${row.hasAccount ? '' : ' (sin cuenta)'}` : ''}
                </p>
                {row.status === 'claimed' ? (
                  <p className="text-sm text-slate-600" data-testid="seat-activity">
                    {row.lastActivity
                      ? `Tiempo: ${timeSpent(row.activeMs)} · última actividad el ${day(row.lastActivity)}`
                      : 'Sin actividad todavía'}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {row.status === 'invited' ? (
                  <>
                    {seatButton(row.seatId, 'resend', 'Reenviar', 'Invitación reenviada con un enlace nuevo.')}
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing({ seat: row.seatId, action: 'reassign' })}
                    >
                      Reasignar
                    </Button>
                    {seatButton(
                      row.seatId,
                      'withdraw',
                      'Retirar',
                      'Invitación retirada: la plaza vuelve a estar libre.',
                      'danger-outline',
                    )}
                  </>
                ) : null}
                {row.status === 'claimed' && report.movable[row.seatId] ? (
                  <Button size="sm" variant="outline" onClick={() => setEditing({ seat: row.seatId, action: 'move' })}>
                    Mover
                  </Button>
                ) : null}
              </div>
            </div>
            {row.modules.length ? (
              <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
                {row.modules.map((m) => (
                  <li key={m.code} className="text-slate-700">
                    {m.code} · {m.percent} % ({m.read}/{m.total} secciones)
                  </li>
                ))}
              </ul>
            ) : null}
            {row.evaluations.length ? (
              <p className="mt-1 text-sm text-slate-700" data-testid="team-evaluations">
                Evaluaciones:{' '}
                {row.evaluations
                  .map(
                    (e) =>
                      `${e.code} ${e.bestScore === null ? 'sin aprobar' : `${e.bestScore} %`} (${e.attempts} ${e.attempts === 1 ? 'intento' : 'intentos'})`,
                  )
                  .join(', ')}
              </p>
            ) : null}
            {row.certificate ? (
              <p className="mt-1 text-sm text-slate-700">
                Certificado:{' '}
                {row.certificate.state === 'valid'
                  ? row.certificate.code
                  : row.certificate.state === 'withdrawn'
                    ? 'retirado por su titular'
                    : 'revocado'}
              </p>
            ) : null}
            {editing?.seat === row.seatId ? (
              <form
                onSubmit={onSeat}
                className="mt-3 flex flex-wrap items-end gap-2"
                aria-label={editing.action === 'move' ? 'Mover la plaza' : 'Reasignar la invitación'}
              >
                <Field
                  label={editing.action === 'move' ? 'Mover a (email)' : 'Reasignar a (email)'}
                  className="min-w-0 flex-1"
                >
                  {(control) => <input {...control} name="email" type="email" required className={inputClass()} />}
                </Field>
                <Button type="submit" size="sm" busy={busy === `seat-${row.seatId}`}>
                  {editing.action === 'move' ? 'Mover (solo una vez)' : 'Reasignar'}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                  Cancelar
                </Button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>

      <div className="mt-8">
        <FundaeExport team={team.team} defaultFrom={`${today.slice(0, 4)}-01-01`} defaultTo={today} />
      </div>
      {children}

      <h3 className="mt-8 text-lg font-semibold text-slate-900">Gestores</h3>
      <ul className="mt-2 space-y-2" data-testid="managers">
        {team.managers.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 text-slate-800">
            <span className="min-w-0">
              <EmailText email={m.email} />{' '}
              <span className="text-sm text-slate-600">({m.role === 'buyer' ? 'comprador' : 'gestor'})</span>
            </span>
            {m.role === 'co-manager' ? (
              <Button
                size="sm"
                variant="danger-link"
                busy={busy === `rm-${m.id}`}
                onClick={() =>
                  send(
                    `rm-${m.id}`,
                    'managers/remove',
                    { manager: m.id },
                    m.id === me ? 'Has dejado de gestionar el equipo.' : 'Gestor retirado.',
                  )
                }
              >
                Quitar
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {team.invitations.length ? (
        <>
          <h4 className="mt-4 text-base font-semibold text-slate-900">Invitaciones pendientes</h4>
          <ul className="mt-2 space-y-2" data-testid="manager-invitations">
            {team.invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 text-slate-800">
                <span className="min-w-0">
                  <EmailText email={i.email} />{' '}
                  <span className="text-sm text-slate-600">(caduca el {day(i.expiresAt)})</span>
                </span>
                <Button
                  size="sm"
                  variant="danger-link"
                  busy={busy === `inv-${i.id}`}
                  onClick={() => send(`inv-${i.id}`, 'managers/withdraw', { invitation: i.id }, 'Invitación retirada.')}
                >
                  Retirar
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <form onSubmit={onManager} className="mt-3 flex flex-wrap items-end gap-2" aria-label="Invitar a un gestor">
        <Field
          label="Invitar a un gestor (email)"
          hint="Le enviaremos un enlace: gestionará el equipo cuando lo acepte con una cuenta confirmada de ese email."
          className="min-w-0 flex-1 basis-64"
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              autoComplete="off"
              className={inputClass()}
              placeholder="nombre@empresa.es"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" busy={busy === 'manager'}>
          Enviar invitación
        </Button>
      </form>
    </section>
  )
}
