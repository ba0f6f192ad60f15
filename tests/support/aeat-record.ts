/**
 * A RegistroAlta to order for the local agency's rule tests: any of the optional fields of the XSD in
 * their place, any breakdown lines, recipients and SistemaInformatico, the totals summed from the lines
 * and a right fingerprint (a first record), so that only the rule under test can refuse it.
 */
import crypto from 'node:crypto'

import { NS } from '@/verifactu/soap'

import { ISSUER } from './verifactu-records'

type LineField =
  | 'Impuesto'
  | 'ClaveRegimen'
  | 'CalificacionOperacion'
  | 'OperacionExenta'
  | 'TipoImpositivo'
  | 'BaseImponibleOimporteNoSujeto'
  | 'BaseImponibleACoste'
  | 'CuotaRepercutida'
  | 'TipoRecargoEquivalencia'
  | 'CuotaRecargoEquivalencia'
/** A breakdown line: fields over the default S1 21 % line on 100 €; null leaves one out. */
export type LineSpec = Partial<Record<LineField, string | null>>

const LINE_ORDER: LineField[] = [
  'Impuesto',
  'ClaveRegimen',
  'CalificacionOperacion',
  'OperacionExenta',
  'TipoImpositivo',
  'BaseImponibleOimporteNoSujeto',
  'BaseImponibleACoste',
  'CuotaRepercutida',
  'TipoRecargoEquivalencia',
  'CuotaRecargoEquivalencia',
]
const DEFAULT_LINE: LineSpec = {
  ClaveRegimen: '01',
  CalificacionOperacion: 'S1',
  TipoImpositivo: '21',
  BaseImponibleOimporteNoSujeto: '100.00',
  CuotaRepercutida: '21.00',
}

/** The optional elements of RegistroAlta between NombreRazonEmisor and Desglose, in the XSD's order (inner XML). */
const HEAD_ORDER = [
  'Subsanacion',
  'RechazoPrevio',
  'TipoFactura',
  'TipoRectificativa',
  'FacturasRectificadas',
  'FacturasSustituidas',
  'ImporteRectificacion',
  'FechaOperacion',
  'DescripcionOperacion',
  'FacturaSimplificadaArt7273',
  'FacturaSinIdentifDestinatarioArt61d',
  'Macrodato',
  'Destinatarios',
  'Cupon',
] as const
export type HeadField = (typeof HEAD_ORDER)[number]

const el = (name: string, inner: string) => `<sum1:${name}>${inner}</sum1:${name}>`

export const byNif = (nif: string, name = 'Cliente') => el('IDDestinatario', el('NombreRazon', name) + el('NIF', nif))
export const byOtro = (o: { country?: string; type: string; id: string }, name = 'Client') =>
  el(
    'IDDestinatario',
    el('NombreRazon', name) +
      el('IDOtro', (o.country ? el('CodigoPais', o.country) : '') + el('IDType', o.type) + el('ID', o.id)),
  )
export const invoiceRef = (name: 'IDFacturaRectificada' | 'IDFacturaSustituida', nif = ISSUER.nif) =>
  el(name, el('IDEmisorFactura', nif) + el('NumSerieFactura', 'F-0') + el('FechaExpedicionFactura', '02-11-2026'))

export interface RecordSpec {
  number?: string
  /** FechaExpedicionFactura, dd-mm-yyyy (default 26-11-2026) */
  date?: string
  /** TipoFactura and the other optional fields (inner XML); null leaves a default out */
  head?: Partial<Record<HeadField, string | null>>
  lines?: LineSpec[]
  /** the SistemaInformatico's NIF (or IDOtro, inner XML), IdSistemaInformatico and name */
  system?: { nif?: string; otro?: string; id?: string; name?: string }
  /** the previous record's fingerprint (default: a first record) */
  previous?: string
  /** totals other than the lines' sums */
  cuotaTotal?: string
  importeTotal?: string
}

const sha = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex').toUpperCase()
const sum = (lines: LineSpec[], ...fields: LineField[]) =>
  lines.reduce((s, l) => s + fields.reduce((t, f) => t + Number(l[f] ?? 0), 0), 0).toFixed(2)

export function record(spec: RecordSpec = {}, when = '2026-11-26T11:00:00+01:00'): string {
  const number = spec.number ?? 'T-1'
  const date = spec.date ?? '26-11-2026'
  const head: Partial<Record<HeadField, string | null>> = {
    TipoFactura: 'F1',
    DescripcionOperacion: 'Curso GEO',
    Destinatarios: byNif('12345678Z'),
    ...spec.head,
  }
  const lines = (spec.lines ?? [{}]).map((l) => ({ ...DEFAULT_LINE, ...l }))
  const cuotaTotal = spec.cuotaTotal ?? sum(lines, 'CuotaRepercutida', 'CuotaRecargoEquivalencia')
  const importeTotal =
    spec.importeTotal ?? sum(lines, 'BaseImponibleOimporteNoSujeto', 'CuotaRepercutida', 'CuotaRecargoEquivalencia')
  const type = head.TipoFactura!
  const huella = sha(
    `IDEmisorFactura=${ISSUER.nif}&NumSerieFactura=${number}&FechaExpedicionFactura=${date}&TipoFactura=${type}&CuotaTotal=${cuotaTotal}&ImporteTotal=${importeTotal}&Huella=${spec.previous ?? ''}&FechaHoraHusoGenRegistro=${when}`,
  )
  const s = spec.system ?? {}
  const system =
    el('NombreRazon', ISSUER.name) +
    (s.otro ? el('IDOtro', s.otro) : el('NIF', s.nif ?? ISSUER.nif)) +
    el('NombreSistemaInformatico', s.name ?? 'Academia GEO') +
    el('IdSistemaInformatico', s.id ?? 'AG') +
    el('Version', '1.0') +
    el('NumeroInstalacion', '1') +
    el('TipoUsoPosibleSoloVerifactu', 'S') +
    el('TipoUsoPosibleMultiOT', 'N') +
    el('IndicadorMultiplesOT', 'N')
  const detail = (l: LineSpec) =>
    el('DetalleDesglose', LINE_ORDER.map((f) => (l[f] == null ? '' : el(f, l[f]!))).join(''))
  return (
    `<sum1:RegistroAlta xmlns:sum1="${NS.sum1}">` +
    el('IDVersion', '1.0') +
    el(
      'IDFactura',
      el('IDEmisorFactura', ISSUER.nif) + el('NumSerieFactura', number) + el('FechaExpedicionFactura', date),
    ) +
    el('NombreRazonEmisor', ISSUER.name) +
    HEAD_ORDER.map((f) => (head[f] == null ? '' : el(f, head[f]!))).join('') +
    el('Desglose', lines.map(detail).join('')) +
    el('CuotaTotal', cuotaTotal) +
    el('ImporteTotal', importeTotal) +
    el(
      'Encadenamiento',
      spec.previous === undefined
        ? el('PrimerRegistro', 'S')
        : el(
            'RegistroAnterior',
            el('IDEmisorFactura', ISSUER.nif) +
              el('NumSerieFactura', 'T-0') +
              el('FechaExpedicionFactura', '25-11-2026') +
              el('Huella', spec.previous),
          ),
    ) +
    el('SistemaInformatico', system) +
    el('FechaHoraHusoGenRegistro', when) +
    el('TipoHuella', '01') +
    el('Huella', huella) +
    `</sum1:RegistroAlta>`
  )
}
