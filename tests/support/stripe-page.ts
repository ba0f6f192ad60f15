import { expect, type Page } from '@playwright/test'

/**
 * Pays on the local Stripe-compatible hosted page the browser was sent to, as a buyer would: the e-mail
 * typed when given (an account's is prefilled), «Pagar», then the app's success page.
 */
export async function payOnStripePage(page: Page, email?: string) {
  await expect(page.getByText('Modo de pruebas')).toBeVisible({ timeout: 30_000 })
  if (email) await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(page).toHaveURL(/\/success\?session_id=cs_/)
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible({ timeout: 20_000 })
}
