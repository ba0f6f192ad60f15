import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { settings } from '@/env'
import { AUTH_MESSAGES, crossSite } from '@/security/auth-requests'
import { graphqlProblem } from '@/security/bad-input'
import { refusalResponse, withinLimit } from '@/security/body-limit'
import { withMarkers } from '@/security/presence'

const graphql = GRAPHQL_POST(config)

/**
 * Payload's GraphQL handler, after checks that answer oversized (413) and unparsable requests with a 4xx
 * (not its 500) and refuse requests sent by another site's pages (its mutations sign in, sign up and out;
 * the session cookie they set or remove carries its marker along: src/security/presence.ts).
 */
export const POST = async (original: Request) => {
  if (crossSite(original.headers)) {
    return Response.json(
      { errors: [{ message: AUTH_MESSAGES.crossSite }] },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const request = await withinLimit(original, settings.bodyLimits.jsonBytes)
  if (!(request instanceof Request)) return refusalResponse(request)
  const problem = graphqlProblem(request.headers.get('content-type'), await request.clone().text())
  if (problem) {
    return Response.json(
      { errors: [{ message: problem.message }] },
      { status: problem.status, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return withMarkers(await graphql(request))
}
export const OPTIONS = REST_OPTIONS(config)
