import http from 'node:http'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * The free AI-citability checker in Chromium: a visitor checks a page this test serves on loopback (a
 * port the harness allows with CHECKER_ALLOW_LOOPBACK_PORTS), sees the score and one line per check,
 * follows a fix to the course, and opens the shared link in a fresh browser. Errors sit by their field.
 * Screenshots at 390 and 1280 px go to .data/screenshots/. Markdown for agents through nginx at the end.
 */
const port = Number((process.env.CHECKER_ALLOW_LOOPBACK_PORTS ?? '').split(',')[1])
const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ')
const TEST_PAGE = `<!doctype html><html lang="es"><head><title>Huerto urbano</title></head><body>
<h1>Cómo empezar un huerto urbano en el balcón</h1>
<p>En este artículo vamos a ver todo lo que necesitas saber para empezar tu propio huerto urbano en casa.</p>
<h2>Materiales</h2><p>${words(170)}</p><ul><li>Macetas</li><li>Sustrato</li></ul></body></html>`

let site: http.Server
test.beforeAll(async () => {
  expect(port, 'npm test sets CHECKER_ALLOW_LOOPBACK_PORTS').toBeGreaterThan(0)
  site = http.createServer((req, res) => {
    if (req.url === '/huerto') return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(TEST_PAGE)
    if (req.url === '/robots.txt')
      return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: CCBot\nDisallow: /\n')
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no')
  })
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve))
})
test.afterAll(async () => {
  site.closeAllConnections()
  await new Promise((resolve) => site.close(resolve))
})

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

test('a visitor checks a page, reads the score and each line, and opens the shared link', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/herramientas/comprobador')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Comprobador de citabilidad')
  await page.screenshot({ path: '.data/screenshots/checker-form-1280.png', fullPage: true })

  // An address that points inside is refused beside its field, which takes the focus.
  const field = page.getByLabel('Dirección de la página')
  await field.fill('http://192.168.1.1/')
  await page.getByRole('button', { name: 'Comprobar' }).click()
  await expect(page.locator('#checker-url-error')).toHaveText(/red privada o reservada/)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toBeFocused()
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: '.data/screenshots/checker-error-1280.png', fullPage: false })

  await field.fill(`http://127.0.0.1:${port}/huerto`)
  await page.getByRole('button', { name: 'Comprobar' }).click()
  await page.waitForURL(/\/herramientas\/comprobador\/r\/[A-Za-z0-9_-]{22}$/)
  const resultUrl = page.url()
  await expect(page).toHaveTitle(/^Resultado: \d{1,3}\/100/)

  await expect(page.getByTestId('score-value')).toHaveText(/^\d{1,3}$/)
  const score = Number(await page.getByTestId('score-value').textContent())
  expect(score).toBeGreaterThan(0)
  expect(score).toBeLessThan(100)
  await expect(page.getByTestId('checker-line')).toHaveCount(10)
  await expect(page.locator('[data-check="crawlers"]')).toHaveAttribute('data-status', 'fail')
  await expect(page.locator('[data-check="crawlers"]')).toContainText('CCBot')
  await expect(page.locator('[data-check="h1"]')).toHaveAttribute('data-status', 'pass')
  await expect(page.locator('[data-check="answer-first"]')).toContainText('preámbulo')
  await expect(page.locator('[data-check="llms-txt"]')).toHaveAttribute('data-status', 'fail')
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: '.data/screenshots/checker-result-1280.png', fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await axe(page)).toEqual([])
  await page.screenshot({ path: '.data/screenshots/checker-result-390.png', fullPage: true })

  // A failure's link leads to the module section that fixes it.
  await page.locator('[data-check="answer-first"]').getByTestId('fix-link').click()
  await expect(page).toHaveURL(/\/curso\/f2#formato-fragmentable$/)
  await expect(page.locator('#formato-fragmentable')).toBeVisible()

  // The shared link, in a fresh browser: the same result, not indexed.
  const shared = await browser.newContext()
  const other = await shared.newPage()
  await other.goto(resultUrl)
  await expect(other.getByTestId('score-value')).toHaveText(String(score))
  await expect(other.getByTestId('checker-line')).toHaveCount(10)
  await expect(other.getByTestId('share-link')).toHaveText(
    new RegExp(`/herramientas/comprobador/r/${resultUrl.split('/').pop()}$`),
  )
  await expect(other.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await shared.close()
})

test('the form at 390 px: pasted HTML, and its error', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/herramientas/comprobador')
  await page.screenshot({ path: '.data/screenshots/checker-form-390.png', fullPage: true })
  await page.getByLabel('El HTML de una página').check()
  await page.getByRole('button', { name: 'Comprobar' }).click()
  const html = page.getByLabel('HTML de la página')
  await expect(page.locator('#checker-html-error')).toHaveText('Escribe la dirección de una página o pega su HTML.')
  await expect(html).toBeFocused()
  await page.screenshot({ path: '.data/screenshots/checker-error-390.png', fullPage: false })
  await html.fill(TEST_PAGE)
  await page.getByRole('button', { name: 'Comprobar' }).click()
  await page.waitForURL(/\/r\//)
  await expect(page.locator('[data-check="crawlers"]')).toHaveAttribute('data-status', 'skip')
  await expect(page.getByTestId('checker-line')).toHaveCount(10)
})

test('through nginx, HTML and Markdown of one URL never mix in the micro-cache', async ({ request }) => {
  const proxy = process.env.PROXY_URL
  expect(proxy, 'nginx must run in front of the app (npm test)').toBeTruthy()
  for (let i = 0; i < 4; i++) {
    const [html, markdown] = await Promise.all([
      request.get(`${proxy}/glosario`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } }),
      request.get(`${proxy}/glosario`, { headers: { Accept: 'text/markdown' } }),
    ])
    expect(html.headers()['content-type']).toMatch(/^text\/html/)
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    expect(await markdown.text()).toMatch(/^# /)
    expect(html.headers()['vary']).toMatch(/Accept/)
    expect(markdown.headers()['vary']).toMatch(/Accept/)
  }
  // Both variants really come from the cache (so the test above could have mixed them).
  const statuses = new Set<string>()
  for (const accept of ['text/markdown', 'text/html']) {
    for (let i = 0; i < 3; i++)
      statuses.add(
        `${accept}:${(await request.get(`${proxy}/glosario`, { headers: { Accept: accept } })).headers()['x-cache-status']}`,
      )
  }
  expect(statuses).toContain('text/markdown:HIT')
  expect(statuses).toContain('text/html:HIT')
  const again = await request.get(`${proxy}/glosario`, { headers: { Accept: 'text/markdown' } })
  expect(again.headers()['content-type']).toBe('text/markdown; charset=utf-8')
})
