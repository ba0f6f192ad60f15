import { dateTime as formatDateTime } from '../../content/dates'
import type { customerFile } from '../../support/customer'
import { GIFT_STATE_LABELS, SEAT_COUNT_ORDER, SEAT_LINE_LABELS, seatCount } from '../../support/order-sheet'
import styles from './SupportDesk.module.css'

type CustomerFile = NonNullable<Awaited<ReturnType<typeof customerFile>>>
const dateTime = (value?: string | null) => formatDateTime(value) || '—'

/** Who an order concerns beyond its buyer: a team's seats and who holds each, the company, a gift's recipient. */
export function OrderParties({ order: o, file }: { order: CustomerFile['orders'][number]; file: CustomerFile }) {
  const seats = o.purpose === 'team' ? file.seats[o.id] : undefined
  const company = o.buyer?.businessName || o.buyer?.taxId ? o.buyer : null
  const gift = file.gifts[o.id]
  const seatList = file.seatLists[o.id] ?? []
  return (
    <>
      {seats && (
        <div data-testid="order-seats" data-order-seats={o.id}>
          Equipo: {seats.bought} {seats.bought === 1 ? 'plaza' : 'plazas'} ·{' '}
          {SEAT_COUNT_ORDER.map((state) => seatCount(seats[state], state)).join(' · ')}
        </div>
      )}
      {company && (
        <div data-testid="order-company">
          Empresa: <strong>{company.businessName ?? '—'}</strong> · NIF/IVA {company.taxId ?? '—'}
          {company.address ? ` · ${company.address}` : ' · sin dirección fiscal'}
        </div>
      )}
      {gift && (
        <dl className={styles.facts} data-testid="order-gift" data-gift-state={gift.state}>
          <dt>Regalo</dt>
          <dd>{GIFT_STATE_LABELS[gift.state]}</dd>
          <dt>Para</dt>
          <dd>{gift.recipient ?? '—'}</dd>
          <dt>{gift.deliveredAt ? 'Entregado' : 'Se entrega'}</dt>
          <dd>{gift.deliverAt ? `${dateTime(gift.deliveredAt ?? gift.deliverAt)} (hora de Madrid)` : '—'}</dd>
          <dt>De</dt>
          <dd>{gift.giver ?? '—'}</dd>
          {gift.claimedAt && (
            <>
              <dt>Aceptado</dt>
              <dd>
                {dateTime(gift.claimedAt)}
                {gift.claimedBy && gift.claimedBy !== gift.recipient ? ` por ${gift.claimedBy}` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
      {o.purpose === 'team' && seatList.length > 0 && (
        <details className={styles.seatList} data-testid="order-seat-list" open={seatList.length <= 10}>
          <summary>Quién tiene cada plaza ({seatList.length})</summary>
          <ul>
            {seatList.map((seat) => (
              <li key={seat.id} data-seat={seat.id} data-seat-status={seat.status}>
                <strong>{SEAT_LINE_LABELS[seat.status]}</strong>
                {seat.email ? ` · ${seat.email}` : ''}
                {seat.name ? ` (${seat.name})` : ''}
                {seat.invitedAt ? ` · invitada ${dateTime(seat.invitedAt)}` : ''}
                {seat.claimedAt && seat.status === 'claimed' ? ` · aceptada ${dateTime(seat.claimedAt)}` : ''}
                {seat.firstUseAt ? ` · primer uso ${dateTime(seat.firstUseAt)}` : ''}
                {seat.movedAt ? ` · movida ${dateTime(seat.movedAt)}` : ''}
                {seat.refundedAt ? ` · reembolsada ${dateTime(seat.refundedAt)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  )
}
