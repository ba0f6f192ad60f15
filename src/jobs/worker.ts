import type { Payload } from 'payload'
import type pg from 'pg'

import { mainPool } from '@/database/pool'
import { databaseDown, databaseUp, outageMark, watchPool } from '@/database/pool-watch'
import { settings } from '@/env'

import { schedulePeriodic } from './queue'
import { holdExitUntil } from './shutdown'
import type { JobRun, Schedule, Task, TaskRegistry } from './task'

/**
 * The worker every app instance runs (started by Payload's onInit in the server with the tasks and
 * schedules `jobs.config.ts` assembles, see payload.config.ts and src/instrumentation.ts). It runs
 * whatever tasks it is given and knows no domain. Jobs are claimed with one statement —
 * `FOR UPDATE SKIP LOCKED`, so two instances never run the same job at once — and hold a lease that the
 * worker extends while the job runs; a job whose process died is claimed again once its lease ran
 * out, while it has attempts left (else it is failed: a job that kills its process is not run for
 * ever). Each claim has its number, the run's fence: a run handed back or taken over never writes
 * again. A worker claims only the tasks it runs (an older instance in a rolling deploy leaves the new
 * ones to the new instances). A failed run is retried after an exponential backoff until
 * `maxAttempts`, then marked failed (visible in /api/health). Handlers are idempotent: a job may run
 * twice if a process dies after doing the work and before recording it.
 */

export interface Claimed {
  id: number
  task: string
  input: Record<string, unknown>
  attempts: number
  max_attempts: number
  /** which claim of the job this run is: every claim counts one more, and nothing ever counts back */
  claim: number
}

/**
 * Claims due jobs of the tasks this worker runs: queued ones whose time came, and running ones whose
 * lease lapsed (the process running them stopped) while they have attempts left. The claim number
 * (`claims`) is the run's fence: it only ever grows, so a run handed back or taken over never matches
 * the row again.
 */
const CLAIM = `
UPDATE outbox SET status = 'running', attempts = attempts + 1, claims = COALESCE(claims, 0) + 1,
  lease_until = now() + $2 * interval '1 millisecond', updated_at = now()
WHERE id IN (
  SELECT id FROM outbox
  WHERE task = ANY($3) AND ((status = 'queued' AND run_after <= now())
    OR (status = 'running' AND lease_until < now() AND attempts < max_attempts))
  ORDER BY run_after, id
  LIMIT $1
  FOR UPDATE SKIP LOCKED)
RETURNING id, task, input, attempts::int AS attempts, max_attempts::int AS max_attempts, claims::int AS claim`

/** A job whose process stopped on its last attempt (a job that kills its process) is not run again: failed. */
const GIVE_UP_LAPSED = `
UPDATE outbox SET status = 'failed', lease_until = NULL, updated_at = now(),
  last_error = 'the process running attempt ' || attempts::int || ' of ' || max_attempts::int || ' stopped (its lease lapsed): given up'
WHERE id IN (
  SELECT id FROM outbox
  WHERE task = ANY($1) AND status = 'running' AND lease_until < now() AND attempts >= max_attempts
  FOR UPDATE SKIP LOCKED)
RETURNING id, task, attempts::int AS attempts`

const EXTEND = `UPDATE outbox SET lease_until = now() + $3 * interval '1 millisecond'
WHERE id = $1 AND claims = $2 AND status = 'running'`

/** The fence: the job is still this run's (not re-claimed, not handed back, not given up); its lease restarts from now. */
const FENCE = `${EXTEND} RETURNING id`

const DONE = `UPDATE outbox SET status = 'done', completed_at = now(), lease_until = NULL, last_error = NULL,
  input = $3, updated_at = now()
WHERE id = $1 AND claims = $2 AND status = 'running'`

const RETRY = `UPDATE outbox SET
  status = (CASE WHEN attempts >= max_attempts OR $5 THEN 'failed' ELSE 'queued' END)::enum_outbox_status,
  run_after = now() + $3 * interval '1 millisecond', lease_until = NULL, last_error = $4, updated_at = now()
WHERE id = $1 AND claims = $2 AND status = 'running'`

/**
 * Jobs this instance still runs when it must exit go back to the queue, due now, for another instance;
 * the attempt does not count, the claim does (the run handed back can never pass the fence again).
 */
const HAND_BACK = `UPDATE outbox o SET status = 'queued', attempts = o.attempts - 1, run_after = now(), lease_until = NULL, updated_at = now()
FROM unnest($1::int[], $2::int[]) AS h(id, claim)
WHERE o.id = h.id AND o.claims = h.claim AND o.status = 'running'`

type Query = Pick<pg.Pool, 'query'>

/** Claims up to `limit` due jobs of `tasks` (after failing those whose last attempt's lease lapsed). */
export async function claimJobs(
  pool: Query,
  { limit, leaseMs, tasks }: { limit: number; leaseMs: number; tasks: string[] },
) {
  const failed = (await pool.query<{ id: number; task: string; attempts: number }>(GIVE_UP_LAPSED, [tasks])).rows
  const claimed = (await pool.query<Claimed>(CLAIM, [limit, leaseMs, tasks])).rows
  return { claimed, failed }
}

