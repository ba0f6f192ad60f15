/**
 * VERI*FACTU contract: the calls the sender makes and the answers it relies on (an alta chain accepted
 * with a CSV and a TiempoEsperaEnvio, a duplicate refused with RegistroDuplicado, an anulación, a
 * header the agency refuses with a SOAP Fault). Always runs against the local stand-in; with
 * VERIFACTU_CERT_P12, VERIFACTU_CERT_PASSWORD, VERIFACTU_NIF and VERIFACTU_NAME (the certificate's holder)
 * it runs unchanged against the agency's TEST environment (the endpoint its WSDL names, or
 * VERIFACTU_ENDPOINT), which keeps the stand-in true. See README («VERI*FACTU»).
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makeAeatCerts } from '@/dev/aeat-certs'
import { startLocalAeat } from '@/dev/local-aeat'
import { endpoint } from '@/verifactu/endpoint'
import { envelope, parseAnswer, type Answer } from '@/verifactu/soap'
import { postSoap, readCertificate, type TransportConfig } from '@/verifactu/transport'

import { alta, anulacion, ISSUER, type Issuer } from '../support/verifactu-records'

const env = process.env
const agencyRun = !!(env.VERIFACTU_CERT_P12 && env.VERIFACTU_CERT_PASSWORD && env.VERIFACTU_NIF && env.VERIFACTU_NAME)
if (!agencyRun) {
  console.warn(
    '[contract] VERI*FACTU: the agency test environment run is SKIPPED (set VERIFACTU_CERT_P12, VERIFACTU_CERT_PASSWORD, VERIFACTU_NIF, VERIFACTU_NAME to run it); running against the local stand-in.',
  )
}

let local: Awaited<ReturnType<typeof startLocalAeat>> | null = null
let transport: TransportConfig
let issuer: Issuer = ISSUER
const run = Date.now().toString(36).toUpperCase()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
let waitSeconds = 0

beforeAll(async () => {
  if (agencyRun) {
    issuer = { nif: env.VERIFACTU_NIF!, name: env.VERIFACTU_NAME! }
    transport = {
      endpoint: await endpoint('test'),
      pfx: readCertificate(env.VERIFACTU_CERT_P12!),
      passphrase: env.VERIFACTU_CERT_PASSWORD!,
      timeoutMs: 120_000,
    }
    return
  }
  const certs = makeAeatCerts(path.resolve('.data/test-aeat'))
  local = await startLocalAeat({ certs, waitSeconds: 1, log: () => {} })
  transport = {
    endpoint: local.endpoint,
    pfx: readCertificate(certs.clientP12),
    passphrase: certs.clientPassword,
    ca: fs.readFileSync(certs.ca),
    timeoutMs: 30_000,
  }
}, 60_000)
afterAll(() => local?.close())

/** One message, sent only once the last answer's wait has passed (as the sender does). */
async function send(xmls: string[], who = issuer): Promise<Answer> {
  await sleep(waitSeconds * 1000)
  const { body } = await postSoap(transport, envelope(who, xmls))
  const answer = parseAnswer(body)
  if (answer.kind === 'answer') waitSeconds = answer.waitSeconds
  return answer
}
const accepted = ['Correcto', 'AceptadoConErrores']

describe(`VERI*FACTU contract (${agencyRun ? 'agency TEST environment' : 'local stand-in'})`, () => {
  const first = alta({ number: `CT-${run}-1`, issuer })
  const second = alta({ number: `CT-${run}-2`, previous: first, issuer })

  it('an alta chain: EstadoEnvio, a CSV, TiempoEsperaEnvio and one line per record', async () => {
    const answer = await send([first.xml, second.xml])
    if (answer.kind !== 'answer') throw new Error(`fault: ${answer.message}`)
    expect(['Correcto', 'ParcialmenteCorrecto']).toContain(answer.state)
    expect(answer.csv).toMatch(/^\S{1,16}$/)
    expect(Number.isFinite(answer.waitSeconds)).toBe(true)
    expect(answer.lines.map((l) => l.number)).toEqual([first.number, second.number])
    for (const line of answer.lines) expect(accepted).toContain(line.state)
  }, 300_000)

  it('the same alta again: refused as a duplicate, with the state the agency holds (RegistroDuplicado)', async () => {
    const answer = await send([first.xml])
    if (answer.kind !== 'answer') throw new Error(`fault: ${answer.message}`)
    expect(answer.lines[0].state).toBe('Incorrecto')
    expect(['Correcta', 'AceptadaConErrores']).toContain(answer.lines[0].duplicate?.state)
  }, 300_000)

  it('an anulación of a registered record', async () => {
    const answer = await send([anulacion({ of: second, previous: second, issuer }).xml])
    if (answer.kind !== 'answer') throw new Error(`fault: ${answer.message}`)
    expect(answer.lines[0]).toMatchObject({ operation: 'Anulacion' })
    expect(accepted).toContain(answer.lines[0].state)
  }, 300_000)

  it('a header whose NIF is not valid: the whole message refused with a SOAP Fault', async () => {
    const answer = await send([alta({ number: `CT-${run}-3`, issuer }).xml], { ...issuer, nif: '00000000A' })
    expect(answer).toMatchObject({ kind: 'fault' })
  }, 300_000)
})
