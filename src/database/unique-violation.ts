import { ValidationError } from 'payload'

/**
 * A unique index refused the write: it was already done (a replayed event, a concurrent caller).
 *
 * Without `column`: any such refusal — Payload's ValidationError (its adapter turns PostgreSQL's 23505
 * into one), or an error saying so (the driver's «duplicate key value violates unique constraint», the
 * queue's own duplicate job).
 *
 * With `column`: only a refusal by the unique index on that column — PostgreSQL's 23505 whose
 * constraint name holds it, in the error or one it wraps (drizzle wraps the driver's error in its own,
 * with the original as `cause`), or Payload's ValidationError naming that field (`claim_key` or `claimKey`).
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (column === undefined)
    return error instanceof ValidationError || (error instanceof Error && /duplicate key|unique/i.test(error.message))
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth += 1) {
    const pg = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    if (pg.code === '23505' && typeof pg.constraint === 'string' && pg.constraint.includes(column)) return true
    current = pg.cause
  }
  const field = (name: unknown) =>
    typeof name === 'string' && name.replace(/_/g, '').toLowerCase() === column.replace(/_/g, '').toLowerCase()
  return error instanceof ValidationError && error.data.errors.some((e) => field(e.path))
}
