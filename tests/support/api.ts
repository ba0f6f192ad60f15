/** Real HTTP against the app started by `npm test`. */
export const appUrl = () => {
  const url = process.env.APP_URL
  if (!url) throw new Error('APP_URL is not set: run the tests through `npm test`')
  return url
}

export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: Headers
}

export async function api<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.Authorization = `JWT ${opts.token}`
  let body: BodyInit | undefined
  if (opts.form) body = opts.form
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(opts.body)
  }
  const response = await fetch(`${appUrl()}${path}`, { method, headers, body, redirect: 'manual' })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}

/**
 * POST /api/checkout, asked again on the app's 502/503 («inténtalo de nuevo»: a Stripe call that outlasted
 * its bound, or the database busy, on a machine shared with the other lanes), as the checkout page does.
 * Any other answer is the caller's to check.
 */
export async function postCheckout(
  body: Record<string, unknown>,
  opts: { token?: string; headers?: Record<string, string> } = {},
) {
  let answer = await api('POST', '/api/checkout', { ...opts, body })
  for (let attempt = 1; attempt <= 3 && (answer.status === 502 || answer.status === 503); attempt += 1) {
    await new Promise((r) => setTimeout(r, 1_000 * attempt))
    answer = await api('POST', '/api/checkout', { ...opts, body })
  }
  return answer
}

export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await api('POST', '/api/users/login', { body: { email, password } })
  if (status !== 200 || !body?.token) throw new Error(`login failed for ${email}: ${status} ${JSON.stringify(body)}`)
  return body.token
}

/** The cookies a response set, as the Cookie header a browser would send back (name=value; …). */
export const cookiesFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

/**
 * A made-up client address (nginx's X-Real-IP, believed from loopback) for a request whose per-address
 * limit another test must not share: sign-ups are 20 per address and hour, and the suite makes more.
 */
export const ownAddress = () => ({
  'X-Real-IP': `198.18.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`,
})
