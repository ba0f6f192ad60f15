/**
 * A complete invoice on request (issue 26, item 6), over real HTTP: a Spanish consumer's purchase gets a
 * simplified invoice (F2); its owner asks for a complete one with a company NIF and the shop issues an F3
 * in series A, recorded in the chain (FacturasSustituidas → the F2) and e-mailed; a second request, a
 * stranger, concurrent guest requests and a fully refunded order are refused in Spanish.
 */
import { describe, expect, it } from 'vitest'

import { api } from '../support/api'
import { firstLink, waitForMail } from '../support/mail'
import { signedIn, testPayload } from '../support/payload'
import { testStripe, waitFor } from '../support/stripe'
import { buyThroughStripe, invoiceAndRecordOf } from '../support/purchase'

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const company = { name: 'Ejemplo Digital, S.L.', taxId: 'B12345674', address: 'Calle Mayor 1, 28013 Madrid' }

const account = () => signedIn('customer', 'f3')

/** A paid purchase of module F2 by a Spanish consumer (signed in with `token`, or as a guest); its invoice and record. */
async function purchase(email: string, token?: string) {
  const { sessionId, order } = await buyThroughStripe(
    { productType: 'module', module: 'f2' },
    { email, token },
    { country: 'ES' },
  )
  return { sessionId, order, ...(await invoiceAndRecordOf(order.id)) }
}

const recordOf = async (invoiceId: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'verifactu-records', where: { invoice: { equals: invoiceId } }, depth: 0 })
  ).docs

