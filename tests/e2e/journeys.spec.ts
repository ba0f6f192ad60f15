/**
 * Buyer journeys that must never end at a paywall or a dead end (issue 15): a signed-in buyer back from
 * Stripe's page, a guest reading what they bought, every state of a guest link, offers that depend on
 * what the viewer owns, and a payment cancelled on Stripe's page. Screenshots of each page at 390 px and
 * 1280 px go to .data/screenshots/.
 */

import { expect, test, type Page } from '@playwright/test'

import { testAddress } from '../support/addresses'

import { api, appUrl, login } from '../support/api'
import { firstLink, waitForMail } from '../support/mail'
import { payOnHostedPage, sessionIdFromUrl } from '../support/stripe'
import { ADMIN } from '../support/admin'
import { shoot } from '../support/shots'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const PASSWORD = 'clave-segura-123'
const fromSite = () => ({ Origin: new URL(appUrl()).origin })

async function signUp(page: Page, tag: string) {
  const email = uniqueEmail(tag)
  const res = await page.request.post('/api/account/signup', {
    data: { name: 'Compradora de prueba', email, password: PASSWORD },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(res.status(), await res.text()).toBe(201)
  return email
}

/** A Checkout Session created as this browser (signed in or not); returns its hosted page URL. */
async function startCheckout(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/checkout', {
    data: { acceptTerms: true, withdrawalConsent: true, ...body },
    headers: fromSite(),
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()).url as string
}

/** Buys and fulfils at once, as this browser. */
async function buy(page: Page, body: Record<string, unknown>, guestEmail?: string) {
  const sessionId = sessionIdFromUrl(await startCheckout(page, body))
  const location = await payOnHostedPage(sessionId, guestEmail)
  const verified = await page.request.post('/api/checkout/verify', { data: { sessionId }, headers: fromSite() })
  expect((await verified.json()).success).toBe(true)
  return location
}

async function guestLink(email: string) {
  const mail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  return firstLink(mail, /https?:\/\/\S+\/guest-access\?token=[A-Za-z0-9_-]+/)
}

const adminToken = () => login(ADMIN.email, ADMIN.password)

async function grantsOf(email: string, token: string) {
  const res = await api('GET', `/api/guest-grants?depth=0&where[email][equals]=${encodeURIComponent(email)}`, { token })
  expect(res.status).toBe(200)
  return res.body.docs as { id: number; purpose: string }[]
}

test('1 · a signed-in buyer back from Stripe (another site) downloads with the session, with no sign-in hint', async ({
  page,
}) => {
  await signUp(page, 'sesion')
  // Stripe's page is another site: 'localhost' is not the same site as '127.0.0.1', so the browser
  // arrives at /success with Sec-Fetch-Site: cross-site, as from checkout.stripe.com.
  const hosted = new URL(await startCheckout(page, { productType: 'module', module: 'f3' }))
  hosted.hostname = 'localhost'
  const arrival = page.waitForRequest((r) => r.url().includes('/success?session_id='))
  await page.goto(hosted.toString())
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  expect((await (await arrival).allHeaders())['sec-fetch-site']).toBe('cross-site')

  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Tus guías también están en')).toBeVisible()
  await expect(page.getByText(/Inicia sesión/)).toHaveCount(0)
  const button = page.getByTestId('download-f3')
  await expect(button).toHaveAttribute('href', '/api/guides/f3')
  const download = page.waitForEvent('download')
  await button.click()
  expect((await download).suggestedFilename()).toBe('guia-completa-modulo-f3.pdf')
  await expect(button).toContainText('Descarga completada')
  await expect(page.getByText('No se encontró el token de acceso')).toHaveCount(0)
  await shoot(page, 'success-signed-in', { axe: false })
})

test("1 · the buyer's browser, signed out, sees the sign-in hint for an account purchase; another browser only that it was paid", async ({
  page,
  browser,
}) => {
  await signUp(page, 'fuera')
  const location = await buy(page, { productType: 'module', module: 'f1' })
  await page.request.post('/api/account/logout', { headers: fromSite() })
  await page.goto(location)
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('con la cuenta de tu compra para descargar tus guías')).toBeVisible()
  await expect(
    page.getByTestId('success-downloads').getByRole('link', { name: /Inicia sesión para descargar/ }),
  ).toBeVisible()
  // A browser that did not start this checkout learns only that it was paid.
  const other = await browser.newPage()
  await other.goto(location)
  await expect(other.getByRole('heading', { name: 'Pago completado' })).toBeVisible({ timeout: 20_000 })
  await expect(other.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/auth?redirect=%2Fdashboard',
  )
  await expect(other.getByTestId('success-downloads')).toHaveCount(0)
  await other.close()
})

