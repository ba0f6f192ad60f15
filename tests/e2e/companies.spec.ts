/**
 * «Para empresas» (issue 35 item 1): a company finds the team offer from the home page, /curso and the
 * header, reads the volume prices the editors set on the complete-course plan, and reaches the checkout
 * with «Para mi equipo» chosen. The page has its JSON-LD (an Offer priced per seat by volume), its
 * Markdown twin, and is listed in llms.txt and the sitemap. Expected values come from the CMS (REST).
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { formatEuros } from '@/content/money'
import { seatBandLabel, seatPriceTable, seatPricing } from '@/teams/pricing'

type Node = Record<string, any>

async function completeCourseBands(request: APIRequestContext) {
  const response = await request.get('/api/pricing-plans?where[slug][equals]=complete-course&depth=0')
  expect(response.status()).toBe(200)
  const [plan] = (await response.json()).docs as Node[]
  const bands = seatPriceTable(seatPricing(plan.seatPricing, plan.price))
  // the seeded plan has volume tiers: the page must show more than one band
  expect(bands.length).toBeGreaterThan(1)
  return bands.map((b) => ({ label: seatBandLabel(b), price: formatEuros(b.pricePerSeat), ...b }))
}

for (const width of [1280, 390]) {
  test(`at ${width} px a company goes from the home page to «Para empresas», reads the volume prices and reaches the team checkout`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const bands = await completeCourseBands(request)

    await page.goto('/')
    if (width < 1024) {
      await page.getByRole('button', { name: /menú/i }).click()
    }
    await page.getByRole('banner').getByRole('link', { name: 'Empresas' }).click()
    await expect(page).toHaveURL(/\/empresas$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('empresas')

    const rows = page.getByTestId('seat-prices').locator('tbody tr')
    await expect(rows).toHaveCount(bands.length)
    for (const [i, band] of bands.entries()) {
      await expect(rows.nth(i)).toContainText(band.label)
      await expect(rows.nth(i)).toContainText(band.price)
    }
    for (const heading of ['Formación bonificable por FUNDAE', 'Pago, transferencia y factura con NIF']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `.data/screenshots/companies-${width}.png`, fullPage: true })

    await page.getByTestId('companies-buy').click()
    await expect(page).toHaveURL(/\/checkout\?type=complete&para=equipo$/)
    await expect(page.getByTestId('purpose-team')).toBeChecked()
    await page.getByTestId('seat-quantity').fill(String(bands[1].fromSeats))
    await expect(page.getByTestId('seat-quote')).toContainText(bands[1].price)
  })
}

test('the home page and /curso lead to «Para empresas»; the footer too', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('home-companies').getByRole('link', { name: 'Plazas para empresas' })).toHaveAttribute(
    'href',
    '/empresas',
  )
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Para empresas' })).toHaveAttribute(
    'href',
    '/empresas',
  )
  await page.goto('/curso')
  await expect(page.locator('#siguientes-pasos').getByRole('link', { name: /Forma a tu equipo/ })).toHaveAttribute(
    'href',
    '/empresas',
  )
})

test('«Para empresas» has its JSON-LD, its Markdown twin, and is listed in llms.txt and the sitemap', async ({
  page,
  request,
}) => {
  const bands = await completeCourseBands(request)
  await page.goto('/empresas')
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const data = JSON.parse(text)
    return (Array.isArray(data) ? data : [data]).flatMap((d: Node) => d['@graph'] ?? [d])
  })
  const offer = nodes.find((n) => n['@type'] === 'Offer')
  expect(offer, 'an Offer node').toBeTruthy()
  expect(offer!.priceSpecification).toEqual(
    bands.map((b) =>
      expect.objectContaining({
        '@type': 'UnitPriceSpecification',
        price: (b.pricePerSeat / 100).toFixed(2),
        priceCurrency: 'EUR',
        eligibleQuantity: expect.objectContaining({
          minValue: b.fromSeats,
          ...(b.toSeats === null ? {} : { maxValue: b.toSeats }),
        }),
      }),
    ),
  )
  expect(nodes.some((n) => n['@type'] === 'HowTo')).toBe(true)

  const twin = await request.get('/empresas.md')
  expect(twin.status()).toBe(200)
  const markdown = await twin.text()
  for (const band of bands) expect(markdown).toContain(`| ${band.label} | ${band.price} |`)
  expect(markdown).toContain('## Formación bonificable por FUNDAE')

  expect(await (await request.get('/llms.txt')).text()).toMatch(
    /## Para empresas\n\n- \[[^\]]+\]\(https?:\/\/[^)]+\/empresas\)/,
  )
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>https?:\/\/[^<]+\/empresas<\/loc>/)
})

test('the header keeps its links on one line, without overflow, from tablet to desktop widths', async ({ page }) => {
  for (const width of [768, 900, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/empresas')
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width)
    // one row: the header is as tall as at 1280 px (64 px)
    expect((await page.getByRole('banner').boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(65)
    await page.getByRole('banner').screenshot({ path: `.data/screenshots/companies-header-${width}.png` })
    if (width >= 1024) {
      await expect(
        page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Empresas' }),
      ).toBeVisible()
    } else {
      // below 1024 px the links do not fit beside the logo and the account: they are in the menu
      await page.getByRole('button', { name: 'Abrir menú' }).click()
      await expect(
        page.getByRole('navigation', { name: 'Menú móvil' }).getByRole('link', { name: 'Empresas' }),
      ).toBeVisible()
    }
  }
})
