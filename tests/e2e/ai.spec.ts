/**
 * AI-readable content: the .geo.txt files, llms.txt / llms-full.txt, the Markdown twins, sitemap and
 * robots, the /contenido-ia page; plus about, team, legal and the 404 page. Expected values are read back
 * from the CMS through the public REST API.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { jsonLd } from '../support/json-ld'

const PREMIUM_SENTENCE = 'La firma experta verificable multiplica la probabilidad de cita.'
const AI_TEXT_FILES = [
  '/home.geo.txt',
  '/curso.geo.txt',
  '/metodologia.geo.txt',
  '/glosario.geo.txt',
  '/llms.txt',
  '/llms-full.txt',
]
const LEGAL = ['/privacidad', '/terminos']

type Node = Record<string, any>

async function docs(request: APIRequestContext, collection: string, query = ''): Promise<Node[]> {
  const response = await request.get(`/api/${collection}?limit=100&depth=0${query}`)
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

const cmsPage = async (request: APIRequestContext, slug: string) =>
  (await docs(request, 'pages', `&where[slug][equals]=${slug}`))[0]

async function settings(request: APIRequestContext): Promise<Node> {
  const response = await request.get('/api/globals/site-settings')
  expect(response.status()).toBe(200)
  return response.json()
}

/** Every node of every JSON-LD script of the page (graphs flattened); throws if one does not parse. */
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type)

const pathOf = (url: string) => new URL(url).pathname

// Some tests walk every public page; a development server compiles each on first request.
test.describe.configure({ timeout: 300_000 })

test.describe('AI text files', () => {
  test('each file answers as UTF-8 text with licence, citation, date and CMS content, never premium text', async ({
    request,
  }) => {
    const site = await settings(request)
    const terms = await docs(request, 'glossary-terms')
    for (const path of AI_TEXT_FILES) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
      expect(response.headers()['cache-control']).toContain('max-age=')
      const text = await response.text()
      expect(text.startsWith(`# ${site.siteName}`), path).toBe(true)
      expect(text).toContain(`- Licencia: ${site.licence} (${site.licenceUrl})`)
      expect(text).toContain(`- Cita preferida: ${site.preferredCitation}`)
      expect(text).toMatch(/^- Última actualización: \d{4}-\d{2}-\d{2}$/m)
      expect(text, path).not.toContain(PREMIUM_SENTENCE)
      expect(text, `${path}: links are absolute`).not.toMatch(/\]\(\//)
    }
    const glossary = await (await request.get('/glosario.geo.txt')).text()
    for (const term of terms) expect(glossary).toContain(term.definition)
    const full = await (await request.get('/llms-full.txt')).text()
    expect(full).toContain(terms[0].definition)
  })

  test('the course and methodology files carry modules, FAQs and the comparison from the CMS', async ({ request }) => {
    const [modules, courseFaqs, methodology] = await Promise.all([
      docs(request, 'modules', '&sort=order'),
      docs(request, 'faqs', '&where[placement][equals]=course'),
      cmsPage(request, 'metodologia'),
    ])
    const course = await (await request.get('/curso.geo.txt')).text()
    for (const m of modules) {
      expect(course).toContain(`### ${m.code}: ${m.title}`)
      for (const section of m.previewSections) expect(course).toContain(`#### ${section.title}`)
    }
    for (const faq of courseFaqs) expect(course).toContain(`### ${faq.question}`)
    const method = await (await request.get('/metodologia.geo.txt')).text()
    for (const row of methodology.comparison) expect(method).toContain(`| ${row.aspect} | ${row.left} | ${row.right} |`)
  })

  test('llms.txt follows llmstxt.org', async ({ request }) => {
    const text = await (await request.get('/llms.txt')).text()
    const lines = text.trimEnd().split('\n')
    expect(lines[0]).toBe('# Academia GEO')
    expect(lines[2]).toMatch(/^> \S/)
    const h2 = lines.filter((l) => l.startsWith('## '))
    expect(h2.at(-1)).toBe('## Optional')
    expect(h2).toEqual(
      expect.arrayContaining([
        '## Curso',
        '## Radar IA',
        '## Glosario',
        '## Archivos para IA',
        '## Versiones en Markdown',
      ]),
    )
    const listed = lines.slice(lines.indexOf(h2[0])).filter((l) => l && !l.startsWith('## '))
    for (const line of listed) expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\): \S/)
    // Every link of llms.txt answers.
    const paths = new Set(listed.map((line) => pathOf(/\]\(([^)]+)\)/.exec(line)![1])))
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
  })
})

