/**
 * Accounts in the browser: /auth (tabs, validation, errors, redirects), password reset by e-mail,
 * and the premium dashboard (empty state, refreshing access, downloading, signing out).
 */
import fs from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { MESSAGES } from '@/accounts/validation'
import { completePlan, fromPriceCents, purchasable } from '@/content/prices'
import { formatEuros } from '@/content/money'
import type { User } from '@/payload-types'

import { firstLink, mailbox, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'

const PASSWORD = 'clave-segura-123'
let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`

async function createCustomer(tag: string, password = PASSWORD): Promise<User> {
  const payload = await testPayload()
  return payload.create({
    collection: 'users',
    data: { email: uniqueEmail(tag), password, name: `Cliente ${tag}`, role: 'customer' },
  })
}

async function grant(user: User, slug: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'modules', where: { slug: { equals: slug } }, limit: 1 })
  return payload.create({
    collection: 'entitlements',
    data: { user: user.id, email: user.email, module: docs[0].id, source: 'staff-grant', grantReason: 'prueba' },
    context: { system: true },
  })
}

const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.locator('#signin-email').fill(email)
  await page.locator('#signin-password').fill(password)
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
}

/** Signs the browser in through the endpoint (the session cookie lands in the page's context). */
async function signInByApi(page: Page, email: string, password = PASSWORD) {
  const res = await page.request.post('/api/account/login', { data: { email, password } })
  expect(res.status()).toBe(200)
}

test.describe('/auth', () => {
  test('sign-up comes back to where the visitor was, then the dashboard shows the empty state with the CMS offers', async ({
    page,
  }) => {
    const email = uniqueEmail('registro')
    await page.goto('/auth?redirect=/glosario')
    await page.getByRole('tab', { name: 'Registrarse' }).click()
    await page.getByLabel('Nombre').fill('Lucía Prueba')
    await page.locator('#signup-email').fill(email)
    await page.locator('#signup-password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Crear Cuenta' }).click()
    await expect(toast(page, 'Cuenta creada')).toContainText('Te hemos enviado un email para confirmar tu dirección')
    await expect(page).toHaveURL((url) => url.pathname === '/glosario')

    await page.goto('/dashboard')
    await expect(page.getByTestId('account-email')).toContainText(email)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Lucía Prueba')
    const empty = page.getByTestId('empty-state')
    await expect(empty.getByRole('heading', { name: 'Aún no tienes contenido premium' })).toBeVisible()

    // Prices and counts come from the CMS.
    const payload = await testPayload()
    const [{ docs: plans }, { docs: modules }] = await Promise.all([
      payload.find({ collection: 'pricing-plans', limit: 10 }),
      payload.find({ collection: 'modules', limit: 20, sort: 'order' }),
    ])
    const complete = completePlan(plans)!
    const onSale = purchasable(modules)
    const completeOffer = empty.getByTestId('offer-complete')
    await expect(completeOffer).toContainText(complete.name)
    await expect(completeOffer).toContainText(formatEuros(complete.price))
    await expect(completeOffer.getByRole('link')).toHaveAttribute('href', '/checkout?type=complete')
    const moduleOffer = empty.getByTestId('offer-module')
    await expect(moduleOffer).toContainText(`desde ${formatEuros(fromPriceCents(modules)!)}`)
    await expect(moduleOffer.getByRole('link')).toHaveAttribute('href', '/checkout?type=module')
    await expect(empty.getByRole('button', { name: 'Actualiza tu acceso aquí' })).toBeVisible()

    const progress = page.getByRole('progressbar', { name: 'Módulos desbloqueados' })
    await expect(progress).toHaveAttribute('aria-valuenow', '0')
    await expect(progress).toHaveAttribute('aria-valuemax', String(onSale.length))
    await expect(page.getByTestId('progress-count')).toHaveText(`0 de ${onSale.length} módulos desbloqueados`)
    await expect(page.getByTestId('download-history')).toContainText('Todavía no has descargado ninguna guía')
  })

  test('a new account is asked to confirm its address; the e-mailed link confirms it (390 and 1280 px)', async ({
    page,
  }) => {
    const email = uniqueEmail('confirma')
    const inbox = mailbox(email)
    await page.goto('/auth?redirect=/dashboard')
    await page.getByRole('tab', { name: 'Registrarse' }).click()
    await page.getByLabel('Nombre').fill('Marta Prueba')
    await page.locator('#signup-email').fill(email)
    await page.locator('#signup-password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Crear Cuenta' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    const notice = page.getByTestId('confirm-email-notice')
    await expect(notice.getByRole('heading', { name: 'Confirma tu email' })).toBeVisible()
    await expect(notice).toContainText(email)
    await expect(notice).toContainText('compras que hayas hecho antes con este email')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await notice.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `.data/screenshots/confirm-email-notice-${width}.png`, fullPage: false })
    }
    await notice.getByRole('button', { name: 'Enviar otro enlace' }).click()
    await expect(notice.getByRole('status')).toContainText(`Te hemos enviado un nuevo enlace a ${email}`)

    // Two links now (the sign-up's and the one asked for): the second to arrive is followed.
    await inbox.next((m) => /Confirma tu email/.test(m.subject))
    const mail = await inbox.next((m) => /Confirma tu email/.test(m.subject))
    const link = firstLink(mail, /https?:\/\/[^\s"<]+\/cuenta\/confirmar\?token=[^\s"<]+/)
    await page.goto(new URL(link).pathname + new URL(link).search)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmar tu email')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `.data/screenshots/confirm-email-page-${width}.png`, fullPage: false })
    }
    await page.getByRole('button', { name: 'Confirmar mi email' }).click()
    await expect(page.getByTestId('confirm-email-result')).toHaveText('Email confirmado.')
    await page.screenshot({ path: '.data/screenshots/confirm-email-done-1280.png', fullPage: false })
    await page.getByRole('link', { name: 'Ir a mi panel' }).click()
    await expect(page.getByTestId('account-email')).toContainText(email)
    await expect(page.getByTestId('confirm-email-notice')).toHaveCount(0)
  })

  test('wrong credentials: toast "Error al iniciar sesión" and the visitor stays on /auth', async ({ page }) => {
    const user = await createCustomer('malas')
    await page.goto('/auth?redirect=/curso')
    await signInThroughForm(page, user.email, 'no-es-la-clave')
    await expect(toast(page, 'Error al iniciar sesión')).toContainText('Email o contraseña incorrectos.')
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
    await expect(page.getByRole('button', { name: 'Iniciar Sesión', exact: true })).toBeEnabled()
  })

  test('field errors sit next to their field and clear when that field is edited; tabs work with the keyboard', async ({
    page,
  }) => {
    await page.goto('/auth')
    const signInTab = page.getByRole('tab', { name: 'Iniciar Sesión' })
    await expect(signInTab).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()

    const email = page.locator('#signin-email')
    const password = page.locator('#signin-password')
    await expect(page.locator('#signin-email-error')).toHaveText(MESSAGES.email)
    await expect(page.locator('#signin-password-error')).toHaveText(MESSAGES.password)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAttribute('aria-describedby', 'signin-email-error')
    await expect(email).toBeFocused()

    await email.fill('ana@example.com')
    await expect(page.locator('#signin-email-error')).toHaveCount(0)
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#signin-password-error')).toHaveText(MESSAGES.password)
    await password.fill('123')
    await expect(page.locator('#signin-password-error')).toHaveCount(0)
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click()
    await expect(page.locator('#signin-password-error')).toHaveText(MESSAGES.password)
    await expect(page.locator('#signin-email-error')).toHaveCount(0)
    // Sign-in has no name field, so never asks for one.
    await expect(page.getByText(MESSAGES.name)).toHaveCount(0)

    await signInTab.focus()
    await page.keyboard.press('ArrowRight')
    const signUpTab = page.getByRole('tab', { name: 'Registrarse' })
    await expect(signUpTab).toBeFocused()
    await expect(signUpTab).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Registrarse' })).toBeVisible()
    await expect(page.getByRole('tabpanel', { name: 'Iniciar Sesión' })).toBeHidden()

    await page.getByRole('button', { name: 'Crear Cuenta' }).click()
    await expect(page.locator('#signup-name-error')).toHaveText(MESSAGES.name)
    await expect(page.locator('#signup-email-error')).toHaveText(MESSAGES.email)
    await expect(page.locator('#signup-password-error')).toHaveText(MESSAGES.password)
    await expect(page.getByLabel('Nombre')).toBeFocused()
    await page.getByLabel('Nombre').fill('Ana')
    await expect(page.locator('#signup-name-error')).toHaveCount(0)
    await expect(page.locator('#signup-email-error')).toHaveText(MESSAGES.email)
    await expect(page.locator('#signup-password')).toHaveAttribute(
      'aria-describedby',
      'signup-password-error signup-password-hint',
    )
  })

  test('an existing e-mail on sign-up: toast "Error al registrarse" with the server message', async ({ page }) => {
    const user = await createCustomer('existe')
    await page.goto('/auth?modo=registro')
    await expect(page.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true')
    await page.getByLabel('Nombre').fill('Otra persona')
    await page.locator('#signup-email').fill(user.email)
    await page.locator('#signup-password').fill('otra-clave-123')
    await page.getByRole('button', { name: 'Crear Cuenta' }).click()
    await expect(toast(page, 'Error al registrarse')).toContainText('Ya existe una cuenta con este email.')
    await expect(page.locator('#signup-email-error')).toHaveText('Ya existe una cuenta con este email.')
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
  })

  test('signing in returns to the page the visitor came from; foreign redirects end on the home page', async ({
    page,
  }) => {
    const user = await createCustomer('vuelta')
    await page.goto('/auth?redirect=/curso/f2')
    await signInThroughForm(page, user.email, PASSWORD)
    await expect(page).toHaveURL((url) => url.pathname === '/curso/f2')

    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      await page.context().clearCookies()
      await page.goto(`/auth?redirect=${encodeURIComponent(target)}`)
      await signInThroughForm(page, user.email, PASSWORD)
      await expect(page, target).toHaveURL((url) => url.pathname === '/' && !url.host.includes('evil'))
    }
  })

  test('a signed-in visitor opening /auth is sent on at once (same-site targets only)', async ({ page }) => {
    const user = await createCustomer('ya-dentro')
    await signInByApi(page, user.email)
    await page.goto('/auth?redirect=/glosario')
    await expect(page).toHaveURL((url) => url.pathname === '/glosario')
    await page.goto('/auth?redirect=//evil.example/robar')
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.host.includes('evil'))
    await page.goto('/auth')
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })

  test('the auth pages are not indexed', async ({ page }) => {
    for (const path of ['/auth', '/auth/restablecer?token=x', '/dashboard']) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/)
    }
  })
})

test.describe('password reset', () => {
  test('the e-mailed link sets a new password, signs in and opens the dashboard; the link works once', async ({
    page,
  }) => {
    const user = await createCustomer('olvido', 'clave-antigua-1')
    await page.goto('/auth')
    await page.locator('#signin-email').fill(user.email)
    await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click()
    const form = page.getByTestId('forgot-password')
    await expect(form.getByRole('heading', { name: 'Restablecer la contraseña' })).toBeFocused()
    await expect(form.getByLabel('Email')).toHaveValue(user.email)
    await form.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(page.getByTestId('forgot-confirmation')).toContainText(
      'Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la contraseña.',
    )

    const mail = await waitForMail(user.email, (m) => /restablec/i.test(m.subject))
    const link = firstLink(mail, /auth\/restablecer\?token=[^"\s<]+/)
    await page.goto(`/${link}`)
    await page.getByLabel('Nueva contraseña').fill('123')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page.locator('#reset-password-error')).toHaveText(MESSAGES.password)
    await page.getByLabel('Nueva contraseña').fill('clave-nueva-22')
    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByTestId('account-email')).toContainText(user.email)

    // The new password signs in; the old one no longer does.
    await page.context().clearCookies()
    await page.goto('/auth?redirect=/dashboard')
    await signInThroughForm(page, user.email, 'clave-antigua-1')
    await expect(toast(page, 'Error al iniciar sesión')).toBeVisible()
    await signInThroughForm(page, user.email, 'clave-nueva-22')
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByTestId('account-email')).toContainText(user.email)

    // A used link is refused with a Spanish message and a way to ask for a new one.
    await page.goto(`/${link}`)
    await expect(page.getByTestId('reset-error')).toContainText('no es válido o ha caducado')
    const again = page.getByRole('link', { name: 'Solicitar un enlace nuevo' })
    await expect(again).toHaveAttribute('href', '/auth?modo=recuperar')
    await page.context().clearCookies()
    await again.click()
    await expect(page.getByTestId('forgot-password')).toBeVisible()
  })

  test('an unknown token shows the Spanish error', async ({ page }) => {
    await page.goto(`/auth/restablecer?token=${'0'.repeat(40)}`)
    await expect(page.getByTestId('reset-error')).toContainText(
      'El enlace para restablecer la contraseña no es válido o ha caducado.',
    )
    await page.goto('/auth/restablecer')
    await expect(page.getByTestId('reset-error')).toBeVisible()
    await page.goto('/auth/restablecer?token=a&token=b')
    await expect(page.getByTestId('reset-error')).toBeVisible()
  })
})

test.describe('/dashboard', () => {
  test('signed out: "Acceso requerido", and signing in from there comes back to the dashboard', async ({ page }) => {
    const user = await createCustomer('panel-fuera')
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Acceso requerido' })).toBeVisible()
    const link = page.getByTestId('access-required').getByRole('link', { name: 'Iniciar sesión' })
    await expect(link).toHaveAttribute('href', '/auth?redirect=/dashboard')
    await link.click()
    await signInThroughForm(page, user.email, PASSWORD)
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByTestId('account-email')).toContainText(user.email)
  })

  test('"Actualizar acceso" shows a module granted meanwhile, and "Descargar PDF" downloads it and records it', async ({
    page,
  }) => {
    const user = await createCustomer('panel')
    await signInByApi(page, user.email)
    await page.goto('/dashboard')
    await expect(page.getByTestId('empty-state')).toBeVisible()
    await expect(page.getByTestId('badge-f2')).toHaveAttribute('data-state', 'locked')

    await grant(user, 'f2')
    await page.getByRole('button', { name: 'Actualizar acceso' }).click()
    await expect(toast(page, 'Acceso actualizado')).toContainText(
      'Tu información de acceso se ha actualizado correctamente',
    )
    const card = page.getByTestId('module-f2')
    await expect(card).toBeVisible()
    await expect(page.getByTestId('empty-state')).toHaveCount(0)
    await expect(page.getByTestId('badge-f2')).toHaveAttribute('data-state', 'unlocked')
    await expect(page.getByTestId('badge-f1')).toHaveAttribute('data-state', 'locked')
    await expect(page.getByRole('progressbar', { name: 'Módulos desbloqueados' })).toHaveAttribute('aria-valuenow', '1')

    // Title and description of the module, and its guide from the CMS.
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'modules',
      where: { slug: { equals: 'f2' } },
      depth: 1,
      limit: 1,
    })
    const f2 = docs[0]
    const guide = typeof f2.guide === 'object' && f2.guide ? f2.guide : null
    await expect(card).toContainText(f2.title)
    await expect(card).toContainText(f2.description)
    expect(guide).not.toBeNull()
    await expect(card).toContainText(guide!.title)
    await expect(card).toContainText(/PDF · \d+(,\d+)? MB/)

    // The server takes a moment: a second click meanwhile is ignored.
    const requests: string[] = []
    await page.route('**/api/guides/**', async (route) => {
      requests.push(route.request().url())
      await new Promise((r) => setTimeout(r, 1_000))
      await route.continue()
    })
    const downloadEvent = page.waitForEvent('download')
    const button = card.getByRole('button')
    await expect(button).toHaveText('Descargar PDF')
    await button.click()
    await expect(button).toHaveText('Descargando...')
    // force: the button is aria-disabled meanwhile, and Playwright would otherwise wait until it is not.
    await button.click({ force: true })
    const download = await downloadEvent
    await expect(button).toHaveText('Descargar PDF')
    expect(requests).toHaveLength(1)
    expect(download.suggestedFilename()).toBe('guia-completa-modulo-f2.pdf')
    const file = await fs.readFile((await download.path())!)
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await expect(toast(page, 'Descarga iniciada')).toContainText(
      'Se ha iniciado la descarga de guia-completa-modulo-f2.pdf',
    )

    const history = page.getByTestId('download-history')
    await expect(history.getByTestId('download-entry')).toHaveCount(1)
    await expect(history.getByTestId('download-entry').first()).toContainText('guia-completa-modulo-f2.pdf')
    await expect(history.getByTestId('download-module').first()).toContainText('F2')
    const recorded = await payload.count({ collection: 'downloads', where: { user: { equals: user.id } } })
    expect(recorded.totalDocs).toBe(1)
  })

  test('a download the server refuses shows "Error en la descarga"', async ({ page }) => {
    const user = await createCustomer('panel-revocado')
    const entitlement = await grant(user, 'f4')
    await signInByApi(page, user.email)
    await page.goto('/dashboard')
    const card = page.getByTestId('module-f4')
    await expect(card).toBeVisible()
    const payload = await testPayload()
    await payload.update({
      collection: 'entitlements',
      id: entitlement.id,
      data: { revokedAt: new Date().toISOString(), revokeReason: 'prueba' },
    })
    await card.getByRole('button', { name: /Descargar PDF/ }).click()
    await expect(toast(page, 'Error en la descarga')).toContainText(
      'No se pudo descargar el archivo. Inténtalo de nuevo.',
    )
    await expect(card.getByRole('button', { name: /Descargar PDF/ })).toBeVisible()
  })

  test('"Cerrar sesión" ends the session', async ({ page }) => {
    const user = await createCustomer('salir')
    await signInByApi(page, user.email)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Acceso requerido' })).toBeVisible()
  })
})

test.describe('"Tus datos"', () => {
  test('deleting the account: a wrong password is refused, then ELIMINAR erases it; each answer a notice (390 and 1280 px)', async ({
    page,
  }) => {
    const user = await createCustomer('borrar')
    await signInByApi(page, user.email)
    await page.goto('/dashboard')
    const section = page.getByTestId('my-data')
    const status = section.getByTestId('my-data-status')
    const photograph = async (name: string) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        const axe = await new AxeBuilder({ page })
          .include('[data-testid="my-data"]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        expect(
          axe.violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(' | ')}`),
          `${name} at ${width} px`,
        ).toEqual([])
        await section.scrollIntoViewIfNeeded()
        await section.screenshot({
          path: `.data/screenshots/my-data-${name}-${width}.png`,
          style: 'header { visibility: hidden }',
        })
      }
    }
    await expect(section.getByRole('link', { name: 'Descargar mis datos' })).toHaveAttribute(
      'href',
      '/api/account/export',
    )

    await section.getByRole('button', { name: 'Eliminar mi cuenta…' }).click()
    await section.getByLabel('Tu contraseña').fill('no-es-la-clave')
    await section.getByRole('button', { name: 'Continuar' }).click()
    await expect(status).toHaveText('La contraseña no es correcta.')
    await photograph('wrong-password')

    await section.getByLabel('Tu contraseña').fill(PASSWORD)
    await section.getByRole('button', { name: 'Continuar' }).click()
    await expect(status).toHaveText('Para eliminar tu cuenta y tus datos, confirma escribiendo ELIMINAR.')
    await section.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR')
    await photograph('confirm')
    await section.getByRole('button', { name: 'Eliminar mi cuenta y mis datos' }).click()
    await expect(status).toContainText('Hemos eliminado tu cuenta y tus datos personales.')
    await photograph('done')

    const payload = await testPayload()
    const { totalDocs } = await payload.find({
      collection: 'users',
      where: { email: { equals: user.email } },
      depth: 0,
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})

