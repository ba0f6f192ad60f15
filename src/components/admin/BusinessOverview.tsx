import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isSupportUser } from '../../security/roles'
import { longDate } from '../../content/dates'
import { formatExactAmount } from '../../content/money'
import { readOverview } from '../../reports/read'
import type { Breakdown, Overview, PeriodFigures } from '../../reports/overview'
import styles from './BusinessOverview.module.css'
import { SalesChart } from './SalesChart'

const eur = (cents: number) => formatExactAmount(cents)
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 })
const countries = new Intl.DisplayNames(['es'], { type: 'region' })
const countryName = (code: string) => (/^[A-Z]{2}$/.test(code) ? `${countries.of(code) ?? code} (${code})` : code)
const rate = (value: number) => `${value.toLocaleString('es-ES')} %`

/**
 * The top of `/admin` for admin and support (admin.components.beforeDashboard): the business at a glance,
 * from the invoices (src/reports/). Editors see their newsroom instead (EditorsDashboard).
 */
export async function BusinessOverview({ payload, user }: ServerProps) {
  if (!user || !isSupportUser(user as never)) return null
  let data: Overview
  try {
    data = await readOverview(payload)
  } catch (error) {
    payload.logger.error({ err: error }, 'business overview')
    return (
      <section className={styles.overview} aria-labelledby="business-overview-title">
        <h2 id="business-overview-title">Resumen del negocio</h2>
        <p role="alert">No se pudieron leer las cifras ahora mismo. Vuelve a cargar la página en unos segundos.</p>
      </section>
    )
  }
  const [day, week, month] = data.periods
  return (
    <section className={styles.overview} aria-labelledby="business-overview-title">
      <div className={styles.header}>
        <h2 id="business-overview-title">Resumen del negocio</h2>
        <Link className={styles.desk} href="/admin/soporte">
          Atención al cliente →
        </Link>
      </div>
      <p className={styles.lead}>
        Cifras de las facturas emitidas (las rectificativas restan), días de Madrid hasta hoy,{' '}
        {longDate(`${data.today}T12:00:00Z`)}. Importes sin IVA salvo «Total cobrado».
      </p>
      <div className={styles.cards}>
        {data.periods.map((p) => (
          <PeriodCard key={p.key} period={p} />
        ))}
        <div className={styles.card} data-testid="overview-operations">
          <h3>Operación</h3>
          <dl className={styles.figures}>
            <dt>Tareas en cola</dt>
            <dd>{data.jobs.queued}</dd>
            <dt>Tareas fallidas</dt>
            <dd className={data.jobs.failed ? styles.bad : undefined}>{data.jobs.failed}</dd>
            <dt>Certificados (hoy / 7 / 30 días)</dt>
            <dd>
              {day.certificates} / {week.certificates} / {month.certificates}
            </dd>
          </dl>
        </div>
      </div>
      <div className={styles.chart}>
        <h3 id="sales-chart-title">Ventas y reembolsos por día, últimos 30 días (sin IVA)</h3>
        <SalesChart data={data.daily} labelledBy="sales-chart-title" />
      </div>
      <div className={styles.tables}>
        <BreakdownTable
          title="Por producto (sin IVA, neto de reembolsos)"
          first="Producto"
          periods={data.periods}
          pick={(p) => p.byProduct}
          testId="overview-products"
        />
        <BreakdownTable
          title="Por código promocional (sin IVA, neto de reembolsos)"
          first="Código"
          periods={data.periods}
          pick={(p) => p.byCode}
          testId="overview-codes"
        />
        <div className={styles.card}>
          <h3>IVA por país (OSS), últimos 30 días</h3>
          {month.vat.length ? (
            <table className={styles.table} data-testid="overview-vat">
              <thead>
                <tr>
                  <th scope="col">País</th>
                  <th scope="col">Tipo</th>
                  <th scope="col">Base imponible</th>
                  <th scope="col">Cuota de IVA</th>
                </tr>
              </thead>
              <tbody>
                {month.vat.map((v) => (
                  <tr key={`${v.country}-${v.rate}`}>
                    <th scope="row">{countryName(v.country)}</th>
                    <td>{rate(v.rate)}</td>
                    <td>{eur(v.net)}</td>
                    <td>{eur(v.tax)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.empty}>Sin facturas en estos días.</p>
          )}
        </div>
      </div>
    </section>
  )
}

function PeriodCard({ period: p }: { period: PeriodFigures }) {
  return (
    <div className={styles.card} data-testid={`overview-${p.key}`}>
      <h3>{p.label}</h3>
      <dl className={styles.figures}>
        <dt>Ventas</dt>
        <dd>
          {eur(p.sales.net)} <span className={styles.meta}>({p.sales.count} facturas)</span>
        </dd>
        <dt>Reembolsos</dt>
        <dd>
          {eur(p.refunds.net ? -p.refunds.net : 0)}{' '}
          <span className={styles.meta}>({p.refunds.count} rectificativas)</span>
        </dd>
        <dt>Neto</dt>
        <dd>
          <strong>{eur(p.balance.net)}</strong>
        </dd>
        <dt>IVA repercutido</dt>
        <dd>{eur(p.balance.tax)}</dd>
        <dt>Total cobrado (con IVA)</dt>
        <dd>{eur(p.balance.total)}</dd>
        <dt>Conversión del checkout</dt>
        <dd>
          {p.checkouts.conversion === null ? '—' : percent.format(p.checkouts.conversion)}{' '}
          <span className={styles.meta}>
            ({p.checkouts.paid} pagados de {p.checkouts.started})
          </span>
        </dd>
      </dl>
    </div>
  )
}

function BreakdownTable(props: {
  title: string
  first: string
  periods: PeriodFigures[]
  pick: (p: PeriodFigures) => Breakdown[]
  testId: string
}) {
  const keys = [...new Set(props.periods.flatMap((p) => props.pick(p).map((b) => b.key)))]
  const value = (p: PeriodFigures, key: string) => props.pick(p).find((b) => b.key === key)?.net ?? 0
  const month = props.periods[props.periods.length - 1]
  keys.sort((a, b) => value(month, b) - value(month, a) || a.localeCompare(b, 'es'))
  return (
    <div className={styles.card}>
      <h3>{props.title}</h3>
      {keys.length ? (
        <table className={styles.table} data-testid={props.testId}>
          <thead>
            <tr>
              <th scope="col">{props.first}</th>
              {props.periods.map((p) => (
                <th scope="col" key={p.key}>
                  {p.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                {props.periods.map((p) => (
                  <td key={p.key}>{eur(value(p, key))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.empty}>Sin ventas en estos días.</p>
      )}
    </div>
  )
}
