/**
 * What a buyer pays at checkout, in one place: the product's price, less the upgrade credit (complete
 * course; src/commerce/upgrade-credit.ts), less a promotion code's discount (src/commerce/promotions.ts),
 * never below Stripe's minimum charge. The checkout page, its code field (POST /api/checkout/quote) and
 * the order (POST /api/checkout) all read this quote.
 */
import type { Payload } from 'payload'

import type { Module, Order, PromotionCode } from '@/payload-types'

import { Refused } from '@/security/refused'
import { formatEuros } from '@/content/money'
import {
  CODE_MESSAGES,
  CODE_REFUSED_TITLE,
  codeIssue,
  describeDiscount,
  discountFor,
  normalizeCode,
} from './promotions'
import { loadUpgradeQuote, type CreditSource } from './upgrade-credit'
import { quoteSeats, seatPricing, type SeatPricingInput, type SeatQuote } from '@/teams/pricing'

/** What is being bought, as the published catalogue says at this moment. */
export interface CheckoutProduct {
  productType: 'complete' | 'module'
  name: string
  description: string
  amount: number
  modules: Module[]
  /** «Precio para equipos» as the editors left it (src/teams/pricing.ts `seatPricing` reads it) */
  seatPricing?: SeatPricingInput | null
}

export interface CheckoutBuyer {
  userId: number | null
  /** the account's e-mail, or the e-mail of this browser's valid guest link */
  email: string | null
  /** e-mail of the guest link whose purchases count (no account) */
  guestEmail: string | null
}

export interface CheckoutQuote {
  listPrice: number
  credit: number
  creditSources: CreditSource[]
  /** the modules the order charges for (an upgrade: only those the buyer does not own yet) */
  chargedModules: number[]
  promotion: {
    id: number
    code: string
    discount: number
    label: string
    oncePerCustomer: boolean
    limited: boolean
  } | null
  /** what Stripe charges: `unitAmount × quantity` */
  amount: number
  /** units sold (1, or a team's seats) and the price of each after the code */
  quantity: number
  unitAmount: number
  /** seats: the quote of src/teams/pricing.ts (the tier reached, the seats held before) */
  seats: SeatQuote | null
}

/** A purchase of seats: how many, and how many the team held before (0: a new team or a gift). */
export interface SeatOrder {
  quantity: number
  before: number
}

const codeRefusal = (reason: keyof typeof CODE_MESSAGES) => new Refused(409, CODE_REFUSED_TITLE, CODE_MESSAGES[reason])

