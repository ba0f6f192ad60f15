import { expect, type Page } from '@playwright/test'

/** The seeded admin of the test database. */
export const ADMIN = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }

/** Fills in and sends the admin's sign-in form (the answer is the caller's to check). */
export async function submitAdminSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel(/correo electrónico|email/i).fill(email)
  await page.getByLabel(/contraseña/i).fill(password)
  await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
}

/** Signs a staff member (the seeded admin unless told) in to the admin and waits for its dashboard. */
export async function adminSignIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await submitAdminSignIn(page, email, password)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}
