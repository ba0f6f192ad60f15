/**
 * Every database wait is bounded (issue 25): a row lock held by another transaction makes the success
 * page's verify call fail fast with a Spanish 503 (Retry-After) while the rest of the site keeps
 * answering; advisory locks are waited for without holding a pooled connection, so a lock holder that
 * needs one more connection is never starved by its waiters; the e-mail job's row fences the send.
 */
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { settings } from '@/env'
import { deliverEmail } from '@/jobs/email'
import { LockBusy, withLock } from '@/jobs/lock'
import { DeadlineExceeded, jobFence, runWithDeadline } from '@/jobs/worker'

import { api, appUrl } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl } from '../support/stripe'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const unique = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`
const clients: pg.Client[] = []

async function client() {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await c.connect()
  clients.push(c)
  return c
}

afterAll(async () => {
  for (const c of clients) await c.end().catch(() => undefined)
})

/** One request, timed; a hang (no answer within `ms`) is reported as status 0. */
async function timed(path: string, init: RequestInit = {}, ms = 30_000) {
  const started = Date.now()
  try {
    const res = await fetch(`${appUrl()}${path}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(ms) })
    const text = await res.text()
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(text)
    } catch {
      // a page
    }
    return { path, status: res.status, ms: Date.now() - started, body, retryAfter: res.headers.get('retry-after') }
  } catch {
    return { path, status: 0, ms: Date.now() - started, body: {}, retryAfter: null }
  }
}

describe('a row lock held elsewhere', () => {
  it('makes verify answer a Spanish 503 within the lock timeout, and every other page keeps answering', async () => {
    const checkout = await api('POST', '/api/checkout', {
      body: { productType: 'module', module: 'f2', acceptTerms: true, withdrawalConsent: true },
    })
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
    const sessionId = sessionIdFromUrl(checkout.body.url)
    const payload = await testPayload()
    const order = (
      await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
    ).docs[0]

    // Another transaction holds the order's row (as a slow job or a hostile client would) while the
    // buyer pays; the webhook is held back so that verify is what records the payment.
    const holder = await client()
    await holder.query('BEGIN')
    await holder.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.id])
    try {
      await payOnHostedPage(sessionId, unique('bloqueo'), undefined, { webhook: false })
      const verify = () =>
        timed('/api/checkout/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sessionId }),
        })
      // More waiting requests than the pool has connections: today they took every one, and every page hung.
      const verifies = Array.from({ length: 12 }, verify)
      await sleep(500)
      const others = await Promise.all([
        timed('/api/health'),
        timed('/api/modules?limit=1&depth=0'),
        timed('/glosario'),
        timed('/api/checkout/offer', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      ])
      const answered = await Promise.all(verifies)

      // Slack for a loaded CI machine; the defect was a wait of minutes (200 s seen), bounded by nothing.
      const bound = settings.database.lockTimeoutMs + settings.database.poolTimeoutMs + 25_000
      for (const v of answered) {
        expect(v, JSON.stringify(v)).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) })
        expect(String(v.body.error)).toMatch(/saturado|mantenimiento/)
        expect(v.ms).toBeLessThan(bound)
      }
      for (const other of others) {
        expect(other.status, JSON.stringify(other)).toBeGreaterThanOrEqual(200)
        expect(other.status, JSON.stringify(other)).toBeLessThan(500)
        expect(other.ms, JSON.stringify(other)).toBeLessThan(bound)
      }
    } finally {
      await holder.query('ROLLBACK')
    }
    // The lock gone, the same call succeeds.
    const after = await api('POST', '/api/checkout/verify', { body: { sessionId } })
    expect(after.status, JSON.stringify(after.body)).toBe(200)
    expect(after.body.success).toBe(true)
  }, 240_000)
})

