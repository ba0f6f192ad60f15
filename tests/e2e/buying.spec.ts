/**
 * Buying in the browser: checkout page → local Stripe hosted page → success page → e-mailed guest
 * link → downloads; the checkout's validation and query parameters; the guest pages.
 */
import fs from 'node:fs/promises'

import { expect, test, type Download, type Page } from '@playwright/test'

import { testAddress } from '../support/addresses'

import { appUrl } from '../support/api'
import { firstLink, mailTo, waitForMail } from '../support/mail'
import { payOnHostedPage, sessionIdFromUrl, settleDelayedPayment } from '../support/stripe'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const PASSWORD = 'clave-segura-123'
/**
 * page.request shares the browser's cookies but sends no Origin: Payload only accepts the session
 * cookie from this site's origin (CSRF), as a browser's fetch sends it.
 */
const fromSite = () => ({ Origin: new URL(appUrl()).origin })

/** Prices are formatted with a no-break space before '€'. */
const euros = (cents: number) =>
  new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: cents % 100 ? 2 : 0,
  }).format(cents / 100)

/** Creates an account and signs this browser in (page.request shares the browser's cookies). */
async function signUp(page: Page, tag: string) {
  const email = uniqueEmail(tag)
  const res = await page.request.post('/api/account/signup', {
    data: { name: 'Compradora de prueba', email, password: PASSWORD },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(res.status(), await res.text()).toBe(201)
  return email
}

/** Buys through the endpoints (as this browser: signed in or not) and fulfils at once. */
async function buy(page: Page, body: Record<string, unknown>, guestEmail?: string) {
  const res = await page.request.post('/api/checkout', {
    data: { acceptTerms: true, withdrawalConsent: true, ...body },
    headers: fromSite(),
  })
  expect(res.status(), await res.text()).toBe(200)
  const sessionId = sessionIdFromUrl((await res.json()).url)
  await payOnHostedPage(sessionId, guestEmail)
  const verified = await page.request.post('/api/checkout/verify', { data: { sessionId } })
  expect((await verified.json()).success).toBe(true)
  return sessionId
}

async function expectPdf(download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName)
  const file = await download.path()
  const bytes = await fs.readFile(file)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

async function expectPdfAt(page: Page, href: string | null) {
  expect(href).toBeTruthy()
  const res = await page.request.get(href!, { headers: fromSite() })
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/pdf')
  expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
}

/** The toast with this title (and message, when given). */
const toast = (page: Page, title: string, message?: string) => {
  const byTitle = page.getByTestId('toast').filter({ hasText: title })
  return message ? byTitle.filter({ hasText: message }) : byTitle
}

test('the success page of a checkout this browser did not start says only that it was paid', async ({
  page,
  browser,
}) => {
  // The buyer's browser starts the checkout; a stranger gets the success URL (history, a shared screenshot…).
  const email = uniqueEmail('ajena')
  const res = await page.request.post('/api/checkout', {
    data: { acceptTerms: true, withdrawalConsent: true, productType: 'module', module: 'f2' },
    headers: fromSite(),
  })
  expect(res.status()).toBe(200)
  const sessionId = sessionIdFromUrl((await res.json()).url)
  const successUrl = await payOnHostedPage(sessionId, email)
  const stranger = await browser.newContext()
  const other = await stranger.newPage()
  for (const width of [390, 1280]) {
    await other.setViewportSize({ width, height: 900 })
    await other.goto(successUrl, { referer: 'http://127.0.0.1:1/' })
    await expect(other.getByRole('heading', { level: 1, name: 'Pago completado' })).toBeVisible({ timeout: 20_000 })
    await expect(other.getByTestId('payment-paid-elsewhere')).toContainText('te hemos enviado el enlace de acceso')
    await expect(other.getByTestId('payment-paid-elsewhere')).not.toContainText(email)
    await expect(other.getByTestId('success-downloads')).toHaveCount(0)
    await other.screenshot({ path: `.data/screenshots/success-other-browser-${width}.png`, fullPage: true })
  }
  expect((await stranger.cookies()).map((c) => c.name)).not.toContain('ag-guest')
  await stranger.close()
  // The buyer's own browser, back from Stripe, gets the purchase and guest access.
  await page.goto(successUrl)
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('guest-email-note')).toContainText(email)
  await expect(page.getByTestId('download-f2')).toHaveAttribute('href', /\/api\/guides\/f2\?token=/)
  expect((await page.context().cookies()).map((c) => c.name)).toContain('ag-guest')
})

test('a guest buys F1: Stripe, success page, e-mailed link, guest page and real PDFs', async ({ page }) => {
  const email = uniqueEmail('invitada')
  await page.goto('/checkout?type=module&module=f1')
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Volver al curso/ })).toHaveAttribute('href', '/curso')
  await expect(page.getByRole('radio', { name: /Módulo individual/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Fundamentos GEO/ })).toBeChecked()
  await expect(page.getByTestId('summary-product')).toHaveText('Módulo F1: Fundamentos GEO')
  await expect(page.getByTestId('account-card')).toContainText('Puedes comprar sin cuenta')

  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await page.getByRole('button', { name: /^Pagar/ }).click()

  // The local Stripe-compatible hosted page, in the same tab.
  await expect(page.getByText('Modo de pruebas')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Módulo F1: Fundamentos GEO')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()

  await expect(page).toHaveURL(/\/success\?session_id=cs_/)
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('success-message')).toContainText('Ya tienes acceso al módulo F1: Fundamentos GEO')
  await expect(page.getByTestId('guest-email-note')).toContainText(email)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `.data/screenshots/success-buyer-${width}.png`, fullPage: true })
  }
  const downloads = page.getByTestId('success-downloads').getByRole('listitem')
  await expect(downloads).toHaveCount(1)
  const successButton = page.getByTestId('download-f1')
  await expect(successButton).toContainText('Descargar F1')
  await expect(successButton).toHaveAttribute('href', /\/api\/guides\/f1\?token=/)
  const fromSuccess = page.waitForEvent('download')
  await successButton.click()
  await expectPdf(await fromSuccess, 'guia-completa-modulo-f1.pdf')
  await expect(successButton).toContainText('Descarga completada')
  await expect(page.getByRole('link', { name: 'Ir al curso' })).toHaveAttribute('href', '/curso')
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')

  // The access link arrives over SMTP and opens the guest page.
  const mail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  const link = firstLink(mail, /https?:\/\/\S+\/guest-access\?token=[A-Za-z0-9_-]+/)
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso Confirmado' })).toBeVisible()
  await expect(page.getByTestId('guest-email')).toHaveText(email)

  const settings = await (await page.request.get('/api/globals/site-settings?depth=0')).json()
  const validity = Number(settings.guestLinkValidityDays)
  const day = 24 * 3600 * 1000
  const longDate = (ms: number) =>
    new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Madrid',
    }).format(new Date(ms))
  const expected = [-1, 0, 1].map((d) => longDate(Date.now() + (validity + d) * day))
  await expect(page.getByText('Acceso válido hasta')).toBeVisible()
  expect(expected).toContain(await page.getByTestId('guest-expiry').innerText())

  const guides = page.getByTestId('guest-guides').getByRole('listitem')
  await expect(guides).toHaveCount(1)
  await expect(guides.first()).toContainText('F1')
  await expect(guides.first()).toContainText('Fundamentos GEO')
  await expect(guides.first()).toContainText('Guía completa del módulo F1')
  const guestButton = page.getByRole('link', { name: /^Descargar PDF/ })
  await expectPdfAt(page, await guestButton.getAttribute('href'))
  const fromGuestPage = page.waitForEvent('download')
  await guestButton.click()
  await expectPdf(await fromGuestPage, 'guia-completa-modulo-f1.pdf')
  await expect(toast(page, 'Descarga iniciada')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pide un enlace nuevo' })).toHaveAttribute(
    'href',
    '/guest-access/recuperar',
  )
})

