/**
 * The team page and the claim in the browser (issue 28 item 2): a manager invites one address, pastes a
 * list, reassigns an invitation, moves a claimed seat and invites (then withdraws) a co-manager on /equipo; a person claims a team seat with
 * their account and reaches it on the dashboard; a gift's recipient reads the buyer's message and claims
 * as a guest; a colleague who accepts without an account reads and the manager sees it; a refunded link says so. Each screen checked with axe (WCAG 2.1 A/AA) and photographed at
 * 390 and 1280 px (.data/screenshots/team-*.png). Orders and seats come from tests/support/teams.ts.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { testPayload } from '../support/payload'
import { mailbox } from '../support/mail'
import { account, giftOrder, PASSWORD, stamp, teamOrder } from '../support/teams'
import { shoot } from '../support/shots'

const signIn = async (page: Page, email: string) =>
  expect((await page.request.post('/api/users/login', { data: { email, password: PASSWORD } })).status()).toBe(200)

test('a manager invites, pastes a list, reassigns and moves a seat on /equipo', async ({ page }) => {
  // five screens checked at two widths, then the FUNDAE download: more than the default minute on a busy machine
  test.setTimeout(120_000)
  const team = await teamOrder({ free: 4, invited: 2, businessName: 'Agencia Norte S.L.' })
  // one invitation already accepted (by a guest), to be moved
  const claimed = await page.request.post('/api/teams/claim', { data: { token: team.links[1].token } })
  expect(claimed.status()).toBe(200)
  await signIn(page, team.buyer.email)
  await page.goto('/equipo')
  const panel = page.getByTestId('team-panel')
  await expect(panel.getByRole('heading', { name: 'Agencia Norte S.L.' })).toBeVisible()
  await expect(panel.getByTestId('seat-counts')).toContainText('Compradas6')
  await expect(panel.getByRole('link', { name: 'Comprar más plazas' })).toHaveAttribute(
    'href',
    `/checkout?type=module&module=f2&equipo=${team.order.id}`,
  )
  await shoot(page, 'team-page')

  const one = `ana-${stamp()}@empresa.es`
  const inbox = mailbox(one)
  const inviteForm = panel.getByRole('form', { name: 'Invitar a una persona' })
  await inviteForm.getByLabel('Invitar por email').fill(one)
  await inviteForm.getByLabel('Nombre (opcional)').fill('Ana Ruiz')
  await panel.getByRole('button', { name: 'Invitar', exact: true }).click()
  await expect(panel.getByText('Invitación enviada.')).toBeVisible()
  const anaRow = panel.getByTestId('seat-row').filter({ hasText: one })
  await expect(anaRow.getByTestId('seat-person')).toHaveText(`Ana Ruiz · ${one}`)
  const today = new Date().toLocaleDateString('es-ES', { timeZone: 'Europe/Madrid' })
  await expect(anaRow).toContainText(`Invitada · F2 · invitada el ${today}`)
  const firstLink = /equipo\/unirse\?token=([\w-]+)/.exec((await inbox.next()).text)![1]

  // «Reenviar»: the same person gets a new link; the old one stops working
  await anaRow.getByRole('button', { name: 'Reenviar' }).click()
  await expect(panel.getByText('Invitación reenviada con un enlace nuevo.')).toBeVisible()
  const secondLink = /equipo\/unirse\?token=([\w-]+)/.exec((await inbox.next()).text)![1]
  expect(secondLink).not.toBe(firstLink)
  expect((await page.request.post('/api/teams/claim', { data: { token: firstLink } })).status()).toBeGreaterThanOrEqual(
    400,
  )

  const b = `bea-${stamp()}@empresa.es`
  await panel.getByLabel('Pegar una lista').fill(`Bea Soto <${b}>\nesto-no-es-un-email\n${one}`)
  await panel.getByRole('button', { name: 'Invitar a la lista' }).click()
  // one answer per line, in the order pasted
  const answers = panel.getByTestId('list-result').getByRole('listitem')
  await expect(answers).toHaveText([
    `Bea Soto <${b}>: Invitación enviada.`,
    'esto-no-es-un-email: No es una dirección de email válida.',
    new RegExp(`^${one.replace(/[.]/g, '\\.')}: ${one.replace(/[.]/g, '\\.')} ya tiene una invitación`),
  ])
  await expect(panel.getByTestId('seat-row').filter({ hasText: b }).getByTestId('seat-person')).toHaveText(
    `Bea Soto · ${b}`,
  )
  await shoot(page, 'team-list')

  // reassign the first fixture invitation
  const row = panel.getByTestId('seat-row').filter({ hasText: team.links[0].email })
  await row.getByRole('button', { name: 'Reasignar' }).click()
  const c = `carla-${stamp()}@empresa.es`
  await row.getByLabel('Reasignar a (email)').fill(c)
  await shoot(page, 'team-reassign')
  await row.getByRole('button', { name: 'Reasignar', exact: true }).last().click()
  await expect(panel.getByText('Invitación reasignada.')).toBeVisible()
  await expect(panel.getByTestId('seat-rows')).toContainText(c)
  await expect(panel.getByTestId('seat-rows')).not.toContainText(team.links[0].email)

  // move the accepted seat once
  const holder = panel.getByTestId('seat-row').filter({ hasText: team.links[1].email })
  await holder.getByRole('button', { name: 'Mover' }).click()
  const d = `dani-${stamp()}@empresa.es`
  await holder.getByLabel('Mover a (email)').fill(d)
  await holder.getByRole('button', { name: 'Mover (solo una vez)' }).click()
  await expect(panel.getByText('Plaza movida')).toBeVisible()
  await expect(panel.getByTestId('seat-rows')).toContainText(d)
  await shoot(page, 'team-moved')

  // a co-manager is invited by e-mail: the invitation waits on the page until accepted, and can be withdrawn
  const colleague = `eva-${stamp()}@empresa.es`
  await panel
    .getByRole('form', { name: 'Invitar a un gestor' })
    .getByLabel('Invitar a un gestor (email)')
    .fill(colleague)
  await panel.getByRole('button', { name: 'Enviar invitación' }).click()
  await expect(panel.getByText(`Hemos enviado una invitación a ${colleague}`)).toBeVisible()
  const pending = panel.getByTestId('manager-invitations')
  await expect(pending).toContainText(colleague)
  await shoot(page, 'team-manager-invitation')
  await pending.getByRole('button', { name: 'Retirar' }).click()
  await expect(panel.getByText('Invitación retirada: su enlace ya no sirve.')).toBeVisible()
  await expect(panel.getByTestId('manager-invitations')).toHaveCount(0)

  // the FUNDAE evidence of this team, from its own page: the year so far, as CSV
  const fundae = panel.getByTestId('fundae-export')
  await expect(fundae).toBeVisible()
  await fundae.getByLabel('CSV (Excel)').check()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    fundae.getByRole('button', { name: /Descargar/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
})

test('a person claims a team seat with their account and finds it on the dashboard', async ({ page }) => {
  const team = await teamOrder({ invited: 1, businessName: 'Consultora Sur S.A.' })
  const person = await account('alumna')
  await signIn(page, person.email)
  await page.goto(`/equipo/unirse?token=${team.links[0].token}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tienes una plaza en el módulo F2')
  await expect(page.getByTestId('inviter')).toContainText('«Consultora Sur S.A.»')
  await expect(page.getByText(`La aceptarás con tu cuenta ${person.email}`)).toBeVisible()
  await shoot(page, 'team-claim-account')
  await page.getByRole('button', { name: 'Aceptar la invitación' }).click()
  await page.waitForURL('**/dashboard')
  await expect(page.getByTestId('module-f2')).toBeVisible()
})

