import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { AUTH_MESSAGES, crossSite } from '@/security/auth-requests'
import { graphqlProblem } from '@/security/bad-input'

const graphql = GRAPHQL_POST(config)

/**
 * Payload's GraphQL handler, after a check that answers unparsable requests with a 4xx (not its 500)
 * and refuses requests sent by another site's pages (its mutations sign in, sign up and sign out too).
 */
export const POST = async (request: Request) => {
  if (crossSite(request.headers)) {
    return Response.json({ errors: [{ message: AUTH_MESSAGES.crossSite }] }, { status: 403, headers: { 'Cache-Control': 'no-store' } })
  }
  const problem = graphqlProblem(request.headers.get('content-type'), await request.clone().text())
  if (problem) {
    return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status, headers: { 'Cache-Control': 'no-store' } })
  }
  return graphql(request)
}
export const OPTIONS = REST_OPTIONS(config)
