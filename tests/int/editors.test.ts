/**
 * Editors' newsroom: the draft preview is staff-only (anonymous visitors and customers get nothing of a
 * draft, even holding the draft-mode cookie; answers are private, no-store and noindex, straight and
 * through nginx); a scheduled publish goes live at its time through the project's queue and the checkout
 * charges the new price from then on; a cancelled schedule does nothing; a Checkout Session already open
 * keeps the price it was created with, and the success page says what was actually paid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, appUrl, cookiesFrom, login } from '../support/api'
import { testPayload } from '../support/payload'
import { payOnHostedPage, sessionIdFromUrl, testStripe, waitFor } from '../support/stripe'

const MARK = `Vista ${Date.now().toString(36)}`
interface Doc {
  id: number
  [key: string]: unknown
}
let admin = ''
let editor = ''
let editorId = 0
let customer = ''
let f4: Doc
let article: Doc
let plan: Doc
let premiumTitle = ''

const first = async (path: string) => ((await api('GET', path, { token: admin })).body.docs as Doc[])[0]
const saveDraft = (collection: string, id: number, body: Record<string, unknown>, token = admin) =>
  api('PATCH', `/api/${collection}/${id}?draft=true`, { token, body })
const publish = (collection: string, id: number, body: Record<string, unknown> = {}) =>
  api('PATCH', `/api/${collection}/${id}`, { token: admin, body: { ...body, _status: 'published' } })

const proxyUrl = () => {
  if (!process.env.PROXY_URL) throw new Error('PROXY_URL is not set: nginx must run in front of the app (npm test)')
  return process.env.PROXY_URL
}

/** A GET as a browser sends it: cookies, same-origin, no redirects followed. */
async function get(path: string, cookies: Record<string, string> = {}, base = appUrl()) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')
  const res = await fetch(`${base}${path}`, {
    redirect: 'manual',
    headers: { ...(cookie ? { Cookie: cookie } : {}), 'Sec-Fetch-Site': 'same-origin' },
  })
  return { status: res.status, headers: res.headers, text: await res.text() }
}

const draftCookie = (headers: Headers) =>
  /__prerender_bypass=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1] ?? null

/** The browser that started each checkout (its cookie), by session id: the success page's call needs it. */
const browsers = new Map<string, string>()

