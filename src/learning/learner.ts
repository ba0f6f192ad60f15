import type { GuestProof } from '@/entitlements/credentials'
import type { OwnedRow } from '@/entitlements/ownership'

/**
 * Whose reading and time a row records: an account, or an address that reads without one (a colleague
 * who accepted a seat «sin cuenta», a guest buyer) through a link e-mailed to it. Both count the same way
 * for the learner's marks and for a team's evidence (src/teams/report.ts, src/teams/fundae.ts); an
 * address's rows join its account once the account proves the address (src/learning/guest-learning.ts).
 *
 * The rule of who records: a signed-in account, for the modules the account holds; with no session, a
 * guest access that proves its address (an e-mailed link, never the checkout browser's, which proves one
 * order and not who reads: src/entitlements/credentials.ts), for the modules it opens. Anyone else
 * reads without anything being stored.
 */
export type Learner = { userId: number } | { guestEmail: string }

/** The column that names the learner in `reading_progress` and `section_time`, and its value. */
export function learnerColumn(learner: Learner): { column: 'user_id' | 'guest_email'; value: number | string } {
  return 'userId' in learner
    ? { column: 'user_id', value: learner.userId }
    : { column: 'guest_email', value: learner.guestEmail.toLowerCase() }
}

export interface Reader {
  user: { id: number } | null
  /** this browser's guest access (ignored while an account is signed in) */
  guest: { email: string; proof: GuestProof } | null
  /** the entitlements both hold (`user` null: the guest access's) */
  rows: Pick<OwnedRow, 'module' | 'user'>[]
}

/** Who a visitor records as, whatever they hold: the account, else the address a guest link proves; null for nobody. */
export function recorderOf(reader: Pick<Reader, 'user' | 'guest'>): Learner | null {
  if (reader.user) return { userId: Number(reader.user.id) }
  if (!reader.guest || reader.guest.proof.kind !== 'address') return null
  return { guestEmail: reader.guest.email.toLowerCase() }
}

/** Who records reading `module` (see above), or null when nothing is stored. */
export function learnerFor(reader: Reader, module: number): Learner | null {
  const learner = recorderOf(reader)
  if (!learner) return null
  const holder = 'userId' in learner ? learner.userId : null
  return reader.rows.some((r) => r.module === module && r.user === holder) ? learner : null
}
