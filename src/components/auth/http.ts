/** JSON calls from the browser to the app's own endpoints, with the cookie and a Spanish network error. */
export interface JsonResult<T = Record<string, unknown>> {
  ok: boolean
  status: number
  body: (T & { error?: string; errors?: Record<string, string> }) | null
  /** the server's message, or a generic one (network failure, unexpected answer) */
  error: string
}

export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.'
const UNEXPECTED = 'Ha ocurrido un error inesperado. Inténtalo de nuevo.'

export async function requestJson<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<JsonResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers:
        data === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    })
  } catch {
    return { ok: false, status: 0, body: null, error: NETWORK_ERROR }
  }
  const body = (await response.json().catch(() => null)) as JsonResult<T>['body']
  const error = typeof body?.error === 'string' && body.error ? body.error : UNEXPECTED
  return { ok: response.ok, status: response.status, body, error }
}
