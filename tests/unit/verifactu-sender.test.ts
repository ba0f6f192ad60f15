/**
 * The sender against the local agency (real HTTPS, mutual TLS) and a real PostgreSQL: chain order,
 * messages of at most 1,000, the agency's waits respected, and every record registered once whatever
 * happens — the agency down then up, a run killed mid-send, a timeout, a longer wait, a rejection.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { makeAeatCerts } from '@/dev/aeat-certs'
import { startLocalAeat } from '@/dev/local-aeat'
import { AgencyUnavailable, buildEnvelope, sendPending, type SendOptions } from '@/verifactu/sender'
import { claimBatch, releaseRefused } from '@/verifactu/store'
import { postSoap, readCertificate } from '@/verifactu/transport'

import { verifactuDatabase } from '../support/verifactu-db'
import { alta, chain, ISSUER, today } from '../support/verifactu-records'

const certs = makeAeatCerts(path.resolve('.data/test-aeat'))
let aeat: Awaited<ReturnType<typeof startLocalAeat>>
let db: Awaited<ReturnType<typeof verifactuDatabase>>
let options: SendOptions
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  aeat = await startLocalAeat({ certs, waitSeconds: 1, log: () => {} })
  options = {
    transport: {
      endpoint: aeat.endpoint,
      pfx: readCertificate(certs.clientP12),
      passphrase: certs.clientPassword,
      ca: fs.readFileSync(certs.ca),
      timeoutMs: 15_000,
    },
    issuerName: ISSUER.name,
  }
}, 60_000)
afterAll(() => aeat?.close())
beforeEach(async () => {
  await aeat.control({ reset: true, waitSeconds: 1, failNext: 0, timeoutNext: 0, delayMs: 0 })
  db = await verifactuDatabase()
}, 60_000)
afterEach(() => db?.close())

/** Runs the sender as the queue would: again after each wait or failure, until nothing is pending. */
async function drain(limitMs = 20_000) {
  const deadline = Date.now() + limitMs
  for (;;) {
    const result = await sendPending(db.pool, options).catch((error) => {
      if (!(error instanceof AgencyUnavailable)) throw error
      return { kind: 'failed' as const }
    })
    if (result.kind === 'idle') return
    if (Date.now() > deadline) throw new Error(`still ${result.kind} after ${limitMs} ms`)
    await sleep(result.kind === 'wait' ? Math.max(50, result.until.getTime() - Date.now()) : 300)
  }
}

