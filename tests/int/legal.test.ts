/**
 * Selling legally (issue 12): the seller's identity where the law expects it, VAT per buyer, business
 * tax IDs, invoices with gap-free numbers, rectifying invoices.
 */
import { PDFDocument } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'

import { issueInvoice } from '@/invoicing/invoices'

import { api, appUrl, postCheckout } from '../support/api'
import { inFlight } from '../support/in-flight'
import { waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, testStripe, waitFor } from '../support/stripe'

describe('legal identity (LSSI)', () => {
  it('the footer of every page and the legal texts name the company, its NIF, address and registry', async () => {
    for (const path of ['/', '/privacidad', '/terminos']) {
      const page = await api('GET', path)
      expect(page.status).toBe(200)
      const html = String(page.body).replaceAll('&#x27;', "'")
      expect(html, path).toContain('Academia GEO Formación, S.L.')
      expect(html, path).toContain('NIF B87654323')
      expect(html, path).toContain('Inscrita en el Registro Mercantil de Madrid')
    }
    const terms = String((await api('GET', '/terminos')).body)
    expect(terms).toContain('Datos del titular')
    expect(terms).toContain('Calle de Alcalá, 123, 4.º B, 28009 Madrid, España')
  })
})

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`

async function buy(
  body: Record<string, unknown>,
  pay: Parameters<typeof payOnHostedPage>[3],
  email = uniqueEmail('vat'),
) {
  const res = await api('POST', '/api/checkout', {
    body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2', ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, email, undefined, pay)
  const payload = await testPayload()
  const order = await waitFor(async () => {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { stripeSessionId: { equals: sessionId } },
      depth: 0,
    })
    return docs[0]?.status === 'paid' && docs[0]
  })
  return { order, sessionId, email }
}

describe('VAT and business buyers', () => {
  it('a consumer in Germany pays the VAT-included price with German VAT carved out; the order keeps base, rate, VAT, country and the terms accepted', async () => {
    const before = Date.now()
    const { order } = await buy({}, { country: 'DE' })
    expect(order.amountTotal).toBe(1000)
    expect(order.tax).toMatchObject({ country: 'DE', rate: 19, amount: 160, net: 840, taxability: 'standard_rated' })
    expect(order.buyer).toMatchObject({ businessName: null, taxId: null })
    expect(order.terms?.version).toBe('2024-12-15')
    expect(Date.parse(order.terms!.acceptedAt!)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('a Spanish company with a NIF pays Spanish VAT and its name and NIF are on the order', async () => {
    const { order } = await buy(
      { business: true },
      { country: 'ES', business: { name: 'Ejemplo Digital, S.L.', type: 'es_cif', value: 'B87654323' } },
    )
    expect(order.tax).toMatchObject({ country: 'ES', rate: 21, amount: 174, net: 826, taxability: 'standard_rated' })
    expect(order.buyer).toMatchObject({
      businessName: 'Ejemplo Digital, S.L.',
      taxIdType: 'es_cif',
      taxId: 'B87654323',
    })
  })

  it('an intra-EU company outside Spain is reverse-charged (0 % VAT)', async () => {
    const { order } = await buy(
      { business: true },
      { country: 'FR', business: { name: 'Exemple SARL', type: 'eu_vat', value: 'FRXX123456789' } },
    )
    expect(order.tax).toMatchObject({ country: 'FR', rate: 0, amount: 0, net: 1000, taxability: 'reverse_charge' })
  })

  it('the checkout page says the price includes VAT and offers the company invoice', async () => {
    const html = String((await api('GET', '/checkout?module=f2')).body)
    expect(html).toContain('IVA incluido')
    expect(html).toContain('Necesito factura a nombre de empresa')
  })
})

const invoicesOf = async (orderId: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'invoices', where: { order: { equals: orderId } }, sort: 'issuedAt', depth: 0, limit: 10 })
  ).docs

describe('invoices', () => {
  it('every paid order gets one invoice (2026-A-…), e-mailed as a link that downloads its PDF; strangers get none', async () => {
    const { order, email } = await buy(
      { business: true },
      { country: 'ES', business: { name: 'Ejemplo Digital, S.L.', type: 'es_cif', value: 'B87654323' } },
    )
    const [invoice] = await waitFor(async () => (await invoicesOf(order.id)).length === 1 && invoicesOf(order.id))
    expect(invoice.number).toMatch(new RegExp(`^${invoice.year}-A-\\d{6}$`))
    expect(invoice).toMatchObject({ kind: 'invoice', total: 1000, net: 826, tax: 174, rate: 21, buyerEmail: email })
    expect(invoice.buyer).toMatchObject({ name: 'Ejemplo Digital, S.L.', taxId: 'B87654323' })
    expect(invoice.issuer).toMatchObject({ name: 'Academia GEO Formación, S.L.', taxId: 'B87654323' })

    const mail = await waitForMail(email, (m) => m.subject.includes(invoice.number))
    const link = mail.text.match(/https?:\/\/\S+\/api\/invoice-pdf\/\d+\?key=\S+/)![0]
    const res = await fetch(`${appUrl()}${new URL(link).pathname}${new URL(link).search}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))
    expect(doc.getTitle()).toBe(`Factura ${invoice.number}`)

    expect((await api('GET', `/api/invoice-pdf/${invoice.id}`)).status).toBe(401)
    expect((await api('GET', `/api/invoice-pdf/${invoice.id}?key=wrong`)).status).toBe(403)
    expect((await api('GET', `/api/invoice-pdf/${invoice.id}?token=nope`)).status).toBe(403)
    expect((await api('GET', '/api/invoice-pdf/abc')).status).toBe(404)
  })

  it('a reverse-charged invoice says so', async () => {
    const { order } = await buy(
      { business: true },
      { country: 'DE', business: { name: 'Beispiel GmbH', type: 'eu_vat', value: 'DE123456789' } },
    )
    const [invoice] = await waitFor(async () => (await invoicesOf(order.id)).length === 1 && invoicesOf(order.id))
    expect(invoice).toMatchObject({ tax: 0, rate: 0, net: 1000, total: 1000 })
    expect(invoice.note).toMatch(/Inversión del sujeto pasivo/)
  })

  it('an issued invoice cannot be changed or deleted, by the API (even an admin) or the Local API', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'invoices', limit: 1, depth: 0 })
    const invoice = docs[0]
    await expect(payload.update({ collection: 'invoices', id: invoice.id, data: { total: 1 } })).rejects.toThrow(
      /no se puede modificar/,
    )
    await expect(payload.delete({ collection: 'invoices', id: invoice.id })).rejects.toThrow(
      /no se puede modificar ni eliminar/,
    )
    expect((await payload.findByID({ collection: 'invoices', id: invoice.id, depth: 0 })).total).toBe(invoice.total)
  })

  it('a partial and then a full refund each issue a rectifying invoice (series R) with negative amounts, referencing the original', async () => {
    const { order } = await buy({}, { country: 'ES' })
    const [original] = await waitFor(async () => (await invoicesOf(order.id)).length === 1 && invoicesOf(order.id))
    const stripe = testStripe()
    await stripe.refunds.create({ payment_intent: order.paymentIntentId!, amount: 400 })
    const partial = await waitFor(async () => (await invoicesOf(order.id)).find((i) => i.kind === 'rectifying'))
    expect(partial.number).toMatch(/^\d{4}-R-\d{6}$/)
    expect(partial).toMatchObject({ rectifies: original.id, total: -400, tax: -69, net: -331, rate: 21 })
    expect((partial.lines as Array<{ description: string }>)[0].description).toContain(
      `Devolución parcial de la factura ${original.number}`,
    )

    await stripe.refunds.create({ payment_intent: order.paymentIntentId! })
    const both = await waitFor(async () => {
      const r = (await invoicesOf(order.id)).filter((i) => i.kind === 'rectifying')
      return r.length === 2 && r
    })
    expect(both.map((i) => i.total).sort()).toEqual([-600, -400].sort())
    expect(both[1].sequence).toBe(both[0].sequence + 1)
  })

  it('50 concurrent sales get 50 distinct, consecutive numbers: the series has no gap and no repeat', async () => {
    const payload = await testPayload()
    const sessions = await Promise.all(
      Array.from({ length: 50 }, async () => {
        // The checkout's 502/503 («inténtalo de nuevo») is asked again, as the checkout page does: 50 at once
        // beside the other lanes can make a Stripe call outlast its bound; the numbering is what is tested.
        const res = await postCheckout({
          acceptTerms: true,
          withdrawalConsent: true,
          productType: 'module',
          module: 'f3',
        })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        return sessionIdFromUrl(res.body.url)
      }),
    )
    // Paid at once: 50 webhooks race, and the success page of each too.
    await Promise.all(sessions.map((id, i) => payOnHostedPage(id, uniqueEmail(`rush${i}`))))
    await Promise.all(sessions.map((sessionId) => api('POST', '/api/checkout/verify', { body: { sessionId } })))
    const orders = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'orders',
        where: { stripeSessionId: { in: sessions } },
        depth: 0,
        limit: 100,
      })
      return docs.length === 50 && docs.every((o) => o.status === 'paid') && docs
    }, 120_000)
    // The test process issues them too, concurrently with the app's worker (10 in flight): still one invoice each.
    await inFlight(orders, 10, (o) => issueInvoice(payload, o.id))
    const invoices = await waitFor(async () => {
      const { docs } = await payload.find({
        collection: 'invoices',
        where: { order: { in: orders.map((o) => o.id) } },
        depth: 0,
        limit: 200,
      })
      return docs.length >= 50 && docs
    }, 120_000)
    expect(invoices).toHaveLength(50)
    const sequences = invoices.map((i) => i.sequence).sort((a, b) => a - b)
    expect(new Set(sequences).size).toBe(50)
    expect(sequences.at(-1)! - sequences[0]).toBe(49)
    // …and across the whole series of the year: 1…N, nothing skipped.
    const year = invoices[0].year
    const { docs: series } = await payload.find({
      collection: 'invoices',
      where: { and: [{ series: { equals: 'A' } }, { year: { equals: year } }] },
      depth: 0,
      limit: 1000,
      pagination: false,
    })
    expect(series.map((i) => i.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: series.length }, (_, i) => i + 1),
    )
  }, 180_000)
})
