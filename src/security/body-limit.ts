/**
 * Every request body has the limit its route needs: 413 above it. A declared Content-Length is checked
 * before a byte is read; a body without one (chunked) is read as a stream and dropped as soon as it
 * passes the limit, so a 200 MB post never sits in memory (it was read whole before the webhook's
 * signature was checked).
 */
import { settings } from '@/env'

export interface BodyLimitRefusal {
  status: 400 | 413
  message: string
}

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`

export const tooLarge = (limit: number): BodyLimitRefusal => ({
  status: 413,
  message: `La petición es demasiado grande: el máximo es ${megabytes(limit)}.`,
})

/** The route's limit, by what it receives: Stripe's events, uploads, documents, anything else (JSON). */
export function bodyLimitFor(
  route: { segments: string[]; uploadCollection: boolean },
  limits = settings.bodyLimits,
): number {
  const [first, second] = route.segments
  if (first === 'stripe' && second === 'webhooks') return limits.webhookBytes
  if (route.uploadCollection) return limits.uploadBytes
  return limits.jsonBytes
}

/** The declared length: a number, `null` when absent, or a refusal when it is not a valid length. */
export function declaredLength(header: string | null): number | null | 'invalid' {
  if (header === null) return null
  return /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : 'invalid'
}

/** Reads a stream up to `limit` bytes; null (and the stream cancelled) as soon as it passes it. */
export async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The request with its body read within `limit` (a new Request over the bytes read, which the route
 * may read and clone as usual), or the refusal to answer instead.
 */
export async function withinLimit(request: Request, limit: number): Promise<Request | BodyLimitRefusal> {
  const length = declaredLength(request.headers.get('content-length'))
  if (length === 'invalid') return { status: 400, message: 'La cabecera Content-Length no es válida.' }
  if (length !== null && length > limit) return tooLarge(limit)
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return request
  const bytes = await readLimited(request.body, limit)
  if (!bytes) return tooLarge(limit)
  const headers = new Headers(request.headers)
  headers.set('content-length', String(bytes.byteLength))
  headers.delete('transfer-encoding')
  // (an empty body stays a body: Payload tells "sent nothing" from "sent no body")
  return new Request(request.url, { method: request.method, headers, body: bytes as BodyInit, signal: request.signal })
}

export const refusalResponse = ({ status, message }: BodyLimitRefusal) =>
  Response.json({ error: message, errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