test('a signed-in buyer pays the complete course and the success page lists F1–F5', async ({ page }) => {
  const email = await signUp(page, 'cuenta')
  const plans = await (await page.request.get('/api/pricing-plans?depth=0&where[slug][equals]=complete-course')).json()
  const plan = plans.docs[0]

  await page.goto('/checkout?type=complete')
  await expect(page.getByTestId('account-card')).toContainText(email)
  await expect(page.getByTestId('account-card')).toContainText('Aún no tienes módulos premium')
  const complete = page.getByRole('radio', { name: new RegExp(plan.name) })
  await expect(complete).toBeChecked()
  await expect(page.getByTestId('plan-complete')).toContainText(euros(plan.price))
  await expect(page.getByTestId('plan-complete')).toContainText(`Ahorra ${euros(plan.referencePrice - plan.price)}`)
  await expect(page.getByTestId('plan-complete').locator('s')).toContainText(euros(plan.referencePrice))
  await expect(page.getByTestId('plan-module')).toContainText(/desde\s*10\s€/)
  await expect(page.getByTestId('summary-product')).toHaveText(plan.name)
  await expect(page.getByTestId('summary-total')).toHaveText(euros(plan.price))
  await expect(page.getByTestId('checkout-summary')).toContainText('5 guías en PDF')

  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByText('Modo de pruebas')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(email)).toBeVisible() // the account's e-mail is prefilled
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()

  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('success-message')).toContainText('acceso completo a todos los módulos')
  await expect(page.getByTestId('guest-email-note')).toHaveCount(0)
  const items = page.getByTestId('success-downloads').getByRole('listitem')
  await expect(items).toHaveCount(5)
  for (const code of ['F1', 'F2', 'F3', 'F4', 'F5']) {
    await expect(page.getByTestId(`download-${code.toLowerCase()}`)).toContainText(`Descargar ${code}`)
  }
  // Signed-in buyers download with their session, not a token.
  const f3 = page.getByTestId('download-f3')
  await expect(f3).toHaveAttribute('href', '/api/guides/f3')
  await expectPdfAt(page, await f3.getAttribute('href'))

  const me = await (await page.request.get('/api/account/me', { headers: fromSite() })).json()
  expect(me.modules).toEqual(expect.arrayContaining(['f1', 'f2', 'f3', 'f4', 'f5']))
})

