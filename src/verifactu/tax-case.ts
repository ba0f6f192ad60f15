import { isEuCountry, HOME_COUNTRY, type Taxability } from '@/tax/vat'

/**
 * What kind of invoice a sale is for the agency (TipoFactura), who is named as recipient
 * (Destinatarios) and how its VAT is broken down (Desglose), from the tax Stripe applied and the buyer.
 * The shop sells electronically supplied services (e-learning) from Spain; the cases it has, and the
 * agency's documents they follow (Validaciones 3.1.3 §13, §15; FAQs 24):
 *
 * - Spanish consumer: simplified invoice F2 (no recipient), ClaveRegimen 01, S1 at 21 %.
 * - Spanish company or professional with a NIF: complete invoice F1 naming it by NIF, 01, S1 at 21 %.
 * - EU consumer outside Spain (OSS, the VAT of their country): F2, ClaveRegimen 17 (Title IX chapter XI
 *   schemes, OSS/IOSS), N2 (not subject in Spain by the place-of-supply rules); the whole amount is
 *   the «importe no sujeto», Spanish quota 0 (the other country's VAT is declared through OSS).
 * - EU business with a VAT number outside Spain (reverse charge): F1 naming it by its NIF-IVA
 *   (IDOtro, IDType 02), ClaveRegimen 01, N2 (FAQs 24, «Cuarta»).
 * - Buyer outside the EU: F2, ClaveRegimen 01, N2 (place of supply outside Spain).
 * - Refunds: rectifying invoices by differences (TipoRectificativa I) with negative amounts: R5 when
 *   the original was simplified (F2), R1 (art. 80 LIVA) when it named the recipient (F1).
 * There is no free order: the checkout never charges less than 0,50 €.
 */

export type InvoiceType = 'F1' | 'F2' | 'F3' | 'R1' | 'R5'

/**
 * The most a simplified invoice (F2) may total, VAT included (Real Decreto 1619/2012 art. 4.1; the agency
 * refuses more with 1150, Validaciones §3.1.3.15.8). A buyer above it must be named: a complete invoice.
 */
export const SIMPLIFIED_INVOICE_MAX_CENTS = 300_000

/** Whether a sale of `totalCents` to an unnamed buyer can be invoiced at all (as an F2). */
export const fitsSimplifiedInvoice = (totalCents: number) => totalCents <= SIMPLIFIED_INVOICE_MAX_CENTS

export interface Recipient {
  NombreRazon: string
  /** a Spanish NIF… */
  NIF?: string
  /** …or another identifier (IDType 02: NIF-IVA; 07: a Spanish NIF not in the agency's census) */
  IDOtro?: { CodigoPais?: string; IDType: '02' | '07'; ID: string }
}

export interface BreakdownLine {
  ClaveRegimen: '01' | '17'
  CalificacionOperacion: 'S1' | 'N2'
  /** percent, only with S1 */
  TipoImpositivo?: number
  /** cents */
  base: number
  /** cents, only with S1 */
  cuota?: number
}

export interface TaxCaseInput {
  country: string | null
  taxability: Taxability | null
  rate: number
  net: number
  tax: number
  total: number
  buyer: { name: string | null; email: string; taxIdType: string | null; taxId: string | null }
}

export interface TaxCase {
  type: 'F1' | 'F2'
  recipient: Recipient | null
  breakdown: BreakdownLine
  cuotaTotal: number
  importeTotal: number
}

/** A Spanish NIF given by the buyer (es_cif, or an ES-prefixed EU VAT number), without prefix. */
function spanishNif(buyer: TaxCaseInput['buyer']): string | null {
  const id = (buyer.taxId ?? '').toUpperCase().replace(/[\s.-]/g, '')
  if (buyer.taxIdType === 'es_cif' && /^[0-9A-Z]{9}$/.test(id)) return id
  if (buyer.taxIdType === 'eu_vat' && /^ES[0-9A-Z]{9}$/.test(id)) return id.slice(2)
  return null
}

