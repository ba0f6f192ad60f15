/**
 * The honest time-on-section rule (src/learning/time-rule.ts) and the FUNDAE evidence's formats
 * (src/teams/fundae.ts): hidden and idle time never counts; heartbeats too close together, too large
 * or over the daily cap are cut; the CSV is what Excel in Spain opens (BOM, `;`, Madrid dates, no
 * formula injection) and the PDF gives each person their own pages.
 */
import { describe, expect, it } from 'vitest'

import { ActiveClock, beatCredit, durationLabel, TIME_RULE, validReport } from '@/learning/time-rule'
import {
  csvCell,
  FUNDAE_CSV_HEADER,
  fundaeCsv,
  fundaePdfOf,
  fundaePeriod,
  NO_EVALUATIONS,
  type FundaeEvidence,
} from '@/teams/fundae'

import { extractPdfPageTexts } from '../support/pdf-text'

const S = 1000

describe('active time in the browser (ActiveClock)', () => {
  it('counts visible time while the person is active', () => {
    const clock = new ActiveClock(0, true)
    clock.activity(5 * S)
    expect(clock.take(15 * S)).toBe(15 * S)
  })

  it('never counts a hidden tab', () => {
    const clock = new ActiveClock(0, true)
    clock.visibility(false, 4 * S)
    expect(clock.take(15 * S)).toBe(4 * S)
    // still hidden, input or not
    clock.activity(20 * S)
    expect(clock.take(30 * S)).toBe(0)
    // shown again: counts from then
    clock.visibility(true, 40 * S)
    expect(clock.take(45 * S)).toBe(5 * S)
  })

  it('caps idle time: nothing counts past idleMs after the last input, until the next one', () => {
    const clock = new ActiveClock(0, true)
    expect(clock.take(10 * 60 * S)).toBe(TIME_RULE.idleMs)
    clock.activity(10 * 60 * S)
    expect(clock.take(10 * 60 * S + 20 * S)).toBe(20 * S)
    expect(clock.take(60 * 60 * S)).toBe(TIME_RULE.idleMs - 20 * S)
  })

  it('a page opened in a background tab counts nothing until it is shown', () => {
    const clock = new ActiveClock(0, false)
    expect(clock.take(5 * 60 * S)).toBe(0)
  })
})

describe('what a heartbeat is worth on the server (beatCredit)', () => {
  it('counts the reported time, at most one interval and never more than the time since the previous counted beat', () => {
    expect(beatCredit({ reportedMs: 15 * S, sinceLastMs: null, sectionTodayMs: 0 })).toEqual({
      ms: 15 * S,
      counted: true,
      reason: 'counted',
    })
    expect(beatCredit({ reportedMs: 60 * S, sinceLastMs: 90 * S, sectionTodayMs: 0 }).ms).toBe(TIME_RULE.beatMs)
    expect(beatCredit({ reportedMs: 15 * S, sinceLastMs: 14.5 * S, sectionTodayMs: 0 }).ms).toBe(14.5 * S)
    // whole milliseconds, whatever the clock's precision
    expect(beatCredit({ reportedMs: 15 * S, sinceLastMs: 14_522.334, sectionTodayMs: 0 }).ms).toBe(14_522)
  })

  it('a beat too soon after the previous counted one counts nothing (and does not become the previous one)', () => {
    expect(beatCredit({ reportedMs: 15 * S, sinceLastMs: 2 * S, sectionTodayMs: 0 })).toEqual({
      ms: 0,
      counted: false,
      reason: 'too-soon',
    })
    expect(beatCredit({ reportedMs: 15 * S, sinceLastMs: TIME_RULE.minGapMs - 1, sectionTodayMs: 0 }).counted).toBe(
      false,
    )
  })

  it('an idle report counts nothing', () => {
    expect(beatCredit({ reportedMs: 0, sinceLastMs: 30 * S, sectionTodayMs: 0 })).toMatchObject({
      ms: 0,
      counted: false,
      reason: 'idle',
    })
    // a crumb of time (a tab hidden a few ms after a report) is idle too: it must not reset the person's clock
    expect(beatCredit({ reportedMs: TIME_RULE.minReportMs - 1, sinceLastMs: 30 * S, sectionTodayMs: 0 })).toMatchObject(
      { ms: 0, counted: false },
    )
  })

  it("a section's daily total never passes the cap", () => {
    const cap = TIME_RULE.sectionDayCapMs
    expect(beatCredit({ reportedMs: 15 * S, sinceLastMs: 20 * S, sectionTodayMs: cap - 5 * S })).toEqual({
      ms: 5 * S,
      counted: true,
      reason: 'capped',
    })
    expect(beatCredit({ reportedMs: 15 * S, sinceLastMs: 20 * S, sectionTodayMs: cap }).ms).toBe(0)
  })

  it('a day of beats every 15 s adds up to no more than the wall-clock time', () => {
    let total = 0
    let since: number | null = null
    for (let t = 0; t < 3600 * S; t += 15 * S) {
      const credit = beatCredit({ reportedMs: 60 * S, sinceLastMs: since, sectionTodayMs: total })
      total += credit.ms
      since = 15 * S
    }
    expect(total).toBeLessThanOrEqual(3600 * S)
  })

  it('refuses malformed reports', () => {
    expect(validReport(15_000)).toBe(true)
    for (const bad of [-1, 1.5, TIME_RULE.maxReportMs + 1, '15000', null, Number.NaN, Infinity])
      expect(validReport(bad)).toBe(false)
  })

  it('shows durations as h:mm:ss', () => {
    expect(durationLabel(0)).toBe('0:00:00')
    expect(durationLabel(3_725_999)).toBe('1:02:05')
  })
})