async function checkoutSession(body: Record<string, unknown>) {
  const res = await api('POST', '/api/checkout', { body: { acceptTerms: true, withdrawalConsent: true, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  browsers.set(sessionIdFromUrl(res.body.url), cookiesFrom(res.headers))
  return testStripe().checkout.sessions.retrieve(sessionIdFromUrl(res.body.url))
}

beforeAll(async () => {
  admin = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const payload = await testPayload()
  const stamp = Date.now()
  const ed = await payload.create({
    collection: 'users',
    data: { email: `editora-${stamp}@example.com`, password: 'secreto-123', name: 'Editora', role: 'editor' },
  })
  editorId = ed.id
  editor = await login(`editora-${stamp}@example.com`, 'secreto-123')
  await payload.create({
    collection: 'users',
    data: { email: `lector-${stamp}@example.com`, password: 'secreto-123', name: 'Lector', role: 'customer' },
  })
  customer = await login(`lector-${stamp}@example.com`, 'secreto-123')
  f4 = await first('/api/modules?where[code][equals]=F4&depth=0')
  article = await first('/api/articles?limit=1&sort=date&depth=0')
  plan = await first('/api/pricing-plans?where[slug][equals]=complete-course&depth=0')
  premiumTitle = String(((f4.premiumSections as { title: string }[]) ?? [])[0]?.title ?? '')
  expect(premiumTitle).not.toBe('')
  expect((await saveDraft('modules', f4.id, { title: `${MARK} módulo` }, editor)).status).toBe(200)
  expect((await saveDraft('articles', article.id, { description: `${MARK} artículo` }, editor)).status).toBe(200)
})

afterAll(async () => {
  await publish('modules', f4.id, { title: f4.title })
  await publish('articles', article.id, { description: article.description })
  await publish('pricing-plans', plan.id, { price: plan.price })
})

describe('draft preview', () => {
  it('refuses anonymous visitors and customers: 404, no draft mode, nothing of the draft', async () => {
    for (const cookies of [{}, { 'payload-token': customer }] as Record<string, string>[]) {
      const res = await get(`/vista-previa?coleccion=modules&id=${f4.id}`, cookies)
      expect(res.status).toBe(404)
      expect(draftCookie(res.headers)).toBeNull()
      expect(res.text).not.toContain(MARK)
      expect(res.headers.get('cache-control')).toContain('no-store')
    }
  })

  it('lets staff see the draft on the real page (premium sections included), private and noindex', async () => {
    for (const token of [admin, editor]) {
      const entry = await get(`/vista-previa?coleccion=modules&id=${f4.id}`, { 'payload-token': token })
      expect(entry.status).toBe(307)
      expect(entry.headers.get('location')).toBe(`/curso/${f4.slug}`)
      expect(entry.headers.get('cache-control')).toContain('no-store')
      const bypass = draftCookie(entry.headers)
      expect(bypass).toBeTruthy()
      for (const base of [appUrl(), proxyUrl()]) {
        const pageRes = await get(`/curso/${f4.slug}`, { 'payload-token': token, __prerender_bypass: bypass! }, base)
        expect(pageRes.status).toBe(200)
        expect(pageRes.text).toContain(`${MARK} módulo`)
        expect(pageRes.text).toContain(premiumTitle)
        expect(pageRes.text).toContain('Vista previa del borrador')
        expect(pageRes.headers.get('x-robots-tag')).toContain('noindex')
        expect(pageRes.headers.get('cache-control')).toMatch(/private/)
        expect(pageRes.headers.get('cache-control')).toMatch(/no-store/)
        expect(pageRes.headers.get('x-cache-status') ?? 'BYPASS').not.toBe('HIT')
      }
    }
  })

  it('shows an article draft on its prerendered page only in draft mode, and never to others', async () => {
    const entry = await get(`/vista-previa?coleccion=articles&id=${article.id}`, { 'payload-token': editor })
    expect(entry.headers.get('location')).toBe(`/radar-ia/${article.slug}`)
    const bypass = draftCookie(entry.headers)!
    const staff = await get(`/radar-ia/${article.slug}`, { 'payload-token': editor, __prerender_bypass: bypass })
    expect(staff.text).toContain(`${MARK} artículo`)
    // The draft-mode cookie without a staff session shows the published page only.
    for (const cookies of [
      { __prerender_bypass: bypass },
      { 'payload-token': customer, __prerender_bypass: bypass },
    ] as Record<string, string>[]) {
      for (const path of [`/radar-ia/${article.slug}`, `/curso/${f4.slug}`]) {
        for (const base of [appUrl(), proxyUrl()]) {
          const res = await get(path, cookies, base)
          expect(res.status, path).toBe(200)
          expect(res.text, path).not.toContain(MARK)
          expect(res.text, path).not.toContain(premiumTitle)
        }
      }
    }
    // And the published pages everyone gets (also from nginx's cache) never carry the draft.
    for (const base of [appUrl(), proxyUrl()]) {
      expect((await get(`/radar-ia/${article.slug}`, {}, base)).text).not.toContain(MARK)
      expect((await get(`/curso/${f4.slug}`, {}, base)).text).not.toContain(MARK)
    }
  })

  it('shows a page draft (the texts of /metodologia) to staff only', async () => {
    const page = await first('/api/pages?where[slug][equals]=metodologia&depth=0')
    try {
      expect((await saveDraft('pages', page.id, { intro: `${MARK} página` }, editor)).status).toBe(200)
      const entry = await get(`/vista-previa?coleccion=pages&id=${page.id}`, { 'payload-token': editor })
      expect(entry.headers.get('location')).toBe('/metodologia')
      const bypass = draftCookie(entry.headers)!
      expect((await get('/metodologia', { 'payload-token': editor, __prerender_bypass: bypass })).text).toContain(
        `${MARK} página`,
      )
      expect((await get('/metodologia', { 'payload-token': customer, __prerender_bypass: bypass })).text).not.toContain(
        MARK,
      )
      expect((await get('/metodologia')).text).not.toContain(MARK)
    } finally {
      await publish('pages', page.id, { intro: page.intro })
    }
  })

  it('ends with /vista-previa/salir (draft mode off)', async () => {
    const res = await get(`/vista-previa/salir?ruta=${encodeURIComponent(`/curso/${f4.slug}`)}`)
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(`/curso/${f4.slug}`)
    expect(res.headers.get('set-cookie') ?? '').toMatch(/__prerender_bypass=;/)
    expect((await get('/vista-previa/salir?ruta=//evil.example')).headers.get('location')).toBe('/')
  })
})

/** What the admin's «Programar publicación» drawer does (Payload's schedulePublishHandler). */
async function schedule(
  collection: string,
  id: number,
  at: Date,
  type: 'publish' | 'unpublish' = 'publish',
  user = editorId,
) {
  const payload = await testPayload()
  return payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: collection, value: String(id) }, user, timezone: 'Europe/Madrid' } as never,
    waitUntil: at,
  })
}

const jobRow = async (id: number | string) =>
  (await testPayload()).findByID({ collection: 'payload-jobs', id, depth: 0, disableErrors: true }) as Promise<{
    completedAt?: string | null
  } | null>

