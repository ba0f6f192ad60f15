import { expect, type Page } from '@playwright/test'

import { appUrl } from './api'
import { testPayload } from './payload'

/** The seeded admin of the test database. */
export const ADMIN = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }

/** Fills in and sends the admin's sign-in form (the answer is the caller's to check). */
export async function submitAdminSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.getByLabel(/correo electrónico|email/i).fill(email)
  await page.getByLabel(/contraseña/i).fill(password)
  await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
}

/** Signs in through the admin's form and waits for its dashboard (the form's own tests: csp.spec, foundation.spec). */
export async function adminSignInThroughForm(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await submitAdminSignIn(page, email, password)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/**
 * Signs a staff member (the seeded admin unless told) in with the request the admin's form sends, in the
 * page's browser context: its next page of the admin opens signed in, without loading the form and the
 * dashboard first. Returns the session's token for API calls.
 */
export async function adminSignIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  const response = await page.request.post('/api/users/login', {
    data: { email, password },
    headers: { Origin: new URL(appUrl()).origin },
  })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).token as string
}

const EDITOR_PASSWORD = 'editora-123'

/** A new editor account (role `editor`), signed in on `page` as `adminSignIn` does; returns the session's token. */
export async function editorSignIn(page: Page) {
  const payload = await testPayload()
  const email = `editora-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@academiageo.test`
  await payload.create({
    collection: 'users',
    data: { email, password: EDITOR_PASSWORD, name: 'Editora', role: 'editor' },
  })
  return adminSignIn(page, email, EDITOR_PASSWORD)
}

/**
 * Clicks the admin's publish button until the document's write (PATCH/POST to `apiPath`, not an autosave)
 * answers, and returns that answer. A click while the admin is autosaving the draft is dropped by the
 * admin (seen on a loaded CI run, the button enabled and nothing sent): it is given again, at most 4 times.
 */
export async function publishChanges(
  page: Page,
  apiPath: string,
  button = page.getByRole('button', { name: 'Publicar cambios' }),
) {
  for (let attempt = 1; ; attempt++) {
    const written = page.waitForResponse(
      (r) => r.url().includes(apiPath) && !r.url().includes('autosave=true') && r.request().method() !== 'GET',
      {
        timeout: 15_000,
      },
    )
    await button.click()
    try {
      return await written
    } catch (error) {
      if (attempt === 4) throw error
    }
  }
}
