import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { modules as seedModules } from '../../seed/data/modules'
import { jsonLd } from '../support/json-ld'

// Several pages per test against a dev server that compiles on demand.
test.describe.configure({ timeout: 180_000 })

// Expectations are read from the CMS through its public REST API, so the pages are checked against the
// same source of truth they render; a few seed figures named in the brief are also pinned literally.

type Json = Record<string, any>

const getJson = async (request: APIRequestContext, path: string): Promise<Json> => {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.json()
}
const cms = {
  modules: async (r: APIRequestContext) =>
    (await getJson(r, '/api/modules?limit=50&sort=order&depth=0')).docs as Json[],
  plans: async (r: APIRequestContext) =>
    (await getJson(r, '/api/pricing-plans?limit=10&sort=order&depth=0')).docs as Json[],
  page: async (r: APIRequestContext, slug: string) =>
    (await getJson(r, `/api/pages?where[slug][equals]=${slug}&depth=0`)).docs[0] as Json,
  faqs: async (r: APIRequestContext) =>
    (await getJson(r, '/api/faqs?where[placement][equals]=course&sort=order&limit=50&depth=0')).docs as Json[],
  global: (r: APIRequestContext, slug: string) => getJson(r, `/api/globals/${slug}?depth=0`),
}

/** '10 €' with any kind of space before the euro sign (es-ES uses a no-break space). */
const euros = (cents: number) => new RegExp(`${(cents / 100).toString().replace('.', ',')}\\s€`)
const hours = (iso: string) => Number(/^PT(\d+)H$/.exec(iso)?.[1] ?? NaN)

/** Every JSON-LD node of the page; each script must parse. */
const nodeOf = (nodes: Json[], type: string) => {
  const node = nodes.find((n) => n['@type'] === type)
  expect(node, `JSON-LD ${type}`).toBeTruthy()
  return node!
}

/** Loads a page and waits for its scripts, so that interactive islands are hydrated before use. */
async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status(), path).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
}

