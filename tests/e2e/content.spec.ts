/**
 * Public content pages: methodology, cases (with the submission form), glossary and Radar IA.
 * Expectations come from the seeded content, read back through the public REST API where the page
 * must mirror the CMS.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { jsonLd } from '../support/json-ld'

const ARTICLES = [
  'que-significa-ser-citado-por-ia',
  'muerte-seo-tradicional',
  'estructura-web-para-lenguaje',
  'formato-wikipedia-ia',
  'datos-estructurados-modelos-generativos',
  'geo-vs-seo-diferencias',
]

type Node = Record<string, any>

/** Navigations and server actions can wait for a route to compile when run against `next dev`. */
const expect = baseExpect.configure({ timeout: 30_000 })

/** Every node of every JSON-LD script of the page (graphs flattened); throws if one does not parse. */
const ofType = (nodes: Node[], type: string) => {
  const found = nodes.filter((n) => n['@type'] === type)
  expect(found, `one ${type} node`).toHaveLength(1)
  return found[0]
}

async function published<T = Node>(request: APIRequestContext, collection: string, query = ''): Promise<T[]> {
  const response = await request.get(`/api/${collection}?limit=100&depth=0${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

async function expectFaqMatchesJsonLd(page: Page, sectionId: string, count: number) {
  const section = page.locator(`#${sectionId}`)
  const items = section.locator('details')
  const questions = items.locator('summary')
  await expect(questions).toHaveCount(count)
  const visible = (await questions.allTextContents()).map((q) => q.trim())
  const faq = ofType(await jsonLd(page), 'FAQPage')
  expect(faq.mainEntity.map((q: Node) => q.name)).toEqual(visible)
  for (const q of faq.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20)

  // One answer open at a time (native disclosures sharing a name), and the open one closes again.
  await questions.nth(0).click()
  await expect(items.nth(0)).toHaveAttribute('open', '')
  await expect(items.nth(0).locator('summary + div')).toBeVisible()
  await questions.nth(1).click()
  await expect(items.nth(0)).not.toHaveAttribute('open')
  await expect(items.nth(1)).toHaveAttribute('open', '')
  await questions.nth(1).click()
  await expect(items.nth(1)).not.toHaveAttribute('open')
}

test.describe('routes', () => {
  test('every content page answers 200, unknown articles 404 and /casos-reales redirects', async ({ request }) => {
    for (const path of ['/metodologia', '/casos', '/glosario', '/radar-ia', ...ARTICLES.map((s) => `/radar-ia/${s}`)]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toContain('text/html')
    }
    expect((await request.get('/radar-ia/no-existe')).status()).toBe(404)
    const redirect = await request.get('/casos-reales', { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(new URL(redirect.headers().location, 'http://x').pathname).toBe('/casos')
  })
})

test.describe('methodology', () => {
  test('shows intro, sections, module anchors, the 8-row table, FAQ and onward links', async ({ page }) => {
    await page.goto('/metodologia')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText('Metodología GEO: el método F0–F6 paso a paso')
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' })
    await expect(breadcrumb.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Metodología')
    await expect(page.getByText(/organiza la optimización para motores generativos en siete módulos/)).toBeVisible()

    for (const id of [
      'como-funciona',
      'principios',
      'modulos',
      'seo-vs-geo',
      'preguntas-frecuentes',
      'contenido-relacionado',
    ]) {
      await expect(page.locator(`section#${id} h2`)).toBeVisible()
      await expect(
        page
          .locator(`section#${id}`)
          .getByRole('button', { name: /Copiar enlace/ })
          .first(),
      ).toBeVisible()
    }
    for (const code of ['f1', 'f2', 'f3', 'f4', 'f5', 'f6']) {
      await expect(page.locator(`#${code}`)).toBeVisible()
      await expect(page.locator(`#${code}`).getByRole('link')).toHaveAttribute('href', `/curso/${code}`)
    }

    const table = page.locator('#seo-vs-geo table')
    await expect(table.locator('caption')).toHaveText(/SEO tradicional.*GEO/)
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Aspecto', 'SEO tradicional', 'GEO'])
    await expect(table.locator('tbody tr')).toHaveCount(8)
    await expect(table.locator('tbody th[scope="row"]').first()).toHaveText('Objetivo')
    await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(
      'Ser la fuente que el asistente usa y cita en su respuesta',
    )

    const related = page.locator('#contenido-relacionado')
    for (const href of ['/glosario', '/casos', '/radar-ia', '/curso']) {
      await expect(related.locator(`a[href="${href}"]`)).toBeVisible()
    }
    await expectFaqMatchesJsonLd(page, 'preguntas-frecuentes', 4)
  })

  test('the level tabs filter the module cards, by mouse and with the arrow keys', async ({ page }) => {
    await page.goto('/metodologia')
    const tablist = page.getByRole('tablist', { name: 'Filtrar módulos por nivel' })
    const tabs = tablist.getByRole('tab')
    await expect(tabs).toHaveText(['Todos', 'Principiante', 'Intermedio', 'Avanzado'])
    const panel = page.getByRole('tabpanel')
    const visibleCodes = async () =>
      (await panel.locator('li:visible article').evaluateAll((cards) => cards.map((c) => c.id))).join(',')

    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect.poll(visibleCodes).toBe('f0,f1,f2,f3,f4,f5,f6')

    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false')
    await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.nth(1).getAttribute('id'))!)
    await expect.poll(visibleCodes).toBe('f0,f1,f2')
    await tabs.nth(2).click()
    await expect.poll(visibleCodes).toBe('f3,f4,f5')
    await tabs.nth(3).click()
    await expect.poll(visibleCodes).toBe('f6')

    // Keyboard: only the selected tab is in the tab order; arrows, Home and End move and select.
    await expect(tabs.nth(3)).toHaveAttribute('tabindex', '0')
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1')
    await tabs.nth(3).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(0)).toBeFocused()
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect.poll(visibleCodes).toBe('f0,f1,f2,f3,f4,f5,f6')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(1)).toBeFocused()
    await expect.poll(visibleCodes).toBe('f0,f1,f2')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(tabs.nth(3)).toBeFocused()
    await expect.poll(visibleCodes).toBe('f6')
    await page.keyboard.press('Home')
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
  })

  test('in-page links scroll to their section and replace the address', async ({ page }) => {
    await page.goto('/metodologia')
    const entries = await page.evaluate(() => history.length)
    await page
      .getByRole('navigation', { name: 'En esta página' })
      .getByRole('link', { name: 'Preguntas frecuentes' })
      .click()
    await expect(page).toHaveURL(/\/metodologia#preguntas-frecuentes$/)
    await expect(page.locator('#preguntas-frecuentes')).toBeInViewport()
    expect(await page.evaluate(() => history.length)).toBe(entries)
  })
})

test.describe('glossary', () => {
  test('groups every term in three sections with anchors, share controls and matching DefinedTermSet', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const terms = await published<{ term: string; slug: string; definition: string }>(
      request,
      'glossary-terms',
      '&sort=order',
    )
    expect(terms).toHaveLength(8)

    await page.goto('/glosario')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('main h2')).toContainText(['Fundamentos', 'Técnica', 'Estrategia y redacción'])
    const cards = page.getByTestId('glossary-term')
    await expect(cards).toHaveCount(8)
    for (const t of terms) {
      const card = page.locator(`article#${t.slug}`)
      await expect(card.locator('h3')).toHaveText(t.term)
      await expect(card).toContainText(t.definition)
    }
    for (const slug of ['citabilidad', 'autoridad-generativa', 'schema-org'])
      await expect(page.locator(`#${slug}`)).toBeVisible()
    await expect(page.locator('#fundamentos article')).toHaveCount(2)
    await expect(page.locator('#tecnica article')).toHaveCount(2)
    await expect(page.locator('#estrategia-y-redaccion article')).toHaveCount(4)
    await expect(page.locator('main a[href="/curso"]')).toBeVisible()
    await expect(page.locator('main a[href="/metodologia"]')).toBeVisible()

    const set = ofType(await jsonLd(page), 'DefinedTermSet')
    const visibleNames = await cards.locator('h3').allTextContents()
    expect(set.hasDefinedTerm.map((t: Node) => t.name)).toEqual(visibleNames)
    expect(set.hasDefinedTerm.map((t: Node) => t['@id'].split('#')[1])).toEqual(
      await cards.evaluateAll((els) => els.map((e) => e.id)),
    )

    const share = page.locator('#citabilidad').getByRole('button', { name: /Copiar enlace/ })
    await share.click()
    await expect(share).toHaveText('¡Copiado!')
    await expect(page.getByTestId('toast')).toContainText('Enlace copiado')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/glosario#citabilidad$/)
    await expect(share).toHaveText('Compartir', { timeout: 4000 })
  })

  test('a glossary link inside an article shows the definition on hover and on keyboard focus', async ({
    page,
    request,
  }) => {
    const [rag] = await published<{ definition: string }>(request, 'glossary-terms', '&where[slug][equals]=rag')
    await page.goto('/radar-ia/que-significa-ser-citado-por-ia')
    const link = page.locator('a[data-glossary-link="rag"]').first()
    await expect(link).toHaveAttribute('href', '/glosario#rag')
    const tooltipId = (await link.getAttribute('aria-describedby'))!
    const tooltip = page.locator(`[id="${tooltipId}"]`)
    await expect(tooltip).toHaveAttribute('role', 'tooltip')
    await expect(tooltip).toHaveText(rag.definition)
    await expect(tooltip).toBeHidden()

    await link.hover()
    await expect(tooltip).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(tooltip).toBeHidden()

    // Reach the link with the Tab key from the top of the page.
    await page.locator('h1').click()
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await expect(link).toBeFocused()
    await expect(tooltip).toBeVisible()
  })
})

