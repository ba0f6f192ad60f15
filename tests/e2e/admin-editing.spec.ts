/**
 * Editors work in euros and hours, in Spanish: a module's price is typed as «12,50» and stored as
 * 1250 cents, its duration as «1,5» hours and stored as PT1H30M; a price Stripe would refuse is refused
 * with a Spanish message; list rows are named in Spanish. Drafts: what an editor types is autosaved as
 * a draft readers never see until «Publicar cambios»; an older version can be restored. Screenshots at
 * 1280 px go to .data/screenshots/.
 */
import { expect, test } from '@playwright/test'

import { formatEuros } from '@/content/money'

import { testPayload } from '../support/payload'
import { editorSignIn, publishChanges } from '../support/admin'

/** Signs a new editor in to the admin; returns their API token. */
test.use({ viewport: { width: 1280, height: 900 } })

test('an editor types a module price in euros and its duration in hours', async ({ page, request }) => {
  const payload = await testPayload()
  const [module] = (await payload.find({ collection: 'modules', where: { code: { equals: 'F4' } }, depth: 0 })).docs
  const token = await editorSignIn(page)
  await page.goto(`/admin/collections/modules/${module.id}`)
  const price = page.locator('input[name="price"]')
  const duration = page.locator('input[name="duration"]')
  await expect(price).toHaveValue('10', { timeout: 30_000 })
  await expect(duration).toHaveValue('3')
  await price.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.data/screenshots/admin-module-1280.png', fullPage: false })

  const save = () => publishChanges(page, `/api/modules/${module.id}`)
  try {
    // Below Stripe's minimum: refused in the form, in Spanish, nothing stored.
    await price.fill('0,30')
    await page.getByRole('button', { name: 'Publicar cambios' }).click()
    await expect(page.getByText(/inválido: Precio/).first()).toBeVisible()
    await price.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '.data/screenshots/admin-module-price-error-1280.png', fullPage: false })
    expect((await payload.findByID({ collection: 'modules', id: module.id, depth: 0 })).price).toBe(module.price)

    await price.fill('12,50')
    await duration.fill('1,5')
    expect((await save()).ok()).toBe(true)
    const stored = await payload.findByID({ collection: 'modules', id: module.id, depth: 0 })
    expect(stored.price).toBe(1250)
    expect(stored.duration).toBe('PT1H30M')
    await expect
      .poll(async () => (await (await request.get('/curso/f4')).text()).includes(formatEuros(1250)), {
        timeout: 30_000,
      })
      .toBe(true)

    // The list shows euros and hours too.
    await page.goto('/admin/collections/modules?limit=20')
    await expect(page.locator('tbody tr').filter({ hasText: module.title }).first()).toContainText(formatEuros(1250))
  } finally {
    // Through the app, so that its cache follows too.
    const restored = await request.patch(`/api/modules/${module.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { price: module.price, duration: module.duration },
    })
    expect(restored.status()).toBe(200)
  }
})

test('list rows in the admin are named in Spanish', async ({ page }) => {
  const payload = await testPayload()
  const [plan] = (await payload.find({ collection: 'pricing-plans', where: { slug: { equals: 'complete-course' } } }))
    .docs
  await editorSignIn(page)
  await page.goto(`/admin/collections/pricing-plans/${plan.id}`)
  await expect(page.locator('input[name="price"]')).toHaveValue('50', { timeout: 30_000 })
  await expect(page.getByText('Característica 01').first()).toBeVisible()
  await expect(page.getByText(/Feature \d/)).toHaveCount(0)
  await page.screenshot({ path: '.data/screenshots/admin-plan-1280.png', fullPage: true })
})

test("an editor's draft stays private until published, and an older version can be restored", async ({
  page,
  request,
}) => {
  const payload = await testPayload()
  const [term] = (await payload.find({ collection: 'glossary-terms', sort: 'order', limit: 1, depth: 0 })).docs
  const mark = `Definición en borrador ${Date.now().toString(36)}`
  const glossary = async () => (await request.get('/glosario.md')).text()
  await editorSignIn(page)
  await page.goto(`/admin/collections/glossary-terms/${term.id}`)
  const definition = page.locator('textarea[name="definition"]')
  await expect(definition).toHaveValue(term.definition, { timeout: 30_000 })

  // Typing autosaves a draft: stored as a version, not on the site.
  const autosaved = page.waitForResponse(
    (r) =>
      r.url().includes(`/api/glossary-terms/${term.id}`) &&
      r.url().includes('autosave=true') &&
      r.request().method() === 'PATCH',
  )
  await definition.fill(mark)
  expect((await autosaved).ok()).toBe(true)
  await page.screenshot({ path: '.data/screenshots/admin-draft-autosaved-1280.png', fullPage: false })
  expect((await payload.findByID({ collection: 'glossary-terms', id: term.id, depth: 0 })).definition).toBe(
    term.definition,
  )
  expect(await glossary()).not.toContain(mark)

  // Published: on the site.
  expect((await publishChanges(page, `/api/glossary-terms/${term.id}`)).ok()).toBe(true)
  // The admin says what it did: published, on the site (not «Se actualizó con éxito»).
  await expect(page.getByText('Publicado: ya se ve en la web.')).toBeVisible()
  await expect(page.getByTestId('publish-status')).toContainText('Publicado')
  await expect.poll(glossary, { timeout: 30_000 }).toContain(mark)

  // The history lists the versions; restoring the seeded one puts the old text back on the site.
  await page.goto(`/admin/collections/glossary-terms/${term.id}/versions`)
  const rows = page.locator('tbody tr')
  await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 })
  await page.screenshot({ path: '.data/screenshots/admin-versions-1280.png', fullPage: false })
  await rows.last().locator('a').first().click()
  // Restoring publishes at once, and the button and its confirmation say so.
  await page
    .getByRole('button', { name: /Restaurar y publicar/ })
    .first()
    .click()
  await expect(page.getByText(/lo publica al confirmar: la web cambia en ese momento/)).toBeVisible()
  await page.screenshot({ path: '.data/screenshots/admin-version-restore-1280.png', fullPage: false })
  await page.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/glossary-terms/${term.id}$`), { timeout: 30_000 })
  await expect
    .poll(async () => (await payload.findByID({ collection: 'glossary-terms', id: term.id, depth: 0 })).definition)
    .toBe(term.definition)
  await expect.poll(glossary, { timeout: 30_000 }).not.toContain(mark)
})
