/**
 * The local agency's rules, one by one (Validaciones_Errores_Veri-Factu §3.1.3, §3.1.5, §4.3.1): for each
 * rule a record valid against the agency's XSD that the agency refuses, with the code it answers; the
 * admissible errors it accepts with errors; and no warning the documents do not define.
 */
import { describe, expect, it } from 'vitest'

import { NOT_IN_CENSUS } from '@/dev/local-aeat-ids'
import { ALTA_RULES, judgeRecord } from '@/dev/local-aeat-rules'
import { SYSTEM_RULES } from '@/dev/local-aeat-record-rules'
import { find, parseXml } from '@/verifactu/xml-reader'

import { byNif, byOtro, invoiceRef, record, type RecordSpec } from '../support/aeat-record'
import { ISSUER } from '../support/verifactu-records'
import { schemaErrors } from '../support/verifactu-xsd'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const judge = (xml: string, o: { lastHuella?: string } = {}) =>
  judgeRecord(find(parseXml(xml), 'RegistroAlta')!, { headerNif: ISSUER.nif, registry: new Map(), now: NOW, ...o }).line

const F2 = { TipoFactura: 'F2', Destinatarios: null }
const R1 = (extra: RecordSpec['head'] = {}) => ({ TipoFactura: 'R1', TipoRectificativa: 'I', ...extra })
const IN_Q4_2024 = { date: '15-11-2024' }
const clave14 = { ClaveRegimen: '14' }
const aCoste = (v: string) => ({ ClaveRegimen: '06', BaseImponibleACoste: v })
const noRates = { TipoImpositivo: null, CuotaRepercutida: null }

