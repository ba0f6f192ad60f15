/**
 * Customers' data rights (GDPR): export of everything kept about a person, and erasure that leaves no
 * trace of their e-mail in any table, except invoices, kept by law and marked so (without the e-mail).
 */
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'

import { api, login } from '../support/api'
import { waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => db.end())

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const PASSWORD = 'clave-segura-123'

/** A customer with an account, a business purchase (invoice), a download and a session. */
async function customerWithHistory(tag: string) {
  const email = uniqueEmail(tag)
  const signup = await api('POST', '/api/account/signup', { body: { name: 'Persona Borrable', email, password: PASSWORD } })
  expect(signup.status, JSON.stringify(signup.body)).toBe(201)
  const token = await login(email, PASSWORD)
  const res = await api('POST', '/api/checkout', { token, body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2', business: true } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, undefined, undefined, { country: 'ES', business: { name: 'Autónoma Ejemplo', type: 'es_cif', value: '12345678Z' } })
  const payload = await testPayload()
  const order = await waitFor(async () => (await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })).docs.find((o) => o.status === 'paid'))
  await waitFor(async () => (await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, depth: 0 })).docs[0])
  await waitForMail(email, (m) => m.subject.startsWith('Tu factura'))
  const download = await api('GET', '/api/guides/f2', { token })
  expect(download.status).toBe(200)
  return { email, token, order }
}

/** Every text, varchar and JSON column of every table that mentions `needle` (case-insensitive). */
async function tablesMentioning(needle: string) {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'USER-DEFINED')`,
  )
  const hits: string[] = []
  for (const { table_name, column_name } of columns) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE $1`, [`%${needle}%`])
    if (rows[0].n) hits.push(`${table_name}.${column_name}`)
  }
  return hits
}

it('"Descargar mis datos" gives the account, orders, accesses, downloads, sessions and invoices as JSON', async () => {
  const { email, token, order } = await customerWithHistory('export')
  expect((await api('GET', '/api/account/export')).status).toBe(401)
  const res = await api('GET', '/api/account/export', { token })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-disposition')).toContain('mis-datos-academia-geo.json')
  const data = res.body
  expect(data.account).toMatchObject({ email, name: 'Persona Borrable' })
  expect(data.orders).toEqual([expect.objectContaining({ id: order.id, amountTotal: 1000, buyer: expect.objectContaining({ taxId: '12345678Z' }), terms: expect.objectContaining({ version: '2024-12-15' }) })])
  expect(data.entitlements).toHaveLength(1)
  expect(data.downloads).toEqual([expect.objectContaining({ fileName: expect.stringContaining('f2') })])
  expect(data.sessions.length).toBeGreaterThan(0)
  expect(data.invoices).toEqual([expect.objectContaining({ kind: 'invoice', total: 1000 })])
  expect(data.caseSubmissions.items).toEqual([])
  expect(JSON.stringify(data)).not.toMatch(/"(hash|salt|tokenHash)"/)
})

it('support e-mails a guest their data; only support may', async () => {
  const email = uniqueEmail('guest-export')
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2' } })
  await payOnHostedPage(sessionIdFromUrl(res.body.url), email)
  const payload = await testPayload()
  await waitFor(async () => (await payload.find({ collection: 'orders', where: { email: { equals: email } }, depth: 0 })).docs.find((o) => o.status === 'paid'))

  const customer = await customerWithHistory('not-support')
  expect((await api('POST', '/api/support/privacy/export', { token: customer.token, body: { email } })).status).toBe(403)
  const agent = uniqueEmail('agent')
  await payload.create({ collection: 'users', data: { email: agent, password: PASSWORD, name: 'Soporte', role: 'support' }, context: { skipRevalidate: true } })
  const supportToken = await login(agent, PASSWORD)
  expect((await api('POST', '/api/support/privacy/export', { token: supportToken, body: { email: 'no-es-un-email' } })).status).toBe(400)
  const sent = await api('POST', '/api/support/privacy/export', { token: supportToken, body: { email } })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const mail = await waitForMail(email, (m) => m.subject.startsWith('Tus datos personales'))
  expect(mail.text).toContain('adjuntos')
})

