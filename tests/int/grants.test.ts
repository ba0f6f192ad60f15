/**
 * What is taken back stays taken back (issue 25), as a hostile tester tried it over real HTTP: a module
 * support revoked does not come back through an anonymous replay of the success page's verify call, nor
 * when its module is published again; an upgrade grants only what it sold, its credit cannot be spent
 * twice (the purchase it came from cannot be withdrawn or refunded apart from it, in Spanish to the
 * buyer and the desk); a complete-course order refunded after F6's release loses F6 too. And every module
 * page says when it was last updated.
 */
import { describe, expect, it } from 'vitest'

import { isoDay, longDate } from '@/content/dates'

import { api, appUrl, login } from '../support/api'
import { activeCodes, testPayload } from '../support/payload'
import { testStripe, waitFor } from '../support/stripe'
import { buyThroughStripe } from '../support/purchase'

const PASSWORD = 'clave-segura-123'
const context = { skipRevalidate: true }
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const browser = (token: string) => ({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })

async function account(tag: string, role: 'customer' | 'support' = 'customer') {
  const payload = await testPayload()
  const email = `${tag}-${stamp()}@example.com`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: 'Lucía', role }, context })
  return { email, token: await login(email, PASSWORD) }
}

const orderOf = async (sessionId: string) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
  ).docs[0]

/** Starts a checkout as the checkout page sends it and pays it on the hosted page; waits for its grants. */
const purchase = (body: Record<string, unknown>, buyer: { email: string; token?: string }) =>
  buyThroughStripe(body, buyer)

/** The success page's call, replayed by anyone who has the session id. */
const replayVerify = (sessionId: string) => api('POST', '/api/checkout/verify', { body: { sessionId } })

const rowsOf = async (orderId: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'entitlements', where: { order: { equals: orderId } }, depth: 1, limit: 100, context })
  ).docs

const moduleBy = async (code: string) =>
  (await (await testPayload()).find({ collection: 'modules', where: { code: { equals: code } }, depth: 0, limit: 1 }))
    .docs[0]

const codeOf = (row: { module: unknown }) => (row.module as { code: string }).code

