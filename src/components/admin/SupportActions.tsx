'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatExactAmount } from '../../content/money'
import { requestJson } from '../http'

import styles from './SupportDesk.module.css'

async function send(url: string, method: 'POST' | 'PATCH', body: unknown) {
  const result = await requestJson<{ message?: string }>(method, url, body)
  if (!result.ok) throw new Error(result.status === 0 || result.body ? result.error : 'No se pudo completar la acción.')
  return result.body ?? {}
}

/** How long, and how often, the desk follows what an action set off (Stripe's refund events, queued e-mails). */
const FOLLOW_MS = 20_000
const FOLLOW_EVERY_MS = 2_000

/** One follower for the whole desk: it outlives the button that started it (a refunded order loses its button). */
let following: ReturnType<typeof setInterval> | null = null

/**
 * Refreshes the desk at once and then every few seconds for a while: a refund is recorded when Stripe's
 * events arrive and an e-mail when the queue sends it, so the page follows them without a reload.
 */
function useFollow() {
  const router = useRouter()
  return () => {
    router.refresh()
    if (following) clearInterval(following)
    const until = Date.now() + FOLLOW_MS
    following = setInterval(() => {
      if (Date.now() <= until) return router.refresh()
      if (following) clearInterval(following)
      following = null
    }, FOLLOW_EVERY_MS)
  }
}

/**
 * One support action at a time: sends the request, shows the answer (or the error) in the section's
 * status line and keeps the desk up to date.
 */
