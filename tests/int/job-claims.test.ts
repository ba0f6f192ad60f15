/**
 * The job queue's claims (src/jobs/worker.ts) on the real database: a run handed back on shutdown
 * never passes the fence again once another instance has claimed the job (each claim has its own
 * number, never counted back), and a job whose last attempt stopped its process is failed rather than
 * run for ever. The app's worker runs beside these tests: the probes use task names it does not run,
 * except the last one, which the app's own worker must give up.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { claimJobs, handBackJobs, jobFence } from '@/jobs/worker'

import { mailTo } from '../support/mail'
import { waitFor } from '../support/stripe'

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

let n = 0
const probeTask = () => `probe-${Date.now().toString(36)}-${(n += 1)}`

async function insertJob(
  task: string,
  fields: { status?: string; attempts?: number; maxAttempts?: number; leaseAgoMs?: number; input?: unknown } = {},
) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO outbox (task, input, status, attempts, max_attempts, run_after, lease_until, updated_at, created_at)
     VALUES ($1, $2, $3, $4, $5, now(), CASE WHEN $6::int IS NULL THEN NULL ELSE now() - $6::int * interval '1 millisecond' END, now(), now())
     RETURNING id`,
    [
      task,
      JSON.stringify(fields.input ?? {}),
      fields.status ?? 'queued',
      fields.attempts ?? 0,
      fields.maxAttempts ?? 5,
      fields.leaseAgoMs ?? null,
    ],
  )
  return rows[0]!.id
}

const row = async (id: number) =>
  (
    await db.query<{ status: string; attempts: number; last_error: string | null }>(
      'SELECT status, attempts::int AS attempts, last_error FROM outbox WHERE id = $1',
      [id],
    )
  ).rows[0]!

describe('job claims', () => {
  it('a run handed back on shutdown fails the fence once another instance claimed the job', async () => {
    const task = probeTask()
    const id = await insertJob(task)
    const first = (await claimJobs(db, { limit: 5, leaseMs: 60_000, tasks: [task] })).claimed
    expect(first.map((j) => j.id)).toEqual([id])
    const drained = first[0]!
    expect(await jobFence(db, id, drained.claim, 60_000)()).toBe(true)

    // SIGTERM: the run is handed back (its attempt does not count) …
    await handBackJobs(db, [drained])
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0 })
    // … another instance claims it at once, and the drained run, still going, reaches its fence.
    const second = (await claimJobs(db, { limit: 5, leaseMs: 60_000, tasks: [task] })).claimed
    expect(second.map((j) => j.id)).toEqual([id])
    expect(second[0]!.attempts).toBe(drained.attempts)
    expect(await jobFence(db, id, drained.claim, 60_000)()).toBe(false)
    expect(await jobFence(db, id, second[0]!.claim, 60_000)()).toBe(true)

    // A late hand-back of the old run leaves the new one alone.
    await handBackJobs(db, [drained])
    expect((await row(id)).status).toBe('running')
    await db.query(`UPDATE outbox SET status = 'done', lease_until = NULL WHERE id = $1`, [id])
  })

  it('a lapsed lease is claimed again only while the job has attempts left', async () => {
    const task = probeTask()
    const left = await insertJob(task, { status: 'running', attempts: 1, maxAttempts: 3, leaseAgoMs: 1_000 })
    const spent = await insertJob(task, { status: 'running', attempts: 3, maxAttempts: 3, leaseAgoMs: 1_000 })
    const { claimed, failed } = await claimJobs(db, { limit: 5, leaseMs: 60_000, tasks: [task] })
    expect(claimed.map((j) => [j.id, j.attempts])).toEqual([[left, 2]])
    expect(failed.map((j) => j.id)).toEqual([spent])
    expect(await row(spent)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: expect.stringMatching(/lease lapsed/),
    })
    await db.query(`UPDATE outbox SET status = 'done', lease_until = NULL WHERE id = $1`, [left])
  })

  it("the app's worker fails an e-mail whose last attempt's process stopped, and does not send it", async () => {
    const to = `lapsed-${Date.now().toString(36)}@example.com`
    const id = await insertJob('email', {
      status: 'running',
      attempts: 2,
      maxAttempts: 2,
      leaseAgoMs: 1_000,
      input: { message: { from: 'hola@academiageo.es', to, subject: 'Mensaje que mató su proceso', text: 'hola' } },
    })
    await waitFor(async () => (await row(id)).status !== 'running', 15_000)
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: expect.stringMatching(/lease lapsed/),
    })
    await new Promise((r) => setTimeout(r, 1_000))
    expect(mailTo(to)).toHaveLength(0)
  })
})
