import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { saveMessage } from '@/editorial/save-message'
import { isUnavailableRoute, messages, writeBodyProblem, type Refusal } from '@/security/bad-input'

type Context = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

const refuse = ({ status, message }: Refusal) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Payload's REST routes, with the malformed requests that would reach them as 500s answered first as
 * 4xx in Spanish: writes whose body is not a JSON object (or multipart), routes a collection does
 * not have (`/versions` without versions, `/verify` without verification) and collections without a
 * REST API (Payload answers 501). Bad ids, pages, limits and `where` JSON are mapped by the
 * `afterError` hook in payload.config.ts.
 */
const guarded =
  (handler: Handler): Handler =>
  async (request, context) => {
    const { slug: segments = [] } = await context.params
    const built = await config
    if (isUnavailableRoute(built, segments)) return refuse({ status: 404, message: messages.notFound })
    const isPayloadResource = segments[0] === 'globals' || built.collections.some((c) => c.slug === segments[0])
    const methodOverride = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
    if (isPayloadResource && ['POST', 'PATCH', 'PUT'].includes(request.method) && !methodOverride) {
      const problem = await writeBodyProblem(request.headers.get('content-type'), () => request.clone().text())
      if (problem) return refuse(problem)
    }
    const response = await handler(request, context)
    if (response.status === 501) return refuse({ status: 404, message: messages.notFound })
    const withDrafts = built.collections.find((c) => c.slug === segments[0])?.versions?.drafts
    if (withDrafts && segments.length === 2 && ['PATCH', 'POST'].includes(request.method) && response.status === 200) return said(request, response)
    return response
  }

/** A publish answered as such (src/editorial/save-message.ts); anything else as Payload wrote it. */
async function said(request: Request, response: Response): Promise<Response> {
  const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null
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
