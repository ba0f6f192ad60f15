/**
 * Every JSON call from the browser to the app's own endpoints goes through `requestJson`: same-origin
 * cookie, no cache, JSON in and out, and a Spanish message when the network or the answer fails.
 * (Guide downloads, which answer with a PDF, are the only other fetches: `fetchPdf`.)
 */
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
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
  /** `keepalive`: the request outlives the page (a report sent while the tab closes) */
  options: { keepalive?: boolean } = {},
): Promise<JsonResult<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      keepalive: options.keepalive,
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
  // The app's endpoints answer { error }; Payload's REST API { errors: [{ message }] }.
  const payloadError = Array.isArray(body?.errors)
    ? (body.errors[0] as { message?: unknown } | undefined)?.message
    : undefined
  const error =
    typeof body?.error === 'string' && body.error
      ? body.error
      : typeof payloadError === 'string' && payloadError
        ? payloadError
        : UNEXPECTED
  return { ok: response.ok, status: response.status, body, error }
}

/**
 * A PDF download (a guide). The app makes one requester's PDFs one at a time (429) and every PDF a few
 * at a time per instance (503), both with Retry-After: the download waits what the answer says (at most
 * 5 s) and asks again, 3 times in all, before handing the refusal to its caller.
 */
export async function fetchPdf(
  url: string,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' })
    const retryAfter = Number(response.headers.get('Retry-After') ?? NaN)
    if ((response.status !== 429 && response.status !== 503) || attempt >= 3 || !(retryAfter >= 0)) return response
    await response.body?.cancel().catch(() => {})
    await sleep(Math.min(5, retryAfter) * 1000)
  }
}