test('2 · a guest reads what they bought online, is not sold it again, and a revoked link ends it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('lectora')
  const location = await payOnHostedPage(
    sessionIdFromUrl(await startCheckout(page, { productType: 'module', module: 'f2' })),
    email,
  )

  // Straight from the success page: the module is open, no paywall.
  await page.goto(location)
  await expect(page.getByTestId('success-message')).toContainText('Ya tienes acceso al módulo F2')
  await page.goto('/curso/f2')
  await expect(page.getByTestId('locked-teaser')).toHaveCount(0)
  await expect(page.getByText(/Desbloquear/)).toHaveCount(0)
  // Other modules are still offered.
  await page.goto('/curso/f3')
  await expect(page.getByTestId('unlock-module')).toBeVisible()

  // Another browser opens the e-mailed link: the token stays in that page only.
  const link = await guestLink(email)
  const context = await browser.newContext()
  const guest = await context.newPage()
  await guest.goto(link)
  await expect(guest.getByRole('heading', { level: 1, name: 'Acceso Confirmado' })).toBeVisible()
  const read = guest.getByTestId('read-f2')
  await expect(read).toHaveAttribute('href', '/curso/f2')
  await shoot(guest, 'guest-access-valid', { axe: false })
  await guest.setViewportSize({ width: 1280, height: 900 })
  await read.click()
  await expect(guest).toHaveURL(/\/curso\/f2$/)
  await expect(guest.getByTestId('locked-teaser')).toHaveCount(0)
  const cookie = (await context.cookies()).find((c) => c.name === 'ag-guest')
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.value).not.toContain(new URL(link).searchParams.get('token')!)
  const premium = await (
    await api('GET', '/api/modules?where[slug][equals]=f2&depth=0', { token: await adminToken() })
  ).body.docs[0]
  const premiumTitle = premium.premiumSections?.[0]?.title
  expect(premiumTitle).toBeTruthy()
  await expect(guest.getByRole('heading', { name: premiumTitle, exact: true })).toBeVisible()
  await shoot(guest, 'module-f2-guest', { axe: false })

  // The checkout does not sell it again to this browser.
  await guest.goto('/checkout?module=f2')
  await expect(guest.getByTestId('checkout-notice')).toContainText('Ya tienes acceso al módulo F2')
  await expect(guest.getByTestId('guest-owned')).toContainText('F2')
  const again = await guest.request.post('/api/checkout', {
    data: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2' },
    headers: fromSite(),
  })
  expect(again.status()).toBe(409)

  // Revoking the guest links ends the browser grant at once.
  const token = await adminToken()
  for (const grant of await grantsOf(email, token)) {
    const res = await api('PATCH', `/api/guest-grants/${grant.id}`, {
      token,
      body: { revokedAt: new Date().toISOString() },
    })
    expect(res.status).toBe(200)
  }
  await guest.goto('/curso/f2')
  await expect(guest.getByTestId('locked-teaser')).toBeVisible()
  await expect(guest.getByRole('heading', { name: premiumTitle, exact: true })).toHaveCount(0)
  await context.close()
})

