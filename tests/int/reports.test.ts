/**
 * The business overview (issue 29, item 7): 40 orders with their invoices (and rectifying invoices for
 * refunds) are seeded; the figures `GET /api/reports/overview` gives (the dashboard's) change by exactly
 * what the invoices say, computed here by hand to the cent: sales and refunds net of VAT, by product and
 * promotion code, VAT per country and rate, conversion from checkout to payment. Admin and support see
 * it; editors, customers and visitors do not.
 */
import { describe, expect, it } from 'vitest'

import { issueInvoice, issueRectifyingInvoice } from '@/invoicing/invoices'
import type { Invoice, Module } from '@/payload-types'

import { api, login } from '../support/api'
import { testPayload } from '../support/payload'

const PASSWORD = 'clave-segura-123'
const context = { skipRevalidate: true, system: true }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function tokenFor(role: 'admin' | 'support' | 'editor' | 'customer') {
  const payload = await testPayload()
  const email = `${role}-reports-${stamp()}@example.com`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: role, role }, context })
  return login(email, PASSWORD)
}

type Period = {
  key: string
  sales: Money
  refunds: Money
  balance: Money
  byProduct: Row[]
  byCode: Row[]
  vat: Vat[]
  checkouts: { started: number; paid: number }
}
type Money = { count: number; net: number; tax: number; total: number }
type Row = { key: string; net: number }
type Vat = { country: string; rate: number; net: number; tax: number }