describe('a complete invoice in place of a simplified one', () => {
  it('the owner gets an F3 in series A, chained and e-mailed; a second request and strangers are refused', async () => {
    const owner = await account()
    const { sessionId, invoice: f2, record: f2Record } = await purchase(owner.email, owner.token)
    expect(f2Record.invoiceType).toBe('F2')

    const path = `/api/invoice-full/${f2.id}`
    expect((await api('POST', path, { body: company })).status).toBe(401)
    const stranger = await account()
    const refused = await api('POST', path, { token: stranger.token, body: company })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('Esta factura no es tuya.')
    const badNif = await api('POST', path, { token: owner.token, body: { ...company, taxId: 'B12345675' } })
    expect(badNif.status).toBe(400)
    expect(badNif.body.error).toMatch(/no es válido/)
    for (const body of [null, 'texto', [], { ...company, name: { $ne: 1 } }])
      expect((await api('POST', path, { token: owner.token, body })).status).toBe(400)
    expect((await api('POST', '/api/invoice-full/abc', { token: owner.token, body: company })).status).toBe(404)
    expect((await api('POST', '/api/invoice-full/99999999', { token: owner.token, body: company })).status).toBe(404)

    const issued = await api('POST', path, { token: owner.token, body: company })
    expect(issued.status, JSON.stringify(issued.body)).toBe(201)
    expect(issued.body.number).toMatch(/^\d{4}-A-\d{6}$/)
    expect(issued.body.message).toContain(issued.body.number)

    const payload = await testPayload()
    const f3 = await payload.findByID({ collection: 'invoices', id: issued.body.id, depth: 0 })
    expect(f3).toMatchObject({
      series: 'A',
      kind: 'invoice',
      substitutes: f2.id,
      total: f2.total,
      tax: f2.tax,
      buyerEmail: owner.email,
    })
    expect(f3.sequence).toBeGreaterThan(f2.sequence)
    expect(f3.buyer).toMatchObject({ name: company.name, taxId: company.taxId, address: company.address })
    const [f3Record] = await recordOf(f3.id)
    expect(f3Record).toMatchObject({ invoiceType: 'F3', invoiceNumber: f3.number })
    expect(f3Record.sequence).toBeGreaterThan(f2Record.sequence)
    expect(f3Record.xml).toContain('<sum1:FacturasSustituidas>')
    expect(f3Record.xml).toContain(`<sum1:NumSerieFactura>${f2.number}</sum1:NumSerieFactura>`)
    expect(f3Record.xml).toContain(`<sum1:NIF>${company.taxId}</sum1:NIF>`)
    // Sent like every record: the local agency accepts it.
    await waitFor(
      async () =>
        (await payload.findByID({ collection: 'verifactu-records', id: f3Record.id, depth: 0 })).status === 'accepted',
      60_000,
    )

    const mail = await waitForMail(owner.email, (m) => m.subject.includes(f3.number), 30_000)
    expect(mail.subject).toMatch(/factura completa/)
    const link = firstLink(mail, /\/api\/invoice-pdf\/\d+\?key=[\w-]+/)
    const pdf = await fetch(link.startsWith('http') ? link : `${process.env.APP_URL}${link}`)
    expect(pdf.status).toBe(200)

    const again = await api('POST', path, { token: owner.token, body: company })
    expect(again.status).toBe(409)
    expect(again.body.error).toContain(`Ya emitimos la factura completa ${f3.number}`)
    // The F3 itself is not a simplified invoice.
    expect((await api('POST', `/api/invoice-full/${f3.id}`, { token: owner.token, body: company })).status).toBe(409)

    const dashboard = String(
      (
        await api('GET', '/dashboard', {
          headers: { Cookie: `payload-token=${owner.token}`, 'Sec-Fetch-Site': 'same-origin' },
        })
      ).body,
    ).replace(/<!-- -->/g, '')
    expect(dashboard).toContain(`Sustituida por ${f3.number}`)

    // A refund after it rectifies the complete invoice (R1, naming the company), not the simplified one.
    const stripe = testStripe()
    const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 100 })
    const rectifying = await waitFor(
      async () =>
        (await payload.find({ collection: 'invoices', where: { rectifies: { equals: f3.id } }, depth: 0 })).docs[0],
      30_000,
    )
    const [r1] = await waitFor(async () => {
      const r = await recordOf(rectifying.id)
      return r.length ? r : null
    })
    expect(r1.invoiceType).toBe('R1')
    expect(r1.xml).toContain(`<sum1:NIF>${company.taxId}</sum1:NIF>`)
  }, 120_000)

  it("a guest link: concurrent requests issue one F3; another buyer's link is refused", async () => {
    const email = `f3-guest-${stamp()}@example.com`
    const { invoice: f2 } = await purchase(email)
    const mail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text), 30_000)
    const token = new URL(firstLink(mail, /\S*guest-access\?token=[^\s"]+/)).searchParams.get('token')!

    const otherEmail = `f3-other-${stamp()}@example.com`
    await purchase(otherEmail)
    const otherMail = await waitForMail(otherEmail, (m) => /guest-access\?token=/.test(m.text), 30_000)
    const otherToken = new URL(firstLink(otherMail, /\S*guest-access\?token=[^\s"]+/)).searchParams.get('token')!
    expect((await api('POST', `/api/invoice-full/${f2.id}`, { body: { ...company, token: otherToken } })).status).toBe(
      403,
    )
    expect((await api('POST', `/api/invoice-full/${f2.id}`, { body: { ...company, token: 'no-vale' } })).status).toBe(
      403,
    )

    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api('POST', `/api/invoice-full/${f2.id}`, { body: { ...company, taxId: 'DE123456789', token } }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409])
    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'invoices', where: { substitutes: { equals: f2.id } } })
    expect(totalDocs).toBe(1)
    const page = String((await api('GET', `/guest-access?token=${encodeURIComponent(token)}`)).body)
    expect(page).toContain('Sustituida por')
  }, 120_000)

  it('a fully refunded order is refused', async () => {
    const owner = await account()
    const { sessionId, order, invoice: f2 } = await purchase(owner.email, owner.token)
    const stripe = testStripe()
    const paymentIntent = (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string
    await stripe.refunds.create({ payment_intent: paymentIntent })
    const payload = await testPayload()
    await waitFor(
      async () => (await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).status === 'refunded',
      30_000,
    )
    const res = await api('POST', `/api/invoice-full/${f2.id}`, { token: owner.token, body: company })
    expect(res.status).toBe(409)
    expect(res.body.error).toMatch(/reembolsó por completo/)
  }, 120_000)
})