test('a colleague accepts without an account, reads, and the manager sees their progress', async ({ page }) => {
  test.setTimeout(120_000)
  const team = await teamOrder({ invited: 1, businessName: 'Consultora Norte S.L.' })
  const colleague = team.links[0].email
  await page.goto(`/equipo/unirse?token=${team.links[0].token}`)
  await expect(page.getByText('tu progreso se guardará igual que con cuenta')).toBeVisible()
  // the access page leaves the link in this browser (its cookie), as every guest link does
  const [remembered] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/guest-access/browser')),
    page.getByRole('button', { name: 'Aceptar la invitación' }).click(),
  ])
  expect(remembered.status()).toBe(200)
  await page.goto('/curso/f2')
  const progress = page.getByTestId('reading-progress')
  await expect(progress).toBeVisible()
  await progress.getByText('Marcar secciones como leídas o no leídas').click()
  const first = progress.locator('[data-testid^="mark-"]').first()
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/learning/progress') && r.request().method() === 'POST'),
    first.check(),
  ])
  expect(saved.status()).toBe(200)
  await expect(page.getByTestId('reading-percent')).toContainText(/[1-9]\d* de \d+ secciones leídas/)
  // the module page is long: its progress box is what this journey adds (axe on it, and its picture)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="reading-progress"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await progress.screenshot({ path: `.data/screenshots/team-guest-reading-${width}.png` })
  }

  await page.context().clearCookies()
  await signIn(page, team.buyer.email)
  await page.goto('/equipo')
  const row = page.getByTestId('seat-row').filter({ hasText: colleague })
  await expect(row).toContainText('(sin cuenta)')
  await expect(row).toContainText(/F2 · \d+ % \([1-9]\d*\/\d+ secciones\)/)
  await shoot(page, 'team-guest-progress')
})

