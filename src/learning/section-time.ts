import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { madridDay } from '@/content/dates'
import { inTransaction, transactionDb } from '@/database/transaction'

import { learnerColumn, type Learner } from './learner'
import { beatCredit, type BeatCredit } from './time-rule'

/**
 * Time on sections, stored (collection `section-time`; the rule is src/learning/time-rule.ts). A
 * heartbeat is one short transaction: the learner's (src/learning/learner.ts) clock row for the day (empty `key`) is created if
 * needed and locked, the rule decides what the beat is worth, and the clock and the section's row are
 * updated. Concurrent heartbeats of one person (tabs, devices, a script) queue on that lock — bounded by
 * `lock_timeout` — and each sees the previous one's result, so none is counted twice.
 */

export const sectionKey = (moduleId: number, anchor: string) => `${moduleId}:${anchor}`

export async function recordBeat(
  payload: Payload,
  beat: { learner: Learner; moduleId: number; section: string; reportedMs: number },
): Promise<BeatCredit> {
  const { column, value } = learnerColumn(beat.learner)
  const who = sql.identifier(column)
  return inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const day = madridDay(new Date())
    const key = sectionKey(beat.moduleId, beat.section)
    await db.execute(sql`
      INSERT INTO section_time (${who}, day, key, active_ms, beats, updated_at, created_at)
      VALUES (${value}, ${day}, '', 0, 0, now(), now())
      ON CONFLICT (${who}, day, key) DO NOTHING`)
    const { rows } = await db.execute(sql`
      SELECT
        (EXTRACT(EPOCH FROM (clock_timestamp() - c.last_at)) * 1000)::float8 AS since_last,
        COALESCE((SELECT s.active_ms FROM section_time s WHERE s.${who} = ${value} AND s.day = c.day AND s.key = ${key}), 0)::float8 AS section_ms
      FROM section_time c
      WHERE c.${who} = ${value} AND c.day = ${day} AND c.key = ''
      FOR UPDATE OF c`)
    const row = rows[0] as { since_last: number | null; section_ms: number }
    const credit = beatCredit({
      reportedMs: beat.reportedMs,
      sinceLastMs: row.since_last === null ? null : Math.max(0, Number(row.since_last)),
      sectionTodayMs: Number(row.section_ms),
    })
    if (!credit.counted) return credit
    await db.execute(sql`
      UPDATE section_time SET active_ms = active_ms + ${credit.ms}, beats = beats + 1,
        first_at = COALESCE(first_at, clock_timestamp()), last_at = clock_timestamp(), updated_at = now()
      WHERE ${who} = ${value} AND day = ${day} AND key = ''`)
    await db.execute(sql`
      INSERT INTO section_time (${who}, day, key, module_id, section, active_ms, beats, first_at, last_at, updated_at, created_at)
      VALUES (${value}, ${day}, ${key}, ${beat.moduleId}, ${beat.section}, ${credit.ms}, 1, clock_timestamp(), clock_timestamp(), now(), now())
      ON CONFLICT (${who}, day, key) DO UPDATE SET
        active_ms = section_time.active_ms + EXCLUDED.active_ms, beats = section_time.beats + 1,
        last_at = EXCLUDED.last_at, updated_at = now()`)
    return credit
  })
}
