/**
 * VERI*FACTU on the invoice page (issue 26): the QR code, «QR tributario:» and the legend, at 390 and
 * 1280 px, read back from the screenshot the way a phone would; the declaración responsable from the footer.
 */
import { expect, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

import { invoiceLinkKey, issueInvoice } from '@/invoicing/invoices'

import { testPayload } from '../support/payload'

const context = { system: true, skipRevalidate: true }

async function issuedInvoice() {
  const payload = await testPayload()
  const order = await payload.create({
    collection: 'orders',
    data: {
      productType: 'module',
      amountTotal: 1000,
      currency: 'eur',
      email: `qr-${Date.now().toString(36)}@example.com`,
      status: 'paid',
      paidAt: new Date().toISOString(),
      tax: { country: 'ES', rate: 21, net: 826, amount: 174, taxability: 'standard_rated' },
    },
    context,
  })
  const invoice = (await issueInvoice(payload, order.id))!
  const { docs } = await payload.find({
    collection: 'verifactu-records',
    where: { invoice: { equals: invoice.id } },
    depth: 0,
  })
  return { invoice, record: docs[0] }
}

for (const width of [390, 1280]) {
  test(`the invoice page shows the VERI*FACTU QR code at ${width} px`, async ({ page }) => {
    const { invoice, record } = await issuedInvoice()
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/facturas/${invoice.id}?key=${invoiceLinkKey(invoice)}`)
    const qr = page.getByTestId('invoice-qr')
    await expect(qr).toBeVisible()
    await expect(qr).toContainText('QR tributario:')
    await expect(qr).toContainText('VERI*FACTU')
    await expect(qr).toContainText('Factura verificable en la sede electrónica de la AEAT')
    await expect(page.getByRole('heading', { name: 'Factura', exact: true })).toBeVisible()
    await expect(page.getByText(`Nº ${invoice.number}`)).toBeVisible()
    // 35 mm on screen is 132 CSS px: the code fits the narrowest phone with its quiet zone.
    const box = (await qr.getByRole('img').boundingBox())!
    expect(box.width).toBeGreaterThan(120)
    expect(box.x).toBeGreaterThan(0)
    expect(box.x + box.width).toBeLessThan(width)
    await page.screenshot({ path: `.data/screenshots/invoice-qr-${width}.png`, fullPage: true })
    const png = PNG.sync.read(await qr.screenshot())
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(code?.data).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${record.issuerNif}&numserie=${record.invoiceNumber}&fecha=${record.issueDate}&importe=10.00`,
    )
  })
}

test('a stranger without the key sees no invoice', async ({ page }) => {
  const { invoice } = await issuedInvoice()
  await page.goto(`/facturas/${invoice.id}?key=nope`)
  // (Next's route announcer is an alert too)
  await expect(page.getByRole('alert').filter({ hasText: 'Enlace de factura no válido.' })).toBeVisible()
  await expect(page.getByTestId('invoice-view')).toHaveCount(0)
})

test("the footer leads to the invoicing system's declaración responsable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/')
  await page.getByRole('link', { name: 'Sistema de facturación VERI*FACTU' }).click()
  await expect(page).toHaveURL(/\/declaracion-responsable$/)
  await expect(page.getByTestId('verifactu-system')).toContainText('Academia GEO Facturación')
  await expect(page.getByTestId('verifactu-declaration')).toContainText('declara bajo su responsabilidad')
  await page.screenshot({ path: '.data/screenshots/declaracion-responsable-390.png', fullPage: true })
})
