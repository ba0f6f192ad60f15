/**
 * The team page's endpoints (issue 28; co-manager invitations, issue 33). Every manager endpoint: signed in (401), a manager of the team
 * it names (`isTeamManager`, else 404: a team you do not manage does not exist for you), rate-limited
 * per account, refused from other sites (403), bad input → 400 in Spanish; the write and its invitation e-mail in one transaction
 * (src/teams/team-actions.ts). The claim: POST /api/teams/claim `{ token }`, an account claims as
 * itself, a guest with the invited address and gets a guest access link (commerce's guest grant, also
 * e-mailed). A gift's giver: POST /api/gifts/day moves a gift not yet delivered to another day.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isId } from '@/content/ids'
import { sendAccessEmail, guestLink } from '@/commerce/access-link'
import { inTransaction } from '@/database/transaction'
import { accountProvesAddress, guestMay, NEEDS_ADDRESS_PROOF } from '@/entitlements/credentials'
import { issueGuestGrant, verifyGuestToken } from '@/entitlements/guest-access'
import { crossSite } from '@/security/auth-requests'
import { clientAddress, hitRateLimit, type RateLimitRule } from '@/security/rate-limit'
import { isEmailConfirmed } from '@/accounts/email-confirmation'
import { claimSeat } from '@/teams/claim'
import { changeGiftDay, type GiftGiver } from '@/teams/gift-giver'
import { invitationOf } from '@/teams/invitation'
import { teamReport } from '@/teams/report'
import { isTeamManager } from '@/teams/seat-writes'
import { acceptCoManager, inviteCoManager, withdrawCoManagerInvitation } from '@/teams/manager-invitations'
import {
  inviteList,
  inviteOne,
  moveOne,
  reassignOne,
  removeCoManager,
  resendOne,
  withdrawOne,
} from '@/teams/team-actions'

import { failure, json, readJson, signedInUser } from './helpers'

const TEAM_WRITES: RateLimitRule = { name: 'team-writes', limit: 300, windowMs: 3_600_000 }
const CLAIMS: RateLimitRule = { name: 'seat-claims', limit: 30, windowMs: 600_000 }
const GIFT_CHANGES: RateLimitRule = { name: 'gift-day-changes', limit: 30, windowMs: 600_000 }
const TOO_MANY = 'Demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.'
const NOT_FOUND = 'No encontramos ese equipo entre los que gestionas.'
const BAD_INPUT = 'Datos no válidos.'
const CROSS_SITE = 'Esta petición procede de otro sitio web y no se acepta.'

const id = z.custom<number>(isId)
const email = z.string().max(320)
const bodies = {
  invite: z.object({ team: id, email, name: z.string().max(400).nullish() }),
  list: z.object({ team: id, text: z.string().max(40_000) }),
  reassign: z.object({ team: id, seat: id, email }),
  withdraw: z.object({ team: id, seat: id }),
  resend: z.object({ team: id, seat: id }),
  move: z.object({ team: id, seat: id, email }),
  addManager: z.object({ team: id, email }),
  removeManager: z.object({ team: id, manager: id }),
  withdrawManagerInvitation: z.object({ team: id, invitation: id }),
  report: z.object({ team: id }),
}
/** the day is the rule's to judge (src/teams/gifts.ts `deliveryDayIssue`), whatever was sent */
const giftDayBody = z.object({ orderId: id, day: z.unknown(), token: z.string().min(1).max(200).optional() })

type Body<K extends keyof typeof bodies> = z.infer<(typeof bodies)[K]>

/** A manager's endpoint: the checks above, then `run` with the parsed body. */
function managerEndpoint<K extends keyof typeof bodies>(
  path: string,
  schema: K,
  run: (req: PayloadRequest, body: Body<K>, userId: number) => Promise<Response>,
): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      try {
        if (crossSite(req.headers)) return json({ error: CROSS_SITE }, 403)
        const user = signedInUser(req)
        if (!user) return json({ error: 'Inicia sesión para gestionar tu equipo.' }, 401)
        const parsed = bodies[schema].safeParse(await readJson(req))
        if (!parsed.success) return json({ error: BAD_INPUT }, 400)
        const body = parsed.data as Body<K>
        if (!(await isTeamManager(req.payload, body.team, Number(user.id)))) return json({ error: NOT_FOUND }, 404)
        if (!(await hitRateLimit(req.payload, TEAM_WRITES, `user:${user.id}`)).allowed)
          return json({ error: TOO_MANY }, 429)
        return await run(req, body, Number(user.id))
      } catch (error) {
        return failure(req, error)
      }
    },
  }
}