it('erasure by the customer takes the password, then a confirmation, and leaves no trace of the e-mail outside the kept invoice', async () => {
  const { email, token } = await customerWithHistory('erase')
  const payload = await testPayload()
  expect((await tablesMentioning(email)).length).toBeGreaterThan(3)

  expect((await api('POST', '/api/account/erase/start', { token, body: { password: 'otra-clave' } })).status).toBe(403)
  const start = await api('POST', '/api/account/erase/start', { token, body: { password: PASSWORD } })
  expect(start.status).toBe(200)
  expect((await api('POST', '/api/account/erase/confirm', { token, body: { token: start.body.token, confirm: 'SI' } })).status).toBe(400)
  expect((await api('POST', '/api/account/erase/confirm', { token, body: { token: `${Date.now() + 60_000}.forged`, confirm: 'ELIMINAR' } })).status).toBe(403)
  const done = await api('POST', '/api/account/erase/confirm', { token, body: { token: start.body.token, confirm: 'ELIMINAR' } })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  expect(done.body.message).toMatch(/Conservamos tus facturas/)

  expect(await tablesMentioning(email)).toEqual([])
  expect((await api('POST', '/api/account/login', { body: { email, password: PASSWORD } })).status).toBe(401)
  // The order keeps its amounts; the invoice is kept, marked, with its legal content.
  const { docs: invoices } = await payload.find({ collection: 'invoices', where: { buyerEmail: { like: 'anonimo.invalid' } }, depth: 0, limit: 100 })
  const kept = invoices.find((i) => (i.buyer as { taxId?: string }).taxId === '12345678Z')!
  expect(kept).toMatchObject({ retainedForLegalObligation: true, total: 1000, user: null })
  const order = await payload.findByID({ collection: 'orders', id: (kept.order as number), depth: 0 })
  expect(order).toMatchObject({ amountTotal: 1000, user: null, buyer: { taxId: null } })
  expect(order.email).toMatch(/@anonimo\.invalid$/)
  const { docs: records } = await payload.find({ collection: 'privacy-erasures', sort: '-createdAt', limit: 1, depth: 0 })
  expect(records[0]).toMatchObject({ byCustomer: true, reason: 'Solicitada por el cliente desde su panel' })
})

it('support erases a guest on request, with the reason recorded', async () => {
  const email = uniqueEmail('guest-erase')
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f3' } })
  await payOnHostedPage(sessionIdFromUrl(res.body.url), email)
  const payload = await testPayload()
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  await waitForMail(email, (m) => m.subject.startsWith('Tu factura'))
  const agent = uniqueEmail('agent2')
  const support = await payload.create({ collection: 'users', data: { email: agent, password: PASSWORD, name: 'Soporte', role: 'support' }, context: { skipRevalidate: true } })
  const supportToken = await login(agent, PASSWORD)
  expect((await api('POST', '/api/support/privacy/erase', { token: supportToken, body: { email } })).status).toBe(400)
  const erased = await api('POST', '/api/support/privacy/erase', { token: supportToken, body: { email, reason: 'Petición por email del 23/11' } })
  expect(erased.status, JSON.stringify(erased.body)).toBe(200)
  expect(await tablesMentioning(email)).toEqual([])
  const { docs } = await payload.find({ collection: 'privacy-erasures', sort: '-createdAt', limit: 1, depth: 0 })
  expect(docs[0]).toMatchObject({ byCustomer: false, by: support.id, reason: 'Petición por email del 23/11' })
  // Reconciliation with Stripe (which still has the paid session and its e-mail) brings nothing back.
  expect((await api('POST', '/api/support/reconcile', { token: supportToken, body: { days: 1 } })).status).toBe(200)
  expect(await tablesMentioning(email)).toEqual([])
})
