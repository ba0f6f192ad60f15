/**
 * FUNDAE's quality questionnaire in the browser (issue 38 item 4): a colleague who finished the team's
 * module is invited on the dashboard (or, without an account, on their access page), answers /equipo/cuestionario with the keyboard only, and is
 * thanked; the manager's /equipo counts the answer without naming anyone. Each screen checked with axe
 * (WCAG 2.1 A/AA) and photographed at 390 and 1280 px (.data/screenshots/quality-*.png).
 */
import { expect, test, type Page } from '@playwright/test'

import { sectionAnchors } from '@/learning/percent'

import { appUrl } from '../support/api'
import { moduleByCode, PASSWORD, teamOrder } from '../support/teams'
import { shoot } from '../support/shots'

const signIn = async (page: Page, email: string) =>
  expect((await page.request.post('/api/users/login', { data: { email, password: PASSWORD } })).status()).toBe(200)

test('a colleague who finished answers the questionnaire with the keyboard; the manager sees it counted', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const team = await teamOrder({ claimed: 1, businessName: 'Calidad Sur, S.L.' })
  const [person] = team.people
  await signIn(page, person.email)

  // before the end: the page says when it can be answered
  await page.goto('/equipo/cuestionario')
  await expect(page.getByTestId('quality-not-yet')).toContainText('al terminar el curso')

  const anchors = sectionAnchors(await moduleByCode('F2'))
  const read = await page.request.post('/api/learning/progress', {
    data: { module: 'f2', seen: anchors },
    headers: { Origin: new URL(appUrl()).origin },
  })
  expect(read.status()).toBe(200)
  await page.goto('/dashboard')
  await page.getByTestId('quality-invite').getByRole('link', { name: 'cuestionario de calidad' }).click()
  await expect(page).toHaveURL(/\/equipo\/cuestionario$/)
  const form = page.getByTestId('quality-form')
  await expect(form).toBeVisible()
  await shoot(page, 'quality-form')

  // keyboard only: the first item's group, arrow to «3 · De acuerdo»
  const first = form.getByRole('group', { name: /1\.1 El curso ha estado bien organizado/ })
  await first.getByRole('radio', { name: /^1 · / }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(first.getByRole('radio', { name: /^3 · De acuerdo/ })).toBeChecked()
  const satisfaction = form.getByRole('group', { name: /10 Grado de satisfacción/ })
  await satisfaction.getByRole('radio', { name: /^4 · / }).focus()
  await page.keyboard.press('Space')
  await expect(satisfaction.getByRole('radio', { name: /^4 · / })).toBeChecked()
  await form.getByLabel('11. Sugerencias u observaciones').focus()
  await page.keyboard.type('Un caso de una tienda en línea.')
  await form.getByRole('button', { name: 'Enviar el cuestionario' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('quality-done')).toContainText('sin tu nombre')
  await shoot(page, 'quality-done')
  await page.reload()
  await expect(page.getByTestId('quality-answered')).toContainText('Ya respondiste')

  await page.context().clearCookies()
  await signIn(page, team.buyer.email)
  await page.goto('/equipo')
  const counts = page.getByTestId('quality-counts')
  await expect(counts).toContainText('1 respuesta hasta hoy')
  await expect(counts).toContainText('media 3 sobre 4 (1: 0 · 2: 0 · 3: 1 · 4: 0; 1 respuesta)')
  await expect(counts).toContainText('Un caso de una tienda en línea.')
  await expect(counts).not.toContainText(person.email)
  await counts.scrollIntoViewIfNeeded()
  await shoot(page, 'quality-manager')
})

test('a colleague who accepted without an account finds the questionnaire on their access page', async ({ page }) => {
  test.setTimeout(120_000)
  const team = await teamOrder({ invited: 1, businessName: 'Calidad Norte, S.L.' })
  await page.goto(`/equipo/unirse?token=${team.links[0].token}`)
  await page.getByRole('button', { name: 'Aceptar la invitación' }).click()
  await page.waitForURL('**/guest-access?token=*')
  const accessPage = page.url()
  await expect(page.getByTestId('quality-invite')).toHaveCount(0)

  // the access page leaves the link in this browser; the guest reads the whole module with it
  const anchors = sectionAnchors(await moduleByCode('F2'))
  await expect(async () => {
    const read = await page.request.post('/api/learning/progress', {
      data: { module: 'f2', seen: anchors },
      headers: { Origin: new URL(appUrl()).origin },
    })
    expect(read.status()).toBe(200)
  }).toPass({ timeout: 20_000 })
  await page.goto(accessPage)
  const invite = page.getByTestId('quality-invite')
  await expect(invite).toContainText('Has terminado el curso de tu empresa')
  await shoot(page, 'quality-guest-invite', { part: 'quality-invite' })
  await invite.getByRole('link', { name: 'cuestionario de calidad' }).click()
  await expect(page).toHaveURL(/\/equipo\/cuestionario$/)
  await expect(page.getByRole('region', { name: /Calidad Norte, S\.L\./ }).getByTestId('quality-form')).toBeVisible()
})
