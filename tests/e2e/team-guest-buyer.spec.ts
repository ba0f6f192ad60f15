/**
 * Issue 35, item 2 in the browser: a training manager pays for 3 seats without an account and reaches a
 * working team page in one step, from the e-mailed link (opened on another device: the link proves the
 * address, so the account is created confirmed) and from the success page (the paying browser: an account
 * for this order's team, its address confirmed later). Each screen checked with axe (WCAG 2.1 A/AA) and
 * photographed at its width (.data/screenshots/team-guest-buyer-*.png).
 */
import { expect, test, type Page } from '@playwright/test'

import { waitForMail } from '../support/mail'
import { PASSWORD, stamp } from '../support/teams'
import { payOnStripePage } from '../support/stripe-page'
import { shootAt } from '../support/shots'

const COMPANY = 'Formación Norte, S.L.'
// A fresh client address for this file: its sign-ups and checkouts stay out of other files' per-address limits.
const ADDRESS = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` }
test.use({ extraHTTPHeaders: ADDRESS })

/** 3 seats of the complete course for a company, paid without an account on the local Stripe page. */
async function payForThreeSeats(page: Page, email: string) {
  await page.goto('/checkout?plan=complete')
  await page.getByTestId('purpose-team').check()
  await page.getByTestId('seat-quantity').fill('3')
  await expect(page.getByTestId('seat-quote')).toContainText(/3 plazas/)
  await page.getByTestId('company-name').fill(COMPANY)
  await page.getByTestId('company-tax-id').fill('B87654323')
  await page.getByTestId('company-address').fill('Calle Mayor 1, 28013 Madrid')
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByRole('button', { name: /^Pagar / }).click()
  await payOnStripePage(page, email)
}

/** Name and password in the one-step form, then the team page with the company's 3 seats, and one invitation. */
async function createAccountAndInvite(page: Page, width: number, name: string) {
  const form = page.getByTestId('team-buyer-form')
  await form.getByLabel('Tu nombre').fill('Marta Compras')
  await form.locator('#team-buyer-password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Crear cuenta y gestionar mi equipo' }).click()
  await expect(page).toHaveURL(/\/equipo$/, { timeout: 20_000 })
  const panel = page.getByTestId('team-panel')
  await expect(panel.getByRole('heading', { name: COMPANY })).toBeVisible()
  await expect(panel.getByTestId('seat-counts')).toContainText('Compradas3')
  const colleague = `colega-${stamp()}@empresa.es`
  await panel.getByRole('form', { name: 'Invitar a una persona' }).getByLabel('Invitar por email').fill(colleague)
  await panel.getByRole('button', { name: 'Invitar', exact: true }).click()
  await expect(panel.getByText('Invitación enviada.')).toBeVisible()
  await expect(panel.getByTestId('seat-rows')).toContainText(colleague)
  await shootAt(page, `team-guest-buyer-${name}`, width)
}

for (const width of [1280, 390]) {
  const viewport = { width, height: width === 390 ? 844 : 900 }

  test(`the e-mailed link creates the account in one step and opens the team, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const email = `compras-enlace-${stamp()}@empresa.es`
    await payForThreeSeats(page, email)

    const mail = await waitForMail(email, (m) => /invita a tu equipo/.test(m.subject))
    expect(mail.text).toMatch(/crea tu cuenta en un solo paso/)
    expect(mail.text).not.toMatch(/confírmala/)
    const link = new URL(/https?:\/\/[^\s"<]+\/guest-access\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0])

    // the link opened on another device (no session, no checkout cookie): never «Este acceso ya no está activo»
    const elsewhere = await browser.newContext({ viewport, extraHTTPHeaders: ADDRESS })
    const phone = await elsewhere.newPage()
    const linkCookie = phone.waitForResponse((r) => r.url().endsWith('/api/guest-access/browser'))
    await phone.goto(link.pathname + link.search)
    expect((await linkCookie).status()).toBe(200)
    await expect(phone.getByRole('heading', { name: 'Crea tu cuenta para gestionar tu equipo' })).toBeVisible()
    await expect(phone.getByText('Este acceso ya no está activo')).toHaveCount(0)
    // the link's address, shown, not a field to type in
    await expect(phone.getByTestId('team-buyer-email')).toHaveText(email)
    await expect(phone.getByTestId('team-buyer-form').getByRole('textbox', { name: 'Email' })).toHaveCount(0)
    await shootAt(phone, 'team-guest-buyer-link', width)
    // /equipo in the browser that opened the link offers the same step (not a learner's «Acceso requerido»)
    await phone.goto('/equipo')
    await expect(phone.getByRole('heading', { name: 'Crea tu cuenta para gestionar tu equipo' })).toBeVisible()
    await expect(phone.getByTestId('team-buyer-email')).toHaveText(email)
    await phone.goto(link.pathname + link.search)
    await createAccountAndInvite(phone, width, 'link-team')

    // the same link later, signed in: straight to the team
    await phone.goto(link.pathname + link.search)
    await phone.getByTestId('team-buyer-go').click()
    await expect(phone).toHaveURL(/\/equipo$/)
    await expect(phone.getByTestId('team-panel')).toBeVisible()
    await elsewhere.close()
  })

  test(`the success page creates the account for this team in one step, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const email = `compras-pago-${stamp()}@empresa.es`
    await payForThreeSeats(page, email)
    await expect(page.getByTestId('team-link-sent')).toContainText(
      `Te hemos enviado un enlace a ${email}: ábrelo para gestionar tu equipo`,
    )
    await expect(page.getByTestId('team-buyer-email')).toHaveText(email)
    await shootAt(page, 'team-guest-buyer-success', width)
    await createAccountAndInvite(page, width, 'success-team')
  })
}