test('checkout validation: plan, module, consent, owners and the pay button states', async ({ page }) => {
  await page.goto('/checkout')
  const pay = page.getByRole('button', { name: /^(Pagar|Procesando)/ })
  const notice = page.getByTestId('checkout-notice')
  await expect(pay).toBeDisabled()
  await expect(notice).toContainText('Selecciona un plan')
  await expect(notice).toContainText('Debes seleccionar un plan antes de continuar.')

  await page.getByRole('radio', { name: /Módulo individual/ }).check()
  await expect(pay).toBeDisabled()
  await expect(notice).toContainText('Selecciona un módulo')
  await expect(notice).toContainText('Debes seleccionar un módulo específico.')
  const f6 = page.getByRole('radio', { name: /Estándares Técnicos/ })
  await expect(f6).toBeDisabled()
  await expect(page.getByTestId('module-f6')).toContainText('Próximamente')

  await page.getByRole('radio', { name: /Contexto Semántico/ }).check()
  await expect(notice).toBeEmpty()
  await expect(pay).toBeEnabled()

  // Consent is required.
  await pay.click()
  await expect(page.getByText('Debes aceptar las condiciones de compra para continuar.')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout/)
  const consent = page.getByLabel(/Acepto las condiciones de compra/)
  await expect(consent).toBeFocused()
  await consent.check()
  // …and so is the consent to immediate access, which ends the right of withdrawal on first use.
  await pay.click()
  await expect(page.getByText('Marca la casilla del acceso inmediato para continuar')).toBeVisible()
  await expect(page.getByTestId('withdrawal-consent')).toBeFocused()
  await page.getByTestId('withdrawal-consent').check()

  // Processing: disabled 'Procesando...', then the server's refusal in a toast and the button back.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/checkout', async (route) => {
    await held
    await route.fulfill({
      status: 502,
      json: { title: 'Error al procesar el pago', error: 'No se pudo crear la sesión de checkout' },
    })
  })
  await pay.click()
  await expect(pay).toHaveText('Procesando...')
  await expect(pay).toBeDisabled()
  release()
  await expect(toast(page, 'Error al procesar el pago', 'No se pudo crear la sesión de checkout')).toBeVisible()
  await expect(pay).toBeEnabled()
  await expect(pay).toHaveText(/^Pagar/)

  // A network failure: the generic message.
  await page.unroute('**/api/checkout')
  await page.route('**/api/checkout', (route) => route.abort())
  await pay.click()
  await expect(toast(page, 'Error al procesar el pago', 'Ha ocurrido un error inesperado.')).toBeVisible()
  await page.unroute('**/api/checkout')

  // A signed-in owner of F2 choosing F2.
  await signUp(page, 'duena-f2')
  await buy(page, { productType: 'module', module: 'f2' })
  await page.goto('/checkout?module=f2')
  await expect(page.getByTestId('account-card').getByRole('listitem')).toHaveText(['F2: Contexto Semántico'])
  await expect(page.getByRole('radio', { name: /Contexto Semántico/ })).toBeChecked()
  await expect(notice).toContainText('Ya tienes acceso')
  await expect(notice).toContainText('Ya tienes acceso al módulo F2: Contexto Semántico.')
  await expect(pay).toBeEnabled()
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await pay.click()
  await expect(toast(page, 'Ya tienes acceso', 'Ya tienes acceso al módulo F2: Contexto Semántico.')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\?module=f2$/)
  // Another module is fine, and the server agrees about F2.
  await page.getByRole('radio', { name: /Autoridad Generativa/ }).check()
  await expect(notice).toBeEmpty()
  const refused = await page.request.post('/api/checkout', {
    data: { productType: 'module', module: 'f2', acceptTerms: true, withdrawalConsent: true },
    headers: fromSite(),
  })
  expect(refused.status()).toBe(409)
  expect((await refused.json()).title).toBe('Ya tienes acceso')

  // A signed-in owner of everything choosing the complete course.
  await page.request.post('/api/account/logout', { headers: fromSite() })
  await signUp(page, 'duena-todo')
  await buy(page, { productType: 'complete' })
  await page.goto('/checkout?plan=complete')
  await expect(page.getByRole('radio', { name: /Curso completo/ })).toBeChecked()
  await expect(notice).toContainText('Ya tienes acceso completo a todos los módulos disponibles.')
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByTestId('withdrawal-consent').check()
  await pay.click()
  await expect(
    toast(page, 'Ya tienes acceso', 'Ya tienes acceso completo a todos los módulos disponibles.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\?plan=complete$/)
})

