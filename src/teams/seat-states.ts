/**
 * Where a seat stands and what may happen to it: the one rule, pure. A seat is bought `free`; the
 * team's manager invites someone (`invited`: an e-mail and a link of its own); the person claims it
 * with the link, as a guest or with an account (`claimed`: the entitlement is theirs). Until it is
 * claimed an invitation can be given to someone else (the old link stops working) or withdrawn. A
 * claimed seat whose holder has not used the content yet can be moved to someone else once (the first
 * holder loses the access). Support refunds only seats nobody claimed (free or invited): `refunded` is
 * final, and its invitation then says so. The claim itself is one SQL statement (`claim.ts`), which
 * asks the same question as `canClaim` here.
 */
export type SeatStatus = 'free' | 'invited' | 'claimed' | 'refunded'

export const SEAT_STATUSES: readonly SeatStatus[] = ['free', 'invited', 'claimed', 'refunded']

export interface SeatState {
  status: SeatStatus
  invitedEmail?: string | null
  /** the name the manager gave with the address */
  invitedName?: string | null
  invitedAt?: string | null
  claimedBy?: number | null
  claimedEmail?: string | null
  claimedAt?: string | null
  /** set when a claimed seat was moved to someone else: it never moves again */
  movedAt?: string | null
  /** the holder's first use of the content (a guide downloaded, a premium section opened) */
  firstUseAt?: string | null
  refundedAt?: string | null
}

export type SeatRefusal =
  'not-free' | 'not-invited' | 'not-claimed' | 'refunded' | 'used' | 'moved' | 'claimed' | 'same-person' | 'bad-email'

export type SeatChange = { ok: true; seat: SeatState } | { ok: false; reason: SeatRefusal; message: string }

const MESSAGES: Record<SeatRefusal, string> = {
  'not-free': 'Esta plaza ya está asignada: elige una plaza libre.',
  'not-invited': 'Esta plaza no tiene una invitación pendiente.',
  'not-claimed': 'Esta plaza todavía no la ha aceptado nadie.',
  refunded: 'Esta plaza se reembolsó y ya no se puede usar.',
  used: 'La persona que ocupa esta plaza ya ha empezado el curso: la plaza ya no se puede mover.',
  moved: 'Esta plaza ya se movió una vez y no se puede volver a mover.',
  claimed: 'Esta plaza ya la ha aceptado alguien: solo se reembolsan plazas sin usar.',
  'same-person': 'La plaza ya es de esa persona.',
  'bad-email': 'Escribe un email válido, p. ej. nombre@empresa.es.',
}

const refuse = (reason: SeatRefusal): SeatChange => ({ ok: false, reason, message: MESSAGES[reason] })

/** An e-mail address as seats keep it (trimmed, lower case), or null when it is not one. */
export function seatEmail(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const email = input.trim().toLowerCase()
  return email.length <= 254 && /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(email) ? email : null
}

/** The longest name a manager may give a person (the team page shows it beside the address). */
export const SEAT_NAME_MAX = 80

/**
 * A name as a manager typed it, or null: quotes and control characters out, spaces collapsed, at most
 * SEAT_NAME_MAX characters (cut at a whole character). It is shown back on the team page only.
 */
