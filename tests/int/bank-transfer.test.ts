/**
 * «Pagar por transferencia» over real HTTP, on the local Stripe server (Checkout with `customer_balance` /
 * `eu_bank_transfer`, its `fund_cash_balance` test helper): the order stays pending and grants nothing until
 * the whole amount arrives; a partial transfer is recorded; the buyer gets the instructions on the success
 * page and by e-mail, one reminder, and at the deadline the payment is cancelled and the order closed with
 * one e-mail; money the order did not need goes back (at the deadline, or from the support desk, once).
 * Webhooks replayed change nothing; bad inputs get a 4xx in Spanish. Time is advanced by making
 * the queued reminder or expiry job due now (the app's own deadline; Stripe does not expire these payments).
 */
import type Stripe from 'stripe'
import { expect, it } from 'vitest'

import { expireTransfer } from '@/commerce/bank-transfer-expiry'
import { remindTransfer } from '@/commerce/bank-transfer-flow'
import { returnTransferBalance } from '@/commerce/transfer-balance'

import { api, appUrl, cookiesFrom } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { grantsOfSession, orderOfSession, signedIn, testPayload } from '../support/payload'
import { fundTransfer, payOnHostedPage, sessionIdFromUrl, signedWebhook, testStripe, waitFor } from '../support/stripe'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const browsers = new Map<string, string>()

