/**
 * Every rate limit holds under concurrency: 50 simultaneous requests over real HTTP per limit, and
 * exactly the limit gets through (the counters are one atomic upsert in PostgreSQL, not a read and
 * a write). Each test uses its own made-up client address (X-Real-IP, as nginx sets it) and e-mails,
 * so tests never share a counter.
 */
import crypto from 'node:crypto'
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { api, appUrl, cookiesFrom } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

const CONCURRENT = 50
const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`
const address = () =>
  `198.18.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}-${crypto.randomUUID().slice(0, 6)}`
const together = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: CONCURRENT }, (_, i) => make(i)))
const statuses = (responses: { status: number }[]) =>
  responses.reduce<Record<number, number>>((tally, r) => ({ ...tally, [r.status]: (tally[r.status] ?? 0) + 1 }), {})
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until `count()` reaches `expected`, then a little longer to see that no more arrive. */
async function settlesAt(count: () => number | Promise<number>, expected: number) {
  await waitFor(async () => (await count()) >= expected, 20_000).catch(() => undefined)
  await sleep(1_500)
  return count()
}

async function guestPurchase() {
  const email = unique('limite')
  const checkout = await api('POST', '/api/checkout', {
    body: { productType: 'module', module: 'f3', acceptTerms: true, withdrawalConsent: true },
  })
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
  const sessionId = sessionIdFromUrl(checkout.body.url)
  await payOnHostedPage(sessionId, email)
  // Both of the purchase's e-mails (the access link and the invoice), so neither is counted as a later one.
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  await waitForMail(email, (m) => /^Tu factura/.test(m.subject))
  return { email, sessionId, browser: cookiesFrom(checkout.headers) }
}

describe('rate limits under 50 concurrent requests', () => {
  it('sign-up: 20 accounts per address and hour, the other 30 get 429', async () => {
    const ip = address()
    const responses = await together((i) =>
      api('POST', '/api/account/signup', {
        headers: { 'X-Real-IP': ip },
        body: { name: 'Cuenta de prueba', email: unique(`alta${i}`), password: 'una-clave-larga-123' },
      }),
    )
    expect(statuses(responses)).toEqual({ 201: 20, 429: 30 })
    expect(responses.find((r) => r.status === 429)?.body.error).toMatch(/Demasiados registros/)
  })

  it('lost-link form: 3 e-mails per address, the same answer every time', async () => {
    const { email } = await guestPurchase()
    // Only the lost-link e-mails are counted: the purchase's own e-mails (access link, invoice) may still
    // be on their way on a loaded machine, and counting them in a "before" total made this 4 once.
    const resent = () => mailTo(email).filter((m) => /nuevo enlace/i.test(m.subject)).length
    expect(resent()).toBe(0)
    // Each request from its own address, so only the per-e-mail limit can stop them.
    const responses = await together(() =>
      api('POST', '/api/guest-access/resend', { headers: { 'X-Real-IP': address() }, body: { email } }),
    )
    expect(statuses(responses)).toEqual({ 200: CONCURRENT })
    expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1)
    expect(await settlesAt(resent, 3)).toBe(3)
  })

  it('lost-link form: 10 requests per client address, the other 40 get 429', async () => {
    const ip = address()
    const responses = await together((i) =>
      api('POST', '/api/guest-access/resend', { headers: { 'X-Real-IP': ip }, body: { email: unique(`perdido${i}`) } }),
    )
    expect(statuses(responses)).toEqual({ 200: 10, 429: 40 })
  })

  it('forgotten password: 5 requests per account e-mail and hour (one e-mail per 15 s), then a Spanish 429 (counted for any e-mail, so it reveals nothing)', async () => {
    const email = unique('olvido')
    const payload = await testPayload()
    await payload.create({
      collection: 'users',
      data: { email, password: 'una-clave-larga-123', name: 'Olvido', role: 'customer' },
    })
    const responses = await together(() =>
      api('POST', '/api/account/forgot-password', { headers: { 'X-Real-IP': address() }, body: { email } }),
    )
    expect(statuses(responses)).toEqual({ 200: 5, 429: CONCURRENT - 5 })
    expect(responses.find((r) => r.status === 429)?.body.error).toMatch(/Demasiad|inténtalo/i)
    // Payload 3.90 sends at most one reset e-mail per account every 15 s (forgotPassword.minRequestInterval).
    expect(await settlesAt(() => mailTo(email).length, 1)).toBe(1)
  })

  it('success page: 5 browser links per order, then the e-mailed link is the way in', async () => {
    const { sessionId, browser } = await guestPurchase()
    const ip = address()
    const responses = await together(() =>
      api('POST', '/api/checkout/verify', { body: { sessionId }, headers: { cookie: browser, 'X-Real-IP': ip } }),
    )
    expect(statuses(responses)).toEqual({ 200: CONCURRENT })
    expect(responses.filter((r) => r.body.accessToken).length).toBe(5)
    const payload = await testPayload()
    const order = (
      await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
    ).docs[0]
    const links = await payload.count({
      collection: 'guest-grants',
      where: { and: [{ order: { equals: order.id } }, { purpose: { equals: 'success-page' } }] },
    })
    expect(links.totalDocs).toBe(5)
  })

  it('success page: an unknown session id is answered from the database without asking Stripe; 10 per address, then 429', async () => {
    const ip = address()
    const ids = Array.from({ length: 12 }, () => `cs_test_${crypto.randomBytes(12).toString('hex')}`)
    const responses = await Promise.all(
      ids.map((sessionId) =>
        api('POST', '/api/checkout/verify', { body: { sessionId }, headers: { 'X-Real-IP': ip } }),
      ),
    )
    expect(statuses(responses)).toEqual({ 404: 10, 429: 2 })
    expect(responses.find((r) => r.status === 429)?.body.error).toMatch(/Demasiadas comprobaciones/)
    // not one of those ids reached the Stripe server (today every well-formed id is asked for there first)
    const reached: Record<string, number> = await (await fetch(`${process.env.STRIPE_LOCAL_URL}/requests`)).json()
    expect(ids.filter((id) => Object.keys(reached).some((request) => request.includes(id)))).toEqual([])
    // another address is not held back by this one
    expect(
      (await api('POST', '/api/checkout/verify', { body: { sessionId: ids[0] }, headers: { 'X-Real-IP': address() } }))
        .status,
    ).toBe(404)
  })

  it('case form: 5 cases per address and hour through the page’s own form post', async () => {
    const description = `Gemini cita nuestra guía de rutas en bici por Asturias (${crypto.randomUUID()}).`
    const ip = address()
    const html = await (await fetch(`${appUrl()}/casos`)).text()
    const form = caseFormFields(html)
    const responses = await together(async () => {
      const body = new FormData()
      for (const [name, value] of form) body.append(name, value)
      body.append('url', 'https://rutas-en-bici.example/asturias')
      body.append('model', 'gemini')
      body.append('description', description)
      const response = await fetch(`${appUrl()}/casos`, { method: 'POST', body, headers: { 'X-Real-IP': ip } })
      return { status: response.status, text: await response.text() }
    })
    expect(statuses(responses)).toEqual({ 200: CONCURRENT })
    const payload = await testPayload()
    const stored = await payload.count({
      collection: 'case-submissions',
      where: { description: { equals: description } },
    })
    expect(stored.totalDocs).toBe(5)
  })
})

/** The hidden inputs React renders so the case form also posts without JavaScript (the action's id and state). */
function caseFormFields(html: string): [string, string][] {
  const fields = [...html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
    const name = tag.match(/name="([^"]*)"/)?.[1]
    const value = tag.match(/value="([^"]*)"/)?.[1] ?? ''
    return name?.startsWith('$ACTION') ? [[name, decodeEntities(value)] as [string, string]] : []
  })
  if (!fields.length) throw new Error('the case form has no server-action fields')
  return fields
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * A POST from a client reaching the app directly from `localAddress` (a loopback address that is not
 * one of the trusted proxies: TRUSTED_PROXIES defaults to 127.0.0.1 and ::1), with the headers it chose.
 */
function directPost(path: string, body: unknown, headers: Record<string, string>, localAddress = '127.0.0.2') {
  const url = new URL(path, appUrl())
  const data = JSON.stringify(body)
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => {
          let parsed: unknown = text
          try {
            parsed = JSON.parse(text)
          } catch {
            // not JSON
          }
          resolve({ status: response.statusCode ?? 0, body: parsed })
        })
      },
    )
    request.on('error', reject)
    request.end(data)
  })
}

describe('a client cannot choose its own bucket (issue 25)', () => {
  it('reaching the app directly, rotating X-Real-IP, X-Forwarded-For or the peer header changes nothing', async () => {
    // The lost-password form allows 10 requests per client address and hour.
    const answers: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const forged = `198.51.100.${i + 1}`
      const res = await directPost(
        '/api/account/forgot-password',
        { email: unique(`rota${i}`) },
        {
          'X-Real-IP': forged,
          'X-Forwarded-For': `${forged}, 127.0.0.1`,
          'X-Academia-Peer': '127.0.0.1',
        },
        '127.0.0.3',
      )
      answers.push(res.status)
    }
    // Before issue 25 every request had a bucket of its own (12 × 200).
    expect(answers).toEqual([...Array(10).fill(200), 429, 429])
  })

  it('a trusted proxy (loopback here, nginx in production) names the client: each visitor keeps a bucket of their own', async () => {
    const visitor = `203.0.113.${crypto.randomInt(1, 250)}`
    const answers: number[] = []
    for (let i = 0; i < 11; i += 1) {
      // What nginx sends: the client's own claim (left), then the address nginx saw (right).
      const res = await api('POST', '/api/account/forgot-password', {
        headers: { 'X-Forwarded-For': `10.9.9.${i}, ${visitor}` },
        body: { email: unique(`proxy${i}`) },
      })
      answers.push(res.status)
    }
    expect(answers).toEqual([...Array(10).fill(200), 429])
    const other = await api('POST', '/api/account/forgot-password', {
      headers: { 'X-Forwarded-For': `203.0.114.${crypto.randomInt(1, 250)}` },
      body: { email: unique('otro') },
    })
    expect(other.status).toBe(200)
  })

  it('sessions record the connection, not what a direct client claims', async () => {
    const payload = await testPayload()
    const email = unique('peer-session')
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'una-clave-larga-123', name: 'P', role: 'customer' },
    })
    const res = await directPost(
      '/api/account/login',
      { email, password: 'una-clave-larga-123' },
      { 'X-Real-IP': '8.8.8.8', 'X-Forwarded-For': '8.8.8.8' },
      '127.0.0.4',
    )
    expect(res.status).toBe(200)
    const { docs } = await payload.find({ collection: 'user-sessions', where: { user: { equals: user.id } }, depth: 0 })
    expect(docs.map((d) => d.ip)).toEqual(['127.0.0.4'])
  })
})
