/**
 * A customer's money in one place (issue 29): the desk shows orders with their invoices, the payment in
 * Stripe, refunds, e-mails and guest links in their real state, and follows a refund by itself; a fully
 * refunded guest keeps a read-only page of orders and invoices; an invoice in the admin reads as text
 * (issuer, buyer, lines), downloads as PDF and is found by e-mail; orders are not edited by hand.
 */
import { expect, test, type Page } from '@playwright/test'

import { adminSignIn } from '../support/admin'
import { postCheckout } from '../support/api'
import { waitForMail } from '../support/mail'
import { activeCodes, testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, waitFor } from '../support/stripe'

const PASSWORD = 'clave-segura-123'
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

async function guestPurchase(prefix: string) {
  const email = `${prefix}-${Date.now().toString(36)}@example.com`
  const checkout = await postCheckout({
    productType: 'module',
    module: 'f3',
    acceptTerms: true,
    withdrawalConsent: true,
  })
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
  const sessionId = sessionIdFromUrl(checkout.body.url)
  await payOnHostedPage(sessionId, email)
  await waitFor(async () => (await activeCodes(email)).join() === 'F3')
  const payload = await testPayload()
  const order = (
    await payload.find({ collection: 'orders', where: { stripeSessionId: { equals: sessionId } }, depth: 0 })
  ).docs[0]
  return { email, order }
}

async function staff(role: 'support' | 'admin') {
  const payload = await testPayload()
  const email = `${role}-dinero-${Date.now().toString(36)}@academiageo.test`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: role === 'support' ? 'Soporte' : 'Administración', role },
  })
  return email
}

/** Every CSP violation the page reports (the JSON editor's Monaco would be one). */
function cspViolations(page: Page) {
  const seen: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute)/i.test(m.text())) seen.push(m.text())
  })
  return seen
}

