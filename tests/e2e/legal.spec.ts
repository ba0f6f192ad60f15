/**
 * Selling legally in the browser: a Spanish company buys with its NIF and downloads the invoice from the
 * dashboard; a consumer in another EU country pays that country's VAT (carved out of the same price).
 */
import fs from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { appUrl } from '../support/api'
import { testPayload } from '../support/payload'
import { waitFor } from '../support/stripe'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const fromSite = () => ({ Origin: new URL(appUrl()).origin })

async function orderOf(email: string) {
  const payload = await testPayload()
  return waitFor(async () => {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { email: { equals: email } },
      depth: 0,
      limit: 1,
    })
    return docs[0]?.status === 'paid' && docs[0]
  })
}

test('a Spanish company buys F3 with its NIF and downloads its invoice from the dashboard', async ({ page }) => {
  const email = uniqueEmail('empresa')
  const signup = await page.request.post('/api/account/signup', {
    data: { name: 'Compras Ejemplo', email, password: 'clave-segura-123' },
    headers: fromSite(),
  })
  expect(signup.status(), await signup.text()).toBe(201)

  await page.goto('/checkout?type=module&module=f3')
  await expect(page.getByTestId('summary-vat')).toHaveText('Pago único · IVA incluido')
  await page.getByLabel('Necesito factura a nombre de empresa').check()
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await page.getByRole('button', { name: /^Pagar/ }).click()

  // Stripe Checkout asks for the country and, as a business, the company's name and tax ID.
  await expect(page.getByText('Modo de pruebas')).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('País').selectOption('ES')
  await page.getByLabel('Razón social').fill('Ejemplo Digital, S.L.')
  await page.getByLabel('Tipo de identificación fiscal').selectOption('es_cif')
  await page.getByLabel('NIF o número de IVA').fill('B87654324')
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('El NIF o número de IVA no es válido')
  await page.getByLabel('NIF o número de IVA').fill('B87654323')
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })

  const order = await orderOf(email)
  expect(order.tax).toMatchObject({ country: 'ES', rate: 21, amount: 174, net: 826 })
  expect(order.buyer).toMatchObject({ businessName: 'Ejemplo Digital, S.L.', taxId: 'B87654323' })

  const payload = await testPayload()
  const invoice = await waitFor(
    async () =>
      (await payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, depth: 0 })).docs[0],
  )
  await page.goto('/dashboard')
  const entry = page.getByTestId('invoice-entry').filter({ hasText: invoice.number })
  await expect(entry).toContainText('10,00')
  const download = page.waitForEvent('download')
  await entry.getByRole('link', { name: /PDF/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`factura-${invoice.number}.pdf`)
  const bytes = await fs.readFile(await file.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  await fs.mkdir('.data/screenshots', { recursive: true })
  await fs.writeFile('.data/screenshots/invoice-b2b.pdf', bytes)
})

test('a consumer in Italy pays the same VAT-included price, with Italian VAT carved out', async ({ page }) => {
  const email = uniqueEmail('italia')
  await page.goto('/checkout?type=module&module=f4')
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByText('Modo de pruebas')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByLabel('Razón social')).toHaveCount(0)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('País').selectOption('IT')
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
  const order = await orderOf(email)
  expect(order.amountTotal).toBe(1000)
  expect(order.tax).toMatchObject({ country: 'IT', rate: 22, amount: 180, net: 820, taxability: 'standard_rated' })
})
