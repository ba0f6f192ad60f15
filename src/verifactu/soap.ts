import { childrenNamed, escapeXml, find, parseXml, textAt, type XmlNode } from './xml-reader'

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

/** The `sum:RegFactuSistemaFacturacion` element: `records` are complete RegistroAlta/RegistroAnulacion elements. */
export function submissionBody(issuer: Issuer, records: string[]) {
  const incidence = issuer.incidence ? '<sum1:RemisionVoluntaria><sum1:Incidencia>S</sum1:Incidencia></sum1:RemisionVoluntaria>' : ''
  const cabecera = `<sum:Cabecera><sum1:ObligadoEmision><sum1:NombreRazon>${escapeXml(issuer.name)}</sum1:NombreRazon><sum1:NIF>${escapeXml(issuer.nif)}</sum1:NIF></sum1:ObligadoEmision>${incidence}</sum:Cabecera>`
  const items = records.map((r) => `<sum:RegistroFactura>${r}</sum:RegistroFactura>`).join('')
  return `<sum:RegFactuSistemaFacturacion xmlns:sum="${NS.sum}" xmlns:sum1="${NS.sum1}">${cabecera}${items}</sum:RegFactuSistemaFacturacion>`
}

/** The XML document of a period's records, as the agency's schema has it (the admin's export). */
export const submissionDocument = (issuer: Issuer, records: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n${submissionBody(issuer, records)}\n`

export const envelope = (issuer: Issuer, records: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${NS.soap}"><soapenv:Header/><soapenv:Body>${submissionBody(issuer, records)}</soapenv:Body></soapenv:Envelope>`

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
  | { kind: 'answer'; csv: string; state: SubmissionState; waitSeconds: number; lines: AnswerLine[]; presentedAt: string }
  | { kind: 'fault'; faultCode: string; message: string; errorCode: string }

/** Reads the agency's answer; throws when it is neither an answer nor a fault (to be resent). */
export function parseAnswer(xml: string): Answer {
  const doc = parseXml(xml)
  const fault = find(doc, 'Fault')
  if (fault) {
    const message = textAt(fault, 'faultstring')
    return { kind: 'fault', faultCode: textAt(fault, 'faultcode'), message, errorCode: message.match(/Codigo\[(\w+)\]/)?.[1] ?? '' }
  }
  const answer = find(doc, 'RespuestaRegFactuSistemaFacturacion')
  if (!answer) throw new Error('la respuesta de la AEAT no es un mensaje reconocible')
  const state = textAt(answer, 'EstadoEnvio') as SubmissionState
  const wait = Number(textAt(answer, 'TiempoEsperaEnvio'))
  return {
    kind: 'answer',
    csv: textAt(answer, 'CSV'),
    state,
    waitSeconds: Number.isFinite(wait) && wait >= 0 ? wait : INITIAL_WAIT_SECONDS,
    presentedAt: textAt(find(answer, 'DatosPresentacion'), 'TimestampPresentacion'),
    lines: childrenNamed(answer, 'RespuestaLinea').map(answerLine),
  }
}

function answerLine(line: XmlNode): AnswerLine {
  const id = find(line, 'IDFactura')
  const duplicate = find(line, 'RegistroDuplicado')
  return {
    nif: textAt(id, 'IDEmisorFactura') || textAt(id, 'IDEmisorFacturaAnulada'),
    number: textAt(id, 'NumSerieFactura') || textAt(id, 'NumSerieFacturaAnulada'),
    date: textAt(id, 'FechaExpedicionFactura') || textAt(id, 'FechaExpedicionFacturaAnulada'),
    operation: textAt(find(line, 'Operacion'), 'TipoOperacion') === 'Anulacion' ? 'Anulacion' : 'Alta',
    state: textAt(line, 'EstadoRegistro') as RecordState,
    code: textAt(line, 'CodigoErrorRegistro'),
    description: textAt(line, 'DescripcionErrorRegistro'),
    ...(duplicate
      ? {
          duplicate: {
            state: textAt(duplicate, 'EstadoRegistroDuplicado'),
            code: textAt(duplicate, 'CodigoErrorRegistro'),
            description: textAt(duplicate, 'DescripcionErrorRegistro'),
          },
        }
      : {}),
  }
}

/** The key the agency identifies a record by: NIF + NumSerieFactura + FechaExpedicionFactura (§3). */
export const recordKey = (nif: string, number: string, date: string) => `${nif.trim()}|${number.trim()}|${date.trim()}`