test.describe('Radar IA', () => {
  test('lists featured articles, the rest in a grid and category tiles with counts', async ({ page, request }) => {
    const articles = await published<{ slug: string; title: string; featured: boolean; category: string }>(
      request,
      'articles',
      '&where[_status][equals]=published',
    )
    expect(articles).toHaveLength(6)
    await page.goto('/radar-ia')
    await expect(page.locator('h1')).toHaveCount(1)

    const featured = page.getByTestId('featured-article')
    await expect(featured).toHaveCount(2)
    expect((await featured.locator('h3').allTextContents()).sort()).toEqual(
      articles
        .filter((a) => a.featured)
        .map((a) => a.title)
        .sort(),
    )
    await expect(page.getByTestId('article-card')).toHaveCount(4)

    const first = featured.filter({ hasText: '¿Qué significa ser citado por una IA?' })
    await expect(first.locator('time')).toHaveText('20 de enero de 2025')
    await expect(first.locator('time')).toHaveAttribute('datetime', '2025-01-20')
    await expect(first).toContainText('Fundamentos')
    await expect(first).toContainText('5 min de lectura')
    await first.getByRole('link').click()
    await expect(page).toHaveURL(/\/radar-ia\/que-significa-ser-citado-por-ia$/)
    await page.goBack()

    const tiles = page.getByTestId('category-tile')
    await expect(tiles.locator('h3')).toHaveText(['Fundamentos', 'Tendencias', 'Técnico', 'Estrategia'])
    for (const category of ['Fundamentos', 'Tendencias', 'Técnico', 'Estrategia']) {
      const count = articles.filter((a) => a.category === category).length
      const tile = tiles.filter({ has: page.locator('h3', { hasText: category }) })
      await expect(tile.getByTestId('category-count')).toHaveText(count === 1 ? '1 artículo' : `${count} artículos`)
      await expect(tile.locator('li a')).toHaveCount(count)
    }
  })

  test('its JSON-LD is a Blog whose BlogPosting items are the listed articles', async ({ page, request }) => {
    const articles = await published<{ slug: string; title: string; date: string; category: string }>(
      request,
      'articles',
      '&where[_status][equals]=published',
    )
    await page.goto('/radar-ia')
    const nodes = await jsonLd(page)
    const blog = ofType(nodes, 'Blog')
    expect(blog.name).toBe(await page.locator('h1').textContent())
    expect(blog.inLanguage).toBe('es-ES')
    expect(blog.url).toMatch(/\/radar-ia$/)
    // The posts are the cards of the page, in the page's order.
    const cards = page.locator('[data-testid="featured-article"], [data-testid="article-card"]')
    const shown = (await cards.locator('h3').allTextContents()).map((t) => t.trim())
    expect(blog.blogPost.map((p: Node) => p.headline)).toEqual(shown)
    expect(blog.blogPost).toHaveLength(articles.length)
    for (const post of blog.blogPost) {
      const source = articles.find((a) => a.title === post.headline)!
      expect(post['@type']).toBe('BlogPosting')
      expect(post.url).toMatch(new RegExp(`/radar-ia/${source.slug}$`))
      expect(post.datePublished).toBe(source.date)
      expect(post.articleSection).toBe(source.category)
      const href = await cards.filter({ hasText: source.title }).getByRole('link').first().getAttribute('href')
      expect(post.url.endsWith(href!)).toBe(true)
    }
  })

  test('an article shows its header, definition, sections, related links and matching Article data', async ({
    page,
  }) => {
    const response = await page.goto('/radar-ia/que-significa-ser-citado-por-ia')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Volver a Radar IA' })).toHaveAttribute('href', '/radar-ia')
    const h1 = page.locator('h1')
    await expect(h1).toHaveCount(1)
    await expect(h1).toHaveText('¿Qué significa ser citado por una IA?')
    await expect(page.locator('#definicion')).toContainText('Ser citado por una IA significa')
    await expect(page.locator('article time')).toHaveAttribute('datetime', '2025-01-20')
    await expect(page.locator('article time')).toHaveText('20 de enero de 2025')
    await expect(page.getByText('5 min de lectura')).toBeVisible()
    await expect(page.locator('section#tres-tipos-de-cita h2')).toHaveText(
      'Los tres tipos de cita: directa, implícita y recomendación',
    )
    await expect(
      page.locator('section#tres-tipos-de-cita').getByRole('button', { name: /Copiar enlace/ }),
    ).toBeVisible()
    const related = page.locator('#relacionado')
    for (const href of ['/metodologia#f1', '/glosario#citabilidad', '/glosario#autoridad-generativa', '/casos']) {
      await expect(related.locator(`a[href="${href}"]`)).toBeVisible()
    }

    const article = ofType(await jsonLd(page), 'Article')
    expect(article.headline).toBe(await h1.textContent())
    expect(article.datePublished).toMatch(/^2025-01-20/)
    expect(article.articleSection).toBe('Fundamentos')
    expect(article.timeRequired).toBe('PT5M')
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^2025-01-20/)

    await page.locator('#relacionado a[href="/metodologia#f1"]').click()
    await expect(page).toHaveURL(/\/metodologia#f1$/)
    await expect(page.locator('#f1')).toBeInViewport()
  })

  for (const slug of ARTICLES) {
    test(`/radar-ia/${slug} has one h1 that its Article headline repeats`, async ({ page }) => {
      await page.goto(`/radar-ia/${slug}`)
      await expect(page.locator('h1')).toHaveCount(1)
      expect(ofType(await jsonLd(page), 'Article').headline).toBe(await page.locator('h1').textContent())
      await expect(page.getByRole('link', { name: 'Volver a Radar IA' })).toBeVisible()
    })
  }
})

