import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isSupportUser } from '../../../collections/access/roles'
import { dateTime as formatDateTime } from '../../content/dates'
import { customerFile } from '../../support/customer'
import { EndSessionsForm, SupportActions, RevokeButton } from './SupportActions'
import styles from './SupportDesk.module.css'

const dateTime = (value?: string | null) => formatDateTime(value) || '—'
const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100)
const nameOf = (ref: unknown) => (ref && typeof ref === 'object' && 'email' in ref ? String((ref as { email: string }).email) : '—')
const codeOf = (ref: unknown) => (ref && typeof ref === 'object' && 'code' in ref ? String((ref as { code: string }).code) : '—')

/** /admin/soporte — support staff find a customer by e-mail and act on their access. */
export async function SupportDesk(props: AdminViewServerProps) {
  const { initPageResult, params, searchParams, payload, i18n } = props
  const user = initPageResult.req.user
  const allowed = isSupportUser(user as never)
  const email = typeof searchParams?.email === 'string' ? searchParams.email.trim() : ''
  const file = allowed && email ? await customerFile(payload, email) : null

  return (
    <DefaultTemplate
      i18n={i18n}
      locale={initPageResult.locale}
      params={params}
      payload={payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <div className={styles.desk}>
          <h1>Atención al cliente</h1>
          {!allowed ? (
            <p role="alert">Solo el personal de soporte y administración puede usar esta pantalla.</p>
          ) : (
            <>
              <form method="get" className={styles.search} role="search">
                <label htmlFor="support-email">Email del cliente</label>
                <input id="support-email" name="email" type="email" defaultValue={email} required placeholder="cliente@ejemplo.com" />
                <button type="submit" className="btn btn--style-primary btn--size-medium">
                  Buscar
                </button>
              </form>
              {file && (
                <div data-testid="customer-file">
                  <p>
                    {file.user ? (
                      <>
                        Cuenta: <strong>{file.user.email}</strong> ({file.user.name ?? 'sin nombre'}) · alta {dateTime(file.user.createdAt)}
                      </>
                    ) : (
                      <>Sin cuenta: compras como invitado con <strong>{file.email}</strong></>
                    )}
                  </p>

                  <h2>Accesos a módulos</h2>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Módulo</th>
                        <th scope="col">Origen</th>
                        <th scope="col">Concedido</th>
                        <th scope="col">Estado</th>
                        <th scope="col">Acción</th>
                      </tr>
                    </thead>
                    <tbody>
                      {file.entitlements.map((e) => (
                        <tr key={e.id} data-module={codeOf(e.module)} data-active={e.revokedAt ? 'no' : 'yes'}>
                          <td>{codeOf(e.module)}</td>
                          <td>{{ purchase: 'Compra', bundle: 'Curso completo', 'staff-grant': 'Soporte' }[e.source]}</td>
                          <td>
                            {dateTime(e.createdAt)}
                            {e.grantedBy ? ` por ${nameOf(e.grantedBy)}` : ''}
                            {e.grantReason ? ` — ${e.grantReason}` : ''}
                          </td>
                          <td>
                            {e.revokedAt
                              ? `Revocado ${dateTime(e.revokedAt)}${e.revokedBy ? ` por ${nameOf(e.revokedBy)}` : ''} — ${e.revokeReason ?? ''}`
                              : 'Activo'}
                          </td>
                          <td>{!e.revokedAt && <RevokeButton entitlementId={e.id} label={codeOf(e.module)} />}</td>
                        </tr>
                      ))}
                      {!file.entitlements.length && (
                        <tr>
                          <td colSpan={5}>Sin accesos.</td>
                        </tr>
                      )}
                    </tbody>
                  </table>

                  <SupportActions
                    email={file.email}
                    userId={file.user?.id ?? null}
                    modules={file.modules.map((m) => ({ id: m.id, label: `${m.code} · ${m.title}` }))}
                    canResend={file.entitlements.some((e) => !e.user && !e.revokedAt)}
                  />

                  {file.user && <EndSessionsForm email={file.user.email} active={file.activeSessions} />}

                  <h2>Pedidos</h2>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">Fecha</th>
                        <th scope="col">Producto</th>
                        <th scope="col">Importe</th>
                        <th scope="col">Estado</th>
                      </tr>
                    </thead>
                    <tbody>
                      {file.orders.map((o) => (
                        <tr key={o.id}>
                          <td>{dateTime(o.createdAt)}</td>
                          <td>{o.productType === 'complete' ? 'Curso completo' : `Módulo ${(o.modules ?? []).map(codeOf).join(', ')}`}</td>
                          <td>{euros(o.amountTotal)}</td>
                          <td>{o.status}</td>
                        </tr>
                      ))}
                      {!file.orders.length && (
                        <tr>
                          <td colSpan={4}>Sin pedidos.</td>
                        </tr>
                      )}
                    </tbody>
                  </table>

                  <h2>Enlaces de invitado</h2>
                  <ul>
                    {file.guestGrants.map((g) => (
                      <li key={g.id}>
                        {g.purpose === 'purchase' ? 'Compra' : g.purpose === 'resend' ? 'Reenvío' : 'Página de pago'} · creado{' '}
                        {dateTime(g.createdAt)} · caduca {dateTime(g.expiresAt)}
                      </li>
                    ))}
                    {!file.guestGrants.length && <li>Sin enlaces.</li>}
                  </ul>

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
          )}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}
