/**
 * A complete invoice issued in place of a simplified one (F3, issue 26 item 6), pure parts: the record
 * the shop writes (valid against the agency's schema, referencing the F2 in FacturasSustituidas, naming
 * the buyer, keeping the simplified sale's tax) and the buyer's details the request accepts.
 */
import { describe, expect, it } from 'vitest'

import { Refused } from '@/security/refused'
import { judgeRecord } from '@/dev/local-aeat-rules'
import { parseFullInvoiceDetails } from '@/invoicing/full-invoice-details'
import { buildAlta, type ChainHead } from '@/verifactu/alta'
import { rectifyingType } from '@/verifactu/tax-case'
import { find, parseXml } from '@/verifactu/xml-reader'

import { schemaErrors } from '../support/verifactu-xsd'

const site = {
  legal: {
    companyName: 'Academia GEO Formación, S.L.',
    taxId: 'B87654323',
    address: 'Calle de Alcalá, 123',
    postalCode: '28009',
    city: 'Madrid',
  },
}
const issuer = {
  name: 'Academia GEO Formación, S.L.',
  taxId: 'B87654323',
  address: '',
  registry: '',
  email: 'soporte@example.com',
}
const head: ChainHead = {
  sequence: 9,
  issuerNif: 'B87654323',
  invoiceNumber: '2026-R-000001',
  issueDate: '25-11-2026',
  huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
}
const simplified = { issuerNif: 'B87654323', invoiceNumber: '2026-A-000004', issueDate: '24-11-2026' }

function f3(buyer: Record<string, unknown>, amounts = { total: 1000, net: 826, tax: 174 }, substituted = [simplified]) {
  const record = buildAlta({
    invoice: {
      id: 12,
      number: '2026-A-000007',
      kind: 'invoice',
      issuedAt: '2026-11-25T22:30:00.000Z',
      issuer,
      buyer: { name: null, email: 'ana@example.com', taxIdType: null, taxId: null, country: 'ES', ...buyer },
      lines: [
        {
          description: 'Módulo F2: Contexto Semántico: acceso y guía en PDF',
          quantity: 1,
          gross: amounts.total,
          net: amounts.net,
          tax: amounts.tax,
        },
      ],
      rate: 21,
      ...amounts,
    },
    site,
    head,
    taxability: 'standard_rated',
    substituted,
    at: new Date('2026-11-25T22:30:00.000Z'),
  })
  expect(schemaErrors([record.xml])).toBe('')
  return record
}
const tag = (xml: string, name: string) => xml.match(new RegExp(`<sum1:${name}>([^<]*)</sum1:${name}>`))?.[1]

describe('the record of a complete invoice issued in place of a simplified one (F3)', () => {
  it('is valid, of type F3, references the simplified invoice and names the company by NIF', () => {
    const r = f3({
      name: 'Ejemplo Digital, S.L.',
      taxIdType: 'es_cif',
      taxId: 'B12345674',
      address: 'Calle Mayor 1, 28013 Madrid',
    })
    expect(r.invoiceType).toBe('F3')
    expect(tag(r.xml, 'TipoFactura')).toBe('F3')
    expect(r.xml).toMatch(
      /<sum1:FacturasSustituidas>\s*<sum1:IDFacturaSustituida>\s*<sum1:IDEmisorFactura>B87654323<\/sum1:IDEmisorFactura>\s*<sum1:NumSerieFactura>2026-A-000004<\/sum1:NumSerieFactura>\s*<sum1:FechaExpedicionFactura>24-11-2026<\/sum1:FechaExpedicionFactura>/,
    )
    expect(r.xml).toMatch(
      /<sum1:Destinatarios>\s*<sum1:IDDestinatario>\s*<sum1:NombreRazon>Ejemplo Digital, S.L.<\/sum1:NombreRazon>\s*<sum1:NIF>B12345674<\/sum1:NIF>/,
    )
    expect(r.xml).not.toContain('TipoRectificativa')
    // The simplified sale's tax: Spanish VAT at 21 %.
    expect([
      tag(r.xml, 'CalificacionOperacion'),
      tag(r.xml, 'TipoImpositivo'),
      tag(r.xml, 'CuotaTotal'),
      tag(r.xml, 'ImporteTotal'),
    ]).toEqual(['S1', '21.00', '1.74', '10.00'])
  })

  it('names an EU company by its VAT number (IDOtro, IDType 02) and keeps the Spanish VAT charged', () => {
    const r = f3({ name: 'Beispiel GmbH', taxIdType: 'eu_vat', taxId: 'DE123456789' })
    expect(r.xml).toMatch(
      /<sum1:IDOtro>\s*<sum1:CodigoPais>DE<\/sum1:CodigoPais>\s*<sum1:IDType>02<\/sum1:IDType>\s*<sum1:ID>DE123456789<\/sum1:ID>/,
    )
    expect(tag(r.xml, 'CalificacionOperacion')).toBe('S1')
    expect(tag(r.xml, 'TipoImpositivo')).toBe('21.00')
  })

  it('after a partial refund it is for what is left and substitutes the simplified rectifying invoice too', () => {
    const r5 = { issuerNif: 'B87654323', invoiceNumber: '2026-R-000001', issueDate: '25-11-2026' }
    const r = f3(
      { name: 'Ejemplo Digital, S.L.', taxIdType: 'es_cif', taxId: 'B12345674' },
      { total: 600, net: 496, tax: 104 },
      [simplified, r5],
    )
    expect(r.xml.match(/<sum1:IDFacturaSustituida>/g)).toHaveLength(2)
    expect(r.xml).toContain('<sum1:NumSerieFactura>2026-R-000001</sum1:NumSerieFactura>')
    expect(tag(r.xml, 'ImporteTotal')).toBe('6.00')
  })

  it('a refund after it rectifies a complete invoice: R1', () => {
    expect(rectifyingType('F3')).toBe('R1')
  })
})

