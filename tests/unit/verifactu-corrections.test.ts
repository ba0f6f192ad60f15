/**
 * A correction that corrects data (issue 34 item 3): a recipient whose NIF is right but not in the agency's
 * census is named by IDOtro 07 «No censado», CodigoPais ES (Validaciones §3.1.3 13, §4.3.1), in a new record
 * whose XML and Huella are built from the choice; only a record rejected for that reason may take it.
 */
import { describe, expect, it } from 'vitest'

import { NOT_IN_CENSUS } from '@/dev/local-aeat-ids'
import { judgeRecord } from '@/dev/local-aeat-rules'
import { buildAlta } from '@/verifactu/alta'
import { recomputedHuella } from '@/verifactu/chain'
import { correctionOptions } from '@/verifactu/correction'
import { choiceRefusal, correctedRecipients, isCorrectionChoice, recipientNifs } from '@/verifactu/correction-data'
import { notCensused } from '@/verifactu/tax-case'
import { find, parseXml } from '@/verifactu/xml-reader'

import { schemaErrors } from '../support/verifactu-xsd'

const NIF = NOT_IN_CENSUS[0]
const site = { legal: { companyName: 'Academia GEO Formación, S.L.', taxId: 'B87654323' } }
const invoice = {
  id: 1,
  number: '2026-A-000042',
  kind: 'invoice' as const,
  issuedAt: '2026-11-25T22:30:00.000Z',
  issuer: { name: 'Academia GEO Formación, S.L.', taxId: 'B87654323' },
  buyer: {
    name: 'Ejemplo Sin Censo, S.L.',
    email: 'compras@example.com',
    taxIdType: 'es_cif',
    taxId: NIF,
    country: 'ES',
  },
  lines: [{ description: 'Módulo F2' }],
  rate: 21,
  net: 826,
  tax: 174,
  total: 1000,
}
const head = {
  sequence: 7,
  issuerNif: 'B87654323',
  invoiceNumber: '2026-A-000041',
  issueDate: '25-11-2026',
  huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
}
const at = new Date('2026-11-26T10:00:00Z')
const judge = (xml: string) =>
  judgeRecord(find(parseXml(xml), 'RegistroAlta')!, {
    headerNif: 'B87654323',
    registry: new Map(),
    lastHuella: head.huella,
    now: Date.parse('2026-11-26T12:00:00Z'),
  }).line