test('bad query parameters render the checkout with nothing or the right thing preselected', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`)
  })
  const cases: [string, 'complete' | 'module' | null, string | null][] = [
    ['?type=zzz', null, null],
    ['?module=f9', null, null],
    ['?module=f6', null, null],
    [`?plan=${encodeURIComponent('<script>alert(1)</script>')}`, null, null],
    [`?type=${encodeURIComponent('<script>alert(1)</script>')}`, null, null],
    ['?module[]=x', null, null],
    ['?module=f1&module=f2', null, null],
    ['?type=module&module=f9', 'module', null],
    ['?module=F3', 'module', 'f3'],
    ['?plan=complete&module=f6', 'complete', null],
  ]
  for (const [query, plan, module] of cases) {
    const response = await page.goto(`/checkout${query}`)
    expect(response?.status(), query).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' }), query).toBeVisible()
    const complete = page.getByRole('radio', { name: /Curso completo/ })
    const single = page.getByRole('radio', { name: /Módulo individual/ })
    if (plan === 'complete') await expect(complete, query).toBeChecked()
    else await expect(complete, query).not.toBeChecked()
    if (plan === 'module') await expect(single, query).toBeChecked()
    else await expect(single, query).not.toBeChecked()
    if (plan === 'module') {
      const checked = page.locator('input[name="module"]:checked')
      if (module) await expect(checked, query).toHaveValue(module)
      else await expect(checked, query).toHaveCount(0)
    }
  }
})

test('the success page without a session, or with an unknown one, explains the error', async ({ page }) => {
  const settings = await (await page.request.get('/api/globals/site-settings?depth=0')).json()
  for (const [query, message] of [
    ['', 'No se encontró información de la sesión de pago'],
    ['?session_id=', 'No se encontró información de la sesión de pago'],
    ['?session_id=cs_test_no_existe_12345', 'No encontramos este pago.'],
    [`?session_id=${encodeURIComponent('<script>alert(1)</script>')}`, 'No encontramos este pago.'],
  ]) {
    const response = await page.goto(`/success${query}`)
    expect(response?.status(), query).toBe(200)
    const card = page.getByTestId('payment-error')
    await expect(card.getByRole('heading', { level: 1, name: 'Error al procesar el pago' }), query).toBeVisible()
    await expect(card, query).toContainText(message)
    await expect(card, query).toContainText('Si ya has pagado')
    await expect(card.getByRole('link', { name: settings.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.supportEmail}`,
    )
    await expect(card.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/')
    await expect(page.getByTestId('lost-link')).toBeVisible()
  }
})