test.describe('header account menu', () => {
  test('"Acceder" brings the visitor back; signed in, the menu shows the account, "Mi panel" and "Cerrar sesión"', async ({
    page,
  }) => {
    const user = await createCustomer('cabecera')
    await page.goto('/curso/f2')
    const header = page.getByRole('banner')
    const signIn = header.getByRole('link', { name: 'Acceder' })
    await expect(signIn).toHaveAttribute('href', '/auth?redirect=%2Fcurso%2Ff2')
    await signIn.click()
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
    await signInThroughForm(page, user.email, PASSWORD)
    await expect(page).toHaveURL((url) => url.pathname === '/curso/f2')

    // The header follows the new session without a reload.
    const menuButton = header.getByTestId('account-menu-button')
    await expect(menuButton).toContainText(user.name!)
    await expect(header.getByRole('link', { name: 'Acceder' })).toHaveCount(0)
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    await expect(header.getByText(user.email)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()
    await expect(header.getByText(user.email)).toBeHidden()

    await menuButton.click()
    await header.getByRole('link', { name: 'Mi panel' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard')
    await expect(page.getByTestId('account-email')).toContainText(user.email)

    await menuButton.click()
    await header.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(header.getByRole('link', { name: 'Acceder' })).toBeVisible()
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Acceso requerido' })).toBeVisible()
  })
})
