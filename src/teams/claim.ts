/**
 * Claiming a seat with its invitation link: one conditional UPDATE decides who gets it, and the
 * entitlements are granted in the same transaction (through src/entitlements/grants.ts, the one writer
 * of entitlement rows), so a seat is never claimed without its access, nor its access granted twice.
 *
 * The statement: `UPDATE seats … WHERE invite_token_hash = $hash AND status = 'invited' AND <the
 * claimant holds no other seat of this team> RETURNING …`. Concurrent claims of one invitation queue
 * on its row lock (bounded by `lock_timeout`); PostgreSQL re-checks the WHERE on the row the winner
 * committed, so every later claim updates nothing and is told why (the same person again: «ya es tuya»;
 * anyone else: taken). A waiting UPDATE rather than `FOR UPDATE SKIP LOCKED`: a link names one seat, so
 * skipping a locked row would answer «taken» while the winner might still roll back. `claim_key`
 * ("team:owner", unique while claimed) makes one person hold at most one seat of a team even when they
 * claim two invitations at the same instant: the second insert of the key fails and rolls back. One
 * address holds at most one seat of a team too, whether it claimed as a guest or through its account
 * (a guest who later opens an account with that address cannot claim a second seat): the claim takes a
 * transaction lock on the address, so two claims of one address wait for each other and the second one's
 * WHERE sees the first. 20 simultaneous claims on 5 seats therefore grant exactly 5
 * (tests/int/seat-claim.test.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { published } from '@/content/published'
import { inTransaction, transactionDb } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { ownerKey } from '@/entitlements/keys'
import { grantModule } from '@/entitlements/grants'
import { hashGuestToken, isWellFormedToken, newGuestToken } from '@/entitlements/guest-token'
import type { Module } from '@/payload-types'

import { seatEmail } from './seat-states'

/** An invitation link's token (256 random bits; only its hash is stored on the seat). */
export const newInviteToken = newGuestToken

export interface Claimant {
  /** the account claiming, or null for a guest (who claims with the invited address) */
  userId: number | null
  /** the account's e-mail; for a guest, the invited address */
  email: string
}

export type ClaimRefusal = 'unknown' | 'taken' | 'refunded' | 'has-seat'

export type ClaimResult =
  | { status: 'claimed'; seatId: number; team: number; order: number; modules: number[]; granted: number }
  | { status: 'already'; seatId: number; team: number }
  | { status: 'refused'; reason: ClaimRefusal; message: string }

const REFUSALS: Record<ClaimRefusal, string> = {
  unknown:
    'Este enlace de invitación no es válido o ya no está activo. Pide a quien gestiona tu equipo que te invite de nuevo.',
  taken: 'Esta invitación ya la ha aceptado otra persona.',
  refunded: 'Esta plaza se reembolsó y ya no está disponible. Habla con quien gestiona tu equipo.',
  'has-seat': 'Ya tienes una plaza en este equipo.',
}

/** The Spanish reason a link cannot be claimed. */
export const claimRefusal = (reason: ClaimRefusal) => REFUSALS[reason]

const refused = (reason: ClaimRefusal): ClaimResult => ({ status: 'refused', reason, message: REFUSALS[reason] })

/** "team:owner": one person holds at most one seat of a team (unique while the seat is claimed). */
export const claimKey = (team: number, claimant: Claimant) =>
  `team:${team}:${ownerKey({ user: claimant.userId, email: claimant.email })}`

type SeatModule = Pick<Module, 'id' | 'free' | 'comingSoon'>

/**
 * What a seat grants: its module, or every paid module released so far for the complete course (one
 * released later reaches seat holders as it reaches complete-course buyers).
 */
export function seatModules(
  seat: { productType: 'complete' | 'module'; module: number | null },
  catalogue: SeatModule[],
): number[] {
  if (seat.productType === 'module') return seat.module ? [seat.module] : []
  return catalogue.filter((m) => !m.free && !m.comingSoon).map((m) => m.id)
}

interface ClaimedRow {
  id: number
  team_id: number
  order_id: number
  product_type: 'complete' | 'module'
  module_id: number | null
}

/** Claims the seat whose invitation link carries `token`, for `claimant`; see above. */
export async function claimSeat(payload: Payload, token: string, claimant: Claimant): Promise<ClaimResult> {
  if (!isWellFormedToken(token)) return refused('unknown')
  const email = seatEmail(claimant.email)
  if (!email) throw new Error('a claimant has an e-mail address')
  const who: Claimant = { userId: claimant.userId, email }
  const hash = hashGuestToken(token)
  const { docs: catalogue } = await payload.find({
    collection: 'modules',
    where: published,
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: { free: true, comingSoon: true },
  })
  let result: ClaimResult | null
  try {
    result = await inTransaction(payload, async (req) => {
      const db = await transactionDb(payload, req)
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`seat-claim:${email}`}))`)
      const { rows } = await db.execute(sql`
        UPDATE seats SET status = 'claimed', claimed_by_id = ${who.userId}, claimed_email = ${email}, claimed_at = now(),
          claim_key = 'team:' || team_id || ':' || ${ownerKey({ user: who.userId, email })}, updated_at = now()
        WHERE invite_token_hash = ${hash} AND status = 'invited'
          AND NOT EXISTS (
            SELECT 1 FROM seats other
            WHERE other.team_id = seats.team_id
              AND (other.claim_key = 'team:' || seats.team_id || ':' || ${ownerKey({ user: who.userId, email })}
                OR (other.status = 'claimed' AND other.claimed_email = ${email})))
        RETURNING id, team_id, order_id, product_type, module_id`)
      const seat = rows[0] as unknown as ClaimedRow | undefined
      if (!seat) return null
      const modules = seatModules({ productType: seat.product_type, module: seat.module_id }, catalogue)
      let granted = 0
      for (const module of modules) {
        const wrote = await grantModule(
          payload,
          { user: who.userId, email, module, source: 'seat', order: seat.order_id, seat: seat.id },
          req,
        )
        if (wrote) granted += 1
      }
      return { status: 'claimed', seatId: seat.id, team: seat.team_id, order: seat.order_id, modules, granted } as const
    })
  } catch (error) {
    // the same person claimed another invitation of this team at the same instant (claim_key)
    if (isUniqueViolation(error, 'claim_key')) return refused('has-seat')
    throw error
  }
  return result ?? explain(payload, hash, who)
}

/** Why the claim updated nothing, read after the fact (the seat as the winner left it). */
async function explain(payload: Payload, hash: string, who: Claimant): Promise<ClaimResult> {
  const { docs } = await payload.find({
    collection: 'seats',
    where: { inviteTokenHash: { equals: hash } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const seat = docs[0]
  if (!seat || seat.status === 'free') return refused('unknown')
  if (seat.status === 'refunded') return refused('refunded')
  const team = typeof seat.team === 'object' ? seat.team.id : seat.team
  // the same person: the same key, or a guest with the address the seat was claimed with (since joined to its account)
  const same = seat.claimKey === claimKey(team, who) || (who.userId === null && seat.claimedEmail === who.email)
  if (seat.status === 'claimed') return same ? { status: 'already', seatId: seat.id, team } : refused('taken')
  return refused('has-seat') // still invited: the claimant already holds another seat of this team
}
