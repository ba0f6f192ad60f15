/**
 * An anonymous page view calls no API (issue 36): every public page, opened by a visitor without a
 * session or guest link, sends no request to /api/*. Signed in, the same pages still show the account
 * menu with the person's name («Mi equipo» for a team's manager), the personal offer on the pricing
 * section and the reading progress on the course cards, also for a session older than the markers; signed
 * out, nothing is asked again. A guest link's browser asks for its offer only. A stale marker cookie
 * (src/security/presence.ts) costs one request that answers «nobody», then none.
 */
import { expect, test, type Page } from '@playwright/test'

import { issueGuestGrant } from '@/entitlements/guest-access'
import { sectionAnchors } from '@/learning/percent'
import { SESSION_MARKER } from '@/security/presence'

import { appUrl } from '../support/api'
import { testPayload } from '../support/payload'
import { PASSWORD, stamp, teamOrder } from '../support/teams'

const PUBLIC_PAGES = [
  '/',
  '/curso',
  '/curso/f0',
  '/curso/f3',
  '/metodologia',
  '/glosario',
  '/radar-ia',
  '/radar-ia/que-significa-ser-citado-por-ia',
  '/casos',
  '/acerca-de',
  '/empresas',
  '/herramientas/comprobador',
]

const fromSite = () => ({ Origin: new URL(appUrl()).origin })

/** Opens the page, scrolls to its end and waits for the network to settle; returns the /api/ requests it made. */
async function apiCallsOf(page: Page, path: string): Promise<string[]> {
  const calls: string[] = []
  const record = (request: { url: () => string }) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${path} → ${url.pathname}${url.search}`)
  }
  page.on('request', record)
  try {
    await page.goto(path, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
  } finally {
    page.off('request', record)
  }
  return calls
}

/** Every paid module (the ones on sale), granted as a purchase to the account or the guest address. */
async function ownEveryPaidModule(owner: { user?: number; email: string }) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'modules',
    where: { slug: { not_equals: 'f0' } },
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  for (const module of docs) {
    await payload.create({
      collection: 'entitlements',
      data: { user: owner.user, email: owner.email, module: module.id, source: 'purchase' },
      context: { system: true },
    })
  }
  return docs
}

test('an anonymous visitor of every public page sends no request to /api/', async ({ page }) => {
  const calls: string[] = []
  for (const path of PUBLIC_PAGES) {
    calls.push(...(await apiCallsOf(page, path)))
    await expect(page.getByRole('banner').getByTestId('account-signin'), path).toBeVisible()
  }
  expect(calls).toEqual([])
})

test('signed in, every public page still shows the menu with the name, «Mi equipo», the offer and the progress; signed out, they ask nothing again', async ({
  page,
  context,
}) => {
  const team = await teamOrder({ free: 1 })
  const payload = await testPayload()
  const buyer = await payload.update({
    collection: 'users',
    id: team.buyer.id,
    data: { name: `Gerente ${stamp()}` },
    overrideAccess: true,
  })
  const modules = await ownEveryPaidModule({ user: buyer.id as number, email: buyer.email })
  const login = await page.request.post('/api/account/login', {
    data: { email: buyer.email, password: PASSWORD },
    headers: fromSite(),
  })
  expect(login.status()).toBe(200)
  const f1 = modules.find((m) => m.slug === 'f1')!
  const read = await page.request.post('/api/learning/progress', {
    data: { module: 'f1', seen: sectionAnchors(f1).slice(0, 1) },
    headers: fromSite(),
  })
  expect(read.status()).toBe(200)

  const menu = page.getByRole('banner').getByTestId('account-menu-button')
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    await expect(menu, path).toContainText(buyer.name!)
  }
  await page.goto('/')
  await menu.click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Mi equipo' })).toBeVisible()
  await expect(page.getByTestId('personal-offer')).toContainText('Ya tienes todos los módulos disponibles.')
  await page.goto('/curso')
  await expect(page.getByTestId('card-continue-f1')).toContainText('Continuar')

  // A session older than the markers (signed in before they existed) still finds its menu.
  await context.clearCookies({ name: SESSION_MARKER })
  await page.goto('/glosario')
  await expect(menu).toContainText(buyer.name!)

  await menu.click()
  await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click()
  await expect(page.getByRole('banner').getByTestId('account-signin')).toBeVisible()
  expect([...(await apiCallsOf(page, '/')), ...(await apiCallsOf(page, '/curso'))]).toEqual([])
})

test('a guest link in this browser asks for its offer only, under the header of a visitor', async ({ page }) => {
  const email = `invitada-${stamp()}@example.com`
  await ownEveryPaidModule({ email })
  const payload = await testPayload()
  const { token } = await issueGuestGrant(payload, { email, purpose: 'purchase', productType: 'complete' })
  const grant = await page.request.post('/api/guest-access/browser', { data: { token }, headers: fromSite() })
  expect(grant.status()).toBe(200)
  expect(await apiCallsOf(page, '/')).toEqual(['/ → /api/checkout/offer'])
  await expect(page.getByTestId('personal-offer')).toContainText('Ya tienes todos los módulos disponibles.')
  await expect(page.getByRole('banner').getByTestId('account-signin')).toBeVisible()
})

test('a stale marker without a session costs one request that answers nobody, then none', async ({ page, context }) => {
  await context.addCookies([{ name: SESSION_MARKER, value: '1', url: appUrl() }])
  const first = await apiCallsOf(page, '/glosario')
  expect(first).toEqual(['/glosario → /api/account/me'])
  await expect(page.getByRole('banner').getByTestId('account-signin')).toBeVisible()
  expect(await apiCallsOf(page, '/metodologia')).toEqual([])
  await expect(page.getByRole('banner').getByTestId('account-signin')).toBeVisible()
})