/** Hands runs back to the queue (a clean stop); a job claimed again since is left alone. */
export const handBackJobs = (pool: Query, runs: Array<Pick<Claimed, 'id' | 'claim'>>) =>
  pool.query(HAND_BACK, [runs.map((r) => r.id), runs.map((r) => r.claim)])

/** Done jobs are kept 30 days (for support, and so that Stripe's redeliveries, up to 3 days, stay no-ops). */
const PRUNE = `DELETE FROM outbox WHERE status = 'done' AND completed_at < now() - interval '30 days'`
const PRUNE_EVERY_MS = 60 * 60_000

/** Retry n (1-based) waits base × 2^(n-1), at most `max`, spread ±20 % so retries do not march in step. */
export function backoffMs(attempt: number, base: number, max: number, random = Math.random) {
  const delay = Math.min(max, base * 2 ** Math.max(0, attempt - 1))
  return Math.round(delay * (0.8 + 0.4 * random()))
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * How many jobs this instance runs at once: what JOBS_CONCURRENCY asks, but never more than half of
 * the pooled connections Payload leaves (it keeps one for itself), so requests always find one next to
 * the jobs. Twelve jobs on a pool of ten starved every request.
 */
export function jobSlots(concurrency: number, poolMax: number) {
  return Math.max(1, Math.min(Math.floor(concurrency) || 1, Math.floor((poolMax - 1) / 2)))
}

/** The fence of one run of a job (`claim` says which run): true while the job is still that run's. */
export const jobFence = (pool: Query, id: number, claim: number, leaseMs: number) => async () =>
  (await pool.query(FENCE, [id, claim, leaseMs])).rowCount === 1

/** A job that has not settled by its deadline: its slot is given back and it is retried. */
export class DeadlineExceeded extends Error {}

/**
 * Runs one claimed job: its lease is renewed every third of it while the run lasts (heartbeat), and a
 * run that has not settled by `deadlineMs` is given up (DeadlineExceeded): the caller records it for a
 * retry and frees its slot. Whatever the abandoned run still does is fenced off by the job's row
 * (`fence`: the job is no longer this run's once recorded or re-claimed). Returns the failure, or null.
 */
export async function runWithDeadline(
  pool: Query,
  job: { id: number; attempts: number; claim: number },
  run: (job: JobRun) => Promise<unknown>,
  { leaseMs, deadlineMs }: { leaseMs: number; deadlineMs: number },
): Promise<unknown> {
  const heartbeat = setInterval(
    () => void pool.query(EXTEND, [job.id, job.claim, leaseMs]).catch(() => {}),
    leaseMs / 3,
  )
  const fence = jobFence(pool, job.id, job.claim, leaseMs)
  let deadline: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      run({ id: job.id, attempts: job.attempts, fence }),
      new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () => reject(new DeadlineExceeded(`job did not settle within ${deadlineMs} ms`)),
          deadlineMs,
        )
      }),
    ])
    return null
  } catch (error) {
    return error ?? new Error('job failed')
  } finally {
    clearInterval(heartbeat)
    clearTimeout(deadline)
  }
}

type Global = { __academiaJobsWorker?: boolean; __academiaJobsNudge?: () => void }

/** What the worker runs: every task by name, and the periodic work the domains ask for. */
export interface JobsConfig {
  tasks: TaskRegistry
  schedules: Schedule[]
}

