/** What Stripe refuses in a new Checkout Session that its SDK's types cannot say (Stripe's documented limits). */
import { invalid, isObj } from './params'
import { now, type Obj } from './state'

/** Currencies Stripe accepts for card payments (https://docs.stripe.com/currencies). */
export const CURRENCIES = new Set(
  (
    'usd aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bif bmd bnd bob brl bsd bwp byn bzd cad cdf chf clp cny cop crc cve czk ' +
    'djf dkk dop dzd egp etb eur fjd fkp gbp gel gip gmd gnf gtq gyd hkd hnl htg huf idr ils inr isk jmd jpy kes kgs khr kmf krw kyd kzt ' +
    'lak lbp lkr lrd lsl mad mdl mga mkd mmk mnt mop mur mvr mwk mxn myr mzn nad ngn nio nok npr nzd pab pen pgk php pkr pln pyg qar ron ' +
    'rsd rub rwf sar sbd scr sek sgd shp sle sos srd std szl thb tjs top try ttd twd tzs uah ugx uyu uzs vnd vuv wst xaf xcd xof xpf yer zar zmw'
  ).split(' '),
)
/** Minimum charge amounts (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts), in the smallest unit. */
export const MINIMUM_AMOUNTS: Record<string, number> = {
  usd: 50,
  eur: 50,
  gbp: 30,
  aud: 50,
  cad: 50,
  chf: 50,
  dkk: 250,
  jpy: 50,
  nok: 300,
  sek: 300,
  mxn: 1000,
  hkd: 400,
  sgd: 50,
  nzd: 50,
  pln: 200,
  czk: 1500,
  huf: 17500,
  ron: 200,
  bgn: 100,
  inr: 50,
  aed: 200,
  brl: 50,
  myr: 200,
  thb: 1000,
}
export const MAXIMUM_AMOUNT = 99_999_999

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)

function checkUrl(value: unknown, param: string) {
  let ok = false
  try {
    const url = new URL(String(value))
    ok = (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !/\s/.test(String(value))
  } catch {
    ok = false
  }
  if (!ok) throw invalid('Not a valid URL', 'url_invalid', param)
}

function checkCurrency(value: unknown, param: string) {
  if (typeof value === 'string' && CURRENCIES.has(value.toLowerCase())) return
  throw invalid(
    `Invalid currency: ${String(value)}. Stripe currently supports these currencies: ${[...CURRENCIES].join(', ')}`,
    'parameter_invalid_string',
    param,
  )
}

function integer(value: unknown, param: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw invalid(`Invalid integer: ${String(value)}`, 'parameter_invalid_integer', param)
  return Number(value)
}

export function checkSessionCreate(p: Obj, nowSeconds = now()) {
  for (const param of ['success_url', 'cancel_url', 'return_url']) if (p[param] !== undefined) checkUrl(p[param], param)
  if (p.customer !== undefined && p.customer_email !== undefined) {
    throw invalid(
      'You may only specify one of these parameters: customer, customer_email.',
      'parameter_invalid_string',
      'customer_email',
    )
  }
  if (typeof p.client_reference_id === 'string' && p.client_reference_id.length > 200) {
    throw invalid(
      `Invalid string: ${p.client_reference_id.slice(0, 20)}...; must be at most 200 characters`,
      'parameter_invalid_string_too_long',
      'client_reference_id',
    )
  }
  if (p.currency !== undefined) checkCurrency(p.currency, 'currency')
  if (p.expires_at !== undefined) {
    const at = integer(p.expires_at, 'expires_at')
    if (at < nowSeconds + 30 * 60)
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        'parameter_invalid_integer',
        'expires_at',
      )
    if (at > nowSeconds + 24 * 3600)
      throw invalid(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
        'expires_at',
      )
  }
  const items: Obj[] = Array.isArray(p.line_items) ? p.line_items : []
  let total = 0
  let currency: string | null = null
  let priced = items.length > 0 // every item has a unit_amount (else the server reports the missing one)
  items.forEach((li, i) => {
    const pd = li?.price_data
    if (!isObj(pd) || pd.unit_amount === undefined) priced = false
    if (!isObj(pd)) return
    const at = `line_items[${i}][price_data]`
    if (pd.currency !== undefined) checkCurrency(pd.currency, `${at}[currency]`)
    currency ??= typeof pd.currency === 'string' ? pd.currency.toLowerCase() : null
    if (pd.unit_amount === undefined) return
    const unit = integer(pd.unit_amount, `${at}[unit_amount]`)
    if (unit < 0)
      throw invalid('This value must be greater than or equal to 0.', 'parameter_invalid_integer', `${at}[unit_amount]`)
    if (unit > MAXIMUM_AMOUNT)
      throw invalid(
        `This value must be less than or equal to ${MAXIMUM_AMOUNT} (it currently is '${unit}').`,
        'parameter_invalid_integer',
        `${at}[unit_amount]`,
      )
    total += unit * (li.quantity === undefined ? 1 : integer(li.quantity, `line_items[${i}][quantity]`))
  })
  if (!currency || !priced) return
  const minimum = MINIMUM_AMOUNTS[currency] ?? 0
  if (total < minimum) {
    throw invalid(
      `The Checkout Session's total amount due must add up to at least ${money(minimum, currency)} ${currency}`,
      'amount_too_small',
      'line_items',
    )
  }
  if (total > MAXIMUM_AMOUNT) {
    throw invalid(
      `The Checkout Session's total amount due must be no more than ${money(MAXIMUM_AMOUNT, currency)} ${currency}`,
      'amount_too_large',
      'line_items',
    )
  }
}