test.describe('home', () => {
  test('shows the promise, every section, the featured case, trust figures and all modules', async ({
    page,
    request,
  }) => {
    const [home, settings, modules, featured] = await Promise.all([
      cms.page(request, 'home'),
      cms.global(request, 'site-settings'),
      cms.modules(request),
      getJson(request, '/api/case-studies?where[featured][equals]=true&depth=0'),
    ])
    await open(page, '/')
    await expect(page.locator('h1')).toHaveText(settings.tagline)
    await expect(page.getByText(/sin tarjeta de crédito/).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Haz el diagnóstico F0 gratis' })).toHaveAttribute('href', '/curso/f0')

    for (const section of home.sections) {
      await expect(page.locator(`section#${section.anchor}`).getByRole('heading', { level: 2 })).toHaveText(
        section.title,
      )
    }
    for (const anchor of [
      'que-es-geo',
      'caso-destacado',
      'confianza',
      'limitaciones',
      'precios',
      'modulos',
      'llamada-final',
    ]) {
      await expect(page.locator(`section#${anchor}`)).toBeVisible()
    }

    const featuredCase = page.getByTestId('featured-case')
    await expect(featuredCase.getByRole('heading', { level: 3 })).toHaveText(featured.docs[0].title)
    await expect(featuredCase.getByRole('link', { name: 'Ver todos los casos' })).toHaveAttribute('href', '/casos')

    const trust = page.getByTestId('trust-figures')
    for (const figure of settings.figures) await expect(trust).toContainText(`${figure.label}${figure.value}`)
    await expect(trust).toContainText(
      `(${settings.rating.count} valoraciones)${String(settings.rating.value).replace('.', ',')}/5`,
    )

    const grid = page.getByTestId('module-grid')
    await expect(grid.locator('li')).toHaveCount(modules.length)
    for (const module of modules) {
      const card = grid.locator(`li[data-module="${module.slug}"]`)
      await expect(card.getByRole('link', { name: module.title })).toHaveAttribute('href', `/curso/${module.slug}`)
      const status = card.getByTestId('module-price')
      if (module.free) await expect(status).toHaveText('Gratis')
      else if (module.comingSoon) await expect(status).toHaveText('Próximamente')
      else await expect(status).toHaveText(euros(module.price))
    }
    await expect(grid.locator('li[data-module="f6"]')).toContainText('Próximamente')

    await expect(
      page.locator('section#llamada-final').getByRole('link', { name: 'Empezar el diagnóstico F0' }),
    ).toHaveAttribute('href', '/curso/f0')

    const nodes = await jsonLd(page)
    expect(nodeOf(nodes, 'WebSite').name).toBe(settings.siteName)
    expect(nodeOf(nodes, 'WebPage').name).toBe(await page.title())
    expect(nodeOf(nodes, 'Organization').name).toBe(settings.siteName)
  })

  test('the hero leads to #precios, which shows the CMS prices and the computed saving', async ({ page, request }) => {
    const [plans, modules] = await Promise.all([cms.plans(request), cms.modules(request)])
    const complete = plans.find((p) => p.slug === 'complete-course')!
    const single = plans.find((p) => p.slug === 'single-module')!
    const modulePrice = Math.min(...modules.filter((m) => !m.free && !m.comingSoon).map((m) => m.price))

    await open(page, '/')
    await page.getByRole('link', { name: 'Ver precios' }).click()
    await expect(page).toHaveURL(/#precios$/)
    const pricing = page.locator('section#precios')
    await expect(pricing.getByRole('heading', { level: 2 })).toBeInViewport()

    const completeCard = pricing.locator('li[data-plan="complete-course"]')
    await expect(completeCard.getByRole('heading', { level: 3 })).toHaveText(complete.name)
    await expect(completeCard.getByTestId('plan-price')).toHaveText(euros(complete.price))
    await expect(completeCard.getByTestId('plan-reference-price')).toContainText(euros(complete.referencePrice))
    await expect(completeCard.getByTestId('plan-savings')).toHaveText(
      new RegExp(`^Ahorra ${euros(complete.referencePrice - complete.price).source}$`),
    )
    await expect(completeCard.getByRole('link', { name: complete.cta })).toHaveAttribute('href', complete.link)
    // Seed values named in the product decisions.
    await expect(completeCard.getByTestId('plan-price')).toHaveText(/^50\s€$/)
    await expect(completeCard.getByTestId('plan-savings')).toHaveText(/^Ahorra 10\s€$/)

    const singleCard = pricing.locator('li[data-plan="single-module"]')
    await expect(singleCard.getByTestId('plan-price')).toHaveText(euros(modulePrice))
    await expect(singleCard.getByTestId('plan-reference-price')).toHaveCount(0)
    await expect(singleCard.getByRole('link', { name: single.cta })).toHaveAttribute('href', single.link)
  })

  test('the table of contents marks the section being read and scrolls to the one chosen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/')
    const toc = page.getByRole('navigation', { name: 'En esta página' })
    await expect(toc).toBeVisible()
    const active = toc.locator('a[aria-current="location"]')

    await page.locator('#limitaciones h2').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect(active).toHaveText('Lo que el GEO no puede hacer')
    await expect(active).toHaveAttribute('href', '#limitaciones')
    await expect(active).toHaveAttribute('data-active', 'true')
    await expect(toc.locator('a[data-active]')).toHaveCount(1)

    await toc.getByRole('link', { name: 'Caso destacado' }).click()
    await expect(page).toHaveURL(/#caso-destacado$/)
    await expect(page.locator('#caso-destacado h2')).toBeInViewport()
    await expect(active).toHaveText('Caso destacado')
  })

  test('the table of contents is a side column only on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/')
    await expect(page.getByTestId('toc')).toBeHidden()
  })
})

