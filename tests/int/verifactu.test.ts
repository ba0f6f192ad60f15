/**
 * VERI*FACTU records (issue 26) against the real app and database: a record for every invoice in
 * the invoice's own transaction (or neither), the tax case of each kind of sale, every record valid
 * against the agency's schema, one unbroken chain under 50 concurrent sales, dates that never go down
 * as numbers go up, records nobody can change, the QR on the PDF the buyer downloads, and the health
 * report. Complete invoices on request (F3, by Spanish NIF and by French NIF-IVA) and their refunds (R1
 * naming the F3's recipient), team seats and a seat refund, a gift and a company's bank transfer too: the
 * last test requires every record of this file's sales registered «Correcto» by the local agency.
 */
import type { Payload } from 'payload'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { madridDay } from '@/content/dates'
import { issueInvoice } from '@/invoicing/invoices'
import type { Invoice, VerifactuRecord } from '@/payload-types'
import { chainIntact } from '@/verifactu/chain'
import { recordDate } from '@/verifactu/time'

import { api, appUrl, login } from '../support/api'
import { inFlight } from '../support/in-flight'
import { orderOfSession, signedIn, testPayload } from '../support/payload'
import { decodePdfQr } from '../support/qr-decode'
import { fundTransfer, payOnHostedPage, sessionIdFromUrl, testStripe, waitFor } from '../support/stripe'
import { schemaErrors } from '../support/verifactu-xsd'

let n = 0
/** Every order this file sells: their records must all reach the agency and be registered (the last test). */
const sold: number[] = []
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const context = { system: true, skipRevalidate: true }

/** A paid purchase of module F2 (as a guest, or signed in with `as`; `body` adds to or overrides the checkout's). */
async function buy(
  pay: Parameters<typeof payOnHostedPage>[3],
  business = false,
  opts: { as?: { email: string; token: string }; body?: Record<string, unknown> } = {},
) {
  const body = {
    acceptTerms: true,
    withdrawalConsent: true,
    productType: 'module',
    module: 'f2',
    ...(business ? { business: true } : {}),
    ...opts.body,
  }
  const res = await api('POST', '/api/checkout', { token: opts.as?.token, body })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, opts.as?.email ?? uniqueEmail('vf'), undefined, pay)
  const payload = await testPayload()
  const order = await waitFor(async () => {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { stripeSessionId: { equals: sessionId } },
      depth: 0,
    })
    return docs[0]?.status === 'paid' && docs[0]
  })
  sold.push(order.id)
  return order
}

const invoicesOf = async (orderId: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'invoices', where: { order: { equals: orderId } }, sort: 'issuedAt', depth: 0, limit: 10 })
  ).docs

