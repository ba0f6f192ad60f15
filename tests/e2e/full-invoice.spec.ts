/**
 * «Pedir factura completa» on the dashboard at 390 and 1280 px: a Spanish consumer's simplified invoice
 * offers the form; a wrong NIF is refused in Spanish; a company NIF issues the complete invoice and the
 * list says «Sustituida por …» (screenshots in .data/screenshots/).
 */
import { expect, test, type Page } from '@playwright/test'

import { testAddress } from '../support/addresses'

import { appUrl } from '../support/api'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

const PASSWORD = 'clave-segura-123'
const fromSite = () => ({ Origin: new URL(appUrl()).origin })

async function buyAsConsumer(page: Page, width: number) {
  const email = `f3-e2e-${width}-${Date.now().toString(36)}@example.com`
  const signup = await page.request.post('/api/account/signup', {
    data: { name: 'Ana Prueba', email, password: PASSWORD },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(signup.status(), await signup.text()).toBe(201)
  const res = await page.request.post('/api/checkout', {
    data: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2' },
    headers: fromSite(),
  })
  expect(res.status(), await res.text()).toBe(200)
  const sessionId = sessionIdFromUrl((await res.json()).url)
  await payOnHostedPage(sessionId, email, undefined, { country: 'ES' })
  const payload = await testPayload()
  await waitFor(
    async () =>
      (await payload.find({ collection: 'invoices', where: { buyerEmail: { equals: email } }, depth: 0 })).docs[0],
    30_000,
  )
}

for (const width of [390, 1280]) {
  test(`the dashboard's invoice list at ${width} px: a complete invoice on request`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await buyAsConsumer(page, width)
    await page.goto('/dashboard')
    const list = page.getByTestId('invoice-list')
    await expect(list.getByText(/^Factura simplificada/)).toBeVisible()
    await list.getByText('Pedir factura completa').click()
    await list.getByLabel('Nombre o razón social').fill('Ejemplo Digital, S.L.')
    await list.getByLabel('NIF o NIF-IVA intracomunitario').fill('B12345675')
    await list.getByLabel('Dirección fiscal').fill('Calle Mayor 1, 28013 Madrid')
    await list.getByRole('button', { name: 'Emitir factura completa' }).click()
    await expect(list.getByRole('alert')).toContainText('no es válido')
    await page.screenshot({ path: `.data/screenshots/full-invoice-form-${width}.png`, fullPage: true })

    await list.getByLabel('NIF o NIF-IVA intracomunitario').fill('B12345674')
    await list.getByRole('button', { name: 'Emitir factura completa' }).click()
    await expect(list.getByText(/^Sustituida por \d{4}-A-\d{6}$/)).toBeVisible({ timeout: 30_000 })
    await expect(list.getByText(/^Factura completa \d{4}-A-\d{6}/)).toBeVisible()
    await expect(list.getByText('Pedir factura completa')).toHaveCount(0)
    await page.screenshot({ path: `.data/screenshots/full-invoice-done-${width}.png`, fullPage: true })
  })
}
