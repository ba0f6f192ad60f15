import { Refused } from '@/security/refused'

import { euVatCountry, isValidEuVat, isValidSpanishTaxId, normaliseTaxId } from '@/tax/tax-id'

/** What a buyer gives when asking for a complete invoice in place of a simplified one (src/invoicing/substitution.ts). */
export interface FullInvoiceDetails {
  name: string
  taxIdType: 'es_cif' | 'eu_vat'
  taxId: string
  address: string
}

export const refusal = (status: number, message: string) =>
  new Refused(status, 'No podemos emitir la factura completa', message)

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** The buyer's details from a request body, or a Spanish refusal (400). */
export function parseFullInvoiceDetails(body: unknown): FullInvoiceDetails {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const name = text(input.name)
  const address = text(input.address)
  const taxId = normaliseTaxId(text(input.taxId))
  if (name.length < 2 || name.length > 120)
    throw refusal(400, 'Escribe el nombre o la razón social (entre 2 y 120 caracteres).')
  if (address.length < 5 || address.length > 300)
    throw refusal(400, 'Escribe la dirección fiscal completa (entre 5 y 300 caracteres).')
  if (!taxId || taxId.length > 20) throw refusal(400, 'Escribe el NIF o el número de IVA intracomunitario.')
  if (/^[A-Z]{2}/.test(taxId) && euVatCountry(taxId) && isValidEuVat(taxId))
    return { name, address, taxId, taxIdType: 'eu_vat' }
  if (isValidSpanishTaxId(taxId)) return { name, address, taxId, taxIdType: 'es_cif' }
  throw refusal(400, 'El NIF o el número de IVA intracomunitario no es válido: revisa que esté completo y sin errores.')
}