test.describe('Markdown twins', () => {
  test('a module twin has its title as H1 and only the public preview', async ({ request }) => {
    const [f3] = await docs(request, 'modules', '&where[slug][equals]=f3')
    const response = await request.get('/curso/f3.md')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
    expect(response.headers()['link']).toMatch(/\/curso\/f3>; rel="canonical"/)
    const text = await response.text()
    expect(text.split('\n')[0]).toBe(`# ${f3.title}`)
    for (const section of f3.previewSections) expect(text).toContain(`## ${section.title}`)
    expect(text).not.toContain(PREMIUM_SENTENCE)
    expect(text).not.toMatch(/\]\(\//)
  })

  test('/index.md is the home; unknown twins and the internal route are 404', async ({ request }) => {
    const home = await cmsPage(request, 'home')
    const index = await request.get('/index.md')
    expect(index.status()).toBe(200)
    expect((await index.text()).split('\n')[0]).toBe(`# ${home.title}`)
    for (const path of ['/nope.md', '/curso/f99.md', '/markdown/no-existe']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
    expect((await request.get('/nope.md')).headers()['content-type']).toContain('text/plain')
  })

  test('every public page announces a Markdown twin that exists', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const pages = [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => pathOf(m[1])), ...LEGAL]
    expect(pages.length).toBeGreaterThan(20)
    for (const path of pages) {
      const html = await request.get(path)
      expect(html.status(), path).toBe(200)
      const link = /<link[^>]*rel="alternate"[^>]*type="text\/markdown"[^>]*href="([^"]+)"/.exec(await html.text())
      expect(link, `${path} links its twin`).not.toBeNull()
      const twinPath = pathOf(link![1])
      expect(twinPath).toBe(path === '/' ? '/index.md' : `${path}.md`)
      const twin = await request.get(twinPath)
      expect(twin.status(), twinPath).toBe(200)
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8')
      expect(await twin.text()).toMatch(/^# \S/)
    }
  })
})

test('sitemap.xml lists indexable pages; robots.txt points to it and keeps private screens out', async ({
  request,
}) => {
  const articles = await docs(request, 'articles')
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  expect(xml).toMatch(/<loc>[^<]*\/curso\/f3<\/loc>/)
  for (const a of articles) expect(xml).toContain(`/radar-ia/${a.slug}</loc>`)
  for (const path of [...LEGAL, '/checkout', '/dashboard']) expect(xml).not.toContain(`${path}</loc>`)

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  for (const path of ['/dashboard', '/cuenta', '/checkout', '/admin', '/auth', '/success', '/guest-access']) {
    expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
  }
  expect(robots).toMatch(/^User-Agent: GPTBot$/m)
  expect(robots).toMatch(/^User-Agent: ClaudeBot$/m)
  expect(robots).toMatch(/^User-Agent: PerplexityBot$/m)
})

test('/contenido-ia lists the four files with their real size and date, and working links', async ({
  page,
  request,
}) => {
  const response = await page.goto('/contenido-ia')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
  const cards = page.getByTestId('ai-file')
  await expect(cards).toHaveCount(4)
  const shown: { path: string; title: string; bytes: number }[] = []
  for (let i = 0; i < 4; i++) {
    const card = cards.nth(i)
    const path = (await card.getAttribute('data-path'))!
    const file = await request.get(path)
    expect(file.status(), path).toBe(200)
    const body = await file.body()
    const bytes = body.byteLength
    await expect(card.getByTestId('file-size')).toHaveText(`${Math.max(1, Math.round(bytes / 1024))} KB`)
    await expect(card.getByTestId('file-size')).toHaveAttribute('value', String(bytes))
    const date = /^- Última actualización: (\d{4}-\d{2}-\d{2})$/m.exec(body.toString('utf8'))![1]
    await expect(card.locator('time')).toHaveAttribute('datetime', date)
    await expect(card.getByRole('link', { name: /^Ver / })).toHaveAttribute('href', path)
    const download = card.getByRole('link', { name: /^Descargar / })
    await expect(download).toHaveAttribute('href', path)
    await expect(download).toHaveAttribute('download', path.slice(1))
    shown.push({ path, title: (await card.locator('h3').textContent())!, bytes })
  }
  expect(shown.map((f) => f.path).sort()).toEqual([
    '/curso.geo.txt',
    '/glosario.geo.txt',
    '/home.geo.txt',
    '/metodologia.geo.txt',
  ])

  const [dataset] = ofType(await jsonLd(page), 'Dataset')
  expect(dataset.distribution).toHaveLength(4)
  for (const f of shown) {
    const entry = dataset.distribution.find((d: Node) => pathOf(d.contentUrl) === f.path)
    expect(entry, f.path).toMatchObject({ name: f.title, contentSize: `${f.bytes} B`, encodingFormat: 'text/plain' })
  }

  const site = await settings(request)
  // No link named 'Coach GEO' that lands somewhere else (issue 15).
  await expect(page.locator('main a[href="/coach"]')).toHaveCount(0)
  for (const href of ['/curso', '/metodologia', '/glosario', `mailto:${site.supportEmail}`]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible()
  }

  // Downloading gives the file under its own name; viewing shows its text.
  const first = cards.nth(0)
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('link', { name: /^Descargar / }).click(),
  ])
  expect(file.suggestedFilename()).toBe(shown[0].path.slice(1))
  await first.getByRole('link', { name: /^Ver / }).click()
  await expect(page).toHaveURL(new RegExp(`${shown[0].path.replace('.', '\\.')}$`), { timeout: 60_000 })
  await expect(page.locator('body')).toContainText(`- Licencia: ${site.licence}`)
})

