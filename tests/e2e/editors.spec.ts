/**
 * Editors in a newsroom: a draft saved in the admin is seen on its real page in the live preview (and
 * follows what the editor types), never by readers; a price change scheduled in the admin («Programar
 * publicación», Madrid time) appears on the public page at its time, after the editor saw what it
 * affects; the editors' dashboard lists it. Screenshots (admin at 1280 px, the preview at 390 px) go to
 * .data/screenshots/.
 */
import { TZDate } from '@date-fns/tz'
import { expect, test, type Page } from '@playwright/test'
import { format } from 'date-fns'
import { es } from 'date-fns/locale'

import { formatEuros } from '@/content/money'
import { dateTime } from '@/content/dates'

import { editorSignIn } from '../support/admin'
import { testPayload } from '../support/payload'

/** Waits for the admin's autosave of the open document. */
const autosaved = (page: Page, collection: string, id: number) =>
  page.waitForResponse(
    (r) =>
      r.url().includes(`/api/${collection}/${id}`) &&
      r.url().includes('autosave=true') &&
      r.request().method() !== 'GET',
    {
      timeout: 20_000,
    },
  )

test.use({ viewport: { width: 1280, height: 900 } })

test('an editor saves a draft and sees it on its page in the live preview; readers do not', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const payload = await testPayload()
  const [module] = (await payload.find({ collection: 'modules', where: { code: { equals: 'F5' } }, depth: 0 })).docs
  const premium = module.premiumSections?.[0]?.title ?? ''
  const token = await editorSignIn(page)
  const draftTitle = `Borrador en vivo ${Date.now().toString(36)}`
  try {
    await page.goto(`/admin/collections/modules/${module.id}`)
    const title = page.locator('input[name="title"]')
    await expect(title).toHaveValue(module.title, { timeout: 30_000 })
    let saved = autosaved(page, 'modules', module.id)
    await title.fill(draftTitle)
    expect((await saved).ok()).toBe(true)

    await page.getByRole('button', { name: 'Previsualizar' }).click()
    const preview = page.frameLocator('iframe#live-preview-iframe')
    await expect(preview.getByRole('heading', { level: 1 })).toContainText(draftTitle, { timeout: 30_000 })
    await expect(preview.getByText('Vista previa del borrador')).toBeVisible()
    if (premium) await expect(preview.getByText(premium).first()).toBeVisible()

    // It follows the editor: the next autosave renders the page again.
    saved = autosaved(page, 'modules', module.id)
    await title.fill(`${draftTitle} (2)`)
    await saved
    await expect(preview.getByRole('heading', { level: 1 })).toContainText(`${draftTitle} (2)`, { timeout: 30_000 })

    // The phone breakpoint of the toolbar.
    await page.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    await page.getByRole('button', { name: 'Móvil (390 px)' }).click()
    await expect(page.locator('.live-preview-toolbar-controls__device-size input').first()).toHaveValue('390')
    await expect(preview.getByRole('heading', { level: 1 })).toContainText(`${draftTitle} (2)`)
    await page.screenshot({ path: '.data/screenshots/admin-live-preview-1280.png' })

    // The preview itself at 390 px, as staff.
    const phone = await page.context().newPage()
    await phone.setViewportSize({ width: 390, height: 844 })
    await phone.goto(`/vista-previa?coleccion=modules&id=${module.id}`)
    await expect(phone.getByRole('heading', { level: 1 })).toContainText(`${draftTitle} (2)`)
    await phone.screenshot({ path: '.data/screenshots/preview-module-390.png', fullPage: false })
    await phone.close()

    // A reader (no session) gets the published page, and no preview.
    const reader = await browser.newContext()
    const readerPage = await reader.newPage()
    await readerPage.goto(`/curso/${module.slug}`)
    await expect(readerPage.getByRole('heading', { level: 1 })).toContainText(module.title)
    await expect(readerPage.getByText(draftTitle)).toHaveCount(0)
    const refused = await readerPage.goto(`/vista-previa?coleccion=modules&id=${module.id}`)
    expect(refused?.status()).toBe(404)
    await reader.close()
  } finally {
    const restored = await page.request.patch(`/api/modules/${module.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { title: module.title, _status: 'published' },
    })
    expect(restored.status()).toBe(200)
  }
})

/** 'HH:mm' in Madrid of the first whole minute at least `leadMs` from now. */
function nextMinute(leadMs: number) {
  const at = new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000)
  const text = new Intl.DateTimeFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Madrid',
  }).format(at)
  return { at, text }
}

/** 'dd/MM/yyyy' of that moment in Madrid. */
const madridDay = (at: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(at)

test('an editor schedules a price change; it appears on the public page at that time', async ({ page, request }) => {
  test.setTimeout(180_000)
  const payload = await testPayload()
  const [plan] = (
    await payload.find({ collection: 'pricing-plans', where: { slug: { equals: 'complete-course' } }, depth: 0 })
  ).docs
  const token = await editorSignIn(page)
  const newPrice = 5370
  try {
    await page.goto(`/admin/collections/pricing-plans/${plan.id}`)
    const price = page.locator('input[name="price"]')
    await expect(price).toHaveValue(String(plan.price / 100), { timeout: 30_000 })
    const saved = autosaved(page, 'pricing-plans', plan.id)
    await price.fill('53,70')
    await saved
    // What it affects, before publishing: the charge and «Ahorra» recomputed.
    const impact = page.locator('.price-impact')
    await expect(impact).toContainText(formatEuros(newPrice))
    if (plan.referencePrice) await expect(impact).toContainText(formatEuros(plan.referencePrice - newPrice))
    await impact.scrollIntoViewIfNeeded()
    await page.screenshot({ path: '.data/screenshots/admin-price-impact-1280.png' })

    // «Programar publicación» for the next minute (Madrid time), at least 20 s ahead.
    const { at, text } = nextMinute(20_000)
    await page.locator('#action-save-popup .popup-button').click()
    await page.getByRole('button', { name: 'Programar publicación' }).click()
    const drawer = page.locator('.schedule-publish')
    // The list offers quarter hours; any minute can be typed, in the drawer's own input format.
    const input = drawer.locator('.react-datepicker__input-container input')
    await input.click()
    await expect(page.locator('.react-datepicker__time-list-item').nth(1)).toHaveText(/^\d\d:(00|15|30|45)$/)
    await input.fill(format(new TZDate(at.getTime(), 'Europe/Madrid'), 'MMM d, yyy h:mm a', { locale: es }))
    await input.press('Enter')
    await page.locator('#scheduled-publish-save').click()
    // As the drawer lists it (admin.dateFormat: «25/11/2026 01:05»).
    await expect(drawer.locator('table')).toContainText(`${madridDay(at)} ${text}`, { timeout: 30_000 })
    await page.screenshot({ path: '.data/screenshots/admin-schedule-1280.png' })

    // The editors' dashboard lists it with its time.
    await page.goto('/admin')
    const desk = page.locator('section[aria-labelledby="editors-dashboard-title"]')
    await expect(desk).toContainText('Mesa de edición')
    await expect(desk).toContainText(plan.name)
    await expect(desk).toContainText(dateTime(at))
    await page.screenshot({ path: '.data/screenshots/admin-editors-dashboard-1280.png', fullPage: true })

    // Not before its time; on the public page once it comes.
    const shown = async () => (await (await request.get('/curso')).text()).includes(formatEuros(newPrice))
    if (Date.now() < at.getTime() - 3_000) expect(await shown()).toBe(false)
    await expect.poll(shown, { timeout: at.getTime() - Date.now() + 30_000, intervals: [500] }).toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1_000)
  } finally {
    const restored = await page.request.patch(`/api/pricing-plans/${plan.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { price: plan.price, _status: 'published' },
    })
    expect(restored.status()).toBe(200)
  }
})
