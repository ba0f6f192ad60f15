/**
 * The team report: what `/equipo` shows of one team — the counts, and one row per seat built only
 * through `learnerView` (src/teams/learner-view.ts). Every fact is read for all the team's people at
 * once — each holder being an account, or the address a seat was accepted with without one
 * (src/learning/learner.ts): the seats (one statement), the modules their holders hold (one), their
 * reading (one), their time (one), their evaluation attempts (one), their certificates (one) and the catalogue's sections (one). Seven queries
 * whatever the size of the team: no query per person (bench/team-report.ts measures 200 people).
 * A row's progress covers the modules of its seat that its holder holds, whether through the seat or
 * through their own purchase (one active row per person and module: src/teams/held-seats.ts), and only
 * the reading and time from the claim on (`learnerView`); nothing else a person owns or did is shown.
 */
import type { Payload } from 'payload'

import { statementPool } from '@/database/statement-pool'
import { moduleSections } from '@/learning/progress'

import { learnerView, type LearnerView } from './learner-view'
import { countSeats, type SeatStatus } from './seat-states'

export interface TeamReport {
  team: number
  counts: ReturnType<typeof countSeats>
  rows: LearnerView[]
  /** each seat's product: a module's code, or the complete course */
  products: Record<number, string>
  /** whether a claimed seat may still be moved (never moved, not used yet) */
  movable: Record<number, boolean>
}