describe('the period of an export', () => {
  it('accepts real days in order and refuses the rest in Spanish', () => {
    expect(fundaePeriod('2026-01-01', '2026-03-31')).toEqual({
      ok: true,
      period: { from: '2026-01-01', to: '2026-03-31' },
    })
    expect(fundaePeriod('2026-02-30', '2026-03-31')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/AAAA-MM-DD/),
    })
    expect(fundaePeriod('2026-03-01', '2026-02-01')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/no puede ser posterior/),
    })
    expect(fundaePeriod(undefined, '2026-02-01').ok).toBe(false)
    expect(fundaePeriod(['2026-01-01'], '2026-02-01').ok).toBe(false)
    expect(fundaePeriod('2020-01-01', '2026-02-01')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/como máximo/),
    })
  })
})

const evidence: FundaeEvidence = {
  team: 7,
  company: 'Marketing Norte, S.L. · B12345678',
  period: { from: '2026-03-01', to: '2026-03-31' },
  generatedAt: '2026-11-26T08:30:00.000Z',
  people: [
    {
      seatId: 1,
      email: 'ana@empresa.es',
      // 23:30 UTC on 28 March is 00:30 on the 29th in Madrid (winter time, +1)
      firstAccess: '2026-03-28T23:30:00.000Z',
      // after the change to summer time (+2)
      lastAccess: '2026-03-30T10:05:00.000Z',
      totalMs: 3_725_000,
      sections: [
        {
          moduleCode: 'F2',
          moduleTitle: 'Fundamentos',
          anchor: 'intro',
          title: 'Introducción; primeros pasos',
          activeMs: 3_600_000,
          completedAt: '2026-03-30T10:05:00.000Z',
        },
        {
          moduleCode: 'F2',
          moduleTitle: 'Fundamentos',
          anchor: 'datos',
          title: '=HYPERLINK("x")',
          activeMs: 125_000,
          completedAt: null,
        },
      ],
      evaluations: [],
      certificate: {
        code: 'ABCDE-FGHJK-MNPQR-STVWX',
        state: 'valid',
        issuedAt: '2026-03-30T10:06:00.000Z',
        endedAt: null,
      },
    },
    {
      seatId: 2,
      email: 'luis@empresa.es',
      firstAccess: null,
      lastAccess: null,
      totalMs: 0,
      sections: [],
      evaluations: [],
      certificate: null,
    },
  ],
}

describe('the CSV', () => {
  it('is UTF-8 with a BOM, `;`-separated with Spanish headers, one row per person and section, dates in Madrid', () => {
    const csv = fundaeCsv(evidence)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(FUNDAE_CSV_HEADER.join(';'))
    expect(lines[0]).toContain('Último acceso;Tiempo total (h:mm:ss)')
    expect(lines).toHaveLength(4)
    const ana = lines[1].split(';')
    expect(ana.slice(0, 6)).toEqual([
      'ana@empresa.es',
      'Marketing Norte, S.L. · B12345678',
      '01/03/2026 – 31/03/2026',
      '29/03/2026 00:30',
      '30/03/2026 12:05',
      '1:02:05',
    ])
    // a title holding `;` is quoted, so the row keeps its columns
    expect(lines[1]).toContain('"Introducción; primeros pasos (intro)";1:00:00;30/03/2026 12:05;')
    expect(lines[1]).toContain(`${NO_EVALUATIONS};ABCDE-FGHJK-MNPQR-STVWX;Válido;30/03/2026;`)
    // a cell that Excel would run as a formula is neutralised
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") (datos)"`)
    expect(lines[3]).toContain('luis@empresa.es')
    expect(lines[3]).toContain('Sin actividad registrada en el periodo')
    expect(lines[3]).toContain('Sin certificado')
  })

  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('+34 600')).toBe("'+34 600")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('dijo "hola"')).toBe('"dijo ""hola"""')
    expect(csvCell('normal')).toBe('normal')
  })
})

describe('the PDF', () => {
  it('gives each person their own pages with the period, the company and when it was generated', async () => {
    const pages = await extractPdfPageTexts(await fundaePdfOf(evidence))
    expect(pages).toHaveLength(2)
    expect(pages[0]).toContain('ana@empresa.es')
    expect(pages[0]).not.toContain('luis@empresa.es')
    expect(pages[1]).toContain('luis@empresa.es')
    for (const page of pages) {
      expect(page).toContain('Marketing Norte, S.L. · B12345678')
      expect(page).toContain('01/03/2026 – 31/03/2026')
      expect(page).toContain('Generado el 26/11/2026 09:30')
    }
    expect(pages[0]).toContain('ABCDE-FGHJK-MNPQR-STVWX')
    expect(pages[0]).toContain('1:00:00')
    expect(pages[1]).toContain('Sin actividad registrada en el periodo.')
    expect(pages[1]).toContain('Página 2 de 2')
  })
})
