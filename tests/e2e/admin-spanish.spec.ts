/**
 * Spanish and Madrid time everywhere in the admin (issue 29, item 5): a staff member visits the screens
 * staff use — every collection's list and an edit view of each, a document's versions, one version and
 * its restore dialog, the schedule drawer, the dashboard and the support desk — and no screen shows an
 * English word from Payload's or a plugin's defaults, nor a US date («01/20/2025», «Nov 25, 2026 10:45 PM»).
 * Server-rendered dates (the version's breadcrumb) show the same Madrid time as the list.
 */
import { expect, test, type Page } from '@playwright/test'

import { adminSignIn, publishChanges } from '../support/admin'

/** English words Payload, plugin-seo or a label left untranslated would show (whole words, any case). */
const ENGLISH = [
  'Responsive',
  'Time',
  'Title',
  'Description',
  'Meta Image',
  'Payment Intent',
  'Stripe Checkout Session',
  'true',
  'false',
  'Created',
  'Updated',
  'Search',
  'Filters',
  'Columns',
  'Create New',
  'Published',
  'Draft',
  'Save',
  'Restore',
  'Versions',
  'Version',
  'Status',
  'Changed',
  'Upcoming Events',
  'Publish',
  'Unpublish',
  'Cancel',
  'Confirm',
  'Loading',
  'Preview',
  'Name',
  'Role',
  'Image',
  'Slug',
  'Date',
  'Current',
  'Previous',
  'Type',
  'Schedule',
  'Characters',
  'Auto-generate',
  'Lorem',
  'Minimum',
  'Maximum',
  'Checks',
  'Generate',
  'Remove',
  'Upload',
  'Select',
  'Choose',
  'Today',
  'Yesterday',
  'Logout',
  'Account',
  'Dashboard',
  'Collections',
  'Globals',
  'Documents',
  'No results',
  'Per Page',
  'Sort',
  'Page',
]
const englishWord = new RegExp(
  `(?<![\\p{L}\\-_./@])(${ENGLISH.map((w) => w.replace(/[\\^$*+?.()|[\]{}]/g, '\\$&')).join('|')})(?![\\p{L}\\-_@])`,
  'u',
)
/** US dates: month first with a day over 12, «Nov 25, 2026», AM/PM. */
const usDate =
  /\b(0?[1-9]|1[0-2])\/(1[3-9]|2\d|3[01])\/\d{2,4}\b|\b[A-Za-z]{3,9}\.? \d{1,2}(st|nd|rd|th|º)?,? \d{4}\b|\d{1,2}:\d{2} ?(AM|PM|am|pm|a\. ?m\.|p\. ?m\.)/

const problems: string[] = []

/** The visible text of the page (inputs' values and placeholders too) checked for English and US dates. */
async function check(page: Page, screen: string) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  const text = await page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea')].map((el) =>
      [(el as HTMLInputElement).value, (el as HTMLInputElement).placeholder].join('\n'),
    )
    return [document.body.innerText, ...values, document.title].join('\n')
  })
  const before = problems.length
  for (const line of text.split('\n')) {
    // The tax agency's XML that VERI*FACTU records show is data in the agency's own vocabulary, not UI copy.
    if (/<\/?sum1?:[A-Za-z]/.test(line)) continue
    const english = line.match(englishWord)
    const date = line.match(usDate)
    const found = [english && `«${english[0]}»`, date && `US date «${date[0]}»`].filter(Boolean)
    if (found.length) problems.push(`${screen}: ${found.join(', ')} in «${line.trim().slice(0, 120)}»`)
  }
  for (const problem of problems.slice(before)) console.log(problem)
}

test.use({ viewport: { width: 1280, height: 900 } })

