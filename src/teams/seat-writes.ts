/**
 * What a team's manager does to seats, written as conditional UPDATEs inside the caller's transaction
 * (`req`: the caller queues the invitation e-mail in the same transaction, so the link and its e-mail
 * exist together or not at all). Each statement enforces its rule in its WHERE clause — concurrent
 * managers, a claim or a first use racing it end with one winner — and when it changes nothing, the
 * pure rule of `seat-states.ts` says why, in Spanish, from the seat as it is now.
 *
 * Authorisation (is this account a manager of this team?) is the caller's: `isTeamManager`.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDb } from '@/database/transaction'
import { revokeSeatModules } from '@/entitlements/grants'
import type { Seat } from '@/payload-types'

import { newInviteToken } from './claim'
import {
  move as moveRule,
  reassign as reassignRule,
  seatEmail,
  withdrawInvite as withdrawRule,
  type SeatChange,
  type SeatState,
} from './seat-states'

/** A write's outcome; a refusal's `status` is its HTTP answer when not 409 (a seat over its e-mails: 429). */
/** A seat write's outcome: a new link's token (for its e-mail, and the address it goes to when the write chose it) or why not. */
export type SeatWrite =
  { ok: true; seatId: number; token?: string; email?: string } | { ok: false; message: string; status?: number }

