/**
 * Account security in the browser: /auth never follows a redirect to another origin (issue 9 item 1),
 * "Mi cuenta" lists the sessions and closes them (issue 20) at 390 px and 1280 px (screenshots in
 * .data/screenshots/), and support closes every session of a customer with a reason.
 */
import path from 'node:path'

import { expect, test, type Browser, type Page } from '@playwright/test'

import type { User } from '@/payload-types'

import { testPayload } from '../support/payload'

const PASSWORD = 'clave-segura-123'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const shots = path.resolve(import.meta.dirname, '../../.data/screenshots')

async function createUser(tag: string, role: User['role'] = 'customer'): Promise<User> {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    data: { email: uniqueEmail(tag), password: PASSWORD, name: `Cliente ${tag}`, role },
  })
}

async function signInByApi(page: Page, email: string) {
  const res = await page.request.post('/api/account/login', { data: { email, password: PASSWORD } })
  expect(res.status()).toBe(200)
}

/** Another browser (its own cookies and user-agent) signed in to the same account. */
async function otherDevice(browser: Browser, email: string, userAgent: string) {
  const context = await browser.newContext({ userAgent })
  const page = await context.newPage()
  await signInByApi(page, email)
  return { context, page }
}

/** Who the server thinks a browser context is (a same-origin request, as the page's own fetch would be). */
async function signedInAs(page: Page) {
  const res = await page.request.get('/api/account/me', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null
}

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'

test.describe('open redirect', () => {
  for (const evil of ['/.//evil.example', '/%2e//evil.example']) {
    test(`/auth?redirect=${evil} stays on this site, signed in already and after signing in`, async ({
      page,
      baseURL,
    }) => {
      const user = await createUser('redirect')
      const origin = new URL(baseURL!).origin
      await page.goto(`/auth?redirect=${encodeURIComponent(evil)}`)
      await page.locator('#signin-email').fill(user.email)
      await page.locator('#signin-password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
      expect(new URL(page.url()).origin).toBe(origin)
      // Already signed in: the server answers with a redirect of its own.
      await page.goto(`/auth?redirect=${encodeURIComponent(evil)}`)
      await page.waitForLoadState('domcontentloaded')
      expect(new URL(page.url()).origin).toBe(origin)
      expect(new URL(page.url()).pathname).toBe('/')
    })
  }
})

test.describe('Mi cuenta: sessions', () => {
  for (const width of [390, 1280]) {
    test(`lists the sessions, marks this one, closes one and the others (${width} px)`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: 900 })
      const user = await createUser(`sesiones-${width}`)
      await signInByApi(page, user.email)
      const phone = await otherDevice(browser, user.email, FIREFOX_ANDROID)
      const mac = await otherDevice(browser, user.email, SAFARI_MAC)
      expect(await signedInAs(phone.page)).toBe(user.email)

      // Reachable from the account menu.
      await page.goto('/')
      await page.getByTestId('account-menu-button').click()
      await page.getByRole('link', { name: 'Mi cuenta' }).click()
      await expect(page).toHaveURL(/\/cuenta$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible()

      const items = page.getByTestId('session-list').locator('li')
      await expect(items).toHaveCount(3)
      await expect(items.first()).toContainText('Esta sesión')
      await expect(items.first()).toContainText(/Chrome en (Windows|Linux|Mac)/)
      await expect(page.getByTestId('session-list')).toContainText('Firefox en Android')
      await expect(page.getByTestId('session-list')).toContainText('Safari en Mac')
      await expect(items.first()).toContainText('Última actividad')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: path.join(shots, `cuenta-sesiones-${width}.png`), fullPage: true })

      // Close the phone's session: the phone is signed out.
      await items.filter({ hasText: 'Firefox en Android' }).getByRole('button', { name: 'Cerrar esta sesión' }).click()
      await expect(items).toHaveCount(2)
      expect(await signedInAs(phone.page)).toBeNull()
      expect(await signedInAs(mac.page)).toBe(user.email)

      // Close the others: only this one is left, and it still works.
      await page.getByRole('button', { name: 'Cerrar las demás' }).click()
      await expect(items).toHaveCount(1)
      await expect(page.getByRole('button', { name: 'Cerrar las demás' })).toHaveCount(0)
      expect(await signedInAs(mac.page)).toBeNull()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: path.join(shots, `cuenta-sesiones-sola-${width}.png`), fullPage: true })

      // Closing this one signs out.
      await items.first().getByRole('button', { name: 'Cerrar esta sesión' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByTestId('account-signin')).toBeVisible()
      await phone.context.close()
      await mac.context.close()
    })
  }

  test('signed out, /cuenta asks to sign in and comes back', async ({ page }) => {
    await page.goto('/cuenta')
    await expect(page.getByTestId('access-required')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth?redirect=/cuenta')
  })
})

test('support closes every session of a customer from the desk, with a reason', async ({ page, browser }) => {
  const agent = await createUser('agente', 'support')
  const customer = await createUser('cliente-soporte')
  const device = await otherDevice(browser, customer.email, FIREFOX_ANDROID)
  expect(await signedInAs(device.page)).toBe(customer.email)
  await signInByApi(page, agent.email)
  await page.goto(`/admin/soporte?email=${encodeURIComponent(customer.email)}`)
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Sesiones' }) })
  await expect(section).toContainText('Hay 1 sesión abierta.')
  await section.getByLabel('Motivo').fill('Móvil robado')
  await section.getByRole('button', { name: 'Cerrar todas las sesiones' }).click()
  await expect(section.getByRole('status')).toHaveText('Se ha cerrado 1 sesión.')
  await expect(section).toContainText('No hay sesiones abiertas.')
  expect(await signedInAs(device.page)).toBeNull()
  await device.context.close()
})