/** [rule code, what the record does, the record] */
const REFUSED: [string, string, RecordSpec][] = [
  ['1105', 'an issue date that is no day of the calendar', { date: '31-02-2026' }],
  ['1112', 'an issue date after today (Madrid)', { date: '27-11-2026' }],
  ['1152', 'an issue date before 28 October 2024', { date: '27-10-2024' }],
  ['1130', 'a NumSerieFactura with a character outside ASCII 32–126', { number: 'F-Ñ1' }],
  ['1153', 'RechazoPrevio X without Subsanacion S', { head: { RechazoPrevio: 'X' } }],
  ['1161', 'RechazoPrevio S without Subsanacion S', { head: { RechazoPrevio: 'S' } }],
  ['1114', 'an R1 without TipoRectificativa', { head: { TipoFactura: 'R1' } }],
  ['1115', 'an F1 with TipoRectificativa', { head: { TipoRectificativa: 'I' } }],
  ['1117', 'an F1 with FacturasRectificadas', { head: { FacturasRectificadas: invoiceRef('IDFacturaRectificada') } }],
  ['1116', 'an F1 with FacturasSustituidas', { head: { FacturasSustituidas: invoiceRef('IDFacturaSustituida') } }],
  [
    '1154',
    'a rectified invoice whose issuer NIF has a wrong check character',
    { head: R1({ FacturasRectificadas: invoiceRef('IDFacturaRectificada', 'B87654324') }) },
  ],
  [
    '1118',
    'a rectification by substitution (S) without ImporteRectificacion',
    { head: R1({ TipoRectificativa: 'S' }) },
  ],
  [
    '1119',
    'a rectification by differences (I) with ImporteRectificacion',
    {
      head: R1({
        ImporteRectificacion:
          '<sum1:BaseRectificada>100.00</sum1:BaseRectificada><sum1:CuotaRectificada>21.00</sum1:CuotaRectificada>',
      }),
    },
  ],
  ['1145', 'a FechaOperacion that is no day of the calendar', { head: { FechaOperacion: '30-02-2026' } }],
  ['1134', 'a FechaOperacion more than twenty years ago', { head: { FechaOperacion: '25-11-2006' } }],
  [
    '1125',
    'a FechaOperacion after next year',
    { head: { FechaOperacion: '01-01-2028', Destinatarios: byNif('Q2826000H') }, lines: [clave14] },
  ],
  ['1173', 'a FechaOperacion after today without ClaveRegimen 14 or 15', { head: { FechaOperacion: '01-12-2026' } }],
  [
    '1146',
    'an operation after the invoice without ClaveRegimen 14 or 15',
    { date: '20-11-2026', head: { FechaOperacion: '25-11-2026' } },
  ],
  ['1183', 'FacturaSimplificadaArt7273 S on an F2', { head: { ...F2, FacturaSimplificadaArt7273: 'S' } }],
  ['1185', 'FacturaSinIdentifDestinatarioArt61d S on an F1', { head: { FacturaSinIdentifDestinatarioArt61d: 'S' } }],
  [
    '1139',
    'an ImporteTotal of 100,000,000 € or more without Macrodato S',
    { lines: [{ BaseImponibleOimporteNoSujeto: '100000000.00', CuotaRepercutida: '21000000.00' }] },
  ],
  [
    '1156',
    'an F2 naming a NIF-IVA',
    { head: { TipoFactura: 'F2', Destinatarios: byOtro({ country: 'FR', type: '02', id: 'FR12345678901' }) } },
  ],
  ['1189', 'an F1 without Destinatarios', { head: { Destinatarios: null } }],
  ['1189', 'an R1 without Destinatarios', { head: R1({ Destinatarios: null }) }],
  ['1190', 'an F2 with Destinatarios', { head: { TipoFactura: 'F2' } }],
  ['1123', "a recipient's NIF with a wrong check character", { head: { Destinatarios: byNif('12345678A') } }],
  ['1110', "a recipient's NIF well formed but not in the census", { head: { Destinatarios: byNif(NOT_IN_CENSUS[0]) } }],
  ['1110', "an R1's recipient not in the census", { head: R1({ Destinatarios: byNif(NOT_IN_CENSUS[1]) }) }],
  [
    '1111',
    'an IDOtro other than NIF-IVA without CodigoPais',
    { head: { Destinatarios: byOtro({ type: '04', id: 'X99' }) } },
  ],
  [
    '1126',
    'an IDOtro with CodigoPais ES other than passport or not censused',
    { head: { Destinatarios: byOtro({ country: 'ES', type: '04', id: 'X99' }) } },
  ],
  [
    '1126',
    'a not-censused recipient (07) outside Spain',
    { head: { Destinatarios: byOtro({ country: 'FR', type: '07', id: '12345678Z' }) } },
  ],
  [
    '1103',
    'a French NIF-IVA of 10 characters (nota 1: 11)',
    { head: { Destinatarios: byOtro({ country: 'FR', type: '02', id: 'FR1234567890' }) } },
  ],
  [
    '1103',
    'a NIF-IVA in lower case (nota 1)',
    { head: { Destinatarios: byOtro({ country: 'NL', type: '02', id: 'NL123456789b01' }) } },
  ],
  [
    '1103',
    'a Spanish prefix as NIF-IVA (not a member state of nota 1)',
    { head: { Destinatarios: byOtro({ type: '02', id: 'ES12345678Z' }) } },
  ],
  [
    '1254',
    'an XI NIF-IVA for an operation before 2021',
    {
      head: { FechaOperacion: '01-06-2020', Destinatarios: byOtro({ type: '02', id: 'XI123456789' }) },
      lines: [{ CalificacionOperacion: 'N2', ...noRates }],
    },
  ],
  [
    '1255',
    'a GB NIF-IVA for an operation after January 2021',
    {
      head: { Destinatarios: byOtro({ type: '02', id: 'GB123456789' }) },
      lines: [{ CalificacionOperacion: 'N2', ...noRates }],
    },
  ],
  ['1157', 'Cupon S on an F1', { head: { Cupon: 'S' } }],
  // §3.1.5 SistemaInformatico
  ['1176', "the producer's NIF with a wrong check character", { system: { nif: 'B87654324' } }],
  [
    '1103',
    "the producer's NIF-IVA out of its country's structure",
    {
      system: {
        otro: '<sum1:CodigoPais>DE</sum1:CodigoPais><sum1:IDType>02</sum1:IDType><sum1:ID>DE12345678</sum1:ID>',
      },
    },
  ],
  [
    '1232',
    'the producer by IDOtro in Spain other than a passport',
    { system: { otro: '<sum1:CodigoPais>ES</sum1:CodigoPais><sum1:IDType>04</sum1:IDType><sum1:ID>X99</sum1:ID>' } },
  ],
  [
    '1221',
    'the producer as not censused (07)',
    {
      system: {
        otro: '<sum1:CodigoPais>FR</sum1:CodigoPais><sum1:IDType>07</sum1:IDType><sum1:ID>12345678Z</sum1:ID>',
      },
    },
  ],
  ['1177', 'an IdSistemaInformatico of one position', { system: { id: 'A' } }],
  ['1177', 'an IdSistemaInformatico in lower case', { system: { id: 'ag' } }],
  ['1220', 'an empty NombreSistemaInformatico', { system: { name: ' ' } }],
  // §3.1.3 15: the breakdown
  ['1124', 'a VAT rate of 3 %', { lines: [{ TipoImpositivo: '3', CuotaRepercutida: '3.00' }] }],
  ['1194', 'the 5 % rate after September 2024', { lines: [{ TipoImpositivo: '5', CuotaRepercutida: '5.00' }] }],
  ['1235', 'the 2 % rate after 2024', { lines: [{ TipoImpositivo: '2', CuotaRepercutida: '2.00' }] }],
  ['1235', 'the 7.5 % rate after 2024', { lines: [{ TipoImpositivo: '7.5', CuotaRepercutida: '7.50' }] }],
  ['1257', 'BaseImponibleACoste under ClaveRegimen 01', { lines: [{ BaseImponibleACoste: '80.00' }] }],
  ['1127', 'a surcharge of 3 %', { lines: [{ TipoRecargoEquivalencia: '3', CuotaRecargoEquivalencia: '3.00' }] }],
  [
    '1162',
    'the 21 % rate with a 1.4 % surcharge',
    { lines: [{ TipoRecargoEquivalencia: '1.4', CuotaRecargoEquivalencia: '1.40' }] },
  ],
  [
    '1163',
    'the 10 % rate with a 5.2 % surcharge',
    {
      lines: [
        {
          TipoImpositivo: '10',
          CuotaRepercutida: '10.00',
          TipoRecargoEquivalencia: '5.2',
          CuotaRecargoEquivalencia: '5.20',
        },
      ],
    },
  ],
  [
    '1169',
    'the 7.5 % rate with a 0.5 % surcharge',
    {
      ...IN_Q4_2024,
      lines: [
        {
          TipoImpositivo: '7.5',
          CuotaRepercutida: '7.50',
          TipoRecargoEquivalencia: '0.5',
          CuotaRecargoEquivalencia: '0.50',
        },
      ],
    },
  ],
  [
    '1167',
    'the 5 % rate in 2022 with a 0.62 % surcharge',
    {
      head: { FechaOperacion: '01-08-2022' },
      lines: [
        {
          TipoImpositivo: '5',
          CuotaRepercutida: '5.00',
          TipoRecargoEquivalencia: '0.62',
          CuotaRecargoEquivalencia: '0.62',
        },
      ],
    },
  ],
  [
    '1168',
    'the 5 % rate in 2023 with a 0.5 % surcharge',
    {
      head: { FechaOperacion: '01-08-2023' },
      lines: [
        {
          TipoImpositivo: '5',
          CuotaRepercutida: '5.00',
          TipoRecargoEquivalencia: '0.5',
          CuotaRecargoEquivalencia: '0.50',
        },
      ],
    },
  ],
  [
    '1164',
    'the 4 % rate with a 1 % surcharge',
    {
      lines: [
        {
          TipoImpositivo: '4',
          CuotaRepercutida: '4.00',
          TipoRecargoEquivalencia: '1',
          CuotaRecargoEquivalencia: '1.00',
        },
      ],
    },
  ],
  [
    '1166',
    'the 2 % rate with a 0.5 % surcharge',
    {
      ...IN_Q4_2024,
      lines: [
        {
          TipoImpositivo: '2',
          CuotaRepercutida: '2.00',
          TipoRecargoEquivalencia: '0.5',
          CuotaRecargoEquivalencia: '0.50',
        },
      ],
    },
  ],
  [
    '1165',
    'the 0 % rate in 2023 with a 0.5 % surcharge',
    {
      head: { FechaOperacion: '01-08-2023' },
      lines: [
        {
          TipoImpositivo: '0',
          CuotaRepercutida: '0.00',
          TipoRecargoEquivalencia: '0.5',
          CuotaRecargoEquivalencia: '0.50',
        },
      ],
    },
  ],
  [
    '1197',
    'a reverse charge (S2) on an F2',
    { head: F2, lines: [{ CalificacionOperacion: 'S2', TipoImpositivo: '0', CuotaRepercutida: '0.00' }] },
  ],
  ['1198', 'a reverse charge (S2) charging 21 %', { lines: [{ CalificacionOperacion: 'S2' }] }],
  ['1198', 'a reverse charge (S2) without TipoImpositivo', { lines: [{ CalificacionOperacion: 'S2', ...noRates }] }],
  [
    '1237',
    'a sale not subject (N2) with a VAT rate',
    { lines: [{ CalificacionOperacion: 'N2', CuotaRepercutida: null }] },
  ],
  [
    '1237',
    'a sale not subject (N2) with a quota',
    { lines: [{ CalificacionOperacion: 'N2', TipoImpositivo: null, CuotaRepercutida: '0.00' }] },
  ],
  [
    '1199',
    'an exemption E2 under ClaveRegimen 01',
    { lines: [{ CalificacionOperacion: null, OperacionExenta: 'E2', ...noRates }] },
  ],
  [
    '1238',
    'an exempt line with a VAT rate',
    { lines: [{ CalificacionOperacion: null, OperacionExenta: 'E1', CuotaRepercutida: null }] },
  ],
  ['1245', 'a VAT line without ClaveRegimen', { lines: [{ ClaveRegimen: null }] }],
  ['1260', "a ClaveRegimen on another tax's line (05)", { lines: [{ Impuesto: '05' }] }],
  ['1286', 'an export (02) that is not exempt', { lines: [{ ClaveRegimen: '02' }] }],
  ['1200', 'REBU (03) not subject', { lines: [{ ClaveRegimen: '03', CalificacionOperacion: 'N2', ...noRates }] }],
  ['1201', 'investment gold (04) as S1', { lines: [{ ClaveRegimen: '04' }] }],
  ['1202', 'a group of entities (06) without BaseImponibleACoste', { lines: [{ ClaveRegimen: '06' }] }],
  ['1202', 'a group of entities (06) on an F2', { head: F2, lines: [{ ...aCoste('100.00') }] }],
  [
    '1203',
    'cash accounting (07) not subject',
    { lines: [{ ClaveRegimen: '07', CalificacionOperacion: 'N1', ...noRates }] },
  ],
  [
    '1252',
    'ClaveRegimen 08 other than N2',
    { lines: [{ ClaveRegimen: '08', CalificacionOperacion: 'N1', ...noRates }] },
  ],
  [
    '1205',
    'collections for third parties (10) on an F2',
    { head: F2, lines: [{ ClaveRegimen: '10', CalificacionOperacion: 'N1', ...noRates }] },
  ],
  [
    '1206',
    'a business premises lease (11) at 10 %',
    { lines: [{ ClaveRegimen: '11', TipoImpositivo: '10', CuotaRepercutida: '10.00' }] },
  ],
  ['1147', 'ClaveRegimen 14 without FechaOperacion', { head: { Destinatarios: byNif('Q2826000H') }, lines: [clave14] }],
  [
    '1148',
    'ClaveRegimen 14 on an F3',
    {
      date: '20-11-2026',
      head: { TipoFactura: 'F3', FechaOperacion: '25-11-2026', Destinatarios: byNif('Q2826000H') },
      lines: [clave14],
    },
  ],
  [
    '1149',
    "ClaveRegimen 14 to a recipient that is not a public body's NIF",
    { date: '20-11-2026', head: { FechaOperacion: '25-11-2026' }, lines: [clave14] },
  ],
  [
    '1207',
    'a quota on a line not subject to another tax (05, N1)',
    {
      lines: [
        {
          Impuesto: '05',
          ClaveRegimen: null,
          CalificacionOperacion: 'N1',
          TipoImpositivo: null,
          CuotaRepercutida: '5.00',
        },
      ],
    },
  ],
  ['1208', 'an S1 line without TipoImpositivo', { lines: [{ TipoImpositivo: null }] }],
  [
    '1209',
    'an S1 line at cost (06) without TipoImpositivo',
    { lines: [{ ...aCoste('100.00'), TipoImpositivo: null }] },
  ],
  ['1143', 'a quota of the other sign than its base', { lines: [{ CuotaRepercutida: '-21.00' }] }],
  ['1142', 'a quota more than 10 € off base × rate', { lines: [{ CuotaRepercutida: '40.00' }] }],
  [
    '1140',
    'a quota of the other sign than the base at cost',
    { lines: [{ ...aCoste('100.00'), CuotaRepercutida: '-21.00' }] },
  ],
  [
    '1144',
    'a quota more than 10 € off the base at cost × rate',
    { lines: [{ ...aCoste('100.00'), CuotaRepercutida: '50.00' }] },
  ],
  [
    '1150',
    'a simplified invoice (F2) over 3,000 € (+10)',
    { head: F2, lines: [{ BaseImponibleOimporteNoSujeto: '2500.00', CuotaRepercutida: '525.00' }] },
  ],
]

