/**
 * Request validation for the local Stripe-compatible server: it refuses what Stripe refuses.
 *
 * The accepted parameters (top-level and nested, which ones may be emptied, closed enums) are read
 * from the installed `stripe` SDK's type definitions (`*Params` interfaces in its `.d.ts` files) the
 * first time they are needed, so an SDK upgrade updates them. Rules the types cannot say (metadata
 * limits, URLs, currencies, amounts, `expires_at`…) follow Stripe's documented limits.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

// Stripe's form-encoded parameters are untyped until each is checked, as Stripe itself does.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public code?: string,
    public param?: string,
    public type: 'invalid_request_error' | 'idempotency_error' = 'invalid_request_error',
  ) {
    super(message)
  }
}

const invalid = (message: string, code: string, param: string) => new ApiError(400, message, code, param)

// ---- the SDK's type definitions ------------------------------------------------------------
interface Decl {
  scope: string[] // enclosing namespaces/interfaces
  props?: Map<string, string> // interface: property -> type text ('{' = inline record)
  extends?: string[]
  alias?: string // type alias text
}
type Decls = Map<string, Decl>

const typesDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('stripe')), '..', 'esm')

/** Parses the declarations of one SDK `.d.ts` file (stripe's generated layout: one member per line). */
export function parseDeclarations(source: string): Decls {
  const decls: Decls = new Map()
  const stack: Array<{ name: string | null; decl?: Decl }> = []
  const names = () => stack.flatMap((f) => (f.name ? [f.name] : []))
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('*') || line.startsWith('/*') || line.startsWith('//') || line.startsWith('import ')) continue
    let m: RegExpMatchArray | null
    if ((m = line.match(/^(?:export )?(?:declare )?namespace (\w+) \{$/))) {
      stack.push({ name: m[1] })
    } else if ((m = line.match(/^(?:export )?(?:declare )?interface (\w+)(?:<[^>]*>)?(?: extends (.+))? \{$/))) {
      const decl: Decl = { scope: names(), props: new Map(), extends: m[2]?.split(',').map((s) => s.trim()) ?? [] }
      decls.set([...names(), m[1]].join('.'), decl)
      stack.push({ name: m[1], decl })
    } else if ((m = line.match(/^(?:export )?(?:declare )?type (\w+)(?:<[^>]*>)? = (.+);$/))) {
      decls.set([...names(), m[1]].join('.'), { scope: names(), alias: m[2] })
    } else if ((m = line.match(/^(?:readonly )?['"]?([\w.-]+)['"]?\??: (.+?);?$/)) && stack.at(-1)?.decl) {
      stack.at(-1)!.decl!.props!.set(m[1], m[2])
      if (m[2].endsWith('{')) stack.push({ name: null }) // inline `{ [key: string]: … }`
    } else if (/^\[\w+: string\]/.test(line) && stack.at(-1)?.decl) {
      stack.at(-1)!.decl!.props!.set('*', line.replace(/^\[\w+: string\]: /, '').replace(/;$/, ''))
    } else if (line.endsWith('{')) {
      stack.push({ name: null })
    } else if (/^\};?$/.test(line)) {
      stack.pop()
    }
  }
  return decls
}

const fileCache = new Map<string, Decls>()
function declarations(file: string): Decls {
  let decls = fileCache.get(file)
  if (!decls) fileCache.set(file, (decls = parseDeclarations(readFileSync(path.join(typesDir(), file), 'utf8'))))
  return decls
}

interface TypeRef {
  decls: Decls
  name: string
  decl: Decl
}

function resolve(decls: Decls, scope: string[], ref: string): TypeRef | null {
  for (let i = scope.length; i >= 0; i--) {
    const name = [...scope.slice(0, i), ref].join('.')
    const decl = decls.get(name)
    if (decl) return { decls, name, decl }
  }
  const shared = declarations('shared.d.ts')
  const decl = shared.get(ref)
  return decl && decls !== shared ? { decls: shared, name: ref, decl } : null
}

const PRIMITIVES = new Set(['Array', 'Emptyable', 'Stripe', 'string', 'number', 'boolean', 'null', 'OtherString', 'true', 'false', 'Record', 'never'])

interface Shape {
  emptyable: boolean
  array: boolean
  free: boolean // any keys (metadata, inline records)
  metadata: boolean
  objects: TypeRef[] // interfaces the value may be
  literals: string[] | null // closed set of strings, when the type is only string literals (+ OtherString)
  scalar: boolean // a string/number/boolean is acceptable
}

function shapeOf(decls: Decls, scope: string[], text: string): Shape {
  const stripped = text.replace(/'[^']*'/g, "''")
  const idents = (stripped.match(/[A-Za-z_][\w.]*/g) ?? []).map((s) => s.replace(/^Stripe\./, '')).filter((s) => !PRIMITIVES.has(s))
  const shape: Shape = {
    emptyable: /\bEmptyable</.test(text) || /(^|\| )(''|null)( \||$)/.test(text),
    array: /\bArray</.test(text),
    free: text.startsWith('{') || idents.includes('MetadataParam'),
    metadata: idents.includes('MetadataParam'),
    objects: [],
    literals: null,
    scalar: /\b(string|number|boolean)\b|'/.test(text),
  }
  for (const id of idents) {
    if (id === 'MetadataParam') continue
    const ref = resolve(decls, scope, id)
    if (!ref) shape.scalar = true // unknown to this parser: be lenient rather than refuse what Stripe accepts
    else if (ref.decl.props) shape.objects.push(ref)
    else if (ref.decl.alias) {
      const inner = shapeOf(ref.decls, ref.decl.scope, ref.decl.alias)
      const literals = ref.decl.alias.match(/'[^']*'/g)
      const closed = literals && /^('[^']*'|OtherString)( \| ('[^']*'|OtherString))*$/.test(ref.decl.alias)
      if (closed) shape.literals = [...(shape.literals ?? []), ...literals.map((l) => l.slice(1, -1))]
      else {
        shape.objects.push(...inner.objects)
        shape.scalar ||= inner.scalar
        shape.free ||= inner.free
      }
    }
  }
  return shape
}

function propsOf(ref: TypeRef): Map<string, { text: string; scope: string[]; decls: Decls }> {
  const all = new Map<string, { text: string; scope: string[]; decls: Decls }>()
  for (const parent of ref.decl.extends ?? []) {
    const p = resolve(ref.decls, ref.decl.scope, parent.replace(/<.*$/, ''))
    if (p?.decl.props) for (const [k, v] of propsOf(p)) all.set(k, v)
  }
  const scope = [...ref.decl.scope]
  for (const [k, text] of ref.decl.props!) all.set(k, { text, scope, decls: ref.decls })
  return all
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null

function checkMetadata(value: unknown, param: string) {
  if (!isObj(value) || Array.isArray(value)) return
  const entries = Object.entries(value)
  if (entries.length > 50) throw invalid(`Metadata can have up to 50 keys, but you passed ${entries.length}.`, 'parameter_invalid_metadata', param)
  for (const [k, v] of entries) {
    if (k.length > 40) throw invalid(`Metadata keys can have up to 40 characters, but you passed a key of ${k.length} characters.`, 'parameter_invalid_metadata', `${param}[${k}]`)
    if (typeof v !== 'string') throw invalid(`Invalid value for metadata key ${k}: it must be a string.`, 'parameter_invalid_metadata', `${param}[${k}]`)
    if (v.length > 500) throw invalid(`Metadata values can have up to 500 characters, but you passed a value of ${v.length} characters for '${k}'.`, 'parameter_invalid_metadata', `${param}[${k}]`)
  }
}

function checkValue(value: unknown, shape: Shape, param: string) {
  if (value === '') {
    if (shape.emptyable) return
    throw invalid(`You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`, 'parameter_invalid_empty', param)
  }
  if (shape.array) {
    if (!Array.isArray(value)) throw invalid(`Invalid array`, 'parameter_invalid_array', param)
    value.forEach((item, i) => checkValue(item, { ...shape, array: false, emptyable: false }, `${param}[${i}]`))
    return
  }
  if (shape.metadata) return checkMetadata(value, param)
  if (shape.free) return
  if (isObj(value)) {
    if (!shape.objects.length) throw invalid(`Invalid ${shape.literals || shape.scalar ? 'string' : 'object'}: ${param}`, 'parameter_invalid_string', param)
    return checkObject(value, shape.objects[0], param)
  }
  if (shape.literals && !shape.scalar && !shape.literals.includes(value as string)) {
    throw invalid(`Invalid ${param.replace(/^.*\[|\]$/g, '')}: must be one of ${shape.literals.join(', ')}`, 'parameter_invalid_string', param)
  }
  if (!shape.scalar && !shape.literals) throw invalid(`Invalid object: ${param} must be an object.`, 'parameter_invalid_string', param)
}

function checkObject(value: Obj, ref: TypeRef, prefix: string) {
  const props = propsOf(ref)
  for (const [key, v] of Object.entries(value)) {
    const param = prefix ? `${prefix}[${key}]` : key
    const prop = props.get(key) ?? props.get('*')
    if (!prop) throw invalid(`Received unknown parameter: ${param}`, 'parameter_unknown', param)
    checkValue(v, shapeOf(prop.decls, prop.scope, prop.text), param)
  }
}

// ---- routes ----------------------------------------------------------------------------------
const ROUTES: Array<[method: string, path: RegExp, file: string, params: string]> = [
  ['POST', /^\/v1\/checkout\/sessions$/, 'resources/Checkout/Sessions.d.ts', 'Checkout.SessionCreateParams'],
  ['GET', /^\/v1\/checkout\/sessions$/, 'resources/Checkout/Sessions.d.ts', 'Checkout.SessionListParams'],
  ['GET', /^\/v1\/checkout\/sessions\/[^/]+$/, 'resources/Checkout/Sessions.d.ts', 'Checkout.SessionRetrieveParams'],
  ['GET', /^\/v1\/checkout\/sessions\/[^/]+\/line_items$/, 'resources/Checkout/Sessions.d.ts', 'Checkout.SessionListLineItemsParams'],
  ['POST', /^\/v1\/checkout\/sessions\/[^/]+\/expire$/, 'resources/Checkout/Sessions.d.ts', 'Checkout.SessionExpireParams'],
  ['POST', /^\/v1\/refunds$/, 'resources/Refunds.d.ts', 'RefundCreateParams'],
  ['GET', /^\/v1\/refunds$/, 'resources/Refunds.d.ts', 'RefundListParams'],
  ['GET', /^\/v1\/refunds\/[^/]+$/, 'resources/Refunds.d.ts', 'RefundRetrieveParams'],
  ['GET', /^\/v1\/charges\/[^/]+$/, 'resources/Charges.d.ts', 'ChargeRetrieveParams'],
  ['GET', /^\/v1\/payment_intents\/[^/]+$/, 'resources/PaymentIntents.d.ts', 'PaymentIntentRetrieveParams'],
  ['POST', /^\/v1\/payment_intents$/, 'resources/PaymentIntents.d.ts', 'PaymentIntentCreateParams'],
  ['GET', /^\/v1\/events$/, 'resources/Events.d.ts', 'EventListParams'],
]

/** The SDK interface describing a request's parameters, or null for a route this module does not know. */
export function paramsTypeFor(method: string, urlPath: string): TypeRef | null {
  const route = ROUTES.find(([m, re]) => m === method && re.test(urlPath))
  if (!route) return null
  const decls = declarations(route[2])
  const decl = decls.get(route[3])
  if (!decl?.props) throw new Error(`local-stripe: ${route[3]} not found in stripe/${route[2]}`)
  return { decls, name: route[3], decl }
}

// ---- rules the types cannot say ----------------------------------------------------------------
/** Currencies Stripe accepts for card payments (https://docs.stripe.com/currencies). */
export const CURRENCIES = new Set(
  ('usd aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bif bmd bnd bob brl bsd bwp byn bzd cad cdf chf clp cny cop crc cve czk ' +
    'djf dkk dop dzd egp etb eur fjd fkp gbp gel gip gmd gnf gtq gyd hkd hnl htg huf idr ils inr isk jmd jpy kes kgs khr kmf krw kyd kzt ' +
    'lak lbp lkr lrd lsl mad mdl mga mkd mmk mnt mop mur mvr mwk mxn myr mzn nad ngn nio nok npr nzd pab pen pgk php pkr pln pyg qar ron ' +
    'rsd rub rwf sar sbd scr sek sgd shp sle sos srd std szl thb tjs top try ttd twd tzs uah ugx uyu uzs vnd vuv wst xaf xcd xof xpf yer zar zmw').split(' '),
)
/** Minimum charge amounts (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts), in the smallest unit. */
export const MINIMUM_AMOUNTS: Record<string, number> = {
  usd: 50, eur: 50, gbp: 30, aud: 50, cad: 50, chf: 50, dkk: 250, jpy: 50, nok: 300, sek: 300, mxn: 1000, hkd: 400, sgd: 50,
  nzd: 50, pln: 200, czk: 1500, huf: 17500, ron: 200, bgn: 100, inr: 50, aed: 200, brl: 50, myr: 200, thb: 1000,
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
  throw invalid(`Invalid currency: ${String(value)}. Stripe currently supports these currencies: ${[...CURRENCIES].join(', ')}`, 'parameter_invalid_string', param)
}

function integer(value: unknown, param: string): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${String(value)}`, 'parameter_invalid_integer', param)
  return Number(value)
}

function checkSessionCreate(p: Obj, nowSeconds: number) {
  for (const param of ['success_url', 'cancel_url', 'return_url']) if (p[param] !== undefined) checkUrl(p[param], param)
  if (p.customer !== undefined && p.customer_email !== undefined) {
    throw invalid('You may only specify one of these parameters: customer, customer_email.', 'parameter_invalid_string', 'customer_email')
  }
  if (typeof p.client_reference_id === 'string' && p.client_reference_id.length > 200) {
    throw invalid(`Invalid string: ${p.client_reference_id.slice(0, 20)}...; must be at most 200 characters`, 'parameter_invalid_string_too_long', 'client_reference_id')
  }
  if (p.currency !== undefined) checkCurrency(p.currency, 'currency')
  if (p.expires_at !== undefined) {
    const at = integer(p.expires_at, 'expires_at')
    if (at < nowSeconds + 30 * 60) throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'parameter_invalid_integer', 'expires_at')
    if (at > nowSeconds + 24 * 3600) throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'parameter_invalid_integer', 'expires_at')
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
    if (unit < 0) throw invalid('This value must be greater than or equal to 0.', 'parameter_invalid_integer', `${at}[unit_amount]`)
    if (unit > MAXIMUM_AMOUNT) throw invalid(`This value must be less than or equal to ${MAXIMUM_AMOUNT} (it currently is '${unit}').`, 'parameter_invalid_integer', `${at}[unit_amount]`)
    total += unit * (li.quantity === undefined ? 1 : integer(li.quantity, `line_items[${i}][quantity]`))
  })
  if (!currency || !priced) return
  const minimum = MINIMUM_AMOUNTS[currency] ?? 0
  if (total < minimum) {
    throw invalid(`The Checkout Session's total amount due must add up to at least ${money(minimum, currency)} ${currency}`, 'amount_too_small', 'line_items')
  }
  if (total > MAXIMUM_AMOUNT) {
    throw invalid(`The Checkout Session's total amount due must be no more than ${money(MAXIMUM_AMOUNT, currency)} ${currency}`, 'amount_too_large', 'line_items')
  }
}

/**
 * Refuses a request as Stripe would (throws an ApiError with Stripe's `param` and `code`): unknown
 * parameters at any depth, empty values for parameters that cannot be unset, values outside closed
 * enums (`locale`, `mode`, `reason`…), metadata over Stripe's limits, and the per-endpoint rules.
 */
export function validateRequest(method: string, urlPath: string, params: Obj, nowSeconds = Math.floor(Date.now() / 1000)) {
  const ref = paramsTypeFor(method, urlPath)
  if (!ref) return
  checkObject(params, ref, '')
  if (method === 'POST' && urlPath === '/v1/checkout/sessions') checkSessionCreate(params, nowSeconds)
}