test("the desk shows a customer's money in one place and follows a full refund by itself; the buyer keeps orders and invoices", async ({
  page,
  browser,
}) => {
  const { email, order } = await guestPurchase('dinero')
  const accessMail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  const link = accessMail.text.match(/\/guest-access\?token=[\w-]+/)![0]

  await adminSignIn(page, await staff('support'), PASSWORD)
  await page.setViewportSize({ width: 1280, height: 900 })
  // Several matches: each says how many orders, the last one's date and state, and what was paid.
  const prefix = email.split('@')[0]
  await (
    await testPayload()
  ).create({
    collection: 'users',
    data: { email: `${prefix}.otra@example.com`, password: PASSWORD, name: 'Otra clienta', role: 'customer' },
  })
  await page.goto(`/admin/soporte?q=${encodeURIComponent(prefix)}`)
  const matches = page.getByTestId('search-results')
  const summary = matches.locator('li', { hasText: email })
  await expect(summary.getByTestId('match-summary')).toContainText(
    /1 pedido · último \d{1,2} \S+ \d{4}, \d{1,2}:\d{2} \(Pagado\) · pagado [\d,.]+\s€/,
  )
  await expect(matches.locator('li', { hasText: `${prefix}.otra@` }).getByTestId('match-summary')).toHaveText(
    'sin pedidos',
  )
  await page.screenshot({ path: '.data/screenshots/support-matches-1280.png', fullPage: true })
  await page.goto(`/admin/soporte?email=${encodeURIComponent(email)}`)
  const file = page.getByTestId('customer-file')
  const row = file.locator(`tr[data-order="${order.id}"]`)
  await expect(row).toContainText('Módulo F3')
  await expect(row).toContainText('Pagado')
  await expect(row.getByTestId('stripe-link')).toHaveAttribute(
    'href',
    `https://dashboard.stripe.com/test/payments/${order.paymentIntentId}`,
  )
  await expect(row.locator('[data-kind="invoice"]')).toContainText(/Factura \d{4}-A-\d{6}/, { timeout: 20_000 })
  await expect(file.getByTestId('guest-links').locator('li').first()).toHaveAttribute('data-state', 'active')
  await expect(file.getByTestId('customer-emails')).toContainText(/Tu acceso a/)

  await row.getByRole('button', { name: 'Reembolsar pedido' }).click()
  await row.getByLabel('Motivo del reembolso').fill('Garantía de 30 días')
  await row.getByRole('button', { name: 'Confirmar reembolso' }).click()

  // No reload: the desk follows Stripe's events, the rectifying invoice and the e-mails.
  const refunded = file.locator(`tr[data-order="${order.id}"][data-status="refunded"]`)
  await expect(refunded).toContainText('Reembolsado', { timeout: 20_000 })
  await expect(refunded.locator('[data-kind="rectifying"]')).toContainText(/Rectificativa \d{4}-R-\d{6}/, {
    timeout: 20_000,
  })
  await expect(refunded.locator('[data-kind="rectifying"] a').first()).toHaveAttribute(
    'href',
    /^\/api\/invoice-pdf\/\d+$/,
  )
  await expect(file.getByTestId('guest-links').locator('li').first()).toHaveAttribute('data-state', 'history')
  await expect(file.getByTestId('guest-links')).toContainText('Solo pedidos y facturas')
  await expect(file.getByTestId('customer-emails')).toContainText(/reembolso/i, { timeout: 20_000 })
  // Support can still send the buyer their link (to their orders and invoices).
  await file.getByRole('button', { name: 'Reenviar enlace de acceso' }).click()
  await expect(file.getByRole('status').filter({ hasText: 'Enlace nuevo enviado' })).toBeVisible()
  await page.screenshot({ path: '.data/screenshots/support-money-1280.png', fullPage: true })

  // The buyer's page: not a dead end.
  const buyer = await (await browser.newContext()).newPage()
  for (const width of [390, 1280]) {
    await buyer.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await buyer.goto(link)
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText('Este acceso ya no está activo')
    await expect(buyer.getByTestId('guest-order')).toContainText('Reembolsado')
    await expect(buyer.getByTestId('guest-order')).not.toContainText('Garantía')
    await expect(buyer.getByTestId('invoice-entry')).toHaveCount(2)
    await expect(buyer.getByTestId('guest-guides')).toHaveCount(0)
    await buyer.screenshot({ path: `.data/screenshots/guest-refunded-${width}.png`, fullPage: true })
  }
  const pdf = buyer
    .getByTestId('invoice-entry')
    .filter({ hasText: 'Rectificativa' })
    .getByRole('link', { name: /PDF de la factura/ })
  const res = await buyer.request.get((await pdf.getAttribute('href'))!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
})

test('an invoice in the admin reads as text and downloads; the list finds it by e-mail; an order lists its invoices and cannot be edited', async ({
  page,
}) => {
  const { email, order } = await guestPurchase('factura-admin')
  const payload = await testPayload()
  const find = async () =>
    (await payload.find({ collection: 'invoices', where: { buyerEmail: { equals: email } }, depth: 0 })).docs[0]
  await waitFor(async () => Boolean(await find()), 30_000)
  const invoice = await find()
  const issuer = invoice.issuer as { name: string; taxId: string }
  const lines = invoice.lines as { description: string }[]

  const violations = cspViolations(page)
  await adminSignIn(page, await staff('admin'), PASSWORD)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/collections/invoices/${invoice.id}`)
  await expect(page.getByTestId('invoice-issuer')).toContainText(issuer.name)
  await expect(page.getByTestId('invoice-issuer')).toContainText(issuer.taxId)
  await expect(page.getByTestId('invoice-buyer')).toContainText(email)
  await expect(page.getByTestId('invoice-lines')).toContainText(lines[0].description)
  await expect(page.getByTestId('invoice-lines').locator('tbody tr')).toHaveCount(lines.length)
  const download = page.getByTestId('invoice-pdf')
  await expect(download).toHaveText('Descargar PDF')
  // As the browser sends it on a click (Payload reads the session cookie only on same-site requests).
  const pdf = await page.request.get((await download.getAttribute('href'))!, { headers: sameOrigin })
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await page.screenshot({ path: '.data/screenshots/admin-invoice-1280.png', fullPage: true })
  expect(violations).toEqual([])

  // The list searches by e-mail, not only by number.
  await page.goto(`/admin/collections/invoices?search=${encodeURIComponent(email)}`)
  await expect(page.locator('table tbody')).toContainText(invoice.number)
  await page.screenshot({ path: '.data/screenshots/admin-invoices-search-1280.png', fullPage: true })

  // The order lists its invoices and is read-only, even for an admin.
  await page.goto(`/admin/collections/orders/${order.id}`)
  await expect(page.locator('.field-type.join')).toContainText(invoice.number, { timeout: 30_000 })
  await expect(page.locator('#field-status')).toBeVisible()
  await expect(page.getByRole('button', { name: /^(Guardar|Save)$/ })).toHaveCount(0)
  await page.screenshot({ path: '.data/screenshots/admin-order-1280.png', fullPage: true })
  const patched = await page.request.patch(`/api/orders/${order.id}`, {
    data: { amountTotal: 1, status: 'refunded' },
    headers: sameOrigin,
  })
  expect(patched.status()).toBe(403)
  expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).status).toBe('paid')
})
