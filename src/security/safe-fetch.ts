/**
 * Fetching a URL a visitor typed, without letting them use the server against its own network (SSRF).
 *
 * - Only http and https, no credentials in the URL.
 * - The host name is resolved once; every address it resolves to must be public (src/security/addresses.ts),
 *   and the connection goes to the address that was checked: the request's `lookup` returns it, so a
 *   second DNS answer (rebinding) is never asked for. TLS still verifies the certificate for the host name.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each target checked like the first URL.
 * - One deadline for the whole chain (10 s) and a size limit on the body (2 MB, after decompression).
 * - No cookies, no credentials, no Referer: the request carries nothing of the visitor's or the server's.
 *
 * The test suite may allow loopback addresses on listed ports (CHECKER_ALLOW_LOOPBACK_PORTS) to serve its
 * test pages; only when the site itself runs on loopback, and production refuses to start with it
 * (assertProductionSettings in src/env.ts).
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import zlib from 'node:zlib'

import { loopbackPortsAllowed } from '@/env'

import { blockedReason } from './addresses'

export const FETCH_TIMEOUT_MS = 10_000
export const MAX_BODY_BYTES = 2 * 1024 * 1024
export const MAX_REDIRECTS = 3

export type SafeFetchFailure = 'url' | 'scheme' | 'blocked' | 'dns' | 'redirects' | 'too-large' | 'timeout' | 'network'

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message)
  }
}

export interface SafeResponse {
  /** the final URL, after redirects */
  url: string
  status: number
  contentType: string
  body: string
}

export interface SafeFetchOptions {
  timeoutMs?: number
  maxBytes?: number
  accept?: string
  /** ends the request early (the caller's own deadline); the timeout applies anyway */
  signal?: AbortSignal
}

const USER_AGENT = 'AcademiaGEO-Comprobador/1.0 (+https://academiageo.es/herramientas/comprobador)'

/** The URL if it may be requested at all (scheme, no credentials), else a SafeFetchError. */
export function checkUrl(input: string | URL): URL {
  let url: URL
  try {
    url = new URL(input)
  } catch {
    throw new SafeFetchError('url', 'not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('scheme', `scheme ${url.protocol}`)
  if (url.username || url.password) throw new SafeFetchError('url', 'credentials in the URL')
  return url
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80))

function allowedLoopback(address: string, port: number) {
  const reason = blockedReason(address)
  return reason === 'loopback' && loopbackPortsAllowed().includes(port)
}

/** Resolves the URL's host once and returns the address to connect to, refusing non-public ones. */
export async function resolvePublicAddress(url: URL): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: { address: string; family: number }[]
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }]
  else {
    try {
      addresses = await dns.promises.lookup(host, { all: true, verbatim: true })
    } catch {
      throw new SafeFetchError('dns', `cannot resolve ${host}`)
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('dns', `no address for ${host}`)
  // Every address must be public: a name that also points inside is refused whole.
  for (const { address } of addresses) {
    const reason = blockedReason(address)
    if (reason && !allowedLoopback(address, portOf(url))) throw new SafeFetchError('blocked', `${address}: ${reason}`)
  }
  const first = addresses[0]
  return { address: first.address, family: first.family === 6 ? 6 : 4 }
}

/** GET a visitor's URL under the rules above. Non-2xx answers are returned, not thrown. */
export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES
  const deadline = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])])
  let url = checkUrl(input)
  for (let hop = 0; ; hop++) {
    const pinned = await withDeadline(resolvePublicAddress(url), deadline)
    const response = await request(
      url,
      pinned,
      deadline,
      maxBytes,
      options.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    )
    if (response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= MAX_REDIRECTS) throw new SafeFetchError('redirects', `more than ${MAX_REDIRECTS} redirects`)
      url = checkUrl(new URL(response.location, url))
      continue
    }
    return { url: url.href, status: response.status, contentType: response.contentType, body: response.body }
  }
}

function withDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new SafeFetchError('timeout', 'timed out'))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new SafeFetchError('timeout', 'timed out'))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

interface RawResponse {
  status: number
  location?: string
  contentType: string
  body: string
}

function request(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  signal: AbortSignal,
  maxBytes: number,
  accept: string,
) {
  return new Promise<RawResponse>((resolve, reject) => {
    if (signal.aborted) return reject(new SafeFetchError('timeout', 'timed out'))
    const client = url.protocol === 'https:' ? https : http
    // Every connection attempt gets the checked address, whatever it asks for (no second DNS answer).
    const lookup = ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (opts?.all) callback(null, [{ address: pinned.address, family: pinned.family }])
      else callback(null, pinned.address, pinned.family)
    }) as unknown as net.LookupFunction
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: {
          'User-Agent': USER_AGENT,
          Accept: accept,
          'Accept-Encoding': 'gzip, deflate, br',
          'Accept-Language': 'es,en;q=0.5',
        },
        lookup,
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0
        const location = typeof res.headers.location === 'string' ? res.headers.location : undefined
        const contentType = String(res.headers['content-type'] ?? '')
        if (status >= 300 && status < 400 && location) {
          res.destroy()
          return resolve({ status, location, contentType, body: '' })
        }
        const declared = Number(res.headers['content-length'])
        if (Number.isFinite(declared) && declared > maxBytes) {
          res.destroy()
          return reject(new SafeFetchError('too-large', `${declared} bytes`))
        }
        const chunks: Buffer[] = []
        let received = 0
        res.on('data', (chunk: Buffer) => {
          received += chunk.length
          if (received > maxBytes) {
            res.destroy()
            reject(new SafeFetchError('too-large', `over ${maxBytes} bytes`))
            return
          }
          chunks.push(chunk)
        })
        res.on('error', (error) =>
          reject(
            signal.aborted ? new SafeFetchError('timeout', 'timed out') : new SafeFetchError('network', error.message),
          ),
        )
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks)
            const body = decode(raw, String(res.headers['content-encoding'] ?? '').toLowerCase(), maxBytes)
            resolve({ status, contentType, body: body.toString(charsetOf(contentType)) })
          } catch (error) {
            reject(error instanceof SafeFetchError ? error : new SafeFetchError('network', 'undecodable body'))
          }
        })
      },
    )
    req.on('error', (error) =>
      reject(
        signal.aborted ? new SafeFetchError('timeout', 'timed out') : new SafeFetchError('network', error.message),
      ),
    )
    req.end()
  })
}

function decode(raw: Buffer, encoding: string, maxBytes: number): Buffer {
  const options = { maxOutputLength: maxBytes }
  try {
    if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(raw, options)
    if (encoding === 'deflate') return zlib.inflateSync(raw, options)
    if (encoding === 'br') return zlib.brotliDecompressSync(raw, options)
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new SafeFetchError('too-large', 'decompressed body too large')
    throw new SafeFetchError('network', 'undecodable body')
  }
  return raw
}

function charsetOf(contentType: string): BufferEncoding {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase()
  return charset === 'iso-8859-1' || charset === 'latin1' || charset === 'windows-1252' ? 'latin1' : 'utf8'
}
