/**
 * Selling legally (issue 12): the seller's identity where the law expects it, VAT per buyer, business
 * tax IDs, invoices with gap-free numbers, rectifying invoices.
 */
import { describe, expect, it } from 'vitest'

import { api } from '../support/api'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

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

async function buy(body: Record<string, unknown>, pay: Parameters<typeof payOnHostedPage>[3], email = uniqueEmail('vat')) {
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, productType: 'module', module: 'f2', ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  await payOnHostedPage(sessionId, email, undefined, pay)
  const payload = await testPayload()
  const order = await waitFor(async () => {
    const { docs } = await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
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
    const { order } = await buy({ business: true }, { country: 'ES', business: { name: 'Ejemplo Digital, S.L.', type: 'es_cif', value: 'B87654323' } })
    expect(order.tax).toMatchObject({ country: 'ES', rate: 21, amount: 174, net: 826, taxability: 'standard_rated' })
    expect(order.buyer).toMatchObject({ businessName: 'Ejemplo Digital, S.L.', taxIdType: 'es_cif', taxId: 'B87654323' })
  })

  it('an intra-EU company outside Spain is reverse-charged (0 % VAT)', async () => {
    const { order } = await buy({ business: true }, { country: 'FR', business: { name: 'Exemple SARL', type: 'eu_vat', value: 'FRXX123456789' } })
    expect(order.tax).toMatchObject({ country: 'FR', rate: 0, amount: 0, net: 1000, taxability: 'reverse_charge' })
  })

  it('the checkout page says the price includes VAT and offers the company invoice', async () => {
    const html = String((await api('GET', '/checkout?module=f2')).body)
    expect(html).toContain('IVA incluido')
    expect(html).toContain('Necesito factura a nombre de empresa')
  })
})
