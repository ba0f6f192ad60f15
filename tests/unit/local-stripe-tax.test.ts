/** The local Stripe server answers Stripe Tax and tax ID collection as Stripe does (through the real SDK). */
import Stripe from 'stripe'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startLocalStripe, type LocalStripe } from '@/dev/local-stripe'

let local: LocalStripe
let stripe: Stripe

beforeAll(async () => {
  local = await startLocalStripe({ webhookSecret: 'whsec_tax', log: () => {} })
  stripe = new Stripe('sk_test_local', { host: local.host, port: local.port, protocol: 'http', maxNetworkRetries: 0 })
})
afterAll(() => local.close())

const create = (over: { behavior?: 'inclusive' | 'exclusive'; taxIds?: boolean } = {}) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: 'http://app.test/ok',
    automatic_tax: { enabled: true },
    ...(over.taxIds ? { tax_id_collection: { enabled: true, required: 'if_supported' } } : {}),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: 9700,
          tax_behavior: over.behavior ?? 'inclusive',
          product_data: { name: 'Curso' },
        },
      },
    ],
  })

const retrieve = (id: string) => stripe.checkout.sessions.retrieve(id, { expand: ['total_details.breakdown'] })

it('refuses automatic tax on a price whose tax behavior is unknown', async () => {
  await expect(
    stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://app.test/ok',
      automatic_tax: { enabled: true },
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 9700, product_data: { name: 'Curso' } } },
      ],
    }),
  ).rejects.toMatchObject({
    statusCode: 400,
    code: 'parameter_missing',
    param: 'line_items[0][price_data][tax_behavior]',
  })
})

it('needs a location before it computes tax, then carves the buyer country’s VAT out of inclusive prices', async () => {
  const session = await create()
  expect(session.automatic_tax).toMatchObject({ enabled: true, status: 'requires_location_inputs' })
  await local.completeSession(session.id, { country: 'DE', webhook: false })
  const paid = await retrieve(session.id)
  expect(paid.amount_total).toBe(9700)
  expect(paid.total_details?.amount_tax).toBe(1549) // 9700 × 19 / 119 = 1548,7
  expect(paid.customer_details?.address?.country).toBe('DE')
  expect(paid.total_details?.breakdown?.taxes[0]).toMatchObject({
    amount: 1549,
    taxable_amount: 8151,
    taxability_reason: 'standard_rated',
    rate: { percentage: 19, country: 'DE', inclusive: true },
  })
  // Stripe only sends the breakdown when asked to expand it.
  expect((await stripe.checkout.sessions.retrieve(session.id)).total_details).not.toHaveProperty('breakdown')
})

it('adds tax on top of exclusive prices', async () => {
  const session = await create({ behavior: 'exclusive' })
  await local.completeSession(session.id, { country: 'ES', webhook: false })
  const paid = await retrieve(session.id)
  expect(paid.amount_total).toBe(11737)
  expect(paid.total_details?.amount_tax).toBe(2037)
})

it('reverse-charges an intra-EU business and records its tax ID; a Spanish business pays Spanish VAT', async () => {
  const eu = await create({ taxIds: true })
  expect(eu.tax_id_collection).toEqual({ enabled: true, required: 'if_supported' })
  await local.completeSession(eu.id, {
    country: 'FR',
    business: { name: 'Exemple SARL', taxId: { type: 'eu_vat', value: 'FR XX 123456789' } },
    webhook: false,
  })
  const paidEu = await retrieve(eu.id)
  expect(paidEu.total_details?.amount_tax).toBe(0)
  expect(paidEu.total_details?.breakdown?.taxes[0].taxability_reason).toBe('reverse_charge')
  expect(paidEu.customer_details).toMatchObject({
    business_name: 'Exemple SARL',
    tax_ids: [{ type: 'eu_vat', value: 'FRXX123456789' }],
  })

  const es = await create({ taxIds: true })
  await local.completeSession(es.id, {
    country: 'ES',
    business: { name: 'Ejemplo, S.L.', taxId: { type: 'es_cif', value: 'B87654323' } },
    webhook: false,
  })
  expect((await retrieve(es.id)).total_details?.amount_tax).toBe(1683)
})

it('refuses a malformed tax ID, and a required one that is missing', async () => {
  const session = await create({ taxIds: true })
  await expect(
    local.completeSession(session.id, { business: { name: 'X', taxId: { type: 'es_cif', value: 'B87654324' } } }),
  ).rejects.toMatchObject({ code: 'tax_id_invalid' })
  await expect(local.completeSession(session.id, {})).rejects.toMatchObject({ code: 'tax_id_required' })
})

it('the hosted page asks for the country and the business data, and answers a bad NIF in Spanish', async () => {
  const session = await create({ taxIds: true })
  const form = await (await fetch(`${local.url}/pay/${session.id}`)).text()
  expect(form).toContain('<label for="country">País</label>')
  expect(form).toContain('Razón social')
  const bad = await fetch(`${local.url}/pay/${session.id}/complete`, {
    method: 'POST',
    body: new URLSearchParams({
      email: 'a@example.com',
      country: 'ES',
      business_name: 'Ejemplo, S.L.',
      tax_id_type: 'es_cif',
      tax_id_value: 'B12345670',
    }),
    redirect: 'manual',
  })
  expect(bad.status).toBe(400)
  expect(await bad.text()).toContain('El NIF o número de IVA no es válido')
})
