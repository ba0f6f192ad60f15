/**
 * A relationship as Payload gives it (the id, or the populated document at depth ≥ 1) → its id.
 * The one helper for this: `idOf(order.user)`, `idOf(m as number | Module)`.
 */
export function idOf<Id extends number | string>(ref: Id | { id: Id } | null | undefined): Id | null | undefined
export function idOf(ref: unknown): unknown
export function idOf(ref: unknown): unknown {
  return ref && typeof ref === 'object' && 'id' in ref ? (ref as { id: unknown }).id : ref
}
