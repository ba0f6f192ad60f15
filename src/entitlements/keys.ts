import { idOf } from '@/content/ids'

type Ref = number | string | { id: number | string } | null | undefined

/** The owner of an entitlement: the account when there is one, else the purchase e-mail. */
export function ownerKey(owner: { user?: Ref; email?: string | null }): string {
  const userId = idOf(owner.user)
  if (userId !== undefined && userId !== null && userId !== '') return `user:${userId}`
  const email = owner.email?.trim().toLowerCase()
  if (!email) throw new Error('An entitlement needs an owner: a user or an e-mail')
  return `email:${email}`
}

/** "owner:module" while active, null once revoked (unique index: one active row per owner and module). */
export function entitlementActiveKey(row: {
  user?: Ref
  email?: string | null
  module: Ref
  revokedAt?: string | Date | null
}): string | null {
  if (row.revokedAt) return null
  return `${ownerKey(row)}:module:${idOf(row.module)}`
}
