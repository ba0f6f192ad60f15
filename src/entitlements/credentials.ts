/**
 * A credential opens only what it proves (issue 33). Stripe does not check the e-mail typed on its page,
 * so an address a buyer types proves nothing; what does prove something:
 *
 * | credential                                          | proves                 | opens                                                        |
 * | --------------------------------------------------- | ---------------------- | ------------------------------------------------------------ |
 * | none                                                | nothing                | public pages                                                 |
 * | the browser that started a checkout (`ag-checkout`, | that one order         | on /success: that order's modules (reading) and guides; the  |
 * |   its success-page link and `ag-guest` cookie)      |                        | rest of the address's purchases and records: nothing         |
 * | a link e-mailed to the address (purchase, lost-link,| the address            | everything bought under it without an account, its orders,   |
 * |   claimed seat) — `GuestGrant.purpose` ≠ success-page|                       | invoices, full invoice, withdrawal, attach to its own account|
 * | an account, address not confirmed (new, or its      | the account only       | what the account owns itself (its orders, invoices,          |
 * |   e-mail changed and not confirmed again)           |                        | withdrawal, export/erasure of the account)                   |
 * | an account, address confirmed (its link followed)   | the account + address  | the above, plus the guest purchases and teams of the address |
 * |                                                     |                        | (attached on confirmation), export/erasure of the address    |
 *
 * A team bought without an account: the e-mailed link creates the address's account confirmed, with all of
 * the above; the checkout's browser creates it unconfirmed, with that order's team only
 * (src/accounts/buyer-account-rule.ts).
 *
 * Address-wide capabilities (see `Capability`) need proof of the address; a checkout browser's proof
 * never reaches them. Every route asks here: downloads and module pages through the guest access's
 * scope (src/entitlements/guest-access.ts), the rest through `guestMay` / `accountProvesAddress`.
 */
import type { GuestGrant } from '@/payload-types'

/** What a guest grant proves: its order only (the checkout's browser), or the address it was e-mailed to. */
export type GuestProof = { kind: 'order'; orderId: number } | { kind: 'address' }

/**
 * A success-page grant was handed to the browser that started one checkout (its `ag-checkout` cookie): it
 * proves that order. Every other grant was e-mailed to its address (purchase e-mail, «¿Has perdido tu
 * enlace?», a claimed seat): it proves the address. A success-page grant without an order proves nothing.
 */
export function guestProof(grant: Pick<GuestGrant, 'purpose' | 'order'>): GuestProof | null {
  if (grant.purpose !== 'success-page') return { kind: 'address' }
  const orderId = typeof grant.order === 'object' && grant.order ? grant.order.id : grant.order
  return typeof orderId === 'number' ? { kind: 'order', orderId } : null
}

/**
 * What a guest may do beyond reading and downloading what its proof covers (which the guest access's
 * modules already limit): every one of these is address-wide.
 * - `list`: the guest page — the address's orders, guides, invoices
 * - `invoice`: an invoice's PDF or page by guest link (`?token=`)
 * - `full-invoice`: ask for a complete invoice in place of a simplified one
 * - `withdraw`: withdraw from a purchase (refund)
 * - `gifts`: see the gifts the address gave and change the day of one not yet delivered
 * - `attach`: join the address's guest purchases and teams to an account
 * - `checkout-as`: be the buyer at checkout (the address's upgrade credit, once-per-customer codes, a
 *   guest-bought team's «más plazas», the e-mail Stripe keeps)
 */
export type GuestCapability = 'list' | 'invoice' | 'full-invoice' | 'withdraw' | 'gifts' | 'attach' | 'checkout-as'

/** Whether a guest access with this proof may do `capability`: only proof of the address opens any of them. */
export function guestMay(proof: GuestProof, capability: GuestCapability): boolean {
  void capability
  return proof.kind === 'address'
}

/** The refusal a checkout browser's link gets where proof of the address is needed. */
export const NEEDS_ADDRESS_PROOF =
  'Este enlace solo abre la compra que acabas de hacer. Para lo demás, usa el enlace que te enviamos por email (o pide uno nuevo en «¿Has perdido tu enlace?»).'

/**
 * Whether an account proves its address: only once its confirmation link was followed. Signing up with
 * an address, or changing the account's address, proves nothing until the new address is confirmed
 * (collections/hooks/users.ts clears `emailConfirmedAt` on a change). Unproven, an account opens what it
 * owns itself and nothing bought under the address without it.
 */
export const accountProvesAddress = (user: { emailConfirmedAt?: string | null } | null | undefined) =>
  Boolean(user?.emailConfirmedAt)

/**
 * Whether a signed-in account opens a record bought under an address without an account (a guest order,
 * its invoice): only when the record has no account and the account proves that very address.
 */
export function accountOpensGuestRecord(
  user: { email?: string | null; emailConfirmedAt?: string | null } | null | undefined,
  record: { hasAccount: boolean; email: string | null | undefined },
): boolean {
  if (!user?.email || record.hasAccount || !record.email || !accountProvesAddress(user)) return false
  return user.email.trim().toLowerCase() === record.email.trim().toLowerCase()
}
