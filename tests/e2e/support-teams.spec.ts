/**
 * A support agent reads a team order and a gift order on the desk (issue 35 item 8), at 1280 and 390 px
 * with screenshots: the team's company, NIF and fiscal address, its seats counted and who holds or was
 * invited to each; the customer's totals; the seat refund asks with the amount in euros; a gift shows
 * its recipient, delivery (Madrid), state and giver, and is refunded whole — never module by module.
 */
import { expect, test } from '@playwright/test'

import { dateTime } from '@/content/dates'
import { formatEuros, formatExactAmount } from '@/content/money'
import { giftDeliveryAt } from '@/teams/gifts'

import { adminSignIn } from '../support/admin'
import { testPayload } from '../support/payload'
import { account, PASSWORD, stamp, teamOrder } from '../support/teams'

const context = { skipRevalidate: true, system: true }

/** A paid gift of the complete course (all its modules) for `day`, its one seat waiting for the recipient. */
async function completeGift(day: string) {
  const payload = await testPayload()
  const modules = (
    await payload.find({
      collection: 'modules',
      where: { free: { not_equals: true } },
      sort: 'order',
      depth: 0,
      limit: 20,
    })
  ).docs
  const giver = await account('regala', 'regala')
  const recipient = `regalo-${stamp()}@correo.es`
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: giver.email,
      user: giver.id,
      productType: 'complete',
      modules: modules.map((m) => m.id),
      purpose: 'gift',
      seats: { quantity: 1, unitAmount: 19900, tierFrom: 1, before: 0 },
      gift: {
        recipientEmail: recipient,
        message: 'Para tu nuevo trabajo',
        deliverOn: day,
        deliverAt: giftDeliveryAt(day).toISOString(),
      },
      amountTotal: 19900,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context,
  })
  await payload.create({
    collection: 'seats',
    data: {
      team: order.id,
      order: order.id,
      productType: 'complete',
      status: 'invited',
      invitedEmail: recipient,
      invitedAt: new Date().toISOString(),
    },
    context,
  })
  return { order, giver, recipient, codes: modules.map((m) => m.code) }
}

for (const width of [1280, 390]) {
  test(`support reads a team order and a gift order on the desk (${width} px)`, async ({ browser }) => {
    const payload = await testPayload()
    const supportEmail = `soporte-equipos-${stamp()}@academiageo.test`
    await payload.create({
      collection: 'users',
      data: { email: supportEmail, password: PASSWORD, name: 'Soporte', role: 'support' },
      context,
    })
    const team = await teamOrder({
      free: 1,
      invited: 2,
      claimed: 1,
      businessName: 'Logística Sur, S.L.',
      address: 'Calle Mayor 1, 41001 Sevilla',
    })
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const gift = await completeGift(day)

    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage()
    await adminSignIn(page, supportEmail, PASSWORD)

    // The team order: company, seats by state and one by one, the customer's totals.
    await page.goto(`/admin/soporte?email=${encodeURIComponent(team.buyer.email)}`)
    const file = page.getByTestId('customer-file')
    await expect(file.getByTestId('customer-totals')).toHaveText(
      `1 pedido · pagado ${formatEuros(36000)} · reembolsado ${formatEuros(0)} · neto ${formatEuros(36000)}`,
    )
    const row = file.locator(`tr[data-order="${team.order.id}"]`)
    await expect(row.getByTestId('order-seats')).toHaveText(
      'Equipo: 4 plazas · 1 libre · 2 invitadas · 1 aceptada · 0 reembolsadas',
    )
    await expect(row.getByTestId('order-company')).toHaveText(
      'Empresa: Logística Sur, S.L. · NIF/IVA B12345674 · Calle Mayor 1, 41001 Sevilla',
    )
    const seats = row.getByTestId('order-seat-list')
    await expect(seats.locator('li')).toHaveCount(4)
    await expect(seats.locator('li').nth(0)).toContainText(`Aceptada · ${team.people[0].email} (Persona alumno0)`)
    await expect(seats.locator('li[data-seat-status="invited"]').first()).toContainText(team.links[0].email)
    await expect(seats.locator('li[data-seat-status="free"]')).toHaveText('Libre')

    // The seat refund states the amount before it is confirmed (the desk's own figure).
    const sheet = await page.evaluate(
      async (url) => {
        const res = await fetch(url)
        return { status: res.status, body: await res.json() }
      },
      `/api/support/customer?email=${encodeURIComponent(team.buyer.email)}`,
    )
    expect(sheet.status).toBe(200)
    const twoSeats = sheet.body.orders[0].seats.refunds[1] as number
    await row.getByRole('button', { name: 'Reembolsar plazas sin usar' }).click()
    const form = row.getByRole('form', { name: 'Reembolsar plazas sin usar' })
    await form.getByLabel('Plazas a reembolsar (de 3 sin usar)').fill('2')
    await expect(form).toContainText(
      `¿Reembolsar 2 plazas sin usar (${formatExactAmount(twoSeats)}) del pedido ${team.order.id} a ${team.buyer.email}?`,
    )
    await page.screenshot({ path: `.data/screenshots/support-team-order-${width}.png`, fullPage: true })
    await form.getByRole('button', { name: 'Cancelar' }).click()

    // The gift: recipient, delivery at 09:00 Madrid, state and giver; refunded whole, not by module.
    await page.goto(`/admin/soporte?email=${encodeURIComponent(gift.giver.email)}`)
    const giftRow = page.locator(`tr[data-order="${gift.order.id}"]`)
    const facts = giftRow.getByTestId('order-gift')
    await expect(facts).toHaveAttribute('data-gift-state', 'scheduled')
    await expect(facts).toContainText('Programado')
    await expect(facts).toContainText(gift.recipient)
    await expect(facts).toContainText(`${dateTime(giftDeliveryAt(day))} (hora de Madrid)`)
    await expect(facts).toContainText(gift.giver.email)
    for (const code of gift.codes)
      await expect(giftRow.getByRole('button', { name: `Reembolsar ${code}` })).toHaveCount(0)
    await expect(giftRow.getByRole('button', { name: 'Reembolsar pedido' })).toHaveCount(0)
    await giftRow.getByRole('button', { name: 'Reembolsar regalo' }).click()
    await expect(giftRow.locator('[data-refund="regalo"]')).toContainText(
      `¿Reembolsar ${formatEuros(19900)} del regalo para ${gift.recipient} a ${gift.giver.email}?`,
    )
    await page.screenshot({ path: `.data/screenshots/support-gift-order-${width}.png`, fullPage: true })

    // No horizontal scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
}