describe('the local agency refuses, rule by rule, what the agency refuses', () => {
  it.each(REFUSED)('%s: %s', (code, _what, spec) => {
    const xml = record(spec)
    expect(schemaErrors([xml])).toBe('')
    expect(judge(xml)).toMatchObject({ state: 'Incorrecto', code })
  })

  it('has a refused record for every rule', () => {
    const tested = new Set(REFUSED.map(([code]) => code))
    expect([...ALTA_RULES, ...SYSTEM_RULES].map((r) => r.code).filter((code) => !tested.has(code))).toEqual([])
  })

  it('accepts the records these rules allow (Correcto)', () => {
    const allowed: RecordSpec[] = [
      {},
      { head: { ...F2 }, lines: [{ BaseImponibleOimporteNoSujeto: '2400.00', CuotaRepercutida: '504.00' }] },
      {
        head: { ...F2, FacturaSinIdentifDestinatarioArt61d: 'S' },
        lines: [{ BaseImponibleOimporteNoSujeto: '5000.00', CuotaRepercutida: '1050.00' }],
      },
      {
        head: { TipoFactura: 'F2', Destinatarios: null },
        lines: [{ ClaveRegimen: '17', CalificacionOperacion: 'N2', ...noRates }],
      },
      {
        head: { Destinatarios: byOtro({ country: 'FR', type: '02', id: 'FR12345678901' }) },
        lines: [{ CalificacionOperacion: 'N2', ...noRates }],
      },
      {
        head: { Destinatarios: byOtro({ type: '02', id: 'EL123456789' }) },
        lines: [{ CalificacionOperacion: 'N2', ...noRates }],
      },
      {
        head: R1({ FacturasRectificadas: invoiceRef('IDFacturaRectificada') }),
        lines: [{ BaseImponibleOimporteNoSujeto: '-100.00', CuotaRepercutida: '-21.00' }],
      },
      {
        head: { TipoFactura: 'R5', TipoRectificativa: 'I', Destinatarios: null },
        lines: [{ BaseImponibleOimporteNoSujeto: '-100.00', CuotaRepercutida: '-21.00' }],
      },
      {
        ...IN_Q4_2024,
        lines: [
          {
            TipoImpositivo: '2',
            CuotaRepercutida: '2.00',
            TipoRecargoEquivalencia: '0.26',
            CuotaRecargoEquivalencia: '0.26',
          },
        ],
      },
      { lines: [{ TipoRecargoEquivalencia: '5.2', CuotaRecargoEquivalencia: '5.20' }] },
      {
        date: '20-11-2026',
        head: { FechaOperacion: '25-11-2026', Destinatarios: byNif('Q2826000H') },
        lines: [clave14],
      },
      { head: { FechaOperacion: '20-11-2026' } },
    ]
    for (const spec of allowed) {
      const xml = record(spec)
      expect(schemaErrors([xml])).toBe('')
      expect(judge(xml), JSON.stringify(spec)).toMatchObject({ state: 'Correcto', code: '' })
    }
  })
})

