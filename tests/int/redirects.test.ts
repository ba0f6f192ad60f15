/**
 * Redirects: publishing a new slug for an article leaves a 308 from the old URL (HTML and Markdown
 * twin) to the new one; the sitemap and llms files follow the new slug; a draft slug change redirects
 * nothing; editors' manual redirects are served too, and loops or other sites are refused in Spanish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'

let admin = ''
let article: { id: number; slug: string }
const newSlug = `nuevo-${Date.now().toString(36)}`
const manual: number[] = []

const get = (path: string) => fetch(`${appUrl()}${path}`, { redirect: 'manual' })
/**
 * The redirect's target. A page Next had cached as a 200 (ISR) and re-renders as a redirect after its
 * tag expires comes back with the Location header twice (Next 16.4); browsers accept repeated identical
 * values, so every value must be the same target.
 */
const location = (res: Response) => {
  const targets = new Set(
    (res.headers.get('location') ?? '').split(/,\s*/).map((value) => new URL(value, appUrl()).pathname),
  )
  expect(targets.size).toBe(1)
  return [...targets][0]
}

beforeAll(async () => {
  admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  article = (await api('GET', '/api/articles?limit=1&sort=date&depth=0')).body.docs[0]
})

afterAll(async () => {
  await api('PATCH', `/api/articles/${article.id}`, {
    token: admin,
    body: { slug: article.slug, _status: 'published' },
  })
  const payload = await testPayload()
  await payload.delete({
    collection: 'redirects',
    where: { from: { in: [`/radar-ia/${article.slug}`, `/radar-ia/${newSlug}`] } },
  })
  for (const id of manual) await payload.delete({ collection: 'redirects', id }).catch(() => {})
})

describe('a slug change', () => {
  it('as a draft redirects nothing', async () => {
    const res = await api('PATCH', `/api/articles/${article.id}?draft=true`, {
      token: admin,
      body: { slug: `${newSlug}-borrador` },
    })
    expect(res.status).toBe(200)
    expect((await get(`/radar-ia/${article.slug}`)).status).toBe(200)
    const redirects = await api('GET', `/api/redirects?where[from][equals]=/radar-ia/${article.slug}`, { token: admin })
    expect(redirects.body.totalDocs).toBe(0)
  })

  it('published: the old URL answers 308 to the new one, the twin too; sitemap and llms follow', async () => {
    const res = await api('PATCH', `/api/articles/${article.id}`, {
      token: admin,
      body: { slug: newSlug, _status: 'published' },
    })
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    const redirects = await api('GET', `/api/redirects?where[from][equals]=/radar-ia/${article.slug}`, { token: admin })
    expect(redirects.body.docs[0]).toMatchObject({ to: `/radar-ia/${newSlug}`, automatic: true })

    await expect.poll(async () => (await get(`/radar-ia/${article.slug}`)).status, { timeout: 5000 }).toBe(308)
    expect(location(await get(`/radar-ia/${article.slug}`))).toBe(`/radar-ia/${newSlug}`)
    expect((await get(`/radar-ia/${newSlug}`)).status).toBe(200)
    const twin = await get(`/radar-ia/${article.slug}.md`)
    expect(twin.status).toBe(308)
    expect(location(twin)).toBe(`/radar-ia/${newSlug}.md`)
    expect((await get(`/radar-ia/${newSlug}.md`)).status).toBe(200)
    for (const file of ['/sitemap.xml', '/llms.txt']) {
      const text = await (await get(file)).text()
      expect(text, file).toContain(`/radar-ia/${newSlug}`)
      expect(text, file).not.toContain(`/radar-ia/${article.slug}<`)
      expect(text, file).not.toContain(`/radar-ia/${article.slug})`)
    }
  })

  it('back to the old slug: no loop, the old URL is a page again', async () => {
    const res = await api('PATCH', `/api/articles/${article.id}`, {
      token: admin,
      body: { slug: article.slug, _status: 'published' },
    })
    expect(res.status).toBe(200)
    await expect.poll(async () => (await get(`/radar-ia/${article.slug}`)).status, { timeout: 5000 }).toBe(200)
    const back = await get(`/radar-ia/${newSlug}`)
    expect(back.status).toBe(308)
    expect(location(back)).toBe(`/radar-ia/${article.slug}`)
  })
})

describe('manual redirects', () => {
  it('are served with 308 to a path of this site', async () => {
    const from = `/promo-${Date.now().toString(36)}`
    const res = await api('POST', '/api/redirects', { token: admin, body: { from, to: '/curso/f3' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    manual.push(res.body.doc.id)
    await expect.poll(async () => (await get(from)).status, { timeout: 5000 }).toBe(308)
    expect(location(await get(from))).toBe('/curso/f3')
  })

  it.each([
    [{ from: '/x-loop-a', to: '/x-loop-a' }, /misma dirección/],
    [{ from: '/x-externa', to: 'https://malo.example/' }, /otros dominios/],
    [{ from: 'sin-barra', to: '/curso' }, /empiece por «\/»/],
  ])('refuse %j', async (body, message) => {
    const res = await api('POST', '/api/redirects', { token: admin, body })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toMatch(message)
  })

  it('refuse a loop through existing redirects', async () => {
    const first = await api('POST', '/api/redirects', { token: admin, body: { from: '/bucle-a', to: '/bucle-b' } })
    expect(first.status).toBe(201)
    manual.push(first.body.doc.id)
    const second = await api('POST', '/api/redirects', { token: admin, body: { from: '/bucle-b', to: '/bucle-a' } })
    expect(second.status).toBe(400)
    expect(JSON.stringify(second.body)).toContain('Esta redirección crearía un bucle: /bucle-b → /bucle-a → /bucle-b.')
  })
})
