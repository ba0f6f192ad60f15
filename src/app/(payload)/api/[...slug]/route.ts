import config from '@payload-config'
import '@payloadcms/next/css'
import { getPayload } from 'payload'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, unavailableResponse } from '@/database/limits'
import { authRequestProblem, isAuthRequest } from '@/security/auth-requests'
import { saveMessage } from '@/editorial/save-message'
import { isUnavailableRoute, messages, writeBodyProblem, type Refusal } from '@/security/bad-input'
import { bodyLimitFor, refusalResponse, withinLimit } from '@/security/body-limit'
import { withMarkers } from '@/security/presence'

type Context = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

const payloadStarts = () =>
  getPayload({ config }).then(
    () => true,
    () => false,
  )

const refuse = ({ status, message }: Refusal) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Payload's REST routes, with the malformed requests that would reach them as 500s answered first as
 * 4xx in Spanish: writes whose body is not a JSON object (or multipart), routes a collection does
 * not have (`/versions` without versions, `/verify` without verification) and collections without a
 * REST API (Payload answers 501). Bad ids, pages, limits and `where` JSON are mapped by the
 * `afterError` hook in payload.config.ts, which also answers 503 when the database is busy or away
 * (Retry-After added here). Every body is read within the route's limit first (413 above it:
 * src/security/body-limit.ts): Stripe's webhooks, uploads, everything else. Auth requests (sign-in,
 * sign-up, sign-out, reset, the site's /api/account/*) from another site, or not in JSON, are refused
 * (src/security/auth-requests.ts). A response that sets or removes a credential cookie (a session, a
 * guest link's browser grant) carries its marker along (src/security/presence.ts).
 */
const guarded =
  (handler: Handler): Handler =>
  async (original, context) =>
    withMarkers(await checked(handler, original, context))

async function checked(handler: Handler, original: Request, context: Context): Promise<Response> {
  const { slug: segments = [] } = await context.params
  const built = await config
  // Payload could not start (PostgreSQL away): 503 with Retry-After, not its 500 «error initializing Payload».
  if (!(await payloadStarts())) return unavailableResponse()
  if (isUnavailableRoute(built, segments)) return refuse({ status: 404, message: messages.notFound })
  const uploadCollection = built.collections.some((c) => c.slug === segments[0] && Boolean(c.upload))
  const limited = await withinLimit(original, bodyLimitFor({ segments, uploadCollection }))
  if (!(limited instanceof Request)) return refusalResponse(limited)
  const request = limited
  if (request.method === 'POST' && isAuthRequest(segments)) {
    const text = await request.clone().text()
    const problem = authRequestProblem(segments, request.headers, {
      contentType: request.headers.get('content-type'),
      empty: !text.trim(),
    })
    if (problem) return refuse(problem)
  }
  const isPayloadResource = segments[0] === 'globals' || built.collections.some((c) => c.slug === segments[0])
  const methodOverride =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (isPayloadResource && ['POST', 'PATCH', 'PUT'].includes(request.method) && !methodOverride) {
    const problem = await writeBodyProblem(request.headers.get('content-type'), () => request.clone().text())
    if (problem) return refuse(problem)
  }
  let response: Response
  try {
    response = await handler(request, context)
  } catch (error) {
    // Payload could not even start on this request (PostgreSQL away): 503, not a 500.
    if (isDatabaseUnavailable(error)) return unavailableResponse()
    throw error
  }
  if (response.status === 501) return refuse({ status: 404, message: messages.notFound })
  const withDrafts = built.collections.find((c) => c.slug === segments[0])?.versions?.drafts
  if (withDrafts && segments.length === 2 && ['PATCH', 'POST'].includes(request.method) && response.status === 200)
    return said(request, response)
  if (response.status !== 503 || response.headers.has('Retry-After')) return response
  const headers = new Headers(response.headers)
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
  return new Response(response.body, { status: 503, statusText: response.statusText, headers })
}

/** A publish answered as such (src/editorial/save-message.ts); anything else as Payload wrote it. */
async function said(request: Request, response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null
  const message = body && saveMessage(new URL(request.url), body)
  if (!message) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return Response.json({ ...body, message }, { status: response.status, headers })
}

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
