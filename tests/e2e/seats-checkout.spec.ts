/**
 * Issue 28 in the browser, the purchase side: «Para mi equipo» (3 seats of the complete course with the
 * live tier quote and the company's details, paid on the local Stripe page, the success page pointing to
 * /equipo) and «Es un regalo» (recipient, message, day, the gift's consent; the success page says when it
 * arrives), each at 1280 and 390 px, checked with axe and photographed (.data/screenshots/seats-*.png).
 */
import { expect, test } from '@playwright/test'

import { payOnStripePage } from '../support/stripe-page'
import { account, PASSWORD } from '../support/teams'
import { shootAt } from '../support/shots'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const euro = (text: string) => text.replace(/\u00a0/g, ' ')

for (const width of [1280, 390]) {
  test(`3 seats of the complete course for a team, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/checkout?plan=complete')
    await page.getByTestId('purpose-team').check()
    await page.getByTestId('seat-quantity').fill('3')
    await expect(page.getByTestId('seat-quote')).toContainText(/3 plazas × 50\s€ = 150\s€/)
    expect(euro(await page.getByTestId('summary-total').innerText())).toBe('150 €')
    // A company's purchase: no consumer withdrawal box, no «factura a empresa» box (the company's details are asked here).
    await expect(page.getByTestId('withdrawal-consent')).toHaveCount(0)
    await expect(page.getByTestId('business-invoice')).toHaveCount(0)
    await page.getByTestId('company-name').fill('Ejemplo Digital, S.L.')
    await page.getByTestId('company-tax-id').fill('B87654323')
    await page.getByTestId('company-address').fill('Calle Mayor 1, 28013 Madrid')
    await page.getByLabel(/Acepto las condiciones de compra/).check()
    await shootAt(page, 'seats-team-checkout', width, { part: 'checkout-form' })

    await page.getByRole('button', { name: /^Pagar 150/ }).click()
    await expect(page.getByText(/× 3/)).toBeVisible({ timeout: 30_000 })
    await payOnStripePage(page, uniqueEmail('equipo-e2e'))
    await expect(page.getByTestId('success-message')).toContainText('Tu equipo ya tiene 3 plazas libres')
    expect(euro(await page.getByTestId('success-paid').innerText())).toContain('Has pagado 150 €')
    await expect(page.getByTestId('team-buyer-form')).toBeVisible()
    await shootAt(page, 'seats-team-success', width, { part: 'payment-success' })
  })

  test(`a signed-in customer buys 2 seats of F3 and reaches a working team page from the success page, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const manager = await account('gestora-e2e')
    expect(
      (await page.request.post('/api/users/login', { data: { email: manager.email, password: PASSWORD } })).status(),
    ).toBe(200)
    await page.goto('/checkout?type=module&module=f3&para=equipo')
    await expect(page.getByTestId('purpose-team')).toBeChecked()
    await page.getByTestId('seat-quantity').fill('2')
    await page.getByTestId('company-name').fill('Equipo Firmado, S.L.')
    await page.getByTestId('company-tax-id').fill('B87654323')
    await page.getByTestId('company-address').fill('Calle Mayor 1, 28013 Madrid')
    await page.getByLabel(/Acepto las condiciones de compra/).check()
    await page.getByRole('button', { name: /^Pagar/ }).click()
    // the account's e-mail is prefilled on Stripe's page
    await payOnStripePage(page)
    await expect(page.getByTestId('success-message')).toContainText('Tu equipo ya tiene 2 plazas libres')
    await shootAt(page, 'seats-signed-in-team-success', width, { part: 'payment-success' })
    await page.getByTestId('invite-team').click()
    await expect(page).toHaveURL(/\/equipo$/)
    const panel = page.getByTestId('team-panel')
    await expect(panel.getByRole('heading', { name: 'Equipo Firmado, S.L.' })).toBeVisible()
    await expect(panel.getByTestId('seat-row')).toHaveCount(2)
    await shootAt(page, 'seats-signed-in-team', width, { part: 'team-panel' })
  })

  test(`wrong company details are said at each field, the first one focused, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/checkout?plan=complete&para=equipo')
    await expect(page.getByTestId('purpose-team')).toBeChecked()
    await page.getByTestId('company-tax-id').fill('B12345678')
    await page.getByTestId('company-address').fill('x')
    await page.getByLabel(/Acepto las condiciones de compra/).check()
    await page.getByRole('button', { name: /^Pagar/ }).click()

    const fields = {
      'company-name': /razón social/,
      'company-tax-id': /no es válido/,
      'company-address': /dirección fiscal/,
    }
    for (const [testId, message] of Object.entries(fields)) {
      const input = page.getByTestId(testId)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      // the message is the field's own description, right under it
      const errorId = (await input.getAttribute('aria-describedby'))!.split(' ')[0]
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message)
    }
    await expect(page.getByTestId('company-name')).toBeFocused()
    // nothing floats over the form, and nothing was sent
    await expect(page.getByText('Revisa los datos de la empresa')).toHaveCount(0)
    await expect(page).toHaveURL(/\/checkout/)
    await shootAt(page, 'seats-team-company-errors', width, { part: 'purpose-choice' })

    // a field's message goes as it is corrected; the others stay
    await page.getByTestId('company-name').fill('Ejemplo Digital, S.L.')
    await expect(page.getByTestId('company-name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('company-tax-id')).toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByTestId('company-tax-id')).toBeFocused()
  })

  test(`a gift of the complete course, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/checkout?plan=complete&para=regalo')
    await expect(page.getByTestId('purpose-gift')).toBeChecked()
    const recipient = uniqueEmail('recibe-e2e')
    await page.getByTestId('gift-email').fill(recipient)
    await page.getByTestId('gift-message').fill('¡Feliz cumpleaños! Que lo disfrutes.')
    await expect(page.getByTestId('withdrawal-consent')).toHaveCount(0)
    await page.getByLabel(/Acepto las condiciones de compra/).check()
    // The giver's name is asked for (the recipient reads it), at its field.
    await page.getByRole('button', { name: /^Pagar 50/ }).click()
    const from = page.getByTestId('gift-from')
    await expect(from).toBeFocused()
    await expect(from).toHaveAttribute('aria-invalid', 'true')
    await expect(
      page.getByText('Escribe tu nombre: es como sabrá quien recibe el regalo de parte de quién es.'),
    ).toBeVisible()
    await from.fill('Marta López')
    await expect(from).not.toHaveAttribute('aria-invalid', 'true')
    // The gift's consent is asked for before paying.
    await page.getByRole('button', { name: /^Pagar 50/ }).click()
    await expect(page.getByText('Marca la casilla del regalo para continuar')).toBeVisible()
    await page.getByTestId('gift-consent').check()
    await shootAt(page, 'seats-gift-checkout', width, { part: 'checkout-form' })

    await page.getByRole('button', { name: /^Pagar 50/ }).click()
    await payOnStripePage(page, uniqueEmail('regala-e2e'))
    await expect(page.getByTestId('success-message')).toContainText(`${recipient} recibirá su enlace por email`)
    await shootAt(page, 'seats-gift-success', width, { part: 'payment-success' })
  })
}
