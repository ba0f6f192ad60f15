import { expect, test } from '@playwright/test'

import { adminSignIn, publishChanges, submitAdminSignIn } from '../support/admin'

test('the home page lists the seeded modules from the database', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const grid = page.getByTestId('module-grid')
  for (const title of ['Diagnóstico GEO', 'Fundamentos GEO', 'Contexto Semántico', 'Autoridad Generativa']) {
    await expect(grid.getByText(title, { exact: false })).toBeVisible()
  }
})

test('an admin edits a module title in /admin and the public page shows it', async ({ page, baseURL }) => {
  // the admin's first load of the run compiles a large client bundle in the browser, beside three other lanes
  test.setTimeout(240_000)
  await adminSignIn(page)

  await page.goto('/admin/collections/modules?limit=20')
  await page.getByRole('link', { name: 'Contexto Semántico' }).first().click()
  await page.waitForURL(/\/admin\/collections\/modules\/\d+/)
  const id = Number(/\/modules\/(\d+)/.exec(page.url())?.[1])
  const title = page.locator('input[name="title"]')
  await expect(title).toHaveValue('Contexto Semántico', { timeout: 30_000 })
  const newTitle = `Contexto Semántico ${Date.now().toString(36)}`
  try {
    await title.fill(newTitle)
    // Saved (the header follows the field as it is typed, so it proves nothing): the publish request answered.
    expect((await publishChanges(page, `/api/modules/${id}`)).ok()).toBe(true)
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
  } finally {
    // Leave the catalogue as the other tests expect it: through the app, so that its cache follows too.
    const restored = await page.request.patch(`/api/modules/${id}`, {
      data: { title: 'Contexto Semántico', _status: 'published' },
      headers: { Origin: new URL(baseURL!).origin },
    })
    expect(restored.status()).toBe(200)
  }
})

test('customers cannot open the admin panel', async ({ page, request }) => {
  const email = `cliente-${Date.now()}@example.com`
  const created = await request.post('/api/users', { data: { email, password: 'cliente-123', name: 'Cliente' } })
  expect(created.status()).toBe(201)
  await submitAdminSignIn(page, email, 'cliente-123')
  await expect(page.getByText(/no tienes acceso|unauthorized|no autorizado/i).first()).toBeVisible({ timeout: 30_000 })
})
