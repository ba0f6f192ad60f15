import { DOMImplementation, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom'

import type { SystemIdentification } from './settings'
import type { BreakdownLine, Recipient } from './tax-case'
import { amount } from './time'
import { fitText, xmlText } from './xml-text'

/**
 * The XML of one record, as the agency's schema (SuministroInformacion.xsd) orders it: a complete
 * `<sum1:RegistroAlta>` or `<sum1:RegistroAnulacion>` element that declares its own namespace, ready to
 * go inside a `<sum:RegistroFactura>` of a `sum:RegFactuSistemaFacturacion` submission. Built as a DOM
 * and serialised by @xmldom/xmldom (escaping, namespaces); every text is first made fit for the schema
 * (`fitted`: characters XML forbids removed, cut on a grapheme boundary to the element's maxLength).
 */
export const SF_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd'
export const LR_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd'

/**
 * The maxLength (characters) of the free texts this system writes, by element (SuministroInformacion.xsd:
 * TextMax120Type, TextMax500Type, TextoIDFacturaType/TextMax60Type, TextMax20Type, TextMax30Type, TextMax2Type,
 * TextMax50Type, TextMax100Type). NIFs (length 9), codes, dates and amounts are built to their format.
 */
export const MAX_LENGTH: Record<string, number> = {
  NombreRazon: 120,
  NombreRazonEmisor: 120,
  DescripcionOperacion: 500,
  NumSerieFactura: 60,
  NumSerieFacturaAnulada: 60,
  ID: 20,
  NombreSistemaInformatico: 30,
  IdSistemaInformatico: 2,
  Version: 50,
  NumeroInstalacion: 100,
}

/** A value as the element `name` carries it: without what XML forbids, within the schema's length. */
export const fitted = (name: string, value: string) =>
  MAX_LENGTH[name] ? fitText(value, MAX_LENGTH[name]) : xmlText(value)

/** An element as data: [local name, text or children]; falsy entries are left out. */
export type XmlTree = [string, string | XmlTree[]] | null | false | undefined

/** Appends `nodes` to `parent` (elements `prefix:name` in `ns`), indented by two spaces a level. */
export function appendTree(
  doc: Document,
  parent: Node,
  ns: string,
  prefix: string,
  nodes: XmlTree[],
  depth: number,
  indent = true,
) {
  const pad = (d: number) => indent && parent.appendChild(doc.createTextNode(`\n${'  '.repeat(d)}`))
  const present = nodes.filter((n): n is [string, string | XmlTree[]] => !!n)
  for (const [name, value] of present) {
    pad(depth)
    const element = doc.createElementNS(ns, `${prefix}:${name}`)
    if (typeof value === 'string') element.appendChild(doc.createTextNode(fitted(name, value)))
    else appendTree(doc, element, ns, prefix, value, depth + 1, indent)
    parent.appendChild(element)
  }
  if (present.length) pad(depth - 1)
}

const implementation = new DOMImplementation()

/** Serialises `element`, refusing (never writing) anything that would not be well-formed XML. */
export const serialize = (element: Element) =>
  new XMLSerializer().serializeToString(element, { requireWellFormed: true })

function root(name: string, children: XmlTree[]): string {
  const doc = implementation.createDocument(SF_NS, `sum1:${name}`, null)
  appendTree(doc, doc.documentElement!, SF_NS, 'sum1', children, 1)
  return serialize(doc.documentElement!)
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

const chain = ({ previous }: ChainLink): XmlTree =>
  previous
    ? [
        'Encadenamiento',
        [
          [
            'RegistroAnterior',
            [
              ['IDEmisorFactura', previous.nif],
              ['NumSerieFactura', previous.number],
              ['FechaExpedicionFactura', previous.date],
              ['Huella', previous.huella],
            ],
          ],
        ],
      ]
    : ['Encadenamiento', [['PrimerRegistro', 'S']]]

const system = (s: SystemIdentification): XmlTree => [
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

const recipientNode = (r: Recipient): XmlTree => [
  'IDDestinatario',
  [
    ['NombreRazon', r.NombreRazon],
    r.NIF
      ? ['NIF', r.NIF]
      : [
          'IDOtro',
          [
            r.IDOtro!.CodigoPais ? ['CodigoPais', r.IDOtro!.CodigoPais] : null,
            ['IDType', r.IDOtro!.IDType],
            ['ID', r.IDOtro!.ID],
          ],
        ],
  ],
]

const breakdownNode = (line: BreakdownLine): XmlTree => [
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

const idNode = (name: string, id: InvoiceId): XmlTree => [
  name,
  [
    ['IDEmisorFactura', id.nif],
    ['NumSerieFactura', id.number],
    ['FechaExpedicionFactura', id.date],
  ],
]

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
    rectifying &&
      !!r.rectified?.length && ['FacturasRectificadas', r.rectified.map((id) => idNode('IDFacturaRectificada', id))],
    r.type === 'F3' &&
      !!r.substituted?.length && ['FacturasSustituidas', r.substituted.map((id) => idNode('IDFacturaSustituida', id))],
    ['DescripcionOperacion', r.description],
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
