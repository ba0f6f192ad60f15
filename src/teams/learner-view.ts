/**
 * What a team's manager may see of each person on a seat: the seat (to whom it went and since when),
 * the progress of each module the seat covers, its evaluations (attempts and best passing score) and the
 * certificate of completion — and nothing else of
 * theirs (no account details, other purchases, sessions, downloads, invoices, name on other records,
 * withdrawn or revoked certificates' reasons). Only what happened on the seat, from its claim on
 * (`onSeat`): sections read and certificates earned before it (on the person's own purchase) are theirs.
 * The team page and the team report build their rows only through `learnerView`, so a new field on an
 * account or a certificate never reaches a manager by itself. A holder who accepted without an account
 * counts the same: their reading and time are recorded under the address (src/learning/learner.ts).
 */
import { progressOf, type ModuleSections } from '@/learning/percent'

import type { SeatState, SeatStatus } from './seat-states'

/** Everything the server may have read about a seat's holder; the view keeps only what a manager may see. */
export interface LearnerFacts {
  seat: SeatState & { id: number }
  /** the holder's account, when they claimed with one */
  account?: { id: number; email: string; name?: string | null; [other: string]: unknown } | null
  /** the modules of the seat that the holder holds, with their sections */
  modules?: ModuleSections[]
  /** the sections the holder has read, and when (src/learning/progress.ts) */
  reads?: Array<{ moduleId: number; section: string; at: string }>
  /** the holder's time on each module, per day: active milliseconds and when that day's time began and ended (src/learning/time-rule.ts) */
  time?: Array<{ moduleId: number; ms: number; firstAt: string; lastAt: string }>
  /** the holder's submitted evaluation attempts (src/learning/evaluations.ts) */
  evaluations?: Array<{ moduleId: number; submittedAt: string; score: number; passed: boolean }>
  certificate?: {
    code: string
    issuedAt: string
    name?: string | null
    withdrawnAt?: string | null
    revokedAt?: string | null
    revokedReason?: string | null
    [other: string]: unknown
  } | null
}

export interface LearnerView {
  seatId: number
  status: SeatStatus
  /** the invited address, or the address the seat was claimed with */
  email: string | null
  /** the name the manager gave with the address (the same person once they accept it) */
  name: string | null
  /** when the invitation was sent (a pending one) */
  invitedAt: string | null
  claimedAt: string | null
  /** active time on the seat's modules since the claim (the FUNDAE export's rule) */
  activeMs: number
  /** the last moment of that time, or null */
  lastActivity: string | null
  /** whether the holder reads with an account (without one, their progress is the address's, and there is no certificate) */
  hasAccount: boolean
  modules: Array<{ code: string; title: string; percent: number; read: number; total: number }>
  /** per module of the seat with attempts on it: how many, and the best passing score (null: not passed yet) */
  evaluations: Array<{ code: string; attempts: number; bestScore: number | null }>
  /** the code only while the certificate is valid (a withdrawn one's page is gone, by its holder's choice) */
  certificate: { code: string | null; issuedAt: string; state: 'valid' | 'withdrawn' | 'revoked' } | null
}

/**
 * Whether what a person did at `at` happened on their seat: at or after its claim. The company sees
 * nothing from before (src/teams/fundae.ts applies the same rule to the FUNDAE evidence, in SQL).
 */
export function onSeat(seat: Pick<SeatState, 'status' | 'claimedAt'>, at: string | null | undefined): boolean {
  if (seat.status !== 'claimed' || !seat.claimedAt || !at) return false
  return Date.parse(at) >= Date.parse(seat.claimedAt)
}

/** The manager's view of one seat. */
export function learnerView(facts: LearnerFacts): LearnerView {
  const { seat } = facts
  const claimed = seat.status === 'claimed'
  const certificate = facts.certificate && onSeat(seat, facts.certificate.issuedAt) ? facts.certificate : null
  const reads = (facts.reads ?? []).filter((r) => onSeat(seat, r.at))
  // a day's time counts when it began at or after the claim (time is stored per day: src/teams/fundae.ts)
  const covered = new Set((facts.modules ?? []).map((m) => m.id))
  const time = claimed ? (facts.time ?? []).filter((t) => covered.has(t.moduleId) && onSeat(seat, t.firstAt)) : []
  const progress = claimed
    ? (facts.modules ?? []).map((m) =>
        progressOf(m, new Set(reads.filter((r) => r.moduleId === m.id).map((r) => r.section))),
      )
    : []
  return {
    seatId: seat.id,
    status: seat.status,
    email: (claimed ? seat.claimedEmail : seat.invitedEmail) ?? null,
    // the name goes with the invited address: shown while it is that address's seat
    name:
      (seat.status === 'invited' || (claimed && seat.claimedEmail === seat.invitedEmail) ? seat.invitedName : null) ??
      null,
    invitedAt: seat.status === 'invited' ? (seat.invitedAt ?? null) : null,
    claimedAt: claimed ? (seat.claimedAt ?? null) : null,
    activeMs: time.reduce((sum, t) => sum + t.ms, 0),
    lastActivity: time.reduce<string | null>((last, t) => (!last || t.lastAt > last ? t.lastAt : last), null),
    hasAccount: claimed && Boolean(facts.account ?? seat.claimedBy),
    modules: progress.map((p) => ({ code: p.code, title: p.title, percent: p.percent, read: p.read, total: p.total })),
    evaluations: claimed
      ? (facts.modules ?? []).flatMap((m) => {
          const attempts = (facts.evaluations ?? []).filter((e) => e.moduleId === m.id && onSeat(seat, e.submittedAt))
          if (!attempts.length) return []
          const passing = attempts.filter((e) => e.passed).map((e) => e.score)
          return [{ code: m.code, attempts: attempts.length, bestScore: passing.length ? Math.max(...passing) : null }]
        })
      : [],
    certificate: certificate && certificateOf(certificate),
  }
}

function certificateOf(certificate: NonNullable<LearnerFacts['certificate']>): LearnerView['certificate'] {
  const state = certificate.revokedAt ? 'revoked' : certificate.withdrawnAt ? 'withdrawn' : 'valid'
  return { code: state === 'valid' ? certificate.code : null, issuedAt: certificate.issuedAt, state }
}