async function transferCheckout(
  email: string,
  body: Record<string, unknown> = { productType: 'module', module: 'f2' },
) {
  const res = await api('POST', '/api/checkout', {
    body: { acceptTerms: true, withdrawalConsent: true, paymentMethod: 'transfer', email, ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const sessionId = sessionIdFromUrl(res.body.url)
  browsers.set(sessionId, cookiesFrom(res.headers))
  return sessionId
}

const order = orderOfSession
const grants = grantsOfSession

const verify = (sessionId: string, cookie = browsers.get(sessionId) ?? '') =>
  api('POST', '/api/checkout/verify', { body: { sessionId }, headers: { cookie } })

/** The buyer chose the transfer on Stripe's page; resolves once the instructions e-mail has gone. */
async function chooseTransfer(sessionId: string, email: string) {
  await payOnHostedPage(sessionId, undefined, undefined, { bankTransfer: true })
  return waitForMail(email, (m) => /Datos para pagar por transferencia/.test(m.subject))
}

/** "Time passes": the queued job with this key becomes due now (the worker polls every 200 ms in tests). */
async function makeDue(dedupeKey: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'outbox', where: { dedupeKey: { equals: dedupeKey } }, depth: 0 })
  expect(docs, `job ${dedupeKey}`).toHaveLength(1)
  expect(Date.parse(docs[0].runAfter)).toBeGreaterThan(Date.now() + 60_000)
  await payload.update({
    collection: 'outbox',
    id: docs[0].id,
    data: { runAfter: new Date().toISOString() },
    context: { system: true, skipRevalidate: true },
  })
  return waitFor(async () => {
    const job = await payload.findByID({ collection: 'outbox', id: docs[0].id, depth: 0 })
    return job.status === 'done' && job
  })
}

/** A transfer chosen by a new guest, 5 € of it received (recorded on the order). */
async function partlyFunded(tag: string) {
  const email = uniqueEmail(tag)
  const sessionId = await transferCheckout(email)
  await chooseTransfer(sessionId, email)
  await fundTransfer(sessionId, 500)
  await waitFor(
    async () => (await order(sessionId)).bankTransfer?.amountRemaining === (await order(sessionId)).amountTotal - 500,
  )
  return { email, sessionId, id: (await order(sessionId)).id }
}

async function deliver(type: string, object: unknown, id = `evt_test_${Math.random().toString(36).slice(2)}`) {
  const event = { id, object: 'event', type, data: { object } }
  const { payload, header } = signedWebhook(event)
  return fetch(`${appUrl()}/api/stripe/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'stripe-signature': header },
    body: payload,
  })
}

it('pending → partially funded → funded: the instructions on the page and by e-mail, nothing granted until the whole amount, then access once (replays change nothing)', async () => {
  const email = uniqueEmail('transfer-ok')
  const sessionId = await transferCheckout(email)
  const created = await order(sessionId)
  expect(created).toMatchObject({ status: 'pending', paymentMethod: 'transfer', email })
  const total = created.amountTotal

  const instructionsMail = await chooseTransfer(sessionId, email)
  const pending = await order(sessionId)
  expect(pending.status).toBe('pending')
  expect(pending.bankTransfer?.iban).toMatch(/^ES\d{22}$/)
  expect(pending.bankTransfer?.amountRemaining).toBe(total)
  const reference = String(pending.bankTransfer?.reference)
  expect(instructionsMail.text).toContain(reference)
  expect(instructionsMail.text.replace(/\s/g, '')).toContain(String(pending.bankTransfer?.iban))
  expect(await grants(sessionId)).toHaveLength(0)
  // The deadline is BANK_TRANSFER_DAYS (7) days away, with its reminder and expiry queued once.
  expect(Date.parse(String(pending.bankTransfer?.deadline)) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000)

  // The buyer's browser sees the instructions; anyone else with the session id learns only that it waits.
  const page = await verify(sessionId)
  expect(page.status).toBe(409)
  expect(page.body).toMatchObject({
    success: false,
    status: 'awaiting_transfer',
    transfer: { reference, bic: pending.bankTransfer?.bic },
  })
  expect(page.body.transfer.iban.replace(/\s/g, '')).toBe(pending.bankTransfer?.iban)
  const stranger = await verify(sessionId, '')
  expect(stranger.status).toBe(409)
  expect(stranger.body.status).toBe('awaiting_transfer')
  expect(stranger.body.transfer).toBeUndefined()

  // A first transfer of part of the total: recorded, still nothing granted, the page says what is missing.
  const first = Math.floor(total / 2)
  const euros = (cents: number) =>
    new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100)
  await fundTransfer(sessionId, first, reference)
  await waitFor(async () => (await order(sessionId)).bankTransfer?.amountRemaining === total - first)
  expect((await order(sessionId)).status).toBe('pending')
  expect(await grants(sessionId)).toHaveLength(0)
  expect((await verify(sessionId)).body.transfer).toMatchObject({
    amount: euros(total - first),
    received: euros(first),
  })
  // …and the buyer is told by e-mail what arrived and what is left, with the same data.
  const partly = await waitForMail(email, (m) => /Hemos recibido parte de tu transferencia/.test(m.subject))
  expect(partly.text).toContain(`Hemos recibido ${euros(first)} de tu transferencia`)
  expect(partly.text).toContain(`Faltan ${euros(total - first)}`)
  expect(partly.text).toContain(reference)

  // The rest, and 5 € too many (they stay on the buyer's Stripe balance): paid, granted, the access link e-mailed.
  await fundTransfer(sessionId, total - first + 500)
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  expect((await order(sessionId)).status).toBe('paid')
  expect(await grants(sessionId)).toHaveLength(1)
  expect((await verify(sessionId)).status).toBe(200)

  // Stripe's events again (a retry and a replay under a new id): one grant, one access e-mail.
  const session = await testStripe().checkout.sessions.retrieve(sessionId)
  expect((await deliver('checkout.session.async_payment_succeeded', session)).status).toBe(200)
  expect((await deliver('checkout.session.completed', { ...session, payment_status: 'unpaid' })).status).toBe(200)
  const intent = await testStripe().paymentIntents.retrieve(String(session.payment_intent))
  expect((await deliver('payment_intent.partially_funded', intent)).status).toBe(200)
  await new Promise((r) => setTimeout(r, 1500))
  expect(await grants(sessionId)).toHaveLength(1)
  expect(mailTo(email).filter((m) => /guest-access\?token=/.test(m.text))).toHaveLength(1)
  expect(mailTo(email).filter((m) => /Datos para pagar por transferencia/.test(m.subject))).toHaveLength(1)
  expect(mailTo(email).filter((m) => /Hemos recibido parte/.test(m.subject))).toHaveLength(1)
  expect((await order(sessionId)).status).toBe('paid')
})

it('never fully funded: at the deadline the payment is cancelled on Stripe, the order expires and the buyer is told once; money arriving later grants nothing', async () => {
  const { email, sessionId, id } = await partlyFunded('transfer-never')
  await makeDue(`transfer-expiry:${id}`)
  const expired = await order(sessionId)
  expect(expired.status).toBe('expired')
  expect(expired.bankTransfer?.expiredAt).toBeTruthy()
  const intentId = String((await testStripe().checkout.sessions.retrieve(sessionId)).payment_intent)
  expect((await testStripe().paymentIntents.retrieve(intentId)).status).toBe('canceled')
  const told = await waitForMail(email, (m) => /ha caducado/.test(m.subject))
  expect(told.text).toMatch(/Recibimos 5,00\s€/)

  // The job again (another instance, a retry), and a failure event Stripe might send: still one e-mail.
  const payload = await testPayload()
  await expireTransfer(payload, id)
  const session = await testStripe().checkout.sessions.retrieve(sessionId)
  expect((await deliver('checkout.session.async_payment_failed', session)).status).toBe(200)
  // Money that arrives after the deadline stays on the buyer's balance: nothing is granted.
  await fundTransfer(sessionId, 100_000)
  await new Promise((r) => setTimeout(r, 1500))
  expect((await order(sessionId)).status).toBe('expired')
  expect(await grants(sessionId)).toHaveLength(0)
  expect(mailTo(email).filter((m) => /ha caducado|No hemos podido cobrar/.test(m.subject))).toHaveLength(1)
  const page = await verify(sessionId)
  expect(page.status).toBe(409)
  expect(page.body.status).toBe('expired')
})

it('one reminder, whoever runs it and however often (the queued job and two other instances at once)', async () => {
  const email = uniqueEmail('transfer-remind')
  const sessionId = await transferCheckout(email)
  await chooseTransfer(sessionId, email)
  const id = (await order(sessionId)).id
  const payload = await testPayload()
  await Promise.all([makeDue(`transfer-reminder:${id}`), remindTransfer(payload, id), remindTransfer(payload, id)])
  const reminder = await waitForMail(email, (m) => /Recordatorio/.test(m.subject))
  expect(reminder.text).toContain(String((await order(sessionId)).bankTransfer?.reference))
  await new Promise((r) => setTimeout(r, 1000))
  expect(mailTo(email).filter((m) => /Recordatorio/.test(m.subject))).toHaveLength(1)

  // Paid before the deadline: neither a reminder nor an expiry does anything any more.
  await fundTransfer(sessionId, (await order(sessionId)).amountTotal)
  await waitFor(async () => (await order(sessionId)).status === 'paid')
  await makeDue(`transfer-expiry:${id}`)
  expect((await order(sessionId)).status).toBe('paid')
  expect(mailTo(email).filter((m) => /ha caducado/.test(m.subject))).toHaveLength(0)
})

/** What the buyer's Stripe Customer holds on its cash balance (cents). */
async function balanceOf(sessionId: string) {
  const session = await testStripe().checkout.sessions.retrieve(sessionId)
  const customer = (await testStripe().customers.retrieve(String(session.customer), {
    expand: ['cash_balance'],
  })) as Stripe.Customer
  return customer.cash_balance?.available?.eur ?? 0
}

const staffToken = async (role: 'support' | 'customer') => (await signedIn(role, `desk-${role}`)).token

it('money an expired order did not need goes back at its deadline; money arriving later is returned from the desk, once however many click', async () => {
  const payload = await testPayload()
  const { email, sessionId, id } = await partlyFunded('transfer-return')

  // The deadline: the order expires, and the 5 € go back by themselves.
  await makeDue(`transfer-expiry:${id}`)
  expect((await waitForMail(email, (m) => /ha caducado/.test(m.subject))).text).toMatch(
    /te lo devolvemos a la cuenta desde la que transferiste/,
  )
  const returned = await waitForMail(email, (m) => /Te devolvemos 5,00\s€/.test(m.subject))
  expect(returned.text).toContain('un pedido que ya no está activo')
  expect(await balanceOf(sessionId)).toBe(0)
  expect(await returnTransferBalance(payload, id, { by: 'deadline' })).toEqual({ status: 'nothing' })

  // 20 € arrive after the deadline: the desk shows them and returns them.
  await fundTransfer(sessionId, 2_000)
  const support = await staffToken('support')
  const desk = await fetch(`${appUrl()}/admin/soporte?email=${encodeURIComponent(email)}`, {
    headers: { Cookie: `payload-token=${support}`, 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(desk.status).toBe(200)
  expect(await desk.text()).toMatch(/Devolver saldo de transferencias \(20,00/)
  const give = (body: Record<string, unknown>, token = support) =>
    api('POST', '/api/support/return-transfer-balance', { token, body })
  const stale = await give({ orderId: id, amountSeen: 1_999, reason: 'Transferencia tras el plazo' })
  expect(stale.status).toBe(409)
  expect(stale.body.error).toMatch(/El saldo ha cambiado: ahora es de 20,00/)
  // Two desks at once: one return.
  const both = await Promise.all(
    [1, 2].map(() => give({ orderId: id, amountSeen: 2_000, reason: 'Transferencia tras el plazo' })),
  )
  expect(both.map((r) => r.status).sort()).toEqual([200, 409])
  expect(both.find((r) => r.status === 200)!.body).toMatchObject({ status: 'returned', amount: 2_000 })
  expect(await balanceOf(sessionId)).toBe(0)
  await waitForMail(email, (m) => /Te devolvemos 20,00\s€/.test(m.subject))
  const again = await give({ orderId: id, amountSeen: 0, reason: 'Otra vez' })
  expect(again.status).toBe(409)
  expect(again.body.error).toMatch(/No queda saldo/)
  await new Promise((r) => setTimeout(r, 1000))
  expect(mailTo(email).filter((m) => /Te devolvemos/.test(m.subject))).toHaveLength(2)

  // Only support; a Spanish 4xx for anything else.
  expect(
    (
      await api('POST', '/api/support/return-transfer-balance', {
        body: { orderId: id, amountSeen: 0, reason: 'prueba' },
      })
    ).status,
  ).toBe(401)
  expect((await give({ orderId: id, amountSeen: 0, reason: 'prueba' }, await staffToken('customer'))).status).toBe(403)
  for (const body of [
    {},
    { orderId: 'x', amountSeen: 0, reason: 'prueba' },
    { orderId: id, amountSeen: -1, reason: 'prueba' },
    { orderId: id, amountSeen: 1.5, reason: 'prueba' },
    { orderId: id, amountSeen: 0, reason: ' ' },
    { orderId: 2 ** 40, amountSeen: 0, reason: 'prueba' },
  ]) {
    const res = await give(body)
    expect(res.status, JSON.stringify(body)).toBe(400)
    expect(res.body.error).toMatch(/Indica/)
  }
  const card = await payload.create({
    collection: 'orders',
    data: { email, productType: 'module', amountTotal: 1_000, currency: 'eur', status: 'pending' },
    context: { skipRevalidate: true },
  })
  expect((await give({ orderId: card.id, amountSeen: 0, reason: 'prueba' })).body.error).toMatch(
    /no se pagó por transferencia/,
  )
  expect((await give({ orderId: 999_999_999, amountSeen: 0, reason: 'prueba' })).status).toBe(404)
})

it('a paid transfer that brought more than the order costs: the surplus goes back at the deadline and the order stays paid', async () => {
  const email = uniqueEmail('transfer-surplus')
  const sessionId = await transferCheckout(email)
  await chooseTransfer(sessionId, email)
  await fundTransfer(sessionId, (await order(sessionId)).amountTotal + 300)
  await waitFor(async () => (await order(sessionId)).status === 'paid')
  await makeDue(`transfer-expiry:${(await order(sessionId)).id}`)
  const returned = await waitForMail(email, (m) => /Te devolvemos 3,00\s€/.test(m.subject))
  expect(returned.text).toContain('más de lo que costaba tu módulo')
  expect(await balanceOf(sessionId)).toBe(0)
  expect((await order(sessionId)).status).toBe('paid')
  expect(await grants(sessionId)).toHaveLength(1)
})

it('bad inputs get a 4xx in Spanish, never a 5xx', async () => {
  const post = (body: Record<string, unknown>) =>
    api('POST', '/api/checkout', {
      body: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2', ...body },
    })
  const noEmail = await post({ paymentMethod: 'transfer' })
  expect(noEmail.status).toBe(400)
  expect(JSON.stringify(noEmail.body)).toMatch(/email/i)
  expect((await post({ paymentMethod: 'transfer', email: 'no-es-un-email' })).status).toBe(400)
  expect((await post({ paymentMethod: 'bizum' })).status).toBe(400)
  expect((await post({ paymentMethod: ['transfer'] })).status).toBe(400)
  expect((await post({ paymentMethod: 'transfer', email: `${'a'.repeat(250)}@example.com` })).status).toBe(400)
  // A partial-funding event naming no order of ours, or an unsigned one.
  const stray = {
    id: 'pi_unknown',
    object: 'payment_intent',
    status: 'requires_action',
    metadata: { order_id: '999999999' },
    next_action: null,
  } as unknown as Stripe.PaymentIntent
  expect((await deliver('payment_intent.partially_funded', stray)).status).toBe(200)
  const unsigned = await fetch(`${appUrl()}/api/stripe/webhooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'payment_intent.partially_funded' }),
  })
  expect(unsigned.status).toBe(400)
})