/**
 * The recipient's name (a business always gives one at checkout; never the e-mail, which an erasure
 * removes), whole: the record's XML cuts it to the schema's 120 characters on a grapheme boundary.
 */
const nameOf = (buyer: TaxCaseInput['buyer']) => buyer.name?.trim() || buyer.taxId || 'Cliente'

export function taxCase(input: TaxCaseInput): TaxCase {
  const country = (input.country ?? HOME_COUNTRY).toUpperCase()
  const notSubject = (ClaveRegimen: '01' | '17'): BreakdownLine => ({
    ClaveRegimen,
    CalificacionOperacion: 'N2',
    base: input.total,
  })
  if (
    input.taxability === 'reverse_charge' ||
    (input.taxability !== 'standard_rated' &&
      input.buyer.taxIdType === 'eu_vat' &&
      country !== HOME_COUNTRY &&
      isEuCountry(country))
  ) {
    const id = (input.buyer.taxId ?? '').toUpperCase().replace(/\s/g, '')
    return {
      type: 'F1',
      recipient: { NombreRazon: nameOf(input.buyer), IDOtro: { CodigoPais: country, IDType: '02', ID: id } },
      breakdown: notSubject('01'),
      cuotaTotal: 0,
      importeTotal: input.total,
    }
  }
  if (input.taxability === 'not_subject_to_tax' || !isEuCountry(country)) {
    return { type: 'F2', recipient: null, breakdown: notSubject('01'), cuotaTotal: 0, importeTotal: input.total }
  }
  if (country !== HOME_COUNTRY) {
    return { type: 'F2', recipient: null, breakdown: notSubject('17'), cuotaTotal: 0, importeTotal: input.total }
  }
  const nif = spanishNif(input.buyer)
  return {
    type: nif ? 'F1' : 'F2',
    recipient: nif ? { NombreRazon: nameOf(input.buyer), NIF: nif } : null,
    breakdown: {
      ClaveRegimen: '01',
      CalificacionOperacion: 'S1',
      TipoImpositivo: input.rate,
      base: input.net,
      cuota: input.tax,
    },
    cuotaTotal: input.tax,
    importeTotal: input.total,
  }
}

/** The rectifying type for an original's type: R5 for a simplified invoice, R1 for a complete one. */
export const rectifyingType = (original: string): 'R1' | 'R5' => (original === 'F2' || original === 'R5' ? 'R5' : 'R1')

/**
 * The recipient of a complete invoice issued in place of a simplified one (F3): by Spanish NIF, or by
 * an EU VAT number (IDOtro, IDType 02) of another member state.
 */
export function namedRecipient(buyer: TaxCaseInput['buyer']): Recipient | null {
  const nif = spanishNif(buyer)
  if (nif) return { NombreRazon: nameOf(buyer), NIF: nif }
  const id = (buyer.taxId ?? '').toUpperCase().replace(/[\s.-]/g, '')
  if (buyer.taxIdType !== 'eu_vat' || !/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(id)) return null
  return {
    NombreRazon: nameOf(buyer),
    IDOtro: { CodigoPais: id.startsWith('EL') ? 'GR' : id.slice(0, 2), IDType: '02', ID: id },
  }
}

/**
 * A recipient named by a Spanish NIF that is right but not in the agency's census, as the agency wants it
 * (Validaciones §3.1.3 13, §4.3.1): `IDOtro` with IDType 07 «No censado», CodigoPais ES and the NIF as ID;
 * the agency registers the record with an admissible error. Any other recipient is left as it is.
 */
export const notCensused = (recipient: Recipient): Recipient =>
  recipient.NIF
    ? { NombreRazon: recipient.NombreRazon, IDOtro: { CodigoPais: 'ES', IDType: '07', ID: recipient.NIF } }
    : recipient
