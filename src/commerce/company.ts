/**
 * The company a team purchase is invoiced to, and what is wrong with it, field by field: the checkout
 * shows each message at its field before anything is sent, and the server refuses the same input with
 * the first of them (src/commerce/seat-checkout.ts). Pure: the browser runs it too.
 */
import { looksLikeLink } from '@/email/buyer-words'
import { euVatCountry, isValidEuVat, isValidSpanishTaxId, normaliseTaxId } from '@/tax/tax-id'

/** The company's legal name, NIF or EU VAT number and fiscal address (the complete invoice's fields). */
export interface Company {
  name: string
  taxIdType: 'es_cif' | 'eu_vat'
  taxId: string
  address: string
}

/** The checkout's company fields, in the order the form shows them. */
export const COMPANY_FIELDS = ['name', 'taxId', 'address'] as const
export type CompanyField = (typeof COMPANY_FIELDS)[number]
export type CompanyIssues = Partial<Record<CompanyField, string>>

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** The company as typed, checked: either the company or, for each field that is wrong, why. */
export function readCompany(value: unknown): { ok: true; company: Company } | { ok: false; issues: CompanyIssues } {
  const input = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const name = text(input.name)
  const address = text(input.address)
  const taxId = normaliseTaxId(text(input.taxId))
  const issues: CompanyIssues = {}
  if (name.length < 2 || name.length > 120)
    issues.name = 'Escribe la razón social de la empresa (entre 2 y 120 caracteres).'
  // The name is quoted in the invitations the site sends (src/email/buyer-words.ts): no legal name is a web address or an e-mail.
  else if (looksLikeLink(name))
    issues.name =
      'La razón social no puede llevar direcciones web ni emails: escribe solo el nombre legal de la empresa.'
  const taxIdType =
    /^[A-Z]{2}/.test(taxId) && euVatCountry(taxId) && isValidEuVat(taxId)
      ? 'eu_vat'
      : isValidSpanishTaxId(taxId)
        ? 'es_cif'
        : null
  if (!taxId || taxId.length > 20) issues.taxId = 'Escribe el NIF de la empresa o su número de IVA intracomunitario.'
  else if (!taxIdType)
    issues.taxId = 'El NIF o el número de IVA intracomunitario no es válido: revisa que esté completo y sin errores.'
  if (address.length < 5 || address.length > 300)
    issues.address = 'Escribe la dirección fiscal completa de la empresa (entre 5 y 300 caracteres).'
  if (Object.keys(issues).length || !taxIdType) return { ok: false, issues }
  return { ok: true, company: { name, address, taxId, taxIdType } }
}
