/**
 * VAT (IVA) for electronically supplied services sold from Spain (EU OSS scheme): a consumer pays the
 * standard rate of the EU country they live in; a business with a valid intra-EU VAT ID outside Spain
 * pays no VAT (reverse charge, "Inversión del sujeto pasivo"); outside the EU the sale is not subject to
 * Spanish or EU VAT. Prices are entered VAT-included, so VAT is carved out of the price, per line,
 * in whole cents.
 *
 * Why Stripe Tax (`automatic_tax` with `tax_behavior: 'inclusive'` prices) rather than one Tax Rate per
 * country: Stripe Tax keeps the OSS rates current, decides the buyer's country from the address it
 * collects (location evidence for the tax authority), applies reverse charge when a buyer gives a VAT ID
 * and reports the amounts per country for the OSS return. With Tax Rates we would maintain the rates
 * ourselves and pick them from a country the buyer types before paying. This table is what the local
 * Stripe-compatible server applies (the app itself stores what Stripe computed), and what the unit tests
 * pin down. Rates in basis points (2550 = 25,5 %).
 */
export const EU_VAT_RATES_BP: Readonly<Record<string, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
}

/** The seller's country. */
export const HOME_COUNTRY = 'ES'

/** Stripe Tax's names for why a line carries the tax it does. */
export type Taxability = 'standard_rated' | 'reverse_charge' | 'not_subject_to_tax'

export interface TaxDecision {
  country: string
  rateBp: number
  taxability: Taxability
}

export const isEuCountry = (country: string) => country.toUpperCase() in EU_VAT_RATES_BP

/**
 * Which VAT applies to a buyer: their country (ISO 3166-1 alpha-2) and, for a business, whether it gave
 * a valid intra-EU VAT ID (checked by the caller with tax-id.ts).
 */
export function taxFor(country: string, business: { validEuVatId: boolean } = { validEuVatId: false }): TaxDecision {
  const c = country.toUpperCase()
  if (!isEuCountry(c)) return { country: c, rateBp: 0, taxability: 'not_subject_to_tax' }
  if (business.validEuVatId && c !== HOME_COUNTRY) return { country: c, rateBp: 0, taxability: 'reverse_charge' }
  return { country: c, rateBp: EU_VAT_RATES_BP[c], taxability: 'standard_rated' }
}

/** Integer division rounded half away from zero (cents never go through floating point). */
function roundDiv(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator)
  const n = Math.abs(numerator)
  const d = Math.abs(denominator)
  return sign * Math.floor((2 * n + d) / (2 * d))
}

export interface LineTax {
  /** what the buyer pays for the line, VAT included (cents) */
  gross: number
  net: number
  tax: number
}

/** VAT carved out of a VAT-included amount: tax = gross × r / (1 + r), rounded to the cent. */
export function inclusiveLine(gross: number, rateBp: number): LineTax {
  if (!Number.isInteger(gross) || !Number.isInteger(rateBp) || rateBp < 0)
    throw new RangeError('amounts in whole cents, rate in basis points')
  const tax = roundDiv(gross * rateBp, 10_000 + rateBp)
  return { gross, net: gross - tax, tax }
}

/** VAT added on top of a VAT-excluded amount (Stripe's `tax_behavior: 'exclusive'`). */
export function exclusiveLine(net: number, rateBp: number): LineTax {
  if (!Number.isInteger(net) || !Number.isInteger(rateBp) || rateBp < 0)
    throw new RangeError('amounts in whole cents, rate in basis points')
  const tax = roundDiv(net * rateBp, 10_000)
  return { gross: net + tax, net, tax }
}

/** Totals are the sum of the rounded lines (as Stripe and an invoice show them), never re-rounded. */
export function totals(lines: LineTax[]): LineTax {
  return lines.reduce((sum, l) => ({ gross: sum.gross + l.gross, net: sum.net + l.net, tax: sum.tax + l.tax }), {
    gross: 0,
    net: 0,
    tax: 0,
  })
}

/** "21 %", "25,5 %" */
export const formatRate = (rateBp: number) =>
  `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(rateBp / 100)} %`
