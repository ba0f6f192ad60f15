import { expect, test } from '@playwright/test'

const admin = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }

test('the home page lists the seeded modules from the database', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const grid = page.getByTestId('module-grid')
  for (const title of ['Diagnóstico GEO', 'Fundamentos GEO', 'Contexto Semántico', 'Autoridad Generativa']) {
    await expect(grid.getByText(title, { exact: false })).toBeVisible()
  }
})

test('an admin edits a module title in /admin and the public page shows it', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/correo electrónico|email/i).fill(admin.email)
  await page.getByLabel(/contraseña/i).fill(admin.password)
  await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/collections/modules?limit=20')
  await page.getByRole('link', { name: 'Contexto Semántico' }).first().click()
  const title = page.locator('input[name="title"]')
  await expect(title).toHaveValue('Contexto Semántico', { timeout: 30_000 })
  const newTitle = `Contexto Semántico ${Date.now().toString(36)}`
  await title.fill(newTitle)
  await page.getByRole('button', { name: /guardar/i }).click()
  // Saved: the document header shows the stored title.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 15_000 })

  await expect
    .poll(
      async () => {
        await page.goto('/')
        return page.getByTestId('module-grid').textContent()
      },
      { timeout: 10_000 },
    )
    .toContain(newTitle)

  // Leave the catalogue as the other tests expect it.
  await page.goto('/admin/collections/modules?limit=20')
  await page.getByRole('link', { name: newTitle }).first().click()
  await page.locator('input[name="title"]').fill('Contexto Semántico')
  await page.getByRole('button', { name: /guardar/i }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contexto Semántico', { timeout: 15_000 })
})

test('customers cannot open the admin panel', async ({ page, request }) => {
  const email = `cliente-${Date.now()}@example.com`
  const created = await request.post('/api/users', { data: { email, password: 'cliente-123', name: 'Cliente' } })
  expect(created.status()).toBe(201)
  await page.goto('/admin/login')
  await page.getByLabel(/correo electrónico|email/i).fill(email)
  await page.getByLabel(/contraseña/i).fill('cliente-123')
  await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
  await expect(page.getByText(/no tienes acceso|unauthorized|no autorizado/i).first()).toBeVisible({ timeout: 15_000 })
})
