'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { formatExactAmount } from '../../content/money'

import styles from './SupportDesk.module.css'
import { send, useSupportAction } from './support-action'

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