test.describe('cases', () => {
  test('shows figures, testimonials, case studies, citations, comparison and FAQ', async ({ page, request }) => {
    await page.goto('/casos')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByTestId('case-stats')).toContainText('95 %')
    await expect(page.getByTestId('case-stats')).toContainText('6–8 semanas')

    const testimonials = page.getByTestId('testimonial')
    await expect(testimonials).toHaveCount(3)
    const lucia = testimonials.filter({ hasText: 'Lucía Navarro' })
    await expect(lucia).toContainText('Fundadora, Taller Cerámico Almagra (Valencia)')
    await expect(lucia).toContainText('1 de 20 preguntas con mención')
    await expect(lucia).toContainText('6 de 20 preguntas con mención')
    await expect(lucia).toContainText('+5 preguntas')
    await expect(lucia.getByRole('link', { name: /F1/ })).toHaveAttribute('href', '/curso/f1')

    const studies = page.getByTestId('case-study')
    await expect(studies).toHaveCount(3)
    const casona = studies.filter({ hasText: 'Casona del Arce: un alojamiento rural' })
    await expect(casona).toContainText('Turismo rural')
    await expect(casona).toContainText('10 semanas')
    await expect(casona.locator('thead th')).toHaveText(['Métrica', 'Antes', 'Después', 'Cambio'])
    const row = casona.locator('tbody tr').filter({ hasText: 'Reservas directas por la web al mes' })
    await expect(row.locator('td')).toHaveText(['4', '9', '+125 %'])
    await expect(casona.locator('a[href^="/curso/"]')).toHaveText([/F1/, /F2/, /F3/])

    const examples = page.getByTestId('citation-example')
    await expect(examples).toHaveCount(3)
    const perplexity = examples.filter({ hasText: 'Perplexity' }).first()
    await expect(perplexity).toContainText('¿Qué es la citabilidad en el contexto del GEO?')
    await expect(perplexity).toContainText('Definición autocontenida en la primera frase')

    const [page_] = await published<{ comparison: unknown[] }>(request, 'pages', '&where[slug][equals]=casos')
    await expect(page.locator('#optimizado-vs-sin-optimizar tbody tr')).toHaveCount(page_.comparison.length)
    await expect(page.locator('#optimizado-vs-sin-optimizar thead th')).toHaveText([
      'Aspecto',
      'Contenido sin optimizar',
      'Contenido optimizado GEO',
    ])

    await expectFaqMatchesJsonLd(page, 'preguntas-frecuentes', 4)
  })

  test.describe('submission form', () => {
    // A fresh address per test keeps the per-address rate limit out of the way.
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` } })

    const field = (page: Page) => ({
      url: page.getByLabel('URL del contenido citado'),
      model: page.getByLabel('Modelo de IA'),
      description: page.getByLabel('Descripción del caso'),
      submit: page.getByRole('button', { name: 'Enviar caso' }),
    })

    test('shows every Spanish error beside its field and clears each one when edited', async ({ page }) => {
      await page.goto('/casos')
      const f = field(page)
      await expect(f.model.locator('option')).toHaveText([
        'Selecciona un modelo',
        'ChatGPT',
        'Claude',
        'Perplexity',
        'Gemini',
        'Otro',
      ])
      await expect(f.description).toHaveAttribute('rows', '4')

      await f.submit.click()
      const errors = {
        url: 'Introduce la URL del contenido citado.',
        model: 'Selecciona el modelo de IA que citó tu contenido.',
        description: 'Describe brevemente tu caso.',
      }
      for (const [name, message] of Object.entries(errors)) {
        const input = f[name as keyof typeof errors]
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        await expect(input).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')))
        await expect(page.getByText(message)).toBeVisible()
      }
      await expect(f.url).toBeFocused()
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 })
        await page.getByTestId('case-form').screenshot({
          path: `.data/screenshots/case-form-errors-${width}.png`,
          style: 'header { visibility: hidden }',
        })
      }

      await f.url.fill('tusitio.es/articulo')
      await expect(page.getByText(errors.url)).toBeHidden()
      await expect(f.url).not.toHaveAttribute('aria-invalid')
      await expect(page.getByText(errors.model)).toBeVisible()

      await f.model.selectOption('claude')
      await expect(page.getByText(errors.model)).toBeHidden()
      await f.description.fill('Claude resume mi guía y la enlaza como fuente.')
      await expect(page.getByText(errors.description)).toBeHidden()

      await f.submit.click()
      const invalid = 'Introduce una URL válida que empiece por http:// o https://.'
      await expect(page.getByText(invalid)).toBeVisible()
      await expect(f.url).toHaveAttribute('aria-invalid', 'true')
      await expect(f.url).toHaveValue('tusitio.es/articulo')
      await expect(f.model).toHaveValue('claude')
      await expect(f.description).toHaveValue('Claude resume mi guía y la enlaza como fuente.')
      await expect(f.model).not.toHaveAttribute('aria-invalid')
      await expect(page.getByText(errors.model)).toBeHidden()

      await f.url.fill('https://tusitio.es/articulo')
      await expect(page.getByText(invalid)).toBeHidden()
    })

    test('a valid case gets the thank-you message', async ({ page }) => {
      await page.goto('/casos')
      const f = field(page)
      await f.url.fill('https://tusitio.es/guia-ceramica')
      await f.model.selectOption('perplexity')
      await f.description.fill(`Perplexity cita la guía como primera fuente (prueba e2e ${Date.now()}).`)
      await f.submit.click()
      const thanks = page.getByTestId('case-thanks')
      await expect(thanks).toContainText('¡Gracias por compartir tu caso!')
      await expect(thanks).toBeFocused()
      await expect(page.getByTestId('case-form')).toHaveCount(0)
    })

    test('a filled honeypot gets the same thank-you', async ({ page }) => {
      await page.goto('/casos')
      const honeypot = page.locator('input[name="website"]')
      await expect(honeypot).not.toBeInViewport()
      await expect(honeypot).toHaveAttribute('tabindex', '-1')
      await honeypot.fill('https://spam.example', { force: true })
      await page.getByRole('button', { name: 'Enviar caso' }).click()
      await expect(page.getByTestId('case-thanks')).toBeVisible()
    })
  })
})
