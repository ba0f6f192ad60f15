/**
 * The local tax-agency stand-in over real HTTPS with mutual TLS: it refuses what the agency refuses
 * (no or foreign client certificate, schema errors, bad header NIF, more than 1,000 records, a send
 * before the wait elapsed, duplicates, subsanaciones of records it does not have…) and accepts with
 * errors what the documents call admissible (wrong fingerprint, broken chain, totals).
 */
import fs from 'node:fs'
import https from 'node:https'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { makeAeatCerts } from '@/dev/aeat-certs'
import { startLocalAeat } from '@/dev/local-aeat'
import { envelope, parseAnswer, type Answer } from '@/verifactu/soap'
import { postSoap, readCertificate, type TransportConfig } from '@/verifactu/transport'

import { alta, anulacion, chain, ISSUER, today, type Made } from '../support/verifactu-records'

const certs = makeAeatCerts(path.resolve('.data/test-aeat'))
let aeat: Awaited<ReturnType<typeof startLocalAeat>>
let transport: TransportConfig

beforeAll(async () => {
  aeat = await startLocalAeat({ certs, waitSeconds: 0, log: () => {} })
  transport = {
    endpoint: aeat.endpoint,
    pfx: readCertificate(certs.clientP12),
    passphrase: certs.clientPassword,
    ca: fs.readFileSync(certs.ca),
    timeoutMs: 10_000,
  }
})
afterAll(() => aeat?.close())
beforeEach(() => aeat.control({ reset: true, waitSeconds: 0, failNext: 0, timeoutNext: 0, delayMs: 0 }))

async function send(records: Made[], issuer = ISSUER, timeoutMs = transport.timeoutMs): Promise<Answer> {
  const { body } = await postSoap(
    { ...transport, timeoutMs },
    envelope(
      issuer,
      records.map((r) => r.xml),
    ),
  )
  return parseAnswer(body)
}
const lines = (a: Answer) => (a.kind === 'answer' ? a.lines : [])

describe('local agency: transport', () => {
  it('refuses a connection without a client certificate, or with one its CA did not sign', async () => {
    const bare = new Promise((resolve, reject) =>
      https
        .request(aeat.endpoint, { method: 'POST', ca: fs.readFileSync(certs.ca) }, resolve)
        .on('error', reject)
        .end('<x/>'),
    )
    await expect(bare).rejects.toThrow()
    const stranger = { ...transport, pfx: readCertificate(certs.strangerP12) }
    await expect(
      postSoap(
        stranger,
        envelope(
          ISSUER,
          chain(1).map((r) => r.xml),
        ),
      ),
    ).rejects.toThrow()
  })

  it('answers a valid chain Correcto with a CSV, the wait and one line per record', async () => {
    await aeat.control({ waitSeconds: 7 })
    const answer = await send(chain(3))
    expect(answer).toMatchObject({ kind: 'answer', state: 'Correcto', waitSeconds: 7 })
    expect(answer.kind === 'answer' && answer.csv).toMatch(/^A-\d+/)
    expect(lines(answer).map((l) => [l.number, l.state])).toEqual([
      ['2026-A-000001', 'Correcto'],
      ['2026-A-000002', 'Correcto'],
      ['2026-A-000003', 'Correcto'],
    ])
    expect(aeat.state()).toMatchObject({ registered: 3, registeredTwice: 0 })
  })
})

describe('local agency: whole message refused (SOAP Fault)', () => {
  it('a message that breaks the schema', async () => {
    const broken = { ...chain(1)[0] }
    broken.xml = broken.xml.replace(
      '<sum1:TipoFactura>F1</sum1:TipoFactura>',
      '<sum1:TipoFactura>Z9</sum1:TipoFactura>',
    )
    expect(await send([broken])).toMatchObject({ kind: 'fault', faultCode: 'env:Client', errorCode: '4102' })
  })

  // 2.4 MB read by a real XML parser on each side: seconds on a shared machine.
  it('more than 1,000 records', async () => {
    const many = chain(1001)
    // the agency's answer may take longer than an ordinary send's 10 s on a loaded machine: the test's own limit holds
    expect(await send(many, ISSUER, 28_000)).toMatchObject({ kind: 'fault', errorCode: '4102' })
    expect(aeat.state().registered).toBe(0)
  }, 30_000)

  it('a header NIF with a wrong check character', async () => {
    expect(await send(chain(1), { ...ISSUER, nif: 'B87654324' })).toMatchObject({ kind: 'fault', errorCode: '4104' })
  })

  it('a SOAP Fault Client on demand (faultNext): nothing of the message registered; the next one is judged', async () => {
    await aeat.control({ faultNext: 1 })
    const records = chain(2)
    expect(await send(records)).toMatchObject({ kind: 'fault', faultCode: 'env:Client', errorCode: '4104' })
    expect(aeat.state()).toMatchObject({ registered: 0, faults: 1 })
    expect(await send(records)).toMatchObject({ kind: 'answer', state: 'Correcto' })
    expect(aeat.state()).toMatchObject({ registered: 2, registeredTwice: 0 })
  })

  it('a message sent before the wait of the last answer elapsed (fewer than 1,000 records)', async () => {
    await aeat.control({ waitSeconds: 30 })
    const records = chain(2)
    await send(records.slice(0, 1))
    expect(await send(records.slice(1))).toMatchObject({ kind: 'fault', errorCode: '4140' })
    expect(aeat.state().earlySends).toBe(1)
  })
})

