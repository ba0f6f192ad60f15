/**
 * Save draft ≠ publish. A draft saved over a published module, article, glossary term and plan (as an
 * editor does in the admin, `?draft=true`) stays out of every public surface — HTML for anonymous
 * visitors and signed-in customers, Markdown twins, llms files, the sitemap — and out of the checkout's
 * price. Publishing it puts it everywhere, the new price included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'
import { sessionIdFromUrl, testStripe } from '../support/stripe'

const MARK = `Borrador ${Date.now().toString(36)}`
let admin = ''
let customer = ''
interface Doc {
  id: number
  [key: string]: unknown
}
let f2: Doc
let article: Doc
let term: Doc
let plan: Doc

const first = async (path: string) => ((await api('GET', path)).body.docs as Doc[])[0]
const saveDraft = (collection: string, id: number, body: Record<string, unknown>) =>
  api('PATCH', `/api/${collection}/${id}?draft=true`, { token: admin, body })
const publish = (collection: string, id: number, body: Record<string, unknown> = {}) =>
  api('PATCH', `/api/${collection}/${id}`, { token: admin, body: { ...body, _status: 'published' } })

/** A page as a browser gets it, signed out or with a customer's session cookie. */
async function page(path: string, as: 'anonymous' | 'customer') {
  const headers: Record<string, string> =
    as === 'customer' ? { Cookie: `payload-token=${customer}`, 'Sec-Fetch-Site': 'same-origin' } : {}
  const res = await fetch(`${appUrl()}${path}`, { headers })
  return { status: res.status, text: await res.text() }
}

async function checkoutAmount(body: Record<string, unknown>) {
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const session = await testStripe().checkout.sessions.retrieve(sessionIdFromUrl(res.body.url))
  return session.amount_total
}

beforeAll(async () => {
  admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const email = `drafts-${Date.now()}@example.com`
  await (
    await testPayload()
  ).create({ collection: 'users', data: { email, password: 'secreto-123', name: 'Lectora', role: 'customer' } })
  customer = await login(email, 'secreto-123')
  f2 = await first('/api/modules?where[code][equals]=F2&depth=0')
  article = await first('/api/articles?limit=1&sort=-date&depth=0')
  term = await first('/api/glossary-terms?limit=1&depth=0')
  plan = await first('/api/pricing-plans?where[slug][equals]=complete-course&depth=0')
  for (const [collection, id, body] of [
    ['modules', f2.id, { title: `${MARK} módulo`, price: 4321 }],
    ['articles', article.id, { description: `${MARK} artículo` }],
    ['glossary-terms', term.id, { definition: `${MARK} término` }],
    ['pricing-plans', plan.id, { price: 5432 }],
  ] as const) {
    const res = await saveDraft(collection, id, body)
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    expect(res.body.doc._status).toBe('draft')
  }
})

afterAll(async () => {
  await publish('modules', f2.id, { title: f2.title, price: f2.price })
  await publish('articles', article.id, { description: article.description })
  await publish('glossary-terms', term.id, { definition: term.definition })
  await publish('pricing-plans', plan.id, { price: plan.price })
})

const surfaces = () => [
  '/curso',
  `/curso/${f2.slug}`,
  `/curso/${f2.slug}.md`,
  `/radar-ia/${article.slug}`,
  `/radar-ia/${article.slug}.md`,
  '/glosario',
  '/glosario.md',
  '/llms.txt',
  '/llms-full.txt',
  '/sitemap.xml',
]

describe('a saved draft', () => {
  it.each(['anonymous', 'customer'] as const)('is on no public surface, as %s', async (as) => {
    for (const path of surfaces()) {
      const { status, text } = await page(path, as)
      expect(status, path).toBe(200)
      expect(text.includes(MARK), path).toBe(false)
    }
  })

  it('is what staff read with ?draft=true, while the API still gives everyone the published one', async () => {
    const staff = await api('GET', `/api/modules/${f2.id}?draft=true&depth=0`, { token: admin })
    expect(staff.body.title).toBe(`${MARK} módulo`)
    const reader = await api('GET', `/api/modules/${f2.id}?depth=0`, { token: customer })
    expect(reader.body.title).toBe(f2.title)
    expect(reader.body.price).toBe(f2.price)
  })

  it('does not change what the checkout charges', async () => {
    expect(await checkoutAmount({ productType: 'module', module: f2.slug })).toBe(f2.price)
    expect(await checkoutAmount({ productType: 'complete' })).toBe(plan.price)
  })
})

describe('publishing the draft', () => {
  it('puts it on the site and in the checkout', async () => {
    for (const [collection, id] of [
      ['modules', f2.id],
      ['articles', article.id],
      ['glossary-terms', term.id],
      ['pricing-plans', plan.id],
    ] as const) {
      const res = await publish(collection, id)
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    }
    expect(await checkoutAmount({ productType: 'module', module: f2.slug })).toBe(4321)
    expect(await checkoutAmount({ productType: 'complete' })).toBe(5432)
    for (const path of [`/curso/${f2.slug}.md`, `/radar-ia/${article.slug}`, '/glosario', '/llms-full.txt']) {
      await expect
        .poll(async () => (await page(path, 'anonymous')).text.includes(MARK), {
          timeout: 5000,
          interval: 250,
          message: path,
        })
        .toBe(true)
    }
  })
})
