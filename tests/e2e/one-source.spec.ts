/**
 * One source for every title (issue 15, item 9) and the small content fixes of item 11: renaming a
 * module in the CMS renames every place that names it; the mobile menu groups its links; no "Coach GEO"
 * link that lands elsewhere. Screenshots at 390 px and 1280 px go to .data/screenshots/.
 */
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { testAddress } from '../support/addresses'

import { api, appUrl, login } from '../support/api'
import { firstLink, waitForMail } from '../support/mail'
import { extractPdfPageTexts } from '../support/pdf-text'
import { payOnHostedPage, sessionIdFromUrl } from '../support/stripe'
import { ADMIN } from '../support/admin'
import { SCREENSHOTS, shoot } from '../support/shots'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const fromSite = () => ({ Origin: new URL(appUrl()).origin })

async function buy(page: Page, body: Record<string, unknown>, guestEmail?: string) {
  const res = await page.request.post('/api/checkout', {
    data: { acceptTerms: true, withdrawalConsent: true, ...body },
    headers: fromSite(),
  })
  expect(res.status(), await res.text()).toBe(200)
  const sessionId = sessionIdFromUrl((await res.json()).url)
  await payOnHostedPage(sessionId, guestEmail)
  const verified = await page.request.post('/api/checkout/verify', { data: { sessionId }, headers: fromSite() })
  expect((await verified.json()).success).toBe(true)
}

