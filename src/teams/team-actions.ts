/**
 * What a manager does on /equipo, each in one transaction: the seat write (src/teams/seat-writes.ts) and
 * the invitation e-mail it needs (task `seat-invitation`, src/teams/tasks.ts) are committed together or
 * not at all. A seat sends at most SEAT_MAILS invitation e-mails a day, counted in PostgreSQL across
 * instances: past it the write is undone and answered 429 in Spanish. Co-managers are invited and accept
 * (src/teams/manager-invitations.ts); a manager removes one here. The buyer's row is never removed.
 *
 * Authorisation is the caller's (`isTeamManager`), as for seat-writes.
 */
import type { Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { hashGuestToken } from '@/entitlements/guest-token'
import { enqueueOnce } from '@/jobs/queue'
import { adoptGuestLearning } from '@/learning/guest-learning'
import { hitRateLimit, type RateLimitRule } from '@/security/rate-limit'

import { attachGuestSeats } from './held-seats'
import { pendingManagerInvitations, type PendingManagerInvitation } from './manager-invitations'
import { managerKey } from './open-seats'
import { parseInviteList, seatEmail, seatName } from './seat-states'
import { inviteToTeam, moveSeat, reassignInvite, resendInvite, withdrawInvite, type SeatWrite } from './seat-writes'

const context = { system: true, skipRevalidate: true }

/** Longest pasted list the page accepts at once (a purchase has at most 200 seats). */
export const MAX_LIST_LINES = 200

/** Invitation e-mails one seat may send a day (a first invitation, a few corrections, a move). */
export const SEAT_MAILS: RateLimitRule = { name: 'seat-invitation-mails', limit: 5, windowMs: 86_400_000 }
const TOO_MANY_MAILS = 'Esta plaza ya ha enviado demasiadas invitaciones hoy. Inténtalo de nuevo mañana.'
class TooManyMails extends Error {}

/**
 * Queues the invitation e-mail of a write that produced a link, in the write's transaction. The seat's
 * e-mails are counted first (on their own connection; the write holds the seat's row, so writes to one
 * seat count one at a time): over the limit, the write is undone.
 */
async function queueInvitation(payload: Payload, req: PayloadRequest, write: SeatWrite, to: string) {
  if (!write.ok || !write.token) return
  if (!(await hitRateLimit(payload, SEAT_MAILS, `seat:${write.seatId}`)).allowed) throw new TooManyMails()
  const key = `seat-invitation:${write.seatId}:${hashGuestToken(write.token).slice(0, 16)}`
  await enqueueOnce(
    payload,
    { task: 'seat-invitation', input: { seatId: write.seatId, token: write.token, to }, dedupeKey: key },
    req,
  )
}

const withoutToken = (write: SeatWrite): SeatWrite => (write.ok ? { ok: true, seatId: write.seatId } : write)

/** A write with its e-mail, in one transaction; a seat over its e-mails is a 429 and nothing changes. */
async function writeWithMail(
  payload: Payload,
  write: (req: PayloadRequest) => Promise<SeatWrite>,
  to: string,
): Promise<SeatWrite> {
  try {
    return withoutToken(
      await inTransaction(payload, async (req) => {
        const result = await write(req)
        await queueInvitation(payload, req, result, (result.ok && result.email) || to)
        return result
      }),
    )
  } catch (error) {
    if (error instanceof TooManyMails) return { ok: false, status: 429, message: TOO_MANY_MAILS }
    throw error
  }
}

/** Invites one address (with the name the manager gave it, if any) into a free seat and queues its e-mail. */
export async function inviteOne(
  payload: Payload,
  team: number,
  input: string,
  name: unknown = null,
): Promise<SeatWrite> {
  return writeWithMail(
    payload,
    (req) => inviteToTeam(payload, req, team, input, seatName(name)),
    seatEmail(input) ?? '',
  )
}

export interface ListLine {
  line: string
  ok: boolean
  message: string
}

/** A pasted list: each address in its own invitation (one failing never undoes the others), answered line by line in the order pasted. */
export async function inviteList(
  payload: Payload,
  team: number,
  text: string,
): Promise<{ lines: ListLine[] } | { error: string }> {
  if (text.split(/\r?\n/).length > MAX_LIST_LINES)
    return { error: `Pega como mucho ${MAX_LIST_LINES} líneas a la vez.` }
  const entries = parseInviteList(text)
  if (!entries.length) return { error: 'Pega al menos una dirección de email.' }
  const lines: ListLine[] = []
  for (const entry of entries) {
    if (!entry.email) lines.push({ line: entry.line, ok: false, message: 'No es una dirección de email válida.' })
    else if (entry.repeated)
      lines.push({ line: entry.line, ok: false, message: 'Repetida en la lista: ya se invita más arriba.' })
    else {
      const write = await inviteOne(payload, team, entry.email, entry.name)
      lines.push({ line: entry.line, ok: write.ok, message: write.ok ? 'Invitación enviada.' : write.message })
    }
  }
  return { lines }
}

export async function reassignOne(payload: Payload, team: number, seatId: number, input: string): Promise<SeatWrite> {
  return writeWithMail(payload, (req) => reassignInvite(payload, req, team, seatId, input), seatEmail(input) ?? '')
}

/** Sends a pending invitation again, to the same address with a new link; counted in the seat's e-mails of the day. */
export async function resendOne(payload: Payload, team: number, seatId: number): Promise<SeatWrite> {
  return writeWithMail(payload, (req) => resendInvite(payload, req, team, seatId), '')
}

export async function withdrawOne(payload: Payload, team: number, seatId: number): Promise<SeatWrite> {
  return inTransaction(payload, (req) => withdrawInvite(payload, req, team, seatId))
}

export async function moveOne(payload: Payload, team: number, seatId: number, input: string): Promise<SeatWrite> {
  return writeWithMail(payload, (req) => moveSeat(payload, req, team, seatId, input), seatEmail(input) ?? '')
}

export type ManagerChange = { ok: true } | { ok: false; status: number; message: string }

/** Removes a co-manager (never the buyer). */
export async function removeCoManager(payload: Payload, team: number, managerId: number): Promise<ManagerChange> {
  const row = await payload.findByID({
    collection: 'team-managers',
    id: managerId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const rowTeam = row && (typeof row.team === 'object' ? row.team.id : row.team)
  if (!row || rowTeam !== team || row.removedAt)
    return { ok: false, status: 404, message: 'Esa persona no gestiona este equipo.' }
  if (row.role === 'buyer')
    return { ok: false, status: 409, message: 'Quien compró las plazas no se puede quitar del equipo.' }
  await payload.update({
    collection: 'team-managers',
    id: managerId,
    data: { removedAt: new Date().toISOString(), activeKey: null },
    overrideAccess: true,
    context,
  })
  return { ok: true }
}

/**
 * What an address did in teams as a guest joins the account of that address once the account has proven
 * it (its confirmation, or opening the purchase's guest link while signed in): the teams it bought (its
 * manager rows), the seats it claimed and what it read on them (src/learning/guest-learning.ts). Called
 * where a guest's purchases are attached to an account.
 */
export async function attachTeamRows(payload: Payload, user: { id: number; email: string }) {
  const managers = await attachManagerRows(payload, user)
  const seats = await attachGuestSeats(payload, user)
  return { managers, seats, learning: await adoptGuestLearning(payload, user) }
}

/**
 * One team's guest buyer row joins the account, and nothing else of the address: what the browser that paid
 * for that team proves (src/accounts/buyer-account.ts). Returns how many rows were attached (0 or 1).
 */
export async function attachTeamRowOf(payload: Payload, user: { id: number; email: string }, team: number) {
  return attachManagerRows(payload, user, team)
}

/** A guest buyer's manager rows (the e-mail only; of one team if given) join the account; returns how many were attached. */
async function attachManagerRows(
  payload: Payload,
  user: { id: number; email: string },
  onlyTeam?: number,
): Promise<number> {
  const email = seatEmail(user.email)
  if (!email) return 0
  const { docs } = await payload.find({
    collection: 'team-managers',
    where: {
      and: [
        { email: { equals: email } },
        { user: { exists: false } },
        { removedAt: { exists: false } },
        ...(onlyTeam === undefined ? [] : [{ team: { equals: onlyTeam } }, { role: { equals: 'buyer' } }]),
      ],
    },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  let attached = 0
  for (const row of docs) {
    const team = typeof row.team === 'object' ? row.team.id : row.team
    try {
      await payload.update({
        collection: 'team-managers',
        id: row.id,
        data: { user: user.id, activeKey: managerKey(team, { user: user.id, email }) },
        overrideAccess: true,
        context,
      })
      attached += 1
    } catch (error) {
      // the account already manages that team (a co-manager row): the e-mail's row is closed
      if (!isUniqueViolation(error, 'active_key')) throw error
      await payload.update({
        collection: 'team-managers',
        id: row.id,
        data: { removedAt: new Date().toISOString(), activeKey: null },
        overrideAccess: true,
        context,
      })
    }
  }
  return attached
}

export interface ManagedTeam {
  team: number
  name: string
  purpose: string
  /** «Comprar más plazas»: the checkout of the same product for this team (`equipo` names the team) */
  moreSeatsHref: string
  managers: Array<{ id: number; email: string; role: 'buyer' | 'co-manager' }>
  /** co-manager invitations not yet accepted, withdrawn or expired */
  invitations: PendingManagerInvitation[]
}

/** The teams an account manages, with their managers (for the page). */
export async function managedTeams(payload: Payload, userId: number): Promise<ManagedTeam[]> {
  const { docs: mine } = await payload.find({
    collection: 'team-managers',
    where: { and: [{ user: { equals: userId } }, { removedAt: { exists: false } }] },
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: true,
  })
  const teams = [...new Set(mine.map((m) => (typeof m.team === 'object' ? m.team.id : m.team)))]
  if (!teams.length) return []
  const [{ docs: orders }, { docs: managers }, invitations] = await Promise.all([
    payload.find({
      collection: 'orders',
      where: { id: { in: teams } },
      depth: 1,
      limit: teams.length,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'team-managers',
      where: { and: [{ team: { in: teams } }, { removedAt: { exists: false } }] },
      depth: 0,
      limit: 500,
      pagination: false,
      overrideAccess: true,
      sort: 'createdAt',
    }),
    pendingManagerInvitations(payload, teams),
  ])
  return teams.map((team) => {
    const order = orders.find((o) => o.id === team)
    const module = order?.modules?.[0]
    const product =
      order?.productType === 'module' && module && typeof module === 'object'
        ? `type=module&module=${module.slug}`
        : 'type=complete'
    return {
      moreSeatsHref: `/checkout?${product}&equipo=${team}`,
      team,
      name: order?.buyer?.businessName?.trim() || `Equipo del pedido ${team}`,
      purpose: order?.purpose ?? 'team',
      managers: managers
        .filter((m) => (typeof m.team === 'object' ? m.team.id : m.team) === team)
        .map((m) => ({ id: m.id, email: m.email, role: m.role })),
      invitations: invitations.get(team) ?? [],
    }
  })
}