/** Whether the account manages the team (its buyer or an active co-manager). */
export async function isTeamManager(
  payload: Payload,
  team: number,
  userId: number,
  req?: PayloadRequest,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'team-managers',
    where: { and: [{ team: { equals: team } }, { user: { equals: userId } }, { removedAt: { exists: false } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

const asState = (seat: Seat): SeatState => ({
  status: seat.status,
  invitedEmail: seat.invitedEmail,
  claimedEmail: seat.claimedEmail,
  claimedAt: seat.claimedAt,
  movedAt: seat.movedAt,
  firstUseAt: seat.firstUseAt,
  refundedAt: seat.refundedAt,
})

/**
 * Serialises every write that gives an address a seat of this team (invite, reassign, move): two at
 * once for one address wait for each other here (bounded by lock_timeout), so the second one's
 * `addressUnused` check sees the first one's seat.
 */
const lockAddress = (db: Awaited<ReturnType<typeof transactionDb>>, team: number, email: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`seat-invite:${team}:${email}`}))`)

/** No seat of the team is invited to or held by `email` (the WHERE clause of every write that gives one). */
const addressUnused = (team: number, email: string) => sql`NOT EXISTS (
  SELECT 1 FROM seats other WHERE other.team_id = ${team}
    AND ((other.status = 'invited' AND other.invited_email = ${email}) OR (other.status = 'claimed' AND other.claimed_email = ${email})))`

async function addressTaken(payload: Payload, team: number, email: string, req: PayloadRequest) {
  const { totalDocs } = await payload.count({
    collection: 'seats',
    where: {
      and: [
        { team: { equals: team } },
        {
          or: [
            { and: [{ status: { equals: 'invited' } }, { invitedEmail: { equals: email } }] },
            { and: [{ status: { equals: 'claimed' } }, { claimedEmail: { equals: email } }] },
          ],
        },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

const takenMessage = (email: string) => `${email} ya tiene una invitación o una plaza en este equipo.`

/**
 * Why nothing changed: the rule applied to the seat as it is now, then whether `email` already has a
 * seat of the team, else a generic refusal.
 */
async function explain(
  payload: Payload,
  team: number,
  seatId: number | null,
  rule: (seat: SeatState) => SeatChange,
  req: PayloadRequest,
  email?: string,
): Promise<SeatWrite> {
  const seat =
    seatId === null
      ? null
      : await payload.findByID({
          collection: 'seats',
          id: seatId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
  const teamOf = seat && (typeof seat.team === 'object' ? seat.team.id : seat.team)
  if (!seat || teamOf !== team) return { ok: false, message: 'Esa plaza no es de este equipo.' }
  const verdict = rule(asState(seat))
  if (!verdict.ok) return { ok: false, message: verdict.message }
  if (email && (await addressTaken(payload, team, email, req))) return { ok: false, message: takenMessage(email) }
  return { ok: false, message: 'La plaza cambió mientras tanto: vuelve a intentarlo.' }
}

const BAD_EMAIL = 'Escribe un email válido, p. ej. nombre@empresa.es.'

/**
 * Invites `email` to a free seat of the team (any one: concurrent invitations each take their own, and
 * `SKIP LOCKED` never waits on a seat another invitation is taking). An address already invited to or
 * holding a seat of the team is refused, even when both invitations arrive at once. Returns the link's token for the e-mail.
 */
export async function inviteToTeam(
  payload: Payload,
  req: PayloadRequest,
  team: number,
  input: string,
  name: string | null = null,
): Promise<SeatWrite> {
  const email = seatEmail(input)
  if (!email) return { ok: false, message: BAD_EMAIL }
  const { token, hash } = newInviteToken()
  const db = await transactionDb(payload, req)
  await lockAddress(db, team, email)
  const { rows } = await db.execute(sql`
    UPDATE seats SET status = 'invited', invited_email = ${email}, invited_name = ${name}, invited_at = now(), invite_token_hash = ${hash}, updated_at = now()
    WHERE id = (SELECT id FROM seats WHERE team_id = ${team} AND status = 'free' ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
      AND ${addressUnused(team, email)}
    RETURNING id`)
  if (rows[0]) return { ok: true, seatId: Number(rows[0].id), token }
  if (await addressTaken(payload, team, email, req)) return { ok: false, message: takenMessage(email) }
  return {
    ok: false,
    message: 'No quedan plazas libres en el equipo: compra más plazas o reasigna una invitación pendiente.',
  }
}

/**
 * Gives an invitation nobody accepted to someone else (a new link: the old one stops working); not to
 * an address that already has a seat of the team.
 */
export async function reassignInvite(
  payload: Payload,
  req: PayloadRequest,
  team: number,
  seatId: number,
  input: string,
): Promise<SeatWrite> {
  const email = seatEmail(input)
  if (!email) return { ok: false, message: BAD_EMAIL }
  const { token, hash } = newInviteToken()
  const db = await transactionDb(payload, req)
  await lockAddress(db, team, email)
  const { rows } = await db.execute(sql`
    UPDATE seats SET invited_email = ${email}, invited_name = NULL, invited_at = now(), invite_token_hash = ${hash}, updated_at = now()
    WHERE id = ${seatId} AND team_id = ${team} AND status = 'invited' AND invited_email IS DISTINCT FROM ${email}
      AND ${addressUnused(team, email)}
    RETURNING id`)
  if (rows[0]) return { ok: true, seatId, token }
  const claimed: SeatChange = {
    ok: false,
    reason: 'claimed',
    message: 'Esta plaza ya la ha aceptado alguien: puedes moverla una vez mientras no haya empezado el curso.',
  }
  return explain(
    payload,
    team,
    seatId,
    (seat) => (seat.status === 'claimed' ? claimed : reassignRule(seat, email, new Date())),
    req,
    email,
  )
}

/** A pending invitation sent again to the same address: a new link (the old one stops working), same date of invitation. */
export async function resendInvite(
  payload: Payload,
  req: PayloadRequest,
  team: number,
  seatId: number,
): Promise<SeatWrite> {
  const { token, hash } = newInviteToken()
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute(sql`
    UPDATE seats SET invite_token_hash = ${hash}, updated_at = now()
    WHERE id = ${seatId} AND team_id = ${team} AND status = 'invited' AND invited_email IS NOT NULL
    RETURNING id, invited_email`)
  if (rows[0]) return { ok: true, seatId, token, email: String(rows[0].invited_email) }
  return explain(payload, team, seatId, withdrawRule, req)
}

/** Withdraws an invitation nobody accepted: the seat is free again and its link stops working. */
export async function withdrawInvite(
  payload: Payload,
  req: PayloadRequest,
  team: number,
  seatId: number,
): Promise<SeatWrite> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute(sql`
    UPDATE seats SET status = 'free', invited_email = NULL, invited_name = NULL, invited_at = NULL, invite_token_hash = NULL, updated_at = now()
    WHERE id = ${seatId} AND team_id = ${team} AND status = 'invited'
    RETURNING id`)
  if (rows[0]) return { ok: true, seatId }
  return explain(payload, team, seatId, withdrawRule, req)
}

/**
 * Moves a claimed seat whose holder has not used the content to someone else (not to an address that
 * already has a seat of the team), once: the seat is
 * invited to the new address and the holder's access is revoked, in the same transaction. A first use
 * committed before the move wins (the WHERE sees it); one after finds the access revoked.
 */
export async function moveSeat(
  payload: Payload,
  req: PayloadRequest,
  team: number,
  seatId: number,
  input: string,
): Promise<SeatWrite> {
  const email = seatEmail(input)
  if (!email) return { ok: false, message: BAD_EMAIL }
  const { token, hash } = newInviteToken()
  const db = await transactionDb(payload, req)
  await lockAddress(db, team, email)
  const { rows } = await db.execute(sql`
    UPDATE seats SET status = 'invited', invited_email = ${email}, invited_name = NULL, invited_at = now(), invite_token_hash = ${hash},
      claimed_by_id = NULL, claimed_email = NULL, claimed_at = NULL, claim_key = NULL, moved_at = now(), updated_at = now()
    WHERE id = ${seatId} AND team_id = ${team} AND status = 'claimed' AND moved_at IS NULL AND first_use_at IS NULL
      AND claimed_email IS DISTINCT FROM ${email} AND ${addressUnused(team, email)}
    RETURNING id`)
  if (!rows[0]) return explain(payload, team, seatId, (seat) => moveRule(seat, email, new Date()), req, email)
  await revokeSeatModules(payload, seatId, 'Plaza movida a otra persona por quien gestiona el equipo', req)
  return { ok: true, seatId, token }
}