test('the about page shows its sections and an Organization that matches them', async ({ page, request }) => {
  const [about, site] = await Promise.all([cmsPage(request, 'acerca-de'), settings(request)])
  expect((await page.goto('/acerca-de'))?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText(about.title)
  for (const section of about.sections) {
    await expect(page.locator(`section#${section.anchor}`).getByRole('heading', { level: 2 })).toHaveText(section.title)
  }
  await expect(page.locator('main').getByRole('link', { name: site.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${site.supportEmail}`,
  )
  await expect(page.getByRole('link', { name: 'Conoce al equipo' })).toHaveAttribute('href', '/acerca-de/equipo')
  const [org] = ofType(await jsonLd(page), 'Organization')
  expect(org).toMatchObject({ name: site.siteName, email: site.supportEmail, description: about.intro })
  expect(JSON.stringify(await jsonLd(page))).not.toMatch(/credential|certif/i)

  // The share control of a section copies its address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const first = about.sections[0].anchor
  await page
    .locator(`section#${first}`)
    .getByRole('button', { name: /Copiar enlace/ })
    .click()
  await expect(page.getByTestId('toast').first()).toContainText('Enlace copiado')
  await expect(page.locator(`section#${first}`).getByRole('button', { name: /Copiar enlace/ })).toHaveText(/¡Copiado!/)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/acerca-de#${first}$`))
})

test('the team page shows every member with contact, and a Person for each', async ({ page, request }) => {
  const members = await docs(request, 'team-members', '&sort=order')
  expect(members).toHaveLength(2)
  expect((await page.goto('/acerca-de/equipo'))?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
  const cards = page.getByTestId('team-member')
  await expect(cards).toHaveCount(members.length)
  const people = ofType(await jsonLd(page), 'Person')
  expect(people).toHaveLength(members.length)
  for (const [i, member] of members.entries()) {
    const card = cards.nth(i)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(member.name)
    await expect(card).toContainText(member.role)
    await expect(card).toContainText(member.description)
    for (const { topic } of member.knowsAbout)
      await expect(card.getByRole('listitem').filter({ hasText: topic })).toHaveCount(1)
    await expect(card.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`)
    // Each profile: a named link (network, person, new tab said aloud) opening in a new tab; the same addresses as sameAs.
    expect(member.links.length).toBeGreaterThan(0)
    for (const link of member.links) {
      const label = { linkedin: 'LinkedIn', x: 'X (Twitter)', web: 'Web personal' }[link.network as string]!
      const anchor = card.getByRole('link', {
        name: `${label} de ${member.name} (se abre en una pestaña nueva)`,
        exact: true,
      })
      await expect(anchor).toHaveAttribute('href', link.url)
      await expect(anchor).toHaveAttribute('target', '_blank')
      await expect(anchor).toHaveAttribute('rel', /\bnoopener\b/)
    }
    const person = people.find((p) => p.name === member.name)
    expect(person).toMatchObject({ jobTitle: member.role, email: member.email, description: member.description })
    expect(person!.sameAs).toEqual(member.links.map((l: Node) => l.url))
    expect(person!.knowsAbout).toEqual(member.knowsAbout.map((k: Node) => k.topic))
  }
  await page.getByRole('link', { name: 'Acerca de' }).first().click()
  await expect(page).toHaveURL(/\/acerca-de$/, { timeout: 60_000 })
})

for (const path of LEGAL) {
  test(`${path} shows its legal text, last update and noindex`, async ({ page, request }) => {
    const legal = await cmsPage(request, path.slice(1))
    expect((await page.goto(path))?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText(legal.title)
    await expect(page.getByTestId('last-updated')).toHaveText('Última actualización: 15 de diciembre de 2024')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/)
    for (const section of legal.sections) {
      await expect(page.locator(`section#${section.anchor}`).getByRole('heading', { level: 2 })).toHaveText(
        section.title,
      )
    }
    await expect(
      page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' }),
    ).toHaveAttribute('href', '/')
  })
}

test('an unknown path answers 404 with the Spanish not-found page inside the site', async ({ page }) => {
  const response = await page.goto('/no-existe-esta-pagina')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vaya, no encontramos esta página')
  await expect(page.getByTestId('not-found')).toContainText('404')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
  expect((await page.request.get('/curso/no-existe/tampoco')).status()).toBe(404)
  await page.getByRole('link', { name: 'Volver al inicio' }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 60_000 })
})

test('these pages pass axe (WCAG 2 A/AA)', async ({ page }) => {
  for (const path of ['/contenido-ia', '/acerca-de', '/acerca-de/equipo', ...LEGAL, '/no-existe-esta-pagina']) {
    await page.goto(path)
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([])
  }
})
