import type { SystemIdentification } from './settings'
import type { BreakdownLine, Recipient } from './tax-case'
import { amount } from './time'

/**
 * The XML of one record, as the agency's schema (SuministroInformacion.xsd) orders it: a complete
 * `<sum1:RegistroAlta>` or `<sum1:RegistroAnulacion>` element that declares its own namespace, ready to
 * go inside a `<sum:RegistroFactura>` of a `sum:RegFactuSistemaFacturacion` submission.
 */
export const SF_NS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd'
export const LR_NS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd'

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type Node = [string, string | Node[]] | null | false | undefined

function render(nodes: Node[], depth: number): string {
  const pad = '  '.repeat(depth)
  return nodes
    .filter((n): n is [string, string | Node[]] => !!n)
    .map(([name, value]) =>
      typeof value === 'string'
        ? `${pad}<sum1:${name}>${escape(value)}</sum1:${name}>`
        : `${pad}<sum1:${name}>\n${render(value, depth + 1)}\n${pad}</sum1:${name}>`,
    )
    .join('\n')
}

function root(name: string, children: Node[]): string {
  return `<sum1:${name} xmlns:sum1="${SF_NS}">\n${render(children, 1)}\n</sum1:${name}>`
}

export interface InvoiceId {
  nif: string
  number: string
  /** dd-mm-yyyy */
  date: string
}

export interface ChainLink {
  previous: (InvoiceId & { huella: string }) | null
}

const chain = ({ previous }: ChainLink): Node =>
  previous
    ? ['Encadenamiento', [['RegistroAnterior', [['IDEmisorFactura', previous.nif], ['NumSerieFactura', previous.number], ['FechaExpedicionFactura', previous.date], ['Huella', previous.huella]]]]]
    : ['Encadenamiento', [['PrimerRegistro', 'S']]]

const system = (s: SystemIdentification): Node => [
  'SistemaInformatico',
  [
    ['NombreRazon', s.NombreRazon],
    ['NIF', s.NIF],
    ['NombreSistemaInformatico', s.NombreSistemaInformatico],
    ['IdSistemaInformatico', s.IdSistemaInformatico],
    ['Version', s.Version],
    ['NumeroInstalacion', s.NumeroInstalacion],
    ['TipoUsoPosibleSoloVerifactu', s.TipoUsoPosibleSoloVerifactu],
    ['TipoUsoPosibleMultiOT', s.TipoUsoPosibleMultiOT],
    ['IndicadorMultiplesOT', s.IndicadorMultiplesOT],
  ],
]

const recipientNode = (r: Recipient): Node => [
  'IDDestinatario',
  [
    ['NombreRazon', r.NombreRazon],
    r.NIF ? ['NIF', r.NIF] : ['IDOtro', [r.IDOtro!.CodigoPais ? ['CodigoPais', r.IDOtro!.CodigoPais] : null, ['IDType', r.IDOtro!.IDType], ['ID', r.IDOtro!.ID]]],
  ],
]

const breakdownNode = (line: BreakdownLine): Node => [
  'DetalleDesglose',
  [
    ['Impuesto', '01'],
    ['ClaveRegimen', line.ClaveRegimen],
    ['CalificacionOperacion', line.CalificacionOperacion],
    line.CalificacionOperacion === 'S1' && ['TipoImpositivo', (line.TipoImpositivo ?? 0).toFixed(2)],
    ['BaseImponibleOimporteNoSujeto', amount(line.base)],
    line.CalificacionOperacion === 'S1' && ['CuotaRepercutida', amount(line.cuota ?? 0)],
  ],
]

export interface AltaXml {
  id: InvoiceId
  issuerName: string
  /** a corrected resend of a record (Subsanacion S; RechazoPrevio X when the agency had rejected it) */
  correction?: { previouslyRejected: boolean }
  type: string
  rectified?: InvoiceId[]
  /** the simplified invoices a complete one (F3) is issued in place of */
  substituted?: InvoiceId[]
  description: string
  recipients: Recipient[]
  breakdown: BreakdownLine[]
  /** agency's decimal strings, as fingerprinted */
  cuotaTotal: string
  importeTotal: string
  link: ChainLink
  system: SystemIdentification
  generatedAt: string
  huella: string
}

const idNode = (name: string, id: InvoiceId): Node => [name, [['IDEmisorFactura', id.nif], ['NumSerieFactura', id.number], ['FechaExpedicionFactura', id.date]]]

export function altaXml(r: AltaXml): string {
  const rectifying = r.type.startsWith('R')
  return root('RegistroAlta', [
    ['IDVersion', '1.0'],
    idNode('IDFactura', r.id),
    ['NombreRazonEmisor', r.issuerName],
    r.correction && ['Subsanacion', 'S'],
    r.correction?.previouslyRejected && ['RechazoPrevio', 'X'],
    ['TipoFactura', r.type],
    rectifying && ['TipoRectificativa', 'I'],
    rectifying && !!r.rectified?.length && ['FacturasRectificadas', r.rectified.map((id) => idNode('IDFacturaRectificada', id))],
    r.type === 'F3' && !!r.substituted?.length && ['FacturasSustituidas', r.substituted.map((id) => idNode('IDFacturaSustituida', id))],
    ['DescripcionOperacion', r.description.slice(0, 500)],
    r.recipients.length > 0 && ['Destinatarios', r.recipients.map(recipientNode)],
    ['Desglose', r.breakdown.map(breakdownNode)],
    ['CuotaTotal', r.cuotaTotal],
    ['ImporteTotal', r.importeTotal],
    chain(r.link),
    system(r.system),
    ['FechaHoraHusoGenRegistro', r.generatedAt],
    ['TipoHuella', '01'],
    ['Huella', r.huella],
  ])
}

export interface AnulacionXml {
  id: InvoiceId
  link: ChainLink
  system: SystemIdentification
  generatedAt: string
  huella: string
}

export function anulacionXml(r: AnulacionXml): string {
  return root('RegistroAnulacion', [
    ['IDVersion', '1.0'],
    ['IDFactura', [['IDEmisorFacturaAnulada', r.id.nif], ['NumSerieFacturaAnulada', r.id.number], ['FechaExpedicionFacturaAnulada', r.id.date]]],
    chain(r.link),
    system(r.system),
    ['FechaHoraHusoGenRegistro', r.generatedAt],
    ['TipoHuella', '01'],
    ['Huella', r.huella],
  ])
}

/** A submission around records, for validation against SuministroLR.xsd (the sender builds its own, with its Cabecera). */
export function submission(records: string[], obligado: { name: string; nif: string }): string {
  const cabecera = `<sum:Cabecera><sum1:ObligadoEmision><sum1:NombreRazon>${escape(obligado.name)}</sum1:NombreRazon><sum1:NIF>${escape(obligado.nif)}</sum1:NIF></sum1:ObligadoEmision></sum:Cabecera>`
  const body = records.map((r) => `<sum:RegistroFactura>${r}</sum:RegistroFactura>`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sum:RegFactuSistemaFacturacion xmlns:sum="${LR_NS}" xmlns:sum1="${SF_NS}">${cabecera}${body}</sum:RegFactuSistemaFacturacion>\n`
}
