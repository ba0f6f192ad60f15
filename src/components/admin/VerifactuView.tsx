import type { AdminViewServerProps, Where } from 'payload'

import { isSupportUser } from '../../security/roles'
import { dateTime, isoDay } from '../../content/dates'
import { VERIFACTU_STATUS_LABELS } from '../../content/labels'
import type { VerifactuRecord } from '../../payload-types'
import { choiceRefusal } from '../../verifactu/correction-data'
import { DeskTable, param, StaffScreen } from './StaffScreen'
import styles from './SupportDesk.module.css'
import { CorrectButton, ResendButton } from './VerifactuActions'

const STATUSES = Object.keys(VERIFACTU_STATUS_LABELS) as VerifactuRecord['status'][]
const KIND = { alta: 'Alta', anulacion: 'Anulación' } as const
const SUBMISSION_LABELS = {
  sending: 'enviando',
  answered: 'respondido',
  failed: 'sin respuesta de la AEAT',
  abandoned: 'interrumpido',
  refused: 'rechazado entero por la AEAT',
} as const

/**
 * /admin/verifactu — the VERI*FACTU records with their state at the tax agency and its reason, the
 * «Subsanar y reenviar» action on rejected ones (and «NIF no censado» on those rejected for a recipient the
 * census does not know), a message the agency refused whole with its reason and «Reenviar el envío», the
 * last messages sent, and the export of a period as the agency's XML: admin and support only (fiscal
 * records, like invoices and the business overview).
 */
export async function VerifactuView(props: AdminViewServerProps) {
  const { initPageResult, searchParams, payload } = props
  const user = initPageResult.req.user
  // Fiscal records: admin and support, as invoices and the business overview.
  const allowed = isSupportUser(user as never)
  const status = STATUSES.find((s) => s === param(searchParams?.estado))
  const where: Where = status ? { status: { equals: status } } : {}
  const records = allowed
    ? (await payload.find({ collection: 'verifactu-records', where, sort: '-sequence', limit: 100, depth: 0 })).docs
    : []
  const corrected = new Set(
    records.map((r) => (typeof r.correctionOf === 'object' ? r.correctionOf?.id : r.correctionOf)).filter(Boolean),
  )
  const messages = allowed
    ? (await payload.find({ collection: 'verifactu-submissions', sort: '-id', limit: 5, depth: 0 })).docs
    : []
  // A message refused whole holds every pending record until it is resent (src/verifactu/store.ts).
  const held = allowed
    ? (
        await payload.find({
          collection: 'verifactu-submissions',
          where: { and: [{ status: { equals: 'refused' } }, { resentAt: { exists: false } }] },
          sort: 'id',
          limit: 1,
          depth: 0,
        })
      ).docs[0]
    : undefined
  const today = isoDay(new Date())
  return (
    <StaffScreen
      view={props}
      title="VERI*FACTU"
      allowed={allowed}
      refusal="Solo administración y atención al cliente pueden ver los registros fiscales."
    >
      <>
        {held && (
          <section data-testid="verifactu-refused" role="alert">
            <h2>Envío rechazado por la AEAT</h2>
            <p>
              La AEAT rechazó entero el envío del {dateTime(held.sentAt)} (
              {held.recordCount === 1 ? '1 registro' : `${held.recordCount} registros`}, nº {held.firstSequence}–
              {held.lastSequence}): {held.error}
            </p>
            <p>
              La causa está en el envío (cabecera, certificado), no en los registros: ninguno está rechazado y ninguno
              sale hasta reenviarlo. Corrige la causa y reenvíalo: salen los mismos registros, en orden, sin registros
              nuevos.
            </p>
            <ResendButton id={held.id} />
          </section>
        )}
        <form method="get" className={styles.search}>
          <label htmlFor="vf-estado">Estado</label>
          <select id="vf-estado" name="estado" defaultValue={status ?? ''}>
            <option value="">Todos</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {VERIFACTU_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--style-primary btn--size-medium">
            Filtrar
          </button>
        </form>
        <DeskTable
          testId="verifactu-records"
          headings={['Nº', 'Tipo', 'Factura', 'Estado', 'Motivo de la AEAT', 'CSV', 'Enviado', '']}
          empty={`No hay registros${status ? ` en estado «${VERIFACTU_STATUS_LABELS[status]}»` : ''}.`}
          rows={records.map((r) => (
            <tr key={r.id} data-status={r.status}>
              <td data-label="Nº">{r.sequence}</td>
              <td data-label="Tipo">{KIND[r.kind]}</td>
              <td data-label="Factura">
                {r.invoiceNumber} · {r.issueDate}
                {r.correctionOf ? ' (subsanación)' : ''}
                {r.correctionChoice === 'not_censused' ? ' · destinatario NIF no censado' : ''}
              </td>
              <td data-label="Estado">{VERIFACTU_STATUS_LABELS[r.status]}</td>
              <td data-label="Motivo de la AEAT">
                {r.agencyErrorCode ? `${r.agencyErrorCode}: ${r.agencyErrorDescription ?? ''}` : '—'}
              </td>
              <td data-label="CSV">{r.agencyCsv ?? '—'}</td>
              <td data-label="Enviado">{dateTime(r.sentAt) || '—'}</td>
              <td>
                {r.kind === 'alta' &&
                  (r.status === 'rejected' || r.status === 'accepted_with_errors') &&
                  !corrected.has(r.id) && (
                    <>
                      <CorrectButton id={r.id} label={r.invoiceNumber} />
                      {!choiceRefusal(r, 'not_censused') && (
                        <CorrectButton id={r.id} label={r.invoiceNumber} notCensused />
                      )}
                    </>
                  )}
              </td>
            </tr>
          ))}
        />
        <h2>Últimos envíos a la AEAT</h2>
        <ul>
          {messages.map((m) => (
            <li key={m.id}>
              {dateTime(m.sentAt)}: {m.recordCount === 1 ? '1 registro' : `${m.recordCount} registros`},{' '}
              {m.estadoEnvio ?? SUBMISSION_LABELS[m.status]}
              {m.error ? ` (${m.error})` : ''}
              {m.nextSendAfter ? `; siguiente envío no antes de ${dateTime(m.nextSendAfter)}` : ''}
            </li>
          ))}
          {!messages.length && <li>Aún no se ha enviado nada.</li>}
        </ul>
        <h2>Exportar un periodo (XML de la AEAT)</h2>
        <form method="get" action="/api/verifactu/export" className={styles.search}>
          <label htmlFor="vf-from">Desde</label>
          <input id="vf-from" name="from" type="date" required defaultValue={today.slice(0, 8) + '01'} />
          <label htmlFor="vf-to">Hasta</label>
          <input id="vf-to" name="to" type="date" required defaultValue={today} />
          <button type="submit" className="btn btn--style-primary btn--size-medium">
            Descargar XML
          </button>
        </form>
        <p>
          Un documento RegFactuSistemaFacturacion con hasta 1.000 registros; si el periodo tiene más, añade &amp;page=2,
          3… a la dirección.
        </p>
      </>
    </StaffScreen>
  )
}
