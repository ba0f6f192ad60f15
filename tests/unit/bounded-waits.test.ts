import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable, poolLimits } from '@/database/limits'
import { jobSlots } from '@/jobs/worker'
import { RenderBusy, renderSlots } from '@/pdf/render-slots'
import { bodyLimitFor, declaredLength, withinLimit } from '@/security/body-limit'
import { actionPostProblem, isActionPost } from '@/security/server-actions'

const limits = { jsonBytes: 1000, webhookBytes: 500, uploadBytes: 5000 }

/** A body sent in chunks, with no declared length (chunked), counting how much was pulled from it. */
function chunked(chunk: number, count: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= count) return controller.close()
      pulled += 1
      controller.enqueue(new Uint8Array(chunk))
    },
  })
  return { stream, pulled: () => pulled }
}

describe('database limits', () => {
  it('sets every wait on each connection; 0 turns the statement limit off', () => {
    expect(
      poolLimits({
        poolMax: 10,
        statementTimeoutMs: 15_000,
        lockTimeoutMs: 3_000,
        idleInTransactionTimeoutMs: 30_000,
        poolTimeoutMs: 5_000,
      }),
    ).toEqual({
      statement_timeout: 15_000,
      lock_timeout: 3_000,
      idle_in_transaction_session_timeout: 30_000,
      connectionTimeoutMillis: 5_000,
    })
    expect(
      poolLimits({
        poolMax: 10,
        statementTimeoutMs: 0,
        lockTimeoutMs: 0,
        idleInTransactionTimeoutMs: 0,
        poolTimeoutMs: 0,
      }).statement_timeout,
    ).toBe(false)
  })

  it('tells a busy or absent database (503) from a real error (500), also when wrapped', () => {
    const pgError = (code: string) => Object.assign(new Error('x'), { code })
    for (const code of ['57014', '55P03', '25P03', '40P01', '57P01', '08006', 'ECONNREFUSED'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query'), { cause: pgError('55P03') }))).toBe(true)
    for (const code of ['23505', '22P02', '42P01']) expect(isDatabaseUnavailable(pgError(code)), code).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
  })
})

describe('job slots', () => {
  it('never more jobs at once than half the connections Payload leaves in the pool', () => {
    expect(jobSlots(12, 10)).toBe(4)
    expect(jobSlots(4, 10)).toBe(4)
    expect(jobSlots(2, 10)).toBe(2)
    expect(jobSlots(8, 3)).toBe(1)
    expect(jobSlots(0, 10)).toBe(1)
  })
})

describe('request body limits', () => {
  it('each route its own limit', () => {
    expect(bodyLimitFor({ segments: ['stripe', 'webhooks'], uploadCollection: false }, limits)).toBe(500)
    expect(bodyLimitFor({ segments: ['media'], uploadCollection: true }, limits)).toBe(5000)
    expect(bodyLimitFor({ segments: ['checkout'], uploadCollection: false }, limits)).toBe(1000)
  })

  it('refuses a declared length over the limit before reading a byte, and a malformed one', async () => {
    const body = chunked(100, 5)
    const request = new Request('http://x/api/a', {
      method: 'POST',
      headers: { 'content-length': '200000000' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit)
    expect(await withinLimit(request, 1000)).toMatchObject({ status: 413 })
    expect(body.pulled()).toBeLessThanOrEqual(1)
    expect(declaredLength('12abc')).toBe('invalid')
    expect(declaredLength(null)).toBe(null)
  })

  it('reads a chunked body only up to the limit, then stops', async () => {
    const body = chunked(300, 1000)
    const request = new Request('http://x/api/a', { method: 'POST', body: body.stream, duplex: 'half' } as RequestInit)
    const refused = await withinLimit(request, 1000)
    expect(refused).toMatchObject({ status: 413, message: expect.stringMatching(/demasiado grande/) })
    expect(body.pulled()).toBeLessThan(10)
  })

  it('hands on a body within the limit, readable as usual', async () => {
    const request = new Request('http://x/api/a', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    })
    const passed = await withinLimit(request, 1000)
    expect(passed).toBeInstanceOf(Request)
    expect(await (passed as Request).clone().json()).toEqual({ a: 1 })
    expect((passed as Request).headers.get('content-type')).toBe('application/json')
  })
})

describe('posts to pages (server actions)', () => {
  const headers = (h: Record<string, string>) => new Headers(h)
  it('recognises server actions and form posts', () => {
    expect(isActionPost('POST', headers({ 'next-action': 'abc' }))).toBe(true)
    expect(isActionPost('POST', headers({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(true)
    expect(isActionPost('GET', headers({ 'next-action': 'abc' }))).toBe(false)
    expect(isActionPost('POST', headers({ 'content-type': 'application/json' }))).toBe(false)
  })

  it('cross-site 403, unknown length 411, too large 413, otherwise nothing', () => {
    const same = { host: 'academia.test', 'content-length': '100' }
    expect(actionPostProblem(headers({ ...same, origin: 'https://evil.test' }), 1000)).toMatchObject({ status: 403 })
    expect(actionPostProblem(headers({ ...same, origin: 'null' }), 1000)).toMatchObject({ status: 403 })
    expect(actionPostProblem(headers({ host: 'academia.test', origin: 'http://academia.test' }), 1000)).toMatchObject({
      status: 411,
    })
    expect(
      actionPostProblem(headers({ ...same, 'content-length': '3000000', origin: 'http://academia.test' }), 1000),
    ).toMatchObject({ status: 413 })
    expect(actionPostProblem(headers({ ...same, origin: 'http://academia.test' }), 1000)).toBeNull()
    expect(
      actionPostProblem(
        headers({ ...same, 'x-forwarded-host': 'www.academia.test', origin: 'https://www.academia.test' }),
        1000,
      ),
    ).toBeNull()
    expect(actionPostProblem(headers(same), 1000)).toBeNull()
  })
})

describe('PDF render slots', () => {
  it('renders at most `slots` at once, lets a few wait, refuses the rest at once', async () => {
    const slots = renderSlots(2, { queue: 2, waitMs: 2_000 })
    let running = 0
    let most = 0
    const release: Array<() => void> = []
    const render = () =>
      slots.run(async () => {
        running += 1
        most = Math.max(most, running)
        await new Promise<void>((r) => release.push(r))
        running -= 1
        return 'pdf'
      })
    const all = Array.from({ length: 6 }, () => render().catch((e) => e))
    await new Promise((r) => setTimeout(r, 10))
    expect(running).toBe(2)
    while (release.length || running) {
      release.shift()?.()
      await new Promise((r) => setTimeout(r, 5))
    }
    const results = await Promise.all(all)
    expect(results.filter((r) => r === 'pdf')).toHaveLength(4)
    expect(results.filter((r) => r instanceof RenderBusy)).toHaveLength(2)
    expect(most).toBe(2)
    expect(slots.running).toBe(0)
  })

  it('gives one requester one slot or queue place: its other requests are refused at once, others still get theirs', async () => {
    const slots = renderSlots(2, { queue: 4, waitMs: 2_000 })
    const release: Array<() => void> = []
    const render = (requester: string[]) =>
      slots.forRequester(requester, (inSlot) =>
        inSlot(() => new Promise<string>((r) => release.push(() => r(requester.join('+'))))),
      )
    // 32 requests on one link (from one address), then another buyer from another address.
    const flood = Array.from({ length: 32 }, () => render(['token:abc', 'address:198.51.100.7']).catch((e) => e))
    // the same link from elsewhere, or the same address with another link, is the same requester
    const sameLink = render(['token:abc', 'address:203.0.113.1']).catch((e) => e)
    const sameAddress = render(['token:xyz', 'address:198.51.100.7']).catch((e) => e)
    const other = render(['user:7', 'address:192.0.2.5'])
    await new Promise((r) => setTimeout(r, 10))
    expect(slots.running).toBe(2)
    const refusals = await Promise.all([...flood.slice(1), sameLink, sameAddress])
    for (const refusal of refusals) expect(refusal).toMatchObject({ mine: true })
    expect(refusals[0]).toBeInstanceOf(RenderBusy)
    while (release.length) release.shift()!()
    expect(await flood[0]).toBe('token:abc+address:198.51.100.7')
    expect(await other).toBe('user:7+address:192.0.2.5')
    // once its PDF is made, the requester may ask again
    const again = render(['token:abc', 'address:198.51.100.7'])
    await new Promise((r) => setTimeout(r, 10))
    release.shift()!()
    expect(await again).toBe('token:abc+address:198.51.100.7')
    expect(slots.running).toBe(0)
  })
})
