/**
 * Several app instances on one database (as behind a load balancer): a save handled by one instance
 * reaches the cached pages of another within 2 seconds (src/content/cache-sync.ts).
 */
import type { ChildProcess } from 'node:child_process'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { formatEuros } from '@/content/money'
import { start, stopChild, waitForUrl } from '@/dev/run'

import { api, appUrl, login } from '../support/api'

const secondPort = Number(new URL(appUrl()).port) + 20
const second = `http://127.0.0.1:${secondPort}`
let instance: ChildProcess | undefined

beforeAll(async () => {
  instance = start(
    'npx',
    ['--no-install', 'next', 'start', '--port', String(secondPort), '--hostname', '127.0.0.1'],
    {},
    { quiet: true },
  )
  await waitForUrl(`${second}/`, 90_000)
}, 120_000)

afterAll(() => stopChild(instance))

/** The complete course's price as the home page of `base` shows it. */
async function shownPrice(base: string) {
  const html = await (await fetch(`${base}/`)).text()
  const card = html.slice(html.indexOf('data-plan="complete-course"'))
  const price = /data-testid="plan-price">([\s\S]*?)<\/span>/.exec(card)?.[1] ?? ''
  return price
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

async function msUntil(check: () => Promise<boolean>, limitMs = 10_000) {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if (await check()) return Date.now() - start
    await new Promise((r) => setTimeout(r, 100))
  }
  return Infinity
}

const euros = (cents: number) => formatEuros(cents).replace(/\s+/g, ' ')

it('a price saved through one instance is live on another within 2 seconds, both ways', async () => {
  const token = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const plans = await api('GET', '/api/pricing-plans?where[slug][equals]=complete-course&depth=0')
  const plan = plans.body.docs[0] as { id: number; price: number }
  // The second instance has the page cached with the current price.
  expect(await shownPrice(second)).toBe(euros(plan.price))
  expect(await shownPrice(second)).toBe(euros(plan.price))

  const newPrice = plan.price + 700
  const saved = await api('PATCH', `/api/pricing-plans/${plan.id}`, { token, body: { price: newPrice } })
  expect(saved.status).toBe(200)
  const there = await msUntil(async () => (await shownPrice(second)) === euros(newPrice))
  expect(there, 'ms until the second instance shows the new price').toBeLessThanOrEqual(2_000)

  const restored = await api('PATCH', `/api/pricing-plans/${plan.id}`, { token, body: { price: plan.price } })
  expect(restored.status).toBe(200)
  const back = await msUntil(async () => (await shownPrice(second)) === euros(plan.price))
  expect(back, 'ms until the second instance shows the restored price').toBeLessThanOrEqual(2_000)
}, 120_000)

it('an instance whose first request was a page still answers REST validation errors field by field', async () => {
  // The second instance started Payload while rendering a page (waitForUrl above). With two copies of
  // Payload in the build (pages and API routes), its ValidationError was not the API route's and the
  // response lost the field's message.
  const token = await login(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
  const plans = await api('GET', '/api/pricing-plans?where[slug][equals]=complete-course&depth=0')
  const plan = plans.body.docs[0] as { id: number }
  const response = await fetch(`${second}/api/pricing-plans/${plan.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ price: 12.5 }),
  })
  expect(response.status).toBe(400)
  const body = (await response.json()) as { errors: { name?: string; data?: { errors?: { message: string }[] } }[] }
  expect(body.errors[0].name).toBe('ValidationError')
  expect(body.errors[0].data?.errors?.[0]?.message).toMatch(/euros/)
}, 240_000)
