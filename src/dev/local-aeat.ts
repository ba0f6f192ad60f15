/**
 * The local stand-in for the tax agency's VERI*FACTU web service (development and tests only, like
 * src/dev/local-stripe/): HTTPS with a required client certificate (mutual TLS), SOAP 1.1. Every envelope is
 * validated against the agency's XSDs (`xmllint`, src/verifactu/xsd); a structural error or a bad
 * header gets a SOAP Fault (whole message refused); each record is then judged (local-aeat-rules.ts) and
 * the answer has the agency's shape: CSV, EstadoEnvio, TiempoEsperaEnvio, one RespuestaLinea per record.
 * It refuses a message sent before the last answer's wait elapsed (unless it carries 1,000 records).
 *
 * `POST /__control` (tests only) makes it fail the next messages, refuse them with a SOAP Fault Client,
 * answer slowly, never answer (after
 * registering: the worst timeout), go down for a while, or ask for another wait; `GET /__state` tells
 * what it received (messages, records registered, duplicates refused, early sends, order).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { XMLSerializer, type Document } from '@xmldom/xmldom'

import { MAX_RECORDS_PER_MESSAGE, NS, type AnswerLine } from '@/verifactu/soap'
import { escapeXml, find, parseDocument, textAt, treeOf } from '@/verifactu/xml-reader'

import { validNif } from './local-aeat-ids'
import { CODES, judgeRecord, type Registered } from './local-aeat-rules'
import type { AeatCerts } from './aeat-certs'

export const SOAP_PATH = '/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP'
const XSD = path.resolve(import.meta.dirname, '../verifactu/xsd/SuministroLR.xsd')

export interface Control {
  /** answer the next n messages with a SOAP Fault Server (HTTP 500) without looking at them */
  failNext?: number
  /**
   * refuse the next n messages with a SOAP Fault Client, as the agency refuses a message whose header or
   * certificate is wrong (nothing of it registered; SWeb §5.1: fix the cause, send the message again)
   */
  faultNext?: number
  /** register the next n messages, then never answer */
  timeoutNext?: number
  /** answer every message this much later */
  delayMs?: number
  /** TiempoEsperaEnvio in the answers (seconds) */
  waitSeconds?: number
  /** refuse the next n records as the agency refuses a wrong field (a rejection to correct, in tests) */
  rejectNext?: number
  /** stop listening for this long (connections refused), then listen again on the same port */
  downMs?: number
  /** forget everything received */
  reset?: boolean
}

export interface AgencyState {
  messages: number
  faults: number
  earlySends: number
  recordsReceived: number
  registered: number
  duplicatesRefused: number
  /** a key registered twice without a subsanación: must stay 0 */
  registeredTwice: number
  /** keys in the order they were registered */
  order: string[]
}

const fresh = (): AgencyState => ({
  messages: 0,
  faults: 0,
  earlySends: 0,
  recordsReceived: 0,
  registered: 0,
  duplicatesRefused: 0,
  registeredTwice: 0,
  order: [],
})

