/**
 * VERI*FACTU end to end: a paid order's invoice record is sent by the queue to the local tax agency
 * (mutual TLS) and accepted with its CSV; the agency down for a while loses nothing and duplicates
 * nothing; a rejected record shows its reason in the admin and support corrects it (Subsanacion S,
 * RechazoPrevio X) through an action; admin and support export a period as the agency's XML (valid
 * against the XSD), editors cannot.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { Control, AgencyState } from '@/dev/local-aeat'

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

async function userToken(role: 'support' | 'customer' | 'editor') {
  const payload = await testPayload()
  const email = `${role}-vf-${stamp()}@example.com`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: role, role }, context })
  return login(email, PASSWORD)
}

/** A paid guest purchase; resolves with the VERI*FACTU record of its invoice. */
async function purchase() {
  const { order } = await buyThroughStripe(
    { productType: 'module', module: 'f2' },
    { email: `vf-${stamp()}@example.com` },
  )
  return (await invoiceAndRecordOf(order.id)).record
}

const recordNow = async (id: number) =>
  (await testPayload()).findByID({ collection: 'verifactu-records', id, depth: 0 })
const settled = (id: number, timeoutMs = 30_000) =>
  waitFor(async () => ((await recordNow(id)).status !== 'pending' ? recordNow(id) : null), timeoutMs)

describe('VERI*FACTU: sending', () => {
  it("a paid order's record reaches the agency and is accepted, with the agency's CSV", async () => {
    const record = await purchase()
    const done = await settled(record.id)
    expect(done).toMatchObject({ status: 'accepted', attempts: 1 })
    expect(done.agencyCsv).toMatch(/^A-/)
    const state = await agency<AgencyState>('GET', '/__state')
    expect(state.order).toContain(`${record.issuerNif}|${record.invoiceNumber}|${record.issueDate}`)
    expect(state).toMatchObject({ registeredTwice: 0, earlySends: 0 })
  }, 240_000)

  it('the agency down: the records wait, then arrive once each, in chain order', async () => {
    await agency('POST', '/__control', { downMs: 6_000 })
    const records = [await purchase(), await purchase(), await purchase()]
    for (const r of records) expect((await settled(r.id, 60_000)).status).toBe('accepted')
    const state = await agency<AgencyState>('GET', '/__state')
    const keys = records.map((r) => `${r.issuerNif}|${r.invoiceNumber}|${r.issueDate}`)
    const positions = keys.map((k) => state.order.indexOf(k))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(state).toMatchObject({ registeredTwice: 0, earlySends: 0 })
    const failed = (
      await (
        await testPayload()
      ).count({ collection: 'verifactu-submissions', where: { status: { equals: 'failed' } } })
    ).totalDocs
    expect(failed).toBeGreaterThan(0)
  }, 120_000)
})

describe('VERI*FACTU: a rejected record', () => {
  it("shows the agency's reason in the admin; support corrects it with Subsanacion S and RechazoPrevio X, never editing it", async () => {
    await agency('POST', '/__control', { rejectNext: 1 })
    const record = await purchase()
    const rejected = await settled(record.id)
    expect(rejected).toMatchObject({ status: 'rejected', agencyErrorCode: '1100' })
    expect(rejected.agencyErrorDescription).toMatch(/incorrecto/)

    const admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const page = String((await api('GET', '/admin/verifactu?estado=rejected', { token: admin })).body)
    expect(page).toContain(record.invoiceNumber)
    expect(page).toContain('1100: Valor o tipo incorrecto del campo')

    const customer = await userToken('customer')
    expect(
      (await api('POST', `/api/verifactu/records/${record.id}/correct`, { token: customer, body: {} })).status,
    ).toBe(403)
    expect((await api('POST', `/api/verifactu/records/${record.id}/correct`, { body: {} })).status).toBe(401)
    const support = await userToken('support')
    const fixed = await api('POST', `/api/verifactu/records/${record.id}/correct`, { token: support, body: {} })
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
    const again = await api('POST', `/api/verifactu/records/${record.id}/correct`, { token: support, body: {} })
    expect(again.status).toBe(409)

    const correction = await settled(fixed.body.id)
    expect(correction).toMatchObject({
      status: 'accepted',
      invoiceNumber: record.invoiceNumber,
      correctionOf: record.id,
    })
    expect(correction.xml).toContain('<sum1:Subsanacion>S</sum1:Subsanacion>')
    expect(correction.xml).toContain('<sum1:RechazoPrevio>X</sum1:RechazoPrevio>')
    const original = await recordNow(record.id)
    expect(original).toMatchObject({ status: 'rejected', xml: record.xml, huella: record.huella })
  }, 240_000)
})

describe('VERI*FACTU: export', () => {
  it("admin and support download a period as one RegFactuSistemaFacturacion document that passes the agency's XSD; editors and others cannot", async () => {
    const record = await purchase()
    await settled(record.id)
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })
    const support = await userToken('support')
    const res = await fetch(`${process.env.APP_URL}/api/verifactu/export?from=${today}&to=${today}`, {
      headers: { Authorization: `JWT ${support}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(`verifactu_${today}_${today}.xml`)
    const xml = await res.text()
    expect(xml).toContain('RegFactuSistemaFacturacion')
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vf-export-')), 'export.xml')
    fs.writeFileSync(file, xml)
    execFileSync(
      'xmllint',
      ['--noout', '--nonet', '--schema', path.resolve('src/verifactu/xsd/SuministroLR.xsd'), file],
      { stdio: 'pipe' },
    )

    expect((await api('GET', `/api/verifactu/export?from=${today}&to=${today}`)).status).toBe(401)
    const customer = await userToken('customer')
    expect((await api('GET', `/api/verifactu/export?from=${today}&to=${today}`, { token: customer })).status).toBe(403)
    // Editors read no fiscal records (buyers' names, tax IDs, amounts), as the sales overview.
    const editor = await userToken('editor')
    const refused = await api('GET', `/api/verifactu/export?from=${today}&to=${today}`, { token: editor })
    expect(refused.status).toBe(403)
    expect(JSON.stringify(refused.body)).not.toContain('RegFactuSistemaFacturacion')
    const screen = String((await api('GET', '/admin/verifactu', { token: editor })).body)
    expect(screen).toContain('Solo administración y atención al cliente pueden ver los registros fiscales.')
    expect(screen).not.toContain(record.invoiceNumber)
    expect(String((await api('GET', '/admin/verifactu', { token: support })).body)).toContain(record.invoiceNumber)
    expect((await api('GET', `/api/verifactu/export?from=2026-13-01&to=${today}`, { token: support })).status).toBe(400)
    expect((await api('GET', `/api/verifactu/export?from=${today}&to=2020-01-01`, { token: support })).status).toBe(400)
    // No RegistroFactura, no document: the XSD wants at least one (and a NIF in the Cabecera).
    const empty = await api('GET', '/api/verifactu/export?from=2020-01-01&to=2020-01-31', { token: support })
    expect(empty.status).toBe(404)
    expect(JSON.stringify(empty.body)).toContain('No hay registros de facturación en ese periodo.')
  }, 240_000)
})
