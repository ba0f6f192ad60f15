'use client'

import { useState } from 'react'

import { formatExactAmount } from '../../content/money'

import styles from './SupportDesk.module.css'
import { useSupportAction } from './support-action'

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
