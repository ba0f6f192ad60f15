/**
 * The support desk in the admin: support grants F2 to a customer, the customer's «Actualizar acceso»
 * shows it and the guide downloads as a PDF stamped with the customer's e-mail; support revokes it
 * and the download is refused. Every change records who, when and why.
 */
import { expect, test } from '@playwright/test'

import { extractPdfText } from '../support/pdf-text'

import { testPayload } from '../support/payload'
import { adminSignIn } from '../support/admin'

const PASSWORD = 'clave-segura-123'

test('support grants and revokes a module from the support desk; the customer sees both', async ({ browser }) => {
  const payload = await testPayload()
  const stamp = Date.now().toString(36)
  const supportEmail = `soporte-${stamp}@academiageo.test`
  const customerEmail = `cliente-${stamp}@example.com`
  await payload.create({ collection: 'users', data: { email: supportEmail, password: PASSWORD, name: 'Soporte', role: 'support' } })
  await payload.create({ collection: 'users', data: { email: customerEmail, password: PASSWORD, name: 'Cliente', role: 'customer' } })

  const staff = await (await browser.newContext()).newPage()
  await adminSignIn(staff, supportEmail, PASSWORD)
  await staff.goto(`/admin/soporte?email=${encodeURIComponent(customerEmail)}`)
  const file = staff.getByTestId('customer-file')
  await expect(file).toContainText(customerEmail)
  await file.locator('select[name="module"]').selectOption({ label: 'F2 · Contexto Semántico' })
  await file.locator('section input[name="reason"]').fill('Incidencia con el pago')
  await file.getByRole('button', { name: 'Conceder acceso' }).click()
  await expect(file.locator('tr[data-module="F2"][data-active="yes"]')).toBeVisible({ timeout: 15_000 })
  await expect(file.locator('tr[data-module="F2"]')).toContainText('Incidencia con el pago')
  await expect(file.locator('tr[data-module="F2"]')).toContainText(supportEmail)

  const customer = await (await browser.newContext()).newPage()
  expect((await customer.request.post('/api/account/login', { data: { email: customerEmail, password: PASSWORD } })).status()).toBe(200)
  await customer.goto('/dashboard')
  await customer.getByRole('button', { name: 'Actualizar acceso' }).click()
  await expect(customer.getByTestId('module-f2')).toBeVisible()
  const pdf = await customer.request.get('/api/guides/f2', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(await extractPdfText(new Uint8Array(await pdf.body()))).toContain(customerEmail)

  await file.locator('tr[data-module="F2"]').getByRole('button', { name: /Revocar F2/ }).click()
  await file.locator('tr[data-module="F2"] input[name="reason"]').fill('Reembolso manual')
  await file.getByRole('button', { name: 'Confirmar revocación' }).click()
  await expect(file.locator('tr[data-module="F2"][data-active="no"]')).toBeVisible({ timeout: 15_000 })
  await expect(file.locator('tr[data-module="F2"]')).toContainText('Reembolso manual')

  const refused = await customer.request.get('/api/guides/f2', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(refused.status()).toBe(403)
  const [row] = (await payload.find({ collection: 'entitlements', where: { email: { equals: customerEmail } }, depth: 1 })).docs
  expect(row.revokeReason).toBe('Reembolso manual')
  expect(typeof row.revokedBy === 'object' && row.revokedBy?.email).toBe(supportEmail)
  expect(typeof row.grantedBy === 'object' && row.grantedBy?.email).toBe(supportEmail)
})

test('editors and customers cannot use the support desk', async ({ page }) => {
  const payload = await testPayload()
  const editor = `editor-${Date.now().toString(36)}@academiageo.test`
  await payload.create({ collection: 'users', data: { email: editor, password: PASSWORD, name: 'Edición', role: 'editor' } })
  await adminSignIn(page, editor, PASSWORD)
  await page.goto('/admin/soporte?email=alguien@example.com')
  await expect(page.getByText('Solo el personal de soporte y administración puede usar esta pantalla.')).toBeVisible()
  await expect(page.getByTestId('customer-file')).toHaveCount(0)
  const grant = await page.request.post('/api/entitlements', { data: { email: 'x@example.com', module: 1, grantReason: 'no' } })
  expect([401, 403]).toContain(grant.status())
})