async function recordOf(payload: Payload, invoice: Invoice): Promise<VerifactuRecord> {
  const { docs } = await payload.find({
    collection: 'verifactu-records',
    where: { invoice: { equals: invoice.id } },
    depth: 0,
    limit: 2,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

async function invoiceAndRecord(orderId: number) {
  const payload = await testPayload()
  const [invoice] = await waitFor(async () => (await invoicesOf(orderId)).length === 1 && invoicesOf(orderId))
  const record = await recordOf(payload, invoice)
  expect(schemaErrors([record.xml])).toBe('')
  return { invoice, record }
}

const tag = (xml: string, name: string) => xml.match(new RegExp(`<sum1:${name}>([^<]*)</sum1:${name}>`))?.[1]

describe('a record for every invoice, with the tax case of the sale', () => {
  it("a Spanish consumer: F2 with the invoice's number, date, amounts and the Spanish VAT", async () => {
    const order = await buy({ country: 'ES' })
    const { invoice, record } = await invoiceAndRecord(order.id)
    expect(record).toMatchObject({
      kind: 'alta',
      invoiceType: 'F2',
      invoiceNumber: invoice.number,
      issuerNif: 'B87654323',
      issueDate: recordDate(new Date(invoice.issuedAt)),
    })
    // The sender may already have delivered it to the local agency (its job is queued with the record).
    expect(['pending', 'accepted']).toContain(record.status)
    expect(record.generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/)
    expect(new Date(record.generatedAt).getTime()).toBe(Math.floor(Date.parse(invoice.issuedAt) / 1000) * 1000)
    expect([tag(record.xml, 'TipoImpositivo'), tag(record.xml, 'CuotaTotal'), tag(record.xml, 'ImporteTotal')]).toEqual(
      ['21.00', '1.74', '10.00'],
    )
    expect(tag(record.xml, 'NombreRazonEmisor')).toBe('Academia GEO Formación, S.L.')
  })

  it('a Spanish company with a NIF: F1 naming it', async () => {
    const order = await buy(
      { country: 'ES', business: { name: 'Ejemplo Digital, S.L.', type: 'es_cif', value: 'B87654323' } },
      true,
    )
    const { record } = await invoiceAndRecord(order.id)
    expect(record.invoiceType).toBe('F1')
    expect(record.xml).toMatch(
      /<sum1:NombreRazon>Ejemplo Digital, S.L.<\/sum1:NombreRazon>\s*<sum1:NIF>B87654323<\/sum1:NIF>/,
    )
  })

  it('an EU consumer (OSS): F2, ClaveRegimen 17, N2', async () => {
    const order = await buy({ country: 'DE' })
    const { record } = await invoiceAndRecord(order.id)
    expect(record.invoiceType).toBe('F2')
    expect([
      tag(record.xml, 'ClaveRegimen'),
      tag(record.xml, 'CalificacionOperacion'),
      tag(record.xml, 'CuotaTotal'),
    ]).toEqual(['17', 'N2', '0.00'])
  })

  it('an EU business with a VAT number (reverse charge): F1 naming it by NIF-IVA, N2', async () => {
    const order = await buy(
      { country: 'FR', business: { name: 'Exemple SARL', type: 'eu_vat', value: 'FRXX123456789' } },
      true,
    )
    const { record } = await invoiceAndRecord(order.id)
    expect(record.invoiceType).toBe('F1')
    expect([tag(record.xml, 'IDType'), tag(record.xml, 'ID'), tag(record.xml, 'CalificacionOperacion')]).toEqual([
      '02',
      'FRXX123456789',
      'N2',
    ])
  })

  it('a buyer outside the EU: F2, N2', async () => {
    const order = await buy({ country: 'US' })
    const { record } = await invoiceAndRecord(order.id)
    expect(record.invoiceType).toBe('F2')
    expect([tag(record.xml, 'ClaveRegimen'), tag(record.xml, 'CalificacionOperacion')]).toEqual(['01', 'N2'])
  })

  it('a partial and then a full refund: R5 rectifying records by differences, naming the original', async () => {
    const order = await buy({ country: 'ES' })
    const { invoice: original } = await invoiceAndRecord(order.id)
    const stripe = testStripe()
    await stripe.refunds.create({ payment_intent: order.paymentIntentId!, amount: 400 })
    const partial = await waitFor(async () => (await invoicesOf(order.id)).find((i) => i.kind === 'rectifying'))
    await stripe.refunds.create({ payment_intent: order.paymentIntentId! })
    const both = await waitFor(async () => {
      const r = (await invoicesOf(order.id)).filter((i) => i.kind === 'rectifying')
      return r.length === 2 && r
    })
    const payload = await testPayload()
    for (const invoice of both) {
      const record = await recordOf(payload, invoice)
      expect(schemaErrors([record.xml])).toBe('')
      expect(record.invoiceType).toBe('R5')
      expect(tag(record.xml, 'TipoRectificativa')).toBe('I')
      expect(record.xml).toContain(`<sum1:NumSerieFactura>${original.number}</sum1:NumSerieFactura>`)
      expect(tag(record.xml, 'ImporteTotal')).toBe(invoice.id === partial.id ? '-4.00' : '-6.00')
    }
  })
})

/** The rectifying invoices of `original`, once there are `count` of them (oldest first). */
const rectifyingOf = (original: Invoice, count: number) =>
  waitFor(async () => {
    const { docs } = await (
      await testPayload()
    ).find({
      collection: 'invoices',
      where: { rectifies: { equals: original.id } },
      sort: 'issuedAt',
      depth: 0,
      limit: 10,
    })
    return docs.length === count && docs
  })

const euros = (cents: number) => (cents / 100).toFixed(2)
const COMPANY = { name: 'Taller Gómez, S.L.', taxId: 'B12345674', address: 'Calle Mayor 1, 28013 Madrid' }

describe('complete invoices on request, seats, gifts and bank transfers', () => {
  it('a consumer in France asks for a complete invoice with a French VAT number: an F3 naming them by NIF-IVA; each refund after it is an R1 naming the same recipient', async () => {
    const owner = await signedIn('customer', 'vf-fr')
    const order = await buy({ country: 'FR' }, false, { as: owner })
    const { invoice: f2, record: f2Record } = await invoiceAndRecord(order.id)
    expect(f2Record.invoiceType).toBe('F2')
    const buyer = { name: 'Camille Dubois', taxId: 'FR12345678901', address: '12 rue de la Paix, 75002 Paris' }
    const issued = await api('POST', `/api/invoice-full/${f2.id}`, { token: owner.token, body: buyer })
    expect(issued.status, JSON.stringify(issued.body)).toBe(201)
    const payload = await testPayload()
    const f3 = await payload.findByID({ collection: 'invoices', id: issued.body.id, depth: 0 })
    const f3Record = await recordOf(payload, f3)
    expect(schemaErrors([f3Record.xml])).toBe('')
    expect(f3Record.invoiceType).toBe('F3')
    const named = (xml: string) => [tag(xml, 'NombreRazon'), tag(xml, 'CodigoPais'), tag(xml, 'IDType'), tag(xml, 'ID')]
    // (the first NombreRazon of a record is its recipient's; the issuer's is NombreRazonEmisor)
    expect(named(f3Record.xml)).toEqual([buyer.name, 'FR', '02', buyer.taxId])
    expect(f3Record.xml).toContain(`<sum1:NumSerieFactura>${f2.number}</sum1:NumSerieFactura>`)

    const stripe = testStripe()
    await stripe.refunds.create({ payment_intent: order.paymentIntentId!, amount: 300 })
    await rectifyingOf(f3, 1)
    await stripe.refunds.create({ payment_intent: order.paymentIntentId! })
    const refunds = await rectifyingOf(f3, 2)
    expect(refunds.map((r) => euros(r.total))).toEqual(['-3.00', '-7.00'])
    for (const invoice of refunds) {
      const record = await recordOf(payload, invoice)
      expect(schemaErrors([record.xml])).toBe('')
      expect([record.invoiceType, tag(record.xml, 'TipoRectificativa'), tag(record.xml, 'ImporteTotal')]).toEqual([
        'R1',
        'I',
        euros(invoice.total),
      ])
      expect(named(record.xml)).toEqual([buyer.name, 'FR', '02', buyer.taxId])
      expect(record.xml.replace(/>\s+</g, '><')).toMatch(
        new RegExp(
          `<sum1:FacturasRectificadas><sum1:IDFacturaRectificada><sum1:IDEmisorFactura>${f3Record.issuerNif}</sum1:IDEmisorFactura><sum1:NumSerieFactura>${f3.number}</sum1:NumSerieFactura>`,
        ),
      )
    }
  }, 120_000)

  it('a Spanish consumer refunded in part (R5), then a complete invoice for the rest (an F3 in place of the F2 and the R5), then refunded the rest: an R1 naming the company', async () => {
    const owner = await signedIn('customer', 'vf-es')
    const order = await buy({ country: 'ES' }, false, { as: owner })
    const { invoice: f2 } = await invoiceAndRecord(order.id)
    const stripe = testStripe()
    await stripe.refunds.create({ payment_intent: order.paymentIntentId!, amount: 400 })
    const [r5] = await rectifyingOf(f2, 1)
    const payload = await testPayload()
    expect((await recordOf(payload, r5)).invoiceType).toBe('R5')

    const issued = await api('POST', `/api/invoice-full/${f2.id}`, { token: owner.token, body: COMPANY })
    expect(issued.status, JSON.stringify(issued.body)).toBe(201)
    const f3 = await payload.findByID({ collection: 'invoices', id: issued.body.id, depth: 0 })
    const f3Record = await recordOf(payload, f3)
    expect(schemaErrors([f3Record.xml])).toBe('')
    expect([f3Record.invoiceType, tag(f3Record.xml, 'NIF'), tag(f3Record.xml, 'ImporteTotal')]).toEqual([
      'F3',
      COMPANY.taxId,
      '6.00',
    ])
    for (const replaced of [f2, r5])
      expect(f3Record.xml).toContain(`<sum1:NumSerieFactura>${replaced.number}</sum1:NumSerieFactura>`)

    await stripe.refunds.create({ payment_intent: order.paymentIntentId! })
    const [r1] = await rectifyingOf(f3, 1)
    const record = await recordOf(payload, r1)
    expect(schemaErrors([record.xml])).toBe('')
    expect([record.invoiceType, tag(record.xml, 'NIF'), tag(record.xml, 'ImporteTotal')]).toEqual([
      'R1',
      COMPANY.taxId,
      '-6.00',
    ])
  }, 120_000)

  it('a company buys 3 seats: an F1 naming it for the quantity; support refunds one unused seat: an R1 for one seat, naming it', async () => {
    const order = await buy({ country: 'ES' }, false, {
      body: { purpose: 'team', quantity: 3, company: COMPANY, withdrawalConsent: undefined },
    })
    expect(order.purpose).toBe('team')
    const { invoice, record } = await invoiceAndRecord(order.id)
    expect([record.invoiceType, tag(record.xml, 'NIF'), tag(record.xml, 'ImporteTotal')]).toEqual([
      'F1',
      COMPANY.taxId,
      euros(order.amountTotal),
    ])

    const payload = await testPayload()
    await waitFor(
      async () =>
        (await payload.count({ collection: 'seats', where: { order: { equals: order.id } } })).totalDocs === 3,
    )
    const desk = await signedIn('support', 'vf-desk')
    const refunded = await api('POST', '/api/support/refund-seats', {
      token: desk.token,
      body: { orderId: order.id, seats: 1, unusedSeen: 3, reason: 'El equipo es más pequeño' },
    })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    const [seat] = await rectifyingOf(invoice, 1)
    const r1 = await recordOf(payload, seat)
    expect(schemaErrors([r1.xml])).toBe('')
    expect([r1.invoiceType, tag(r1.xml, 'NIF'), tag(r1.xml, 'ImporteTotal')]).toEqual([
      'R1',
      COMPANY.taxId,
      euros(-order.amountTotal / 3),
    ])
  }, 120_000)

  it("a gift: an F2 (a consumer's purchase, nobody named)", async () => {
    const gift = {
      recipientEmail: uniqueEmail('regalo'),
      fromName: 'Marta',
      message: '¡Feliz cumpleaños!',
      deliverOn: madridDay(new Date()),
      consent: true,
    }
    const order = await buy({ country: 'ES' }, false, { body: { purpose: 'gift', gift, withdrawalConsent: undefined } })
    expect(order.purpose).toBe('gift')
    const { record } = await invoiceAndRecord(order.id)
    expect([record.invoiceType, tag(record.xml, 'ImporteTotal')]).toEqual(['F2', euros(order.amountTotal)])
    expect(record.xml).not.toContain('<sum1:Destinatarios>')
  })

  it('a company pays 2 seats by bank transfer: an F1 naming it once the whole amount has arrived', async () => {
    const res = await api('POST', '/api/checkout', {
      body: {
        acceptTerms: true,
        paymentMethod: 'transfer',
        email: uniqueEmail('vf-transfer'),
        productType: 'module',
        module: 'f2',
        purpose: 'team',
        quantity: 2,
        company: COMPANY,
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const sessionId = sessionIdFromUrl(res.body.url)
    await payOnHostedPage(sessionId, undefined, undefined, { bankTransfer: true })
    const pending = await waitFor(async () => {
      const o = await orderOfSession(sessionId)
      return o?.bankTransfer?.reference ? o : null
    })
    expect(pending.status).toBe('pending')
    await fundTransfer(sessionId, pending.amountTotal, String(pending.bankTransfer!.reference))
    const order = await waitFor(async () => {
      const o = await orderOfSession(sessionId)
      return o?.status === 'paid' && o
    })
    sold.push(order.id)
    const { record } = await invoiceAndRecord(order.id)
    expect([record.invoiceType, tag(record.xml, 'NIF'), tag(record.xml, 'ImporteTotal')]).toEqual([
      'F1',
      COMPANY.taxId,
      euros(order.amountTotal),
    ])
  }, 120_000)
})

async function paidOrder(payload: Payload, email = uniqueEmail('direct')) {
  const order = await payload.create({
    collection: 'orders',
    data: {
      productType: 'module',
      amountTotal: 1000,
      currency: 'eur',
      email,
      status: 'paid',
      paidAt: new Date().toISOString(),
      tax: { country: 'ES', rate: 21, net: 826, amount: 174, taxability: 'standard_rated' },
    },
    context,
  })
  sold.push(order.id)
  return order
}

describe("one chain, in the invoice's transaction", () => {
  it('a record that cannot be written takes its invoice (and number) with it', async () => {
    const payload = await testPayload()
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const order = await paidOrder(payload)
    const pool = (
      payload.db as unknown as { pool: { query: (q: string) => Promise<{ rows: Array<{ last: number }> }> } }
    ).pool
    const counter = async () =>
      (await pool.query(`SELECT coalesce(sum(last), 0)::int AS last FROM invoice_counters WHERE series = 'A'`)).rows[0]
        .last
    const before = await counter()
    // No NIF for the issuer: the invoice insert succeeds, its record (NIF required) does not.
    await payload.updateGlobal({ slug: 'site-settings', data: { legal: { ...site.legal, taxId: '' } }, context })
    try {
      await expect(issueInvoice(payload, order.id)).rejects.toThrow()
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { legal: site.legal }, context })
    }
    expect(await invoicesOf(order.id)).toHaveLength(0)
    expect(await counter()).toBe(before)
    // With the NIF back, the same order gets its invoice and record.
    const invoice = (await issueInvoice(payload, order.id))!
    expect((await recordOf(payload, invoice)).invoiceNumber).toBe(invoice.number)
  })

  it('50 concurrent sales: 50 records in one unbroken chain; dates never go down as numbers go up', async () => {
    const payload = await testPayload()
    const orders = await inFlight(Array.from({ length: 50 }), 10, () => paidOrder(payload))
    // 50 issues at once, 10 in flight at a time (each waits for the chain lock holding a connection of this process's pool)
    const invoices = (await inFlight(orders, 10, (o) => issueInvoice(payload, o.id))) as Invoice[]
    expect(new Set(invoices.map((i) => i.number)).size).toBe(50)
    const { docs: records } = await payload.find({
      collection: 'verifactu-records',
      sort: 'sequence',
      depth: 0,
      limit: 0,
      pagination: false,
    })
    const ours = records.filter((r) =>
      invoices.some((i) => i.id === (typeof r.invoice === 'object' ? r.invoice.id : r.invoice)),
    )
    expect(ours).toHaveLength(50)
    // The whole chain: 1…N, each carrying the fingerprint of the one before, each fingerprint recomputable.
    expect(records.map((r) => r.sequence)).toEqual(records.map((_, i) => i + 1))
    expect(records[0].previousHuella ?? '').toBe('')
    expect(
      chainIntact(
        records.map((r) => ({
          sequence: r.sequence,
          kind: r.kind,
          huella: r.huella,
          previous_huella: r.previousHuella ?? '',
          xml: r.xml,
        })),
      ),
    ).toBe(true)
    // Series A of the year, in number order: the issue time never goes down.
    const year = invoices[0].year
    const { docs: series } = await payload.find({
      collection: 'invoices',
      where: { and: [{ series: { equals: 'A' } }, { year: { equals: year } }] },
      sort: 'sequence',
      depth: 0,
      limit: 0,
      pagination: false,
    })
    const times = series.map((i) => Date.parse(i.issuedAt))
    expect(times.filter((t, i) => i > 0 && t < times[i - 1])).toEqual([])
    // …and neither do the records' generation times along the chain.
    const generated = records.map((r) => Date.parse(r.generatedAt))
    expect(generated.filter((t, i) => i > 0 && t < generated[i - 1])).toEqual([])
  }, 180_000)
})

describe('records nobody can change', () => {
  it('REST and GraphQL refuse every write, admins included; the Local API may change only the sending state', async () => {
    const payload = await testPayload()
    const [record] = (await payload.find({ collection: 'verifactu-records', sort: '-sequence', limit: 1, depth: 0 }))
      .docs
    const email = uniqueEmail('admin')
    await payload.create({
      collection: 'users',
      data: { email, password: 'clave-segura-123', name: 'Admin', role: 'admin' },
      context,
    })
    const token = await login(email, 'clave-segura-123')
    const auth = { headers: { Authorization: `JWT ${token}` } }
    expect((await api('GET', `/api/verifactu-records/${record.id}`, auth)).status).toBe(200)
    expect((await api('PATCH', `/api/verifactu-records/${record.id}`, { ...auth, body: { huella: 'X' } })).status).toBe(
      403,
    )
    expect(
      (await api('PATCH', `/api/verifactu-records/${record.id}`, { ...auth, body: { status: 'accepted' } })).status,
    ).toBe(403)
    expect((await api('DELETE', `/api/verifactu-records/${record.id}`, auth)).status).toBe(403)
    expect(
      (await api('POST', '/api/verifactu-records', { ...auth, body: { ...record, id: undefined, sequence: 999999 } }))
        .status,
    ).toBe(403)
    const gql = await api('POST', '/api/graphql', {
      ...auth,
      body: { query: `mutation { deleteVerifactuRecord(id: ${record.id}) { id } }` },
    })
    expect(JSON.stringify(gql.body)).toMatch(/errors/)
    await expect(
      payload.update({ collection: 'verifactu-records', id: record.id, data: { huella: 'X' } }),
    ).rejects.toThrow(/no se puede modificar/)
    await expect(
      payload.update({ collection: 'verifactu-records', id: record.id, data: { xml: '<x/>' } }),
    ).rejects.toThrow(/no se puede modificar/)
    await expect(payload.delete({ collection: 'verifactu-records', id: record.id })).rejects.toThrow(
      /no se puede modificar ni eliminar/,
    )
    const sent = await payload.update({
      collection: 'verifactu-records',
      id: record.id,
      data: { attempts: record.attempts },
    })
    expect(sent.huella).toBe(record.huella)
    const after = await payload.findByID({ collection: 'verifactu-records', id: record.id, depth: 0 })
    // the sender may have moved its sending state meanwhile (pending → accepted); what it says never changes
    expect(after).toMatchObject({ huella: record.huella, xml: record.xml })
  })

  it('plain SQL either: the database refuses deleting a record or changing anything but its sending state', async () => {
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      const { rows } = await db.query('SELECT id FROM verifactu_records ORDER BY sequence DESC LIMIT 1')
      const id = rows[0].id as number
      const refused = /no se modifica ni se borra/
      for (const change of [
        "huella = 'X'",
        "xml = '<x/>'",
        "invoice_number = 'OTRA-1'",
        "generated_at = '2026-01-01T00:00:00+01:00'",
        "qr_url = 'https://example.com'",
        'sequence = sequence + 1000000',
      ]) {
        await expect(db.query(`UPDATE verifactu_records SET ${change} WHERE id = $1`, [id]), change).rejects.toThrow(
          refused,
        )
      }
      await expect(db.query('DELETE FROM verifactu_records WHERE id = $1', [id])).rejects.toThrow(refused)
      await expect(db.query('TRUNCATE verifactu_records CASCADE')).rejects.toThrow(refused)
      // the sending state is what the sender writes (src/verifactu/store.ts)
      const moved = await db.query(
        'UPDATE verifactu_records SET attempts = attempts, sent_at = sent_at, updated_at = now() WHERE id = $1',
        [id],
      )
      expect(moved.rowCount).toBe(1)
    } finally {
      await db.end()
    }
  })
})

describe('the QR code on the invoice the buyer downloads', () => {
  it("decodes to the agency's verification URL with the invoice's NIF, number, date and total", async () => {
    const payload = await testPayload()
    const order = await buy({ country: 'ES' })
    const { invoice, record } = await invoiceAndRecord(order.id)
    const { invoiceLinkKey } = await import('@/invoicing/invoices')
    const res = await fetch(`${appUrl()}/api/invoice-pdf/${invoice.id}?key=${invoiceLinkKey(invoice)}`)
    expect(res.status).toBe(200)
    const qr = decodePdfQr(new Uint8Array(await res.arrayBuffer()))
    expect(qr?.text).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${record.issuerNif}&numserie=${encodeURIComponent(record.invoiceNumber)}&fecha=${record.issueDate}&importe=${tag(record.xml, 'ImporteTotal')}`,
    )
    expect(qr!.widthMm).toBeGreaterThanOrEqual(30)
    expect(qr!.widthMm).toBeLessThanOrEqual(40)
    expect(payload).toBeTruthy()
  }, 120_000)
})

describe('health', () => {
  it('/api/health reports the chain intact and the records not yet accepted', async () => {
    const payload = await testPayload()
    const pendingNow = async () =>
      (await payload.count({ collection: 'verifactu-records', where: { status: { equals: 'pending' } } })).totalDocs
    // The sender works meanwhile (and other files sell): the figure lies between the counts before and after.
    const before = await pendingNow()
    const res = await api('GET', '/api/health')
    const after = await pendingNow()
    expect(res.status).toBe(200)
    expect(res.body.verifactu).toMatchObject({ chainIntact: true, rejected: 0 })
    expect(res.body.verifactu.pending).toBeGreaterThanOrEqual(Math.min(before, after))
    expect(res.body.verifactu.pending).toBeLessThanOrEqual(Math.max(before, after))
  })
})

describe('the agency registers every sale', () => {
  it("each record of this file's sales (five kinds of buyer, refunds, complete invoices on request and their refunds, seats and a seat refund, a gift, a bank transfer, 52 direct sales) is registered «Correcto»", async () => {
    const payload = await testPayload()
    const { docs: invoices } = await payload.find({
      collection: 'invoices',
      where: { order: { in: sold } },
      depth: 0,
      limit: 0,
      pagination: false,
    })
    expect(invoices.length).toBeGreaterThanOrEqual(sold.length)
    const ids = invoices.map((i) => i.id)
    // sent as they are written, and by the periodic run: all of them accepted, none with an error code
    const records = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'verifactu-records',
        where: { invoice: { in: ids } },
        depth: 0,
        limit: 0,
        pagination: false,
      })
      return docs.length >= ids.length && docs.every((r) => r.status !== 'pending') && docs
    }, 150_000)
    const notCorrecto = records
      .filter((r) => r.status !== 'accepted' || r.agencyErrorCode)
      .map((r) => `${r.invoiceNumber}: ${r.status} ${r.agencyErrorCode ?? ''} ${r.agencyErrorDescription ?? ''}`)
    expect(notCorrecto).toEqual([])
    expect(records.every((r) => r.agencyCsv)).toBe(true)
    // every kind of record this shop writes was among them
    expect([...new Set(records.map((r) => r.invoiceType))].sort()).toEqual(['F1', 'F2', 'F3', 'R1', 'R5'])
  }, 180_000)
})
