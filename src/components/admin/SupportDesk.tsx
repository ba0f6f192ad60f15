import { paidNotFullyRefunded } from '@/orders/facts'
import type { AdminViewServerProps } from 'payload'

import { isSupportUser } from '../../security/roles'
import { dateTime as formatDateTime } from '../../content/dates'
import {
  ACCESS_STATE_LABELS,
  accessState,
  ENTITLEMENT_SOURCE_LABELS,
  GUEST_GRANT_PURPOSE_LABELS,
  ORDER_STATUS_LABELS,
  REFUND_STATUS_LABELS,
} from '../../content/labels'
import { refundTakesMoney } from '../../commerce/order-status'
import { formatEuros } from '../../content/money'
import { CERTIFICATE_STATE_LABELS, certificateState } from '../../learning/certificates'
import { customerFile, stripePaymentUrl } from '../../support/customer'
import { refundAmount } from '../../commerce/desk-refund'
import { EMAIL_STATUS_LABELS, GUEST_LINK_STATE_LABELS, refundOffer } from '../../support/order-sheet'
import { searchCustomers, type CustomerSearch } from '../../support/search'
import {
  CertificateRevokeButton,
  EndSessionsForm,
  RefundButton,
  RevokeButton,
  SupportActions,
  TransferBalanceButton,
} from './SupportActions'
import { OrderParties } from './OrderParties'
import { SeatRefundForm } from './SeatRefundForm'
import { DeskTable, param, StaffScreen } from './StaffScreen'
import styles from './SupportDesk.module.css'

const dateTime = (value?: string | null) => formatDateTime(value) || '—'
const nameOf = (ref: unknown) =>
  ref && typeof ref === 'object' && 'email' in ref ? String((ref as { email: string }).email) : '—'
const codeOf = (ref: unknown) =>
  ref && typeof ref === 'object' && 'code' in ref ? String((ref as { code: string }).code) : '—'

const deskLink = (q: string, email: string) => `/admin/soporte?${new URLSearchParams({ q, email })}`

/**
 * /admin/soporte — support staff find a customer (account or guest) by part of the e-mail or name,
 * pick one from the matches and act on their access and orders. `?q=` searches; `?email=` opens one
 * customer (the only match, or an exact one, opens by itself).
 */