describe('advisory locks (src/jobs/lock.ts)', () => {
  const hangs = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, sleep(ms).then(() => 'hung' as const)])

  it('a holder that needs another connection is never starved by its waiters (no lock wait holds a connection)', async () => {
    const payload: Payload = await testPayload()
    const key = `test-lock:${Date.now()}`
    let inside = 0
    let most = 0
    const work = async () => {
      inside += 1
      most = Math.max(most, inside)
      await sleep(50)
      // the holder's own work needs one more pooled connection
      const { totalDocs } = await payload.count({ collection: 'modules' })
      inside -= 1
      return totalDocs
    }
    // More waiters than the pool has connections: a blocking lock wait gave each one a connection,
    // and the holder's count() never got one (deadlocked for good).
    const all = Promise.all(Array.from({ length: 14 }, () => withLock(payload, key, work, 30_000)))
    const outcome = await hangs(all, 25_000)
    expect(outcome).not.toBe('hung')
    expect((outcome as number[]).every((n) => n > 0)).toBe(true)
    expect(most).toBe(1)
  }, 120_000)

  it('gives up after its wait with LockBusy (the job retries later), and the pool stays free meanwhile', async () => {
    const payload: Payload = await testPayload()
    const key = `test-lock-busy:${Date.now()}`
    const holder = await client()
    await holder.query('BEGIN')
    await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key])
    try {
      const started = Date.now()
      const waiters = Array.from({ length: 12 }, () => withLock(payload, key, async () => 'ran', 1_500).catch((e) => e))
      await sleep(300)
      // meanwhile the pool serves other work at once
      const t = Date.now()
      await payload.count({ collection: 'modules' })
      expect(Date.now() - t).toBeLessThan(2_000)
      const results = await hangs(Promise.all(waiters), 20_000)
      expect(results).not.toBe('hung')
      for (const r of results as unknown[]) expect(r).toBeInstanceOf(LockBusy)
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      await holder.query('ROLLBACK')
    }
  }, 120_000)
})

describe("the e-mail job's row fences the send", () => {
  it('a run whose job another worker took over sends nothing; the run that holds it sends once', async () => {
    const payload = await testPayload()
    const db = await client()
    const to = unique('cerco')
    const message = { to, subject: 'Prueba del cerco', text: 'Hola' }
    // Worker A made claim 1; its lease lapsed and worker B claimed the job again (claim 2).
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO outbox (task, input, status, attempts, claims, max_attempts, run_after, lease_until, updated_at, created_at)
       VALUES ('email', $1, 'running', 2, 2, 25, now(), now() + interval '60 seconds', now(), now()) RETURNING id`,
      [JSON.stringify({ message })],
    )
    const id = rows[0].id
    try {
      const pool = (payload.db as unknown as { pool: pg.Pool }).pool
      const runA = { id, fence: jobFence(pool, id, 1, 60_000) }
      await expect(deliverEmail(payload, message, runA)).rejects.toMatchObject({ superseded: true })
      const runB = { id, fence: jobFence(pool, id, 2, 60_000) }
      await deliverEmail(payload, message, runB)
      await waitForMail(to)
      await sleep(1_000)
      expect(mailTo(to)).toHaveLength(1)
    } finally {
      await db.query(`UPDATE outbox SET status = 'done', completed_at = now(), lease_until = NULL WHERE id = $1`, [id])
    }
  }, 120_000)
})

describe('a job that never settles', () => {
  it('keeps its lease while it runs (heartbeat), and gives its slot back at its deadline', async () => {
    const db = await client()
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO outbox (task, input, status, attempts, claims, max_attempts, run_after, lease_until, updated_at, created_at)
       VALUES ('reconcile', '{"days":1}', 'running', 1, 1, 25, now(), now() + interval '600 milliseconds', now(), now()) RETURNING id`,
    )
    const id = rows[0].id
    const leaseLeft = async () =>
      (
        await db.query<{ ms: number }>(
          `SELECT (extract(epoch FROM lease_until - now()) * 1000)::int AS ms FROM outbox WHERE id = $1`,
          [id],
        )
      ).rows[0].ms
    try {
      const payload = await testPayload()
      const pool = (payload.db as unknown as { pool: pg.Pool }).pool
      const started = Date.now()
      const settled = runWithDeadline(pool, { id, attempts: 1, claim: 1 }, () => new Promise(() => {}), {
        leaseMs: 600,
        deadlineMs: 2_500,
      })
      // Three leases later the job is still its run's: the heartbeat renewed the lease.
      await sleep(1_800)
      expect(await leaseLeft()).toBeGreaterThan(0)
      const failure = await Promise.race([settled, sleep(10_000).then(() => 'hung')])
      expect(failure).toBeInstanceOf(DeadlineExceeded)
      expect(Date.now() - started).toBeLessThan(5_000)
      // The heartbeat stopped with it: the lease runs out and another run may take the job (the app's
      // own worker may already have: then the job is on its second attempt).
      await sleep(1_000)
      const { rows: after } = await db.query<{ attempts: number }>('SELECT attempts FROM outbox WHERE id = $1', [id])
      expect(after[0].attempts > 1 || (await leaseLeft()) < 0).toBe(true)
    } finally {
      await db.query(`UPDATE outbox SET status = 'done', completed_at = now(), lease_until = NULL WHERE id = $1`, [id])
    }
  }, 240_000)
})
