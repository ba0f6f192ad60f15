/**
 * Co-managers are invited and accept (issue 33): a manager names an address and always gets the same
 * answer, whether or not an account has it (no account oracle); a link goes to that address; the person
 * becomes a co-manager only by following it signed in with a confirmed account of that address (the link
 * proves the mailbox, the confirmed account proves it is theirs). Pending invitations are listed on the
 * team page, can be withdrawn, and expire after MANAGER_INVITATION_DAYS. One pending invitation per team
 * and address (`pending_key`): inviting again renews its link and expiry. Each write and its e-mail are
 * one transaction; the e-mails per team and address are limited (PostgreSQL counters, every instance).
 *
 * Authorisation to invite or withdraw is the caller's (`isTeamManager`), as for seat-writes.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { emailSite } from '@/content/legal-identity'
import { inTransaction, transactionDb } from '@/database/transaction'
import { hashGuestToken, isWellFormedToken, newGuestToken } from '@/entitlements/guest-token'
import { enqueue } from '@/jobs/queue'
import { hitRateLimit, type RateLimitRule } from '@/security/rate-limit'

import { managerInvitationEmail, managerInvitationLink } from './emails'
import { managerKey } from './open-seats'
import { seatEmail } from './seat-states'
import { isTeamManager } from './seat-writes'

export const MANAGER_INVITATION_DAYS = 7
/** Invitation e-mails per team and address and day. */
const MANAGER_MAILS: RateLimitRule = { name: 'manager-invitation-mails', limit: 3, windowMs: 86_400_000 }

const context = { system: true, skipRevalidate: true }
const BAD_EMAIL = 'Escribe un email válido, p. ej. nombre@empresa.es.'

export type InvitationChange = { ok: true; message: string } | { ok: false; status: number; message: string }

/** The one answer to a valid address, account or not. */
export const invitedMessage = (email: string) =>
  `Hemos enviado una invitación a ${email}. Gestionará el equipo cuando la acepte con una cuenta confirmada de ese email; el enlace caduca en ${MANAGER_INVITATION_DAYS} días.`

const teamName = (order: { buyer?: { businessName?: string | null } | null } | null, team: number) =>
  order?.buyer?.businessName?.trim() || `Equipo del pedido ${team}`