interface SeatRow {
  id: number
  status: SeatStatus
  product_type: 'complete' | 'module'
  module_id: number | null
  invited_email: string | null
  invited_name: string | null
  invited_at: Date | null
  claimed_by_id: number | null
  claimed_email: string | null
  claimed_at: Date | null
  moved_at: Date | null
  first_use_at: Date | null
  refunded_at: Date | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The rows of the team page for `team` (the team's first order id). */
export async function teamReport(payload: Payload, team: number): Promise<TeamReport> {
  const db = statementPool(payload)
  const [{ rows: seats }, modules] = await Promise.all([
    db.query<SeatRow>(
      `SELECT id, status, product_type, module_id, invited_email, invited_name, invited_at, claimed_by_id, claimed_email, claimed_at, moved_at, first_use_at, refunded_at
       FROM seats WHERE team_id = $1 ORDER BY id`,
      [team],
    ),
    moduleSections(payload),
  ])
  // Each holder is an account, or the address a seat was accepted with without one (src/learning/learner.ts).
  const holderOf = (seat: SeatRow) =>
    seat.status !== 'claimed'
      ? null
      : seat.claimed_by_id !== null
        ? `u:${seat.claimed_by_id}`
        : seat.claimed_email
          ? `e:${seat.claimed_email}`
          : null
  const claimed = seats.filter((s) => s.status === 'claimed')
  const users = [...new Set(claimed.filter((s) => s.claimed_by_id !== null).map((s) => Number(s.claimed_by_id)))]
  const guests = [
    ...new Set(claimed.filter((s) => s.claimed_by_id === null && s.claimed_email).map((s) => s.claimed_email!)),
  ]
  const holderKey = (r: { user_id: number | null; guest_email?: string | null }) =>
    r.user_id !== null ? `u:${r.user_id}` : `e:${r.guest_email}`
  const [{ rows: grants }, { rows: reading }, { rows: certificates }, { rows: time }, { rows: attempts }] =
    await Promise.all([
      db.query<{ user_id: number | null; guest_email: string | null; module_id: number }>(
        `SELECT user_id, CASE WHEN user_id IS NULL THEN email END AS guest_email, module_id FROM entitlements
        WHERE revoked_at IS NULL AND (user_id = ANY($1::int[]) OR (user_id IS NULL AND email = ANY($2::text[])))`,
        [users, guests],
      ),
      db.query<{
        user_id: number | null
        guest_email: string | null
        module_id: number
        section: string
        updated_at: Date
      }>(
        'SELECT user_id, guest_email, module_id, section, updated_at FROM reading_progress WHERE (user_id = ANY($1::int[]) OR guest_email = ANY($2::text[])) AND read',
        [users, guests],
      ),
      // the newest certificate of each holder with an account (a certificate needs one)
      db.query<{ user_id: number; code: string; issued_at: Date; withdrawn_at: Date | null; revoked_at: Date | null }>(
        `SELECT DISTINCT ON (user_id) user_id, code, issued_at, withdrawn_at, revoked_at
       FROM certificates WHERE user_id = ANY($1::int[]) ORDER BY user_id, issued_at DESC`,
        [users],
      ),
      // each holder's time per module and day (what the FUNDAE export sums; the claim rule is learnerView's)
      db.query<{
        user_id: number | null
        guest_email: string | null
        module_id: number
        ms: number
        first_at: Date
        last_at: Date
      }>(
        `SELECT user_id, guest_email, module_id, sum(active_ms)::float8 AS ms, min(first_at) AS first_at, max(last_at) AS last_at
         FROM section_time WHERE (user_id = ANY($1::int[]) OR guest_email = ANY($2::text[])) AND key <> '' GROUP BY user_id, guest_email, module_id, day`,
        [users, guests],
      ),
      // each holder's submitted evaluation attempts (src/learning/evaluations.ts)
      db.query<{
        user_id: number | null
        guest_email: string | null
        module_id: number
        submitted_at: Date
        score: number
        passed: boolean
      }>(
        `SELECT user_id, guest_email, module_id, submitted_at, score::float8 AS score, passed FROM evaluation_attempts
        WHERE (user_id = ANY($1::int[]) OR guest_email = ANY($2::text[])) AND submitted_at IS NOT NULL`,
        [users, guests],
      ),
    ])
  const attemptsBy = new Map<string, NonNullable<Parameters<typeof learnerView>[0]['evaluations']>>()
  for (const a of attempts) {
    const list = attemptsBy.get(holderKey(a)) ?? []
    list.push({
      moduleId: Number(a.module_id),
      submittedAt: iso(a.submitted_at)!,
      score: Number(a.score),
      passed: a.passed,
    })
    attemptsBy.set(holderKey(a), list)
  }
  const timeBy = new Map<string, Array<{ moduleId: number; ms: number; firstAt: string; lastAt: string }>>()
  for (const t of time) {
    const list = timeBy.get(holderKey(t)) ?? []
    list.push({ moduleId: Number(t.module_id), ms: Number(t.ms), firstAt: iso(t.first_at)!, lastAt: iso(t.last_at)! })
    timeBy.set(holderKey(t), list)
  }
  const heldBy = new Map<string, Set<number>>()
  for (const g of grants) {
    const set = heldBy.get(holderKey(g)) ?? new Set<number>()
    set.add(Number(g.module_id))
    heldBy.set(holderKey(g), set)
  }
  const covers = (seat: SeatRow, module: number) =>
    seat.product_type === 'complete' || Number(seat.module_id) === module
  const readBy = new Map<string, Array<{ moduleId: number; section: string; at: string }>>()
  for (const r of reading) {
    const list = readBy.get(holderKey(r)) ?? []
    list.push({ moduleId: Number(r.module_id), section: r.section, at: iso(r.updated_at)! })
    readBy.set(holderKey(r), list)
  }
  const certificateOf = new Map(certificates.map((c) => [Number(c.user_id), c]))
  const moduleCode = new Map(modules.map((m) => [m.id, m.code]))

  const rows = seats.map((seat) => {
    const user = seat.claimed_by_id === null ? null : Number(seat.claimed_by_id)
    const holder = holderOf(seat)
    const held = (holder !== null && heldBy.get(holder)) || new Set<number>()
    const certificate = user === null ? null : certificateOf.get(user)
    return learnerView({
      seat: {
        id: seat.id,
        status: seat.status,
        invitedEmail: seat.invited_email,
        invitedName: seat.invited_name,
        invitedAt: iso(seat.invited_at),
        claimedBy: user,
        claimedEmail: seat.claimed_email,
        claimedAt: iso(seat.claimed_at),
        movedAt: iso(seat.moved_at),
        firstUseAt: iso(seat.first_use_at),
        refundedAt: iso(seat.refunded_at),
      },
      modules: modules.filter((m) => covers(seat, m.id) && held.has(m.id)),
      reads: holder === null ? [] : (readBy.get(holder) ?? []),
      time: holder === null ? [] : (timeBy.get(holder) ?? []),
      evaluations: holder === null ? [] : (attemptsBy.get(holder) ?? []),
      certificate: certificate
        ? {
            code: certificate.code,
            issuedAt: iso(certificate.issued_at)!,
            withdrawnAt: iso(certificate.withdrawn_at),
            revokedAt: iso(certificate.revoked_at),
          }
        : null,
    })
  })
  const products = Object.fromEntries(
    seats.map((s) => [
      s.id,
      s.product_type === 'complete' ? 'Curso completo' : (moduleCode.get(Number(s.module_id)) ?? 'Módulo'),
    ]),
  )
  const movable = Object.fromEntries(seats.map((s) => [s.id, s.status === 'claimed' && !s.moved_at && !s.first_use_at]))
  return { team, counts: countSeats(seats), rows, products, movable }
}
