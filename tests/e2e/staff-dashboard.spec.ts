/**
 * Issue 29, items 6 and 7 in Chromium at 1280 px (and the dashboard at 390 px): the business overview
 * on `/admin` for admin and support, with its chart and the support desk one click away, and not for
 * editors; an editor who publishes a price sees it no longer pending; the SEO fields sit in the
 * sidebar in Spanish and their «Generar» fills a description its own check accepts; the article's
 * date says what it is. Screenshots go to .data/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test'

import { formatEuros } from '@/content/money'

import { adminSignIn, publishChanges } from '../support/admin'
import { testPayload } from '../support/payload'

const PASSWORD = 'personal-123'

async function staffSignIn(page: Page, role: 'editor' | 'support') {
  const payload = await testPayload()
  const email = `${role}-panel-${Date.now().toString(36)}@academiageo.test`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: role, role } })
  return adminSignIn(page, email, PASSWORD)
}

test.use({ viewport: { width: 1280, height: 900 } })

test('admin and support see the business overview with its chart and the desk one click away; editors their newsroom', async ({
  page,
  browser,
}) => {
  await adminSignIn(page)
  await page.goto('/admin')
  const overview = page.locator('section[aria-labelledby="business-overview-title"]')
  await expect(overview).toContainText('Resumen del negocio')
  for (const id of ['overview-today', 'overview-week', 'overview-month', 'overview-operations'])
    await expect(overview.getByTestId(id)).toBeVisible()
  await expect(overview.locator('.recharts-surface').first()).toBeVisible()
  await expect(overview.locator('.recharts-bar-rectangle, .recharts-legend-item').first()).toBeAttached()
  await page.screenshot({ path: '.data/screenshots/admin-business-overview-1280.png', fullPage: true })
  await overview.getByRole('link', { name: /Atención al cliente/ }).click()
  await expect(page).toHaveURL(/\/admin\/soporte$/)

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  })
  const small = await phone.newPage()
  await adminSignIn(small)
  await small.goto('/admin')
  await expect(small.locator('section[aria-labelledby="business-overview-title"]')).toBeVisible()
  await small.screenshot({ path: '.data/screenshots/admin-business-overview-390.png', fullPage: true })
  await phone.close()

  const support = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  })
  const supportPage = await support.newPage()
  await staffSignIn(supportPage, 'support')
  await supportPage.goto('/admin')
  await expect(supportPage.locator('section[aria-labelledby="business-overview-title"]')).toBeVisible()
  await support.close()

  const editor = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  })
  const editorPage = await editor.newPage()
  await staffSignIn(editorPage, 'editor')
  await editorPage.goto('/admin')
  await expect(editorPage.locator('section[aria-labelledby="editors-dashboard-title"]')).toBeVisible()
  await expect(editorPage.getByText('Resumen del negocio')).toHaveCount(0)
  await editor.close()
})

test('after publishing a price the impact note shows it published, not pending', async ({ page }) => {
  const payload = await testPayload()
  const [module] = (await payload.find({ collection: 'modules', where: { code: { equals: 'F2' } }, depth: 0 })).docs
  const token = await staffSignIn(page, 'editor')
  const newPrice = module.price + 130
  try {
    await page.goto(`/admin/collections/modules/${module.id}`)
    const price = page.locator('input[name="price"]')
    await expect(price).toHaveValue(String(module.price / 100).replace('.', ','), { timeout: 30_000 })
    await price.fill(String(newPrice / 100).replace('.', ','))
    const row = page.locator('.price-impact tbody tr').first()
    await expect(row.locator('td').nth(1)).toHaveText(formatEuros(module.price))
    await expect(row.locator('td').nth(2)).toHaveText(formatEuros(newPrice))
    expect((await publishChanges(page, `/api/modules/${module.id}`)).ok()).toBe(true)
    await expect(page.getByText('Publicado: ya se ve en la web.')).toBeVisible()
    await expect(page.getByTestId('publish-status').getByRole('link', { name: 'Ver en la web' })).toHaveAttribute(
      'href',
      `/curso/${module.slug}`,
    )
    // Published now: both columns say the new price.
    await expect(row.locator('td').nth(1)).toHaveText(formatEuros(newPrice), { timeout: 30_000 })
    await expect(row.locator('td').nth(2)).toHaveText(formatEuros(newPrice))
    await page.locator('.price-impact').scrollIntoViewIfNeeded()
    await page.screenshot({ path: '.data/screenshots/admin-price-published-1280.png' })
  } finally {
    const restored = await page.request.patch(`/api/modules/${module.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { price: module.price, _status: 'published' },
    })
    expect(restored.status()).toBe(200)
  }
})

test('SEO sits in the sidebar, in Spanish, and its «Generar» writes what its own check accepts', async ({ page }) => {
  const payload = await testPayload()
  const [article] = (await payload.find({ collection: 'articles', limit: 1, depth: 0 })).docs
  await staffSignIn(page, 'editor')
  await page.goto(`/admin/collections/articles/${article.id}`)
  const sidebar = page.locator('.document-fields__sidebar')
  await expect(sidebar.getByText('Título en buscadores')).toBeVisible({ timeout: 30_000 })
  await expect(sidebar.getByText('Descripción en buscadores')).toBeVisible()
  await expect(page.getByText(/comprobaciones correctas/)).toHaveCount(0)
  await expect(page.getByText('Fecha que muestra el artículo')).toBeVisible()
  const description = page.locator('textarea[name="meta.description"]')
  const before = await description.inputValue()
  // The second «Rellenar desde el contenido» of the SEO group is the description's (the first is the title's).
  await sidebar.getByText('Rellenar desde el contenido').nth(1).click()
  await expect(description).not.toHaveValue(before)
  const generated = await description.inputValue()
  expect(generated.length).toBeGreaterThan(0)
  expect(generated.length).toBeLessThanOrEqual(150)
  await expect(page.getByText('Demasiado largo')).toHaveCount(0)
  await sidebar.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.data/screenshots/admin-article-seo-sidebar-1280.png', fullPage: true })
})
