/** What the checkout page (server) hands to its form (browser). Prices come formatted from the server. */
export interface CheckoutPlanView {
  name: string
  description: string
  price: string
  /** struck-through reference price, when the plan has one above its price */
  referencePrice: string | null
  /** e.g. '10 €', computed from the reference price */
  savings: string | null
  popular: boolean
  /** the complete course for a buyer who owns some modules: its price and the credit taken off (`price` is what they pay) */
  upgrade?: { listPrice: string; credit: string } | null
}

export interface CheckoutModuleView {
  slug: string
  code: string
  title: string
  description: string
  price: string
  comingSoon: boolean
}

export interface CheckoutAccountView {
  email: string
  name: string | null
  /** slugs of the modules the account owns */
  owned: string[]
}

/** A guest buyer whose access link was opened in this browser: what it covers. */
export interface CheckoutGuestView {
  email: string
  /** slugs of the modules the link covers */
  owned: string[]
}
