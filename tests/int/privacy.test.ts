/**
 * Customers' data rights (GDPR): export of everything kept about a person, and erasure that leaves no
 * trace of their e-mail in any table, except invoices, kept by law and marked so (without the e-mail).
 */
import pg from 'pg'
import { afterAll, expect, it } from 'vitest'

import { api, appUrl, login, ownAddress } from '../support/api'
import { confirmAddress } from '../support/confirm-email'
import { mailbox, waitForMail } from '../support/mail'
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
  const inbox = mailbox(email)
  const signup = await api('POST', '/api/account/signup', {
    headers: ownAddress(),
    body: { name: 'Persona Borrable', email, password: PASSWORD },
  })
  expect(signup.status, JSON.stringify(signup.body)).toBe(201)
  await confirmAddress(inbox)
  const token = await login(email, PASSWORD)
  const res = await api('POST', '/api/checkout', {
    token,
    body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2', business: true },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, undefined, undefined, {
    country: 'ES',
    business: { name: 'Autónoma Ejemplo', type: 'es_cif', value: '12345678Z' },
  })
  const payload = await testPayload()
  const order = await waitFor(async () =>
    (
      await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
    ).docs.find((o) => o.status === 'paid'),
  )
  await waitFor(
    async () =>
      (await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, depth: 0 })).docs[0],
  )
  await waitForMail(email, (m) => m.subject.startsWith('Tu factura'))
  const download = await api('GET', '/api/guides/f2', { token })
  expect(download.status).toBe(200)
  return { email, token, order }
}

async function guestBuys(email: string, module = 'f3') {
  const res = await api('POST', '/api/checkout', {
    body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  await payOnHostedPage(sessionIdFromUrl(res.body.url), email)
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  await waitForMail(email, (m) => m.subject.startsWith('Tu factura'))
}

/** Every text, varchar and JSON column of every table that mentions `needle` (case-insensitive). */
async function tablesMentioning(needle: string) {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'USER-DEFINED')`,
  )
  const hits: string[] = []
  for (const { table_name, column_name } of columns) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE $1`,
      [`%${needle}%`],
    )
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
  expect(data.orders).toEqual([
    expect.objectContaining({
      id: order.id,
      amountTotal: 1000,
      buyer: expect.objectContaining({ taxId: '12345678Z' }),
      terms: expect.objectContaining({ version: '2024-12-15' }),
    }),
  ])
  expect(data.entitlements).toHaveLength(1)
  expect(data.downloads).toEqual([expect.objectContaining({ fileName: expect.stringContaining('f2') })])
  expect(data.sessions.length).toBeGreaterThan(0)
  expect(data.invoices).toEqual([expect.objectContaining({ kind: 'invoice', total: 1000 })])
  expect(data.caseSubmissions.items).toEqual([])
  expect(JSON.stringify(data)).not.toMatch(/"(hash|salt|tokenHash)"/)
})