describe('the refund of an F3 (R1): the recipient of the invoice it rectifies (Validaciones §3.1.3.13)', () => {
  const judge = (xml: string) =>
    judgeRecord(find(parseXml(xml), 'RegistroAlta')!, {
      headerNif: 'B87654323',
      registry: new Map(),
      now: Date.parse('2026-11-26T12:00:00Z'),
    }).line
  function refund(buyer: Record<string, unknown>) {
    const original = f3(buyer)
    const record = buildAlta({
      invoice: {
        id: 13,
        number: '2026-R-000002',
        kind: 'rectifying',
        issuedAt: '2026-11-26T10:00:00.000Z',
        issuer,
        buyer: { name: null, email: 'ana@example.com', taxIdType: null, taxId: null, country: 'ES', ...buyer },
        lines: [{ description: 'Devolución: Módulo F2', quantity: 1, gross: -1000, net: -826, tax: -174 }],
        rate: 21,
        total: -1000,
        net: -826,
        tax: -174,
      },
      site,
      head,
      taxability: 'standard_rated',
      original: {
        issuerNif: original.issuerNif,
        invoiceNumber: original.invoiceNumber,
        issueDate: original.issueDate,
        invoiceType: original.invoiceType,
      },
      at: new Date('2026-11-26T10:00:00.000Z'),
    })
    expect(schemaErrors([record.xml])).toBe('')
    return { original, record }
  }

  it('a consumer in France who gave FR12345678901 is named as the F3 did (IDOtro, FR, 02), with its breakdown; a Spanish NIF as NIF', () => {
    const { original, record } = refund({
      name: 'Jeanne Martin',
      taxIdType: 'eu_vat',
      taxId: 'FR12345678901',
      country: 'FR',
      address: '1 rue de Rivoli, 75001 Paris',
    })
    expect(record.invoiceType).toBe('R1')
    const named =
      /<sum1:Destinatarios>\s*<sum1:IDDestinatario>\s*<sum1:NombreRazon>Jeanne Martin<\/sum1:NombreRazon>\s*<sum1:IDOtro>\s*<sum1:CodigoPais>FR<\/sum1:CodigoPais>\s*<sum1:IDType>02<\/sum1:IDType>\s*<sum1:ID>FR12345678901<\/sum1:ID>/
    expect(original.xml).toMatch(named)
    expect(record.xml).toMatch(named)
    expect(tag(record.xml, 'TipoRectificativa')).toBe('I')
    // The OSS consumer sale the F3 described: 17 / N2, no Spanish quota.
    expect([
      tag(record.xml, 'ClaveRegimen'),
      tag(record.xml, 'CalificacionOperacion'),
      tag(record.xml, 'CuotaTotal'),
      tag(record.xml, 'ImporteTotal'),
    ]).toEqual([tag(original.xml, 'ClaveRegimen'), tag(original.xml, 'CalificacionOperacion'), '0.00', '-10.00'])
    expect(judge(record.xml).state).not.toBe('Incorrecto')
    // …and a Spanish company by NIF, as before.
    const { record: spanish } = refund({ name: 'Ejemplo Digital, S.L.', taxIdType: 'es_cif', taxId: 'B12345674' })
    expect(spanish.xml).toMatch(
      /<sum1:Destinatarios>\s*<sum1:IDDestinatario>\s*<sum1:NombreRazon>Ejemplo Digital, S.L.<\/sum1:NombreRazon>\s*<sum1:NIF>B12345674<\/sum1:NIF>/,
    )
    expect(judge(spanish.xml).state).not.toBe('Incorrecto')
  })
})