/** Invites `input` to co-manage the team: the same answer for every valid address not already a manager. */
export async function inviteCoManager(
  payload: Payload,
  team: number,
  by: { id: number; email: string },
  input: string,
): Promise<InvitationChange> {
  const email = seatEmail(input)
  if (!email) return { ok: false, status: 400, message: BAD_EMAIL }
  // The team's managers are on the page already: saying so reveals nothing about accounts.
  const { totalDocs: managing } = await payload.count({
    collection: 'team-managers',
    where: { and: [{ team: { equals: team } }, { email: { equals: email } }, { removedAt: { exists: false } }] },
    overrideAccess: true,
  })
  if (managing) return { ok: false, status: 409, message: `${email} ya gestiona este equipo.` }
  if (!(await hitRateLimit(payload, MANAGER_MAILS, `team:${team}:${email}`)).allowed) {
    return {
      ok: false,
      status: 429,
      message: `Ya hemos enviado varias invitaciones a ${email} hoy. Inténtalo de nuevo mañana.`,
    }
  }
  const [order, site] = await Promise.all([
    payload.findByID({ collection: 'orders', id: team, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const { token, hash } = newGuestToken()
  await inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    await db.execute(sql`
      INSERT INTO manager_invitations (team_id, email, invited_by_id, expires_at, token_hash, pending_key)
      VALUES (${team}, ${email}, ${by.id}, now() + make_interval(days => ${MANAGER_INVITATION_DAYS}), ${hash}, ${`${team}:${email}`})
      ON CONFLICT (pending_key) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at,
        invited_by_id = EXCLUDED.invited_by_id, updated_at = now()`)
    const message = managerInvitationEmail({
      ...emailSite(site),
      inviter: by.email,
      team: teamName(order, team),
      link: managerInvitationLink(token),
      days: MANAGER_INVITATION_DAYS,
    })
    await enqueue(payload, { task: 'email', input: { message: { to: email, ...message } } }, req)
  })
  return { ok: true, message: invitedMessage(email) }
}

/** Withdraws a pending invitation of the team: its link stops working. */
export async function withdrawCoManagerInvitation(
  payload: Payload,
  team: number,
  id: number,
): Promise<InvitationChange> {
  const { rows } = await inTransaction(payload, async (req) =>
    (await transactionDb(payload, req)).execute(sql`
      UPDATE manager_invitations SET withdrawn_at = now(), pending_key = NULL, updated_at = now()
      WHERE id = ${id} AND team_id = ${team} AND accepted_at IS NULL AND withdrawn_at IS NULL
      RETURNING id`),
  )
  return rows.length
    ? { ok: true, message: 'Invitación retirada: su enlace ya no sirve.' }
    : { ok: false, status: 404, message: 'Esa invitación ya no está pendiente.' }
}

export interface PendingManagerInvitation {
  id: number
  email: string
  expiresAt: string
}

/** The pending (not expired) invitations of these teams, by team. */
export async function pendingManagerInvitations(
  payload: Payload,
  teams: number[],
): Promise<Map<number, PendingManagerInvitation[]>> {
  const byTeam = new Map<number, PendingManagerInvitation[]>()
  if (!teams.length) return byTeam
  const { docs } = await payload.find({
    collection: 'manager-invitations',
    where: {
      and: [
        { team: { in: teams } },
        { acceptedAt: { exists: false } },
        { withdrawnAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    sort: 'createdAt',
  })
  for (const doc of docs) {
    const team = typeof doc.team === 'object' ? doc.team.id : doc.team
    byTeam.set(team, [...(byTeam.get(team) ?? []), { id: doc.id, email: doc.email, expiresAt: doc.expiresAt }])
  }
  return byTeam
}

export type ManagerInvitationView =
  | { status: 'open'; team: number; teamName: string; email: string; expiresAt: string }
  | { status: 'refused'; httpStatus: number; message: string }

const refused = (httpStatus: number, message: string): ManagerInvitationView => ({
  status: 'refused',
  httpStatus,
  message,
})
const UNKNOWN = 'Este enlace de invitación no existe o se ha retirado.'

/** What a link is: an open invitation (its team and address), or why it cannot be accepted. */
export async function managerInvitationOf(payload: Payload, token: unknown): Promise<ManagerInvitationView> {
  if (!isWellFormedToken(token)) return refused(404, UNKNOWN)
  const { docs } = await payload.find({
    collection: 'manager-invitations',
    where: { tokenHash: { equals: hashGuestToken(token) } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const row = docs[0]
  if (!row || row.withdrawnAt) return refused(404, UNKNOWN)
  if (row.acceptedAt)
    return refused(409, 'Esta invitación ya se aceptó: el equipo está en «Mi equipo» de quien la aceptó.')
  if (new Date(row.expiresAt).getTime() <= Date.now())
    return refused(410, 'Esta invitación ha caducado. Pide a quien gestiona el equipo que te invite de nuevo.')
  const order = typeof row.team === 'object' ? row.team : null
  const team = typeof row.team === 'object' ? row.team.id : row.team
  return { status: 'open', team, teamName: teamName(order, team), email: row.email, expiresAt: row.expiresAt }
}

/** Why this account cannot accept an open invitation, or null. */
export function acceptRefusal(
  invitation: { email: string },
  account: { email: string; confirmed: boolean },
): { status: number; message: string } | null {
  if (seatEmail(account.email) !== invitation.email) {
    return {
      status: 403,
      message: `Esta invitación es para ${invitation.email}: inicia sesión con la cuenta de ese email.`,
    }
  }
  if (!account.confirmed)
    return {
      status: 403,
      message:
        'Confirma primero tu email con el enlace que te enviamos al crear la cuenta, y vuelve a esta invitación.',
    }
  return null
}

/**
 * Accepts an invitation as `account` (signed in, its address confirmed and the invited one): the
 * invitation is marked accepted by one conditional UPDATE (a second click, a concurrent one, a withdrawal
 * or an expiry in between leave nothing to accept) and the co-manager row is written in the same transaction.
 */
export async function acceptCoManager(
  payload: Payload,
  token: unknown,
  account: { id: number; email: string; confirmed: boolean },
): Promise<{ ok: true; team: number } | { ok: false; status: number; message: string }> {
  const invitation = await managerInvitationOf(payload, token)
  if (invitation.status === 'refused') return { ok: false, status: invitation.httpStatus, message: invitation.message }
  const refusal = acceptRefusal(invitation, account)
  if (refusal) return { ok: false, ...refusal }
  return inTransaction(payload, async (req) => {
    const { rows } = await (
      await transactionDb(payload, req)
    ).execute(sql`
      UPDATE manager_invitations SET accepted_at = now(), accepted_by_id = ${account.id}, pending_key = NULL, updated_at = now()
      WHERE token_hash = ${hashGuestToken(token as string)} AND accepted_at IS NULL AND withdrawn_at IS NULL AND expires_at > now()
      RETURNING team_id, invited_by_id`)
    const row = rows[0] as { team_id: number; invited_by_id: number | null } | undefined
    if (!row)
      return {
        ok: false as const,
        status: 409,
        message: 'La invitación cambió mientras tanto: vuelve a abrir el enlace.',
      }
    const team = Number(row.team_id)
    if (!(await isTeamManager(payload, team, account.id, req))) {
      const email = seatEmail(account.email)!
      await payload.create({
        collection: 'team-managers',
        data: {
          team,
          user: account.id,
          email,
          role: 'co-manager',
          addedBy: row.invited_by_id ?? undefined,
          activeKey: managerKey(team, { user: account.id, email }),
        },
        overrideAccess: true,
        context,
        req,
      })
    }
    return { ok: true as const, team }
  })
}
