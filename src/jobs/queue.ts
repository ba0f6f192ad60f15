import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { statementPool } from '@/database/statement-pool'
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

/**
 * A new object on every call: Payload's createLocalReq adopts the context object it is given as the
 * request's own when the request has none yet, so a shared one would collect every request's job ids
 * (`enqueuedJobs`), and one deleted job (an erasure) would fail the check in `inTransaction` forever after.
 */
const jobContext = () => ({ system: true, skipRevalidate: true })

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
    context: jobContext(),
    req,
  })
  ;((req.context.enqueuedJobs as number[] | undefined) ??= []).push(doc.id)
  return doc
}

/**
 * Queues a job once per key, whoever asks and however often (a replayed event, a retried job, every
 * instance asking for the same period): true when this call queued it, false when a job with that key
 * already exists. Inside a transaction (`req`) a refused duplicate has aborted that transaction, so it
 * is thrown: the caller's change must not commit as if the job were queued.
 */
export async function enqueueOnce(payload: Payload, job: JobInput & { dedupeKey: string }, req?: PayloadRequest): Promise<boolean> {
  try {
    await enqueue(payload, job, req)
    return true
  } catch (error) {
    if (req?.transactionID || !isDuplicate(error)) throw error
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

/** A unique index refused the write: it was already done (a replayed event, a concurrent caller). */
export const isDuplicate = (error: unknown) =>
  error instanceof ValidationError ||
  error instanceof DuplicateJob ||
  (error instanceof Error && /duplicate key|unique/i.test(error.message))

/** Runs `fn` in one database transaction (every Local API call given `req` joins it). */
export async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: jobContext() }, payload)
  const own = await initTransaction(req)
  try {
    const result = await fn(req)
    if (own) await commitTransaction(req)
    // Payload's commit swallows a failed COMMIT: check that the jobs queued in it are really there.
    const jobs = (req.context.enqueuedJobs as number[] | undefined) ?? []
    if (jobs.length) {
      const { rows } = await pool(payload).query('SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1)', [jobs])
      if (rows[0].n !== jobs.length) throw new Error('the transaction did not commit')
    }
    nudgeWorker()
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/** Asks this instance's worker to look for due jobs now rather than at its next poll. */
export function nudgeWorker() {
  ;(globalThis as { __academiaJobsNudge?: () => void }).__academiaJobsNudge?.()
}
