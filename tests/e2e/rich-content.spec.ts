/**
 * Content the specification asks for (issue 15, item 10): F3's authority-signals table as a real table
 * (caption, column and row headers, readable at 390 px, a pipe table in the .md twin); external tool links
 * on F5 and F6 that open in a new tab and say so; the team's profile links; the /casos headline figures
 * as content an editor changes. Screenshots at 390 and 1280 px go to .data/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test'

import { testPayload } from '../support/payload'

const NEW_TAB = '(se abre en una pestaña nueva)'
const SIGNALS = ['Citas externas', 'Coherencia de marca', 'Estilo experto']

/** The page is no wider than the viewport (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll).toBeLessThanOrEqual(width)
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    test('F3 shows the three authority signals as an accessible table', async ({ page }) => {
      await page.goto('/curso/f3')
      const table = page.getByRole('table', { name: 'Señales de autoridad: en qué consisten y por qué pesan' })
      await expect(table).toBeVisible()
      await expect(table.locator('caption')).toHaveText('Señales de autoridad: en qué consisten y por qué pesan')
      await expect(table.getByRole('columnheader')).toHaveText(['Señal', 'En qué consiste', 'Por qué pesa'])
      for (const th of await table.locator('thead th').all()) await expect(th).toHaveAttribute('scope', 'col')
      await expect(table.getByRole('rowheader')).toHaveText(SIGNALS)
      for (const th of await table.locator('tbody th').all()) await expect(th).toHaveAttribute('scope', 'row')
      await expect(table.locator('tbody tr')).toHaveCount(3)
      await expect(table.getByRole('row', { name: /Coherencia de marca/ }).getByRole('cell')).toHaveText([
        /^Tu nombre, tu descripción y tus datos son los mismos/,
        'Ayuda al modelo a identificarte como una única entidad.',
      ])
      // The caption paragraph is the caption only: it is not repeated as text before the table.
      await expect(page.locator('#senales-de-autoridad p', { hasText: 'Tabla:' })).toHaveCount(0)
      const box = (await table.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      await expectNoSidewaysScroll(page)
      // The section in page coordinates (a full-page capture keeps the sticky header out of it).
      const section = await page.locator('#senales-de-autoridad').evaluate((el) => {
        const r = el.getBoundingClientRect()
        return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }
      })
      await page.screenshot({ path: `.data/screenshots/f3-table-${width}.png`, fullPage: true, clip: section })
    })

    test('the team page names each profile link and opens it in a new tab', async ({ page }) => {
      await page.goto('/acerca-de/equipo')
      const link = page.getByRole('link', { name: `LinkedIn de Elena Marín Soler ${NEW_TAB}`, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('target', '_blank')
      await expectNoSidewaysScroll(page)
      await page.screenshot({ path: `.data/screenshots/team-${width}.png`, fullPage: true })
    })
  })
}

test('F3’s .md twin carries the table as a GFM pipe table', async ({ request }) => {
  const markdown = await (await request.get('/curso/f3.md')).text()
  expect(markdown).toContain(
    'Tabla: Señales de autoridad: en qué consisten y por qué pesan\n\n| Señal | En qué consiste | Por qué pesa |\n| --- | --- | --- |\n| **Citas externas** |',
  )
  for (const signal of SIGNALS) expect(markdown).toMatch(new RegExp(`^\\| \\*\\*${signal}\\*\\* \\| .+ \\|$`, 'm'))
})

test('external tool links on F5 and F6 open in a new tab with rel=noopener and say so; internal links do not', async ({
  page,
}) => {
  const expectations = [
    { path: '/curso/f5', name: 'Alertas de Google', href: 'https://www.google.com/alerts' },
    { path: '/curso/f5', name: 'ChatGPT', href: 'https://help.openai.com/en/articles/6825453-chatgpt-release-notes' },
    { path: '/curso/f6', name: 'Google Search Console', href: 'https://search.google.com/search-console' },
    { path: '/curso/f6', name: 'Bing Webmaster Tools', href: 'https://www.bing.com/webmasters' },
  ]
  for (const { path, name, href } of expectations) {
    if (!page.url().endsWith(path)) await page.goto(path)
    const link = page.getByRole('main').getByRole('link', { name: `${name} ${NEW_TAB}`, exact: true })
    await expect(link, `${path}: ${name}`).toHaveAttribute('href', href)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
  }
  // A course link in rich text stays in the tab.
  await page.goto('/curso/f0')
  const internal = page.locator('.prose-geo a[href="/curso/f3"]').first()
  await expect(internal).toBeVisible()
  expect(await internal.getAttribute('target')).toBeNull()
})

test.describe('/casos headline figures', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('come from the page’s content: an editor’s change shows on the page', async ({ page, request }) => {
    await page.goto('/casos')
    const stats = page.getByTestId('case-stats')
    await expect(stats.locator('dd')).toHaveText(['95 %', '6–8 semanas', '400 %'])
    await expect(stats.locator('dt')).toHaveText([
      'de implementación con éxito',
      'de media hasta los primeros resultados',
      'de mejora media en las citas de IA',
    ])
    await page.screenshot({ path: '.data/screenshots/casos-1280.png' })
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: '.data/screenshots/casos-390.png', fullPage: true })

    // An editor changes a figure through the REST API (what the admin form sends).
    const payload = await testPayload()
    const email = `editora-cifras-${Date.now().toString(36)}@academiageo.test`
    await payload.create({
      collection: 'users',
      data: { email, password: 'editora-123', name: 'Editora', role: 'editor' },
    })
    const token = (await (await request.post('/api/users/login', { data: { email, password: 'editora-123' } })).json())
      .token
    const [casos] = (await payload.find({ collection: 'pages', where: { slug: { equals: 'casos' } }, depth: 0 })).docs
    const original = (casos.figures ?? []).map(({ value, label }) => ({ value, label }))
    const changed = original.map((f) =>
      f.value === '400 %' ? { value: '410 %', label: 'de mejora media medida en 2026' } : f,
    )
    const save = (figures: typeof original) =>
      request.patch(`/api/pages/${casos.id}`, { headers: { Authorization: `JWT ${token}` }, data: { figures } })
    expect((await save(changed)).status()).toBe(200)
    try {
      await expect(async () => {
        await page.goto('/casos')
        await expect(stats.locator('dd')).toHaveText(['95 %', '6–8 semanas', '410 %'], { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(stats).toContainText('de mejora media medida en 2026')
    } finally {
      expect((await save(original)).status()).toBe(200)
    }
  })
})
