/**
 * How long a person spent on a section — the one rule, beside the read rule (read-rule.ts), used by the
 * module page's heartbeat (src/components/learning/SectionTimer.tsx), by POST /api/learning/time
 * (src/learning/section-time.ts) and by the FUNDAE evidence (src/teams/fundae.ts), and documented in
 * the README:
 *
 * 1. In the browser, time counts only while the tab is visible *and* the person was active recently:
 *    a key, a click, a pointer movement, a touch, a scroll or the wheel within the last `idleMs`
 *    (coming back to the tab counts as activity). Past that, the page is idle: at most `idleMs` after
 *    the last activity is counted, however long the tab stays open.
 * 2. The page sends one heartbeat every `beatMs` with the active time since the previous one and the
 *    section at the middle of the window (and one more, `keepalive`, when the tab is hidden or closed).
 * 3. The server believes a heartbeat only up to what can have happened: it counts at most one per
 *    `minGapMs` for a person (whatever the section, tab or device), and each is worth at most
 *    `beatMs` and never more than the time since the previous counted heartbeat. So a person's total
 *    never exceeds the wall-clock time between their heartbeats.
 * 4. A section's total for one person and one day (Madrid) never exceeds `sectionDayCapMs`.
 *
 * Plain TypeScript with no browser or server dependencies, so it is unit-tested as it is.
 */

export const TIME_RULE = {
  /** the page's heartbeat interval */
  beatMs: 15_000,
  /** the server counts at most one heartbeat per person in this interval (a little under beatMs: timers drift) */
  minGapMs: 14_000,
  /** after the last input or scroll, this long still counts as active; then nothing until the next one */
  idleMs: 60_000,
  /** at most this much per person, section and day */
  sectionDayCapMs: 2 * 60 * 60_000,
  /** the most a heartbeat may report (anything above is refused as malformed) */
  maxReportMs: 60_000,
  /** a report under this is idle: it counts nothing and does not become the person's previous heartbeat */
  minReportMs: 1_000,
} as const

/**
 * Active time in the browser: `activity(now)` on input or scroll, `visibility(visible, now)` when the tab
 * is shown or hidden, `take(now)` the active milliseconds since the previous take.
 */
export class ActiveClock {
  private visible: boolean
  private lastActivity = Number.NEGATIVE_INFINITY
  private mark: number
  private pending = 0

  constructor(
    now: number,
    visible: boolean,
    private readonly idleMs: number = TIME_RULE.idleMs,
  ) {
    this.mark = now
    this.visible = visible
    // Opening the page is activity.
    if (visible) this.lastActivity = now
  }

  /** Accounts for the time between the last event and `now`. */
  private advance(now: number) {
    if (now <= this.mark) return
    if (this.visible) {
      const activeUntil = Math.min(now, this.lastActivity + this.idleMs)
      if (activeUntil > this.mark) this.pending += activeUntil - this.mark
    }
    this.mark = now
  }

  activity(now: number) {
    this.advance(now)
    if (this.visible) this.lastActivity = Math.max(this.lastActivity, now)
  }

  visibility(visible: boolean, now: number) {
    this.advance(now)
    this.visible = visible
    // Coming back to the tab is activity; input while hidden is not possible.
    if (visible) this.lastActivity = now
  }

  take(now: number): number {
    this.advance(now)
    const out = Math.round(this.pending)
    this.pending = 0
    return out
  }
}

export interface BeatFacts {
  /** what the heartbeat reports, in ms */
  reportedMs: number
  /** ms since the person's previous *counted* heartbeat today, or null when there is none */
  sinceLastMs: number | null
  /** what the section already holds for this person today */
  sectionTodayMs: number
}

export type BeatCredit = { ms: number; counted: boolean; reason: 'counted' | 'too-soon' | 'capped' | 'idle' }

/** What one heartbeat adds to a section (rules 3 and 4). `counted`: it becomes the person's previous counted heartbeat. */
export function beatCredit(facts: BeatFacts): BeatCredit {
  if (facts.sinceLastMs !== null && facts.sinceLastMs < TIME_RULE.minGapMs)
    return { ms: 0, counted: false, reason: 'too-soon' }
  const reported = Math.max(0, Math.floor(facts.reportedMs))
  if (reported < TIME_RULE.minReportMs) return { ms: 0, counted: false, reason: 'idle' }
  const plausible = Math.floor(Math.min(reported, TIME_RULE.beatMs, facts.sinceLastMs ?? TIME_RULE.beatMs))
  const room = Math.max(0, TIME_RULE.sectionDayCapMs - facts.sectionTodayMs)
  const ms = Math.min(plausible, room)
  return { ms, counted: true, reason: ms < plausible ? 'capped' : 'counted' }
}

/** Whether a heartbeat's report is well-formed (whole ms, 0 to maxReportMs). */
export const validReport = (ms: unknown): ms is number =>
  typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= TIME_RULE.maxReportMs

/** 3_725_000 → '1:02:05' (hours:minutes:seconds; what the evidence shows). */
export function durationLabel(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}