export function seatName(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const name = input
    .replace(/[\p{Cc}\p{Cf}"<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return name ? Array.from(name).slice(0, SEAT_NAME_MAX).join('').trim() : null
}

/** One entry of a pasted list, in the order pasted: the text, the address read from it (or null) and its name. */
export interface InviteEntry {
  line: string
  email: string | null
  name: string | null
  /** the address came earlier in the list: not invited twice */
  repeated: boolean
}

/**
 * A pasted list of addresses (one per line, or separated by commas, semicolons or spaces; «Nombre
 * <email>» too, keeping the name) → every entry in the order pasted, each address invited once.
 */
export function parseInviteList(text: string): InviteEntry[] {
  const entries: InviteEntry[] = []
  const seen = new Set<string>()
  const push = (line: string, candidate: string, name: string | null) => {
    const email = seatEmail(candidate)
    entries.push({ line, email, name: email ? name : null, repeated: email !== null && seen.has(email) })
    if (email) seen.add(email)
  }
  for (const raw of text.split(/[\n\r,;]+/)) {
    const part = raw.trim()
    if (!part) continue
    const bracketed = /^(.*?)<([^>]*)>\s*$/.exec(part)
    if (bracketed) push(part, bracketed[2], seatName(bracketed[1]))
    else for (const candidate of part.split(/\s+/)) push(candidate, candidate, null)
  }
  return entries
}

const cleared = { invitedEmail: null, invitedAt: null, claimedBy: null, claimedEmail: null, claimedAt: null }

/** A free seat is offered to someone. */
export function invite(seat: SeatState, email: string, now: Date): SeatChange {
  if (seat.status === 'refunded') return refuse('refunded')
  if (seat.status !== 'free') return refuse('not-free')
  const to = seatEmail(email)
  if (!to) return refuse('bad-email')
  return { ok: true, seat: { ...seat, ...cleared, status: 'invited', invitedEmail: to, invitedAt: now.toISOString() } }
}

/** An invitation nobody accepted goes to someone else (a new link; the old one stops working). */
export function reassign(seat: SeatState, email: string, now: Date): SeatChange {
  if (seat.status === 'refunded') return refuse('refunded')
  if (seat.status === 'claimed') return move(seat, email, now)
  if (seat.status !== 'invited') return refuse('not-invited')
  const to = seatEmail(email)
  if (!to) return refuse('bad-email')
  if (to === seat.invitedEmail) return refuse('same-person')
  return { ok: true, seat: { ...seat, ...cleared, status: 'invited', invitedEmail: to, invitedAt: now.toISOString() } }
}

/** An invitation nobody accepted is withdrawn: the seat is free again. */
export function withdrawInvite(seat: SeatState): SeatChange {
  if (seat.status === 'refunded') return refuse('refunded')
  if (seat.status !== 'invited') return refuse('not-invited')
  return { ok: true, seat: { ...seat, ...cleared, status: 'free' } }
}

/** Whether an invitation can be claimed now (the claim's SQL asks the same). */
export function canClaim(seat: SeatState): SeatChange {
  if (seat.status === 'refunded') return refuse('refunded')
  if (seat.status === 'claimed') return refuse('claimed')
  if (seat.status !== 'invited') return refuse('not-invited')
  return { ok: true, seat }
}

/**
 * A claimed seat goes to someone else, once, and only while its holder has not used the content: the
 * seat is invited to the new address (the holder's access is revoked by the caller).
 */
export function move(seat: SeatState, email: string, now: Date): SeatChange {
  if (seat.status === 'refunded') return refuse('refunded')
  if (seat.status !== 'claimed') return refuse('not-claimed')
  if (seat.movedAt) return refuse('moved')
  if (seat.firstUseAt) return refuse('used')
  const to = seatEmail(email)
  if (!to) return refuse('bad-email')
  if (to === seat.claimedEmail) return refuse('same-person')
  const at = now.toISOString()
  return { ok: true, seat: { ...seat, ...cleared, status: 'invited', invitedEmail: to, invitedAt: at, movedAt: at } }
}

/** Whether support may refund this seat: only one nobody claimed (free or invited). */
export function refundable(seat: SeatState): SeatChange {
  if (seat.status === 'refunded') return refuse('refunded')
  if (seat.status === 'claimed') return refuse('claimed')
  return { ok: true, seat }
}

/** The seat is refunded (its invitation, if any, keeps the address so it can say so). */
export function refund(seat: SeatState, now: Date): SeatChange {
  const rule = refundable(seat)
  if (!rule.ok) return rule
  return { ok: true, seat: { ...seat, status: 'refunded', refundedAt: now.toISOString() } }
}

/** The team's seats counted by state, for the team page («compradas, invitadas, aceptadas, libres»). */
export function countSeats(seats: Pick<SeatState, 'status'>[]): Record<SeatStatus, number> & { bought: number } {
  const counts = { free: 0, invited: 0, claimed: 0, refunded: 0, bought: seats.length }
  for (const seat of seats) counts[seat.status] += 1
  return counts
}
