/**
 * `npm run dev` serves a site that works at both loopback names: pages opened at http://127.0.0.1
 * become interactive (Next's dev server refuses its scripts to origins it does not know), and a sign-in
 * there keeps working on the next API call (Payload trusts the session cookie only from known origins).
 * Runs `next dev` on the test database, the way src/dev/dev.ts starts it.
 */
import type { ChildProcess } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { start, stopChild, waitForUrl } from '../../src/dev/run'

const port = Number(new URL(process.env.APP_URL || 'http://127.0.0.1:3210').port) + 30
let dev: ChildProcess | undefined

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dev = start(
    'npx',
    ['--no-install', 'next', 'dev', '--port', String(port)],
    {
      NODE_ENV: 'development',
      SERVER_URL: `http://localhost:${port}`,
      EXTRA_ORIGINS: `http://127.0.0.1:${port}`,
    },
    { quiet: true },
  )
  await waitForUrl(`http://127.0.0.1:${port}/curso/f0`, 200_000)
})

test.afterAll(() => stopChild(dev))

for (const host of ['127.0.0.1', 'localhost']) {
  test(`the dev server's pages become interactive at http://${host}`, async ({ page }) => {
    await page.goto(`http://${host}:${port}/curso/f0`)
    const quiz = page.locator('section#test-diagnostico')
    // A click before the page hydrates is lost: click again until the quiz answers (within a minute).
    const question = quiz.getByTestId('quiz-question')
    await expect(async () => {
      if (!(await question.isVisible()))
        await quiz.getByRole('button', { name: 'Empezar el test' }).click({ timeout: 5_000 })
      await expect(question).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
  })
}

test('a sign-in at http://127.0.0.1 holds on the next request', async ({ page }) => {
  const base = `http://127.0.0.1:${port}`
  const email = `dev-origin-${Date.now()}@example.test`
  const created = await page.request.post(`${base}/api/users`, {
    data: { email, password: 'una-clave-segura-123', name: 'Origen' },
    headers: { Origin: base },
  })
  expect(created.status()).toBeLessThan(300)
  const login = await page.request.post(`${base}/api/users/login`, {
    data: { email, password: 'una-clave-segura-123' },
    headers: { Origin: base },
  })
  expect(login.status()).toBe(200)
  const me = await page.request.get(`${base}/api/users/me`, { headers: { Origin: base } })
  expect((await me.json()).user?.email).toBe(email)
})
