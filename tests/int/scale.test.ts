/**
 * Three instances behind the repository's nginx (deploy/nginx.conf) on one database, with uploads in an
 * S3-compatible bucket (s3rver on loopback), as in production (src/dev/stack.ts):
 * - an image an editor uploads through instance A is served by instance B; a guide bought through A
 *   is downloaded, stamped, through B; a non-owner gets nothing from either; no bucket URL in any page;
 * - scheduled jobs run once per period across the three;
 * - under a purchase load one instance is killed and another stopped with SIGTERM and started again:
 *   readers see no 5xx, the stopped one exits within 30 s, every paid purchase ends with exactly one
 *   entitlement and one e-mail. (`npm run bench` prints the same figures for a longer load.)
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startStack, type Stack } from '@/dev/stack'
import { scaleLoad } from '@/dev/stack-load'

import { mailTo } from '../support/mail'
import { extractPdfPageTexts } from '../support/pdf-text'
import { waitFor } from '../support/stripe'

let stack: Stack
let A: string
let B: string
const SWEEP_MS = 2_000
const unique = (tag: string) => `${tag}-${Date.now().toString(36)}@example.com`

beforeAll(async () => {
  stack = await startStack(
    'scale',
    { CHECKOUT_SWEEP_EVERY_MS: String(SWEEP_MS), JOBS_DRAIN_MS: '15000' },
    { instances: 3, proxy: true, s3: true },
  )
  ;[A, B] = stack.instances.map((i) => i.url)
}, 300_000)

afterAll(() => stack?.close(), 60_000)

async function adminToken(base: string) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@fault.test', password: 'fault-admin-password' }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

function bucket() {
  const env = stack.s3Env!
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  })
  return { client, name: env.S3_BUCKET, endpoint: env.S3_ENDPOINT }
}

it('an image uploaded through instance A is stored in the bucket and served by instance B', async () => {
  const token = await adminToken(A)
  const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `escala-${Date.now()}.png`)
  form.append('_payload', JSON.stringify({ alt: 'Prueba de escala' }))
  const created = await fetch(`${A}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  expect(created.status).toBe(201)
  const { doc } = (await created.json()) as {
    doc: { id: number; filename: string; url: string; sizes: { card: { url: string } } }
  }
  // Payload's own file route on the app's origin (its storage prefix as a parameter), never the bucket
  expect(new URL(doc.url).pathname).toBe(`/api/media/file/${doc.filename}`)
  expect(doc.url).not.toContain(stack.s3Env!.S3_ENDPOINT)
  const file = (url: string) => {
    const { pathname, search } = new URL(url)
    return `${pathname}${search}`
  }

  // In the bucket, under the media prefix (no instance's disk holds it for the others).
  const { client, name, endpoint } = bucket()
  const object = await client.send(new GetObjectCommand({ Bucket: name, Key: `media/${doc.filename}` }))
  expect((await object.Body!.transformToByteArray()).byteLength).toBe(png.byteLength)

  for (const base of [B, stack.appUrl]) {
    const original = await fetch(`${base}${file(doc.url)}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
    // the same file by its plain path (Payload finds the document's prefix itself)
    expect((await fetch(`${base}/api/media/file/${doc.filename}`)).status).toBe(200)
    const card = await fetch(`${base}${file(doc.sizes.card.url)}`)
    expect(card.status).toBe(200)
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(640)
  }
  // Names no stored file can have are a 404, not the storage's 500.
  for (const name of ['%00', 'x%00.png', 'x%1F.png'])
    expect((await fetch(`${B}/api/media/file/${name}`)).status, name).toBe(404)
  expect((await fetch(`${B}/api/media/file/..%2F..%2Fpremium%2Fx.pdf`)).status).toBeLessThan(500)
  // The document never names the bucket.
  const read = await (await fetch(`${B}/api/media/${doc.id}`)).text()
  expect(read).not.toContain(endpoint)
  expect(read).not.toContain(name)
}, 120_000)

it('a guide bought through instance A downloads, stamped, through instance B; a non-owner gets nothing from either', async () => {
  const email = unique('scale-buyer')
  const checkout = await fetch(`${A}/api/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productType: 'module', module: 'f2', acceptTerms: true, withdrawalConsent: true }),
  })
  expect(checkout.status).toBe(200)
  const sessionId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop()!
  await fetch(`${stack.stripe.url}/pay/${sessionId}/complete`, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    redirect: 'manual',
  })
  const mail = await waitFor(
    async () => mailTo(email, stack.mailDir).find((m) => /guest-access\?token=/.test(m.text)),
    30_000,
  )
  const token = /guest-access\?token=([\w-]+)/.exec(mail.text)![1]

  const download = await fetch(`${B}/api/guides/f2?token=${token}`)
  expect(download.status).toBe(200)
  expect(download.headers.get('content-type')).toBe('application/pdf')
  const pages = await extractPdfPageTexts(new Uint8Array(await download.arrayBuffer()))
  expect(pages.length).toBeGreaterThan(1)
  for (const page of pages) expect(page).toContain(`Licencia personal de ${email}`)

  // Not for another module, not without the link, not the stored file by its own route, on any instance.
  const { rows } = await stack.db.query<{ filename: string }>(
    `SELECT p.filename FROM premium_files p JOIN modules m ON m.guide_id = p.id WHERE m.slug = 'f2'`,
  )
  for (const base of [A, B, stack.appUrl]) {
    expect((await fetch(`${base}/api/guides/f3?token=${token}`)).status).toBe(403)
    expect((await fetch(`${base}/api/guides/f2`)).status).toBe(401)
    expect((await fetch(`${base}/api/guides/f2?token=not-a-token`)).status).toBe(403)
    expect((await fetch(`${base}/api/premium-files/file/${rows[0].filename}`)).status).toBe(403)
  }
}, 240_000)

it('no page names the bucket', async () => {
  const { name, endpoint } = bucket()
  const sitemap = await (await fetch(`${stack.appUrl}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  expect(paths.length).toBeGreaterThan(10)
  for (const path of paths) {
    const html = await (await fetch(`${B}${path}`)).text()
    expect(html, path).not.toContain(endpoint)
    expect(html, path).not.toContain(`/${name}/`)
  }
}, 120_000)

it('a scheduled job runs once per period across three instances', async () => {
  // Every instance asks for the sweep of unpaid checkouts every period; one run each, by one of them.
  await new Promise((r) => setTimeout(r, SWEEP_MS * 3))
  const { rows } = await stack.db.query<{ key: string; status: string; attempts: number }>(
    `SELECT dedupe_key AS key, status, attempts::int AS attempts FROM outbox WHERE task = 'expire-checkouts' ORDER BY dedupe_key`,
  )
  expect(rows.length).toBeGreaterThanOrEqual(3)
  const periods = rows.map((r) => Number(r.key.split(':')[1]))
  expect(new Set(periods).size).toBe(rows.length)
  for (const row of rows.filter((r) => r.status !== 'queued' && r.status !== 'running'))
    expect(row).toMatchObject({ status: 'done', attempts: 1 })
}, 240_000)

it('one instance killed and one restarted with SIGTERM under a purchase load: no 5xx, nothing lost, nothing twice', async () => {
  const paths = ['/', '/metodologia', '/curso/f1', '/curso/f2', '/glosario', '/llms.txt', '/curso/f3.md']
  const figures = await scaleLoad(stack, 24, paths)
  console.log('[scale]', JSON.stringify(figures))
  expect(figures.reads.requests).toBeGreaterThan(50)
  expect(figures.reads.failed, JSON.stringify(figures.reads.statuses)).toBe(0)
  expect(figures.purchases).toMatchObject({ attempted: 24, paid: 24, granted: 24, emailed: 24, duplicated: 0 })
  // The stopped instance left within 30 s, as Next's SIGTERM exit (143) after its drain.
  expect(figures.terminated).toHaveLength(1)
  expect(figures.terminated[0].ms).toBeLessThan(30_000)
  expect(figures.terminated[0].code).toBe(143)
  expect(stack.logs()).toContain('job worker stopped')
  // After the load every job is settled: none left running on the killed instance's lease.
  await waitFor(async () => {
    const { rows } = await stack.db.query(
      `SELECT id FROM outbox WHERE status IN ('running', 'queued') AND task <> 'expire-checkouts'`,
    )
    return rows.length === 0
  }, 30_000)
}, 240_000)