const writeAnswer = (write: { ok: true; seatId: number } | { ok: false; message: string; status?: number }) =>
  write.ok ? json({ ok: true, seat: write.seatId }) : json({ error: write.message }, write.status ?? 409)
const changeAnswer = (change: { ok: true; message?: string } | { ok: false; status: number; message: string }) =>
  change.ok
    ? json({ ok: true, ...(change.message ? { message: change.message } : {}) })
    : json({ error: change.message }, change.status)

export const teamEndpoints: Endpoint[] = [
  /** POST /api/teams/report `{ team }` — the page's rows (counts and `learnerView` rows only). */
  managerEndpoint('/teams/report', 'report', async (req, body) => json(await teamReport(req.payload, body.team))),
  /** POST /api/teams/invite `{ team, email, name? }` */
  managerEndpoint('/teams/invite', 'invite', async (req, body) =>
    writeAnswer(await inviteOne(req.payload, body.team, body.email, body.name ?? null)),
  ),
  /** POST /api/teams/invite-list `{ team, text }` — a pasted list, answered per line. */
  managerEndpoint('/teams/invite-list', 'list', async (req, body) => {
    const result = await inviteList(req.payload, body.team, body.text)
    return 'error' in result ? json({ error: result.error }, 400) : json(result)
  }),
  /** POST /api/teams/reassign `{ team, seat, email }` */
  managerEndpoint('/teams/reassign', 'reassign', async (req, body) =>
    writeAnswer(await reassignOne(req.payload, body.team, body.seat, body.email)),
  ),
  /** POST /api/teams/withdraw `{ team, seat }` */
  managerEndpoint('/teams/withdraw', 'withdraw', async (req, body) =>
    writeAnswer(await withdrawOne(req.payload, body.team, body.seat)),
  ),
  /** POST /api/teams/resend `{ team, seat }` — the pending invitation again, with a new link (the old one stops working). */
  managerEndpoint('/teams/resend', 'resend', async (req, body) =>
    writeAnswer(await resendOne(req.payload, body.team, body.seat)),
  ),
  /** POST /api/teams/move `{ team, seat, email }` */
  managerEndpoint('/teams/move', 'move', async (req, body) =>
    writeAnswer(await moveOne(req.payload, body.team, body.seat, body.email)),
  ),
  /**
   * POST /api/teams/managers `{ team, email }` — invites a co-manager by e-mail: the same answer whether
   * the address has an account (src/teams/manager-invitations.ts).
   */
  managerEndpoint('/teams/managers', 'addManager', async (req, body, userId) =>
    changeAnswer(
      await inviteCoManager(
        req.payload,
        body.team,
        { id: userId, email: String(signedInUser(req)?.email ?? '') },
        body.email,
      ),
    ),
  ),
  /** POST /api/teams/managers/withdraw `{ team, invitation }` — a pending co-manager invitation. */
  managerEndpoint('/teams/managers/withdraw', 'withdrawManagerInvitation', async (req, body) =>
    changeAnswer(await withdrawCoManagerInvitation(req.payload, body.team, body.invitation)),
  ),
  /** POST /api/teams/managers/remove `{ team, manager }` */
  managerEndpoint('/teams/managers/remove', 'removeManager', async (req, body) =>
    changeAnswer(await removeCoManager(req.payload, body.team, body.manager)),
  ),
  /**
   * POST /api/teams/managers/accept `{ token }` — the invited person, signed in with a confirmed account
   * of the invited address, becomes a co-manager.
   */
  {
    path: '/teams/managers/accept',
    method: 'post',
    handler: async (req) => {
      try {
        if (crossSite(req.headers)) return json({ error: CROSS_SITE }, 403)
        const parsed = z.object({ token: z.string().max(200) }).safeParse(await readJson(req))
        if (!parsed.success) return json({ error: 'Falta el enlace de invitación.' }, 400)
        const user = signedInUser(req)
        if (!user) return json({ error: 'Inicia sesión con la cuenta del email invitado para aceptar.' }, 401)
        if (!(await hitRateLimit(req.payload, CLAIMS, `user:${user.id}`)).allowed) return json({ error: TOO_MANY }, 429)
        const result = await acceptCoManager(req.payload, parsed.data.token, {
          id: Number(user.id),
          email: user.email,
          confirmed: isEmailConfirmed(user as { emailConfirmedAt?: string | null }),
        })
        return result.ok ? json({ ok: true, next: '/equipo' }) : json({ error: result.message }, result.status)
      } catch (error) {
        return failure(req, error)
      }
    },
  },
  /**
   * POST /api/gifts/day `{ orderId, day, token? }` — the giver moves a gift not yet delivered to another
   * day: the signed-in account that bought it, or the link e-mailed to the address that bought it as a guest
   * (`token`; an address typed in proves nothing). Someone else's gift: 404.
   */
  {
    path: '/gifts/day',
    method: 'post',
    handler: async (req) => {
      try {
        if (crossSite(req.headers)) return json({ error: CROSS_SITE }, 403)
        const parsed = giftDayBody.safeParse(await readJson(req))
        if (!parsed.success) return json({ error: BAD_INPUT }, 400)
        const { orderId, day, token } = parsed.data
        const user = signedInUser(req)
        if (!token && !user)
          return json({ error: 'Inicia sesión o abre el enlace de tu email para cambiar la fecha del regalo.' }, 401)
        // a link is limited per client (guessing tokens), an account per account
        if (
          !(await hitRateLimit(req.payload, GIFT_CHANGES, token ? clientAddress(req.headers) : `user:${user!.id}`))
            .allowed
        )
          return json({ error: TOO_MANY }, 429)
        let giver: GiftGiver
        if (token) {
          const access = await verifyGuestToken(req.payload, token)
          if (access.status !== 'valid') return json({ error: 'Tu enlace de acceso no es válido o ha caducado.' }, 403)
          if (!guestMay(access.proof, 'gifts')) return json({ error: NEEDS_ADDRESS_PROOF }, 403)
          giver = { guestEmail: access.email }
        } else
          giver = {
            userId: Number(user!.id),
            provenEmail: accountProvesAddress(user as never) ? String(user!.email) : null,
          }
        const result = await changeGiftDay(req.payload, giver, orderId, day)
        return result.ok
          ? json({ ok: true, message: result.message, status: result.status })
          : json({ error: result.message }, result.status)
      } catch (error) {
        return failure(req, error)
      }
    },
  },
  {
    path: '/teams/claim',
    method: 'post',
    handler: async (req) => {
      try {
        if (crossSite(req.headers)) return json({ error: CROSS_SITE }, 403)
        const parsed = z.object({ token: z.string().max(200) }).safeParse(await readJson(req))
        if (!parsed.success) return json({ error: 'Falta el enlace de invitación.' }, 400)
        if (!(await hitRateLimit(req.payload, CLAIMS, clientAddress(req.headers))).allowed)
          return json({ error: TOO_MANY }, 429)
        const user = signedInUser(req)
        const invitation = await invitationOf(req.payload, parsed.data.token)
        if (invitation.status === 'refused')
          return json(
            { error: invitation.message, reason: invitation.reason },
            invitation.reason === 'refunded' ? 410 : 404,
          )
        // a guest claims with the invited address (the link is the proof of it)
        const claimant = user
          ? { userId: Number(user.id), email: user.email }
          : { userId: null, email: invitation.invitedEmail ?? invitation.claimedEmail ?? '' }
        if (!claimant.email)
          return json({ error: 'Esta invitación ya la ha aceptado otra persona.', reason: 'taken' }, 409)
        const result = await claimSeat(req.payload, parsed.data.token, claimant)
        if (result.status === 'refused')
          return json(
            { error: result.message, reason: result.reason },
            result.reason === 'unknown' ? 404 : result.reason === 'refunded' ? 410 : 409,
          )
        if (user) return json({ status: result.status, next: '/dashboard' })
        if (result.status === 'already') return json({ status: 'already', next: null })
        // the guest's access link: a guest grant for the seat's address, e-mailed too
        const link = await inTransaction(req.payload, async (tx) => {
          const { token, expiresAt } = await issueGuestGrant(
            req.payload,
            {
              email: claimant.email,
              purpose: 'purchase',
              productType: result.modules.length > 1 ? 'complete' : 'module',
              moduleId: result.modules.length === 1 ? result.modules[0] : null,
              orderId: result.order,
            },
            tx,
          )
          await sendAccessEmail(req.payload, claimant.email, token, expiresAt, invitation.gift ? 'gift' : 'seat', tx)
          return guestLink(token)
        })
        return json({ status: 'claimed', next: new URL(link).pathname + new URL(link).search })
      } catch (error) {
        return failure(req, error)
      }
    },
  },
]
