import { DOMImplementation, type Document, type Element } from '@xmldom/xmldom'

import { appendTree, serialize } from './xml'
import { child, childrenNamed, parseXml, type XmlNode } from './xml-reader'

/**
 * The agency's SOAP messages (Veri-Factu_Descripcion_SWeb, §6 and Anexo II): the submission
 * `RegFactuSistemaFacturacion` (Cabecera + 1..1,000 RegistroFactura) and its answer
 * `RespuestaRegFactuSistemaFacturacion`, or a SOAP 1.1 Fault.
 */
const BASE = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws'
export const NS = {
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  sum: `${BASE}/SuministroLR.xsd`,
  sum1: `${BASE}/SuministroInformacion.xsd`,
  resp: `${BASE}/RespuestaSuministro.xsd`,
}

/** At most this many records in one message (SuministroLR.xsd, maxOccurs of RegistroFactura). */
export const MAX_RECORDS_PER_MESSAGE = 1000
/** The wait before the first answer says otherwise (Orden HAC/1177/2024, art. 16.2). */
export const INITIAL_WAIT_SECONDS = 60

export interface Issuer {
  nif: string
  name: string
  /**
   * The message carries records whose sending a technical incident held back (the agency could not be
   * reached when they were generated, or since): Cabecera `RemisionVoluntaria/Incidencia` S (SuministroLR,
   * CabeceraType; Validaciones §3.1.1.4: only for VERI*FACTU systems, as this one is).
   */
  incidence?: boolean
}

const implementation = new DOMImplementation()
const XMLNS = 'http://www.w3.org/2000/xmlns/'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/** Where a stored record goes in a serialised message (a comment: no escaped text can contain it). */
const SLOT = 'registro'

/**
 * Fills the `sum:RegFactuSistemaFacturacion` element: the Cabecera, then one `sum:RegistroFactura` per
 * record holding a slot; `withRecords` puts the stored records (each a complete RegistroAlta /
 * RegistroAnulacion element, serialised by this library when it was built, the Huella over its
 * values) in the slots as they are stored, not re-read (re-reading 1,000 records costs seconds).
 */
function fillSubmission(doc: Document, submission: Element, issuer: Issuer, records: string[]) {
  const sum = (name: string) => doc.createElementNS(NS.sum, `sum:${name}`)
  submission.setAttributeNS(XMLNS, 'xmlns:sum', NS.sum)
  submission.setAttributeNS(XMLNS, 'xmlns:sum1', NS.sum1)
  const cabecera = submission.appendChild(sum('Cabecera'))
  appendTree(
    doc,
    cabecera,
    NS.sum1,
    'sum1',
    [
      [
        'ObligadoEmision',
        [
          ['NombreRazon', issuer.name],
          ['NIF', issuer.nif],
        ],
      ],
      issuer.incidence && ['RemisionVoluntaria', [['Incidencia', 'S']]],
    ],
    0,
    false,
  )
  for (let i = 0; i < records.length; i++)
    submission.appendChild(sum('RegistroFactura')).appendChild(doc.createComment(SLOT))
}

function withRecords(xml: string, records: string[]) {
  const [head, ...rest] = xml.split(`<!--${SLOT}-->`)
  return head + rest.map((tail, i) => records[i] + tail).join('')
}

/** The `sum:RegFactuSistemaFacturacion` element: `records` are complete RegistroAlta/RegistroAnulacion elements. */
export function submissionBody(issuer: Issuer, records: string[]) {
  const doc = implementation.createDocument(NS.sum, 'sum:RegFactuSistemaFacturacion', null)
  fillSubmission(doc, doc.documentElement!, issuer, records)
  return withRecords(serialize(doc.documentElement!), records)
}

/** The XML document of a period's records, as the agency's schema has it (the admin's export). */
export const submissionDocument = (issuer: Issuer, records: string[]) =>
  `${DECLARATION}\n${submissionBody(issuer, records)}\n`

/** The SOAP 1.1 message that sends `records`. */
export function envelope(issuer: Issuer, records: string[]) {
  const doc = implementation.createDocument(NS.soap, 'soapenv:Envelope', null)
  const envelope = doc.documentElement!
  envelope.appendChild(doc.createElementNS(NS.soap, 'soapenv:Header'))
  const submission = doc.createElementNS(NS.sum, 'sum:RegFactuSistemaFacturacion')
  envelope.appendChild(doc.createElementNS(NS.soap, 'soapenv:Body')).appendChild(submission)
  fillSubmission(doc, submission, issuer, records)
  return `${DECLARATION}${withRecords(serialize(envelope), records)}`
}

export type RecordState = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto'
export type SubmissionState = 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto'

export interface AnswerLine {
  nif: string
  number: string
  date: string
  operation: 'Alta' | 'Anulacion'
  state: RecordState
  code: string
  description: string
  /** present when the agency already had this record (refused as a duplicate): the state it holds */
  duplicate?: { state: string; code: string; description: string }
}

