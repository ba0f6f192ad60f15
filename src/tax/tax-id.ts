/**
 * Format checks for the tax IDs a business buyer gives at checkout: Spanish NIF (DNI), NIE and CIF
 * (companies) with their check characters, and EU VAT numbers (country prefix + that country's format;
 * a Spanish VAT number is ES + a valid NIF/NIE/CIF). A valid format is not proof that the number is
 * registered (Stripe checks VIES for `eu_vat`); it is what the app and the local Stripe server accept.
 */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const CIF_CONTROL_LETTERS = 'JABCDEFGHI'

const clean = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase()

function validDni(v: string) {
  const m = v.match(/^(\d{8})([A-Z])$/)
  return !!m && DNI_LETTERS[Number(m[1]) % 23] === m[2]
}

function validNie(v: string) {
  const m = v.match(/^([XYZ])(\d{7})([A-Z])$/)
  return !!m && validDni(`${'XYZ'.indexOf(m[1])}${m[2]}${m[3]}`)
}

/** Companies and other entities: letter, 7 digits, control digit or letter. */
function validCif(v: string) {
  const m = v.match(/^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/)
  if (!m) return false
  const digits = m[2].split('').map(Number)
  let sum = 0
  digits.forEach((d, i) => {
    if (i % 2 === 1) sum += d
    else {
      const doubled = d * 2
      sum += Math.floor(doubled / 10) + (doubled % 10)
    }
  })
  const control = (10 - (sum % 10)) % 10
  const [letter, , given] = [m[1], m[2], m[3]]
  const asDigit = String(control)
  const asLetter = CIF_CONTROL_LETTERS[control]
  if ('ABEH'.includes(letter)) return given === asDigit
  if ('KPQSNW'.includes(letter)) return given === asLetter
  return given === asDigit || given === asLetter
}

export type SpanishIdKind = 'dni' | 'nie' | 'cif'

/** Which kind of Spanish tax ID `value` is, or null when its format or check character is wrong. */
export function spanishTaxIdKind(value: string): SpanishIdKind | null {
  const v = clean(value)
  if (validDni(v)) return 'dni'
  if (validNie(v)) return 'nie'
  if (validCif(v)) return 'cif'
  return null
}

export const isValidSpanishTaxId = (value: string) => spanishTaxIdKind(value) !== null

/** EU VAT number formats after the country prefix (Greece uses EL). */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-I]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
}

/** The ISO country of a VAT prefix (EL → GR), or null for a prefix that is not an EU member's. */
export function euVatCountry(value: string): string | null {
  const prefix = clean(value).slice(0, 2)
  if (prefix === 'ES') return 'ES'
  if (!(prefix in EU_VAT_FORMATS)) return null
  return prefix === 'EL' ? 'GR' : prefix
}

export function isValidEuVat(value: string) {
  const v = clean(value)
  const prefix = v.slice(0, 2)
  const rest = v.slice(2)
  if (prefix === 'ES') return isValidSpanishTaxId(rest)
  return !!EU_VAT_FORMATS[prefix]?.test(rest)
}

/** The tax ID types of Stripe Checkout's `tax_id_collection` the app accepts. */
export type TaxIdType = 'es_cif' | 'eu_vat'

export interface TaxId {
  type: TaxIdType | string
  value: string
}

export function isValidTaxId(id: TaxId) {
  if (id.type === 'es_cif') return isValidSpanishTaxId(id.value)
  if (id.type === 'eu_vat') return isValidEuVat(id.value)
  return false
}

/** An intra-EU VAT ID from outside Spain: the sale is reverse-charged. */
export function isReverseChargeId(id: TaxId) {
  return id.type === 'eu_vat' && isValidEuVat(id.value) && euVatCountry(id.value) !== 'ES'
}

export const normaliseTaxId = (value: string) => clean(value)
