/**
 * A RegistroAlta / RegistroAnulacion read into plain values for the local agency's rules
 * (local-aeat-record-rules.ts, local-aeat-tax-rules.ts): dates as UTC midnights, amounts as numbers,
 * absent fields as null, the parties and the breakdown lines.
 */
import { childrenNamed, find, textAt, type XmlNode } from '@/verifactu/xml-reader'

export interface Party {
  nif?: string
  otro?: { country: string; type: string; id: string }
}

export interface Line {
  /** '' when absent (the agency reads it as 01, IVA) */
  impuesto: string
  clave: string
  calificacion: string
  exenta: string
  tipo: number | null
  base: number
  aCoste: number | null
  cuota: number | null
  tipoRE: number | null
  cuotaRE: number | null
}

export interface SystemId {
  nif: string
  otro?: Party['otro']
  id: string
  name: string
}

export interface Alta {
  number: string
  type: string
  rectificativa: string
  /** FechaExpedicionFactura (NaN when malformed) */
  issued: number
  /** FechaOperacion, or null when absent */
  operation: number | null
  /** the date the tax rules go by: FechaOperacion, else FechaExpedicionFactura */
  taxDate: number
  /** the agency's «fecha actual»: today in Madrid */
  today: number
  subsanacion: boolean
  rechazoPrevio: string
  /** the text of a direct child of RegistroAlta ('' when absent) */
  field: (name: string) => string
  has: (name: string) => boolean
  recipients: Party[]
  /** IDEmisorFactura of FacturasRectificadas and FacturasSustituidas */
  referencedIssuers: string[]
  lines: Line[]
  importeTotal: number
}

/** A dd-mm-yyyy date as midnight UTC; NaN when malformed or not a day of the calendar (31-02-2026). */
export const parseDate = (ddmmyyyy: string) => {
  const m = ddmmyyyy.match(/^(\d{2})-(\d{2})-(\d{4})$/)
  if (!m) return NaN
  const ms = Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))
  return new Date(ms).getUTCDate() === Number(m[1]) && new Date(ms).getUTCMonth() === Number(m[2]) - 1 ? ms : NaN
}

/** The agency's «fecha actual»: today in Spain (Madrid), as midnight UTC of that date. */
const MADRID_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' })
export const madridToday = (now: number) => Date.parse(`${MADRID_DAY.format(now)}T00:00:00Z`)

const numberOrNull = (node: XmlNode | undefined, name: string) => {
  const child = node?.children.find((c) => c.name === name)
  return child ? Number(child.text.trim()) : null
}

export function readParty(node: XmlNode | undefined): Party {
  const otro = node?.children.find((c) => c.name === 'IDOtro')
  if (otro)
    return { otro: { country: textAt(otro, 'CodigoPais'), type: textAt(otro, 'IDType'), id: textAt(otro, 'ID') } }
  return { nif: textAt(node, 'NIF') }
}

export function readSystem(record: XmlNode): SystemId {
  const s = record.children.find((c) => c.name === 'SistemaInformatico')
  return {
    nif: textAt(s, 'NIF'),
    otro: readParty(s).otro,
    id: textAt(s, 'IdSistemaInformatico'),
    name: textAt(s, 'NombreSistemaInformatico'),
  }
}

const readLine = (l: XmlNode): Line => ({
  impuesto: textAt(l, 'Impuesto'),
  clave: textAt(l, 'ClaveRegimen'),
  calificacion: textAt(l, 'CalificacionOperacion'),
  exenta: textAt(l, 'OperacionExenta'),
  tipo: numberOrNull(l, 'TipoImpositivo'),
  base: Number(textAt(l, 'BaseImponibleOimporteNoSujeto') || 0),
  aCoste: numberOrNull(l, 'BaseImponibleACoste'),
  cuota: numberOrNull(l, 'CuotaRepercutida'),
  tipoRE: numberOrNull(l, 'TipoRecargoEquivalencia'),
  cuotaRE: numberOrNull(l, 'CuotaRecargoEquivalencia'),
})

export function readAlta(node: XmlNode, now: number): Alta {
  const field = (name: string) => textAt(node, name)
  const has = (name: string) => node.children.some((c) => c.name === name)
  const issued = parseDate(textAt(node, 'IDFactura', 'FechaExpedicionFactura'))
  const operation = has('FechaOperacion') ? parseDate(field('FechaOperacion')) : null
  const referenced = [
    ...childrenNamed(find(node, 'FacturasRectificadas'), 'IDFacturaRectificada'),
    ...childrenNamed(find(node, 'FacturasSustituidas'), 'IDFacturaSustituida'),
  ]
  return {
    number: textAt(node, 'IDFactura', 'NumSerieFactura'),
    type: field('TipoFactura'),
    rectificativa: field('TipoRectificativa'),
    issued,
    operation,
    taxDate: operation ?? issued,
    today: madridToday(now),
    subsanacion: field('Subsanacion') === 'S',
    rechazoPrevio: field('RechazoPrevio'),
    field,
    has,
    recipients: childrenNamed(find(node, 'Destinatarios'), 'IDDestinatario').map(readParty),
    referencedIssuers: referenced.map((r) => textAt(r, 'IDEmisorFactura')),
    lines: childrenNamed(find(node, 'Desglose'), 'DetalleDesglose').map(readLine),
    importeTotal: Number(field('ImporteTotal') || 0),
  }
}