/** Opens the mobile menu (retrying until hydrated) and returns it. */
async function openMobileMenu(page: Page) {
  const menu = page.locator('#menu-movil')
  await expect(async () => {
    await page.getByRole('button', { name: 'Abrir menú' }).click({ timeout: 2_000 })
    await expect(menu).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  return menu
}

test('9 · renaming a module renames it in the menus, related links, guide titles and e-mails', async ({
  page,
  browser,
}) => {
  const token = await login(ADMIN.email, ADMIN.password)
  const found = await api('GET', '/api/modules?where[slug][equals]=f2&depth=0', { token })
  const f2 = found.body.docs[0]
  const original = f2.title as string
  const renamed = `${original} Aplicado`

  // An account and a guest who own F2.
  const owner = await browser.newPage()
  const ownerEmail = uniqueEmail('titular')
  const signup = await owner.request.post('/api/account/signup', {
    data: { name: 'Titular', email: ownerEmail, password: 'clave-segura-123' },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(signup.status()).toBe(201)
  await buy(owner, { productType: 'module', module: 'f2' })

  const patched = await api('PATCH', `/api/modules/${f2.id}`, { token, body: { title: renamed } })
  expect(patched.status, JSON.stringify(patched.body)).toBe(200)
  try {
    // Desktop menu.
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(async () => {
      await page.goto('/radar-ia/muerte-seo-tradicional')
      await page.getByRole('button', { name: 'Curso' }).click({ timeout: 2_000 })
      await expect(page.locator('#menu-curso').getByRole('link', { name: `F2: ${renamed}`, exact: true })).toBeVisible({
        timeout: 1_000,
      })
    }).toPass({ timeout: 30_000 })
    // "Sigue leyendo" of the article, and its Markdown twin.
    await expect(
      page.locator('#relacionado').getByRole('link', { name: `F2: ${renamed} en la metodología` }),
    ).toHaveAttribute('href', '/metodologia#f2')
    await expect(page.locator('#relacionado')).not.toContainText(`F2: ${original} en`)
    const twin = await (await page.request.get('/radar-ia/muerte-seo-tradicional.md')).text()
    expect(twin).toContain(`F2: ${renamed} en la metodología`)
    await shoot(page, 'article-renamed-module', { axe: false })

    // Mobile menu.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const menu = await openMobileMenu(page)
    await expect(menu.getByRole('link', { name: `F2: ${renamed}`, exact: true })).toHaveAttribute('href', '/curso/f2')
    await expect(menu.getByText(`F2: ${original}`, { exact: true })).toHaveCount(0)

    // The owner's dashboard names the guide after the module.
    await owner.goto('/dashboard')
    await expect(owner.getByTestId('unlocked-modules')).toContainText(`Guía completa del módulo F2: ${renamed}`)
    await shoot(owner, 'dashboard-renamed-module', { axe: false })

    // The guide is rebuilt by the job queue: the owner's download has the new title on its cover and
    // their personal licence in the footer of every page.
    await expect(async () => {
      const pdf = await owner.request.get('/api/guides/f2', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
      expect(pdf.status()).toBe(200)
      const pages = await extractPdfPageTexts(new Uint8Array(await pdf.body()))
      expect(pages[0]!.replace(/\s+/g, ' ')).toContain(`GUÍA COMPLETA · MÓDULO F2 ${renamed}`)
      for (const text of pages)
        expect(text.trim().split('\n').at(-1)).toBe(`Licencia personal de ${ownerEmail} · No redistribuir`)
    }).toPass({ timeout: 30_000 })

    // A guest buying now: the e-mail and the guest page carry the new title.
    const guestEmail = uniqueEmail('renombre')
    await buy(page, { productType: 'module', module: 'f2' }, guestEmail)
    const mail = await waitForMail(guestEmail, (m) => /guest-access\?token=/.test(m.text))
    expect(mail.text).toContain(renamed)
    await page.goto(firstLink(mail, /https?:\/\/\S+\/guest-access\?token=[A-Za-z0-9_-]+/))
    await expect(page.getByTestId('guest-guides')).toContainText(`Guía completa del módulo F2: ${renamed}`)
    await expect(page.getByTestId('guest-guides')).toContainText(/PDF · \d+(,\d+)? MB/)
  } finally {
    await api('PATCH', `/api/modules/${f2.id}`, { token, body: { title: original } })
    await owner.close()
  }
})

test('11 · the mobile menu groups the course apart from the other sections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const menu = await openMobileMenu(page)
  const course = menu.getByRole('list', { name: 'Curso', exact: true })
  const more = menu.getByRole('list', { name: 'Recursos', exact: true })
  await expect(course.getByRole('link', { name: /F1/ })).toBeVisible()
  for (const name of ['Metodología', 'Glosario', 'Radar IA']) {
    await expect(course.getByRole('link', { name, exact: true })).toHaveCount(0)
    await expect(more.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await page.screenshot({ path: path.join(SCREENSHOTS, 'mobile-menu-390.png') })
})

test('11 · /contenido-ia has no "Coach GEO" link that lands on another page', async ({ page }) => {
  await page.goto('/contenido-ia')
  await expect(page.getByRole('link', { name: /Coach GEO/ })).toHaveCount(0)
  await expect(page.locator('main a[href="/coach"]')).toHaveCount(0)
  await shoot(page, 'contenido-ia', { axe: false })
})

test('11 · each contact address is typed once in the site settings and every text follows it', async ({ page }) => {
  const token = await login(ADMIN.email, ADMIN.password)
  const before = (await api('GET', '/api/globals/site-settings?depth=0', { token })).body
  expect(before.contactEmail).toBeTruthy()
  expect(before.contactEmail).not.toBe(before.supportEmail)
  const changed = {
    contactEmail: `contacto-${Date.now().toString(36)}@example.com`,
    supportEmail: `ayuda-${Date.now().toString(36)}@example.com`,
  }
  const res = await api('POST', '/api/globals/site-settings', { token, body: changed })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  try {
    await expect(async () => {
      await page.goto('/acerca-de')
      await expect(page.locator('main')).toContainText(changed.contactEmail, { timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    // General questions to the contact address, purchases to the support address; no address typed in a text.
    await expect(page.locator('main')).toContainText(changed.supportEmail)
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: `Soporte: ${changed.supportEmail}` })).toHaveAttribute(
      'href',
      `mailto:${changed.supportEmail}`,
    )
    await expect(footer.getByRole('link', { name: changed.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${changed.contactEmail}`,
    )
    for (const path of ['/acerca-de', '/privacidad', '/terminos', '/contenido-ia']) {
      await expect(async () => {
        await page.goto(path)
        const text = await page.locator('body').innerText()
        expect(text, path).toContain(changed.contactEmail)
        expect(text, path).not.toContain(before.contactEmail)
        expect(text, path).not.toContain(before.supportEmail)
        expect(text, path).not.toMatch(/\{email-/)
      }).toPass({ timeout: 30_000 })
    }
    await shoot(page, 'contenido-ia-contacts', { axe: false })
  } finally {
    await api('POST', '/api/globals/site-settings', {
      token,
      body: { contactEmail: before.contactEmail, supportEmail: before.supportEmail },
    })
  }
  // The site follows the restored settings too (the AI files' sizes on /contenido-ia depend on them).
  for (const path of ['/contenido-ia', '/acerca-de', '/curso.geo.txt', '/llms-full.txt']) {
    await expect(async () => {
      const text = await (await page.request.get(path)).text()
      expect(text, path).not.toContain(changed.contactEmail)
      expect(text, path).not.toContain(changed.supportEmail)
    }).toPass({ timeout: 30_000 })
  }
})
