/**
 * VERI*FACTU corrections that correct something (issue 34 item 3), against the real app, database and the
 * local agency: a Spanish company whose NIF the census does not know is rejected, and support's
 * «NIF no censado» subsanación names it by IDOtro 07 (accepted with the admissible error the documents
 * define); a message the agency refuses whole (SOAP Fault Client) rejects none of its records, holds
 * them, shows the agency's reason, and one «Reenviar el envío» sends the same records again, once each.
 */
import fs from 'node:fs'
import https from 'node:https'

import { describe, expect, it } from 'vitest'

import { NOT_IN_CENSUS } from '@/dev/local-aeat-ids'
import type { AgencyState, Control } from '@/dev/local-aeat'
import { chainIntact } from '@/verifactu/chain'

import { api, login } from '../support/api'
import { testPayload } from '../support/payload'
import { waitFor } from '../support/stripe'
import { buyThroughStripe, invoiceAndRecordOf } from '../support/purchase'

const PASSWORD = 'clave-segura-123'
const context = { skipRevalidate: true }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

function agency<T>(method: 'GET' | 'POST', route: string, body?: Control): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      `${process.env.VERIFACTU_LOCAL_URL}${route}`,
      {
        method,
        pfx: fs.readFileSync(process.env.VERIFACTU_CERT_P12!),
        passphrase: process.env.VERIFACTU_CERT_PASSWORD,
        ca: fs.readFileSync(process.env.VERIFACTU_CA_FILE!),
      },
      (res) => {
        let text = ''
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve(JSON.parse(text) as T))
      },
    )
    req.on('error', reject)
    req.end(body ? JSON.stringify(body) : undefined)
  })
}

async function userToken(role: 'support' | 'customer') {
  const payload = await testPayload()
  const email = `${role}-vfc-${stamp()}@example.com`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: role, role }, context })
  return login(email, PASSWORD)
}

/** A paid purchase (a Spanish company with `nif`, or a consumer); resolves with its invoice's VERI*FACTU record. */
async function purchase(nif?: string) {
  const pay = nif
    ? { country: 'ES', business: { name: 'Sin Censo Formación, S.L.', type: 'es_cif' as const, value: nif } }
    : { country: 'ES' }
  const { order } = await buyThroughStripe(
    { productType: 'module', module: 'f2', ...(nif ? { business: true } : {}) },
    { email: `vfc-${stamp()}@example.com` },
    pay,
  )
  return (await invoiceAndRecordOf(order.id)).record
}

const recordNow = async (id: number) =>
  (await testPayload()).findByID({ collection: 'verifactu-records', id, depth: 0 })
const settled = (id: number, timeoutMs = 30_000) =>
  waitFor(async () => ((await recordNow(id)).status !== 'pending' ? recordNow(id) : null), timeoutMs)
const keyOf = (r: { issuerNif: string; invoiceNumber: string; issueDate: string }) =>
  `${r.issuerNif}|${r.invoiceNumber}|${r.issueDate}`
const invoiceOf = (r: { invoice: number | { id: number } }) =>
  typeof r.invoice === 'object' ? r.invoice.id : r.invoice
/** How many records the invoices of these records have. */
const recordsOf = async (...records: { invoice: number | { id: number } }[]) =>
  (
    await (
      await testPayload()
    ).count({ collection: 'verifactu-records', where: { invoice: { in: records.map(invoiceOf) } } })
  ).totalDocs

