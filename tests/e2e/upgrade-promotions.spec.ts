/**
 * Buying beyond the basics in the browser (issue 17): an account that owns F1 and F2 completes the course
 * for the difference (dashboard, module page and checkout show it; Stripe charges it; the success page
 * says it), a guest buys with a promotion code, and rejected codes say why. Each changed screen is checked
 * with axe and photographed at 390 and 1280 px (.data/screenshots/).
 */
import { expect, test, type Page } from '@playwright/test'

import { testAddress } from '../support/addresses'

import { adminSignIn } from '../support/admin'
import { api, appUrl, login } from '../support/api'
import { payOnHostedPage, sessionIdFromUrl } from '../support/stripe'
import { payOnStripePage } from '../support/stripe-page'
import { shoot } from '../support/shots'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const fromSite = () => ({ Origin: new URL(appUrl()).origin })
const euro = (text: string) => text.replace(/\u00a0/g, ' ')

async function buy(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/checkout', {
    data: { acceptTerms: true, withdrawalConsent: true, ...body },
    headers: fromSite(),
  })
  expect(res.status(), await res.text()).toBe(200)
  const sessionId = sessionIdFromUrl((await res.json()).url)
  await payOnHostedPage(sessionId)
  const verified = await page.request.post('/api/checkout/verify', { data: { sessionId } })
  expect((await verified.json()).success).toBe(true)
}

/** An editor's code, created through the REST API as the seeded admin. */
async function createCode(data: Record<string, unknown>) {
  const token = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const code = `E2E${Date.now().toString(36)}${(n += 1)}`.toUpperCase()
  const res = await api('POST', '/api/promotion-codes', {
    token,
    body: { code, kind: 'percent', percentOff: 10, appliesTo: 'all', ...data },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return code
}

test('an account that owns F1 and F2 completes the course for 30 €: dashboard, module page, checkout, Stripe, success', async ({
  page,
}) => {
  const email = uniqueEmail('completa')
  const signup = await page.request.post('/api/account/signup', {
    data: { name: 'Marta Gil', email, password: 'clave-segura-123' },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(signup.status()).toBe(201)
  await buy(page, { productType: 'module', module: 'f1' })
  await buy(page, { productType: 'module', module: 'f2' })

  // The pricing section of the prerendered home page asks the server for this visitor's price.
  await page.goto('/')
  await expect(page.getByTestId('personal-offer')).toContainText(/Completa el curso por 30\s€/)
  await shoot(page, 'buying-pricing-upgrade', { part: 'personal-offer' })

  await page.goto('/dashboard')
  const offer = page.getByTestId('upgrade-offer')
  await expect(offer.getByRole('heading')).toHaveText(/Completa el curso por 30\s€/)
  await expect(offer).toContainText('Añade F3, F4, F5')
  await shoot(page, 'buying-dashboard-upgrade', { part: 'upgrade-offer' })

  await page.goto('/curso/f3')
  await expect(page.getByTestId('offer-complete-link')).toHaveText(/por 30\s€/)
  await expect(page.getByTestId('locked-teaser')).toContainText('que ya pagaste por tus módulos')
  await shoot(page, 'buying-module-upgrade', { part: 'locked-teaser' })

  await page.getByTestId('offer-complete-link').click()
  await expect(page).toHaveURL(/\/checkout\?type=complete/)
  await expect(page.getByTestId('upgrade-credit')).toContainText('menos 20')
  expect(euro(await page.getByTestId('summary-total').innerText())).toBe('30 €')
  await expect(page.getByTestId('summary-breakdown')).toContainText('Descuento por los módulos que ya tienes')
  await shoot(page, 'buying-checkout-upgrade', { part: 'checkout-form' })

  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await page.getByRole('button', { name: /^Pagar 30/ }).click()
  await payOnStripePage(page)
  expect(euro(await page.getByTestId('success-paid').innerText())).toContain('Has pagado 30 €')
  await expect(page.getByTestId('success-paid')).toContainText('descuento por los módulos que ya tenías: −20')
  await shoot(page, 'buying-success-upgrade', { part: 'payment-success' })

  // Owning every module now: no more offers.
  await page.goto('/dashboard')
  await expect(page.getByTestId('upgrade-offer')).toHaveCount(0)
})

test('a guest buys the course with a promotion code typed in lower case', async ({ page }) => {
  const code = await createCode({ kind: 'amount', amountOff: 500, percentOff: null, appliesTo: 'complete' })
  await page.goto('/checkout?plan=complete')
  await page.getByTestId('promotion-code-input').fill(code.toLowerCase())
  await page.getByTestId('promotion-code-apply').click()
  await expect(page.getByTestId('promotion-code-message')).toContainText(`Código ${code} aplicado`)
  expect(euro(await page.getByTestId('summary-total').innerText())).toBe('45 €')
  await expect(page.getByTestId('summary-code')).toContainText(code)
  await shoot(page, 'buying-checkout-code', { part: 'checkout-form' })

  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await page.getByRole('button', { name: /^Pagar 45/ }).click()
  await payOnStripePage(page, uniqueEmail('con-codigo'))
  expect(euro(await page.getByTestId('success-paid').innerText())).toContain('Has pagado 45 €')
  await expect(page.getByTestId('success-paid')).toContainText(`código ${code}: −5`)
  await shoot(page, 'buying-success-code', { part: 'payment-success' })
})

test('rejected codes say why, next to the field; the total stays', async ({ page }) => {
  const courseOnly = await createCode({ appliesTo: 'complete' })
  await page.goto('/checkout?type=module&module=f1')
  const message = page.getByTestId('promotion-code-message')
  await page.getByTestId('promotion-code-input').fill('noexiste-2026')
  await page.getByTestId('promotion-code-apply').click()
  await expect(message).toHaveText('Ese código no existe. Revisa que esté bien escrito.')
  await expect(page.getByTestId('promotion-code-input')).toHaveAttribute('aria-invalid', 'true')
  expect(euro(await page.getByTestId('summary-total').innerText())).toBe('10 €')
  await shoot(page, 'buying-checkout-code-rejected', { part: 'checkout-form' })

  await page.getByTestId('promotion-code-input').fill(courseOnly)
  await page.getByTestId('promotion-code-apply').click()
  await expect(message).toHaveText('Ese código no se aplica a este producto.')
  // Choosing the complete course, the same code applies.
  await page.getByRole('radio', { name: /Curso completo/ }).check()
  await page.getByTestId('promotion-code-apply').click()
  await expect(message).toContainText(`Código ${courseOnly} aplicado`)
  expect(euro(await page.getByTestId('summary-total').innerText())).toBe('45 €')
})

test('the admin lists promotion codes with their uses and revenue, and shows one to edit', async ({ page }) => {
  const code = await createCode({ maxUses: 100, oncePerCustomer: true })
  await adminSignIn(page)
  await page.goto('/admin/collections/promotion-codes')
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row).toBeVisible({ timeout: 30_000 })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `.data/screenshots/buying-admin-codes-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await row.getByRole('link', { name: code }).click()
  await expect(page.getByLabel('Una vez por cliente')).toBeChecked({ timeout: 30_000 })
  await expect(page.getByText('Ingresos generados (€)')).toBeVisible()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `.data/screenshots/buying-admin-code-${width}.png`, fullPage: true })
  }
})