describe('VERI*FACTU sender', () => {
  it('sends 1,500 records in chain order, 1,000 then 500, and waits as the agency asked', async () => {
    const records = chain(1500)
    await db.add(records)
    const first = await sendPending(db.pool, options)
    expect(first).toMatchObject({ kind: 'wait', messages: 1 }) // 1,000 go at once; the 500 left wait for the agency's second
    await db.add([alta({ number: 'B-1', previous: records[1499] })])
    const held = await sendPending(db.pool, options)
    expect(held).toMatchObject({ kind: 'wait', messages: 0 })
    await drain()
    const state = aeat.state()
    expect(state).toMatchObject({ registered: 1501, registeredTwice: 0, duplicatesRefused: 0, earlySends: 0 })
    expect(state.order.map((k) => k.split('|')[1])).toEqual([...records.map((r) => r.number), 'B-1'])
    const submissions = await db.submissions()
    expect(submissions.map((s) => s.count)).toEqual([1000, 501])
    expect((await db.states()).every((r) => r.status === 'accepted' && r.csv && r.attempts === 1)).toBe(true)
  }, 60_000)

  it('the agency down, then up again: nothing lost, nothing twice', async () => {
    await db.add(chain(5))
    await aeat.control({ downMs: 1_500 })
    await sleep(100)
    await expect(sendPending(db.pool, options)).rejects.toThrow(AgencyUnavailable)
    expect((await db.states()).every((r) => r.status === 'pending')).toBe(true)
    await drain()
    expect(aeat.state()).toMatchObject({ registered: 5, registeredTwice: 0, earlySends: 0 })
    const statuses = (await db.submissions()).map((s) => s.status)
    expect(statuses.at(-1)).toBe('answered')
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set(['failed']))
  }, 30_000)

  it('records generated while the agency could not be reached go in a message that says Incidencia S; afterwards, none does', async () => {
    const records = chain(4)
    await db.add(records.slice(0, 1))
    await drain()
    await sleep(1_000) // the agency's wait
    await aeat.control({ downMs: 1_500 })
    await sleep(200)
    await db.add(records.slice(1, 2))
    await expect(sendPending(db.pool, options)).rejects.toThrow(AgencyUnavailable)
    await db.add(records.slice(2, 3)) // generated while the agency is known to be unreachable
    await drain()
    await db.add(records.slice(3))
    await sleep(1_000)
    await drain()
    expect(aeat.state()).toMatchObject({ registered: 4, registeredTwice: 0, earlySends: 0 })
    const answered = (await db.submissions()).filter((s) => s.status === 'answered')
    const incidence =
      /<sum1:RemisionVoluntaria><sum1:Incidencia>S<\/sum1:Incidencia><\/sum1:RemisionVoluntaria><\/sum:Cabecera>/
    expect(answered.map((s) => [s.count, incidence.test(s.request)])).toEqual([
      [1, false],
      [2, true],
      [1, false],
    ])
  }, 30_000)

  it('a run killed mid-send (the agency got the message): the records are reconciled, registered once, in order', async () => {
    const records = chain(4)
    await db.add(records.slice(0, 1))
    await drain() // learns the agency's wait (1 s)
    await db.add(records.slice(1))
    await sleep(1_000)
    // What a run that died after sending leaves behind: a claimed message the agency received, no answer.
    const claim = await claimBatch(db.pool, { leaseMs: 200, envelope: (r) => buildEnvelope(ISSUER.name, r) })
    if (claim.kind !== 'batch') throw new Error(`expected a batch, got ${claim.kind}`)
    await sleep(1_000)
    await postSoap(options.transport, buildEnvelope(ISSUER.name, claim.records))
    expect(await sendPending(db.pool, options)).toMatchObject({ kind: 'wait' }) // abandoned; the wait counts from its send
    await drain()
    expect(aeat.state()).toMatchObject({ registered: 4, registeredTwice: 0, duplicatesRefused: 3, earlySends: 0 })
    expect((await db.states()).map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted', 'accepted'])
    expect((await db.submissions()).map((s) => s.status)).toEqual(['answered', 'abandoned', 'answered'])
  }, 30_000)

  it('a timeout after the agency registered the message: resent after the wait, reconciled', async () => {
    const records = chain(3)
    await db.add(records.slice(0, 1))
    await drain()
    await db.add(records.slice(1))
    await aeat.control({ timeoutNext: 1 })
    await sleep(1_000)
    const impatient = { ...options, transport: { ...options.transport, timeoutMs: 1_500 } }
    await expect(sendPending(db.pool, impatient)).rejects.toThrow(/no respondió/)
    const failed = (await db.submissions())[1]
    expect(failed).toMatchObject({ status: 'failed' })
    expect(failed.next_send_after).toBeTruthy()
    await drain()
    expect(aeat.state()).toMatchObject({ registered: 3, registeredTwice: 0, duplicatesRefused: 2, earlySends: 0 })
    expect((await db.states()).every((r) => r.status === 'accepted')).toBe(true)
  }, 30_000)

  it('a longer wait asked by the agency holds the next message back, for every sender at once', async () => {
    await aeat.control({ waitSeconds: 3 })
    const records = chain(2)
    await db.add(records.slice(0, 1))
    await sendPending(db.pool, options)
    await db.add(records.slice(1))
    const [a, b] = await Promise.all([sendPending(db.pool, options), sendPending(db.pool, options)])
    expect([a.kind, b.kind]).toEqual(['wait', 'wait'])
    const until = a.kind === 'wait' ? a.until.getTime() : 0
    expect(until - Date.now()).toBeGreaterThan(1_500)
    await drain()
    expect(Date.now()).toBeGreaterThanOrEqual(until)
    expect(aeat.state()).toMatchObject({ registered: 2, earlySends: 0 })
  }, 30_000)

  it("a rejected record keeps the agency's code and reason; the others are accepted; a server fault is retried", async () => {
    const [first] = chain(1)
    const future = alta({ number: 'F-FUT', previous: first, date: today(2) })
    const errors = alta({ number: 'F-ERR', previous: future, importeTotal: 999 })
    await db.add([first, future, errors])
    await aeat.control({ failNext: 1 })
    await expect(sendPending(db.pool, options)).rejects.toThrow(/servidor/)
    await drain()
    const states = await db.states()
    expect(states.map((r) => [r.number, r.status, r.code])).toEqual([
      ['2026-A-000001', 'accepted', null],
      ['F-FUT', 'rejected', '1112'],
      ['F-ERR', 'accepted_with_errors', '2005'],
    ])
    expect(states[1].description).toMatch(/FechaExpedicionFactura/)
    expect(states[1].csv).toBeNull()
  }, 30_000)

  it('a SOAP Fault Client: the message is refused, its records stay pending (not rejected) and held with those after them until it is resent; then the same records go once each, in order', async () => {
    const records = chain(3)
    await db.add(records.slice(0, 2))
    await aeat.control({ faultNext: 1 })
    const refused = await sendPending(db.pool, options)
    expect(refused).toMatchObject({ kind: 'held', messages: 1 })
    const [submission] = await db.submissions()
    expect(submission).toMatchObject({ status: 'refused', count: 2, resent_at: null })
    expect(submission.error).toMatch(/^Codigo\[4104\]/)
    expect((await db.states()).map((r) => [r.status, r.code, r.attempts])).toEqual([
      ['pending', null, 0],
      ['pending', null, 0],
    ])
    // Held: not sent again by any run, nor are records written after it (the chain goes in order).
    await db.add(records.slice(2))
    await sleep(1_100)
    expect(await sendPending(db.pool, options)).toMatchObject({
      kind: 'held',
      submissionId: submission.id,
      messages: 0,
    })
    expect(aeat.state()).toMatchObject({ messages: 1, registered: 0 })

    expect(await releaseRefused(db.pool, submission.id)).toEqual({ kind: 'released', records: 2 })
    expect(await releaseRefused(db.pool, submission.id)).toMatchObject({ kind: 'already' })
    expect(await releaseRefused(db.pool, 999_999)).toEqual({ kind: 'missing' })
    await drain()
    expect((await db.states()).map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted'])
    expect(aeat.state()).toMatchObject({ registered: 3, registeredTwice: 0, earlySends: 0 })
    expect(aeat.state().order.map((k) => k.split('|')[1])).toEqual(records.map((r) => r.number))
    const [, resent] = await db.submissions()
    expect(resent).toMatchObject({ status: 'answered', count: 3 })
    expect(await releaseRefused(db.pool, resent.id)).toEqual({ kind: 'not_refused' })
  }, 30_000)
})