function useSupportAction() {
  const follow = useFollow()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  async function perform(url: string, method: 'POST' | 'PATCH', body: unknown, done?: string, onSuccess?: () => void) {
    setBusy(true)
    setMessage('')
    try {
      const data = await send(url, method, body)
      setMessage(done ?? data.message ?? '')
      follow()
      onSuccess?.()
    } catch (error) {
      setMessage((error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return { message, busy, perform }
}

/** Grant a module with a reason; re-send a guest access link. */
export function SupportActions(props: {
  email: string
  userId: number | null
  modules: { id: number; label: string }[]
  canResend: boolean
}) {
  const { message, busy, perform } = useSupportAction()
  const grant = (form: FormData) =>
    perform(
      '/api/entitlements',
      'POST',
      {
        ...(props.userId ? { user: props.userId } : { email: props.email }),
        module: Number(form.get('module')),
        grantReason: String(form.get('reason') ?? ''),
      },
      'Acceso concedido.',
    )
  const resend = () => perform('/api/support/resend-link', 'POST', { email: props.email })

  return (
    <section aria-labelledby="support-grant">
      <h2 id="support-grant">Conceder un módulo</h2>
      <form action={grant} className={styles.form}>
        <label>
          Módulo
          <select name="module" required>
            {props.modules.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Motivo
          <input name="reason" required minLength={3} placeholder="p. ej. incidencia con el pago" />
        </label>
        <button type="submit" disabled={busy} className="btn btn--style-primary btn--size-medium">
          Conceder acceso
        </button>
      </form>
      {props.canResend && (
        <p>
          <button type="button" onClick={resend} disabled={busy} className="btn btn--style-secondary btn--size-medium">
            Reenviar enlace de acceso
          </button>
        </p>
      )}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </section>
  )
}

/** Revoke one entitlement, asking for the reason. */
export function RevokeButton({ entitlementId, label }: { entitlementId: number; label: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [error, setError] = useState('')
  async function revoke(form: FormData) {
    try {
      await send(`/api/entitlements/${entitlementId}`, 'PATCH', {
        revokedAt: new Date().toISOString(),
        revokeReason: String(form.get('reason') ?? ''),
      })
      router.refresh()
    } catch (e) {
      setError((e as Error).message)
    }
  }
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="btn btn--style-secondary btn--size-small">
        Revocar {label}
      </button>
    )
  }
  return (
    <form action={revoke} className={styles.form}>
      <label>
        Motivo de la revocación
        <input name="reason" required minLength={3} />
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small">
        Confirmar revocación
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  )
}

/**
 * A destructive action confirmed in two steps: the button opens the question (who and what, in full),
 * a required reason and «Confirmar…» / «Cancelar»; the answer shows in its status line.
 */
function ConfirmedAction(props: {
  /** the wrapper's data attributes, for tests and styles */
  data: Record<`data-${string}`, string>
  opener: string
  question: string
  reasonLabel: string
  reasonName: string
  placeholder: string
  confirm: string
  url: string
  body: (reason: string) => object
  /** the status line after success, when the endpoint says nothing */
  done?: string
  /** shown instead of the button when there is nothing to do (the status line stays, with the last answer) */
  unavailable?: string
}) {
  const { message, busy, perform } = useSupportAction()
  const [open, setOpen] = useState(false)
  const submit = (form: FormData) =>
    perform(props.url, 'POST', props.body(String(form.get(props.reasonName) ?? '')), props.done)
  return (
    <div {...props.data}>
      {props.unavailable ? (
        <p>{props.unavailable}</p>
      ) : !open ? (
        <button type="button" onClick={() => setOpen(true)} className="btn btn--style-secondary btn--size-small">
          {props.opener}
        </button>
      ) : (
        <form action={submit} className={styles.form} aria-label={props.question}>
          <p className={styles.confirm}>{props.question}</p>
          <label>
            {props.reasonLabel}
            <input name={props.reasonName} required minLength={3} maxLength={300} placeholder={props.placeholder} />
          </label>
          <button type="submit" disabled={busy} className="btn btn--style-primary btn--size-small">
            {props.confirm}
          </button>
          <button type="button" onClick={() => setOpen(false)} className="btn btn--style-secondary btn--size-small">
            Cancelar
          </button>
        </form>
      )}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  )
}

/**
 * Refund a whole order, one of its modules, or a gift (whole: it is one seat) through Stripe: asks to
 * confirm, with the amount, the module or the gift's recipient and the buyer in the question, and for
 * the reason (kept with the refund).
 */
export function RefundButton(props: {
  orderId: number
  email: string
  amount: string
  module?: string
  gift?: string
}) {
  const what = props.module
    ? `de ${props.module}`
    : props.gift !== undefined
      ? `del regalo${props.gift ? ` para ${props.gift}` : ''}`
      : 'del pedido completo'
  return (
    <ConfirmedAction
      data={{ 'data-refund': props.module ?? (props.gift !== undefined ? 'regalo' : 'pedido') }}
      opener={
        props.module
          ? `Reembolsar ${props.module}`
          : props.gift !== undefined
            ? 'Reembolsar regalo'
            : 'Reembolsar pedido'
      }
      question={`¿Reembolsar ${props.amount} ${what} a ${props.email}?`}
      reasonLabel="Motivo del reembolso"
      reasonName="refundReason"
      placeholder="p. ej. garantía de 30 días"
      confirm="Confirmar reembolso"
      url="/api/support/refund"
      body={(reason) => ({ orderId: props.orderId, ...(props.module ? { module: props.module } : {}), reason })}
    />
  )
}

/**
 * «Devolver saldo» on a bank-transfer order: what arrived beyond what it needed (or for an order that expired)
 * goes back to the buyer from their Stripe cash balance. The desk's figure goes with the request, so a desk
 * gone stale (the job returned it, more money arrived) returns nothing and says why.
 */
export function TransferBalanceButton(props: { orderId: number; email: string; cents: number | null }) {
  const amount = formatExactAmount(props.cents ?? 0)
  const unavailable =
    props.cents === null
      ? 'No se ha podido consultar el saldo de la transferencia en Stripe.'
      : props.cents > 0
        ? undefined
        : 'Sin saldo de transferencias en Stripe.'
  return (
    <ConfirmedAction
      data={{ 'data-transfer-balance': String(props.orderId) }}
      unavailable={unavailable}
      opener={`Devolver saldo de transferencias (${amount})`}
      question={`¿Devolver ${amount} del saldo de transferencias del pedido ${props.orderId} a ${props.email}? Stripe lo envía a la cuenta de origen o le pide una por email.`}
      reasonLabel="Motivo de la devolución"
      reasonName="balanceReason"
      placeholder="p. ej. transferencia recibida tras el plazo"
      confirm="Confirmar devolución"
      url="/api/support/return-transfer-balance"
      body={(reason) => ({ orderId: props.orderId, amountSeen: props.cents ?? 0, reason })}
    />
  )
}

/**
 * «Reembolsar plazas sin usar» on a team order: how many (1 to the free and invited seats the desk
 * shows), then the question in full — how many, the amount (`amounts[n - 1]`: what stays is priced at
 * its tier, src/teams/seat-refund.ts), which order, whose invitations end — and the reason. The desk's
 * figures go with the request, so a desk gone stale (another tab, a seat claimed since) refunds nothing
 * and says why.
 */
export function SeatRefundForm(props: {
  orderId: number
  email: string
  unused: number
  free: number
  amounts: number[]
}) {
  const { message, busy, perform } = useSupportAction()
  const [open, setOpen] = useState(false)
  const [count, setCount] = useState(1)
  const seats = Math.min(Math.max(1, Math.trunc(count) || 1), props.unused)
  const invitations = Math.max(0, seats - props.free)
  const amount = props.amounts[seats - 1] ?? 0
  const question =
    `¿Reembolsar ${seats === 1 ? '1 plaza sin usar' : `${seats} plazas sin usar`} (${formatExactAmount(amount)}) del pedido ${props.orderId} a ${props.email}?` +
    (amount === 0 ? ' Con las plazas que quedan el pedido baja de tramo: no se devuelve nada.' : '') +
    (invitations
      ? ` Se anulan ${invitations === 1 ? '1 invitación pendiente (la más reciente)' : `${invitations} invitaciones pendientes (las más recientes)`} y esas personas reciben un email.`
      : '') +
    ' Las plazas aceptadas no se tocan.'
  // Done, the question closes (the counts refresh); a refusal leaves it open with its answer.
  const submit = (form: FormData) =>
    perform(
      '/api/support/refund-seats',
      'POST',
      {
        orderId: props.orderId,
        seats: Number(form.get('seats')),
        unusedSeen: props.unused,
        amountSeen: props.amounts[Number(form.get('seats')) - 1] ?? 0,
        reason: String(form.get('seatReason') ?? ''),
      },
      undefined,
      () => {
        setOpen(false)
        setCount(1)
      },
    )
  return (
    <div data-refund="plazas">
      {!open ? (
        <button type="button" onClick={() => setOpen(true)} className="btn btn--style-secondary btn--size-small">
          Reembolsar plazas sin usar
        </button>
      ) : (
        <form action={submit} className={styles.form} aria-label="Reembolsar plazas sin usar">
          <label>
            {`Plazas a reembolsar (de ${props.unused} sin usar)`}
            <input
              name="seats"
              type="number"
              required
              min={1}
              max={props.unused}
              step={1}
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
            />
          </label>
          <p className={styles.confirm}>{question}</p>
          <label>
            Motivo del reembolso
            <input
              name="seatReason"
              required
              minLength={3}
              maxLength={300}
              placeholder="p. ej. el equipo es más pequeño"
            />
          </label>
          <button type="submit" disabled={busy} className="btn btn--style-primary btn--size-small">
            Confirmar reembolso
          </button>
          <button type="button" onClick={() => setOpen(false)} className="btn btn--style-secondary btn--size-small">
            Cancelar
          </button>
        </form>
      )}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  )
}

/**
 * Revoke a certificate of completion (its public page then says so, with the reason): asks to confirm,
 * with the code and the name on it, and for the reason.
 */
export function CertificateRevokeButton(props: { code: string; name: string }) {
  return (
    <ConfirmedAction
      data={{ 'data-revoke-certificate': props.code }}
      opener="Revocar"
      question={`¿Revocar el certificado ${props.code} a nombre de ${props.name}?`}
      reasonLabel="Motivo de la revocación"
      reasonName="certificateReason"
      placeholder="p. ej. cuenta compartida"
      confirm="Confirmar revocación"
      url="/api/support/certificates/revoke"
      body={(reason) => ({ code: props.code, reason })}
      done="Certificado revocado."
    />
  )
}

/** Close every session of a customer's account, asking for the reason (recorded on each session). */
export function EndSessionsForm({ email, active }: { email: string; active: number }) {
  const { message, busy, perform } = useSupportAction()
  const endAll = (form: FormData) =>
    perform('/api/support/end-sessions', 'POST', { email, reason: String(form.get('endReason') ?? '') })
  return (
    <section aria-labelledby="support-sessions">
      <h2 id="support-sessions">Sesiones</h2>
      <p>
        {active === 0
          ? 'No hay sesiones abiertas.'
          : active === 1
            ? 'Hay 1 sesión abierta.'
            : `Hay ${active} sesiones abiertas.`}
      </p>
      <form action={endAll} className={styles.form}>
        <label>
          Motivo
          <input name="endReason" required minLength={3} placeholder="p. ej. la clienta perdió su móvil" />
        </label>
        <button type="submit" disabled={busy} className="btn btn--style-primary btn--size-medium">
          Cerrar todas las sesiones
        </button>
      </form>
      <p role="status" className={styles.message}>
        {message}
      </p>
    </section>
  )
}
