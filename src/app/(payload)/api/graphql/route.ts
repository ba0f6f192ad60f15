import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { settings } from '@/env'
import { graphqlProblem } from '@/security/bad-input'
import { refusalResponse, withinLimit } from '@/security/body-limit'

const graphql = GRAPHQL_POST(config)

/** Payload's GraphQL handler, after checks that answer oversized (413) and unparsable requests with a 4xx (not its 500). */
export const POST = async (original: Request) => {
  const request = await withinLimit(original, settings.bodyLimits.jsonBytes)
  if (!(request instanceof Request)) return refusalResponse(request)
  const problem = graphqlProblem(request.headers.get('content-type'), await request.clone().text())
  if (problem) {
    return Response.json({ errors: [{ message: problem.message }] }, { status: problem.status, headers: { 'Cache-Control': 'no-store' } })
  }
  return graphql(request)
}
export const OPTIONS = REST_OPTIONS(config)
