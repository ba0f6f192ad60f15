/**
 * Posts to pages (server actions: the fetch kind with a `Next-Action` header, and plain HTML form
 * posts) are checked in the proxy before Next reads them. Next answers a cross-site post and a body
 * over its limit with a 500 (its action handler throws); here they get a 403 or 413 with a Spanish
 * message, and a body of unknown length (chunked) a 411, so the limit holds before a byte is read.
 */
import { declaredLength, tooLarge, type BodyLimitRefusal } from './body-limit'

export interface ActionRefusal {
  status: 400 | 403 | 411 | 413
  message: string
}

export const actionMessages = {
  crossSite: 'Este formulario solo se puede enviar desde Academia GEO.',
  lengthRequired: 'Falta la longitud de la petición (Content-Length).',
} as const

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/** Whether a request is a post to a page that Next would treat as a server action. */
export function isActionPost(method: string, headers: Headers) {
  if (method !== 'POST') return false
  if (headers.has('next-action')) return true
  const type = (headers.get('content-type') ?? '').toLowerCase()
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')
}

/**
 * What is wrong with a post to a page, if anything: an Origin that is not this host (as Next compares
 * them: `x-forwarded-host`, else `host`), no declared length, or more than `limit` bytes.
 */
export function actionPostProblem(headers: Headers, limit: number): ActionRefusal | BodyLimitRefusal | null {
  const origin = headers.get('origin')
  if (origin !== null) {
    const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
    if (origin === 'null' || !host || hostOf(origin) !== host) return { status: 403, message: actionMessages.crossSite }
  }
  const length = declaredLength(headers.get('content-length'))
  if (length === 'invalid') return { status: 400, message: 'La cabecera Content-Length no es válida.' }
  if (length === null) return { status: 411, message: actionMessages.lengthRequired }
  if (length > limit) return tooLarge(limit)
  return null
}
