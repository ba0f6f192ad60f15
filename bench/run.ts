/**
 * `npm run bench`: prints the figures we compare over time (not a test: nothing here passes or
 * fails). Runs the production build on a fresh database (like `npm test`) and measures, for
 * /, /curso, /curso/f3, /glosario and one article, with autocannon (64 connections, 10 s, after a
 * warm-up, twice):
 *   (a) the app's production server alone,
 *   (b) the shipped topology: nginx (deploy/nginx.conf) micro-caching in front of the app,
 *   (c) a plain static server (nginx) serving the very same HTML bytes;
 * then requests/s, p50/p99 and the ratios to (c); publish-to-live time through the proxy; a scheduled
 * publish (due → job done → page live, through the app and the proxy); each
 * route's first-load JavaScript (KB gzip); every public page's HTML (raw, gzip), first-load JS and the
 * requests an anonymous view makes, those to /api/ named (bench/public-pages.ts); Lighthouse mobile scores through the proxy (median of 3
 * runs, Debian's Chromium); checkout-session creation (also with a promotion code) and fulfilment latency (p50/p99 over 200
 * requests against the local Stripe-compatible server); and purchases under a fault: 50 guest
 * purchases on a stack of their own whose PostgreSQL is stopped for 5 s in the middle (attempted /
 * granted / e-mailed / duplicated); the reading tracker's report on a module page (bench/progress.ts); 200
 * concurrent claims of a 200-seat team order (claims/s, p99; bench/seat-claims.ts); VERI*FACTU records
 * written per second under 20 concurrent purchases, and the chain intact (bench/verifactu-purchases.ts); and
 * the multi-instance figures: three instances behind nginx with uploads in a bucket, one killed and one
 * restarted with SIGTERM during 60 purchases and a reader load (reader requests / 5xx / purchases / grants /
 * e-mails / duplicates / SIGTERM exit time), the load that tests/int/scale.test.ts runs smaller in
 * `npm test`. First, the AI-citability checker's time on a 1 MB page (bench/checker.ts) and the
 * VERI*FACTU figures (bench/verifactu.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { dropDatabase, ensureDatabaseExists, startDatabaseServer } from '../src/dev/database'
import { localAeatDefaults } from '../src/dev/local-aeat-defaults'
import { startLocalStripe } from '../src/dev/local-stripe'
import { startNginx } from '../src/dev/nginx'
import { assertPortFree, run, start, stopChild, waitForUrl } from '../src/dev/run'
import { startStack } from '../src/dev/stack'
import { purchaseLoad, scaleLoad } from '../src/dev/stack-load'
import { startMailServer } from '../src/dev/mail-server'
import { checkerBench } from './checker'
import { lighthouseScores } from './lighthouse'
import { firstLoadJs, printPublicPageWeights } from './public-pages'
import { benchProgress } from './progress'
import { benchTeamReport } from './team-report'
import { verifactuBench } from './verifactu'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, '.data', 'bench')
const ROUTES = ['/', '/curso', '/curso/f3', '/glosario', '/radar-ia/que-significa-ser-citado-por-ia']
const DURATION = Number(process.env.BENCH_SECONDS || 10)
const ROUNDS = 2
const appPort = 3310
const proxyPort = 3320
fs.rmSync(OUT, { recursive: true, force: true })
fs.mkdirSync(OUT, { recursive: true })

interface Figure {
  rps: number
  p50: number
  p99: number
}

async function load(url: string): Promise<Figure> {
  await autocannon({ url, connections: 16, duration: 2 }) // warm-up
  const runs: Figure[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const r = await autocannon({ url, connections: 64, duration: DURATION })
    if (r.non2xx || r.errors) console.warn(`  ! ${url}: ${r.non2xx} non-2xx, ${r.errors} errors`)
    runs.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 })
  }
  return {
    rps: Math.round(runs.reduce((s, f) => s + f.rps, 0) / runs.length),
    p50: Math.max(...runs.map((f) => f.p50)),
    p99: Math.max(...runs.map((f) => f.p99)),
  }
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function timed<T>(fn: () => Promise<T>) {
  const t = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - t }
}

// No server needed: the checker's scan and checks on a 1 MB page.
checkerBench()
// VERI*FACTU: records built and validated per second; a burst of 2,000 to the local agency (bench/verifactu.ts).
await verifactuBench()

const db = await startDatabaseServer()
const database = `academia_bench_${Date.now()}`
await ensureDatabaseExists(db.urlFor('postgres'), database)
const mail = await startMailServer(path.join(OUT, 'mail'))
const stripe = await startLocalStripe({
  port: 0,
  webhookUrl: `http://127.0.0.1:${appPort}/api/stripe/webhooks`,
  webhookSecret: 'whsec_bench',
  log: () => {},
})
const agency = await localAeatDefaults(path.join(ROOT, '.data'), { waitSeconds: 5, quiet: true })
const env: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: db.urlFor(database),
  SERVER_URL: `http://127.0.0.1:${appPort}`,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789abcdef',
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  STRIPE_API_HOST: stripe.host,
  STRIPE_API_PORT: String(stripe.port),
  STRIPE_API_PROTOCOL: 'http',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mail.port),
  ADMIN_EMAIL: 'admin@bench.local',
  ADMIN_PASSWORD: 'bench-admin-password',
  MEDIA_DIR: path.join(OUT, 'media'),
  ...agency.env,
}
let app: ReturnType<typeof start> | undefined
let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
try {
  await assertPortFree(appPort)
  if ((await run('npx', ['--no-install', 'tsx', 'src/dev/migrate.ts'], env)) !== 0) throw new Error('migrate failed')
  if ((await run('npx', ['--no-install', 'tsx', 'seed/run.ts'], env)) !== 0) throw new Error('seed failed')
  if (process.env.SKIP_BUILD !== '1' || !fs.existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    if ((await run('npx', ['--no-install', 'next', 'build'], env)) !== 0) throw new Error('build failed')
  }
  app = start('npx', ['--no-install', 'next', 'start', '--port', String(appPort), '--hostname', '127.0.0.1'], env, {
    quiet: true,
  })
  const appUrl = `http://127.0.0.1:${appPort}`
  await waitForUrl(`${appUrl}/`)

  // (c) the very same HTML bytes, from a static server
  const staticRoot = path.join(OUT, 'static')
  for (const route of ROUTES) {
    const html = await (await fetch(`${appUrl}${route}`)).text()
    const file = path.join(staticRoot, route === '/' ? 'index.html' : `${route}/index.html`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
  }
  proxy = await startNginx({ appPort, listenPort: proxyPort, dir: path.join(OUT, 'nginx'), staticRoot })

  console.log(`\nThroughput — autocannon, 64 connections, ${DURATION} s × ${ROUNDS} after warm-up`)
  console.log(
    'route'.padEnd(44),
    'app req/s  p50  p99 | proxy req/s  p50  p99 | static req/s  p50  p99 | ratio app  proxy',
  )
  for (const route of ROUTES) {
    const a = await load(`${appUrl}${route}`)
    const b = await load(`${proxy.url}${route}`)
    const c = await load(`${proxy.staticUrl}${route}`)
    const ratio = (x: Figure) => (x.rps / c.rps).toFixed(2)
    console.log(
      route.padEnd(44),
      `${String(a.rps).padStart(7)} ${String(a.p50).padStart(4)} ${String(a.p99).padStart(4)} |`,
      `${String(b.rps).padStart(11)} ${String(b.p50).padStart(4)} ${String(b.p99).padStart(4)} |`,
      `${String(c.rps).padStart(12)} ${String(c.p50).padStart(4)} ${String(c.p99).padStart(4)} |`,
      `${ratio(a).padStart(9)} ${ratio(b).padStart(6)}`,
    )
  }

  console.log('\nFirst-load JavaScript (KB gzip)')
  for (const route of ROUTES) console.log(`  ${route.padEnd(44)} ${await firstLoadJs(appUrl, route)}`)
  await printPublicPageWeights(appUrl)

  console.log('\nLighthouse, mobile, through the proxy (median of 3 runs)')
  console.log('route'.padEnd(44), 'perf  a11y  best-practices  seo |  LCP ms  TBT ms')
  for (const route of ROUTES) {
    const s = await lighthouseScores(`${proxy.url}${route}`)
    console.log(
      route.padEnd(44),
      `${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s.bestPractices).padStart(14)}  ${String(s.seo).padStart(3)} |`,
      `${String(s.lcpMs).padStart(7)} ${String(s.tbtMs).padStart(7)}`,
    )
  }

  // Publish-to-live through the proxy: an editor saves a module title; how long until anonymous
  // visitors of the proxy see it.
  const login = await fetch(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  })
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const modules = await (await fetch(`${appUrl}/api/modules?where[slug][equals]=f3`, { headers: auth })).json()
  const f3 = modules.docs[0]
  const title = `${f3.title} (${Date.now().toString(36)})`
  const saved = performance.now()
  await fetch(`${appUrl}/api/modules/${f3.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title }) })
  for (;;) {
    const html = await (await fetch(`${proxy.url}/curso/f3`)).text()
    if (html.includes(title)) break
    if (performance.now() - saved > 30_000) break
    await new Promise((r) => setTimeout(r, 50))
  }
  console.log(`\nPublish-to-live through the proxy: ${Math.round(performance.now() - saved)} ms`)
  await fetch(`${appUrl}/api/modules/${f3.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: f3.title }),
  })

  // Scheduled publish: a draft title scheduled 3 s ahead, queued as the admin's «Programar publicación»
  // drawer queues it (Payload's jobs.queue; the app's own queue runs it: src/editorial/scheduled-publish.ts).
  // Printed: from its time to the job done, and from the job done to the page live through the app and
  // through the proxy.
  Object.assign(process.env, env)
  const { getPayload } = await import('payload')
  const scheduler = await getPayload({ config: (await import('../payload.config')).default })
  const scheduledTitle = `${f3.title} (programado ${Date.now().toString(36)})`
  await fetch(`${appUrl}/api/modules/${f3.id}?draft=true`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: scheduledTitle }),
  })
  const at = Date.now() + 3_000
  const schedule = await scheduler.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'modules', value: String(f3.id) } } as never,
    waitUntil: new Date(at),
  })
  let jobDone = 0
  let appLive = 0
  let proxyLive = 0
  while ((!jobDone || !appLive || !proxyLive) && Date.now() - at < 60_000) {
    if (!jobDone) {
      const row = (await scheduler.findByID({ collection: 'payload-jobs', id: schedule.id, depth: 0 })) as {
        completedAt?: string | null
      }
      if (row.completedAt) jobDone = new Date(row.completedAt).getTime()
    }
    if (!appLive && (await (await fetch(`${appUrl}/curso/f3`)).text()).includes(scheduledTitle)) appLive = Date.now()
    if (!proxyLive && (await (await fetch(`${proxy.url}/curso/f3`)).text()).includes(scheduledTitle))
      proxyLive = Date.now()
    await new Promise((r) => setTimeout(r, 50))
  }
  const ms = (from: number, to: number) => (from && to ? `${to - from} ms` : 'not within 60 s')
  console.log('\nScheduled publish (due 3 s after queueing)')
  console.log(`  due → job done             ${ms(at, jobDone)}`)
  console.log(`  job done → live (app)      ${ms(jobDone, appLive)}`)
  console.log(`  job done → live (proxy)    ${ms(jobDone, proxyLive)}`)
  await fetch(`${appUrl}/api/modules/${f3.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ title: f3.title, _status: 'published' }),
  })

  // Commerce latency against the local Stripe-compatible server.
  const create: number[] = []
  const sessions: string[] = []
  for (let i = 0; i < 200; i++) {
    const { value, ms } = await timed(() =>
      fetch(`${appUrl}/api/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ productType: 'module', module: 'f1', acceptTerms: true, withdrawalConsent: true }),
      }).then((r) => r.json()),
    )
    create.push(ms)
    sessions.push(new URL(value.url).pathname.split('/').pop()!)
  }
  for (const id of sessions) await stripe.completeSession(id, { webhook: false })
  const fulfil: number[] = []
  for (const sessionId of sessions) {
    const { ms } = await timed(() =>
      fetch(`${appUrl}/api/checkout/verify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sessionId }),
      }).then((r) => r.json()),
    )
    fulfil.push(ms)
  }
  console.log('\nCommerce latency (200 requests, sequential)')
  console.log(
    `  checkout-session creation  p50 ${percentile(create, 50).toFixed(1)} ms  p99 ${percentile(create, 99).toFixed(1)} ms`,
  )
  console.log(
    `  fulfilment (first call)    p50 ${percentile(fulfil, 50).toFixed(1)} ms  p99 ${percentile(fulfil, 99).toFixed(1)} ms`,
  )

  await benchProgress(appUrl, auth)
  await benchTeamReport(scheduler)
  // Seat claims: a 200-seat team order, 200 claims at once through claimSeat (bench/seat-claims.ts, its own process on this database).
  if ((await run('npx', ['--no-install', 'tsx', 'bench/seat-claims.ts'], env)) !== 0)
    console.warn('  ! seat claims: not exactly 200 claimed (see above)')
  // VERI*FACTU records written per second under 20 concurrent purchases, and the chain intact after them (bench/verifactu-purchases.ts).
  if ((await run('npx', ['--no-install', 'tsx', 'bench/verifactu-purchases.ts'], env)) !== 0)
    console.warn('  ! VERI*FACTU purchases: a record missing or the chain broken (see above)')
  // The same with a promotion code applied: the code is looked up, its use reserved atomically in
  // PostgreSQL (src/commerce/promotion-uses.ts) and the discounted amount sent to Stripe.
  const promo = `BENCH${Date.now().toString(36)}`.toUpperCase()
  const created = await fetch(`${appUrl}/api/promotion-codes`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ code: promo, kind: 'percent', percentOff: 10, appliesTo: 'all' }),
  })
  if (created.status !== 201) throw new Error(`bench promotion code: ${created.status} ${await created.text()}`)
  const withCode: number[] = []
  for (let i = 0; i < 200; i++) {
    const { value, ms } = await timed(() =>
      fetch(`${appUrl}/api/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          productType: 'module',
          module: 'f1',
          acceptTerms: true,
          withdrawalConsent: true,
          promotionCode: promo.toLowerCase(),
        }),
      }).then((r) => r.json()),
    )
    if (!value.url) throw new Error(`checkout with a code failed: ${JSON.stringify(value)}`)
    withCode.push(ms)
  }
  console.log(
    `  checkout with a code       p50 ${percentile(withCode, 50).toFixed(1)} ms  p99 ${percentile(withCode, 99).toFixed(1)} ms`,
  )

  // The shared app is stopped first: the fault stack runs its own app and database.
  await proxy.stop()
  proxy = undefined
  await stopChild(app)
  app = undefined
  const stack = await startStack('bench')
  try {
    const figures = await purchaseLoad(stack, 50, async () => {
      await new Promise((r) => setTimeout(r, 1_000))
      await stack.stopDatabase()
      await new Promise((r) => setTimeout(r, 5_000))
      await stack.startDatabase()
    })
    console.log(
      '\nPurchases with PostgreSQL stopped for 5 s mid-load (own stack, webhooks retried by the local Stripe)',
    )
    console.log(
      `  attempted ${figures.attempted}  paid ${figures.paid}  granted ${figures.granted}  e-mailed ${figures.emailed}  duplicated ${figures.duplicated}  redelivered ${figures.redelivered}  (${(figures.ms / 1000).toFixed(1)} s)`,
    )
  } finally {
    await stack.close()
  }

  // Three instances behind nginx, uploads in a bucket: one killed, one restarted with SIGTERM mid-load.
  const scale = await startStack('bench-scale', {}, { instances: 3, proxy: true, s3: true })
  try {
    const paths = ['/', '/metodologia', '/curso/f1', '/curso/f2', '/glosario', '/llms.txt', '/curso/f3.md']
    const figures = await scaleLoad(scale, 60, paths)
    const p = figures.purchases
    console.log(
      '\nThree instances behind nginx: one killed (SIGKILL), one restarted (SIGTERM) during 60 purchases and readers',
    )
    console.log(
      `  reader requests ${figures.reads.requests}  5xx or no answer ${figures.reads.failed}  statuses ${JSON.stringify(figures.reads.statuses)}`,
    )
    console.log(
      `  purchases attempted ${p.attempted}  paid ${p.paid}  granted ${p.granted}  e-mailed ${p.emailed}  duplicated ${p.duplicated}  redelivered ${p.redelivered}  (${(p.ms / 1000).toFixed(1)} s)`,
    )
    console.log(`  SIGTERM: exited after ${figures.terminated.map((t) => `${t.ms} ms (code ${t.code})`).join(', ')}`)
  } finally {
    await scale.close()
  }
} finally {
  await proxy?.stop()
  await stopChild(app)
  await stripe.close()
  await agency.aeat?.close()
  await mail.close()
  await dropDatabase(db.urlFor('postgres'), database).catch(() => {})
  await db.stop()
}
