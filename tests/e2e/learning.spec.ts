/**
 * Learning in the browser: an owner reads a section of F1 (kept in view long enough, by the read rule),
 * the module page and the dashboard move, «Continuar» (dashboard and account menu) opens the first
 * unread section; unmarking by hand sticks. Then, with F1–F5 read (through the API, to be quick), the
 * learner takes the certificate on the dashboard and anyone verifies it at /certificados/{código}; the
 * revision note and the unsubscribe page. Screenshots at 390 and 1280 px go to .data/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test'

import { sectionAnchors } from '@/learning/percent'
import { unsubscribeToken } from '@/learning/revisions'
import type { Module } from '@/payload-types'

import { ADMIN } from '../support/admin'
import { api, appUrl, login } from '../support/api'
import { passEvaluations } from '../support/evaluations'
import { testPayload } from '../support/payload'
import { shoot } from '../support/shots'

const PASSWORD = 'secreto-123'
/** Payload honours the session cookie of API calls from the site itself. */
const fromSite = () => ({ Origin: new URL(appUrl()).origin })
let n = 0

async function learner(page: Page, owns = ['f1', 'f2', 'f3', 'f4', 'f5']) {
  const payload = await testPayload()
  const email = `aprende-${Date.now().toString(36)}-${(n += 1)}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Lucía Pérez', role: 'customer' },
  })
  const { docs } = await payload.find({ collection: 'modules', where: { slug: { in: owns } }, depth: 0, limit: 10 })
  for (const module of docs) {
    await payload.create({
      collection: 'entitlements',
      data: { user: user.id, email, module: module.id, source: 'purchase' },
      context: { system: true },
    })
  }
  const res = await page.request.post('/api/account/login', { data: { email, password: PASSWORD } })
  expect(res.status()).toBe(200)
  return { id: user.id, email, modules: docs as Module[] }
}

test('reading a section in the browser moves the module page and the dashboard; Continuar resumes', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const { id, modules } = await learner(page, ['f1'])
  const anchors = sectionAnchors(modules[0])

  await page.goto('/dashboard')
  await expect(page.getByTestId('percent-f1')).toHaveText('0 %')
  await shoot(page, 'learning-dashboard-start', { part: 'module-f1' })
  await page.getByTestId('continue-f1').click()
  await expect(page).toHaveURL(new RegExp(`/curso/f1#${anchors[0]}$`))
  const tracker = page.getByTestId('reading-progress')
  await expect(tracker).toContainText('0 %')
  await shoot(page, 'learning-module-start', { part: 'reading-progress' })

  // The shortest section needs the least time in view (src/learning/read-rule.ts): keep it there.
  const shortest = await page.evaluate((ids) => {
    const words = (id: string) => (document.getElementById(id)?.textContent?.match(/[\p{L}\p{N}]+/gu) ?? []).length
    return ids.reduce((best, id) => (words(id) < words(best) ? id : best), ids[0])
  }, anchors)
  await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ block: 'center' }), shortest)
  await expect(page.getByTestId(`mark-${shortest}`)).toBeChecked({ timeout: 75_000 })
  await expect(tracker.getByTestId('reading-percent')).not.toContainText(/^0 %/)

  // Leaving the page sends what is still pending; the dashboard then shows what the server stored
  // (the section next to it may have been in view long enough too).
  await page.goto('/dashboard')
  let stored = { read: 0, percent: 0, resumeHref: '', next: '' }
  const readStored = async () => {
    stored = (await (await page.request.get('/api/learning/progress', { headers: fromSite() })).json()).modules[0]
    return stored.read
  }
  await expect.poll(readStored, { timeout: 20_000 }).toBeGreaterThan(0)
  // The report sent as the page closed may land a moment later: wait until two reads agree.
  await expect
    .poll(async () => (await readStored()) === (await new Promise((r) => setTimeout(r, 1500)).then(readStored)), {
      timeout: 20_000,
    })
    .toBe(true)
  expect(stored.read).toBeGreaterThan(0)
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('percent-f1')).toHaveText(`${stored.percent} %`)
  }).toPass({ timeout: 30_000 })
  expect(stored.resumeHref).toBe(`/curso/f1#${stored.next}`)
  await expect(page.getByTestId('continue-f1')).toHaveAttribute('href', stored.resumeHref)
  await shoot(page, 'learning-dashboard-moved', { part: 'module-f1' })

  // The course page: the owner's card shows the percentage and «Continuar»; the others their price.
  await page.goto('/curso')
  const card = page.getByTestId('card-continue-f1')
  await expect(card).toHaveText(`Continuar · ${stored.percent} % leído de F1`)
  await expect(card).toHaveAttribute('href', stored.resumeHref)
  await expect(page.locator('li[data-module="f3"]').getByTestId('module-price')).toBeVisible()
  await shoot(page, 'learning-course-card', { part: 'module-grid' })

  // The account menu offers the same «Continuar».
  await page.getByTestId('account-menu-button').click()
  const menuContinue = page.getByTestId('account-menu-continue')
  await expect(menuContinue).toHaveAttribute('href', stored.resumeHref)
  await expect(menuContinue).toContainText(`Continuar F1 (${stored.percent} % leído)`)
  await menuContinue.click()
  await expect(page).toHaveURL(new RegExp(`/curso/f1#${stored.next}$`))

  // Unmarked by hand: stays unread, after a reload too.
  const box = page.getByTestId('reading-progress')
  await box.getByText('Marcar secciones como leídas o no leídas').click()
  await page.getByTestId(`mark-${shortest}`).uncheck()
  await expect
    .poll(async () => {
      const payload = await testPayload()
      const { docs } = await payload.find({
        collection: 'reading-progress',
        where: { and: [{ user: { equals: id } }, { section: { equals: shortest } }] },
        depth: 0,
      })
      return docs[0]?.read
    })
    .toBe(false)
  await page.reload()
  await expect(page.getByTestId(`mark-${shortest}`)).not.toBeChecked()
})