async function overview(token: string) {
  const res = await api('GET', '/api/reports/overview', { token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { periods: Period[] }
}

const COUNTRIES = [
  { country: 'ES', rate: 21 },
  { country: 'FR', rate: 20 },
  { country: 'DE', rate: 19 },
  { country: 'PT', rate: 23 },
]

describe('business overview', () => {
  it('changes by exactly what 40 orders invoiced and 5 refunds rectified, to the cent', async () => {
    const payload = await testPayload()
    const admin = await tokenFor('admin')
    const modules = (
      await payload.find({
        collection: 'modules',
        where: { free: { equals: false } },
        depth: 0,
        limit: 10,
        sort: 'order',
      })
    ).docs as Module[]
    const before = await overview(admin)
    const code = `INFORME${stamp()}`.toUpperCase()

    const invoices: Invoice[] = []
    const orders: number[] = []
    for (let i = 0; i < 40; i++) {
      const { country, rate } = COUNTRIES[i % COUNTRIES.length]
      const complete = i % 5 === 0
      const gross = complete ? 4900 + i : 1000 + i * 37
      const tax = Math.round(gross - gross / (1 + rate / 100))
      const order = await payload.create({
        collection: 'orders',
        data: {
          stripeSessionId: `cs_test_report_${stamp()}_${i}`,
          email: `comprador-${i}-${stamp()}@example.com`,
          productType: complete ? 'complete' : 'module',
          modules: complete ? modules.map((m) => m.id) : [modules[i % modules.length].id],
          amountTotal: gross,
          currency: 'eur',
          status: 'paid',
          paidAt: new Date().toISOString(),
          pricing: i % 3 === 0 ? { code, discount: 100 } : {},
          tax: { country, rate, net: gross - tax, amount: tax, taxability: 'standard_rated' },
        },
        context,
      })
      orders.push(order.id)
      invoices.push((await issueInvoice(payload, order.id))!)
    }
    // Five refunds: three whole orders, two partial.
    for (const [n, i] of [3, 8, 13, 21, 34].entries()) {
      const order = await payload.findByID({ collection: 'orders', id: orders[i], depth: 0 })
      const amount = n < 3 ? order.amountTotal : 250
      const refundId = `re_report_${stamp()}_${i}`
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: {
          status: n < 3 ? 'refunded' : 'partially_refunded',
          refunds: [{ refundId, amount, refundedAt: new Date().toISOString(), reason: 'requested_by_customer' }],
        },
        context,
      })
      invoices.push((await issueRectifyingInvoice(payload, order.id, refundId))!)
    }
    // Ten checkouts never paid.
    for (let i = 0; i < 10; i++) {
      await payload.create({
        collection: 'orders',
        data: {
          stripeSessionId: `cs_test_unpaid_${stamp()}_${i}`,
          email: `abandono-${i}@example.com`,
          productType: 'module',
          modules: [modules[0].id],
          amountTotal: 1000,
          currency: 'eur',
          status: 'pending',
        },
        context,
      })
    }
    expect(invoices).toHaveLength(45)

    // By hand, from the invoices themselves.
    const sum = (list: Invoice[]) => ({
      count: list.length,
      net: list.reduce((n, v) => n + v.net, 0),
      tax: list.reduce((n, v) => n + v.tax, 0),
      total: list.reduce((n, v) => n + v.total, 0),
    })
    const sales = sum(invoices.filter((v) => v.kind === 'invoice'))
    const refunds = sum(invoices.filter((v) => v.kind === 'rectifying'))
    expect(refunds.net).toBeLessThan(0)
    const orderOf = (v: Invoice) => orders.indexOf(typeof v.order === 'object' ? v.order.id : v.order)
    const productOf = (v: Invoice) => {
      const i = orderOf(v)
      return i % 5 === 0 ? 'Curso completo' : modules[i % modules.length].code
    }
    const byProduct = new Map<string, number>()
    const byCode = new Map<string, number>()
    const vat = new Map<string, { net: number; tax: number }>()
    for (const v of invoices) {
      byProduct.set(productOf(v), (byProduct.get(productOf(v)) ?? 0) + v.net)
      if (orderOf(v) % 3 === 0) byCode.set(code, (byCode.get(code) ?? 0) + v.net)
      const { country, rate } = COUNTRIES[orderOf(v) % COUNTRIES.length]
      const key = `${country} ${rate}`
      const line = vat.get(key) ?? { net: 0, tax: 0 }
      vat.set(key, { net: line.net + v.net, tax: line.tax + v.tax })
    }

    const after = await overview(admin)
    for (const key of ['today', 'week', 'month']) {
      const [b, a] = [before, after].map((o) => o.periods.find((p) => p.key === key)!)
      const delta = (x: Money, y: Money) => ({
        count: y.count - x.count,
        net: y.net - x.net,
        tax: y.tax - x.tax,
        total: y.total - x.total,
      })
      expect(delta(b.sales, a.sales), key).toEqual(sales)
      expect(delta(b.refunds, a.refunds), key).toEqual(refunds)
      expect(a.balance.net - b.balance.net).toBe(sales.net + refunds.net)
      expect(a.checkouts.started - b.checkouts.started).toBe(50)
      expect(a.checkouts.paid - b.checkouts.paid).toBe(40)
      const net = (rows: Row[], k: string) => rows.find((r) => r.key === k)?.net ?? 0
      for (const [product, value] of byProduct)
        expect(net(a.byProduct, product) - net(b.byProduct, product), `${key} ${product}`).toBe(value)
      expect(a.byCode.find((r) => r.key === code)?.net).toBe(byCode.get(code))
      for (const [k, value] of vat) {
        const [country, rate] = k.split(' ')
        const find = (lines: Vat[]) =>
          lines.find((l) => l.country === country && l.rate === Number(rate)) ?? { net: 0, tax: 0 }
        expect(
          { net: find(a.vat).net - find(b.vat).net, tax: find(a.vat).tax - find(b.vat).tax },
          `${key} ${k}`,
        ).toEqual(value)
      }
    }
  })

  it('is for admin and support only', async () => {
    expect((await api('GET', '/api/reports/overview')).status).toBe(401)
    expect((await api('GET', '/api/reports/overview', { token: await tokenFor('customer') })).status).toBe(403)
    expect((await api('GET', '/api/reports/overview', { token: await tokenFor('editor') })).status).toBe(403)
    expect((await api('GET', '/api/reports/overview', { token: await tokenFor('support') })).status).toBe(200)
  })
})