export async function startLocalAeat(o: {
  certs: AeatCerts
  port?: number
  waitSeconds?: number
  log?: (line: string) => void
}) {
  const log = o.log ?? ((line: string) => console.log(`[aeat] ${line}`))
  let state = fresh()
  const registry = new Map<string, Registered>()
  const lastHuella = new Map<string, string>()
  let control: Required<Omit<Control, 'downMs' | 'reset'>> = {
    failNext: 0,
    faultNext: 0,
    timeoutNext: 0,
    delayMs: 0,
    waitSeconds: o.waitSeconds ?? 60,
    rejectNext: 0,
  }
  let lastReceivedAt = 0
  let waitMs = 0
  let csvCounter = 0
  const hanging = new Set<import('node:http').ServerResponse>()

  async function handleSoap(body: string): Promise<{ status: number; xml: string } | null> {
    state.messages += 1
    if (control.failNext > 0) {
      control.failNext -= 1
      return fault('env:Server', 'Error interno del servidor. Vuelva a intentarlo más tarde.')
    }
    if (control.faultNext > 0) {
      control.faultNext -= 1
      return fault(
        'env:Client',
        `Codigo[${CODES.headerNif}].El NIF del titular en la cabecera no está identificado (fallo pedido al entorno local de pruebas).`,
      )
    }
    let records: ReturnType<typeof find>[] = []
    let headerNif = ''
    let headerName = ''
    try {
      const dom = parseDocument(body)
      const submission = find(find(treeOf(dom), 'Body', NS.soap), 'RegFactuSistemaFacturacion', NS.sum)
      if (!submission)
        return fault('env:Client', `Codigo[${CODES.schema}].El mensaje no contiene RegFactuSistemaFacturacion.`)
      const invalid = await schemaErrors(extractSubmission(dom))
      if (invalid) return fault('env:Client', `Codigo[${CODES.schema}].El XML no cumple el esquema: ${invalid}`)
      headerNif = textAt(find(submission, 'Cabecera'), 'ObligadoEmision', 'NIF')
      headerName = textAt(find(submission, 'Cabecera'), 'ObligadoEmision', 'NombreRazon')
      records = submission.children.filter((c) => c.name === 'RegistroFactura').map((r) => r.children[0])
    } catch (error) {
      return fault('env:Client', `Codigo[${CODES.schema}].${(error as Error).message}`)
    }
    if (!validNif(headerNif))
      return fault(
        'env:Client',
        `Codigo[${CODES.headerNif}].El NIF del titular en la cabecera no está identificado. NIF:${headerNif}`,
      )
    const now = Date.now()
    if (now < lastReceivedAt + waitMs && records.length < MAX_RECORDS_PER_MESSAGE) {
      state.earlySends += 1
      return fault(
        'env:Client',
        `Codigo[${CODES.earlySend}].Envío realizado antes de que transcurra el tiempo de espera entre envíos (TiempoEsperaEnvio).`,
      )
    }
    lastReceivedAt = now
    waitMs = control.waitSeconds * 1000
    const lines: AnswerLine[] = []
    for (const node of records) {
      state.recordsReceived += 1
      const judged = judgeRecord(node!, { headerNif, registry, lastHuella: lastHuella.get(headerNif), now })
      if (control.rejectNext > 0 && judged.register) {
        control.rejectNext -= 1
        judged.register = undefined
        judged.line = {
          ...judged.line,
          state: 'Incorrecto',
          code: CODES.forced,
          description: 'Valor o tipo incorrecto del campo (rechazo pedido al entorno local de pruebas).',
        }
      }
      if (judged.line.duplicate) state.duplicatesRefused += 1
      // The chain runs through every record the system generated, rejected ones included (SWeb §9.1).
      if (judged.huella) lastHuella.set(headerNif, judged.huella)
      if (judged.register) {
        const subsanacion = textAt(node, 'Subsanacion') === 'S' || node!.name === 'RegistroAnulacion'
        if (registry.has(judged.key) && !subsanacion) state.registeredTwice += 1
        registry.set(judged.key, judged.register)
        state.registered += 1
        state.order.push(judged.key)
      }
      lines.push(judged.line)
    }
    const accepted = lines.filter((l) => l.state !== 'Incorrecto').length
    const estado =
      accepted === 0 ? 'Incorrecto' : lines.every((l) => l.state === 'Correcto') ? 'Correcto' : 'ParcialmenteCorrecto'
    const csv = accepted ? `A-${String(++csvCounter).padStart(14, '0')}` : ''
    return {
      status: 200,
      xml: answerXml({ csv, estado, headerNif, headerName, lines, waitSeconds: control.waitSeconds }),
    }
  }

  function fault(code: string, message: string) {
    state.faults += 1
    return {
      status: 500,
      xml: `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${NS.soap}"><env:Body><env:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(message)}</faultstring></env:Fault></env:Body></env:Envelope>`,
    }
  }

  const server = https.createServer(
    {
      key: fs.readFileSync(o.certs.serverKey),
      cert: fs.readFileSync(o.certs.serverCert),
      ca: fs.readFileSync(o.certs.ca),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const chunks: Buffer[] = []
      let size = 0
      req.on('data', (c: Buffer) => {
        size += c.length
        if (size <= 20 * 1024 * 1024) chunks.push(c)
      })
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        void route(req.method ?? '', req.url ?? '', body, res).catch((error) => {
          log(`error: ${(error as Error).message}`)
          if (!res.headersSent) res.writeHead(500).end()
        })
      })
    },
  )

  async function route(method: string, url: string, body: string, res: import('node:http').ServerResponse) {
    if (method === 'POST' && url === '/__control') {
      applyControl(JSON.parse(body || '{}') as Control)
      return json(res, 200, { ok: true })
    }
    if (method === 'GET' && url === '/__state') return json(res, 200, { ...state, waitSeconds: control.waitSeconds })
    if (method !== 'POST' || url !== SOAP_PATH) return json(res, 404, { error: 'not found' })
    const timeout = control.timeoutNext > 0
    if (timeout) control.timeoutNext -= 1
    if (control.delayMs) await new Promise((r) => setTimeout(r, control.delayMs))
    const answer = await handleSoap(body)
    if (timeout || !answer) {
      hanging.add(res)
      return
    }
    res.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' }).end(answer.xml)
  }

  function applyControl(c: Control) {
    if (c.reset) {
      state = fresh()
      registry.clear()
      lastHuella.clear()
      lastReceivedAt = 0
      waitMs = 0
    }
    control = { ...control, ...pick(c) }
    // (after the control request itself has been answered)
    if (c.downMs) setTimeout(() => void goDown(c.downMs!), 100)
  }

  const pick = (c: Control) =>
    Object.fromEntries(
      Object.entries(c).filter(
        ([k, v]) =>
          ['failNext', 'faultNext', 'timeoutNext', 'delayMs', 'waitSeconds', 'rejectNext'].includes(k) &&
          typeof v === 'number' &&
          v >= 0,
      ),
    )

  let port = o.port ?? 0
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  async function goDown(ms: number) {
    log(`down for ${ms} ms`)
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    await new Promise((r) => setTimeout(r, ms))
    await listen()
    log('up again')
  }

  await listen()
  port = (server.address() as AddressInfo).port
  const url = `https://127.0.0.1:${port}`
  log(`local agency on ${url}${SOAP_PATH}`)
  return {
    url,
    endpoint: `${url}${SOAP_PATH}`,
    port,
    env: {
      VERIFACTU_ENDPOINT: `${url}${SOAP_PATH}`,
      VERIFACTU_CA_FILE: o.certs.ca,
      VERIFACTU_CERT_P12: o.certs.clientP12,
      VERIFACTU_CERT_PASSWORD: o.certs.clientPassword,
      VERIFACTU_LOCAL_URL: url,
    },
    state: () => state,
    control: applyControl,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const json = (res: import('node:http').ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/** xmllint's complaints about the submission (against SuministroLR.xsd), or '' when it is valid. */
function schemaErrors(body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--noout', '--schema', XSD, '-'], { stdio: ['pipe', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      resolve(
        code === 0
          ? ''
          : errors
              .split('\n')
              .filter((l) => l && !/fails to validate/.test(l))
              .slice(0, 3)
              .join(' ')
              .slice(0, 400) || 'no válido',
      ),
    )
    child.stdin.end(body)
  })
}

