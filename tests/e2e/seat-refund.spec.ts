/**
 * The support desk refunds 2 of a team order's 5 unused seats (issue 28, item 3): the order shows its
 * seats by state, «Reembolsar plazas sin usar» asks how many, says the amount and whose invitations end, and after
 * confirming the desk follows Stripe's refund to the counts and the order's refund line. At 1280 and
 * 390 px, with screenshots.
 */
import { expect, test } from '@playwright/test'

import { newInviteToken } from '@/teams/claim'

import { adminSignIn } from '../support/admin'
import { testPayload } from '../support/payload'
import { testStripe, waitFor } from '../support/stripe'

const PASSWORD = 'clave-segura-123'
const context = { skipRevalidate: true, system: true }

/** A paid team order of 6 seats of F2 (a real payment intent on the local Stripe): 3 free, 2 invited, 1 claimed. */
async function teamOrder(stamp: string) {
  const payload = await testPayload()
  const module = (await payload.find({ collection: 'modules', where: { code: { equals: 'F2' } }, depth: 0, limit: 1 }))
    .docs[0].id
  const buyer = `compras-${stamp}@empresa.es`
  const amountTotal = 6 * 9_000
  const pending = await payload.create({
    collection: 'orders',
    data: {
      email: buyer,
      productType: 'module',
      modules: [module],
      purpose: 'team',
      seats: { quantity: 6, unitAmount: 9_000, tierFrom: 5, before: 0 },
      withdrawalExemption: 'business',
      amountTotal,
      currency: 'eur',
      status: 'pending',
    },
    context,
  })
  const intent = await testStripe().paymentIntents.create({
    amount: amountTotal,
    currency: 'eur',
    payment_method: 'pm_card_visa',
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    confirm: true,
    metadata: { order_id: String(pending.id) },
  })
  const order = await payload.update({
    collection: 'orders',
    id: pending.id,
    data: { status: 'paid', paidAt: new Date().toISOString(), paymentIntentId: intent.id },
    context,
  })
  const seat = (data: Record<string, unknown>) =>
    payload.create({
      collection: 'seats',
      data: { team: order.id, order: order.id, productType: 'module', module, status: 'free', ...data },
      context,
    })
  for (let i = 0; i < 3; i += 1) await seat({})
  for (const day of ['02', '12']) {
    await seat({
      status: 'invited',
      invitedEmail: `invitada-${day}-${stamp}@empresa.es`,
      invitedAt: `2026-11-${day}T09:00:00.000Z`,
      inviteTokenHash: newInviteToken().hash,
    })
  }
  await seat({
    status: 'claimed',
    claimedEmail: `titular-${stamp}@empresa.es`,
    claimedAt: new Date().toISOString(),
    claimKey: `team:${order.id}:e2e-${stamp}`,
  })
  return { order, buyer, intent }
}

for (const width of [1280, 390]) {
  test(`support refunds 2 of 5 unused seats from the desk (${width} px)`, async ({ browser }) => {
    const payload = await testPayload()
    const stamp = `${width}-${Date.now().toString(36)}`
    const supportEmail = `soporte-plazas-${stamp}@academiageo.test`
    await payload.create({
      collection: 'users',
      data: { email: supportEmail, password: PASSWORD, name: 'Soporte', role: 'support' },
      context,
    })
    const { order, buyer, intent } = await teamOrder(stamp)

    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage()
    await adminSignIn(page, supportEmail, PASSWORD)
    await page.goto(`/admin/soporte?email=${encodeURIComponent(buyer)}`)
    const row = page.locator(`tr[data-order="${order.id}"]`)
    await expect(row.getByTestId('order-seats')).toHaveText(
      'Equipo: 6 plazas · 3 libres · 2 invitadas · 1 aceptada · 0 reembolsadas',
    )
    // A team order is refunded by seats only.
    await expect(row.getByRole('button', { name: 'Reembolsar pedido' })).toHaveCount(0)

    await row.getByRole('button', { name: 'Reembolsar plazas sin usar' }).click()
    const form = row.getByRole('form', { name: 'Reembolsar plazas sin usar' })
    await expect(form.getByLabel('Plazas a reembolsar (de 5 sin usar)')).toHaveValue('1')
    await form.getByLabel('Plazas a reembolsar (de 5 sin usar)').fill('4')
    await expect(form).toContainText('Se anulan 1 invitación pendiente (la más reciente)')
    await form.getByLabel('Plazas a reembolsar (de 5 sin usar)').fill('2')
    // The amount before confirming (what stays keeps its price per seat here: 4 of 6 at 90 €).
    await expect(form).toContainText(
      `¿Reembolsar 2 plazas sin usar (180,00\u00a0€) del pedido ${order.id} a ${buyer}? Las plazas aceptadas no se tocan.`,
    )
    await form.getByLabel('Motivo del reembolso').fill('El equipo es más pequeño')
    await page.screenshot({ path: `.data/screenshots/seat-refund-confirm-${width}.png`, fullPage: true })
    await form.getByRole('button', { name: 'Confirmar reembolso' }).click()

    await expect(row.getByRole('status')).toContainText(/Reembolsadas 2 plazas sin usar \(180\s€\) del pedido/, {
      timeout: 30_000,
    })
    await expect(row.getByRole('button', { name: 'Reembolsar plazas sin usar' })).toBeVisible()
    await expect(row.getByTestId('order-seats')).toHaveText(
      'Equipo: 6 plazas · 1 libre · 2 invitadas · 1 aceptada · 2 reembolsadas',
      { timeout: 30_000 },
    )
    await expect(row.locator('[data-refund-status="succeeded"]')).toContainText(/Reembolso de 180\s€/, {
      timeout: 20_000,
    })
    const refunds = (await testStripe().refunds.list({ payment_intent: intent.id })).data
    expect(refunds.map((r) => [r.amount, r.metadata?.seats])).toEqual([[18_000, '2']])
    await waitFor(
      async () =>
        (await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).status === 'partially_refunded',
    )
    await page.screenshot({ path: `.data/screenshots/seat-refund-done-${width}.png`, fullPage: true })
  })
}
