/**
 * The Content-Security-Policy is enforced and nothing the site or the admin needs is blocked: every
 * public route (the CMS route list, as published in the sitemap, plus the noindex and personal
 * screens) and the admin (login, dashboard, a list, a rich-text edit view, the support desk) load in
 * Chromium with zero CSP violations. Screenshots of the home page and the admin are kept in
 * .data/test-results/screenshots for a visual check.
 */
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { adminSignInThroughForm } from '../support/admin'

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../.data/test-results/screenshots')

/** Routes kept out of the sitemap (noindex or personal) and a missing page. */
const UNLISTED = [
  '/privacidad',
  '/terminos',
  '/checkout',
  '/checkout?module=f3',
  '/success',
  '/auth',
  '/auth?mode=signup',
  '/dashboard',
  '/guest-access',
  '/guest-access/recuperar',
  '/no-existe-esta-pagina',
]

/** Every CSP violation the page reports (event or console), from the first byte of every document. */
async function watchViolations(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('__reportCsp', (line: string) => violations.push(`${page.url()}: ${line}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp: (line: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    )
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`)
  })
  return violations
}

async function publicRoutes(page: Page) {
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  // Home, ten static pages, seven modules and the Radar IA articles at least.
  expect(listed.length).toBeGreaterThanOrEqual(18)
  return [...listed, ...UNLISTED]
}

test('every public route loads with zero CSP violations', async ({ page }) => {
  test.setTimeout(240_000)
  const violations = await watchViolations(page)
  const routes = await publicRoutes(page)
  for (const route of routes) {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    // Hydrated: React ran (its inline payload and chunks were allowed).
    await expect
      .poll(() => page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f)))
      .toBe(true)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: path.join(SCREENSHOTS, 'home-desktop.png'), fullPage: false })
  expect(violations).toEqual([])
})

/** Serves the real page, with its real headers, plus markup an attacker managed to inject into it. */
async function injectIntoHtml(page: Page, pathname: string, markup: string) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${markup}</head>`) })
    },
  )
}

test('the policy is enforced: eval, scripts from other origins and un-nonced admin scripts are blocked', async ({
  page,
}) => {
  const violations = await watchViolations(page)
  // Public page: inline scripts run (Next needs them), eval and other origins do not.
  await injectIntoHtml(
    page,
    '/',
    '<script>try { window.__evalRan = eval("1 + 1") === 2 } catch { window.__evalRan = false }</script>' +
      '<script src="https://evil.example/x.js"></script>',
  )
  await page.goto('/')
  expect(await page.evaluate(() => (window as unknown as { __evalRan?: boolean }).__evalRan)).toBe(false)
  await expect.poll(() => violations.join('\n')).toMatch(/script-src.*evil\.example/)
  expect(violations.join('\n')).toMatch(/script-src.*blocked eval/)

  // The admin runs only scripts carrying its nonce: an injected inline script does not run.
  await injectIntoHtml(page, '/admin/login', '<script>window.__inlineRan = true</script>')
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: /iniciar sesión|entrar/i })).toBeVisible({ timeout: 30_000 })
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
  await expect.poll(() => violations.join('\n')).toMatch(/\/admin\/login: script-src.*blocked inline/)
})

test('the admin works under its nonce policy: login, dashboard, lists, a rich-text edit, the support desk', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const violations = await watchViolations(page)
  await adminSignInThroughForm(page)
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-dashboard-desktop.png') })

  await page.goto('/admin/collections/faqs')
  const firstFaq = page.locator('table tbody tr a').first()
  await expect(firstFaq).toBeVisible({ timeout: 30_000 })
  await firstFaq.click()
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await expect(editor).toBeVisible({ timeout: 30_000 })
  await editor.click()
  await page.keyboard.type(' Texto de prueba')
  await expect(editor).toContainText('Texto de prueba')
  await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-richtext-desktop.png') })
  // The edit view's API tab (the document as JSON).
  const api = await page.goto(`${new URL(page.url()).pathname}/api`)
  expect(api?.status()).toBe(200)
  await page.waitForLoadState('networkidle')

  for (const route of [
    '/admin/collections/modules',
    '/admin/collections/media/create',
    '/admin/account',
    '/admin/soporte?email=alguien@example.com',
  ]) {
    const response = await page.goto(route)
    expect(response?.status(), route).toBeLessThan(400)
    await page.waitForLoadState('networkidle')
  }
  // Signed in, module pages and the dashboard are rendered for this visitor (dynamic pages).
  for (const route of ['/curso/f3', '/dashboard']) {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})
