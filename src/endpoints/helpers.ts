import type { PayloadRequest } from 'payload'

import { settings } from '@/env'
import { isDataException, messages } from '@/security/bad-input'
import { servedOverHttps } from '@/security/headers'
import { nobodyMarkers } from '@/security/presence'
import { Refused } from '@/security/refused'
import {
  pdfRenders,
  RENDER_BUSY_MESSAGE,
  RENDER_MINE_MESSAGE,
  RENDER_RETRY_AFTER_SECONDS,
  RenderBusy,
} from '@/pdf/render-slots'
import { clientAddress } from '@/security/client-address'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '@/database/limits'

/** The request's JSON body, or null when there is none or it is not JSON. */
export async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return typeof req.json === 'function' ? await req.json() : null
  } catch {
    return null
  }
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** An answer that found nobody behind the request's marked credentials: their markers turn to 0 (src/security/presence.ts). */
export function answeredNobody(req: PayloadRequest, response: Response, markers: readonly string[]) {
  for (const cookie of nobodyMarkers(req.headers.get('cookie'), markers, servedOverHttps(settings.serverUrl)))
    response.headers.append('Set-Cookie', cookie)
  return response
}

/** A private PDF download (a stamped guide, an invoice, a certificate): never cached, never sniffed. */
export const pdfResponse = (bytes: Uint8Array, fileName: string) =>
  new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })

type PdfFile = { pdf: Uint8Array; fileName: string }
type Render = <T>(render: () => Promise<T>) => Promise<T>

/** Who asks for a PDF, for the fair share of the render slots: the client's address, the account, the link. */
function pdfRequester(req: PayloadRequest): string[] {
  const keys: string[] = []
  const address = clientAddress(req.headers)
  if (address !== 'unknown') keys.push(`address:${address}`)
  if (req.user) keys.push(`user:${req.user.collection}:${req.user.id}`)
  for (const name of ['token', 'key']) {
    const value = req.searchParams.get(name)
    if (value) keys.push(`${name}:${value}`)
  }
  return keys
}

/**
 * A PDF for this request, made by `produce` with `render` (one of this instance's render slots) around
 * its rendering: one at a time per requester (another while it runs → 429), every slot busy → 503; both
 * with Retry-After.
 */
export async function renderedPdf(
  req: PayloadRequest,
  produce: (render: Render) => Promise<PdfFile | null>,
): Promise<Response | null> {
  try {
    const file = await pdfRenders.forRequester(pdfRequester(req), produce)
    return file && pdfResponse(file.pdf, file.fileName)
  } catch (error) {
    if (!(error instanceof RenderBusy)) throw error
    const retry = { 'Retry-After': String(RENDER_RETRY_AFTER_SECONDS) }
    return error.mine
      ? json({ error: RENDER_MINE_MESSAGE }, 429, retry)
      : json({ error: RENDER_BUSY_MESSAGE }, 503, retry)
  }
}

/**
 * Known refusals become their 4xx, and so does what only bad input causes (an id past PostgreSQL's
 * range that a parser let through: src/security/bad-input.ts); anything else is logged and answered in
 * Spanish without details.
 */
export function failure(req: PayloadRequest, error: unknown) {
  if (error instanceof Refused) return json({ error: error.message, title: error.title }, error.status)
  if (isDataException(error)) return json({ error: messages.invalidParameter, title: 'Petición no válida' }, 400)
  if (isDatabaseUnavailable(error)) {
    req.payload.logger.warn({ err: (error as Error)?.message, msg: `${req.method} ${req.url}: database busy or away` })
    return json({ error: UNAVAILABLE_MESSAGE, title: 'Servicio no disponible' }, 503, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    })
  }
  req.payload.logger.error({ err: error, msg: `${req.method} ${req.url} failed` })
  return json({ error: 'Ha ocurrido un error inesperado.', title: 'Error' }, 500)
}

export const signedInUser = (req: PayloadRequest) => (req.user?.collection === 'users' ? req.user : null)

/** The id of the session the request was signed in with (Payload sets `_sid` on the user). */
export const sessionIdOf = (req: PayloadRequest): string | null => (req.user as { _sid?: string } | null)?._sid ?? null