describe('local agency: each record judged', () => {
  it('refuses a duplicate and says what it holds; accepts the rest (ParcialmenteCorrecto)', async () => {
    const [first, second] = chain(2)
    await send([first])
    const answer = await send([first, second])
    expect(answer).toMatchObject({ kind: 'answer', state: 'ParcialmenteCorrecto' })
    expect(lines(answer)[0]).toMatchObject({ state: 'Incorrecto', code: '3000', duplicate: { state: 'Correcta' } })
    expect(lines(answer)[1]).toMatchObject({ state: 'Correcto' })
    expect(aeat.state()).toMatchObject({ registered: 2, duplicatesRefused: 1, registeredTwice: 0 })
  })

  it('refuses an issue date in the future, with the reason; all refused is Incorrecto without CSV', async () => {
    const answer = await send([alta({ number: 'F-1', date: today(3) })])
    expect(answer).toMatchObject({ kind: 'answer', state: 'Incorrecto', csv: '' })
    expect(lines(answer)[0]).toMatchObject({ state: 'Incorrecto', code: '1112' })
    expect(lines(answer)[0].description).toMatch(/FechaExpedicionFactura/)
  })

  it('accepts with errors a wrong fingerprint and totals off by more than 10 €; a chain that does not continue the last record received is no error the documents define', async () => {
    const [first] = chain(1)
    await send([first])
    const wrong = alta({ number: 'F-2', previous: first, wrongHuella: true })
    const broken = alta({ number: 'F-3', previous: wrong, previousHuella: 'A'.repeat(64) })
    const totals = alta({ number: 'F-4', previous: broken, importeTotal: 500 })
    const answer = await send([wrong, broken, totals])
    expect(lines(answer).map((l) => [l.state, l.code])).toEqual([
      ['AceptadoConErrores', '2000'],
      ['Correcto', ''],
      ['AceptadoConErrores', '2005'],
    ])
    expect(answer).toMatchObject({ state: 'ParcialmenteCorrecto' })
  })

  it('follows the operations: subsanación needs the record, the one after a rejection must not find it, an anulación needs it', async () => {
    const [first] = chain(1)
    const rejectedFix = alta({ number: 'F-9', previous: first, subsanacion: true, rechazoPrevio: 'X' })
    const fixOfUnknown = alta({ number: 'F-8', previous: rejectedFix, subsanacion: true })
    const xWithoutS = alta({ number: 'F-7', previous: fixOfUnknown, rechazoPrevio: 'X' })
    const answer = await send([first, rejectedFix, fixOfUnknown, xWithoutS])
    expect(lines(answer).map((l) => [l.number, l.state, l.code])).toEqual([
      ['2026-A-000001', 'Correcto', ''],
      ['F-9', 'Correcto', ''],
      ['F-8', 'Incorrecto', '3002'],
      ['F-7', 'Incorrecto', '1153'],
    ])
    const fixOfKnown = alta({ number: 'F-9', previous: rejectedFix, subsanacion: true, rechazoPrevio: 'X' })
    expect(lines(await send([fixOfKnown]))[0]).toMatchObject({ state: 'Incorrecto', code: '3000' })
    const cancel = anulacion({ of: first, previous: fixOfKnown })
    const cancelUnknown = anulacion({ of: alta({ number: 'NUNCA' }), previous: cancel })
    expect(lines(await send([cancel, cancelUnknown])).map((l) => [l.operation, l.state])).toEqual([
      ['Anulacion', 'Correcto'],
      ['Anulacion', 'Incorrecto'],
    ])
  })
})

describe('local agency: its clock is Spain’s', () => {
  it('accepts an invoice dated today in Madrid when it is still yesterday in UTC (00:30 in Madrid is 23:30 UTC)', async () => {
    const { judgeRecord } = await import('@/dev/local-aeat-rules')
    const { parseXml, find } = await import('@/verifactu/xml-reader')
    const record = alta({ number: 'MAD-1', date: '26-11-2026' })
    const node = find(parseXml(record.xml), 'RegistroAlta')!
    const judged = judgeRecord(node, {
      headerNif: ISSUER.nif,
      registry: new Map(),
      now: Date.parse('2026-11-25T23:30:00Z'),
    })
    expect(judged.line.state).not.toBe('Incorrecto')
    const tomorrow = judgeRecord(node, {
      headerNif: ISSUER.nif,
      registry: new Map(),
      now: Date.parse('2026-11-25T22:30:00Z'),
    })
    expect(tomorrow.line).toMatchObject({ state: 'Incorrecto', code: '1112' })
  })
})