describe('scheduled publish', () => {
  it('publishes a price change at its time, through the queue; the checkout charges it from then on', async () => {
    const newPrice = plan.price === 4700 ? 4800 : 4700
    expect((await saveDraft('pricing-plans', plan.id, { price: newPrice }, editor)).status).toBe(200)
    const at = new Date(Date.now() + 4_000)
    const job = await schedule('pricing-plans', plan.id, at)
    // Before its time: still the published price.
    expect((await checkoutSession({ productType: 'complete' })).amount_total).toBe(plan.price)
    const done = await waitFor(async () => (await jobRow(job.id))?.completedAt ?? null, 20_000)
    expect(new Date(done).getTime()).toBeGreaterThanOrEqual(at.getTime() - 1_000)
    expect((await checkoutSession({ productType: 'complete' })).amount_total).toBe(newPrice)
    // The public page follows (cache tags expired on every instance).
    const shown = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(newPrice / 100)
    await expect
      .poll(async () => (await get('/curso')).text.includes(shown), { timeout: 5_000, interval: 250 })
      .toBe(true)
    // Published as the editor who scheduled it: the version says who.
    const versions = await api(
      'GET',
      `/api/pricing-plans/versions?where[parent][equals]=${plan.id}&sort=-updatedAt&limit=1&depth=1`,
      { token: admin },
    )
    expect(versions.body.docs[0].version._status).toBe('published')
    expect(versions.body.docs[0].version.editedBy?.id ?? versions.body.docs[0].version.editedBy).toBe(editorId)
    // Exactly one run of the queue's job for it.
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { dedupeKey: { equals: `scheduled-publish:${job.id}` } },
      depth: 0,
    })
    expect(docs.map((d) => [d.status, d.attempts])).toEqual([['done', 1]])
  })

  it('unpublishes at its time, and a cancelled schedule does nothing', async () => {
    await publish('articles', article.id, { description: article.description })
    const unpublish = await schedule('articles', article.id, new Date(Date.now() + 2_000), 'unpublish')
    // Cancelled (the drawer deletes the row): the module stays as it is.
    const cancelled = await schedule('modules', f4.id, new Date(Date.now() + 2_000), 'publish')
    await (await testPayload()).delete({ collection: 'payload-jobs', id: cancelled.id })
    await waitFor(async () => (await jobRow(unpublish.id))?.completedAt ?? null, 20_000)
    await expect
      .poll(async () => (await get(`/radar-ia/${article.slug}`)).status, { timeout: 5_000, interval: 250 })
      .toBe(404)
    await new Promise((r) => setTimeout(r, 1_500))
    expect((await api('GET', `/api/modules/${f4.id}?depth=0`)).body.title).toBe(f4.title)
    await publish('articles', article.id)
    await expect
      .poll(async () => (await get(`/radar-ia/${article.slug}`)).status, { timeout: 5_000, interval: 250 })
      .toBe(200)
  })
})

describe('scheduled publish of a global', () => {
  it('publishes the draft of a global (site settings kind) at its time', async () => {
    const payload = await testPayload()
    const before = (await api('GET', '/api/globals/diagnostic?depth=0')).body as { intro?: string }
    const intro = `${MARK} diagnóstico`
    expect((await api('POST', '/api/globals/diagnostic?draft=true', { token: editor, body: { intro } })).status).toBe(
      200,
    )
    expect((await api('GET', '/api/globals/diagnostic?depth=0')).body.intro).toBe(before.intro)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', global: 'diagnostic', user: editorId } as never,
      waitUntil: new Date(Date.now() + 2_000),
    })
    await waitFor(async () => (await jobRow(job.id))?.completedAt ?? null, 20_000)
    expect((await api('GET', '/api/globals/diagnostic?depth=0')).body.intro).toBe(intro)
    await api('POST', '/api/globals/diagnostic', {
      token: admin,
      body: { intro: before.intro ?? '', _status: 'published' },
    })
  })
})

describe('a price change while a checkout is open', () => {
  it('charges the open session its own price; the success page shows what was paid', async () => {
    const current = (await first(`/api/pricing-plans?where[slug][equals]=complete-course&depth=0`)).price as number
    const open = await checkoutSession({ productType: 'complete' })
    expect(open.amount_total).toBe(current)
    const changed = current + 300
    expect((await publish('pricing-plans', plan.id, { price: changed })).status).toBe(200)
    await payOnHostedPage(open.id, `pago-${Date.now()}@example.com`)
    const verified = await api('POST', '/api/checkout/verify', {
      body: { sessionId: open.id },
      headers: { cookie: browsers.get(open.id)! },
    })
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body.amountPaid).toBe(current)
    const order = await waitFor(async () => {
      const { docs } = await (
        await testPayload()
      ).find({ collection: 'orders', where: { stripeSessionId: { equals: open.id } }, depth: 0 })
      return docs[0]?.status === 'paid' ? docs[0] : null
    })
    expect(order.amountTotal).toBe(current)
    // A new checkout charges the new price.
    expect((await checkoutSession({ productType: 'complete' })).amount_total).toBe(changed)
  })
})