describe('«NIF no censado»: the recipient as IDOtro 07', () => {
  it('names a recipient by NIF as IDOtro 07, CodigoPais ES, the NIF as ID; any other recipient unchanged', () => {
    expect(notCensused({ NombreRazon: 'Ejemplo', NIF })).toEqual({
      NombreRazon: 'Ejemplo',
      IDOtro: { CodigoPais: 'ES', IDType: '07', ID: NIF },
    })
    const vat = { NombreRazon: 'Exemple', IDOtro: { CodigoPais: 'FR', IDType: '02' as const, ID: 'FR12345678901' } }
    expect(notCensused(vat)).toBe(vat)
    expect(correctedRecipients([{ NombreRazon: 'Ejemplo', NIF }], null)).toEqual([{ NombreRazon: 'Ejemplo', NIF }])
    expect(correctedRecipients([{ NombreRazon: 'Ejemplo', NIF }], 'not_censused')[0].IDOtro?.IDType).toBe('07')
  })

  it('only the choices there are', () => {
    expect(isCorrectionChoice('not_censused')).toBe(true)
    for (const other of ['no_censado', '', 'toString', '__proto__', 7, null, undefined])
      expect(isCorrectionChoice(other)).toBe(false)
  })

  it('a record rejected for its recipient, corrected with the choice: Subsanacion S, RechazoPrevio X, IDOtro 07, valid, its own Huella; the agency accepts it with errors (2001)', () => {
    const original = buildAlta({ invoice, site, head, taxability: 'standard_rated', at: new Date(invoice.issuedAt) })
    expect(original.xml).toContain(`<sum1:NIF>${NIF}</sum1:NIF>`)
    expect(judge(original.xml)).toMatchObject({ state: 'Incorrecto', code: '1110' })

    const corrected = buildAlta({
      invoice,
      site,
      head: { ...original, sequence: 8 },
      taxability: 'standard_rated',
      correction: { previouslyRejected: true, choice: 'not_censused' },
      at,
    })
    expect(schemaErrors([corrected.xml])).toBe('')
    expect(corrected.correctionChoice).toBe('not_censused')
    expect(corrected.xml).toMatch(
      /<sum1:Subsanacion>S<\/sum1:Subsanacion>\s*<sum1:RechazoPrevio>X<\/sum1:RechazoPrevio>/,
    )
    expect(corrected.xml).toMatch(
      new RegExp(
        `<sum1:IDOtro>\\s*<sum1:CodigoPais>ES</sum1:CodigoPais>\\s*<sum1:IDType>07</sum1:IDType>\\s*<sum1:ID>${NIF}</sum1:ID>\\s*</sum1:IDOtro>`,
      ),
    )
    expect(corrected.xml).not.toContain(`<sum1:NIF>${NIF}</sum1:NIF>`)
    expect(recomputedHuella({ kind: 'alta', xml: corrected.xml })).toBe(corrected.huella)
    expect(corrected.previousHuella).toBe(original.huella)
    expect(judge(corrected.xml)).toMatchObject({ state: 'AceptadoConErrores', code: '2001' })
  })

  it('a plain correction carries no choice', () => {
    expect(correctionOptions({ id: 3, status: 'rejected' }, { tax: undefined }, at)).not.toHaveProperty('choice')
    expect(correctionOptions({ id: 3, status: 'rejected' }, { tax: undefined }, at, 'not_censused')).toMatchObject({
      choice: 'not_censused',
    })
    const plain = buildAlta({
      invoice,
      site,
      head,
      taxability: 'standard_rated',
      correction: { previouslyRejected: true },
      at,
    })
    expect(plain.correctionChoice).toBeNull()
    expect(plain.xml).toContain(`<sum1:NIF>${NIF}</sum1:NIF>`)
  })
})

describe('which records «NIF no censado» corrects', () => {
  const xml = buildAlta({ invoice, site, head, taxability: 'standard_rated', at: new Date(invoice.issuedAt) }).xml
  const rejected = {
    status: 'rejected' as const,
    agencyErrorCode: '1110',
    agencyErrorDescription: 'El NIF no está identificado en el censo de la AEAT.',
    xml,
  }

  it('reads the recipients’ NIFs from the record', () => {
    expect(recipientNifs(xml)).toEqual([NIF])
    expect(recipientNifs('<not xml')).toEqual([])
  })

  it('a record rejected because the census does not know its recipient’s NIF', () => {
    expect(choiceRefusal(rejected, 'not_censused')).toBeNull()
    expect(
      choiceRefusal(
        {
          ...rejected,
          agencyErrorDescription: `Error en el bloque Destinatario. El NIF no está identificado en el censo de la AEAT. NIF:${NIF}`,
        },
        'not_censused',
      ),
    ).toBeNull()
  })

  it('refuses, in Spanish, any other record: another reason, another NIF named, not rejected, no recipient by NIF', () => {
    const refusals = [
      { ...rejected, agencyErrorCode: '1100' },
      { ...rejected, agencyErrorDescription: 'El NIF no está identificado en el censo de la AEAT. NIF:B87654323' },
      { ...rejected, status: 'accepted_with_errors' as const },
      { ...rejected, status: 'accepted' as const, agencyErrorCode: null },
      { ...rejected, xml: xml.replace(/<sum1:Destinatarios>[\s\S]*<\/sum1:Destinatarios>/, '') },
    ].map((r) => choiceRefusal(r, 'not_censused'))
    for (const r of refusals) expect(r).toMatch(/solo subsana un registro rechazado porque la AEAT no identifica/)
  })
})
