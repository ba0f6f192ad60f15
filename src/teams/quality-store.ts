/**
 * Where FUNDAE's quality questionnaire (src/teams/quality.ts) is offered, stored and counted. A holder of a
 * claimed seat — an account, or the address that accepted it without one (src/learning/learner.ts) —
 * answers once per seat, after reading every section the seat covers. One statement marks the seat as
 * answered and stores the answers without the person, so two tabs sending at once store one response.
 */
import type { Payload } from 'payload'

import { madridDay } from '@/content/dates'
import { statementPool } from '@/database/statement-pool'
import { learnerColumn, type Learner } from '@/learning/learner'
import { moduleSections } from '@/learning/progress'

import { seatModules } from './claim'
import { summariseQuality, type QualityResponse, type QualitySummary } from './quality'

export interface QualitySeat {
  seat: number
  team: number
  company: string | null
  /** every section the seat covers is read */
  finished: boolean
  answered: boolean
}

interface HeldRow {
  id: number
  team_id: number
  product_type: 'complete' | 'module'
  module_id: number | null
  quality_answered: boolean | null
  company: string | null
}

/** The seat holder condition on `seats` for `learner`, as SQL with `$n` its value's place. */
function holderClause(learner: Learner, n: number) {
  const { column, value } = learnerColumn(learner)
  return column === 'user_id'
    ? { sql: `s.claimed_by_id = $${n}`, value }
    : { sql: `s.claimed_by_id IS NULL AND lower(s.claimed_email) = $${n}`, value }
}

/** The team seats `learner` holds, and whether each may answer (finished) or has answered. */
export async function qualitySeatsOf(payload: Payload, learner: Learner): Promise<QualitySeat[]> {
  const db = statementPool(payload)
  const holder = holderClause(learner, 1)
  const { rows: seats } = await db.query<HeldRow>(
    `SELECT s.id, s.team_id, s.product_type, s.module_id, s.quality_answered, o.buyer_business_name AS company
     FROM seats s JOIN orders o ON o.id = s.team_id
     WHERE s.status = 'claimed' AND ${holder.sql} ORDER BY s.id`,
    [holder.value],
  )
  if (!seats.length) return []
  const { column, value } = learnerColumn(learner)
  const [sections, { rows: read }] = await Promise.all([
    moduleSections(payload),
    db.query<{ module_id: number; section: string }>(
      `SELECT module_id, section FROM reading_progress WHERE ${column} = $1 AND read`,
      [value],
    ),
  ])
  const done = new Set(read.map((r) => `${r.module_id}:${r.section}`))
  const finishedModule = (id: number) =>
    sections.find((m) => m.id === id)?.anchors.every((anchor) => done.has(`${id}:${anchor}`)) ?? false
  return seats.map((s) => {
    const modules = seatModules({ productType: s.product_type, module: s.module_id }, sections)
    return {
      seat: s.id,
      team: s.team_id,
      company: s.company,
      finished: modules.length > 0 && modules.every(finishedModule),
      answered: Boolean(s.quality_answered),
    }
  })
}

export type QualityOutcome = { ok: true } | { ok: false; status: 403 | 409; message: string }

/** Stores `response` for the seat `seatId` of `learner`: once, and only once they have finished. */
export async function submitQuality(
  payload: Payload,
  learner: Learner,
  seatId: number,
  response: QualityResponse,
  now = new Date(),
): Promise<QualityOutcome> {
  const seat = (await qualitySeatsOf(payload, learner)).find((s) => s.seat === seatId)
  if (!seat) return { ok: false, status: 403, message: 'Esa plaza no es tuya.' }
  if (seat.answered)
    return { ok: false, status: 409, message: 'Ya respondiste el cuestionario de esta plaza. ¡Gracias!' }
  if (!seat.finished)
    return {
      ok: false,
      status: 409,
      message: 'El cuestionario se responde al terminar: te quedan secciones por leer.',
    }
  const holder = holderClause(learner, 2)
  const { rows } = await statementPool(payload).query<{ id: number }>(
    `WITH seat AS (
       UPDATE seats s SET quality_answered = true
       WHERE s.id = $1 AND s.status = 'claimed' AND s.quality_answered IS NOT TRUE AND ${holder.sql}
       RETURNING s.team_id)
     INSERT INTO quality_responses (team_id, answers, suggestion, answered_on)
     SELECT team_id, $3::jsonb, $4, $5 FROM seat RETURNING id`,
    [seatId, holder.value, JSON.stringify(response.answers), response.suggestion, madridDay(now)],
  )
  return rows.length
    ? { ok: true }
    : { ok: false, status: 409, message: 'Ya respondiste el cuestionario de esta plaza. ¡Gracias!' }
}

/** A team's answers (those given on the Madrid days of `period`, when one is named), counted; never who gave them. */
export async function qualitySummaryOf(
  payload: Payload,
  team: number,
  period?: { from: string; to: string },
): Promise<QualitySummary> {
  const { rows } = await statementPool(payload).query<{
    answers: QualityResponse['answers']
    suggestion: string | null
  }>(
    `SELECT answers, suggestion FROM quality_responses
     WHERE team_id = $1 AND ($2::text IS NULL OR answered_on BETWEEN $2 AND $3) ORDER BY id`,
    [team, period?.from ?? null, period?.to ?? null],
  )
  return summariseQuality(rows)
}