test('with F1–F5 read the learner takes the certificate and anyone verifies it', async ({ page, browser }) => {
  const { id, modules } = await learner(page)
  for (const module of modules) {
    const res = await page.request.post('/api/learning/progress', {
      data: { module: module.slug, seen: sectionAnchors(module) },
      headers: fromSite(),
    })
    expect(res.status()).toBe(200)
  }
  await passEvaluations(async (path, data) => {
    const res = await page.request.post(path, { data, headers: fromSite() })
    return { status: res.status(), body: await res.json() }
  })
  await page.goto('/dashboard')
  const panel = page.getByTestId('certificate-panel')
  await expect(panel).toContainText('¡Has leído todo el curso!')
  await shoot(page, 'learning-certificate-ready', { part: 'certificate-panel' })
  await panel.getByTestId('certificate-name').fill('Lucía Pérez Gómez')
  await panel.getByTestId('certificate-issue').click()
  const code = (await panel.getByTestId('certificate-code').textContent({ timeout: 30_000 }))!.trim()
  expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/)
  await shoot(page, 'learning-certificate-issued', { part: 'certificate-panel' })

  // A visitor with no session verifies it.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/certificados/${code}`)
  const card = visitor.getByTestId('certificate')
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('Lucía Pérez Gómez')
  await expect(card).toContainText('Certificado válido, emitido por Academia GEO.')
  await expect(card).toContainText('No es una titulación oficial')
  const linkedIn = new URL((await card.getByTestId('linkedin').getAttribute('href'))!)
  expect(linkedIn.searchParams.get('certId')).toBe(code)
  expect(linkedIn.searchParams.get('organizationName')).toBe('Academia GEO')
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!)
  expect(jsonLd['@graph'][0]).toMatchObject({ '@type': 'EducationalOccupationalCredential', identifier: code })
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await shoot(visitor, 'learning-certificate-page', { part: 'certificate', axe: 'page' })

  // The learner lets search engines index it, then withdraws the page.
  // The switch shows the choice at once; the page changes when the server has stored it.
  const stored = page.waitForResponse((res) => res.url().endsWith('/api/learning/certificates/visibility'))
  await panel.getByTestId('certificate-indexable').check()
  expect((await stored).status()).toBe(200)
  await expect(panel.getByTestId('certificate-indexable')).toBeChecked()
  await visitor.reload()
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/)
  page.once('dialog', (dialog) => void dialog.accept())
  await panel.getByTestId('certificate-withdraw').click()
  await expect(panel.getByTestId('certificate-name')).toBeVisible()
  const gone = await visitor.goto(`/certificados/${code}`)
  expect(gone?.status()).toBe(404)
  await visitorContext.close()

  // The revision e-mails' unsubscribe page: a button, then the confirmation.
  await page.goto(`/avisos/baja?token=${unsubscribeToken(id)}`)
  await shoot(page, 'learning-unsubscribe', { part: 'unsubscribe', axe: 'page' })
  await page.getByTestId('unsubscribe-button').click()
  await expect(page.getByTestId('unsubscribe')).toContainText('Listo: ya no recibirás e-mails')
})

test('a module shows its last revision: «Actualizado el …» and what changed', async ({ page }) => {
  const token = await login(ADMIN.email, ADMIN.password)
  const payload = await testPayload()
  const f6 = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f6' } }, depth: 0, limit: 1 }))
    .docs[0]
  const patch = (body: object) =>
    api('PATCH', `/api/modules/${f6.id}`, { token, body: { ...body, _status: 'published' } })
  expect(
    (
      await patch({
        revisedAt: '2026-11-18T12:00:00.000Z',
        changeNote: [{ change: 'Nueva sección sobre agentes de IA' }, { change: 'Ejemplos revisados' }],
      })
    ).status,
  ).toBe(200)
  try {
    await expect(async () => {
      await page.goto('/curso/f6')
      await expect(page.getByTestId('module-revision')).toContainText('Actualizado el 18 de noviembre de 2026')
    }).toPass({ timeout: 30_000 })
    await expect(page.getByTestId('module-revision')).toContainText('Nueva sección sobre agentes de IA')
    await shoot(page, 'learning-revision-note', { part: 'module-revision' })
  } finally {
    await patch({ revisedAt: null, changeNote: [] })
  }
})
