/**
 * VERI*FACTU records (issue 26), pure parts: the fingerprint against the agency's three worked
 * examples, the record dates, and one record per tax case the shop sells, each validated against the
 * agency's schema (SuministroLR.xsd) with xmllint.
 */
import { describe, expect, it } from 'vitest'

import { judgeRecord } from '@/dev/local-aeat-rules'
import type { Taxability } from '@/tax/vat'
import { buildAlta, type ChainHead } from '@/verifactu/alta'
import { chainIntact } from '@/verifactu/chain'
import { correctionOptions } from '@/verifactu/correction'
import { altaFingerprintInput, altaHuella, anulacionFingerprintInput, anulacionHuella } from '@/verifactu/huella'
import { systemIdentification } from '@/verifactu/settings'
import { amount, recordDate, recordTimestamp } from '@/verifactu/time'
import { find, parseXml } from '@/verifactu/xml-reader'

import { schemaErrors } from '../support/verifactu-xsd'

describe('the fingerprint (Huella), as the agency computes it', () => {
  const first = {
    IDEmisorFactura: '89890001K',
    NumSerieFactura: '12345678/G33',
    FechaExpedicionFactura: '01-01-2024',
    TipoFactura: 'F1',
    CuotaTotal: '12.35',
    ImporteTotal: '123.45',
    Huella: '',
    FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
  }
  it('case 1: the first alta of a system', () => {
    expect(altaFingerprintInput(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    )
    expect(altaHuella(first)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60')
  })
  it('case 2: a second alta chained to the first', () => {
    const second = {
      ...first,
      NumSerieFactura: '12345679/G34',
      Huella: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    }
    expect(altaFingerprintInput(second)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00',
    )
    expect(altaHuella(second)).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97')
  })
  it('case 3: the anulación of the second', () => {
    const anulacion = {
      IDEmisorFacturaAnulada: '89890001K',
      NumSerieFacturaAnulada: '12345679/G34',
      FechaExpedicionFacturaAnulada: '01-01-2024',
      Huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    }
    expect(anulacionFingerprintInput(anulacion)).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00',
    )
    expect(anulacionHuella(anulacion)).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68')
  })
  it('values are trimmed', () => {
    expect(altaHuella({ ...first, NumSerieFactura: ' 12345678/G33 ' })).toBe(
      '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
    )
  })
})

describe('record dates and amounts', () => {
  it("are written in Spain's time with its offset (winter +01:00, summer +02:00)", () => {
    expect(recordTimestamp(new Date('2026-01-15T10:20:30.999Z'))).toBe('2026-01-15T11:20:30+01:00')
    expect(recordTimestamp(new Date('2026-07-15T22:20:30Z'))).toBe('2026-07-16T00:20:30+02:00')
    expect(recordDate(new Date('2026-12-31T23:30:00Z'))).toBe('01-01-2027')
  })
  it('amounts have a point and two decimals', () => {
    expect([amount(1000), amount(-400), amount(5), amount(0)]).toEqual(['10.00', '-4.00', '0.05', '0.00'])
  })
})

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
let id = 0
function invoice(over: {
  total: number
  net: number
  tax: number
  rate: number
  buyer?: Record<string, unknown>
  kind?: 'invoice' | 'rectifying'
}) {
  id += 1
  const { buyer, kind = 'invoice', ...amounts } = over
  return {
    id,
    number: `2026-${kind === 'invoice' ? 'A' : 'R'}-${String(id).padStart(6, '0')}`,
    kind,
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
    ...amounts,
  }
}
const head: ChainHead = {
  sequence: 7,
  issuerNif: 'B87654323',
  invoiceNumber: '2026-A-000006',
  issueDate: '25-11-2026',
  huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
}

function alta(
  inv: ReturnType<typeof invoice>,
  taxability: Taxability | null,
  original?: { invoiceType: string; invoiceNumber: string },
) {
  const record = buildAlta({
    invoice: inv,
    site,
    head,
    taxability,
    original: original && { issuerNif: 'B87654323', issueDate: '25-11-2026', ...original },
    at: new Date(inv.issuedAt),
  })
  expect(schemaErrors([record.xml])).toBe('')
  // …and every rule of the agency's (the local stand-in's, Validaciones §3.1.3, §3.1.5, §4.3.1): Correcto.
  const judged = judgeRecord(find(parseXml(record.xml), 'RegistroAlta')!, {
    headerNif: 'B87654323',
    registry: new Map(),
    lastHuella: head!.huella,
    now: Date.parse('2026-11-26T12:00:00Z'),
  })
  expect(judged.line).toMatchObject({ state: 'Correcto', code: '' })
  return record
}
const tag = (xml: string, name: string) => xml.match(new RegExp(`<sum1:${name}>([^<]*)</sum1:${name}>`))?.[1]

describe("one record per tax case, each valid against the agency's schema", () => {
  it('a Spanish consumer: simplified invoice F2, no recipient, 01 / S1 at 21 %', () => {
    const r = alta(invoice({ total: 1000, net: 826, tax: 174, rate: 21 }), 'standard_rated')
    expect(r.invoiceType).toBe('F2')
    expect(r.xml).not.toContain('Destinatarios')
    expect(r.xml).toContain('<sum1:ClaveRegimen>01</sum1:ClaveRegimen>')
    expect(r.xml).toContain('<sum1:CalificacionOperacion>S1</sum1:CalificacionOperacion>')
    expect(r.xml).toContain('<sum1:TipoImpositivo>21.00</sum1:TipoImpositivo>')
    expect([
      tag(r.xml, 'BaseImponibleOimporteNoSujeto'),
      tag(r.xml, 'CuotaRepercutida'),
      tag(r.xml, 'CuotaTotal'),
      tag(r.xml, 'ImporteTotal'),
    ]).toEqual(['8.26', '1.74', '1.74', '10.00'])
    expect(r.xml).toContain('<sum1:IDVersion>1.0</sum1:IDVersion>')
    expect(r.xml).toContain('<sum1:TipoHuella>01</sum1:TipoHuella>')
    expect(r.xml).toContain('<sum1:FechaHoraHusoGenRegistro>2026-11-25T23:30:00+01:00</sum1:FechaHoraHusoGenRegistro>')
    expect(r.xml).toContain(`<sum1:Huella>${head!.huella}</sum1:Huella>`)
    expect(r.xml).toContain(`<sum1:Huella>${r.huella}</sum1:Huella>`)
    expect(r).toMatchObject({
      sequence: 8,
      previousHuella: head!.huella,
      issueDate: '25-11-2026',
      issuerNif: 'B87654323',
    })
    // The stored huella is the one of the fields in the XML.
    expect(r.huella).toBe(
      altaHuella({
        IDEmisorFactura: 'B87654323',
        NumSerieFactura: r.invoiceNumber,
        FechaExpedicionFactura: '25-11-2026',
        TipoFactura: 'F2',
        CuotaTotal: '1.74',
        ImporteTotal: '10.00',
        Huella: head!.huella,
        FechaHoraHusoGenRegistro: r.generatedAt,
      }),
    )
  })

  it('a Spanish company or professional with a NIF: complete invoice F1 naming it', () => {
    const r = alta(
      invoice({
        total: 1000,
        net: 826,
        tax: 174,
        rate: 21,
        buyer: { name: 'Ejemplo Digital, S.L.', taxIdType: 'es_cif', taxId: 'B12345674' },
      }),
      'standard_rated',
    )
    expect(r.invoiceType).toBe('F1')
    expect(r.xml).toMatch(
      /<sum1:Destinatarios>\s*<sum1:IDDestinatario>\s*<sum1:NombreRazon>Ejemplo Digital, S.L.<\/sum1:NombreRazon>\s*<sum1:NIF>B12345674<\/sum1:NIF>/,
    )
  })

  it('a company that gave no name is named by its NIF, never by the e-mail (an erasure removes it)', () => {
    const r = alta(
      invoice({ total: 1000, net: 826, tax: 174, rate: 21, buyer: { taxIdType: 'es_cif', taxId: 'B12345674' } }),
      'standard_rated',
    )
    expect(r.xml).toContain('<sum1:NombreRazon>B12345674</sum1:NombreRazon>')
    expect(r.xml).not.toContain('ana@example.com')
  })

  it('an EU consumer (OSS): F2, ClaveRegimen 17, not subject in Spain (N2), the whole amount not subject', () => {
    const r = alta(invoice({ total: 1000, net: 840, tax: 160, rate: 19, buyer: { country: 'DE' } }), 'standard_rated')
    expect(r.invoiceType).toBe('F2')
    expect(r.xml).toContain('<sum1:ClaveRegimen>17</sum1:ClaveRegimen>')
    expect(r.xml).toContain('<sum1:CalificacionOperacion>N2</sum1:CalificacionOperacion>')
    expect(r.xml).not.toContain('TipoImpositivo')
    expect(r.xml).not.toContain('CuotaRepercutida')
    expect([tag(r.xml, 'BaseImponibleOimporteNoSujeto'), tag(r.xml, 'CuotaTotal'), tag(r.xml, 'ImporteTotal')]).toEqual(
      ['10.00', '0.00', '10.00'],
    )
  })

  it('an EU business with a VAT number (reverse charge): F1 naming it by NIF-IVA (IDType 02), 01 / N2', () => {
    const r = alta(
      invoice({
        total: 1000,
        net: 1000,
        tax: 0,
        rate: 0,
        buyer: { name: 'Beispiel GmbH', taxIdType: 'eu_vat', taxId: 'DE123456789', country: 'DE' },
      }),
      'reverse_charge',
    )
    expect(r.invoiceType).toBe('F1')
    expect(r.xml).toMatch(
      /<sum1:IDOtro>\s*<sum1:CodigoPais>DE<\/sum1:CodigoPais>\s*<sum1:IDType>02<\/sum1:IDType>\s*<sum1:ID>DE123456789<\/sum1:ID>/,
    )
    expect(r.xml).toContain('<sum1:ClaveRegimen>01</sum1:ClaveRegimen>')
    expect(r.xml).toContain('<sum1:CalificacionOperacion>N2</sum1:CalificacionOperacion>')
  })

  it('a buyer outside the EU: F2, 01 / N2 (supplied outside Spain)', () => {
    const r = alta(invoice({ total: 1000, net: 1000, tax: 0, rate: 0, buyer: { country: 'US' } }), 'not_subject_to_tax')
    expect(r.invoiceType).toBe('F2')
    expect(r.xml).toContain('<sum1:ClaveRegimen>01</sum1:ClaveRegimen>')
    expect(r.xml).toContain('<sum1:CalificacionOperacion>N2</sum1:CalificacionOperacion>')
  })

  it('a partial refund of a simplified invoice: R5 by differences (I), negative, naming the invoice it rectifies', () => {
    const r = alta(invoice({ kind: 'rectifying', total: -400, net: -331, tax: -69, rate: 21 }), 'standard_rated', {
      invoiceType: 'F2',
      invoiceNumber: '2026-A-000001',
    })
    expect(r.invoiceType).toBe('R5')
    expect(r.xml).toContain('<sum1:TipoRectificativa>I</sum1:TipoRectificativa>')
    expect(r.xml).toMatch(
      /<sum1:FacturasRectificadas>\s*<sum1:IDFacturaRectificada>\s*<sum1:IDEmisorFactura>B87654323<\/sum1:IDEmisorFactura>\s*<sum1:NumSerieFactura>2026-A-000001<\/sum1:NumSerieFactura>\s*<sum1:FechaExpedicionFactura>25-11-2026</,
    )
    expect(r.xml).not.toContain('Destinatarios')
    expect([tag(r.xml, 'CuotaTotal'), tag(r.xml, 'ImporteTotal')]).toEqual(['-0.69', '-4.00'])
  })

  it('a full refund of a complete invoice: R1 by differences, naming the recipient', () => {
    const r = alta(
      invoice({
        kind: 'rectifying',
        total: -1000,
        net: -826,
        tax: -174,
        rate: 21,
        buyer: { name: 'Ejemplo Digital, S.L.', taxIdType: 'es_cif', taxId: 'B12345674' },
      }),
      'standard_rated',
      { invoiceType: 'F1', invoiceNumber: '2026-A-000002' },
    )
    expect(r.invoiceType).toBe('R1')
    expect(r.xml).toContain('<sum1:Destinatarios>')
    expect(tag(r.xml, 'ImporteTotal')).toBe('-10.00')
  })

  it('a corrected resend (Subsanacion) of a rejected record: S and X, generated when it is written', () => {
    const inv = invoice({ total: 1000, net: 826, tax: 174, rate: 21 })
    const record = buildAlta({
      invoice: inv,
      site,
      head,
      taxability: 'standard_rated',
      correction: { previouslyRejected: true },
      at: new Date('2026-11-26T08:00:00Z'),
    })
    expect(schemaErrors([record.xml])).toBe('')
    expect(record.xml).toMatch(/<sum1:Subsanacion>S<\/sum1:Subsanacion>\s*<sum1:RechazoPrevio>X<\/sum1:RechazoPrevio>/)
    expect(record.generatedAt).toBe('2026-11-26T09:00:00+01:00')
    expect(record.issueDate).toBe('25-11-2026')
  })

  it("a correction written later carries the time it is written, not the invoice's: the chain's times never go back", () => {
    const inv = invoice({ total: 1000, net: 826, tax: 174, rate: 21 })
    // The chain lock's time when «Subsanar y reenviar» runs, a day after the invoice was issued.
    const at = new Date('2026-11-26T10:36:19.400Z')
    const options = correctionOptions({ id: 41, status: 'rejected' }, { tax: { taxability: 'standard_rated' } }, at)
    expect(options).toEqual({ taxability: 'standard_rated', correctionOf: { id: 41, status: 'rejected' }, at })
    const record = buildAlta({
      invoice: inv,
      site,
      head,
      taxability: options.taxability,
      correction: { previouslyRejected: true },
      at: options.at,
    })
    expect(record.generatedAt).toBe('2026-11-26T11:36:19+01:00')
    expect(tag(record.xml, 'FechaHoraHusoGenRegistro')).toBe('2026-11-26T11:36:19+01:00')
    expect(record.issueDate).toBe('25-11-2026')
  })

  it("the record fixes its invoice's QR at issue, for the environment set then", () => {
    const inv = invoice({ total: 1000, net: 826, tax: 174, rate: 21 })
    const at = new Date(inv.issuedAt)
    const inTest = buildAlta({ invoice: inv, site, head, taxability: 'standard_rated', at })
    expect(inTest.qrUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=${inv.number}&fecha=25-11-2026&importe=10.00`,
    )
    const production = { legal: { ...site.legal, verifactu: { environment: 'production' as const } } }
    const inProduction = buildAlta({ invoice: inv, site: production, head, taxability: 'standard_rated', at })
    expect(inProduction.qrUrl).toBe(
      `https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B87654323&numserie=${inv.number}&fecha=25-11-2026&importe=10.00`,
    )
  })

  it('the first record of the chain says PrimerRegistro and fingerprints an empty previous Huella', () => {
    const record = buildAlta({
      invoice: invoice({ total: 1000, net: 826, tax: 174, rate: 21 }),
      site,
      head: null,
      taxability: 'standard_rated',
      at: new Date('2026-11-25T22:30:00.000Z'),
    })
    expect(schemaErrors([record.xml])).toBe('')
    expect(record.xml).toContain('<sum1:PrimerRegistro>S</sum1:PrimerRegistro>')
    expect(record).toMatchObject({ sequence: 1, previousHuella: '' })
  })

  it('the schema check itself refuses a broken record', () => {
    const record = buildAlta({
      invoice: invoice({ total: 1000, net: 826, tax: 174, rate: 21 }),
      site,
      head,
      taxability: 'standard_rated',
      at: new Date('2026-11-25T22:30:00.000Z'),
    })
    expect(schemaErrors([record.xml.replace('<sum1:IDVersion>1.0</sum1:IDVersion>', '')])).toMatch(
      /IDVersion|not expected|fails to validate/,
    )
  })
})

describe('system identification', () => {
  it('defaults to the company itself producing this application, used only as VERI*FACTU by one taxpayer', () => {
    expect(systemIdentification(site)).toEqual({
      NombreRazon: 'Academia GEO Formación, S.L.',
      NIF: 'B87654323',
      NombreSistemaInformatico: 'Academia GEO Facturación',
      IdSistemaInformatico: 'AG',
      Version: '1.0',
      NumeroInstalacion: '1',
      TipoUsoPosibleSoloVerifactu: 'S',
      TipoUsoPosibleMultiOT: 'N',
      IndicadorMultiplesOT: 'N',
    })
  })
})

describe('the chain check /api/health reports', () => {
  const chain = () => {
    const rows: Array<{ sequence: number; kind: string; huella: string; previous_huella: string; xml: string }> = []
    let previous: ChainHead = null
    for (const inv of [
      invoice({ total: 1000, net: 826, tax: 174, rate: 21 }),
      invoice({ total: 1000, net: 840, tax: 160, rate: 19, buyer: { country: 'DE' } }),
      invoice({ total: 2000, net: 1653, tax: 347, rate: 21 }),
    ]) {
      const r = buildAlta({
        invoice: inv,
        site,
        head: previous,
        taxability: 'standard_rated',
        at: new Date(inv.issuedAt),
      })
      rows.push({
        sequence: r.sequence,
        kind: r.kind,
        huella: r.huella,
        previous_huella: r.previousHuella ?? '',
        xml: r.xml,
      })
      previous = r
    }
    return rows
  }
  it("recomputes every fingerprint from the records' XML and follows the links", () => {
    expect(chainIntact(chain())).toBe(true)
  })
  it('notices a changed amount, a changed link, a gap', () => {
    const amountChanged = chain()
    amountChanged[1].xml = amountChanged[1].xml.replace(
      '<sum1:ImporteTotal>10.00</sum1:ImporteTotal>',
      '<sum1:ImporteTotal>1.00</sum1:ImporteTotal>',
    )
    expect(chainIntact(amountChanged)).toBe(false)
    const relinked = chain()
    relinked[2].previous_huella = relinked[0].huella
    expect(chainIntact(relinked)).toBe(false)
    const gap = chain()
    gap[2].sequence = 5
    expect(chainIntact(gap)).toBe(false)
  })
})