describe('a revocation is final', () => {
  it('support revokes a guest’s module from the desk; an anonymous replay of verify (and of the webhook’s work) does not bring it back', async () => {
    const support = await account('soporte', 'support')
    const buyer = { email: `guest-revocado-${stamp()}@example.com` }
    const { order, sessionId } = await purchase({ productType: 'module', module: 'f2' }, buyer)
    const [row] = await rowsOf(order.id)

    // The desk's «Revocar» sends this.
    const revoked = await api('PATCH', `/api/entitlements/${row.id}`, {
      token: support.token,
      body: { revokedAt: new Date().toISOString(), revokeReason: 'Fraude con tarjeta' },
    })
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200)
    expect(await activeCodes(buyer.email)).toEqual([])

    for (let i = 0; i < 3; i++) await replayVerify(sessionId)
    await Promise.all(Array.from({ length: 5 }, () => replayVerify(sessionId)))
    expect(await activeCodes(buyer.email)).toEqual([])
    const rows = await rowsOf(order.id)
    expect(rows).toHaveLength(1)
    expect(rows[0].revokeReason).toBe('Fraude con tarjeta')
  })

  it('a module revoked from a complete-course buyer stays revoked when an editor publishes that module over a draft', async () => {
    const support = await account('soporte', 'support')
    const admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const buyer = { email: `guest-borrador-${stamp()}@example.com` }
    const { order, sessionId } = await purchase({ productType: 'complete' }, buyer)
    await waitFor(async () => (await activeCodes(buyer.email)).length === 5)
    const f3row = (await rowsOf(order.id)).find((r) => codeOf(r) === 'F3')!
    expect(
      (
        await api('PATCH', `/api/entitlements/${f3row.id}`, {
          token: support.token,
          body: { revokedAt: new Date().toISOString(), revokeReason: 'Cortesía retirada' },
        })
      ).status,
    ).toBe(200)

    const f3 = await moduleBy('F3')
    const draft = await api('PATCH', `/api/modules/${f3.id}?draft=true`, {
      token: admin,
      body: { quote: `${f3.quote ?? ''} (borrador)`, _status: 'draft' },
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    const published = await api('PATCH', `/api/modules/${f3.id}`, {
      token: admin,
      body: { quote: f3.quote, _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    await replayVerify(sessionId)
    expect(await activeCodes(buyer.email)).toEqual(['F1', 'F2', 'F4', 'F5'])
    expect(await rowsOf(order.id)).toHaveLength(5)
  })
})

describe('the upgrade credit is spent once', () => {
  it('F1, then the course with F1’s credit: F1 cannot be withdrawn or refunded apart from it; refunded anyway on Stripe, a replay of verify does not grant F1 under the upgrade, whose full refund leaves nothing', async () => {
    const buyer = await account('credito')
    const support = await account('soporte', 'support')
    const f1 = await purchase({ productType: 'module', module: 'f1' }, buyer)
    const upgrade = await purchase({ productType: 'complete' }, buyer)
    expect(upgrade.order.pricing?.creditFrom?.map((c) => c.sourceOrder)).toEqual([f1.order.id])
    await waitFor(async () => (await activeCodes(buyer.email)).length === 5)

    // The buyer is told why, in Spanish; nothing is recorded or refunded.
    const withdrawal = await api('POST', '/api/withdrawal', { token: buyer.token, body: { orderId: f1.order.id } })
    expect(withdrawal.status).toBe(409)
    expect(withdrawal.body.error).toBe(
      `Lo que pagaste por esta compra se descontó del precio del curso completo (pedido ${upgrade.order.id}): no puedes desistir de ella por separado. Puedes desistir del curso completo mientras estés en plazo; después, también de esta compra.`,
    )
    const dashboard = await (await fetch(`${appUrl()}/dashboard`, { headers: browser(buyer.token) })).text()
    expect(dashboard).toContain(`data-testid="withdrawal-order-${f1.order.id}" data-state="credited"`)
    expect(dashboard).toContain(`data-testid="withdrawal-order-${upgrade.order.id}" data-state="open"`)
    // …and so is the desk.
    for (const body of [
      { orderId: f1.order.id, reason: 'Lo pide el cliente' },
      { orderId: f1.order.id, module: 'F1', reason: 'Lo pide el cliente' },
    ]) {
      const refused = await api('POST', '/api/support/refund', { token: support.token, body })
      expect(refused.status).toBe(409)
      expect(refused.body.error).toMatch(
        new RegExp(
          `se descontó del precio del curso completo \\(pedido ${upgrade.order.id}\\): no se puede reembolsar por separado`,
        ),
      )
    }
    const stripe = testStripe()
    expect((await stripe.refunds.list({ payment_intent: f1.order.paymentIntentId! })).data).toHaveLength(0)
    expect(
      (await (await testPayload()).findByID({ collection: 'orders', id: f1.order.id, depth: 0 })).withdrawal
        ?.requestedAt ?? null,
    ).toBeNull()

    // Someone refunds F1 on Stripe's own dashboard all the same: F1 goes, and the upgrade never sold it.
    await stripe.refunds.create({ payment_intent: f1.order.paymentIntentId! })
    await waitFor(async () => !(await activeCodes(buyer.email)).includes('F1'))
    for (let i = 0; i < 3; i++) await replayVerify(upgrade.sessionId)
    expect(await activeCodes(buyer.email)).toEqual(['F2', 'F3', 'F4', 'F5'])
    expect((await rowsOf(upgrade.order.id)).map(codeOf).sort()).toEqual(['F2', 'F3', 'F4', 'F5'])

    // The full refund of the upgrade leaves nothing active.
    const full = await api('POST', '/api/support/refund', {
      token: support.token,
      body: { orderId: upgrade.order.id, reason: 'Garantía' },
    })
    expect(full.status, JSON.stringify(full.body)).toBe(200)
    await waitFor(async () => (await activeCodes(buyer.email)).length === 0)
    await replayVerify(upgrade.sessionId)
    expect(await activeCodes(buyer.email)).toEqual([])
  })

  it('once the upgrade is refunded, the purchase that gave its credit can be withdrawn', async () => {
    const buyer = await account('credito-libre')
    const support = await account('soporte', 'support')
    const f1 = await purchase({ productType: 'module', module: 'f1' }, buyer)
    const upgrade = await purchase({ productType: 'complete' }, buyer)
    await waitFor(async () => (await activeCodes(buyer.email)).length === 5)
    expect(
      (
        await api('POST', '/api/support/refund', {
          token: support.token,
          body: { orderId: upgrade.order.id, reason: 'Garantía' },
        })
      ).status,
    ).toBe(200)
    await waitFor(async () => (await orderOf(upgrade.sessionId)).status === 'refunded')
    await waitFor(async () => (await activeCodes(buyer.email)).join() === 'F1')

    const withdrawal = await api('POST', '/api/withdrawal', { token: buyer.token, body: { orderId: f1.order.id } })
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200)
    expect(withdrawal.body.status).toBe('withdrawn')
    expect(await activeCodes(buyer.email)).toEqual([])
    await replayVerify(f1.sessionId)
    await replayVerify(upgrade.sessionId)
    expect(await activeCodes(buyer.email)).toEqual([])
  })
})

describe('modules released later belong to the order that gained them', () => {
  it('a complete-course order refunded after F6’s release loses F6 too; F6 published again grants nothing revoked', async () => {
    const admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const support = await account('soporte', 'support')
    const refunded = { email: `guest-f6-${stamp()}@example.com` }
    const kept = { email: `guest-f6-sigue-${stamp()}@example.com` }
    const first = await purchase({ productType: 'complete' }, refunded)
    const second = await purchase({ productType: 'complete' }, kept)
    await waitFor(async () => (await activeCodes(kept.email)).length === 5)
    const f6 = await moduleBy('F6')
    expect(f6.comingSoon).toBe(true)
    expect((await api('PATCH', `/api/modules/${f6.id}`, { token: admin, body: { comingSoon: false } })).status).toBe(
      200,
    )
    try {
      expect(await activeCodes(refunded.email)).toContain('F6')
      expect((await rowsOf(first.order.id)).map(codeOf)).toContain('F6')

      const full = await api('POST', '/api/support/refund', {
        token: support.token,
        body: { orderId: first.order.id, reason: 'Garantía' },
      })
      expect(full.status, JSON.stringify(full.body)).toBe(200)
      await waitFor(async () => (await orderOf(first.sessionId)).status === 'refunded')
      await waitFor(async () => (await activeCodes(refunded.email)).length === 0)
      const f6row = (await rowsOf(first.order.id)).find((r) => codeOf(r) === 'F6')!
      expect(f6row.revokeReason).toMatch(/^Reembolso: Garantía/)

      // Support takes F6 from the other buyer; F6 goes back to «próximamente» and ships again.
      const keptF6 = (await rowsOf(second.order.id)).find((r) => codeOf(r) === 'F6')!
      expect(
        (
          await api('PATCH', `/api/entitlements/${keptF6.id}`, {
            token: support.token,
            body: { revokedAt: new Date().toISOString(), revokeReason: 'Error de soporte' },
          })
        ).status,
      ).toBe(200)
      expect((await api('PATCH', `/api/modules/${f6.id}`, { token: admin, body: { comingSoon: true } })).status).toBe(
        200,
      )
      expect((await api('PATCH', `/api/modules/${f6.id}`, { token: admin, body: { comingSoon: false } })).status).toBe(
        200,
      )
      await replayVerify(second.sessionId)
      expect(await activeCodes(kept.email)).toEqual(['F1', 'F2', 'F3', 'F4', 'F5'])
      expect(await activeCodes(refunded.email)).toEqual([])
    } finally {
      await api('PATCH', `/api/modules/${f6.id}`, { token: admin, body: { comingSoon: true } })
    }
  })
})

describe('freshness', () => {
  it('a module never revised says «Actualizado el» with its last published change, on its page and in its Markdown twin', async () => {
    const f2 = await moduleBy('F2')
    expect(f2.revisedAt ?? null).toBeNull()
    const html = await (await fetch(`${appUrl()}/curso/f2`)).text()
    const shown =
      /data-testid="module-revision"><p><span[^>]*>Actualizado el <\/span><time dateTime="(\d{4}-\d{2}-\d{2})"[^>]*>([^<]+)<\/time>\.<\/p>/.exec(
        html,
      )
    expect(shown, 'no «Actualizado el» on the page').not.toBeNull()
    expect(shown![2]).toBe(longDate(`${shown![1]}T12:00:00Z`))
    // a day in Spain, never after today there
    expect(shown![1] <= isoDay(new Date())).toBe(true)
    const markdown = await (await fetch(`${appUrl()}/curso/f2.md`)).text()
    expect(markdown).toContain(`Actualizado el ${shown![2]}.`)
  })
})
