/**
 * The business overview on `/admin` (admin and support; src/components/admin/BusinessOverview.tsx): sales
 * and refunds for today, the last 7 and the last 30 days in Spain (Madrid days, today included), by
 * product (a module or the complete course) and by promotion code, net of VAT, with the VAT per buyer
 * country and rate that the OSS return asks for; the conversion from checkout to payment; the job queue;
 * certificates issued. Every amount comes from the invoices (series A sales, series R rectifying
 * invoices with negative amounts), so the figures are the invoices' to the cent. Pure: `read.ts` feeds
 * it grouped rows from PostgreSQL.
 */

export const PERIODS = [
  { key: 'today', label: 'Hoy', days: 1 },
  { key: 'week', label: '7 días', days: 7 },
  { key: 'month', label: '30 días', days: 30 },
] as const
export type PeriodKey = (typeof PERIODS)[number]['key']
/** The longest period: how far back the queries read. */
export const LONGEST_DAYS = 30

export const COMPLETE_COURSE = 'Curso completo'
export const NO_CODE = 'Sin código'
export const NO_COUNTRY = 'Sin país'

/** Invoices of one Madrid day grouped by what the report splits on (amounts in cents, refunds negative). */
export interface InvoiceGroup {
  /** Madrid calendar day, YYYY-MM-DD */
  day: string
  kind: 'invoice' | 'rectifying'
  /** 'complete' or the module codes of the order, e.g. 'F3' */
  product: string
  code: string | null
  country: string | null
  /** VAT rate in percent, e.g. 21 */
  rate: number
  count: number
  net: number
  tax: number
  total: number
}

/** Checkouts started (orders created) on a Madrid day, and how many of them were paid. */
export interface CheckoutDay {
  day: string
  started: number
  paid: number
}

export interface Money {
  count: number
  net: number
  tax: number
  total: number
}

export interface Breakdown {
  key: string
  /** sales minus refunds, net of VAT */
  net: number
  salesNet: number
  refundsNet: number
  orders: number
}

export interface VatLine {
  country: string
  rate: number
  net: number
  tax: number
}

export interface PeriodFigures {
  key: PeriodKey
  label: string
  sales: Money
  refunds: Money
  /** sales plus refunds (refunds are negative) */
  balance: Money
  byProduct: Breakdown[]
  byCode: Breakdown[]
  vat: VatLine[]
  checkouts: { started: number; paid: number; conversion: number | null }
  certificates: number
}

export interface DailyPoint {
  day: string
  /** sales net of VAT, in euros (charts) */
  sales: number
  /** refunds net of VAT, as a positive amount in euros */
  refunds: number
}

export interface Overview {
  today: string
  periods: PeriodFigures[]
  daily: DailyPoint[]
  jobs: { queued: number; failed: number }
}

const zero = (): Money => ({ count: 0, net: 0, tax: 0, total: 0 })
const add = (m: Money, g: Pick<InvoiceGroup, 'count' | 'net' | 'tax' | 'total'>) => {
  m.count += g.count
  m.net += g.net
  m.tax += g.tax
  m.total += g.total
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** The first Madrid day of a period that ends today. */
export const periodStart = (today: string, days: number) => addDays(today, 1 - days)

/** How a product is named: the complete course, or the module codes of the order. */
export const productLabel = (product: string) => (product === 'complete' ? COMPLETE_COURSE : product || 'Módulo')

function breakdown(groups: InvoiceGroup[], keyOf: (g: InvoiceGroup) => string): Breakdown[] {
  const map = new Map<string, Breakdown>()
  for (const g of groups) {
    const key = keyOf(g)
    const b = map.get(key) ?? { key, net: 0, salesNet: 0, refundsNet: 0, orders: 0 }
    b.net += g.net
    if (g.kind === 'invoice') {
      b.salesNet += g.net
      b.orders += g.count
    } else b.refundsNet += g.net
    map.set(key, b)
  }
  return [...map.values()].sort((a, b) => b.net - a.net || a.key.localeCompare(b.key, 'es'))
}

function vatLines(groups: InvoiceGroup[]): VatLine[] {
  const map = new Map<string, VatLine>()
  for (const g of groups) {
    const country = g.country || NO_COUNTRY
    const key = `${country}|${g.rate}`
    const v = map.get(key) ?? { country, rate: g.rate, net: 0, tax: 0 }
    v.net += g.net
    v.tax += g.tax
    map.set(key, v)
  }
  return [...map.values()].sort((a, b) => a.country.localeCompare(b.country) || b.rate - a.rate)
}

export function overview(input: {
  today: string
  invoices: InvoiceGroup[]
  checkouts: CheckoutDay[]
  certificates: { day: string; count: number }[]
  jobs: { queued: number; failed: number }
}): Overview {
  const { today } = input
  const within = (day: string, days: number) => day >= periodStart(today, days) && day <= today
  const periods = PERIODS.map(({ key, label, days }): PeriodFigures => {
    const groups = input.invoices.filter((g) => within(g.day, days))
    const sales = zero()
    const refunds = zero()
    for (const g of groups) add(g.kind === 'invoice' ? sales : refunds, g)
    const balance = zero()
    add(balance, sales)
    add(balance, refunds)
    const started = input.checkouts.filter((c) => within(c.day, days)).reduce((n, c) => n + c.started, 0)
    const paid = input.checkouts.filter((c) => within(c.day, days)).reduce((n, c) => n + c.paid, 0)
    return {
      key,
      label,
      sales,
      refunds,
      balance,
      byProduct: breakdown(groups, (g) => productLabel(g.product)),
      byCode: breakdown(groups, (g) => g.code || NO_CODE),
      vat: vatLines(groups),
      checkouts: { started, paid, conversion: started ? paid / started : null },
      certificates: input.certificates.filter((c) => within(c.day, days)).reduce((n, c) => n + c.count, 0),
    }
  })
  const daily: DailyPoint[] = []
  for (let i = LONGEST_DAYS - 1; i >= 0; i--) {
    const day = addDays(today, -i)
    const groups = input.invoices.filter((g) => g.day === day)
    const sales = groups.filter((g) => g.kind === 'invoice').reduce((n, g) => n + g.net, 0)
    const refunds = groups.filter((g) => g.kind === 'rectifying').reduce((n, g) => n + g.net, 0)
    daily.push({ day, sales: sales / 100, refunds: refunds ? -refunds / 100 : 0 })
  }
  return { today, periods, daily, jobs: input.jobs }
}
