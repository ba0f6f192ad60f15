import fs from 'node:fs'
import https from 'node:https'

/**
 * One SOAP POST to the agency over mutual TLS: the company's certificate (PKCS#12 and its password)
 * authenticates the sender (SWeb §4.3). A network error, a timeout or an answer that is not XML throws
 * a `TransportError` saying whether the agency may have received the message (`maybeDelivered`).
 */
export interface TransportConfig {
  endpoint: string
  /** the PKCS#12 file's bytes */
  pfx: Buffer
  passphrase: string
  /** extra CA to trust (the local stand-in); the agency's own chain is in Node's store */
  ca?: Buffer
  timeoutMs: number
}

export class TransportError extends Error {
  constructor(
    message: string,
    readonly maybeDelivered: boolean,
  ) {
    super(message)
  }
}

/** `VERIFACTU_CERT_P12`: a file path, or `base64:` and the file's contents. */
export function readCertificate(value: string): Buffer {
  if (value.startsWith('base64:')) return Buffer.from(value.slice(7), 'base64')
  return fs.readFileSync(value)
}

const agents = new Map<string, https.Agent>()
function agentFor(c: TransportConfig) {
  const key = `${c.endpoint}|${c.pfx.length}|${c.ca?.length ?? 0}`
  let agent = agents.get(key)
  if (!agent) {
    agent = new https.Agent({
      keepAlive: true,
      maxSockets: 1,
      pfx: c.pfx,
      passphrase: c.passphrase,
      ...(c.ca ? { ca: c.ca } : {}),
    })
    agents.set(key, agent)
  }
  return agent
}

/** Posts `envelope`; resolves with the HTTP status and body (a SOAP Fault comes with 500). */
export function postSoap(c: TransportConfig, envelope: string): Promise<{ status: number; body: string }> {
  const url = new URL(c.endpoint)
  if (url.protocol !== 'https:')
    return Promise.reject(new TransportError('el endpoint de VERI*FACTU debe ser https', false))
  return new Promise((resolve, reject) => {
    let written = false
    const req = https.request(
      url,
      {
        method: 'POST',
        agent: agentFor(c),
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: '""',
          'content-length': Buffer.byteLength(envelope),
        },
        timeout: c.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (d: Buffer) => chunks.push(d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', (error) => reject(new TransportError(error.message, true)))
      },
    )
    const deadline = setTimeout(() => req.destroy(new Error(`sin respuesta en ${c.timeoutMs} ms`)), c.timeoutMs)
    req.on('timeout', () => req.destroy(new Error(`sin respuesta en ${c.timeoutMs} ms`)))
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(deadline)
      const refused = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(
        error.code ?? '',
      )
      reject(new TransportError(error.message, written && !refused))
    })
    req.on('finish', () => (written = true))
    req.on('close', () => clearTimeout(deadline))
    req.end(envelope)
  })
}