test('every admin screen staff use is in Spanish, with Spanish dates in Madrid time', async ({ page }) => {
  test.setTimeout(600_000)
  await adminSignIn(page)
  await page.goto('/admin')
  await check(page, 'dashboard')
  await page.screenshot({ path: '.data/screenshots/admin-spanish-dashboard-1280.png', fullPage: true })

  const lists = await page
    .locator('nav a[href^="/admin/collections/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
  expect(lists.length).toBeGreaterThan(10)
  for (const list of lists) {
    await page.goto(list)
    await expect(page.locator('.collection-list, .list-view, [class*="collection-list"]').first()).toBeVisible({
      timeout: 60_000,
    })
    await check(page, list)
    const first = page.locator('table tbody tr td a[href*="/admin/collections/"]').first()
    if (await first.count()) {
      await page.goto((await first.getAttribute('href'))!)
      await expect(page.locator('.document-fields, .collection-edit').first()).toBeVisible({ timeout: 60_000 })
      await check(page, `${list} (edit)`)
    }
  }
  for (const global of ['site-settings', 'navigation', 'diagnostic']) {
    await page.goto(`/admin/globals/${global}`)
    await expect(page.locator('.document-fields, .global-edit').first()).toBeVisible({ timeout: 60_000 })
    await check(page, `/admin/globals/${global}`)
  }

  // A versioned document: its versions, one version, the restore dialog, the schedule drawer.
  const articles = await (await page.request.get('/api/articles?limit=1&depth=0')).json()
  const article = articles.docs[0]
  await page.goto(`/admin/collections/articles/${article.id}`)
  await page.locator('input[name="title"]').fill(`${article.title} ·`)
  // Stored (the «Publicado» status already shows before the click): the publish request answered.
  const published = await publishChanges(
    page,
    `/api/articles/${article.id}`,
    page.getByRole('button', { name: /^Publicar cambios$|^Publicar$/ }).first(),
  )
  expect(published.ok()).toBe(true)
  await expect(page.getByText(/publicad/i).first()).toBeVisible({ timeout: 30_000 })

  await page.goto(`/admin/collections/articles/${article.id}/versions`)
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 60_000 })
  await check(page, 'versions')
  await page.screenshot({ path: '.data/screenshots/admin-spanish-versions-1280.png', fullPage: true })
  const listDate = (await page.locator('table tbody tr').first().locator('td').first().innerText()).trim()
  await page.locator('table tbody tr').nth(1).locator('a').first().click()
  await expect(page).toHaveURL(/\/versions\/\w+/, { timeout: 60_000 })
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await check(page, 'version')
  await page
    .getByRole('button', { name: /restaurar/i })
    .first()
    .click()
  await expect(
    page
      .locator('dialog, [role="dialog"], .confirmation-modal')
      .filter({ hasText: /restaurar/i })
      .first(),
  ).toBeVisible()
  await check(page, 'restore dialog')
  await page.screenshot({ path: '.data/screenshots/admin-spanish-restore-1280.png' })
  await page.keyboard.press('Escape')

  // The newest version's date, rendered by the server in the version view, is the list's (Madrid) time.
  await page.goto(`/admin/collections/articles/${article.id}/versions`)
  await page.locator('table tbody tr').first().locator('a').first().click()
  await expect(page).toHaveURL(/\/versions\/\w+/, { timeout: 60_000 })
  await expect(page.locator('body')).toContainText(listDate)

  await page.goto(`/admin/collections/articles/${article.id}`)
  await expect(page.locator('input[name="title"]')).toBeEditable({ timeout: 30_000 })
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  // Scheduling is in sight, beside the publish button (not only behind its chevron).
  await page.getByTestId('publish-status').getByRole('button', { name: 'Programar…' }).click()
  await expect(page.locator('.schedule-publish')).toBeVisible()
  await page.locator('.schedule-publish .react-datepicker__input-container input').click()
  // The time list in quarter hours, not a 1,440-minute list.
  const times = await page.locator('.react-datepicker__time-list-item').allInnerTexts()
  expect(times.length).toBeGreaterThan(0)
  expect(times.length).toBeLessThanOrEqual(96)
  for (const t of times) expect(t).toMatch(/^\d\d:(00|15|30|45)$/)
  await check(page, 'schedule drawer')
  await page.screenshot({ path: '.data/screenshots/admin-spanish-schedule-1280.png' })

  await page.goto('/admin/soporte')
  await check(page, 'support desk')

  expect(problems, problems.join('\n')).toEqual([])
})