/** The RegFactuSistemaFacturacion element as a document of its own (the serialiser declares the namespaces it uses). */
function extractSubmission(envelope: Document) {
  return new XMLSerializer().serializeToString(envelope.getElementsByTagNameNS(NS.sum, 'RegFactuSistemaFacturacion')[0])
}

function answerXml(a: {
  csv: string
  estado: string
  headerNif: string
  headerName: string
  lines: AnswerLine[]
  waitSeconds: number
}) {
  const now = new Date().toISOString().replace(/\.\d+Z$/, '+00:00')
  const lines = a.lines
    .map(
      (l) =>
        `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${escapeXml(l.nif)}</tik:IDEmisorFactura><tik:NumSerieFactura>${escapeXml(l.number)}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${escapeXml(l.date)}</tik:FechaExpedicionFactura></tikR:IDFactura>` +
        `<tikR:Operacion><tik:TipoOperacion>${l.operation}</tik:TipoOperacion></tikR:Operacion><tikR:EstadoRegistro>${l.state}</tikR:EstadoRegistro>` +
        (l.code
          ? `<tikR:CodigoErrorRegistro>${l.code}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${escapeXml(l.description)}</tikR:DescripcionErrorRegistro>`
          : '') +
        (l.duplicate
          ? `<tikR:RegistroDuplicado><tik:EstadoRegistroDuplicado>${l.duplicate.state}</tik:EstadoRegistroDuplicado>${l.duplicate.code ? `<tik:CodigoErrorRegistro>${l.duplicate.code}</tik:CodigoErrorRegistro><tik:DescripcionErrorRegistro>${escapeXml(l.duplicate.description)}</tik:DescripcionErrorRegistro>` : ''}</tikR:RegistroDuplicado>`
          : '') +
        `</tikR:RespuestaLinea>`,
    )
    .join('')
  return (
    `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${NS.soap}"><env:Header/><env:Body>` +
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${NS.resp}" xmlns:tik="${NS.sum1}">` +
    (a.csv ? `<tikR:CSV>${a.csv}</tikR:CSV>` : '') +
    `<tikR:DatosPresentacion><tik:NIFPresentador>${escapeXml(a.headerNif)}</tik:NIFPresentador><tik:TimestampPresentacion>${now}</tik:TimestampPresentacion></tikR:DatosPresentacion>` +
    `<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>${escapeXml(a.headerName)}</tik:NombreRazon><tik:NIF>${escapeXml(a.headerNif)}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>` +
    `<tikR:TiempoEsperaEnvio>${a.waitSeconds}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${a.estado}</tikR:EstadoEnvio>${lines}` +
    `</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`
  )
}
