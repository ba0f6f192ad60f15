import type { Payload, PayloadRequest } from 'payload'

import { statementPool } from '@/database/statement-pool'
import { afterCommit } from '@/database/transaction'
import { isUniqueViolation } from '@/database/unique-violation'
import { settings } from '@/env'

import type { Job, Schedule } from './task'

/**
 * Enqueueing side effects. A job is a row of the `outbox` collection; `req` puts the insert in the
 * caller's transaction, so the job exists if and only if the change that called for it committed.
 * The task's name and input are checked against what the domains declared (`TaskInputs`, src/jobs/task.ts).
 */
export type JobInput = Job & {
  /** a second job with the same key is a no-op (e.g. one job per Stripe event) */
  dedupeKey?: string
  /** first run not before this many ms from now */
  delayMs?: number
}

export async function enqueue(payload: Payload, job: JobInput, req?: PayloadRequest) {
  if (!req?.transactionID) {
    // One autocommit statement: its error, if any, reaches the caller (Payload's own commit swallows a
    // failed COMMIT, so a webhook could answer 200 for an event that was never stored).
    const { rows } = await pool(payload).query<{ id: number }>(
      `INSERT INTO outbox (task, input, dedupe_key, status, attempts, max_attempts, run_after)
       VALUES ($1, $2, $3, 'queued', 0, $4, now() + $5 * interval '1 millisecond')
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [job.task, JSON.stringify(job.input), job.dedupeKey ?? null, settings.jobs.maxAttempts, job.delayMs ?? 0],
    )
    if (!rows.length) throw new DuplicateJob(job.dedupeKey ?? '')
    nudgeWorker()
    return { id: rows[0].id }
  }
  const doc = await payload.create({
    collection: 'outbox',
    data: {
      task: job.task,
      input: job.input,
      dedupeKey: job.dedupeKey,
      status: 'queued',
      attempts: 0,
      maxAttempts: settings.jobs.maxAttempts,
      runAfter: new Date(Date.now() + (job.delayMs ?? 0)).toISOString(),
    },
    context: { system: true, skipRevalidate: true },
    req,
  })
  const jobs = ((req.context.enqueuedJobs as number[] | undefined) ??= [])
  if (!jobs.length) afterCommit(req, () => confirmQueued(payload, jobs))
  jobs.push(doc.id)
  return doc
}

/**
 * After the commit of an `inTransaction` (src/database/transaction.ts) that queued jobs: Payload's commit
 * swallows a failed COMMIT, so check that the jobs queued in it are really there, then wake the worker.
 */
async function confirmQueued(payload: Payload, jobs: number[]) {
  const { rows } = await pool(payload).query('SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1)', [jobs])
  if (rows[0].n !== jobs.length) throw new Error('the transaction did not commit')
  nudgeWorker()
}

/**
 * Queues a job once per key, whoever asks and however often (a replayed event, a retried job, every
 * instance asking for the same period): true when this call queued it, false when a job with that key
 * already exists. Inside a transaction (`req`) a refused duplicate has aborted that transaction, so it
 * is thrown: the caller's change must not commit as if the job were queued.
 */
export async function enqueueOnce(
  payload: Payload,
  job: JobInput & { dedupeKey: string },
  req?: PayloadRequest,
): Promise<boolean> {
  try {
    await enqueue(payload, job, req)
    return true
  } catch (error) {
    if (req?.transactionID || !isUniqueViolation(error)) throw error
    return false
  }
}

/**
 * Queues one run of a periodic task per period, whichever instance asks first: the job's dedupe key
 * names the period, so every instance may ask every minute and the queue runs it once.
 */
export async function schedulePeriodic(payload: Payload, schedule: Schedule, at = Date.now()) {
  const job = { task: schedule.task, input: schedule.input } as Job
  await enqueueOnce(payload, { ...job, dedupeKey: `${schedule.task}:${Math.floor(at / schedule.everyMs)}` })
}

class DuplicateJob extends Error {
  constructor(key: string) {
    super(`duplicate key: job ${key} is already queued`)
  }
}

const pool = (payload: Payload) => statementPool(payload)

/** Asks this instance's worker to look for due jobs now rather than at its next poll. */
export function nudgeWorker() {
  ;(globalThis as { __academiaJobsNudge?: () => void }).__academiaJobsNudge?.()
}