export type Answer =
  | {
      kind: 'answer'
      csv: string
      state: SubmissionState
      waitSeconds: number
      lines: AnswerLine[]
      presentedAt: string
    }
  | { kind: 'fault'; faultCode: string; message: string; errorCode: string }

const SUBMISSION_STATES: readonly string[] = [
  'Correcto',
  'ParcialmenteCorrecto',
  'Incorrecto',
] satisfies SubmissionState[]
const RECORD_STATES: readonly string[] = ['Correcto', 'AceptadoConErrores', 'Incorrecto'] satisfies RecordState[]

/** The agency's answer is not one this system can read (to be resent; the message says why). */
export class UnreadableAnswer extends Error {}

/** The trimmed text of `node`'s child `name` in namespace `ns`, or ''. */
const textIn = (node: XmlNode | undefined, ns: string, name: string) => child(node, name, ns)?.text.trim() ?? ''

function known<T extends string>(value: string, allowed: readonly string[], field: string): T {
  if (!allowed.includes(value))
    throw new UnreadableAnswer(
      `la respuesta de la AEAT trae ${field} «${value.slice(0, 40)}», que no es ${allowed.join(', ')}`,
    )
  return value as T
}

/**
 * Reads the agency's answer (RespuestaSuministro.xsd inside a SOAP 1.1 envelope, or a SOAP Fault),
 * each element by namespace and name; throws `UnreadableAnswer` when it is neither (not XML, not an
 * envelope, an unknown state): the sender records why and sends again.
 */
export function parseAnswer(xml: string): Answer {
  let doc: XmlNode
  try {
    doc = parseXml(xml)
  } catch (error) {
    throw new UnreadableAnswer(`la respuesta de la AEAT no es XML (${(error as Error).message.slice(0, 200)})`)
  }
  const body = child(child(doc, 'Envelope', NS.soap), 'Body', NS.soap)
  if (!body) throw new UnreadableAnswer('la respuesta de la AEAT no es un sobre SOAP 1.1')
  const fault = child(body, 'Fault', NS.soap)
  if (fault) {
    // SOAP 1.1 §4.4 has faultcode and faultstring unqualified; a qualified one is read all the same
    // (misreading a Client fault as a Server one would resend a refused message for ever).
    const message = child(fault, 'faultstring')?.text.trim() ?? ''
    return {
      kind: 'fault',
      faultCode: child(fault, 'faultcode')?.text.trim() ?? '',
      message,
      errorCode: message.match(/Codigo\[(\w+)\]/)?.[1] ?? '',
    }
  }
  const answer = child(body, 'RespuestaRegFactuSistemaFacturacion', NS.resp)
  if (!answer) throw new UnreadableAnswer('la respuesta de la AEAT no es un mensaje reconocible')
  const wait = Number(textIn(answer, NS.resp, 'TiempoEsperaEnvio') || NaN)
  return {
    kind: 'answer',
    csv: textIn(answer, NS.resp, 'CSV'),
    state: known<SubmissionState>(textIn(answer, NS.resp, 'EstadoEnvio'), SUBMISSION_STATES, 'EstadoEnvio'),
    waitSeconds: Number.isFinite(wait) && wait >= 0 ? wait : INITIAL_WAIT_SECONDS,
    presentedAt: textIn(child(answer, 'DatosPresentacion', NS.resp), NS.sum1, 'TimestampPresentacion'),
    lines: childrenNamed(answer, 'RespuestaLinea', NS.resp).map(answerLine),
  }
}

function answerLine(line: XmlNode): AnswerLine {
  const id = child(line, 'IDFactura', NS.resp)
  const duplicate = child(line, 'RegistroDuplicado', NS.resp)
  const idText = (name: string) => textIn(id, NS.sum1, name) || textIn(id, NS.sum1, `${name}Anulada`)
  return {
    nif: idText('IDEmisorFactura'),
    number: idText('NumSerieFactura'),
    date: idText('FechaExpedicionFactura'),
    operation:
      textIn(child(line, 'Operacion', NS.resp), NS.sum1, 'TipoOperacion') === 'Anulacion' ? 'Anulacion' : 'Alta',
    state: known<RecordState>(textIn(line, NS.resp, 'EstadoRegistro'), RECORD_STATES, 'EstadoRegistro'),
    code: textIn(line, NS.resp, 'CodigoErrorRegistro'),
    description: textIn(line, NS.resp, 'DescripcionErrorRegistro'),
    ...(duplicate
      ? {
          duplicate: {
            state: textIn(duplicate, NS.sum1, 'EstadoRegistroDuplicado'),
            code: textIn(duplicate, NS.sum1, 'CodigoErrorRegistro'),
            description: textIn(duplicate, NS.sum1, 'DescripcionErrorRegistro'),
          },
        }
      : {}),
  }
}

/** The key the agency identifies a record by: NIF + NumSerieFactura + FechaExpedicionFactura (§3). */
export const recordKey = (nif: string, number: string, date: string) => `${nif.trim()}|${number.trim()}|${date.trim()}`
