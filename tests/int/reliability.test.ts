/**
 * Side effects are never lost: the Stripe webhook answers only once the event is stored (and 400
 * without a valid signature), the health endpoint, the lost-link form's equal timing, and orders that
 * only move forward.
 */
import { describe, expect, it } from 'vitest'

import { healthReport } from '@/health/check'

import { api, appUrl, login } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { activeCodes, testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, signedWebhook, testStripe, waitFor } from '../support/stripe'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const postWebhook = (body: string, signature?: string) =>
  fetch(`${appUrl()}/api/stripe/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body,
  })

async function storedJobs(dedupeKey: string) {
  const payload = await testPayload()
  return (await payload.find({ collection: 'outbox', where: { dedupeKey: { equals: dedupeKey } }, depth: 0 })).docs
}

async function guestPurchase(body: Record<string, unknown>) {
  const email = uniqueEmail('buyer')
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, email)
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  return { email, sessionId }
}

describe('stripe webhook', () => {
  it('answers 400 without a signature or with a bad one, and stores nothing', async () => {
    const event = {
      id: `evt_unsigned_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_x' } },
    }
    const body = JSON.stringify(event)
    const missing = await postWebhook(body)
    expect(missing.status).toBe(400)
    const bad = await postWebhook(body, 't=1,v1=deadbeef')
    expect(bad.status).toBe(400)
    expect(await storedJobs(`stripe-event:${event.id}`)).toHaveLength(0)
  })

  it('answers 200 only once the event is stored; replays are no-ops', async () => {
    const event = {
      id: `evt_stored_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    }
    const { payload, header } = signedWebhook(event)
    const res = await postWebhook(payload, header)
    expect(res.status).toBe(200)
    // Stored by the time Stripe reads the answer.
    const [job] = await storedJobs(`stripe-event:${event.id}`)
    expect(job).toMatchObject({ task: 'stripe-event' })
    expect((job.input as { event: { id: string } }).event.id).toBe(event.id)
    for (let i = 0; i < 3; i++) {
      const again = signedWebhook(event)
      expect((await postWebhook(again.payload, again.header)).status).toBe(200)
    }
    expect(await storedJobs(`stripe-event:${event.id}`)).toHaveLength(1)
    await waitFor(async () => (await storedJobs(`stripe-event:${event.id}`))[0]?.status === 'done')
  })
})

describe('every e-mail goes through the queue', () => {
  it("Payload's own password-reset e-mail is queued, delivered by the app's worker, and not kept once sent", async () => {
    const payload = await testPayload()
    const email = uniqueEmail('reset')
    await payload.create({ collection: 'users', data: { email, password: 'secreto-123456', role: 'customer' } })
    // The Local API of this test process queues the message (the configured adapter); the app delivers it.
    await payload.forgotPassword({ collection: 'users', data: { email } })
    const mail = await waitForMail(email, (m) => /restablecer/i.test(m.subject + m.text + m.html))
    expect(mail.html).toMatch(/token=|restablecer/)
    const job = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'outbox',
        where: { task: { equals: 'email' } },
        sort: '-createdAt',
        limit: 20,
        depth: 0,
      })
      const row = docs.find((d) => JSON.stringify(d.input).includes(email))
      return row?.status === 'done' ? row : null
    })
    expect(job.input).toEqual({ message: { to: email, subject: expect.any(String) }, redacted: true })
  })
})

describe('health', () => {
  it('reports the database, the migrations and the queue: 200 when current, 503 when a migration is missing', async () => {
    const ok = await api('GET', '/api/health')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toContain('no-store')
    expect(ok.body).toMatchObject({
      ok: true,
      database: 'reachable',
      migrations: { missing: [] },
      queue: { queued: expect.any(Number), running: expect.any(Number), failed: expect.any(Number) },
    })
    expect(ok.body.migrations.applied).toBe(ok.body.migrations.expected)

    const payload = await testPayload()
    const pool = (
      payload.db as unknown as { pool: { query: (q: string, v?: unknown[]) => Promise<{ rows: { name: string }[] }> } }
    ).pool
    const { rows } = await pool.query('SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name DESC LIMIT 1')
    const latest = rows[0].name
    await pool.query('UPDATE payload_migrations SET name = $1 WHERE name = $2', [`${latest}-hidden`, latest])
    try {
      const behind = await api('GET', '/api/health')
      expect(behind.status).toBe(503)
      expect(behind.body).toMatchObject({ ok: false, database: 'reachable', migrations: { missing: [latest] } })
    } finally {
      await pool.query('UPDATE payload_migrations SET name = $1 WHERE name = $2', [latest, `${latest}-hidden`])
    }
  })

  it('counts no migrations on a database whose schema is pushed (npm run dev), and still checks the database', async () => {
    const payload = await testPayload()
    const pool = (payload.db as unknown as { pool: Parameters<typeof healthReport>[0] }).pool
    expect(await healthReport(pool, 'pushed')).toMatchObject({ ok: true, database: 'reachable', migrations: 'pushed' })
    expect(await healthReport(pool, ['20990101_000000_not_yet'])).toMatchObject({
      ok: false,
      migrations: { missing: ['20990101_000000_not_yet'] },
    })
    const down = {
      query: () => Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })),
    }
    expect(await healthReport(down, 'pushed')).toMatchObject({ ok: false, database: 'unreachable' })
  })
})

describe('lost-link form', () => {
  it('takes as long for buyers as for strangers, and the buyer still gets the e-mail', async () => {
    const buyers = [
      (await guestPurchase({ productType: 'module', module: 'f1' })).email,
      (await guestPurchase({ productType: 'module', module: 'f2' })).email,
      (await guestPurchase({ productType: 'module', module: 'f4' })).email,
      (await guestPurchase({ productType: 'module', module: 'f5' })).email,
    ]
    const strangers = buyers.map(() => uniqueEmail('stranger'))
    const timed = async (email: string, ip: string) => {
      const started = performance.now()
      const res = await api('POST', '/api/guest-access/resend', { body: { email }, headers: { 'X-Real-IP': ip } })
      const ms = performance.now() - started
      expect(res.status).toBe(200)
      return ms
    }
    // Warm up the route; then pairs sent at the same moment (one buyer, one stranger), so both see the
    // same load on a busy machine; each address twice (the per-address limit is 3 an hour).
    await timed(uniqueEmail('warmup'), '10.77.0.1')
    const differences: number[] = []
    const strangerMs: number[] = []
    for (let round = 0; round < 8; round++) {
      const i = round % 4
      const [b, s] = await Promise.all([timed(buyers[i], `10.77.1.${round}`), timed(strangers[i], `10.77.2.${round}`)])
      differences.push(b - s)
      strangerMs.push(s)
      await sleep(400) // let the queued jobs finish so they do not weigh on the next pair
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const [d, s] = [median(differences), median(strangerMs)]
    console.log(
      `[lost-link] median answer for strangers ${s.toFixed(1)} ms; buyers minus strangers, median of pairs: ${d.toFixed(1)} ms`,
    )
    // The old code e-mailed buyers before answering: about 60 ms more for them on an idle machine.
    expect(Math.abs(d), `buyers minus strangers ${d.toFixed(1)} ms (strangers ${s.toFixed(1)} ms)`).toBeLessThanOrEqual(
      25 + 0.2 * s,
    )

    for (const email of buyers) {
      await waitFor(async () => mailTo(email).filter((m) => /nuevo enlace/i.test(m.subject)).length === 2, 20_000)
    }
    for (const email of strangers) expect(mailTo(email)).toHaveLength(0)
  }, 120_000)
})

describe('order states only move forward', () => {
  it('a late partial charge.refunded leaves a refunded order refunded, and a released module never reaches it', async () => {
    const payload = await testPayload()
    const refunded = await guestPurchase({ productType: 'complete' })
    const kept = await guestPurchase({ productType: 'complete' })
    const session = await testStripe().checkout.sessions.retrieve(refunded.sessionId)
    const paymentIntent = session.payment_intent as string
    const partial = await testStripe().refunds.create({
      payment_intent: paymentIntent,
      amount: 1000,
      metadata: { module: 'F3' },
    })
    await waitFor(async () => (await activeCodes(refunded.email)).length === 4)
    await testStripe().refunds.create({ payment_intent: paymentIntent })
    await waitFor(async () => (await activeCodes(refunded.email)).length === 0)
    const order = async () =>
      (
        await payload.find({
          collection: 'orders',
          where: { stripeSessionId: { equals: refunded.sessionId } },
          depth: 0,
        })
      ).docs[0]
    expect((await order()).status).toBe('refunded')

    // Stripe delivers the first (partial) charge.refunded again, late.
    const late = {
      id: `evt_late_${Date.now()}`,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: partial.charge,
          object: 'charge',
          amount: session.amount_total,
          amount_refunded: 1000,
          refunded: false,
          payment_intent: paymentIntent,
          metadata: session.metadata,
          refunds: { object: 'list', data: [partial], has_more: false },
        },
      },
    }
    const { payload: body, header } = signedWebhook(late)
    expect((await postWebhook(body, header)).status).toBe(200)
    await waitFor(async () => (await storedJobs(`stripe-event:${late.id}`))[0]?.status === 'done')
    expect((await order()).status).toBe('refunded')
    expect(await activeCodes(refunded.email)).toEqual([])

    // F6 ships: the paid complete order gains it, the refunded one does not.
    const admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const [f6] = (await payload.find({ collection: 'modules', where: { code: { equals: 'F6' } }, depth: 0 })).docs
    expect(f6.comingSoon).toBe(true)
    const released = await api('PATCH', `/api/modules/${f6.id}`, { token: admin, body: { comingSoon: false } })
    expect(released.status).toBe(200)
    try {
      expect(await activeCodes(kept.email)).toContain('F6')
      expect(await activeCodes(refunded.email)).toEqual([])
    } finally {
      await api('PATCH', `/api/modules/${f6.id}`, { token: admin, body: { comingSoon: true } })
    }
  })
})
