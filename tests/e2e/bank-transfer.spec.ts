/**
 * «Pagar por transferencia» in the browser: the checkout's choice, the local Stripe hosted page, the success
 * page with the transfer's instructions (at 390 and 1280 px), the money sent through Stripe's test helper,
 * and the access that appears only then; the support desk returning what a transfer brought beyond its order.
 */
import { expect, test } from '@playwright/test'

import { adminSignIn } from '../support/admin'
import { postCheckout } from '../support/api'
import { mailTo, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { fundTransfer, payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

const PASSWORD = 'clave-segura-123'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`

test('a guest pays F1 by bank transfer: instructions on the page and by e-mail, access once the money arrives', async ({
  page,
}) => {
  const email = uniqueEmail('transferencia')
  await page.goto('/checkout?type=module&module=f1')
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible()
  await page.getByRole('radio', { name: /Pagar por transferencia/ }).check()
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  // A guest must say where the instructions go.
  await page.getByRole('button', { name: /^Pagar .*por transferencia/ }).click()
  await expect(page.getByText('Indica tu email para recibir los datos de la transferencia.')).toBeVisible()
  await expect(page.getByTestId('transfer-email')).toBeFocused()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page
      .getByTestId('payment-method')
      .screenshot({ path: `.data/screenshots/checkout-transfer-choice-${width}.png` })
  }
  await page.getByTestId('transfer-email').fill(email)
  await page.getByRole('button', { name: /^Pagar .*por transferencia/ }).click()

  // Stripe's page offers only the transfer.
  await expect(page.getByText('Modo de pruebas')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Pagar por transferencia' }).click()

  await expect(page).toHaveURL(/\/success\?session_id=cs_/)
  const sessionId = new URL(page.url()).searchParams.get('session_id')!
  await expect(page.getByRole('heading', { name: 'Pendiente de tu transferencia' })).toBeVisible({ timeout: 20_000 })
  const instructions = page.getByTestId('transfer-instructions')
  await expect(instructions).toContainText('IBAN')
  await expect(instructions).toContainText(/ES\d{2} \d{4}/)
  await expect(instructions).toContainText('Concepto (referencia)')
  await expect(instructions).toContainText(/hasta el/)
  const reference = (
    await instructions.locator('div', { hasText: 'Concepto (referencia)' }).locator('dd').innerText()
  ).trim()
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `.data/screenshots/success-transfer-${width}.png`, fullPage: true })
  }
  const mail = await waitForMail(email, (m) => /Datos para pagar por transferencia/.test(m.subject))
  expect(mail.text).toContain(reference)
  // Nothing granted yet: no access link was sent.
  expect(mailTo(email).filter((m) => /guest-access\?token=/.test(m.text))).toHaveLength(0)

  // The buyer's bank sends the money (Stripe's test helper); the page, opened again, gives the access.
  const amount =
    Number(
      (await instructions.locator('div', { hasText: 'Importe' }).locator('dd').innerText())
        .replace(/[^\d,]/g, '')
        .replace(',', '.'),
    ) * 100
  await fundTransfer(sessionId, Math.round(amount), reference)
  await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  await page.reload()
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('success-message')).toContainText('Ya tienes acceso al módulo F1')
  await page.setViewportSize({ width: 390, height: 900 })
  await page.screenshot({ path: '.data/screenshots/success-transfer-paid-390.png', fullPage: true })
})

for (const width of [1280, 390]) {
  test(`support returns what a transfer brought beyond its order from the desk (${width} px)`, async ({ browser }) => {
    const payload = await testPayload()
    const email = uniqueEmail(`transferencia-saldo-${width}`)
    const supportEmail = uniqueEmail(`soporte-saldo-${width}`)
    await payload.create({
      collection: 'users',
      data: { email: supportEmail, password: PASSWORD, name: 'Soporte', role: 'support' },
      context: { skipRevalidate: true },
    })
    // A guest pays F2 by transfer and sends 15 € too many.
    const res = await postCheckout({
      acceptTerms: true,
      withdrawalConsent: true,
      paymentMethod: 'transfer',
      email,
      productType: 'module',
      module: 'f2',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const sessionId = sessionIdFromUrl(res.body.url)
    await payOnHostedPage(sessionId, undefined, undefined, { bankTransfer: true })
    await waitForMail(email, (m) => /Datos para pagar por transferencia/.test(m.subject))
    const order = () =>
      payload
        .find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
        .then((r) => r.docs[0])
    await fundTransfer(sessionId, (await order()).amountTotal + 1_500)
    await waitFor(async () => (await order()).status === 'paid')
    const { id } = await order()

    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage()
    await adminSignIn(page, supportEmail, PASSWORD)
    await page.goto(`/admin/soporte?email=${encodeURIComponent(email)}`)
    const row = page.locator(`tr[data-order="${id}"]`)
    await row.getByRole('button', { name: /Devolver saldo de transferencias \(15,00\s€\)/ }).click()
    const form = row.getByRole('form', { name: /¿Devolver 15,00\s€ del saldo de transferencias/ })
    await expect(form).toContainText(
      `del pedido ${id} a ${email}? Stripe lo envía a la cuenta de origen o le pide una por email.`,
    )
    await form.getByLabel('Motivo de la devolución').fill('Transferencia por importe mayor')
    await page.screenshot({ path: `.data/screenshots/transfer-balance-confirm-${width}.png`, fullPage: true })
    await form.getByRole('button', { name: 'Confirmar devolución' }).click()

    await expect(row.getByRole('status')).toContainText(/Devolución de 15,00\s€ iniciada en Stripe/, {
      timeout: 30_000,
    })
    await expect(row.locator(`[data-transfer-balance="${id}"]`)).toContainText(
      'Sin saldo de transferencias en Stripe.',
      { timeout: 30_000 },
    )
    await waitForMail(email, (m) => /Te devolvemos 15,00\s€/.test(m.subject))
    await page.screenshot({ path: `.data/screenshots/transfer-balance-done-${width}.png`, fullPage: true })
  })
}
