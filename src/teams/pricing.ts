/**
 * What seats cost: the one rule. Editors price seats on each module and on the complete-course plan
 * («Precio para equipos»): a price per seat (empty: the product's own price) and volume tiers, each
 * «from N seats, X € per seat». A purchase pays every seat at the price of the tier its quantity
 * reaches; more seats later pay only the new ones, at the tier the team's total then reaches (the seats
 * bought before keep what they cost). Amounts are integer euro cents. Pure: no database, no Stripe.
 */
import { formatEuros } from '@/content/money'
import { MAX_PRICE_CENTS, MIN_PRICE_CENTS } from '@/content/prices'

/** Seats one purchase may buy. */
export const MIN_SEATS_PER_ORDER = 1
export const MAX_SEATS_PER_ORDER = 200
/** Seats one team may hold in all (its first purchase and every later one, refunded seats not counted). */
export const MAX_SEATS_PER_TEAM = 1000

export interface SeatTier {
  /** the tier applies from this many seats on (2 or more) */
  fromSeats: number
  /** cents per seat */
  pricePerSeat: number
}

export interface SeatPricing {
  /** cents per seat below the first tier */
  pricePerSeat: number
  tiers: SeatTier[]
}

/** As an editor leaves the fields: an empty price per seat falls back to the product's own price. */
export interface SeatPricingInput {
  pricePerSeat?: number | null
  tiers?: Array<{ fromSeats?: number | null; pricePerSeat?: number | null }> | null
}

/** The pricing of a product's seats, from its fields and its own price (module price, or the complete-course plan's). */
export function seatPricing(input: SeatPricingInput | null | undefined, productPrice: number): SeatPricing {
  const tiers = (input?.tiers ?? [])
    .filter((t): t is SeatTier => Number.isInteger(t.fromSeats) && Number.isInteger(t.pricePerSeat))
    .map((t) => ({ fromSeats: t.fromSeats, pricePerSeat: t.pricePerSeat }))
    .sort((a, b) => a.fromSeats - b.fromSeats)
  return { pricePerSeat: input?.pricePerSeat ?? productPrice, tiers }
}

/** The tier a total of seats reaches: its first seat count (1 below every tier) and its price per seat. */
export function tierFor(pricing: SeatPricing, totalSeats: number): SeatTier {
  let reached: SeatTier = { fromSeats: 1, pricePerSeat: pricing.pricePerSeat }
  for (const tier of pricing.tiers) if (tier.fromSeats <= totalSeats) reached = tier
  return reached
}

export interface SeatQuote {
  /** seats paid now */
  quantity: number
  /** seats the team held before this purchase */
  before: number
  /** cents per seat paid now */
  unitAmount: number
  /** the tier reached by before + quantity */
  tierFrom: number
  /** cents: unitAmount × quantity */
  total: number
}

export type SeatQuantityIssue = { ok: false; message: string }

/**
 * What a purchase of `quantity` seats costs, for a team that already holds `before` seats (0: a new
 * team). Refused (in Spanish) outside 1–200 per purchase or past the team's limit.
 */
export function quoteSeats(
  pricing: SeatPricing,
  quantity: number,
  before = 0,
): ({ ok: true } & SeatQuote) | SeatQuantityIssue {
  if (!Number.isInteger(quantity) || quantity < MIN_SEATS_PER_ORDER || quantity > MAX_SEATS_PER_ORDER) {
    return { ok: false, message: `Elige entre ${MIN_SEATS_PER_ORDER} y ${MAX_SEATS_PER_ORDER} plazas.` }
  }
  if (!Number.isInteger(before) || before < 0) throw new RangeError(`seats held before: ${before}`)
  if (before + quantity > MAX_SEATS_PER_TEAM) {
    const left = Math.max(0, MAX_SEATS_PER_TEAM - before)
    return {
      ok: false,
      message: left
        ? `Un equipo tiene como máximo ${MAX_SEATS_PER_TEAM} plazas: puedes añadir ${left} más.`
        : `Tu equipo ya tiene el máximo de ${MAX_SEATS_PER_TEAM} plazas.`,
    }
  }
  const tier = tierFor(pricing, before + quantity)
  return {
    ok: true,
    quantity,
    before,
    unitAmount: tier.pricePerSeat,
    tierFrom: tier.fromSeats,
    total: tier.pricePerSeat * quantity,
  }
}

/**
 * Why an editor's seat pricing cannot be saved, or null: every price one Stripe accepts, tiers from 2
 * seats up to the per-purchase limit, each starting after the one before and never dearer than it.
 */
export function seatPricingIssue(input: SeatPricingInput | null | undefined): string | null {
  const chargeable = (cents: unknown) =>
    typeof cents === 'number' && Number.isInteger(cents) && cents >= MIN_PRICE_CENTS && cents <= MAX_PRICE_CENTS
  if (input?.pricePerSeat !== null && input?.pricePerSeat !== undefined && !chargeable(input.pricePerSeat)) {
    return `El precio por plaza va de ${formatEuros(MIN_PRICE_CENTS)} a ${formatEuros(MAX_PRICE_CENTS)}; déjalo vacío para usar el precio del producto.`
  }
  let previous: { fromSeats: number; pricePerSeat: number } | null = null
  for (const tier of input?.tiers ?? []) {
    const from = tier.fromSeats
    if (typeof from !== 'number' || !Number.isInteger(from) || from < 2 || from > MAX_SEATS_PER_ORDER) {
      return `Cada tramo empieza entre 2 y ${MAX_SEATS_PER_ORDER} plazas.`
    }
    if (!chargeable(tier.pricePerSeat))
      return `El precio por plaza de cada tramo va de ${formatEuros(MIN_PRICE_CENTS)} a ${formatEuros(MAX_PRICE_CENTS)}.`
    const price = tier.pricePerSeat as number
    if (previous && from <= previous.fromSeats) return 'Ordena los tramos de menos a más plazas, sin repetir ninguno.'
    if (previous && price > previous.pricePerSeat)
      return `El tramo desde ${from} plazas no puede costar más por plaza que el anterior.`
    if (!previous && typeof input?.pricePerSeat === 'number' && price > input.pricePerSeat) {
      return `El tramo desde ${from} plazas no puede costar más que el precio por plaza.`
    }
    previous = { fromSeats: from, pricePerSeat: price }
  }
  return null
}

/** One band of the volume table a buyer reads: from how many seats, up to how many (null: the last band), at what price. */
export interface SeatPriceRow {
  fromSeats: number
  /** the band's last seat count; null for the last band (up to the per-purchase limit) */
  toSeats: number | null
  /** cents per seat */
  pricePerSeat: number
}

/** The volume table of a product's seats, one row per price band, as the companies page and its Markdown show it. */
export function seatPriceTable(pricing: SeatPricing): SeatPriceRow[] {
  const bands = [{ fromSeats: 1, pricePerSeat: pricing.pricePerSeat }, ...pricing.tiers]
  return bands.map((band, i) => ({ ...band, toSeats: i + 1 < bands.length ? bands[i + 1].fromSeats - 1 : null }))
}

/** «1–9 plazas», «50 plazas o más». */
export const seatBandLabel = (row: Pick<SeatPriceRow, 'fromSeats' | 'toSeats'>) =>
  row.toSeats === null
    ? `${row.fromSeats} ${row.fromSeats === 1 ? 'plaza' : 'plazas'} o más`
    : row.toSeats === row.fromSeats
      ? `${row.fromSeats} ${row.fromSeats === 1 ? 'plaza' : 'plazas'}`
      : `${row.fromSeats}–${row.toSeats} plazas`
