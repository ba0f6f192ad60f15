/**
 * "Desistir del contrato" in the browser: from the dashboard (an account) and from the guest page (an
 * e-mailed link), two steps and the acknowledgement; after a download, the page says why the right no
 * longer applies. Viewing the dashboard (whose links to the modules the router may prefetch) is not a
 * first use. Screenshots at 390 and 1280 px go to .data/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test'

import { testAddress } from '../support/addresses'

import { appUrl } from '../support/api'
import { firstLink, waitForMail } from '../support/mail'
import { payOnHostedPage, sessionIdFromUrl } from '../support/stripe'
import { shoot } from '../support/shots'

let n = 0
const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(n += 1)}@example.com`
const fromSite = () => ({ Origin: new URL(appUrl()).origin })

/** Buys through the endpoints, with both checkout boxes ticked, as this browser (signed in or not). */
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
}

test('an account withdraws from the dashboard in two steps; access goes, the acknowledgement arrives', async ({
  page,
}) => {
  const email = uniqueEmail('desiste-panel')
  const signup = await page.request.post('/api/account/signup', {
    data: { name: 'Lucía Pérez', email, password: 'clave-segura-123' },
    headers: { 'X-Forwarded-For': testAddress() },
  })
  expect(signup.status()).toBe(201)
  await buy(page, { productType: 'module', module: 'f2' })

  await page.goto('/dashboard')
  const section = page.getByTestId('withdrawal')
  await expect(section.getByRole('heading', { name: 'Derecho de desistimiento' })).toBeVisible()
  await expect(section).toContainText('Puedes desistir de esta compra hasta el')
  await expect(page.getByTestId('module-f2')).toBeVisible()
  await shoot(page, 'withdrawal-dashboard-open', { part: 'withdrawal' })

  // Step 1: the button. Step 2: the contract, the refund, the address for the acknowledgement.
  await section.getByRole('button', { name: 'Desistir del contrato' }).click()
  const form = section.getByRole('form', { name: 'Confirma que desistes del contrato' })
  await expect(form).toContainText('Módulo F2: Contexto Semántico')
  await expect(form).toContainText(email)
  await form.getByRole('button', { name: 'Cancelar' }).click()
  await expect(form).toBeHidden()
  await section.getByRole('button', { name: 'Desistir del contrato' }).click()
  await form.getByLabel('Tu nombre (opcional)').fill('Lucía Pérez')
  await shoot(page, 'withdrawal-dashboard-confirm', { part: 'withdrawal' })
  await form.getByRole('button', { name: 'Confirmar el desistimiento' }).click()
  await expect(section.getByTestId('withdrawal-status')).toContainText('Desistimiento registrado el')
  await expect(section.getByTestId('withdrawal-status')).toContainText(`acuse de recibo a ${email}`)
  await shoot(page, 'withdrawal-dashboard-done', { part: 'withdrawal' })

  const ack = await waitForMail(email, (m) => /Hemos recibido tu desistimiento/.test(m.subject))
  expect(ack.text).toContain('Lucía Pérez, confirmamos que el')
  await waitForMail(email, (m) => /Tu reembolso/.test(m.subject))
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('withdrawal')).toContainText('El reembolso está hecho y el acceso, retirado.')
  }).toPass({ timeout: 30_000 })
  await expect(page.getByTestId('module-f2')).toHaveCount(0)
})

test('a guest withdraws from the guest page; after a download the page says why the right no longer applies', async ({
  page,
}) => {
  // A guest who downloaded: the right is gone, and the page says so with the consent and its date.
  const used = uniqueEmail('invitada-usa')
  await buy(page, { productType: 'module', module: 'f3' }, used)
  const usedLink = firstLink(
    await waitForMail(used, (m) => /guest-access\?token=/.test(m.text)),
    /https?:\/\/\S+\/guest-access\?token=[A-Za-z0-9_-]+/,
  )
  await page.goto(new URL(usedLink).pathname + new URL(usedLink).search)
  const download = page.waitForEvent('download')
  await page.getByTestId('download-f3').click()
  await download
  await page.reload()
  const section = page.getByTestId('withdrawal')
  await expect(section).toContainText('El derecho de desistimiento ya no se aplica a esta compra')
  await expect(section).toContainText('descargaste la guía de F3')
  await expect(section).toContainText('diste tu consentimiento para acceder de inmediato')
  await expect(section.getByRole('button', { name: 'Desistir del contrato' })).toHaveCount(0)
  await shoot(page, 'withdrawal-guest-used', { part: 'withdrawal' })

  // Another guest, who has not used anything yet, withdraws.
  await page.context().clearCookies()
  const email = uniqueEmail('invitada-desiste')
  await buy(page, { productType: 'module', module: 'f1' }, email)
  const link = firstLink(
    await waitForMail(email, (m) => /guest-access\?token=/.test(m.text)),
    /https?:\/\/\S+\/guest-access\?token=[A-Za-z0-9_-]+/,
  )
  await page.goto(new URL(link).pathname + new URL(link).search)
  const open = page.getByTestId('withdrawal')
  await expect(open).toContainText('Puedes desistir de esta compra hasta el')
  await shoot(page, 'withdrawal-guest-open', { part: 'withdrawal' })
  await open.getByRole('button', { name: 'Desistir del contrato' }).click()
  await open.getByRole('button', { name: 'Confirmar el desistimiento' }).click()
  await expect(open.getByTestId('withdrawal-status')).toContainText('Desistimiento registrado el')
  await shoot(page, 'withdrawal-guest-done', { part: 'withdrawal' })
  await waitForMail(email, (m) => /Hemos recibido tu desistimiento/.test(m.subject))
})

test('the checkout asks for the consent to immediate access in its own checkbox', async ({ page }) => {
  await page.goto('/checkout?module=f3')
  await page.getByLabel(/Acepto las condiciones de compra/).check()
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByText('Marca la casilla del acceso inmediato para continuar')).toBeVisible()
  await expect(page.getByLabel(/sé que pierdo mi derecho de desistimiento en cuanto descargue una guía/)).toBeFocused()
  await shoot(page, 'withdrawal-checkout-consent', { part: 'checkout-summary' })
})
