/**
 * When a section of a module counts as read — the one rule, used by the module page's tracker
 * (src/components/learning/ReadingTracker.tsx) and documented in the README:
 *
 * 1. Online: the section has been *in view* for a cumulative time of at least a quarter of its reading
 *    time at 250 words a minute (a skim at 1,000 words a minute), never less than 4 s and never more
 *    than 60 s. "In view" means at least 60 % of the section is visible, or the section fills at least
 *    40 % of the window (long sections never fit), while the tab is visible. Scrolling past does not count.
 * 2. Download: downloading a module's PDF guide marks every section of the module as read (the guide holds
 *    all of them; src/learning/progress.ts).
 * 3. By hand: the learner marks or unmarks any section; a section unmarked by hand stays unread until the
 *    learner marks it again (automatic reading never overrides a choice made by hand).
 *
 * Plain TypeScript with no browser or server dependencies, so it is unit-tested as it is.
 */

export const READ_RULE = {
  wordsPerMinute: 250,
  /** fraction of the reading time the section must be in view */
  share: 0.25,
  minMs: 4_000,
  maxMs: 60_000,
  /** fraction of the section that must be visible … */
  sectionVisible: 0.6,
  /** … or fraction of the window the section must fill */
  windowFilled: 0.4,
} as const

/** How long a section of `words` words must be in view to count as read. */
export function requiredVisibleMs(words: number): number {
  const readingMs = (Math.max(0, words) / READ_RULE.wordsPerMinute) * 60_000
  return Math.round(Math.min(READ_RULE.maxMs, Math.max(READ_RULE.minMs, readingMs * READ_RULE.share)))
}

/** Whether a section is "in view": what IntersectionObserver reports, plus the window's height. */
export function inView(entry: { visibleHeight: number; sectionHeight: number; windowHeight: number }): boolean {
  if (entry.visibleHeight <= 0 || entry.sectionHeight <= 0 || entry.windowHeight <= 0) return false
  return (
    entry.visibleHeight / entry.sectionHeight >= READ_RULE.sectionVisible ||
    entry.visibleHeight / entry.windowHeight >= READ_RULE.windowFilled
  )
}

export const countWords = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).length

/**
 * Time in view per section, accumulated from observations: `observe(anchor, inView, now)` whenever a
 * section's visibility changes, `tick(now)` now and then; `due(now)` gives the sections whose time in
 * view reached what their length requires (each once).
 */
export class ReadClock {
  private readonly spent = new Map<string, number>()
  private readonly since = new Map<string, number>()
  private readonly done = new Set<string>()

  constructor(private readonly required: Map<string, number>) {}

  observe(anchor: string, visible: boolean, now: number) {
    if (!this.required.has(anchor)) return
    const start = this.since.get(anchor)
    if (visible && start === undefined) this.since.set(anchor, now)
    if (!visible && start !== undefined) {
      this.spent.set(anchor, (this.spent.get(anchor) ?? 0) + Math.max(0, now - start))
      this.since.delete(anchor)
    }
  }

  /** The tab was hidden (or shown): hidden time never counts. */
  pauseAll(now: number) {
    for (const anchor of [...this.since.keys()]) this.observe(anchor, false, now)
  }

  visibleMs(anchor: string, now: number) {
    const start = this.since.get(anchor)
    return (this.spent.get(anchor) ?? 0) + (start === undefined ? 0 : Math.max(0, now - start))
  }

  /** Sections that just became read (each is returned once). */
  due(now: number): string[] {
    const ready: string[] = []
    for (const [anchor, needed] of this.required) {
      if (this.done.has(anchor)) continue
      if (this.visibleMs(anchor, now) >= needed) {
        this.done.add(anchor)
        ready.push(anchor)
      }
    }
    return ready
  }

  /** Sections already read (or unmarked by hand) are not timed. */
  skip(anchor: string) {
    this.done.add(anchor)
  }
}
