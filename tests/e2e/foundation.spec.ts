import { expect, test, type Page } from '@playwright/test'

import { adminSignIn, submitAdminSignIn } from '../support/admin'


test('the home page lists the seeded modules from the database', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const grid = page.getByTestId('module-grid')
  for (const title of ['Diagnóstico GEO', 'Fundamentos GEO', 'Contexto Semántico', 'Autoridad Generativa']) {
    await expect(grid.getByText(title, { exact: false })).toBeVisible()
  }
})

test('an admin edits a module title in /admin and the public page shows it', async ({ page }) => {
  // the admin's first load of the run compiles a large client bundle in the browser, beside three other lanes
  test.setTimeout(240_000)
  await adminSignIn(page)

  await page.goto('/admin/collections/modules?limit=20')
  await page.getByRole('link', { name: 'Contexto Semántico' }).first().click()
  const title = page.locator('input[name="title"]')
  await expect(title).toHaveValue('Contexto Semántico', { timeout: 30_000 })
  const newTitle = `Contexto Semántico ${Date.now().toString(36)}`
  await title.fill(newTitle)
  // Saved (the header follows the field as it is typed, so it proves nothing): the publish request answered.
  await publish(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 30_000 })

  await expect
    .poll(
      async () => {
        await page.goto('/')
        return page.getByTestId('module-grid').textContent()
      },
      { timeout: 30_000 },
    )
    .toContain(newTitle)

  // Leave the catalogue as the other tests expect it.
  await page.goto('/admin/collections/modules?limit=20')
  await page.getByRole('link', { name: newTitle }).first().click()
  await page.locator('input[name="title"]').fill('Contexto Semántico')
  await publish(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contexto Semántico', { timeout: 30_000 })
})

/** Clicks «Publicar cambios» and waits for the module's write to be stored (not an autosave of the draft). */
async function publish(page: Page) {
  const saved = page.waitForResponse((r) => /\/api\/modules\/\d+/.test(r.url()) && !r.url().includes('autosave=true') && r.request().method() !== 'GET')
  await page.getByRole('button', { name: 'Publicar cambios' }).click()
  expect((await saved).ok()).toBe(true)
}

test('customers cannot open the admin panel', async ({ page, request }) => {
  const email = `cliente-${Date.now()}@example.com`
  const created = await request.post('/api/users', { data: { email, password: 'cliente-123', name: 'Cliente' } })
  expect(created.status()).toBe(201)
  await submitAdminSignIn(page, email, 'cliente-123')
  await expect(page.getByText(/no tienes acceso|unauthorized|no autorizado/i).first()).toBeVisible({ timeout: 30_000 })
})
