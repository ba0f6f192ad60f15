/**
 * Stripe's API as routes: each resource file declares its own (method, path, the SDK's parameters type,
 * handler). A new resource is one new file and one line here.
 */
import { chargeRoutes } from './charges'
import { checkoutSessionRoutes } from './checkout-sessions'
import { customerRoutes } from './customers'
import { eventRoutes } from './events'
import { checkParams, paramsType, type TypeRef } from './params'
import { paymentIntentRoutes } from './payment-intents'
import { refundRoutes } from './refunds'
import { ApiError, type LocalStripeState, type Obj, type Route } from './state'

const ROUTES: Route[] = [
  ...checkoutSessionRoutes,
  ...refundRoutes,
  ...chargeRoutes,
  ...paymentIntentRoutes,
  ...eventRoutes,
  ...customerRoutes,
]

function route(method: string, urlPath: string): { route: Route; match: RegExpMatchArray } | null {
  for (const r of ROUTES) {
    const match = r.method === method ? urlPath.match(r.path) : null
    if (match) return { route: r, match }
  }
  return null
}

/** The SDK interface describing a request's parameters, or null for a route this server does not know. */
export function paramsTypeFor(method: string, urlPath: string): TypeRef | null {
  const found = route(method, urlPath)
  return found && paramsType(found.route.params)
}

/** One API request, refused as Stripe refuses it (unknown route, parameters, per-endpoint rules) or answered. */
export function api(state: LocalStripeState, method: string, urlPath: string, p: Obj): unknown {
  const found = route(method, urlPath)
  if (!found) throw new ApiError(404, `Unrecognized request URL (${method}: ${urlPath}).`)
  checkParams(paramsType(found.route.params), p)
  found.route.check?.(p)
  const expand: string[] = Array.isArray(p.expand) ? p.expand : []
  return found.route.handle(state, p, found.match, expand)
}
