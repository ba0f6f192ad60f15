import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { graphqlProblem } from '@/security/bad-input'

const graphql = GRAPHQL_POST(config)

/** Payload's GraphQL handler, after a check that answers unparsable requests with a 4xx (not its 500). */
export const POST = async (request: Request) => {
  const problem = graphqlProblem(request.headers.get('content-type'), await request.clone().text())
  if (problem) {
    return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status, headers: { 'Cache-Control': 'no-store' } })
  }
  return graphql(request)
}
export const OPTIONS = REST_OPTIONS(config)