test('a gift: the recipient reads the message and claims as a guest; a refunded link says so', async ({ page }) => {
  const gift = await giftOrder({ message: '¡Feliz cumpleaños, Laura! Para tu nuevo trabajo.' })
  await page.goto(`/equipo/unirse?token=${gift.token}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Te han regalado el módulo F1')
  await expect(page.getByTestId('gift-message')).toHaveText('¡Feliz cumpleaños, Laura! Para tu nuevo trabajo.')
  // the giver by the name they typed at checkout, never their e-mail address
  await expect(page.getByTestId('inviter')).toContainText('«Marta»')
  await expect(page.getByTestId('inviter')).not.toContainText('@')
  await expect(page.getByText(gift.recipient)).toBeVisible()
  await shoot(page, 'team-claim-gift')
  await page.getByRole('button', { name: 'Aceptar la invitación' }).click()
  await page.waitForURL('**/guest-access?token=*')
  await expect(page.locator('main')).toContainText('F1')
  await shoot(page, 'team-gift-guest-access')

  const team = await teamOrder({ invited: 1 })
  const payload = await testPayload()
  await payload.update({
    collection: 'seats',
    id: team.links[0].seatId,
    data: { status: 'refunded', refundedAt: new Date().toISOString() },
    context: { system: true },
  })
  await page.goto(`/equipo/unirse?token=${team.links[0].token}`)
  await expect(page.getByTestId('claim-refused')).toContainText('Esta plaza se reembolsó')
  await shoot(page, 'team-claim-refunded')
})

test('a manager finds the team again from the account menu and the dashboard; a learner sees neither', async ({
  page,
}) => {
  const team = await teamOrder({ free: 2, businessName: 'Estudio Sur S.L.' })
  await signIn(page, team.buyer.email)
  await page.goto('/')
  await page.getByTestId('account-menu-button').click()
  await page.getByRole('link', { name: 'Mi equipo' }).click()
  await expect(page).toHaveURL(/\/equipo$/)
  await expect(page.getByTestId('team-panel').getByRole('heading', { name: 'Estudio Sur S.L.' })).toBeVisible()
  await page.goto('/dashboard')
  await page.getByTestId('dashboard-team').getByRole('link', { name: 'Ir a mi equipo' }).click()
  await expect(page).toHaveURL(/\/equipo$/)

  // «Comprar más plazas» does not ask again for the company: its details are shown, and can be changed
  await page.getByTestId('team-panel').getByRole('link', { name: 'Comprar más plazas' }).click()
  await expect(page.getByTestId('more-seats')).toBeVisible()
  await expect(page.getByTestId('company-summary')).toContainText('Factura a nombre de Estudio Sur S.L.')
  await expect(page.getByTestId('company-summary')).toContainText('B12345674 · Calle Mayor 1, 28013 Madrid')
  await expect(page.getByTestId('company-name')).toHaveCount(0)
  await page.getByRole('button', { name: 'Cambiar datos de facturación' }).click()
  await expect(page.getByTestId('company-name')).toHaveValue('Estudio Sur S.L.')
  await expect(page.getByTestId('company-tax-id')).toHaveValue('B12345674')

  // someone who manages no team: no «Mi equipo», no team card
  await page.context().clearCookies()
  const learner = await account('sin-equipo')
  await signIn(page, learner.email)
  await page.goto('/dashboard')
  await expect(page.getByTestId('account-email')).toBeVisible()
  await expect(page.getByTestId('dashboard-team')).toHaveCount(0)
  await page.getByTestId('account-menu-button').click()
  await expect(page.getByRole('link', { name: 'Mi panel' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mi equipo' })).toHaveCount(0)
})