describe('VERI*FACTU: a recipient NIF the census does not know', () => {
  it('is rejected; support corrects it as «NIF no censado» (IDOtro 07, ES), accepted with the admissible error; bad requests get a Spanish 4xx', async () => {
    const record = await purchase(NOT_IN_CENSUS[0])
    expect(record.invoiceType).toBe('F1')
    expect(record.xml).toContain(`<sum1:NIF>${NOT_IN_CENSUS[0]}</sum1:NIF>`)
    const rejected = await settled(record.id)
    expect(rejected).toMatchObject({
      status: 'rejected',
      agencyErrorCode: '1110',
      agencyErrorDescription: 'El NIF no está identificado en el censo de la AEAT.',
    })

    const admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const page = String((await api('GET', '/admin/verifactu?estado=rejected', { token: admin })).body)
    expect(page).toContain('1110: El NIF no está identificado en el censo de la AEAT.')
    expect(page).toContain('Subsanar: NIF no censado')

    const support = await userToken('support')
    const customer = await userToken('customer')
    const correct = (id: number | string, body: object, token: string | null = support) =>
      api('POST', `/api/verifactu/records/${id}/correct`, { token: token ?? undefined, body })
    expect((await correct(record.id, { choice: 'not_censused' }, customer)).status).toBe(403)
    expect((await correct(record.id, { choice: 'not_censused' }, null)).status).toBe(401)
    const unknown = await correct(record.id, { choice: 'censado_otra_vez' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe('Esa opción de subsanación no existe.')
    expect((await correct('abc', { choice: 'not_censused' })).status).toBe(400)
    const missing = await correct(999_999_999, { choice: 'not_censused' })
    expect(missing.status).toBe(404)
    expect(missing.body.error).toBe('Ese registro no existe.')

    expect(await recordsOf(record)).toBe(1)
    const fixed = await correct(record.id, { choice: 'not_censused' })
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
    expect(await recordsOf(record)).toBe(2)
    expect((await correct(record.id, { choice: 'not_censused' })).status).toBe(409)

    // Validaciones §4.3.1: a NIF right but not in the census, as IDType 07, is an admissible error: registered, with errors.
    const correction = await settled(fixed.body.id)
    expect(correction).toMatchObject({
      status: 'accepted_with_errors',
      agencyErrorCode: '2001',
      correctionOf: record.id,
      correctionChoice: 'not_censused',
      invoiceNumber: record.invoiceNumber,
    })
    expect(correction.agencyCsv).toMatch(/^A-/)
    expect(correction.xml).toContain('<sum1:Subsanacion>S</sum1:Subsanacion>')
    expect(correction.xml).toContain('<sum1:RechazoPrevio>X</sum1:RechazoPrevio>')
    expect(correction.xml).toMatch(
      new RegExp(
        `<sum1:IDOtro>\\s*<sum1:CodigoPais>ES</sum1:CodigoPais>\\s*<sum1:IDType>07</sum1:IDType>\\s*<sum1:ID>${NOT_IN_CENSUS[0]}</sum1:ID>\\s*</sum1:IDOtro>`,
      ),
    )
    expect(correction.xml).not.toContain(`<sum1:NIF>${NOT_IN_CENSUS[0]}</sum1:NIF>`)
    // The record accepted with errors is not one «NIF no censado» corrects (only a rejection for the census is).
    const notForIt = await correct(correction.id, { choice: 'not_censused' })
    expect(notForIt.status).toBe(409)
    expect(notForIt.body.error).toMatch(/solo subsana un registro rechazado porque la AEAT no identifica/)

    // The chain is intact from the rejected record to its correction; the original never changed.
    const { docs } = await (
      await testPayload()
    ).find({
      collection: 'verifactu-records',
      where: {
        and: [
          { sequence: { greater_than_equal: record.sequence - 1 } },
          { sequence: { less_than_equal: correction.sequence } },
        ],
      },
      sort: 'sequence',
      limit: 1000,
      depth: 0,
    })
    expect(
      chainIntact(
        docs.map((d) => ({
          sequence: d.sequence,
          kind: d.kind,
          huella: d.huella,
          previous_huella: d.previousHuella ?? null,
          xml: d.xml,
        })),
      ),
    ).toBe(true)
    expect(await recordNow(record.id)).toMatchObject({
      status: 'rejected',
      xml: record.xml,
      huella: record.huella,
      correctionChoice: null,
    })
    const state = await agency<AgencyState>('GET', '/__state')
    expect(state.order.filter((k) => k === keyOf(record))).toHaveLength(1)
    expect(state.registeredTwice).toBe(0)
  }, 240_000)
})

describe('VERI*FACTU: a message the agency refuses whole (SOAP Fault Client)', () => {
  it('rejects none of its records and holds them; the admin shows the reason; one «Reenviar el envío» sends the same records, registered once each', async () => {
    await agency('POST', '/__control', { faultNext: 1 })
    const first = await purchase()
    const payload = await testPayload()
    const refused = await waitFor(
      async () =>
        (
          await payload.find({
            collection: 'verifactu-submissions',
            where: { status: { equals: 'refused' } },
            sort: '-id',
            depth: 0,
          })
        ).docs[0],
      30_000,
    )
    expect(refused.error).toMatch(/^Codigo\[4104\]\.El NIF del titular en la cabecera no está identificado/)
    // Records written after a held message do not overtake it (the agency takes the chain in order).
    const second = await purchase()
    await new Promise((r) => setTimeout(r, 4_000))
    for (const r of [first, second])
      expect(await recordNow(r.id)).toMatchObject({ status: 'pending', agencyErrorCode: null })
    const held = await agency<AgencyState>('GET', '/__state')
    expect(held.order).not.toContain(keyOf(first))
    expect(held.order).not.toContain(keyOf(second))

    const admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const page = String((await api('GET', '/admin/verifactu', { token: admin })).body)
    expect(page).toContain('Envío rechazado por la AEAT')
    expect(page).toContain('El NIF del titular en la cabecera no está identificado')
    expect(page.match(/>Reenviar el envío</g)).toHaveLength(1)

    const support = await userToken('support')
    const customer = await userToken('customer')
    const resend = (id: number | string, token: string | null = support) =>
      api('POST', `/api/verifactu/submissions/${id}/resend`, { token: token ?? undefined, body: {} })
    expect((await resend(refused.id, customer)).status).toBe(403)
    expect((await resend(refused.id, null)).status).toBe(401)
    expect((await resend('x')).status).toBe(400)
    const missing = await resend(999_999_999)
    expect(missing.status).toBe(404)
    expect(missing.body.error).toBe('Ese envío no existe.')

    expect(await recordsOf(first, second)).toBe(2)
    const ok = await resend(refused.id)
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const again = await resend(refused.id)
    expect(again.status).toBe(409)
    expect(again.body.error).toMatch(/^Ese envío ya se reenvió/)

    for (const r of [first, second]) {
      const done = await settled(r.id)
      expect(done).toMatchObject({ status: 'accepted', xml: r.xml, huella: r.huella })
    }
    expect(await recordsOf(first, second)).toBe(2)
    const state = await agency<AgencyState>('GET', '/__state')
    expect(state.registeredTwice).toBe(0)
    const positions = [first, second].map((r) => state.order.indexOf(keyOf(r)))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect(positions[0]).toBeLessThan(positions[1])
    for (const r of [first, second]) expect(state.order.filter((k) => k === keyOf(r))).toHaveLength(1)
    expect(
      (await payload.findByID({ collection: 'verifactu-submissions', id: refused.id, depth: 0 })).resentAt,
    ).toBeTruthy()
    expect(String((await api('GET', '/admin/verifactu', { token: admin })).body)).not.toContain('Reenviar el envío')
  }, 240_000)
})