describe('the local agency accepts with errors only what §4.3.1 admits', () => {
  it.each([
    [
      '2000',
      'a fingerprint that is not the record’s',
      record().replace(/<sum1:Huella>[0-9A-F]{64}</, `<sum1:Huella>${'A'.repeat(64)}<`),
    ],
    ['2002', 'a previous fingerprint of 63 characters', record({ previous: 'A'.repeat(63) })],
    ['2003', 'a previous fingerprint in lower case', record({ previous: 'a'.repeat(64) })],
    ['2005', 'an ImporteTotal more than 10 € off', record({ importeTotal: '150.00' })],
    ['2006', 'a CuotaTotal more than 10 € off', record({ cuotaTotal: '40.00' })],
    ['2004', 'a FechaHoraHusoGenRegistro hours ahead of the agency', record({}, '2026-11-26T18:00:00+01:00')],
    [
      '2001',
      'a recipient not in the census named as No censado (IDOtro 07, ES)',
      record({ head: { Destinatarios: byOtro({ country: 'ES', type: '07', id: NOT_IN_CENSUS[0] }) } }),
    ],
  ])('%s: %s', (code, _what, xml) => {
    expect(judge(xml)).toMatchObject({ state: 'AceptadoConErrores', code })
  })

  it('2007: a PrimerRegistro when the system already has records', () => {
    expect(judge(record(), { lastHuella: 'B'.repeat(64) })).toMatchObject({ state: 'AceptadoConErrores', code: '2007' })
  })

  it('gives no warning the documents do not define: a record chained to another fingerprint than the last received is Correcto', () => {
    const chained = record({ previous: 'C'.repeat(64) })
    expect(judge(chained, { lastHuella: 'D'.repeat(64) })).toMatchObject({ state: 'Correcto', code: '' })
  })
})
