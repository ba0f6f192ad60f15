/**
 * The VERI*FACTU admin screen in Chromium: staff see the records with their state and the agency's
 * reason, the last messages and the export form, at 390 and 1280 px (screenshots in .data/screenshots/).
 */
import { expect, test } from '@playwright/test'

import { adminSignIn } from '../support/admin'

for (const width of [390, 1280]) {
  test(`/admin/verifactu at ${width} px: records, messages and the export of a period`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await adminSignIn(page)
    await page.goto('/admin/verifactu')
    await expect(page.getByRole('heading', { name: 'VERI*FACTU', level: 1 })).toBeVisible()
    await expect(page.getByTestId('verifactu-records')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Últimos envíos a la AEAT' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Descargar XML' })).toBeVisible()
    await expect(page.getByLabel('Desde')).toBeVisible()
    await page.screenshot({ path: `.data/screenshots/admin-verifactu-${width}.png`, fullPage: true })
    const navLink = page.locator('#nav-verifactu')
    await expect(navLink).toHaveAttribute('href', '/admin/verifactu')
  })
}
