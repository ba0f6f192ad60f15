/**
 * A price an editor can save is a price Stripe accepts: at least 0,50 € unless the module is free
 * (then exactly 0), refused with a Spanish message otherwise; durations are whole ISO 8601 values.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'

import { api, login } from '../support/api'

let token = ''
let moduleId = 0
let original: { price: number; duration: string }

beforeAll(async () => {
  token = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const { body } = await api('GET', '/api/modules?where[code][equals]=F4&depth=0')
  moduleId = body.docs[0].id
  original = { price: body.docs[0].price, duration: body.docs[0].duration }
})

afterAll(async () => {
  await api('PATCH', `/api/modules/${moduleId}`, { token, body: original })
})

const messages = (body: any) => JSON.stringify(body)

it.each([
  [{ price: 30 }, 'El precio mínimo que admite el pago con tarjeta es 0,50'],
  [{ price: 0 }, 'marca «Gratuito»'],
  [{ price: 12.5 }, 'Escribe el precio en euros'],
  [{ duration: 'tres horas' }, 'Escribe la duración en horas'],
])('refuses %j with a Spanish message', async (data, message) => {
  const response = await api('PATCH', `/api/modules/${moduleId}`, { token, body: data })
  expect(response.status).toBe(400)
  expect(messages(response.body)).toContain(message)
  const { body } = await api('GET', `/api/modules/${moduleId}?depth=0`)
  expect(body.price).toBe(original.price)
})

it('accepts the minimum and a free module at 0', async () => {
  expect((await api('PATCH', `/api/modules/${moduleId}`, { token, body: { price: 50 } })).status).toBe(200)
  const free = await api('GET', '/api/modules?where[code][equals]=F0&depth=0')
  expect(free.body.docs[0].price).toBe(0)
  const resaved = await api('PATCH', `/api/modules/${free.body.docs[0].id}`, { token, body: { price: 0 } })
  expect(resaved.status).toBe(200)
})

it('refuses a complete-course price below the minimum', async () => {
  const { body } = await api('GET', '/api/pricing-plans?where[slug][equals]=complete-course&depth=0')
  const response = await api('PATCH', `/api/pricing-plans/${body.docs[0].id}`, { token, body: { price: 20 } })
  expect(response.status).toBe(400)
  expect(messages(response.body)).toContain('0,50')
})

it('a payment above 3.000 € needs the buyer named (no simplified invoice may exceed it): refused without, accepted with «factura a nombre de empresa»', async () => {
  expect((await api('PATCH', `/api/modules/${moduleId}`, { token, body: { price: 300_100 } })).status).toBe(200)
  const checkout = (extra: Record<string, unknown>) =>
    api('POST', '/api/checkout', {
      body: { productType: 'module', module: 'f4', acceptTerms: true, withdrawalConsent: true, ...extra },
    })
  const consumer = await checkout({})
  expect(consumer.status).toBe(400)
  expect(messages(consumer.body)).toContain('más de 3.000 €')
  expect((await checkout({ business: true })).status).toBe(200)
  // at the limit a simplified invoice is still possible
  expect((await api('PATCH', `/api/modules/${moduleId}`, { token, body: { price: 300_000 } })).status).toBe(200)
  expect((await checkout({})).status).toBe(200)
})