it('support e-mails a guest their data; only support may', async () => {
  const email = uniqueEmail('guest-export')
  const res = await api('POST', '/api/checkout', {
    body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2' },
  })
  await payOnHostedPage(sessionIdFromUrl(res.body.url), email)
  const payload = await testPayload()
  await waitFor(async () =>
    (await payload.find({ collection: 'orders', where: { email: { equals: email } }, depth: 0 })).docs.find(
      (o) => o.status === 'paid',
    ),
  )

  const customer = await customerWithHistory('not-support')
  expect((await api('POST', '/api/support/privacy/export', { token: customer.token, body: { email } })).status).toBe(
    403,
  )
  const agent = uniqueEmail('agent')
  await payload.create({
    collection: 'users',
    data: { email: agent, password: PASSWORD, name: 'Soporte', role: 'support' },
    context: { skipRevalidate: true },
  })
  const supportToken = await login(agent, PASSWORD)
  expect(
    (await api('POST', '/api/support/privacy/export', { token: supportToken, body: { email: 'no-es-un-email' } }))
      .status,
  ).toBe(400)
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
  expect(
    (await api('POST', '/api/account/erase/confirm', { token, body: { token: start.body.token, confirm: 'SI' } }))
      .status,
  ).toBe(400)
  expect(
    (
      await api('POST', '/api/account/erase/confirm', {
        token,
        body: { token: `${Date.now() + 60_000}.forged`, confirm: 'ELIMINAR' },
      })
    ).status,
  ).toBe(403)
  const done = await api('POST', '/api/account/erase/confirm', {
    token,
    body: { token: start.body.token, confirm: 'ELIMINAR' },
  })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  expect(done.body.message).toMatch(/Conservamos tus facturas/)

  expect(await tablesMentioning(email)).toEqual([])
  expect((await api('POST', '/api/account/login', { body: { email, password: PASSWORD } })).status).toBe(401)
  // The order keeps its amounts; the invoice is kept, marked, with its legal content.
  const { docs: invoices } = await payload.find({
    collection: 'invoices',
    where: { buyerEmail: { like: 'anonimo.invalid' } },
    depth: 0,
    limit: 100,
  })
  const kept = invoices.find((i) => (i.buyer as { taxId?: string }).taxId === '12345678Z')!
  expect(kept).toMatchObject({ retainedForLegalObligation: true, total: 1000, user: null })
  const order = await payload.findByID({ collection: 'orders', id: kept.order as number, depth: 0 })
  expect(order).toMatchObject({ amountTotal: 1000, user: null, buyer: { taxId: null } })
  expect(order.email).toMatch(/@anonimo\.invalid$/)
  const { docs: records } = await payload.find({
    collection: 'privacy-erasures',
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  expect(records[0]).toMatchObject({ byCustomer: true, reason: 'Solicitada por el cliente desde su panel' })
})

it('support erases a guest on request, with the reason recorded', async () => {
  const email = uniqueEmail('guest-erase')
  const res = await api('POST', '/api/checkout', {
    body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f3' },
  })
  await payOnHostedPage(sessionIdFromUrl(res.body.url), email)
  const payload = await testPayload()
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  await waitForMail(email, (m) => m.subject.startsWith('Tu factura'))
  const agent = uniqueEmail('agent2')
  const support = await payload.create({
    collection: 'users',
    data: { email: agent, password: PASSWORD, name: 'Soporte', role: 'support' },
    context: { skipRevalidate: true },
  })
  const supportToken = await login(agent, PASSWORD)
  expect((await api('POST', '/api/support/privacy/erase', { token: supportToken, body: { email } })).status).toBe(400)
  const erased = await api('POST', '/api/support/privacy/erase', {
    token: supportToken,
    body: { email, reason: 'Petición por email del 23/11' },
  })
  expect(erased.status, JSON.stringify(erased.body)).toBe(200)
  expect(await tablesMentioning(email)).toEqual([])
  const { docs } = await payload.find({ collection: 'privacy-erasures', sort: '-createdAt', limit: 1, depth: 0 })
  expect(docs[0]).toMatchObject({ byCustomer: false, by: support.id, reason: 'Petición por email del 23/11' })
  // Reconciliation with Stripe (which still has the paid session and its e-mail) brings nothing back.
  expect((await api('POST', '/api/support/reconcile', { token: supportToken, body: { days: 1 } })).status).toBe(200)
  expect(await tablesMentioning(email)).toEqual([])
})

it("signing up with a guest buyer's address shows, exports and erases none of their purchases until the address is confirmed", async () => {
  const email = uniqueEmail('guest-victim')
  await guestBuys(email)
  const payload = await testPayload()
  const guestRows = async () =>
    (
      await payload.find({
        collection: 'entitlements',
        where: { and: [{ email: { equals: email } }, { revokedAt: { exists: false } }] },
        depth: 0,
      })
    ).docs
  expect(await guestRows()).toHaveLength(1)

  // Someone else signs up with that address (no proof needed to sign up). Their confirmation e-mail is taken
  // here, so the owner's later one is the next in the mailbox (this one would not confirm: its account is erased).
  const inbox = mailbox(email)
  const signup = await api('POST', '/api/account/signup', {
    headers: ownAddress(),
    body: { name: 'Intrusa', email, password: PASSWORD },
  })
  expect(signup.status).toBe(201)
  expect(signup.body.message).toMatch(/Te hemos enviado un enlace/)
  await inbox.next((m) => /Confirma tu email/.test(m.subject))
  const token = await login(email, PASSWORD)
  const exported = await api('GET', '/api/account/export', { token })
  expect(exported.status).toBe(200)
  // Before issue 25: the guest's order, invoice and links were all in this file.
  expect(exported.body).toMatchObject({ orders: [], invoices: [], guestLinks: [], entitlements: [], downloads: [] })
  expect((await api('GET', '/api/account/me', { token })).body.modules).toEqual([])
  const dashboard = await fetch(`${appUrl()}/dashboard`, {
    headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' },
  })
  const html = await dashboard.text()
  expect(html).toContain('data-testid="confirm-email-notice"')
  expect(html).toMatch(/Confirma tu email/)

  // «Eliminar mi cuenta» erases the account only: the guest keeps their access, link and order.
  const start = await api('POST', '/api/account/erase/start', { token, body: { password: PASSWORD } })
  const done = await api('POST', '/api/account/erase/confirm', {
    token,
    body: { token: start.body.token, confirm: 'ELIMINAR' },
  })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  expect(await guestRows()).toHaveLength(1)
  expect(
    (await payload.count({ collection: 'guest-grants', where: { email: { equals: email } } })).totalDocs,
  ).toBeGreaterThan(0)
  expect((await payload.count({ collection: 'orders', where: { email: { equals: email } } })).totalDocs).toBe(1)

  // The real owner signs up and follows the e-mailed link: their purchase joins the account.
  expect(
    (
      await api('POST', '/api/account/signup', {
        headers: ownAddress(),
        body: { name: 'Dueña', email, password: PASSWORD },
      })
    ).status,
  ).toBe(201)
  const owner = await login(email, PASSWORD)
  expect((await api('POST', '/api/account/confirm-email', { body: { token: 'x'.repeat(20) } })).status).toBe(400)
  const confirmed = await confirmAddress(inbox)
  expect(confirmed).toMatchObject({ confirmed: true, attached: 1 })
  expect((await api('GET', '/api/account/me', { token: owner })).body.modules).toEqual(['f3'])
  const mine = (await api('GET', '/api/account/export', { token: owner })).body
  expect(mine.orders).toHaveLength(1)
  expect(mine.invoices).toHaveLength(1)
  expect(mine.guestLinks.length).toBeGreaterThan(0)
  expect(mine.account.emailConfirmedAt).toBeTruthy()
})

it("erasing ana@… leaves mariana@…'s queued e-mails alone: erasure matches identities, never text", async () => {
  const stamp = `${Date.now().toString(36)}-${(n += 1)}`
  const ana = `ana-${stamp}@example.com`
  const mariana = `mariana-${stamp}@example.com`
  const payload = await testPayload()
  await payload.create({
    collection: 'users',
    data: {
      email: ana,
      password: PASSWORD,
      name: 'Ana',
      role: 'customer',
      emailConfirmedAt: new Date().toISOString(),
    } as never,
  })
  const queued = await payload.create({
    collection: 'outbox',
    data: {
      task: 'email',
      input: { message: { to: mariana, subject: 'Tu acceso a Academia GEO', text: 'Tu enlace' } },
      status: 'queued',
      attempts: 0,
      maxAttempts: 25,
      runAfter: new Date(Date.now() + 86_400_000).toISOString(),
    },
    context: { system: true },
  })
  const anaJob = await payload.create({
    collection: 'outbox',
    data: {
      task: 'email',
      input: { message: { to: ana, subject: 'Para Ana', text: `Hola ${mariana}` } },
      status: 'queued',
      attempts: 0,
      maxAttempts: 25,
      runAfter: new Date(Date.now() + 86_400_000).toISOString(),
    },
    context: { system: true },
  })
  const token = await login(ana, PASSWORD)
  const start = await api('POST', '/api/account/erase/start', { token, body: { password: PASSWORD } })
  expect(
    (await api('POST', '/api/account/erase/confirm', { token, body: { token: start.body.token, confirm: 'ELIMINAR' } }))
      .status,
  ).toBe(200)
  // Before issue 25: `input::text ILIKE '%ana-…@example.com%'` deleted Mariana's access e-mail too.
  expect(await payload.findByID({ collection: 'outbox', id: queued.id, depth: 0, disableErrors: true })).toMatchObject({
    status: 'queued',
  })
  expect(await payload.findByID({ collection: 'outbox', id: anaJob.id, depth: 0, disableErrors: true })).toBeNull()
  await db.query('DELETE FROM outbox WHERE id = $1', [queued.id])
})
