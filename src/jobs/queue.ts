import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { settings } from '@/env'

/**
 * Enqueueing side effects. A job is a row of the `outbox` collection; `req` puts the insert in the
 * caller's transaction, so the job exists if and only if the change that called for it committed.
 */
export interface JobInput {
  task: TaskName
  input: Record<string, unknown>
  /** a second job with the same key is a no-op (e.g. one job per Stripe event) */
  dedupeKey?: string
  /** first run not before this many ms from now */
  delayMs?: number
}

export type TaskName = 'stripe-event' | 'email' | 'resend-access-link'

const context = { system: true, skipRevalidate: true }

export async function enqueue(payload: Payload, job: JobInput, req?: PayloadRequest) {
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
    context,
    req,
  })
  if (!req?.transactionID) nudgeWorker()
  return doc
}

/** A unique index refused the write: it was already done (a replayed event, a concurrent caller). */
export const isDuplicate = (error: unknown) =>
  error instanceof ValidationError ||
  (error instanceof Error && /duplicate key|unique/i.test(error.message))

/** Runs `fn` in one database transaction (every Local API call given `req` joins it). */
export async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context }, payload)
  const own = await initTransaction(req)
  try {
    const result = await fn(req)
    if (own) await commitTransaction(req)
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
