/**
 * Fault injection against a stack of its own (src/dev/stack.ts: its own PostgreSQL server, SMTP
 * listener, local Stripe and `next start`), so that stopping things hurts no other test:
 * (b) the SMTP listener down for 30 s during fulfilment, (c) the app killed mid-fulfilment and
 * restarted, (a) PostgreSQL stopped for 5 s in the middle of a purchase load. Nothing is lost, nothing
 * happens twice, and the process never crashes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startStack, type Stack } from '@/dev/stack'
import { purchaseLoad } from '@/dev/stack-load'

import { mailTo } from '../support/mail'
import { waitFor } from '../support/stripe'

let stack: Stack
let n = 0
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  stack = await startStack('faults')
}, 240_000)

afterAll(() => stack?.close(), 60_000)

async function checkout(module: string) {
  const response = await fetch(`${stack.appUrl}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productType: 'module', module, acceptTerms: true, withdrawalConsent: true }),
  })
  expect(response.status).toBe(200)
  return new URL(((await response.json()) as { url: string }).url).pathname.split('/').pop()!
}

const pay = (sessionId: string, email: string) =>
  fetch(`${stack.stripe.url}/pay/${sessionId}/complete`, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    redirect: 'manual',
  })

const accessMails = (email: string) => mailTo(email, stack.mailDir).filter((m) => /guest-access\?token=/.test(m.text))

const activeEntitlements = async (email: string) =>
  (await stack.db.query('SELECT id FROM entitlements WHERE email = $1 AND revoked_at IS NULL', [email])).rowCount ?? 0

const eventJob = async (sessionId: string) =>
  (
    await stack.db.query<{ status: string; attempts: number }>(
      `SELECT status, attempts::int AS attempts FROM outbox WHERE task = 'stripe-event' AND input->'event'->'data'->'object'->>'id' = $1`,
      [sessionId],
    )
  ).rows[0]

it('(b) the SMTP listener down for 30 s during fulfilment: access at once, the e-mail once it is back', async () => {
  const email = unique('smtp')
  const sessionId = await checkout('f2')
  await stack.stopMail()
  const downAt = Date.now()
  try {
    expect((await pay(sessionId, email)).status).toBe(303)
    await waitFor(async () => (await activeEntitlements(email)) === 1)
    // The e-mail job keeps failing and is retried with backoff meanwhile.
    await waitFor(async () => {
      const { rows } = await stack.db.query(
        `SELECT attempts::int AS a FROM outbox WHERE task = 'email' AND input->'message'->>'to' = $1`,
        [email],
      )
      return rows[0]?.a >= 3
    }, 25_000)
    await sleep(Math.max(0, 30_000 - (Date.now() - downAt)))
    expect(accessMails(email)).toHaveLength(0)
  } finally {
    await stack.startMail()
  }
  await waitFor(async () => accessMails(email).length > 0, 15_000)
  await sleep(1_500)
  expect(accessMails(email)).toHaveLength(1)
}, 240_000)

it('(c) the app killed mid-fulfilment and restarted: the job resumes and completes once', async () => {
  const email = unique('kill')
  const sessionId = await checkout('f3')
  // Stripe answers slowly: the worker is caught inside fulfilment (retrieving the session).
  stack.stripe.setApiDelay(5_000)
  try {
    expect((await pay(sessionId, email)).status).toBe(303)
    await waitFor(async () => (await eventJob(sessionId))?.status === 'running', 10_000)
    await stack.killApp()
  } finally {
    stack.stripe.setApiDelay(0)
  }
  expect(await eventJob(sessionId)).toMatchObject({ status: 'running', attempts: 1 })
  expect(await activeEntitlements(email)).toBe(0)

  await stack.startApp()
  await waitFor(async () => (await activeEntitlements(email)) === 1 && accessMails(email).length > 0, 30_000)
  await sleep(1_500)
  expect(await eventJob(sessionId)).toMatchObject({ status: 'done', attempts: 2 })
  expect(await activeEntitlements(email)).toBe(1)
  expect(accessMails(email)).toHaveLength(1)
}, 240_000)

it('(a) PostgreSQL stopped for 5 s during a purchase load: every paid session gets its access and one e-mail', async () => {
  let healthWhileDown: { status: number; body: unknown } | undefined
  const figures = await purchaseLoad(stack, 20, async () => {
    await sleep(600)
    await stack.stopDatabase()
    await sleep(1_000)
    const health = await fetch(`${stack.appUrl}/api/health`)
    healthWhileDown = { status: health.status, body: await health.json() }
    await sleep(4_000)
    await stack.startDatabase()
  })
  console.log('[faults] purchases under a database restart:', figures)
  expect(figures).toMatchObject({ attempted: 20, paid: 20, granted: 20, emailed: 20, duplicated: 0 })
  expect(stack.appCrashed(), 'the app process exited').toBe(false)
  expect(healthWhileDown).toEqual({
    status: 503,
    body: expect.objectContaining({ ok: false, database: 'unreachable' }),
  })
  expect((await fetch(`${stack.appUrl}/api/health`)).status).toBe(200)

  const lines = stack
    .logs()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })
  // The outage is logged once (and its end once), however many connections and queries failed.
  const outage = lines.filter((l) => l.msg === 'database unreachable: retrying' || l.msg === 'database reachable again')
  expect(
    outage.map((l) => l.msg),
    JSON.stringify(outage),
  ).toEqual(['database unreachable: retrying', 'database reachable again'])
  // Every line about a purchase carries the order, session and event ids, in one format.
  const paid = lines.filter((l) => l.msg === 'order paid')
  expect(paid.length).toBeGreaterThanOrEqual(20)
  for (const line of paid) {
    expect(line).toMatchObject({
      orderId: expect.any(Number),
      sessionId: expect.stringMatching(/^cs_/),
      eventId: expect.stringMatching(/^evt_/),
    })
  }
}, 240_000)