test('guest pages: no token, a bad token, and the lost-link form answers the same for any e-mail', async ({ page }) => {
  // No token or a bad one: the page stays, says so and offers a new link (tests/e2e/journeys.spec.ts).
  for (const url of ['/guest-access', '/guest-access?token=esto-no-es-un-token-valido']) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: 'No reconocemos este enlace de acceso' })).toBeVisible()
    await expect(page).toHaveURL(/\/guest-access/)
  }

  // A guest who bought, and an address that never did.
  const known = uniqueEmail('conocida')
  const unknown = uniqueEmail('desconocida')
  await buy(page, { productType: 'module', module: 'f4' }, known)
  await waitForMail(known, (m) => /guest-access\?token=/.test(m.text))

  const answers: string[] = []
  for (const email of [known, unknown]) {
    await page.goto('/guest-access/recuperar')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const form = page.getByTestId('lost-link')
    await expect(form.getByRole('heading', { name: '¿Has perdido tu enlace?' })).toBeVisible()
    await form.getByLabel('Email de la compra').fill(email)
    await form.getByRole('button', { name: 'Enviar enlace nuevo' }).click()
    const confirmation = page.getByTestId('lost-link-confirmation')
    await expect(confirmation).toBeVisible()
    answers.push(await confirmation.innerText())
  }
  expect(answers[0]).toBe(answers[1])
  expect(answers[0]).toContain('Revisa tu bandeja de entrada')
  // Only the buyer actually gets a fresh link.
  const fresh = await waitForMail(known, (m) => /nuevo enlace/i.test(m.subject))
  expect(firstLink(fresh, /\/guest-access\?token=[A-Za-z0-9_-]+/)).toBeTruthy()
  expect(mailTo(unknown)).toHaveLength(0)

  // The form checks the address first.
  const form = page.getByTestId('lost-link')
  await form.getByLabel('Email de la compra').fill('no-es-un-email')
  await form.getByRole('button', { name: 'Enviar enlace nuevo' }).click()
  await expect(form.getByText('Email inválido')).toBeVisible()
  await expect(form.getByLabel('Email de la compra')).toHaveAttribute('aria-invalid', 'true')
})

test('a signed-in buyer links the guest purchases of the same e-mail to the account', async ({ page }) => {
  const email = uniqueEmail('vincula')
  await buy(page, { productType: 'module', module: 'f5' }, email)
  const mail = await waitForMail(email, (m) => /guest-access\?token=/.test(m.text))
  const link = firstLink(mail, /https?:\/\/\S+\/guest-access\?token=[A-Za-z0-9_-]+/)

  // Signed out: an invitation to sign in, no button.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Acceso Confirmado' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Vincular estas compras a mi cuenta' })).toHaveCount(0)

  const res = await page.request.post('/api/account/signup', {
    data: { name: 'Vincula', email, password: PASSWORD },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(res.status()).toBe(201)
  await page.goto(link)
  await page.getByRole('button', { name: 'Vincular estas compras a mi cuenta' }).click()
  await expect(page.getByTestId('attach-done')).toContainText('tus compras ya están en tu cuenta')
  await expect(page.getByTestId('attach-done').getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute(
    'href',
    '/dashboard',
  )
  await expect(toast(page, 'Compras vinculadas a tu cuenta')).toBeVisible()
  const me = await (await page.request.get('/api/account/me', { headers: fromSite() })).json()
  expect(me.modules).toEqual(['f5'])
  // The guide now downloads with the session.
  await expectPdfAt(page, await page.getByRole('link', { name: /^Descargar PDF/ }).getAttribute('href'))
})

test('the success page says where a delayed payment stands: on its way, refused by the bank, or abandoned', async ({
  page,
}) => {
  const checkout = async () => {
    const res = await page.request.post('/api/checkout', {
      data: { productType: 'module', module: 'f2', acceptTerms: true, withdrawalConsent: true },
      headers: fromSite(),
    })
    expect(res.status(), await res.text()).toBe(200)
    return sessionIdFromUrl((await res.json()).url)
  }
  const email = uniqueEmail('sepa')
  const sessionId = await checkout()
  await payOnHostedPage(sessionId, email, undefined, { delayed: true })
  await page.goto(`/success?session_id=${sessionId}`)
  const processing = page.getByTestId('payment-processing')
  await expect(processing.getByRole('heading', { level: 1, name: 'Pago en proceso' })).toBeVisible()
  await expect(processing).toContainText('tu banco tarda unos días en confirmarlo')
  await expect(page.getByTestId('payment-success')).toHaveCount(0)

  await settleDelayedPayment(sessionId, 'failed')
  await waitForMail(email, (m) => /No hemos podido cobrar/.test(m.subject))
  await page.goto(`/success?session_id=${sessionId}`)
  const failed = page.getByTestId('payment-failed')
  await expect(failed.getByRole('heading', { level: 1, name: 'El pago no se ha completado' })).toBeVisible()
  await expect(failed).toContainText('Tu banco ha rechazado el pago')
  await expect(failed.getByRole('link', { name: 'Volver a intentarlo' })).toHaveAttribute('href', '/checkout')

  const abandoned = await checkout()
  const expire = await fetch(`${process.env.STRIPE_LOCAL_URL}/v1/checkout/sessions/${abandoned}/expire`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
  })
  expect(expire.status).toBe(200)
  await page.goto(`/success?session_id=${abandoned}`)
  await expect(
    page.getByTestId('payment-expired').getByRole('heading', { level: 1, name: 'Sesión de pago caducada' }),
  ).toBeVisible()
})