export function startJobWorker(payload: Payload, { tasks, schedules }: JobsConfig) {
  const g = globalThis as Global
  if (g.__academiaJobsWorker) return
  g.__academiaJobsWorker = true
  const pool = mainPool(payload)
  const log = payload.logger
  // Even an instance without a worker must survive a database restart (logged once).
  watchPool(pool, log)
  if (!settings.jobs.worker) return
  const { pollMs, leaseMs, backoffBaseMs, backoffMaxMs, deadlineMs } = settings.jobs
  const concurrency = jobSlots(settings.jobs.concurrency, settings.database.poolMax)
  if (concurrency < settings.jobs.concurrency) {
    log.warn(
      { asked: settings.jobs.concurrency, running: concurrency, poolMax: settings.database.poolMax },
      'JOBS_CONCURRENCY lowered to what the pool can serve next to requests',
    )
  }

  /**
   * Writes the outcome of a job, retrying while the database is away. Until every outcome is written,
   * this worker claims nothing: a job whose lease ran out during the outage is recorded by the worker
   * that did it, not run a second time (an e-mail sent twice).
   */
  let unrecorded = 0
  async function record(sql: string, values: unknown[]) {
    unrecorded += 1
    try {
      const deadline = Date.now() + 15 * 60_000
      for (let wait = 100; ; wait = Math.min(wait * 2, 1_000)) {
        try {
          await pool.query(sql, values)
          return
        } catch (error) {
          databaseDown(log, error)
          if (Date.now() > deadline) throw error
          await sleep(wait)
        }
      }
    } finally {
      unrecorded -= 1
    }
  }

  async function run(job: Claimed) {
    const task = (tasks as Record<string, Task<Record<string, unknown>> | undefined>)[job.task]
    const jobLog = task?.logger ? task.logger(payload, job.input) : log
    const failure = task
      ? await runWithDeadline(pool, job, (run) => task.run(payload, job.input, run), { leaseMs, deadlineMs })
      : Object.assign(new Error(`unknown task ${job.task}`), { permanent: true })
    if (!failure) {
      await record(DONE, [job.id, job.claim, JSON.stringify(task?.redact?.(job.input) ?? job.input)]).catch((error) =>
        jobLog.error({ job: job.id, task: job.task, err: (error as Error).message }, 'job done but not recorded'),
      )
      return
    }
    const message = (failure as Error)?.message ?? String(failure)
    if ((failure as { superseded?: boolean }).superseded) {
      jobLog.warn(
        { job: job.id, task: job.task, attempt: job.attempts },
        'job taken over by another run: this run stops',
      )
      return
    }
    const permanent = Boolean((failure as { permanent?: boolean }).permanent) || job.attempts >= job.max_attempts
    const delay = backoffMs(job.attempts, backoffBaseMs, backoffMaxMs)
    jobLog[permanent ? 'error' : 'warn'](
      { job: job.id, task: job.task, attempt: job.attempts, err: message, retryInMs: permanent ? null : delay },
      permanent ? 'job failed for good' : 'job failed, will retry',
    )
    await record(RETRY, [job.id, job.claim, delay, message.slice(0, 2000), permanent]).catch(() => {})
  }

  const held = new Map<number, Claimed>()
  const taskNames = Object.keys(tasks)
  let timer: NodeJS.Timeout | undefined
  let polling = false
  let again = false
  let stopping = false

  async function poll() {
    if (stopping) return
    if (polling) {
      again = true
      return
    }
    polling = true
    timer = undefined
    let next = pollMs
    try {
      const free = concurrency - held.size
      if (free > 0 && unrecorded === 0) {
        const mark = outageMark()
        const { claimed: rows, failed } = await claimJobs(pool, { limit: free, leaseMs, tasks: taskNames })
        databaseUp(log, mark)
        for (const job of failed)
          log.error(
            { job: job.id, task: job.task, attempt: job.attempts },
            'job failed for good: its last attempt stopped its process',
          )
        for (const job of rows) {
          held.set(job.id, job)
          void run(job).finally(() => {
            held.delete(job.id)
            schedule(0)
          })
        }
        if (rows.length === free) next = 0
      }
    } catch (error) {
      databaseDown(log, error)
    } finally {
      polling = false
      if (again) {
        again = false
        next = 0
      }
      schedule(next)
    }
  }

  function schedule(ms: number) {
    if (stopping) return
    if (timer && ms > 0) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void poll(), ms)
  }

  g.__academiaJobsNudge = () => schedule(0)
  setInterval(() => void pool.query(PRUNE).catch(() => {}), PRUNE_EVERY_MS).unref()
  // Every instance asks; the queue keeps one run per period (reconciliation, the sweep of unpaid
  // checkouts…: the domains' schedules). An interval of 0 means this instance never asks (the fault
  // tests prove the webhook path alone).
  const intervals: NodeJS.Timeout[] = []
  for (const schedule of schedules) {
    if (schedule.everyMs <= 0) continue
    // (it fails only while the database is away: logged once with the outage, asked again next minute)
    const tick = () => void schedulePeriodic(payload, schedule).catch((error) => databaseDown(log, error))
    intervals.push(setInterval(tick, Math.min(60_000, schedule.everyMs)).unref())
    tick()
  }

  /**
   * A clean stop (SIGTERM, e.g. a rolling deploy): claim nothing more, let the jobs in hand finish for
   * up to `drainMs`, record their outcomes, and hand back whatever still runs so that another instance
   * takes it at once (instead of after its lease). Handlers are idempotent, so a handed-back job that
   * was half done is simply done again.
   */
  async function drain() {
    stopping = true
    if (timer) clearTimeout(timer)
    for (const interval of intervals) clearInterval(interval)
    const deadline = Date.now() + settings.jobs.drainMs
    log.info({ running: held.size }, 'job worker draining')
    while ((held.size > 0 || unrecorded > 0 || polling) && Date.now() < deadline) await sleep(50)
    const left = [...held.values()]
    if (left.length) await handBackJobs(pool, left).catch((error) => databaseDown(log, error))
    log.info({ handedBack: left.length }, 'job worker stopped')
  }
  holdExitUntil(drain)
  log.info({ pollMs, concurrency, leaseMs }, 'job worker started')
  schedule(0)
}
