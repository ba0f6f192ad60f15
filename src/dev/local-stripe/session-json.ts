/** A Checkout Session as Stripe serialises it (line items and the tax breakdown only when expanded). */
import { asList, type LocalStripeState, type Obj } from './state'

/** Line items as Stripe serialises them; price.product stays an id unless expanded. */
export function lineItemList(state: LocalStripeState, id: string, expand: string[]) {
  const full = expand.some((e) => e.endsWith('price.product'))
  const data = state.extras
    .get(id)!
    .items.map((li) => ({ ...li, price: { ...li.price, product: full ? li.price.product : li.price.product.id } }))
  return asList(data, `/v1/checkout/sessions/${id}/line_items`)
}

export function sessionJson(state: LocalStripeState, session: Obj, expand: string[]) {
  const expanded = expand.some((e) => e === 'line_items' || e.startsWith('line_items.'))
  const json: Obj = expanded ? { ...session, line_items: lineItemList(state, session.id, expand) } : { ...session }
  // `total_details.breakdown` is only sent when expanded, as Stripe does.
  const { breakdown, ...details } = session.total_details as Obj
  json.total_details = expand.includes('total_details.breakdown')
    ? { ...details, breakdown: breakdown ?? { discounts: [], taxes: [] } }
    : details
  return json
}
