/**
 * A relationship as Payload gives it (the id, or the populated document at depth ≥ 1) → its id.
 * The one helper for this: `idOf(order.user)`, `idOf(m as number | Module)`.
 */
export function idOf<Id extends number | string>(ref: Id | { id: Id } | null | undefined): Id | null | undefined
export function idOf(ref: unknown): unknown
export function idOf(ref: unknown): unknown {
  return ref && typeof ref === 'object' && 'id' in ref ? (ref as { id: unknown }).id : ref
}

/** The largest id there is: every id column is PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647

/**
 * An id from outside (a path, a query string, a JSON body): a whole number from 1 to `MAX_ID`, given as
 * a number or its digits; anything else is null, for the caller to answer with a 4xx. The one parser:
 * a number past PostgreSQL's range reaching a query is a 500 (SQLSTATE 22003), not a "not found".
 */
export function parseId(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value)
        ? Number(value)
        : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null
}

/** `parseId` for zod bodies: `z.custom<number>(isId)`. */
export const isId = (value: unknown): value is number => typeof value === 'number' && parseId(value) === value
