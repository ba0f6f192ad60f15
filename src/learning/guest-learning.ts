import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { inTransaction, transactionDb } from '@/database/transaction'

/**
 * What an address read without an account (its reading marks, its time and its evaluation attempts: src/learning/learner.ts) joins
 * the account of that address once the account proves it — where its guest purchases and the seats it
 * claimed join it (src/teams/team-actions.ts `attachTeamRows`). A section the account already has keeps
 * the account's mark; time of a day and section both have is added up (the day's clock too); everything
 * else moves as it was, with its dates, so a team's evidence reads the same before and after. One
 * transaction: the address's rows are all moved, or none.
 */
export async function adoptGuestLearning(
  payload: Payload,
  user: { id: number; email: string },
): Promise<{ reading: number; time: number }> {
  const email = user.email.trim().toLowerCase()
  const userId = Number(user.id)
  return inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const reading = await db.execute(sql`
      UPDATE reading_progress g SET user_id = ${userId}, guest_email = NULL
      WHERE g.guest_email = ${email}
        AND NOT EXISTS (SELECT 1 FROM reading_progress a WHERE a.user_id = ${userId} AND a.module_id = g.module_id AND a.section = g.section)
      RETURNING g.id`)
    await db.execute(sql`DELETE FROM reading_progress WHERE guest_email = ${email}`)
    await db.execute(sql`
      UPDATE section_time a SET active_ms = a.active_ms + g.active_ms, beats = a.beats + g.beats,
        first_at = LEAST(a.first_at, g.first_at), last_at = GREATEST(a.last_at, g.last_at), updated_at = now()
      FROM section_time g
      WHERE g.guest_email = ${email} AND a.user_id = ${userId} AND a.day = g.day AND a.key = g.key`)
    const added = await db.execute(sql`
      DELETE FROM section_time g USING section_time a
      WHERE g.guest_email = ${email} AND a.user_id = ${userId} AND a.day = g.day AND a.key = g.key
      RETURNING g.id`)
    const moved = await db.execute(
      sql`UPDATE section_time SET user_id = ${userId}, guest_email = NULL WHERE guest_email = ${email} RETURNING id`,
    )
    // Evaluation attempts move whole (src/learning/evaluations.ts); one in flight keeps its place unless the account has one.
    const key = `user:${userId}:`
    await db.execute(sql`
      UPDATE evaluation_attempts g SET user_id = ${userId}, guest_email = NULL,
        in_flight_key = CASE
          WHEN g.in_flight_key IS NULL THEN NULL
          WHEN EXISTS (SELECT 1 FROM evaluation_attempts a WHERE a.in_flight_key = ${key} || g.module_id::text) THEN NULL
          ELSE ${key} || g.module_id::text END
      WHERE g.guest_email = ${email}`)
    return { reading: reading.rows.length, time: added.rows.length + moved.rows.length }
  })
}