describe('the local agency, as strict as the documents (Validaciones §3.1.3, groups 5 and 13)', () => {
  const judge = (xml: string) =>
    judgeRecord(find(parseXml(xml), 'RegistroAlta')!, {
      headerNif: 'B87654323',
      registry: new Map(),
      now: Date.parse('2026-11-25T23:30:00Z'),
    }).line
  const valid = f3({ name: 'Ejemplo Digital, S.L.', taxIdType: 'es_cif', taxId: 'B12345674' }).xml

  it('accepts the F3 the shop writes (the fingerprint aside: the chain is not its)', () => {
    expect(judge(valid).state).not.toBe('Incorrecto')
  })
  it('refuses an F3 without recipient and FacturasSustituidas on another type', () => {
    expect(judge(valid.replace(/<sum1:Destinatarios>[\s\S]*<\/sum1:Destinatarios>\n\s*/, ''))).toMatchObject({
      state: 'Incorrecto',
      description: expect.stringMatching(/Destinatarios/),
    })
    expect(judge(valid.replace('<sum1:TipoFactura>F3<', '<sum1:TipoFactura>F1<'))).toMatchObject({
      state: 'Incorrecto',
      description: expect.stringMatching(/FacturasSustituidas/),
    })
  })
})

describe('the details a buyer gives', () => {
  const refusal = (body: unknown) => {
    try {
      parseFullInvoiceDetails(body)
    } catch (error) {
      expect(error).toBeInstanceOf(Refused)
      return { status: (error as Refused).status, message: (error as Refused).message }
    }
    throw new Error('accepted')
  }
  const ok = { name: '  Ejemplo   Digital, S.L. ', taxId: 'b-1234567 4', address: 'Calle Mayor 1, 28013 Madrid' }

  it("accepts a Spanish NIF or CIF, a Spanish VAT number and another member state's", () => {
    expect(parseFullInvoiceDetails(ok)).toEqual({
      name: 'Ejemplo Digital, S.L.',
      taxIdType: 'es_cif',
      taxId: 'B12345674',
      address: 'Calle Mayor 1, 28013 Madrid',
    })
    expect(parseFullInvoiceDetails({ ...ok, taxId: '12345678Z' }).taxIdType).toBe('es_cif')
    expect(parseFullInvoiceDetails({ ...ok, taxId: 'ESB12345674' })).toMatchObject({
      taxIdType: 'eu_vat',
      taxId: 'ESB12345674',
    })
    expect(parseFullInvoiceDetails({ ...ok, taxId: 'DE 123456789' })).toMatchObject({
      taxIdType: 'eu_vat',
      taxId: 'DE123456789',
    })
  })

  it('refuses a wrong check character, a non-EU number, missing fields and non-objects with a Spanish 400', () => {
    expect(refusal({ ...ok, taxId: 'B12345675' })).toEqual({
      status: 400,
      message: expect.stringMatching(/no es válido/),
    })
    expect(refusal({ ...ok, taxId: 'US123456789' }).status).toBe(400)
    expect(refusal({ ...ok, name: '' }).message).toMatch(/razón social/)
    expect(refusal({ ...ok, address: 42 }).message).toMatch(/dirección/)
    expect(refusal({ ...ok, taxId: ['B12345674'] }).status).toBe(400)
    expect(refusal(null).status).toBe(400)
    expect(refusal('x'.repeat(10)).status).toBe(400)
  })
})