export async function SupportDesk(props: AdminViewServerProps) {
  const { initPageResult, searchParams, payload } = props
  const allowed = isSupportUser(initPageResult.req.user as never)
  const chosen = param(searchParams?.email).toLowerCase()
  const query = param(searchParams?.q) || chosen
  const search: CustomerSearch | null = allowed && query ? await searchCustomers(payload, query) : null
  const matches = search?.ok ? search.results : []
  const selected =
    matches.find((m) => m.email === chosen) ??
    matches.find((m) => m.email === query.toLowerCase()) ??
    (matches.length === 1 ? matches[0] : null)
  const file = selected ? await customerFile(payload, selected.email) : null
  return (
    <StaffScreen
      view={props}
      title="Atención al cliente"
      allowed={allowed}
      refusal="Solo el personal de soporte y administración puede usar esta pantalla."
    >
      <>
        <form method="get" className={styles.search} role="search">
          <label htmlFor="support-q">Email o nombre del cliente</label>
          <input
            id="support-q"
            name="q"
            type="search"
            defaultValue={query}
            required
            minLength={2}
            maxLength={100}
            placeholder="p. ej. maria o @gmail.com"
          />
          <button type="submit" className="btn btn--style-primary btn--size-medium">
            Buscar
          </button>
        </form>
        {search && !search.ok && (
          <p role="alert" data-testid="search-error">
            {search.error}
          </p>
        )}
        {search?.ok && !matches.length && (
          <p role="status" data-testid="search-empty">
            No hay ningún cliente que coincida con «{search.query}».
          </p>
        )}
        {matches.length > 1 && (
          <section aria-labelledby="support-results" data-testid="search-results">
            <h2 id="support-results">
              {search?.ok && search.more
                ? `Más de ${matches.length} clientes coinciden`
                : `${matches.length} clientes coinciden`}{' '}
              con «{query}»
            </h2>
            <ul className={styles.results}>
              {matches.map((m) => (
                <li key={m.email}>
                  <a href={deskLink(query, m.email)} aria-current={m.email === selected?.email ? 'true' : undefined}>
                    {m.email}
                  </a>{' '}
                  {m.account ? `· cuenta${m.name ? ` de ${m.name}` : ''}` : '· invitado'}
                  {' · '}
                  <span data-testid="match-summary">
                    {m.orders
                      ? `${m.orders === 1 ? '1 pedido' : `${m.orders} pedidos`} · último ${dateTime(m.lastOrderAt)}${
                          m.lastStatus
                            ? ` (${ORDER_STATUS_LABELS[m.lastStatus as keyof typeof ORDER_STATUS_LABELS] ?? m.lastStatus})`
                            : ''
                        } · pagado ${formatEuros(m.paidTotal)}`
                      : 'sin pedidos'}
                  </span>
                </li>
              ))}
            </ul>
            {search?.ok && search.more && <p role="note">Hay más resultados: afina la búsqueda.</p>}
          </section>
        )}
        {file && (
          <div data-testid="customer-file">
            <p>
              {file.user ? (
                <>
                  Cuenta: <strong>{file.user.email}</strong> ({file.user.name ?? 'sin nombre'}) · alta{' '}
                  {dateTime(file.user.createdAt)}
                </>
              ) : (
                <>
                  Sin cuenta: compras como invitado con <strong>{file.email}</strong>
                </>
              )}
            </p>
            <p data-testid="customer-totals">
              {file.totals.orders === 1 ? '1 pedido' : `${file.totals.orders} pedidos`} · pagado{' '}
              <strong>{formatEuros(file.totals.paid)}</strong> · reembolsado{' '}
              <strong>{formatEuros(file.totals.refunded)}</strong> · neto{' '}
              {formatEuros(file.totals.paid - file.totals.refunded)}
            </p>

            <h2>Accesos a módulos</h2>
            <DeskTable
              headings={['Módulo', 'Origen', 'Concedido', 'Estado', 'Acción']}
              empty="Sin accesos."
              rows={file.entitlements.map((e) => (
                <tr key={e.id} data-module={codeOf(e.module)} data-active={e.revokedAt ? 'no' : 'yes'}>
                  <td data-label="Módulo">{codeOf(e.module)}</td>
                  <td data-label="Origen">{ENTITLEMENT_SOURCE_LABELS[e.source]}</td>
                  <td data-label="Concedido">
                    {dateTime(e.createdAt)}
                    {e.grantedBy ? ` por ${nameOf(e.grantedBy)}` : ''}
                    {e.grantReason ? ` — ${e.grantReason}` : ''}
                  </td>
                  <td data-label="Estado">
                    {ACCESS_STATE_LABELS[accessState(e)]}
                    {e.revokedAt &&
                      ` el ${dateTime(e.revokedAt)}${e.revokedBy ? ` por ${nameOf(e.revokedBy)}` : ''} — ${e.revokeReason ?? ''}`}
                  </td>
                  <td data-label="Acción">
                    {!e.revokedAt && <RevokeButton entitlementId={e.id} label={codeOf(e.module)} />}
                  </td>
                </tr>
              ))}
            />

            <SupportActions
              email={file.email}
              userId={file.user?.id ?? null}
              modules={file.modules.map((m) => ({ id: m.id, label: `${m.code} · ${m.title}` }))}
              canResend={file.canResend}
            />

            {file.user && <EndSessionsForm email={file.user.email} active={file.activeSessions} />}

            <section aria-labelledby="support-certificates" data-testid="customer-certificates">
              <h2 id="support-certificates">Certificados</h2>
              <DeskTable
                headings={['Código', 'Nombre', 'Emitido', 'Estado', 'Acción']}
                empty="Sin certificados."
                rows={file.certificates.map((c) => {
                  const state = certificateState(c)
                  return (
                    <tr key={c.id} data-certificate={c.code} data-state={state}>
                      <td data-label="Código">
                        <a
                          href={`/certificados/${c.code}`}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={styles.code}
                        >
                          {c.code}
                        </a>
                      </td>
                      <td data-label="Nombre">{c.name}</td>
                      <td data-label="Emitido">{dateTime(c.issuedAt)}</td>
                      <td data-label="Estado">
                        {CERTIFICATE_STATE_LABELS[state]}
                        {state === 'withdrawn' && ` el ${dateTime(c.withdrawnAt)}`}
                        {state === 'revoked' &&
                          ` el ${dateTime(c.revokedAt)}${c.revokedBy ? ` por ${nameOf(c.revokedBy)}` : ''} — ${c.revokedReason ?? ''}`}
                      </td>
                      <td data-label="Acción">
                        {state !== 'revoked' && <CertificateRevokeButton code={c.code} name={c.name} />}
                      </td>
                    </tr>
                  )
                })}
              />
            </section>

            <h2>Pedidos</h2>
            <DeskTable
              headings={['Fecha', 'Producto', 'Importe', 'Estado', 'Facturas', 'Reembolso']}
              empty="Sin pedidos."
              rows={file.orders.map((o) => {
                const codes = (o.modules ?? []).map(codeOf)
                const refunds = {
                  amountTotal: o.amountTotal,
                  codes,
                  refundedCodes: new Set(
                    (o.refunds ?? []).filter(refundTakesMoney).flatMap((r) => (r.modules ?? []).map(codeOf)),
                  ),
                  refundedAmount: (o.refunds ?? []).filter(refundTakesMoney).reduce((sum, r) => sum + r.amount, 0),
                }
                const left = refundAmount(refunds, null)
                const offer = refundOffer(o, codes, refunds.refundedCodes)
                const gift = file.gifts[o.id]
                const seats = o.purpose === 'team' ? file.seats[o.id] : undefined
                const unused = seats ? seats.free + seats.invited : 0
                const refundable = paidNotFullyRefunded(o.status) && left > 0
                const buyer = o.email ?? file.email
                const stripe = stripePaymentUrl(o.paymentIntentId)
                const balance = file.balances[o.id]
                const invoices = file.invoices.filter(
                  (i) => (typeof i.order === 'object' ? i.order?.id : i.order) === o.id,
                )
                return (
                  <tr key={o.id} data-order={o.id} data-status={o.status}>
                    <td data-label="Fecha">{dateTime(o.createdAt)}</td>
                    <td data-label="Producto">
                      {o.productType === 'complete'
                        ? `Curso completo (${codes.join(', ')})`
                        : `Módulo ${codes.join(', ')}`}
                      <OrderParties order={o} file={file} />
                    </td>
                    <td data-label="Importe">
                      {formatEuros(o.amountTotal)}
                      {stripe && (
                        <div>
                          <a href={stripe} target="_blank" rel="noopener noreferrer" data-testid="stripe-link">
                            Ver el pago en Stripe
                          </a>
                        </div>
                      )}
                    </td>
                    <td data-label="Estado">
                      {ORDER_STATUS_LABELS[o.status]}
                      {(o.refunds ?? []).map((r) => (
                        <div key={r.id ?? r.refundId} data-refund-status={r.status ?? 'succeeded'}>
                          Reembolso de {formatEuros(r.amount)} {dateTime(r.refundedAt)}
                          {r.status && r.status !== 'succeeded' ? ` (${REFUND_STATUS_LABELS[r.status]})` : ''}
                          {r.modules?.length ? ` (${r.modules.map(codeOf).join(', ')})` : ''}
                          {r.reason ? ` — ${r.reason}` : ''}
                        </div>
                      ))}
                    </td>
                    <td data-label="Facturas">
                      {invoices.map((i) => (
                        <div key={i.id} data-invoice={i.number} data-kind={i.kind}>
                          <a href={`/api/invoice-pdf/${i.id}`} download>
                            {i.kind === 'rectifying' ? 'Rectificativa' : 'Factura'} {i.number}
                          </a>{' '}
                          · {formatEuros(i.total)} · {dateTime(i.issuedAt)} ·{' '}
                          <a href={`/admin/collections/invoices/${i.id}`}>ver</a>
                        </div>
                      ))}
                      {!invoices.length && '—'}
                    </td>
                    <td data-label="Reembolso">
                      {balance !== undefined && (
                        <div className={styles.balance}>
                          <TransferBalanceButton orderId={o.id} email={buyer} cents={balance} />
                        </div>
                      )}
                      {refundable && offer.kind === 'seats' && seats && unused > 0 && (
                        <SeatRefundForm
                          orderId={o.id}
                          email={buyer}
                          unused={unused}
                          free={seats.free}
                          amounts={seats.refunds}
                        />
                      )}
                      {refundable && offer.kind === 'gift' && (
                        <RefundButton
                          orderId={o.id}
                          email={buyer}
                          amount={formatEuros(left)}
                          gift={gift?.recipient ?? ''}
                        />
                      )}
                      {refundable && offer.kind === 'order' && (
                        <div className={styles.refunds}>
                          <RefundButton orderId={o.id} email={buyer} amount={formatEuros(left)} />
                          {offer.modules.map((c) => (
                            <RefundButton
                              key={c}
                              orderId={o.id}
                              email={buyer}
                              amount={formatEuros(refundAmount(refunds, c))}
                              module={c}
                            />
                          ))}
                        </div>
                      )}
                    </td>
                  </tr>
                )
              })}
            />

            <h2>Enlaces de invitado</h2>
            <ul data-testid="guest-links">
              {file.guestGrants.map((g) => (
                <li key={g.id} data-state={g.state}>
                  {GUEST_GRANT_PURPOSE_LABELS[g.purpose]} · {GUEST_LINK_STATE_LABELS[g.state]} · creado{' '}
                  {dateTime(g.createdAt)}
                  {g.lastSentAt ? ` · enviado ${dateTime(g.lastSentAt)}` : ''} · caduca {dateTime(g.expiresAt)}
                </li>
              ))}
              {!file.guestGrants.length && <li>Sin enlaces.</li>}
            </ul>

            <section aria-labelledby="support-emails" data-testid="customer-emails">
              <h2 id="support-emails">Emails enviados</h2>
              <DeskTable
                headings={['Asunto', 'En cola', 'Estado']}
                empty="Sin emails en los últimos 30 días."
                rows={file.emails.map((m) => (
                  <tr key={m.id} data-email-status={m.status}>
                    <td data-label="Asunto">{m.subject || '—'}</td>
                    <td data-label="En cola">{dateTime(m.queuedAt)}</td>
                    <td data-label="Estado">
                      {EMAIL_STATUS_LABELS[m.status]}
                      {m.sentAt ? ` el ${dateTime(m.sentAt)}` : ''}
                    </td>
                  </tr>
                ))}
              />
            </section>

            <h2>Últimas descargas</h2>
            <ul>
              {file.downloads.map((d) => (
                <li key={d.id}>
                  {d.fileName} ({codeOf(d.module)}) · {dateTime(d.createdAt)}
                </li>
              ))}
              {!file.downloads.length && <li>Sin descargas.</li>}
            </ul>
          </div>
        )}
      </>
    </StaffScreen>
  )
}
