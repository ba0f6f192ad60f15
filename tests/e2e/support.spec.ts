/**
 * The support desk in the admin: support grants F2 to a customer, the customer's «Actualizar acceso»
 * shows it and the guide downloads as a PDF stamped with the customer's e-mail; support revokes it
 * and the download is refused. Every change records who, when and why.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { sectionAnchors } from '@/learning/percent'
import type { Module } from '@/payload-types'

import { extractPdfText } from '../support/pdf-text'

import { adminSignIn } from '../support/admin'
import { appUrl, postCheckout } from '../support/api'
import { passEvaluations } from '../support/evaluations'
import { activeCodes, testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

const PASSWORD = 'clave-segura-123'

test('support grants and revokes a module from the support desk; the customer sees both', async ({ browser }) => {
  const payload = await testPayload()
  const stamp = Date.now().toString(36)
  const supportEmail = `soporte-${stamp}@academiageo.test`
  const customerEmail = `cliente-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email: supportEmail, password: PASSWORD, name: 'Soporte', role: 'support' },
  })
  await payload.create({
    collection: 'users',
    data: { email: customerEmail, password: PASSWORD, name: 'Cliente', role: 'customer' },
  })

  const staff = await (await browser.newContext()).newPage()
  await adminSignIn(staff, supportEmail, PASSWORD)
  await staff.goto(`/admin/soporte?email=${encodeURIComponent(customerEmail)}`)
  const file = staff.getByTestId('customer-file')
  await expect(file).toContainText(customerEmail)
  await expect(file.getByTestId('customer-certificates')).toContainText('Sin certificados.')
  await file.locator('select[name="module"]').selectOption({ label: 'F2 · Contexto Semántico' })
  await file.locator('section input[name="reason"]').fill('Incidencia con el pago')
  await file.getByRole('button', { name: 'Conceder acceso' }).click()
  await expect(file.locator('tr[data-module="F2"][data-active="yes"]')).toBeVisible({ timeout: 30_000 })
  await expect(file.locator('tr[data-module="F2"]')).toContainText('Incidencia con el pago')
  await expect(file.locator('tr[data-module="F2"]')).toContainText(supportEmail)

  const customer = await (await browser.newContext()).newPage()
  expect(
    (
      await customer.request.post('/api/account/login', { data: { email: customerEmail, password: PASSWORD } })
    ).status(),
  ).toBe(200)
  await customer.goto('/dashboard')
  await customer.getByRole('button', { name: 'Actualizar acceso' }).click()
  await expect(customer.getByTestId('module-f2')).toBeVisible()
  const pdf = await customer.request.get('/api/guides/f2', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(await extractPdfText(new Uint8Array(await pdf.body()))).toContain(customerEmail)

  await file
    .locator('tr[data-module="F2"]')
    .getByRole('button', { name: /Revocar F2/ })
    .click()
  await file.locator('tr[data-module="F2"] input[name="reason"]').fill('Reembolso manual')
  await file.getByRole('button', { name: 'Confirmar revocación' }).click()
  await expect(file.locator('tr[data-module="F2"][data-active="no"]')).toBeVisible({ timeout: 30_000 })
  await expect(file.locator('tr[data-module="F2"]')).toContainText('Reembolso manual')

  const refused = await customer.request.get('/api/guides/f2', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(refused.status()).toBe(403)
  const [row] = (
    await payload.find({ collection: 'entitlements', where: { email: { equals: customerEmail } }, depth: 1 })
  ).docs
  expect(row.revokeReason).toBe('Reembolso manual')
  expect(typeof row.revokedBy === 'object' && row.revokedBy?.email).toBe(supportEmail)
  expect(typeof row.grantedBy === 'object' && row.grantedBy?.email).toBe(supportEmail)
})

async function supportStaff() {
  const payload = await testPayload()
  const email = `soporte-${Date.now().toString(36)}@academiageo.test`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: 'Soporte', role: 'support' } })
  return email
}

test('the desk finds a customer by part of the e-mail, lists several matches, and says when nothing matches', async ({
  page,
}) => {
  const payload = await testPayload()
  const stamp = Date.now().toString(36)
  await payload.create({
    collection: 'users',
    data: { email: `lucia.${stamp}@example.com`, password: PASSWORD, name: 'Lucía Gómez', role: 'customer' },
  })
  await payload.create({
    collection: 'orders',
    data: {
      email: `lucas.${stamp}@example.com`,
      productType: 'module',
      amountTotal: 1000,
      currency: 'eur',
      status: 'pending',
    },
  })
  await adminSignIn(page, await supportStaff(), PASSWORD)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/admin/soporte')
    const search = page.getByLabel('Email o nombre del cliente')
    // Part of the e-mail, in capitals: the account and the guest buyer both match.
    await search.fill(`.${stamp.toUpperCase()}@`)
    await page.getByRole('button', { name: 'Buscar' }).click()
    const results = page.getByTestId('search-results')
    await expect(results).toContainText(`lucia.${stamp}@example.com`)
    await expect(results).toContainText(`lucas.${stamp}@example.com`)
    await expect(results).toContainText('invitado')
    await page.screenshot({ path: `.data/screenshots/support-search-${width}.png`, fullPage: true })
    await results.getByRole('link', { name: `lucas.${stamp}@example.com` }).click()
    await expect(page.getByTestId('customer-file')).toContainText(
      `Sin cuenta: compras como invitado con lucas.${stamp}@example.com`,
    )
    await expect(page.getByTestId('customer-file').locator('tr[data-status="pending"]')).toContainText('Pendiente')

    await search.fill(`nadie_${stamp}`)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByTestId('search-empty')).toHaveText(
      `No hay ningún cliente que coincida con «nadie_${stamp}».`,
    )
    await expect(page.getByTestId('customer-file')).toHaveCount(0)
    await page.screenshot({ path: `.data/screenshots/support-search-empty-${width}.png`, fullPage: true })
  }
})

test('support refunds one module of a complete-course order from the desk; a click from a stale second tab says it is already refunded', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const buyer = `reembolso-${stamp}@example.com`
  const checkout = await postCheckout({ productType: 'complete', acceptTerms: true, withdrawalConsent: true })
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
  await payOnHostedPage(sessionIdFromUrl(checkout.body.url), buyer)
  await waitFor(async () => (await activeCodes(buyer)).length === 5)

  await adminSignIn(page, await supportStaff(), PASSWORD)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/soporte?q=${encodeURIComponent(`reembolso-${stamp}`)}`)
  const file = page.getByTestId('customer-file')
  const order = file.locator('tr[data-status="paid"]')
  await expect(order).toContainText('Pagado')
  await order.getByRole('button', { name: 'Reembolsar F3' }).click()
  const confirm = order.locator('[data-refund="F3"]')
  await expect(confirm).toContainText(`¿Reembolsar 10 € de F3 a ${buyer}?`)
  await confirm.getByLabel('Motivo del reembolso').fill('Garantía de 30 días')
  await page.screenshot({ path: '.data/screenshots/support-refund-confirm-1280.png', fullPage: true })
  // A second tab opened the same question before the refund: its click is refused, not paid twice.
  const stale = await page.context().newPage()
  await stale.goto(`/admin/soporte?q=${encodeURIComponent(`reembolso-${stamp}`)}`)
  const staleConfirm = stale.getByTestId('customer-file').locator('tr[data-status="paid"] [data-refund="F3"]')
  await staleConfirm.getByRole('button', { name: 'Reembolsar F3' }).click()
  await staleConfirm.getByLabel('Motivo del reembolso').fill('Garantía de 30 días')

  await confirm.getByRole('button', { name: 'Confirmar reembolso' }).click()
  await expect(confirm.getByRole('status')).toContainText(`Reembolsados 10 € de F3 a ${buyer}`)
  await staleConfirm.getByRole('button', { name: 'Confirmar reembolso' }).click()
  await expect(staleConfirm.getByRole('status')).toContainText('Ya reembolsado')
  await stale.close()

  // Stripe's refund events take the access away; the desk follows them by itself (no reload).
  await expect(file.locator('tr[data-module="F3"][data-active="no"]')).toContainText('Revocado', { timeout: 20_000 })
  expect(await activeCodes(buyer)).toEqual(['F1', 'F2', 'F4', 'F5'])
  await expect(file.locator('tr[data-module="F3"]')).toContainText('Garantía de 30 días')
  const refunded = file.locator('tr[data-status="partially_refunded"]')
  await expect(refunded).toContainText('Reembolsado en parte')
  await expect(refunded).toContainText('Reembolso de 10 €')
  await expect(refunded.getByRole('button', { name: 'Reembolsar F3' })).toHaveCount(0)
  await page.screenshot({ path: '.data/screenshots/support-refund-done-1280.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await refunded.getByRole('button', { name: 'Reembolsar F4' }).click()
  await expect(refunded.locator('[data-refund="F4"]')).toContainText(`¿Reembolsar 10 € de F4 a ${buyer}?`)
  await page.screenshot({ path: '.data/screenshots/support-refund-confirm-390.png', fullPage: true })
})

test('editors and customers cannot use the support desk', async ({ page }) => {
  const payload = await testPayload()
  const editor = `editor-${Date.now().toString(36)}@academiageo.test`
  await payload.create({
    collection: 'users',
    data: { email: editor, password: PASSWORD, name: 'Edición', role: 'editor' },
  })
  await adminSignIn(page, editor, PASSWORD)
  await page.goto('/admin/soporte?email=alguien@example.com')
  await expect(page.getByText('Solo el personal de soporte y administración puede usar esta pantalla.')).toBeVisible()
  await expect(page.getByTestId('customer-file')).toHaveCount(0)
  const grant = await page.request.post('/api/entitlements', {
    data: { email: 'x@example.com', module: 1, grantReason: 'no' },
  })
  expect([401, 403]).toContain(grant.status())
})

test('support revokes a certificate from the desk with a reason; its public page then says it was revoked', async ({
  browser,
  page,
}) => {
  const payload = await testPayload()
  const stamp = Date.now().toString(36)
  const email = `certificado-${stamp}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Marta Ruiz', role: 'customer' },
  })
  const { docs } = await payload.find({
    collection: 'modules',
    where: { slug: { in: ['f1', 'f2', 'f3', 'f4', 'f5'] } },
    depth: 0,
    limit: 10,
  })
  for (const module of docs) {
    await payload.create({
      collection: 'entitlements',
      data: { user: user.id, email, module: module.id, source: 'purchase' },
      context: { system: true },
    })
  }
  // The learner reads F1–F5 (through the progress endpoint) and takes the certificate.
  const learner = await browser.newContext()
  const fromSite = { Origin: new URL(appUrl()).origin }
  expect((await learner.request.post('/api/account/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
  for (const module of docs as Module[]) {
    const res = await learner.request.post('/api/learning/progress', {
      data: { module: module.slug, seen: sectionAnchors(module) },
      headers: fromSite,
    })
    expect(res.status()).toBe(200)
  }
  await passEvaluations(async (path, data) => {
    const res = await learner.request.post(path, { data, headers: fromSite })
    return { status: res.status(), body: await res.json() }
  })
  const issued = await learner.request.post('/api/learning/certificates', {
    data: { name: 'Marta Ruiz Gil' },
    headers: fromSite,
  })
  expect(issued.status()).toBe(200)
  const { code } = (await issued.json()).certificate as { code: string }
  // The holder cannot revoke it (only support and admin).
  const refused = await learner.request.post('/api/support/certificates/revoke', {
    data: { code, reason: 'Lo quito yo' },
    headers: fromSite,
  })
  expect(refused.status()).toBe(403)

  const staffEmail = await supportStaff()
  await adminSignIn(page, staffEmail, PASSWORD)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/soporte')
  await page.getByLabel('Email o nombre del cliente').fill(`certificado-${stamp}`)
  await page.getByRole('button', { name: 'Buscar' }).click()
  const section = page.getByTestId('customer-certificates')
  const row = section.locator(`tr[data-certificate="${code}"]`)
  await expect(row).toHaveAttribute('data-state', 'active')
  await expect(row).toContainText('Marta Ruiz Gil')
  await expect(row).toContainText('Válido')
  const link = row.getByRole('link', { name: code })
  await expect(link).toHaveAttribute('href', `/certificados/${code}`)
  await expect(link).toHaveAttribute('target', '_blank')

  await row.getByRole('button', { name: 'Revocar' }).click()
  await expect(row).toContainText(`¿Revocar el certificado ${code} a nombre de Marta Ruiz Gil?`)
  // The reason is required: confirming without one sends nothing.
  await row.getByRole('button', { name: 'Confirmar revocación' }).click()
  await expect(row).toHaveAttribute('data-state', 'active')
  await row.getByLabel('Motivo de la revocación').fill('Cuenta compartida con otra persona')
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="customer-certificates"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(' | ')}`)).toEqual([])
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await section.screenshot({ path: `.data/screenshots/support-certificate-confirm-${width}.png` })
  }
  await row.getByRole('button', { name: 'Confirmar revocación' }).click()

  await expect(row).toHaveAttribute('data-state', 'revoked', { timeout: 30_000 })
  await expect(row).toContainText('Revocado')
  await expect(row).toContainText('Cuenta compartida con otra persona')
  await expect(row).toContainText(staffEmail)
  await expect(row.getByRole('button', { name: 'Revocar' })).toHaveCount(0)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await section.screenshot({ path: `.data/screenshots/support-certificate-revoked-${width}.png` })
  }
  const [stored] = (await payload.find({ collection: 'certificates', where: { code: { equals: code } }, depth: 1 }))
    .docs
  expect(stored.revokedReason).toBe('Cuenta compartida con otra persona')
  expect(typeof stored.revokedBy === 'object' && stored.revokedBy?.email).toBe(staffEmail)

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/certificados/${code}`)
  const card = visitor.getByTestId('certificate')
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('Certificado revocado')
  await expect(card.getByTestId('certificate-status')).toContainText('revocó este certificado')
  await expect(card.getByTestId('certificate-status')).toContainText('Motivo: Cuenta compartida con otra persona')
})