test('3, 4 · every state of a guest link has its own page and stays on it', async ({ page }) => {
  const settings = await (await page.request.get('/api/globals/site-settings?depth=0')).json()
  // Unknown, or no token: no bounce to the home page, the error and the form.
  for (const url of ['/guest-access?token=esto-no-es-un-token', '/guest-access']) {
    await page.goto(url)
    await page.waitForTimeout(1500)
    await expect(page).toHaveURL(/\/guest-access/)
    await expect(page.getByRole('heading', { level: 1, name: 'No reconocemos este enlace de acceso' })).toBeVisible()
    await expect(page.getByTestId('lost-link').getByRole('heading', { name: 'Pedir un enlace nuevo' })).toBeVisible()
  }
  await shoot(page, 'guest-access-unknown', { axe: false })

  // Expired: the same page, and a new link can be asked for there.
  const expiredEmail = uniqueEmail('caducada')
  await buy(page, { productType: 'module', module: 'f4' }, expiredEmail)
  const expiredLink = await guestLink(expiredEmail)
  const token = await adminToken()
  for (const grant of await grantsOf(expiredEmail, token)) {
    await api('PATCH', `/api/guest-grants/${grant.id}`, {
      token,
      body: { expiresAt: new Date(Date.now() - 60_000).toISOString() },
    })
  }
  await page.goto(expiredLink)
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\/guest-access\?token=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace de acceso ha caducado' })).toBeVisible()
  await expect(page.getByText('Acceso Confirmado')).toHaveCount(0)
  const form = page.getByTestId('lost-link')
  await expect(form.getByRole('heading', { name: 'Pedir un enlace nuevo' })).toBeVisible()
  await shoot(page, 'guest-access-expired', { axe: false })
  await form.getByLabel('Email de la compra').fill(expiredEmail)
  await form.getByRole('button', { name: 'Enviar enlace nuevo' }).click()
  await expect(page.getByTestId('lost-link-confirmation')).toBeVisible()
  await waitForMail(expiredEmail, (m) => /nuevo enlace/i.test(m.subject))

  // Revoked (support took the module back): no confirmation, no claim of an account, the support contact.
  const revokedEmail = uniqueEmail('revocada')
  await buy(page, { productType: 'module', module: 'f5' }, revokedEmail)
  const revokedLink = await guestLink(revokedEmail)
  const rows = await api('GET', `/api/entitlements?depth=0&where[email][equals]=${encodeURIComponent(revokedEmail)}`, {
    token,
  })
  for (const row of rows.body.docs) {
    const res = await api('PATCH', `/api/entitlements/${row.id}`, {
      token,
      body: { revokedAt: new Date().toISOString(), revokeReason: 'Prueba' },
    })
    expect(res.status).toBe(200)
  }
  await page.goto(revokedLink)
  await expect(page.getByRole('heading', { level: 1, name: 'Este acceso ya no está activo' })).toBeVisible()
  await expect(page.getByText('Acceso Confirmado')).toHaveCount(0)
  await expect(page.getByText(/vinculadas a una cuenta/)).toHaveCount(0)
  await expect(page.getByTestId('invalid-link').getByRole('link', { name: settings.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${settings.supportEmail}`,
  )
  await shoot(page, 'guest-access-revoked', { axe: false })
})

test('11 · on a phone the guest page wraps a long e-mail between its parts, never mid-word', async ({ page }) => {
  // No hyphens (a natural break) and no part longer than a phone's line: only '@' and '.' may end a line.
  const email = `anagarciaperez${String(Date.now() % 1000).padStart(3, '0')}@consultoriadigital.example.com`
  await buy(page, { productType: 'module', module: 'f1' }, email)
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto(await guestLink(email))
  const shown = page.getByTestId('guest-email')
  await expect(shown).toHaveText(email)
  // Every line break falls before '.' or after '@': read the lines the browser laid out.
  const lines = await shown.evaluate((el) => {
    const range = document.createRange()
    const text = el.textContent ?? ''
    const tops: { top: number; char: string }[] = []
    let offset = 0
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        tops.push({ top: Math.round(range.getBoundingClientRect().top), char: text[offset] })
        offset += 1
      }
    }
    const starts: string[] = []
    for (let i = 1; i < tops.length; i += 1)
      if (tops[i].top > tops[i - 1].top) starts.push(`${tops[i - 1].char}|${tops[i].char}`)
    return starts
  })
  expect(lines.length).toBeGreaterThan(0)
  for (const breakAt of lines) expect(breakAt).toMatch(/^@\||\|\.$/)
  await shoot(page, 'guest-access-long-email', { axe: false })
})

test('5 · F6 offers depend on what the viewer owns; congratulations only for owners of F1–F5', async ({
  page,
  browser,
}) => {
  // Anonymous: offered the course, not congratulated.
  const anonymous = await browser.newPage()
  await anonymous.goto('/curso/f6')
  await expect(anonymous.getByTestId('locked-teaser')).toContainText('Inclúyelo ya con el curso completo')
  await expect(anonymous.getByTestId('course-complete')).toHaveCount(0)
  await expect(anonymous.getByText(/Enhorabuena/)).toHaveCount(0)
  await anonymous.close()

  // Owner of F1 only: still offered the course, not congratulated.
  await signUp(page, 'f1')
  await buy(page, { productType: 'module', module: 'f1' })
  await page.goto('/curso/f6')
  await expect(page.getByTestId('locked-teaser')).toContainText('Inclúyelo ya con el curso completo')
  await expect(page.getByTestId('course-complete')).toHaveCount(0)

  // Complete-course owner: F6 is theirs on release, nothing to buy, congratulated for F1–F5.
  await page.context().clearCookies()
  await signUp(page, 'completo')
  await buy(page, { productType: 'complete' })
  await page.goto('/curso/f6')
  await expect(page.getByTestId('included-in-course')).toContainText('Ya es tuyo con el curso completo')
  await expect(page.getByText(/Inclúyelo ya/)).toHaveCount(0)
  await expect(page.getByText(/Si compras el curso completo/)).toHaveCount(0)
  await expect(page.getByTestId('course-complete')).toContainText('¡Enhorabuena! Has completado el programa F1–F5')
  await expect(page.getByTestId('course-complete').getByRole('link', { name: 'Ver casos reales' })).toHaveAttribute(
    'href',
    '/casos',
  )
  await shoot(page, 'module-f6-owner', { axe: false })
})

test('6 · cancelling on the payment page says nothing was charged and keeps the selection', async ({ page }) => {
  await page.goto('/checkout?type=module&module=f4')
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByText('Modo de pruebas')).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Cancelar' }).click()

  await expect(page).toHaveURL(/\/checkout\?/)
  await expect(page.getByTestId('payment-cancelled')).toContainText('no se ha hecho ningún cargo')
  await expect(page.getByRole('radio', { name: /Módulo individual/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Validación Conversacional/ })).toBeChecked()
  await expect(page.getByTestId('summary-product')).toContainText('F4')
  await shoot(page, 'checkout-cancelled', { axe: false })
})
