/**
 * The admin's export of a period (src/verifactu/export.ts): every document it hands out passes the agency's
 * schema (SuministroLR.xsd, xmllint). The schema wants at least one RegistroFactura and a valid NIF in the
 * Cabecera, so an empty period gives no document (the endpoint answers «No hay registros…»), never an invalid one.
 */
import { describe, expect, it } from 'vitest'

import { buildAlta } from '@/verifactu/alta'
import { periodDocument } from '@/verifactu/export'

import { documentSchemaErrors } from '../support/verifactu-xsd'

const site = { legal: { companyName: 'Academia GEO Formación, S.L.', taxId: 'B87654323' } }
const issuer = {
  name: 'Academia GEO Formación, S.L.',
  taxId: 'B87654323',
  address: '',
  registry: '',
  email: 'soporte@example.com',
}
const invoice = {
  id: 1,
  number: '2026-A-000001',
  kind: 'invoice' as const,
  issuedAt: '2026-11-25T10:30:00.000Z',
  issuer,
  buyer: { name: null, email: 'ana@example.com', taxIdType: null, taxId: null, country: 'ES' },
  lines: [{ description: 'Módulo F2', quantity: 1, gross: 1000, net: 826, tax: 174 }],
  total: 1000,
  net: 826,
  tax: 174,
  rate: 21,
}

describe('the export of a period', () => {
  it('of a period with records: one RegFactuSistemaFacturacion the XSD accepts', () => {
    const record = buildAlta({
      invoice,
      site,
      head: null,
      taxability: 'standard_rated',
      at: new Date(invoice.issuedAt),
    })
    const xml = periodDocument(site.legal.companyName, [{ xml: record.xml, nif: 'B87654323' }])
    expect(xml).toContain('RegFactuSistemaFacturacion')
    expect(documentSchemaErrors(xml!)).toBe('')
  })

  it('of an empty period: no document at all, rather than one the XSD refuses', () => {
    const xml = periodDocument(site.legal.companyName, [])
    if (xml !== null) expect(documentSchemaErrors(xml)).toBe('')
    expect(xml).toBeNull()
  })
})