async function findCode(payload: Payload, input: string): Promise<PromotionCode | null> {
  const code = normalizeCode(input)
  if (!code) return null
  const { docs } = await payload.find({
    collection: 'promotion-codes',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function usedBy(payload: Payload, codeId: number, customer: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'promotion-redemptions',
    where: {
      and: [
        { code: { equals: codeId } },
        { customer: { equals: customer.toLowerCase() } },
        { status: { not_equals: 'released' } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The quote for this product and buyer; a code that cannot be used is refused with its Spanish reason. */
export async function quoteCheckout(
  payload: Payload,
  product: CheckoutProduct,
  buyer: CheckoutBuyer,
  opts: { promotionCode?: string | null; now?: Date; seats?: SeatOrder | null } = {},
): Promise<CheckoutQuote> {
  let amount = product.amount
  let credit = 0
  let creditSources: CreditSource[] = []
  let chargedModules = product.modules.map((m) => m.id)
  let seats: SeatQuote | null = null
  if (opts.seats) {
    // Seats are priced per seat at the tier the team's total reaches; a promotion code comes off each seat.
    const quoted = quoteSeats(seatPricing(product.seatPricing, product.amount), opts.seats.quantity, opts.seats.before)
    if (!quoted.ok) throw new Refused(400, 'Revisa las plazas', quoted.message)
    seats = {
      quantity: quoted.quantity,
      before: quoted.before,
      unitAmount: quoted.unitAmount,
      tierFrom: quoted.tierFrom,
      total: quoted.total,
    }
    amount = seats.unitAmount
  } else if (product.productType === 'complete' && (buyer.userId || buyer.guestEmail)) {
    // Upgrade credit is the buyer's own, for themselves: never on seats bought for a team or as a gift.
    const upgrade = await loadUpgradeQuote(
      payload,
      { userId: buyer.userId, guestEmail: buyer.guestEmail },
      { listPrice: product.amount, onSale: product.modules },
    )
    if (upgrade) {
      ;({ amount, credit } = upgrade)
      creditSources = upgrade.sources
      chargedModules = upgrade.adds
    }
  }
  let promotion: CheckoutQuote['promotion'] = null
  if (opts.promotionCode?.trim()) {
    const rule = await findCode(payload, opts.promotionCode)
    const customer = buyer.email?.toLowerCase() ?? null
    const ctx = {
      product: {
        productType: product.productType,
        moduleId: product.productType === 'module' ? product.modules[0]?.id : null,
      },
      now: opts.now ?? new Date(),
      customer,
    }
    let issue = codeIssue(rule, ctx)
    if (!issue && rule?.oncePerCustomer && customer && (await usedBy(payload, rule.id, customer)))
      issue = 'already-used'
    if (issue || !rule) throw codeRefusal(issue ?? 'unknown')
    const { discount, total } = discountFor(rule, amount)
    promotion = {
      id: rule.id,
      code: rule.code,
      discount,
      label: describeDiscount(rule, formatEuros),
      oncePerCustomer: Boolean(rule.oncePerCustomer),
      limited: Boolean(rule.maxUses),
    }
    amount = total
  }
  const quantity = seats?.quantity ?? 1
  return {
    listPrice: seats?.unitAmount ?? product.amount,
    credit,
    creditSources,
    chargedModules,
    promotion,
    amount: amount * quantity,
    quantity,
    unitAmount: amount,
    seats,
  }
}

/** A price and what came off it, as the order keeps it. */
export interface PriceBreakdown {
  listPrice: number
  credit: number
  code: string | null
  discount: number
}

export const breakdownOfQuote = (q: CheckoutQuote): PriceBreakdown => ({
  listPrice: q.listPrice,
  credit: q.credit,
  code: q.promotion?.code ?? null,
  discount: q.promotion?.discount ?? 0,
})

/** An order's breakdown (orders made before the breakdown existed: their amount, nothing off). */
export const breakdownOfOrder = (o: Pick<Order, 'amountTotal' | 'pricing'>): PriceBreakdown => ({
  listPrice: o.pricing?.listPrice ?? o.amountTotal,
  credit: o.pricing?.upgradeCredit ?? 0,
  code: o.pricing?.code ?? null,
  discount: o.pricing?.discount ?? 0,
})

/**
 * The breakdown in words, for Stripe's line description, the e-mail and the invoice line; null when
 * nothing came off the price. 'Precio 50 €; descuento por los módulos que ya tenías: −20 €; código VERANO: −3 €'
 */
export function breakdownText(b: PriceBreakdown): string | null {
  if (b.credit <= 0 && b.discount <= 0) return null
  const parts = [`Precio ${formatEuros(b.listPrice)}`]
  if (b.credit > 0) parts.push(`descuento por los módulos que ya tenías: −${formatEuros(b.credit)}`)
  if (b.code && b.discount > 0) parts.push(`código ${b.code}: −${formatEuros(b.discount)}`)
  return parts.join('; ')
}

/** What the order keeps: the price, the credit and the purchases it came from, the code and its discount. */
export function orderPricing(quote: CheckoutQuote) {
  return {
    listPrice: quote.listPrice,
    upgradeCredit: quote.credit,
    discount: quote.promotion?.discount ?? 0,
    creditFrom: quote.creditSources.map((s) => ({ sourceOrder: s.order, module: s.module, amount: s.amount })),
    promotionCode: quote.promotion?.id ?? null,
    code: quote.promotion?.code ?? null,
  }
}

/** A quote as the checkout page shows it (formatted es-ES; `total` in cents for the pay button's tests). */
export interface QuoteView {
  listPrice: string
  credit: string | null
  code: string | null
  discount: string | null
  discountLabel: string | null
  total: string
  totalCents: number
  /** seats: how many, the price of each (after the code) and the tier reached; 1 and the price otherwise */
  quantity: number
  unit: string
  tierFrom: number | null
}

export const quoteView = (q: CheckoutQuote): QuoteView => ({
  // Seats: the price and the code's discount of all of them (the code comes off each seat).
  listPrice: formatEuros(q.listPrice * q.quantity),
  credit: q.credit > 0 ? formatEuros(q.credit) : null,
  code: q.promotion?.code ?? null,
  discount: q.promotion ? formatEuros(q.promotion.discount * q.quantity) : null,
  discountLabel: q.promotion?.label ?? null,
  total: formatEuros(q.amount),
  totalCents: q.amount,
  quantity: q.quantity,
  unit: formatEuros(q.unitAmount),
  tierFrom: q.seats?.tierFrom ?? null,
})