test.describe('header', () => {
  test('the Curso dropdown lists the complete course, F1, F2 and F3', async ({ page, request }) => {
    const navigation = await cms.global(request, 'navigation')
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/curso')
    const menu = page.locator('#menu-curso')
    await expect(menu).toBeHidden()
    await expect(async () => {
      await page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('button', { name: 'Curso' })
        .click({ timeout: 2_000 })
      await expect(menu).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['/curso', '/curso/f1', '/curso/f2', '/curso/f3'])
    expect(hrefs).toEqual(navigation.courseDropdown.map((l: Json) => l.href))
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('the mobile menu opens and closes at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/')
    const menu = page.locator('#menu-movil')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    // The first click may land before hydration under a busy dev server: retry until the menu opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Abrir menú' }).click({ timeout: 2_000 })
      await expect(menu).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    for (const [name, href] of [
      ['Curso completo', '/curso'],
      ['F1: Fundamentos GEO', '/curso/f1'],
      ['F2: Contexto Semántico', '/curso/f2'],
      ['F3: Autoridad Generativa', '/curso/f3'],
      ['Empezar Curso', '/curso/f0'],
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await page.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })
})

test.describe('course overview', () => {
  test('shows breadcrumb, introduction, six steps, module cards, total hours and onward links', async ({
    page,
    request,
  }) => {
    const [course, modules] = await Promise.all([cms.page(request, 'curso'), cms.modules(request)])
    await open(page, '/curso')

    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await expect(breadcrumb.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Curso GEO')

    await expect(page.locator('h1')).toHaveText(course.title)
    await expect(page.locator('#resumen p')).toHaveText(course.intro)
    for (const section of course.sections) {
      await expect(page.locator(`section#${section.anchor} h2`)).toHaveText(section.title)
    }

    expect(course.steps).toHaveLength(6)
    const steps = page.getByTestId('steps').locator('li')
    await expect(steps).toHaveCount(6)
    for (const [i, step] of course.steps.entries()) {
      await expect(steps.nth(i).getByRole('heading', { level: 3 })).toHaveText(step.name)
      await expect(steps.nth(i)).toContainText(step.text)
    }

    const grid = page.getByTestId('module-grid')
    for (const module of modules) {
      const card = grid.locator(`li[data-module="${module.slug}"]`)
      await expect(card).toContainText(module.code)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(module.title)
      await expect(card).toContainText(module.description)
      await expect(card).toContainText(
        { principiante: 'Principiante', intermedio: 'Intermedio', avanzado: 'Avanzado' }[module.difficulty as string]!,
      )
      const duration = module.duration === 'PT30M' ? '30 min' : `${hours(module.duration)} h`
      await expect(card).toContainText(`Duración:${duration}`)
    }
    await expect(grid.locator('li[data-module="f0"]').getByTestId('module-price')).toHaveText('Gratis')
    await expect(grid.locator('li[data-module="f6"]').getByTestId('module-price')).toHaveText('Próximamente')
    await expect(grid.locator('li[data-module="f3"]').getByTestId('module-price')).toHaveText(/^10\s€$/)

    const paidHours = modules.filter((m) => !m.free).reduce((sum, m) => sum + hours(m.duration), 0)
    expect(paidHours).toBe(19)
    await expect(page.getByTestId('total-duration')).toHaveText(`${paidHours} h`)

    const onward = page.getByTestId('onward-links')
    for (const href of ['/metodologia', '/curso/f0', '/checkout?type=complete']) {
      await expect(onward.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
  })

  test('the FAQ accordion keeps one answer open at a time and closes it again', async ({ page, request }) => {
    const faqs = await cms.faqs(request)
    expect(faqs).toHaveLength(8)
    await open(page, '/curso')
    const faq = page.locator('section#preguntas-frecuentes')
    const items = faq.locator('details')
    const questions = items.locator('summary')
    await expect(questions).toHaveCount(8)
    for (const [i, f] of faqs.entries()) {
      await expect(questions.nth(i)).toHaveAccessibleName(f.question)
      await expect(questions.nth(i).getByRole('heading', { level: 3 })).toHaveText(f.question)
    }
    await expect(faq.locator('details[open]')).toHaveCount(0)

    const answerOf = (i: number) => items.nth(i).locator('summary + div')
    await questions.nth(0).click()
    await expect(items.nth(0)).toHaveAttribute('open', '')
    await expect(answerOf(0)).toBeVisible()
    await expect(answerOf(0)).not.toBeEmpty()

    await questions.nth(1).click()
    await expect(items.nth(1)).toHaveAttribute('open', '')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await expect(answerOf(0)).toBeHidden()
    await expect(faq.locator('details[open]')).toHaveCount(1)

    await questions.nth(1).click()
    await expect(faq.locator('details[open]')).toHaveCount(0)

    await questions.nth(7).focus()
    await page.keyboard.press('Enter')
    await expect(items.nth(7)).toHaveAttribute('open', '')
  })

  test('a section share button copies its link, shows the toast and reads ¡Copiado! for 2 s', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin })
    await open(page, '/curso')
    const button = page.locator('section#pasos').getByRole('button', { name: /Copiar enlace a la sección/ })
    await expect(button).toHaveText('Compartir')
    const clicked = Date.now()
    await button.click()
    await expect(button).toHaveText('¡Copiado!')
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Enlace copiado')
    await expect(toast).toContainText('Puedes compartir esta sección específica')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${new URL(page.url()).origin}/curso#pasos`)
    // Back to «Compartir» 2 s after the click, not before (measured from before the click: never early by chance).
    await expect(button).toHaveText('Compartir', { timeout: 30_000 })
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_900)
  })

  test('its JSON-LD (Course, FAQPage, HowTo) matches the page', async ({ page, request }) => {
    const [plans, modules] = await Promise.all([cms.plans(request), cms.modules(request)])
    const complete = plans.find((p) => p.slug === 'complete-course')!
    await open(page, '/curso')
    const nodes = await jsonLd(page)

    const course = nodeOf(nodes, 'Course')
    expect(course.name).toBe(await page.locator('h1').textContent())
    expect(course.inLanguage).toBe('es-ES')
    expect(course.offers.price).toBe((complete.price / 100).toFixed(2))
    expect(course.offers.price).toBe('50.00')
    expect(course.offers.priceCurrency).toBe('EUR')
    const paidHours = modules.filter((m) => !m.free).reduce((sum, m) => sum + hours(m.duration), 0)
    expect(course.timeRequired).toBe(`PT${paidHours}H`)
    expect(course.hasCourseInstance).toMatchObject({
      '@type': 'CourseInstance',
      inLanguage: 'es-ES',
      courseWorkload: `PT${paidHours}H`,
    })
    await expect(page.getByTestId('total-duration')).toHaveText(`${paidHours} h`)
    if (course.aggregateRating) {
      await expect(page.locator('#resumen + dl')).toContainText(
        `${String(course.aggregateRating.ratingValue).replace('.', ',')}/5`,
      )
    }

    const faq = nodeOf(nodes, 'FAQPage')
    const questions = await page.locator('section#preguntas-frecuentes summary').allTextContents()
    expect(faq.mainEntity.map((q: Json) => q.name)).toEqual(questions)
    expect(faq.mainEntity.every((q: Json) => q.acceptedAnswer.text.length > 20)).toBe(true)

    const howTo = nodeOf(nodes, 'HowTo')
    expect(howTo.name).toBe(await page.locator('section#pasos h2').textContent())
    const stepNames = await page.getByTestId('steps').locator('h3').allTextContents()
    expect(howTo.step.map((s: Json) => s.name)).toEqual(stepNames)
    expect(howTo.step.map((s: Json) => s.position)).toEqual([1, 2, 3, 4, 5, 6])
  })

  test('bad query parameters do not break the course pages', async ({ page }) => {
    for (const path of ['/curso?type=%3Cscript%3E&module=zz', '/curso/f3?module=%00&type=', '/?plan=999#precios']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
    }
  })
})

test.describe('module pages', () => {
  test('every module shows breadcrumb, badge, title, quote, objective, preview sections and its navigation', async ({
    page,
    request,
  }) => {
    const modules = await cms.modules(request)
    expect(modules.map((m) => m.slug)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6'])
    for (const [i, module] of modules.entries()) {
      await open(page, `/curso/${module.slug}`)
      const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' })
      await expect(breadcrumb.getByRole('link')).toHaveText(['Inicio', 'Curso GEO'])
      await expect(breadcrumb.getByRole('link', { name: 'Curso GEO' })).toHaveAttribute('href', '/curso')
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(`Módulo ${module.code}`)

      const badge = page.getByTestId('module-badge')
      if (module.free) await expect(badge).toHaveText(`MÓDULO ${module.code} - GRATIS`)
      else if (!module.comingSoon) await expect(badge).toHaveText(`MÓDULO ${module.code}`)
      else await expect(badge).toContainText(`MÓDULO ${module.code}`)
      await expect(page.locator('h1')).toHaveText(module.title)
      await expect(page.locator('#resumen blockquote')).toHaveText(module.quote)
      await expect(page.locator('#resumen')).toContainText(module.objective)

      const toc = page.getByTestId('toc')
      for (const section of module.previewSections) {
        const el = page.locator(`section#${section.anchor}`)
        await expect(el.getByRole('heading', { level: 2 })).toHaveText(section.title)
        await expect(
          el.getByRole('button', { name: `Compartir: Copiar enlace a la sección «${section.title}»` }),
        ).toHaveText('Compartir')
        await expect(toc.locator(`a[href="#${section.anchor}"]`)).toHaveText(section.title)
      }
      const course = nodeOf(await jsonLd(page), 'Course')
      expect(course.name).toBe(module.title)
      expect(course.description).toBe(module.description)
      await expect(page.getByTestId('module-description')).toHaveText(module.description)
      expect(course.courseCode).toBe(module.courseCode)
      expect(course.timeRequired).toBe(module.duration)
      // The public page never carries premium content.
      const seed = seedModules.find((m) => m.slug === module.slug)!
      const html = await page.content()
      for (const premium of seed.premiumSections) expect(html).not.toContain(premium.title)

      const prev = modules[i - 1]
      const next = modules[i + 1]
      if (prev) {
        await expect(page.getByTestId('prev-module')).toHaveAttribute('href', `/curso/${prev.slug}`)
        await expect(page.getByTestId('prev-module')).toContainText(`${prev.code}: ${prev.title}`)
      } else await expect(page.getByTestId('prev-module')).toHaveCount(0)
      if (next) {
        await expect(page.getByTestId('next-module')).toHaveAttribute('href', `/curso/${next.slug}`)
        await expect(page.getByTestId('next-module')).toContainText(`${next.code}: ${next.title}`)
      } else await expect(page.getByTestId('next-module')).toHaveCount(0)
      const related = page.getByRole('navigation', { name: 'Módulos' })
      for (const href of ['/curso', '/glosario', '/metodologia'])
        await expect(related.locator(`a[href="${href}"]`)).toHaveCount(1)

      const teaser = page.getByTestId('locked-teaser')
      if (module.free) {
        await expect(teaser).toHaveCount(0)
        continue
      }
      await expect(teaser.getByRole('heading', { level: 2 })).toHaveText(`${module.code}: ${module.title}`)
      for (const section of module.previewSections) await expect(teaser).toContainText(section.title)
      await expect(teaser.getByTestId('full-section-count')).toContainText(`${module.fullSectionCount} secciones`)
      await expect(teaser.locator('a[href="/checkout?type=complete"]')).toHaveCount(1)
      const unlock = teaser.getByTestId('unlock-module')
      if (module.comingSoon) {
        await expect(unlock).toHaveCount(0)
        await expect(teaser).toContainText('Próximamente')
        await expect(page.locator('a[href^="/checkout?type=module"]')).toHaveCount(0)
      } else {
        await expect(unlock).toHaveText(new RegExp(`^Desbloquear ${module.code} por ${euros(module.price).source}$`))
        await expect(unlock).toHaveAttribute('href', `/checkout?type=module&module=${module.slug}`)
      }
    }
  })

  test('paid modules count their full sections as the seed data says', async ({ page }) => {
    for (const { slug, premiumSections } of seedModules.filter((m) => !m.free)) {
      const count = premiumSections.length
      await open(page, `/curso/${slug}`)
      await expect(page.getByTestId('full-section-count')).toContainText(`${count} secciones`)
    }
  })

  test('F3 unlocks for its price and its JSON-LD matches the page', async ({ page }) => {
    await open(page, '/curso/f3')
    await expect(page.getByTestId('module-badge')).toHaveText('MÓDULO F3')
    const unlock = page.getByRole('link', { name: /^Desbloquear F3 por 10\s€$/ })
    await expect(unlock).toHaveAttribute('href', '/checkout?type=module&module=f3')
    for (const href of ['/curso', '/curso/f2', '/curso/f4'])
      await expect(page.locator(`a[href="${href}"]`).first()).toBeAttached()

    const course = nodeOf(await jsonLd(page), 'Course')
    expect(course.name).toBe(await page.locator('h1').textContent())
    expect(course.offers.price).toBe('10.00')
    expect(course.courseCode).toBe('GEO-F3')
    expect(course.inLanguage).toBe('es-ES')
    expect(course.timeRequired).toBe('PT4H')
    const header = page.locator('#resumen')
    await expect(header).toContainText(`Nivel${course.educationalLevel}`)
    await expect(header).toContainText('Duración4 h')
    await expect(page.getByTestId('module-price')).toHaveText(/^10\s€$/)
    expect(course.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 60 })
    await expect(header).toContainText('60 valoraciones4,9/5')
  })

  test('F0 is free and carries no rating it does not show', async ({ page }) => {
    await open(page, '/curso/f0')
    const course = nodeOf(await jsonLd(page), 'Course')
    expect(course.isAccessibleForFree).toBe(true)
    expect(course.offers.price).toBe('0.00')
    expect(course.aggregateRating).toBeUndefined()
    await expect(page.locator('#resumen')).not.toContainText('valoraciones')
    await expect(page.getByTestId('module-price')).toHaveText('Gratis')
  })

  test('F6 is coming soon: back link to F5, no congratulations for anonymous visitors, no module purchase', async ({
    page,
    request,
  }) => {
    const modules = await cms.modules(request)
    const f5 = modules.find((m) => m.slug === 'f5')!
    await open(page, '/curso/f6')
    await expect(page.getByTestId('prev-module')).toContainText(`F5: ${f5.title}`)
    await expect(page.getByTestId('prev-module')).toContainText('F5: Mantenimiento Evolutivo')
    await expect(page.getByTestId('prev-module')).toHaveAttribute('href', '/curso/f5')
    await expect(page.getByTestId('module-price')).toHaveText('Próximamente')

    // Congratulations are for owners of F1–F5 only (tests/e2e/journeys.spec.ts).
    await expect(page.getByTestId('course-complete')).toHaveCount(0)
    await expect(page.locator('#contenido a[href="/glosario"]').first()).toBeVisible()
    await expect(page.locator('#contenido a[href="/metodologia"]').first()).toBeVisible()
    await expect(page.locator('a[href^="/checkout?type=module"]')).toHaveCount(0)

    const course = nodeOf(await jsonLd(page), 'Course')
    expect(course.name).toBe('Estándares Técnicos y Visibilidad Semántica')
    expect(course.offers).toBeUndefined()
    expect(course.educationalLevel).toBe('Avanzado')
  })

  test('unknown modules are not found', async ({ page }) => {
    for (const path of ['/curso/f9', '/curso/F3', '/curso/f3-extra']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })

  test('the table of contents follows the reading on a module page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/curso/f5')
    const toc = page.getByTestId('toc')
    await page.locator('#contenido-completo h2').evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect(toc.locator('a[aria-current="location"]')).toHaveText('Contenido completo')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(toc.locator('a[aria-current="location"]')).toHaveAttribute(
      'href',
      `#${await page.locator('section').first().getAttribute('id')}`,
    )
  })
})

test.describe('diagnostic quiz on /curso/f0', () => {
  const runs = [
    { answers: [0, 0, 0, 0, 0], score: 0, label: 'CRÍTICO', href: '/curso/f1' },
    { answers: [1, 1, 1, 1, 0], score: 8, label: 'BÁSICO', href: '/checkout?type=complete' },
    { answers: [2, 2, 2, 1, 0], score: 14, label: 'AVANZADO', href: '/curso/f3' },
    { answers: [2, 2, 2, 2, 2], score: 20, label: 'EXPERTO', href: '/curso/f5' },
  ]

  for (const run of runs) {
    test(`answers worth ${run.score} points give ${run.label}`, async ({ page, request }) => {
      const diagnostic = await cms.global(request, 'diagnostic')
      const band = diagnostic.bands.find((b: Json) => b.min <= run.score && run.score <= b.max)
      expect(band.label).toBe(run.label)
      expect(band.recommendationHref).toBe(run.href)

      await open(page, '/curso/f0')
      const quiz = page.locator('section#test-diagnostico')
      await expect(quiz.getByTestId('quiz-intro')).toBeVisible()
      await quiz.getByRole('button', { name: 'Empezar el test' }).click()

      for (const [i, choice] of run.answers.entries()) {
        const question = diagnostic.questions[i]
        const heading = quiz.getByTestId('quiz-question').getByRole('heading', { level: 3 })
        await expect(heading).toHaveText(question.question)
        await expect(heading).toBeFocused()
        await expect(quiz.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(i + 1))
        await expect(quiz.getByRole('progressbar')).toHaveAttribute(
          'aria-valuemax',
          String(diagnostic.questions.length),
        )
        const options = quiz.getByTestId('quiz-question').getByRole('button')
        await expect(options).toHaveCount(question.options.length)
        for (const [n, option] of question.options.entries()) {
          await expect(options.nth(n)).toHaveAccessibleName(`${'ABC'[n]}. ${option.text}`)
        }
        await options.nth(choice).click()
      }

      const result = quiz.getByTestId('quiz-result')
      await expect(result.getByRole('heading', { name: 'Tu resultado' })).toBeFocused()
      await expect(result.getByTestId('quiz-score')).toHaveText(`${run.score}/20`)
      await expect(result.getByTestId('quiz-band')).toHaveText(run.label)
      await expect(result).toContainText(band.title)
      await expect(result).toContainText(band.text)
      const recommendation = result.getByTestId('quiz-recommendation')
      await expect(recommendation).toHaveText(band.recommendationLabel)
      await expect(recommendation).toHaveAttribute('href', run.href)
      await expect(result.getByRole('link', { name: 'Ver todos los módulos' })).toHaveAttribute('href', '/curso')

      await result.getByRole('button', { name: 'Repetir Test' }).click()
      await expect(quiz.getByTestId('quiz-intro')).toBeVisible()
      await expect(quiz.getByTestId('quiz-result')).toHaveCount(0)
      await expect(quiz.getByTestId('quiz-intro').getByRole('heading', { level: 3 })).toBeFocused()
    })
  }

  test('can be completed with the keyboard alone', async ({ page }) => {
    await open(page, '/curso/f0')
    const quiz = page.locator('section#test-diagnostico')
    await quiz.getByRole('button', { name: 'Empezar el test' }).focus()
    await page.keyboard.press('Enter')
    for (let i = 0; i < 5; i++) {
      await expect(quiz.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(i + 1))
      // Focus is on the question heading: Tab reaches option A, then B, then C.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
    }
    await expect(quiz.getByTestId('quiz-score')).toHaveText('10/20')
    await expect(quiz.getByTestId('quiz-band')).toHaveText('BÁSICO')
    await page.keyboard.press('Tab')
    await expect(quiz.getByTestId('quiz-recommendation')).toBeFocused()
  })
})
