/**
 * FUNDAE in the browser (issue 28 item 6):
 * - the module page's heartbeat (SectionTimer) reports active time on the section in view, and nothing
 *   once the tab is hidden;
 * - «Justificación FUNDAE» (src/components/teams/FundaeExport.tsx; the team page that will hold it is
 *   another branch's, so its server-rendered markup is placed in a page of the site, with the site's
 *   styles): screenshots at 390 and 1280 px checked with axe, then a manager downloads the CSV and the
 *   PDF through its form. Screenshots go to .data/screenshots/.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page, type Request } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { fundaeTeam, PASSWORD } from '../support/teams'
import { testPayload } from '../support/payload'

const signIn = async (page: Page, email: string) => {
  const res = await page.request.post('/api/account/login', { data: { email, password: PASSWORD } })
  expect(res.status()).toBe(200)
}

const clockOf = async (userId: number) => {
  const payload = await testPayload()
  const { rows } = await (
    payload.db as unknown as {
      pool: { query: (t: string, p: unknown[]) => Promise<{ rows: Array<{ active_ms: string }> }> }
    }
  ).pool.query(`SELECT active_ms FROM section_time WHERE user_id = $1 AND key = ''`, [userId])
  return Number(rows[0]?.active_ms ?? 0)
}

test('the module page reports active time on the section in view, and nothing while the tab is hidden', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { people, anchors } = await fundaeTeam('F2', 1)
  await signIn(page, people[0].email)
  // The page's own timers (the 15 s heartbeat, the active time it reports) run on Playwright's clock, moved
  // on by the test instead of waited for. The server needs no real time here: the first beat of the day
  // is counted as reported (at most 15 s); the one sent on hiding the tab comes too soon to count.
  await page.clock.install()
  const isBeat = (r: Request) => r.url().endsWith('/api/learning/time') && r.method() === 'POST'
  let beatSent = false
  page.on('request', (r) => {
    if (isBeat(r)) beatSent = true
  })
  await page.goto(`/curso/f2#${anchors[0]}`)
  await expect(page.getByTestId('reading-progress')).toBeVisible()
  const firstBeat = page.waitForResponse((r) => isBeat(r.request()), { timeout: 30_000 })
  // a reader who moves the mouse now and then
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.move(200 + i * 10, 300)
    await page.clock.runFor(3_000)
  }
  // On to the beat, half a second at a time (its interval starts when the page has hydrated).
  await expect
    .poll(async () => beatSent || (await page.clock.runFor(500), beatSent), { timeout: 30_000, intervals: [50] })
    .toBe(true)
  const answer = await firstBeat
  expect(answer.status()).toBe(200)
  const sent = answer.request().postDataJSON() as { module: string; section: string; activeMs: number }
  expect(sent.module).toBe('f2')
  expect(anchors).toContain(sent.section)
  expect(sent.activeMs).toBeGreaterThan(10_000)
  expect(sent.activeMs).toBeLessThanOrEqual(16_000)
  expect(await clockOf(people[0].id)).toBeGreaterThan(10_000)

  // The tab is hidden: its last report leaves at once (keepalive), then nothing is sent however long it stays hidden.
  await page.clock.runFor(1_000)
  const requests: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/learning/time')) requests.push(r.postData() ?? '')
  })
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.clock.runFor(17_000)
  // A request the page started meanwhile was started before this one, so it has been seen once this one is.
  await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/robots.txt')),
    page.evaluate(() => void fetch('/robots.txt')),
  ])
  expect(requests.length).toBeLessThanOrEqual(1)
  for (const body of requests) expect((JSON.parse(body) as { activeMs: number }).activeMs).toBeLessThanOrEqual(5_000)
})

test('«Justificación FUNDAE»: the form at 390 and 1280 px, and a manager downloads the CSV and the PDF', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { team, manager, people } = await fundaeTeam('F2', 2)
  await signIn(page, manager.email)
  await page.goto('/curso')
  const markup = execFileSync('npx', ['tsx', 'tests/support/render-fundae-export.tsx', String(team)], {
    encoding: 'utf8',
  })
  await page.evaluate((html) => {
    const main = document.querySelector('main')!
    main.innerHTML = `<div class="mx-auto max-w-4xl px-4 py-10">${html}</div>`
  }, markup)
  const form = page.getByTestId('fundae-export')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="fundae-export"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      axe.violations.map((v) => v.id),
      `axe at ${width} px`,
    ).toEqual([])
    await form.scrollIntoViewIfNeeded()
    await form.screenshot({ path: `.data/screenshots/fundae-export-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  await form.getByLabel('Desde').fill('2026-01-01')
  await form.getByLabel('Hasta').fill(new Date().toISOString().slice(0, 10))
  await form.getByLabel('CSV (Excel)').check()
  const csvDownload = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Descargar' }).click()
  const csv = await csvDownload
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^fundae-equipo-${team}-2026-01-01-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
  const text = readFileSync((await csv.path())!, 'utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  expect(text).toContain('Persona (email);Empresa;Periodo;Primer acceso')
  for (const person of people) expect(text).toContain(person.email)

  await form.getByLabel('PDF').check()
  const pdfDownload = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Descargar' }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/)
  const bytes = readFileSync((await pdf.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
})
