/**
 * Who owns what is read once per request (src/entitlements/ownership.ts): a module page opened by its
 * owner reads the owner's entitlements once and the module once, however many parts of the page need
 * them (premium sections, first use, the upgrade offer). Counted by PostgreSQL itself: the scans of the
 * `entitlements` and `modules` tables in `pg_stat_user_tables`, around one real HTTP request.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'

const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
let token = ''

beforeAll(async () => {
  await db.connect()
  const payload = await testPayload()
  const [f3] = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f3' } } })).docs
  const email = `owner-once-${Date.now()}@example.com`
  const user = await payload.create({ collection: 'users', data: { email, password: 'secreto-123', name: 'Una vez', role: 'customer' } })
  await payload.create({ collection: 'entitlements', data: { user: user.id, email, module: f3.id, source: 'purchase' }, context: { system: true } })
  token = await login(email, 'secreto-123')
})

afterAll(() => db.end())

type Scans = { entitlements: number; modules: number }

const scans = async (): Promise<Scans> => {
  const { rows } = await db.query<{ relname: keyof Scans; n: string }>(
    `SELECT relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) AS n FROM pg_stat_user_tables
     WHERE schemaname = current_schema() AND relname IN ('entitlements', 'modules')`,
  )
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)])) as Scans
}

// A server process reports its table statistics when idle: at once, or at most 10 s later.
const FLUSHED_MS = 11_500
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The scans one request costs, once every earlier one is reported. */
async function scansOf(request: () => Promise<unknown>): Promise<Scans> {
  const before = await scans()
  await request()
  await sleep(FLUSHED_MS)
  const after = await scans()
  return { entitlements: after.entitlements - before.entitlements, modules: after.modules - before.modules }
}

// As a browser navigation: Payload honours the session cookie only from the same site.
const openModule = async () => {
  const response = await fetch(`${appUrl()}/curso/f3`, { headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' } })
  const html = await response.text()
  expect(response.status).toBe(200)
  expect(html).not.toContain('data-testid="locked-teaser"')
}
const readProgress = async () => expect((await api('GET', '/api/learning/progress', { token })).status).toBe(200)

describe('ownership, once per request', () => {
  it("an owner's module page reads the owner's entitlements once and the module once", async () => {
    // Warm the app's caches of published content, then let every server process report.
    await openModule()
    await readProgress()
    await sleep(FLUSHED_MS)
    // The measure of one read of an owner's entitlements: the progress answer reads them once.
    const one = await scansOf(readProgress)
    expect(one.entitlements).toBeGreaterThan(0)
    const page = await scansOf(openModule)
    expect(page.entitlements).toBe(one.entitlements)
    expect(page.modules).toBeLessThanOrEqual(1)
  }, 120_000)
})
