/**
 * SEO fields per document (plugin-seo's `meta` group): an article's meta title, description and social
 * image become its <title>, description, Open Graph tags and JSON-LD; empty, the content gives them.
 * The plugin's «Generar» endpoints answer staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'

let admin = ''
let customer = ''
let article: { id: number; slug: string; title: string; description: string }

const html = async (path: string) => (await fetch(`${appUrl()}${path}`)).text()
const tag = (page: string, re: RegExp) => re.exec(page)?.[1] ?? null

beforeAll(async () => {
  admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const email = `seo-${Date.now()}@example.com`
  await (
    await testPayload()
  ).create({ collection: 'users', data: { email, password: 'secreto-123', name: 'Lectora', role: 'customer' } })
  customer = await login(email, 'secreto-123')
  article = (await api('GET', '/api/articles?limit=1&sort=-date&depth=0')).body.docs[0]
})

afterAll(async () => {
  await api('PATCH', `/api/articles/${article.id}`, {
    token: admin,
    body: { meta: { title: null, description: null, image: null }, _status: 'published' },
  })
})

describe('SEO fields', () => {
  it('empty: title and description come from the content', async () => {
    const page = await html(`/radar-ia/${article.slug}`)
    expect(tag(page, /<title>([^<]*)<\/title>/)).toBe(`${article.title} · Academia GEO`)
    expect(page).toContain(`<meta property="og:title" content="${article.title}"/>`)
    expect(page).not.toContain('og:image')
  })

  it('set: they replace title and description in the head, Open Graph and JSON-LD, with the social image', async () => {
    const payload = await testPayload()
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Portada del artículo' },
      file: { data: png, mimetype: 'image/png', name: `seo-${Date.now()}.png`, size: png.length },
    })
    const meta = {
      title: 'Título SEO para buscadores',
      description: 'Descripción SEO pensada para la página de resultados.',
      image: image.id,
    }
    const saved = await api('PATCH', `/api/articles/${article.id}`, {
      token: admin,
      body: { meta, _status: 'published' },
    })
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200)
    await expect
      .poll(async () => tag(await html(`/radar-ia/${article.slug}`), /<title>([^<]*)<\/title>/), { timeout: 5000 })
      .toBe(meta.title)
    const page = await html(`/radar-ia/${article.slug}`)
    expect(page).toContain(`<meta name="description" content="${meta.description}"/>`)
    expect(page).toContain(`<meta property="og:description" content="${meta.description}"/>`)
    expect(tag(page, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /^https?:\/\/[^/]+\/api\/media\/file\/seo-/,
    )
    const ld = tag(page, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)
    expect(ld).toContain(meta.description)
    expect(ld).toMatch(/"image":"https?:\/\/[^"]+\/api\/media\/file\/seo-/)
  })
})

describe('plugin-seo endpoints', () => {
  const body = {
    doc: { title: 'Qué es el GEO', slug: 'que-es-geo', description: 'Una definición.' },
    collectionSlug: 'articles',
  }
  it.each([
    ['anonymous', undefined, 401],
    ['customer', () => customer, 403],
  ] as const)('refuse %s', async (_who, token, status) => {
    for (const what of ['title', 'description', 'url']) {
      const res = await api('POST', `/api/plugin-seo/generate-${what}`, { token: token?.(), body })
      expect(res.status, what).toBe(status)
      expect(JSON.stringify(res.body)).toMatch(/personal/)
    }
  })

  it('generate defaults from the content for staff', async () => {
    const title = await api('POST', '/api/plugin-seo/generate-title', { token: admin, body })
    expect(title.status).toBe(200)
    expect(title.body.result).toBe('Qué es el GEO · Academia GEO')
    const description = await api('POST', '/api/plugin-seo/generate-description', { token: admin, body })
    expect(description.body.result).toBe('Una definición.')
    const url = await api('POST', '/api/plugin-seo/generate-url', { token: admin, body })
    expect(url.body.result).toMatch(/\/radar-ia\/que-es-geo$/)
  })
})
