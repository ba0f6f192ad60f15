import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isUniqueViolation } from '@/database/unique-violation'

const driver = Object.assign(new Error('duplicate key value violates unique constraint "seats_claim_key_idx"'), {
  code: '23505',
  constraint: 'seats_claim_key_idx',
})
/** What Payload's adapter throws for a 23505 on a collection write (src of @payloadcms/drizzle: handleUpsertError). */
const payloadRefusal = (path: string) =>
  new ValidationError({ collection: 'seats', errors: [{ message: 'Value must be unique', path }] })

describe('a unique index refused the write (one check, src/database/unique-violation.ts)', () => {
  it('on a column: PostgreSQL’s 23505 on that index, as drizzle throws it (the driver error as cause)', () => {
    const wrapped = Object.assign(new Error('Failed query: UPDATE seats SET …\nparams: …'), { cause: driver })
    expect(isUniqueViolation(wrapped, 'claim_key')).toBe(true)
    expect(isUniqueViolation(driver, 'claim_key')).toBe(true)
    expect(
      isUniqueViolation(
        Object.assign(new Error('x'), { cause: { ...driver, constraint: 'seats_invite_token_hash_idx' } }),
        'claim_key',
      ),
    ).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error('x'), { cause: { code: '55P03' } }), 'claim_key')).toBe(false)
    expect(isUniqueViolation(undefined, 'claim_key')).toBe(false)
  })

  it('on a column: Payload’s ValidationError for that field (a Local API write), not for another', () => {
    expect(isUniqueViolation(payloadRefusal('claimKey'), 'claim_key')).toBe(true)
    expect(isUniqueViolation(payloadRefusal('claim_key'), 'claim_key')).toBe(true)
    expect(isUniqueViolation(payloadRefusal('activeKey'), 'active_key')).toBe(true)
    expect(isUniqueViolation(payloadRefusal('claimedBy'), 'claim_key')).toBe(false)
    expect(
      isUniqueViolation(
        new Error('duplicate key value violates unique constraint "outbox_dedupe_key_idx"'),
        'claim_key',
      ),
    ).toBe(false)
  })

  it('on any index: Payload’s ValidationError, the driver’s message, the queue’s duplicate job; not other failures', () => {
    expect(isUniqueViolation(payloadRefusal('dedupeKey'))).toBe(true)
    expect(isUniqueViolation(driver)).toBe(true)
    expect(isUniqueViolation(new Error('duplicate key: job seats-paid:order:1 is already queued'))).toBe(true)
    expect(isUniqueViolation(new Error('canceling statement due to lock timeout'))).toBe(false)
    expect(isUniqueViolation(undefined)).toBe(false)
  })
})
