/**
 * Money as the site says it (es-ES). One rule, one home:
 * - `formatEuros`: what a customer reads (pages, e-mails, price labels): whole euros without decimals
 *   when the amount is whole ('49 €'), two decimals otherwise ('49,90 €').
 * - `formatExactAmount`: invoices (their page and PDF) and staff figures, where every amount is stated to
 *   the cent as the law and the books need it: always two decimals ('49,00 €'), in the document's currency.
 * - `decimalAmount`: machine-readable, for structured data ('49.00').
 * Amounts are integer cents everywhere.
 */
const exactEuros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' })
const wholeEuros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

/** 1000 → '10 €', 1050 → '10,50 €' (es-ES). */
export function formatEuros(cents: number): string {
  return (cents % 100 === 0 ? wholeEuros : exactEuros).format(cents / 100)
}

/** 4900 → '49,00 €'; another currency ('usd') keeps its own symbol. */
export function formatExactAmount(cents: number, currency = 'eur'): string {
  const formatter =
    currency.toLowerCase() === 'eur'
      ? exactEuros
      : new Intl.NumberFormat('es-ES', { style: 'currency', currency: currency.toUpperCase() })
  return formatter.format(cents / 100)
}

/** 4900 → '49.00' (schema.org prices). */
export const decimalAmount = (cents: number) => (cents / 100).toFixed(2)
