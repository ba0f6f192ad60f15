/**
 * A whole app stack of its own, for fault injection and scale tests (tests/int/faults.test.ts,
 * tests/int/scale.test.ts, `npm run bench`): an embedded PostgreSQL server on a fresh data directory,
 * migrated and seeded; an SMTP listener; the local Stripe-compatible server; one or several `next start`
 * of the current build, optionally behind the repository's nginx and with uploads in an S3-compatible
 * bucket (s3rver). Each part can be stopped and started again (an instance killed outright or stopped
 * with SIGTERM) without touching the suite's shared app and database.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'

import pg from 'pg'

import { startMailServer } from './mail-server'
import { appEnvironment } from './app-env'
import { embeddedServer, ensureDatabaseExists } from './database'
import { startLocalS3 } from './local-s3'
import { startLocalStripe, type LocalStripe } from './local-stripe'
import { startNginx } from './nginx'
import { localAeatDefaults } from './local-aeat-defaults'
import { run, start, stopChild, waitForUrl } from './run'

const ROOT = path.resolve(import.meta.dirname, '../..')

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

/** One `next start` of the stack's build. */
export interface Instance {
  url: string
  port: number
  /** SIGKILL: no shutdown, whatever it was doing is cut off */
  kill(): Promise<void>
  /** SIGTERM, as a deploy or a scale-down sends it: resolves when the process exited, with how long it took */
  terminate(): Promise<{ code: number | null; signal: string | null; ms: number }>
  start(): Promise<void>
  /** the process exited without being asked to since it was started */
  crashed(): boolean
  running(): boolean
  /** the process id of the running server (its process group holds any workers it started) */
  pid(): number | undefined
}

export interface Stack {
  /** where clients go: nginx in front of every instance when there is a proxy, else the first instance */
  appUrl: string
  instances: Instance[]
  stripe: LocalStripe
  mailDir: string
  /** the S3_* settings of the stack's bucket (s3rver on loopback), when it has one */
  s3Env: Record<string, string> | null
  /** plain SQL on the stack's database, for checks */
  db: pg.Pool
  /** the app's output so far (structured log lines), every instance */
  logs(): string
  stopDatabase(): Promise<void>
  startDatabase(): Promise<void>
  stopMail(): Promise<void>
  startMail(): Promise<void>
  /** the first instance: SIGKILL */
  killApp(): Promise<void>
  startApp(): Promise<void>
  appCrashed(): boolean
  close(): Promise<void>
}

export interface StackOptions {
  /** `next start` processes on the one database (default 1) */
  instances?: number
  /** the repository's nginx (deploy/nginx.conf) in front of them, load-balancing */
  proxy?: boolean
  /** uploads in an S3-compatible bucket (s3rver on loopback) instead of each instance's disk */
  s3?: boolean
}

const NEXT = path.join(ROOT, 'node_modules', '.bin', 'next')

export async function startStack(name: string, extraEnv: Record<string, string> = {}, opts: StackOptions = {}): Promise<Stack> {
  const dir = path.join(ROOT, '.data', 'stacks', `${name}-${process.pid}`)
  const count = opts.instances ?? 1
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const [dbPort, smtpPort] = [await freePort(), await freePort()]
  const appPorts: number[] = []
  for (let i = 0; i < count; i++) appPorts.push(await freePort())
  const proxyPort = opts.proxy ? await freePort() : null
  const appUrl = `http://127.0.0.1:${proxyPort ?? appPorts[0]}`
  const server = embeddedServer(path.join(dir, 'postgres'), dbPort)
  await server.start()
  await ensureDatabaseExists(server.serverUrl, 'academia')
  const databaseUrl = server.serverUrl.replace(/\/postgres$/, '/academia')

  const mailDir = path.join(dir, 'mail')
  let mail: Awaited<ReturnType<typeof startMailServer>> | null = await startMailServer(mailDir, smtpPort)
  const webhookSecret = 'whsec_fault_stack'
  const stripe = await startLocalStripe({
    port: 0,
    webhookUrl: `${appUrl}/api/stripe/webhooks`,
    webhookSecret,
    log: () => {},
    // Stripe retries for days; here about a minute, enough to outlast a restart on a busy machine
    retryDelaysMs: [500, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000],
  })
  const s3 = opts.s3 ? await startLocalS3({ dir: path.join(dir, 's3') }) : null
  const agency = await localAeatDefaults(dir, { waitSeconds: 2, quiet: true })
  const env = {
    ...appEnvironment({
      databaseUrl,
      appUrl,
      stripe,
      webhookSecret,
      mailPort: smtpPort,
      mediaDir: path.join(dir, 'media'),
      admin: { email: 'admin@fault.test', password: 'fault-admin-password' },
      aeat: agency.env,
    }),
    ...(s3?.env ?? {}),
    JOBS_POLL_MS: '200',
    JOBS_BACKOFF_BASE_MS: '500',
    JOBS_BACKOFF_MAX_MS: '4000',
    JOBS_LEASE_MS: '4000',
    // These tests prove the webhook path survives faults: no reconciliation (it would fulfil the same
    // sessions from Stripe's list whenever a new period starts during the test).
    RECONCILE_EVERY_MS: '0',
    ...extraEnv,
  }
  const quiet = { quiet: true }
  // Both are idempotent; a failed first attempt has been seen once on a busy machine (as in src/dev/test.ts).
  const step = async (script: string, what: string) => {
    for (let attempt = 1; attempt <= 2; attempt++) if ((await run('npx', ['--no-install', 'tsx', script], env, quiet)) === 0) return
    throw new Error(`stack: ${what} failed`)
  }
  await step('src/dev/migrate.ts', 'migrations')
  await step('seed/run.ts', 'seed')

  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  db.on('error', () => {}) // the database is restarted on purpose
  let output = ''

  const instances = appPorts.map((port, i): Instance & { stop(): Promise<void> } => {
    // the app's output outlives the stack, for post-mortems
    const logFile = path.join(ROOT, '.data', 'stacks', `${name}-app${count > 1 ? `-${i + 1}` : ''}.log`)
    fs.rmSync(logFile, { force: true })
    let child: ChildProcess | undefined
    let crashed = false
    const url = `http://127.0.0.1:${port}`
    const exitOf = (c: ChildProcess) =>
      new Promise<{ code: number | null; signal: string | null }>((r) => {
        if (c.exitCode !== null || c.signalCode !== null) return r({ code: c.exitCode, signal: c.signalCode })
        c.once('exit', (code, signal) => r({ code, signal }))
      })
    return {
      url,
      port,
      async start() {
        crashed = false
        // next itself (not npx): signals reach the server, as they would as a container's main process
        // Several instances stand for several machines: each its own disk, so only the bucket is shared.
        const own = count > 1 ? { MEDIA_DIR: path.join(dir, `media-${i + 1}`) } : {}
        const c = start(NEXT, ['start', '--port', String(port), '--hostname', '127.0.0.1'], { ...env, ...own }, quiet)
        const capture = (chunk: Buffer) => {
          output += chunk.toString()
          fs.appendFileSync(logFile, chunk)
        }
        c.stdout?.on('data', capture)
        c.stderr?.on('data', capture)
        c.once('exit', (code, signal) => {
          fs.appendFileSync(logFile, `[stack] app exited: ${code ?? signal}\n`)
          if (child === c) crashed = true
        })
        child = c
        await waitForUrl(`${url}/api/health`, 90_000)
      },
      async kill() {
        const c = child
        child = undefined
        if (!c?.pid) return
        const exited = exitOf(c)
        try {
          process.kill(-c.pid, 'SIGKILL')
        } catch {
          // already gone
        }
        await exited
      },
      async terminate() {
        const c = child
        child = undefined
        if (!c?.pid) return { code: null, signal: null, ms: 0 }
        const at = Date.now()
        const exited = exitOf(c)
        c.kill('SIGTERM')
        const result = await exited
        return { ...result, ms: Date.now() - at }
      },
      crashed: () => crashed,
      running: () => Boolean(child),
      pid: () => child?.pid,
      async stop() {
        const c = child
        child = undefined
        await stopChild(c)
      },
    }
  })
  // one at a time: each first start initialises Payload (and, on a fresh database, nothing else races)
  for (const instance of instances) await instance.start()
  const proxy = proxyPort ? await startNginx({ appPort: appPorts, listenPort: proxyPort, dir: path.join(dir, 'nginx') }) : null

  return {
    appUrl,
    instances,
    stripe,
    mailDir,
    s3Env: s3?.env ?? null,
    db,
    logs: () => output,
    stopDatabase: () => server.stop(),
    startDatabase: () => server.start(),
    async stopMail() {
      await mail?.close()
      mail = null
    },
    async startMail() {
      mail = await startMailServer(mailDir, smtpPort)
    },
    killApp: () => instances[0].kill(),
    startApp: () => instances[0].start(),
    appCrashed: () => instances[0].crashed(),
    async close() {
      await proxy?.stop()
      for (const instance of instances) await instance.stop()
      await stripe.close()
      await mail?.close()
      await s3?.close()
      await agency.aeat?.close()
      await db.end().catch(() => {})
      await server.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface PurchaseFigures {
  attempted: number
  paid: number
  granted: number
  emailed: number
  /**
   * a purchase granted twice, or e-mailed twice (two different messages). The same message delivered again
   * — a process killed between handing it to SMTP and recording its job done re-sends it with the same
   * Message-ID (src/jobs/email.ts) — is counted in `redelivered`, not here.
   */
  duplicated: number
  redelivered: number
  ms: number
}

/**
 * `n` guest purchases of one module each, paid on the local hosted page over ~n×100 ms while `fault`
 * runs (e.g. the database stopped for 5 s); then waits up to `settleMs` for every paid session to have
 * its access and its e-mail. Counts from the database and the SMTP listener's mailbox.
 */
export async function purchaseLoad(stack: Stack, n: number, fault: () => Promise<void>, settleMs = 90_000): Promise<PurchaseFigures> {
  const started = Date.now()
  const tag = Date.now().toString(36)
  const buyers: { email: string; sessionId: string }[] = []
  for (let i = 0; i < n; i++) {
    const response = await fetch(`${stack.appUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productType: 'module', module: `f${(i % 5) + 1}`, acceptTerms: true, withdrawalConsent: true }),
    })
    const { url } = (await response.json()) as { url: string }
    buyers.push({ email: `load-${tag}-${i}@example.com`, sessionId: new URL(url).pathname.split('/').pop()! })
  }
  const pay = async ({ email, sessionId }: (typeof buyers)[number], i: number) => {
    await new Promise((r) => setTimeout(r, i * 100))
    await fetch(`${stack.stripe.url}/pay/${sessionId}/complete`, { method: 'POST', body: new URLSearchParams({ email }), redirect: 'manual' })
  }
  await Promise.all([...buyers.map(pay), fault()])

  const count = async () => {
    const emails = buyers.map((b) => b.email)
    const q = (sql: string) => stack.db.query<{ email: string; n: number }>(sql, [emails]).then((r) => r.rows).catch(() => [])
    const paid = await q(`SELECT email, count(*)::int AS n FROM orders WHERE email = ANY($1) AND status = 'paid' GROUP BY email`)
    const granted = await q(`SELECT email, count(*)::int AS n FROM entitlements WHERE email = ANY($1) GROUP BY email`)
    // each address's access-link messages, by Message-ID (a message delivered again keeps its ID)
    const mails = new Map<string, Map<string, number>>()
    for (const file of fs.existsSync(stack.mailDir) ? fs.readdirSync(stack.mailDir) : []) {
      const mail = JSON.parse(fs.readFileSync(path.join(stack.mailDir, file), 'utf8')) as { to: string[]; text: string; headers?: Record<string, string> }
      if (!/guest-access\?token=/.test(mail.text)) continue
      const id = mail.headers?.['message-id'] ?? file
      for (const to of mail.to) {
        if (!emails.includes(to)) continue
        const byId = mails.get(to) ?? new Map<string, number>()
        byId.set(id, (byId.get(id) ?? 0) + 1)
        mails.set(to, byId)
      }
    }
    return {
      attempted: n,
      paid: paid.length,
      granted: granted.length,
      emailed: mails.size,
      duplicated: granted.filter((g) => g.n > 1).length + [...mails.values()].filter((byId) => byId.size > 1).length,
      redelivered: [...mails.values()].filter((byId) => [...byId.values()].some((n) => n > 1)).length,
    }
  }
  const deadline = Date.now() + settleMs
  let figures = await count()
  while ((figures.granted < n || figures.emailed < n) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500))
    figures = await count()
  }
  // a duplicate would show up a moment later
  await new Promise((r) => setTimeout(r, 1_500))
  const final = await count()
  if (final.granted < n) {
    // what became of the purchases that did not make it, for the report
    const { rows } = await stack.db
      .query(
        `SELECT o.email, o.status, j.status AS job, j.attempts::int AS attempts, j.last_error FROM orders o
         LEFT JOIN outbox j ON j.task = 'stripe-event' AND j.input->'event'->'data'->'object'->>'id' = o.stripe_session_id
         WHERE o.email = ANY($1) OR o.stripe_session_id = ANY($2)`,
        [buyers.map((b) => b.email), buyers.map((b) => b.sessionId)],
      )
      .catch(() => ({ rows: [] }))
    const events = stack.stripe.events.filter((e) => buyers.some((b) => (e.data.object as { id?: string }).id === b.sessionId))
    console.warn('[stack] orders:', rows)
    console.warn('[stack] webhook deliveries:', events.map((e) => stack.stripe.deliveries.get(e.id)))
  }
  return { ...final, ms: Date.now() - started }
}

export interface ReaderFigures {
  requests: number
  /** responses with a 5xx status, and requests that got no response at all */
  failed: number
  statuses: Record<string, number>
}

/**
 * Readers: `concurrency` loops fetching public `paths` from `baseUrl` (through the proxy) until `until`
 * settles; counts every answer by status. A reader's request that errors (no answer) counts as failed.
 */
export async function readDuring(baseUrl: string, paths: string[], until: Promise<unknown>, concurrency = 6): Promise<ReaderFigures> {
  let done = false
  void until.finally(() => (done = true))
  const figures: ReaderFigures = { requests: 0, failed: 0, statuses: {} }
  const reader = async (r: number) => {
    for (let i = r; !done; i += concurrency) {
      // Bounded above nginx's own upstream bounds (proxy_read_timeout 60 s): a slow instance is nginx's to
      // judge (a 504 counts as failed); only a dropped connection or a hang past nginx is "no answer".
      let cause = ''
      const response = await fetch(`${baseUrl}${paths[i % paths.length]}`, { redirect: 'manual', signal: AbortSignal.timeout(90_000) }).catch(
        (error: Error & { cause?: { code?: string } }) => ((cause = error.cause?.code ?? error.name), null),
      )
      await response?.arrayBuffer().catch(() => null)
      const status = response ? String(response.status) : `no answer (${cause})`
      figures.requests += 1
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1
      if (!response || response.status >= 500) figures.failed += 1
    }
  }
  await Promise.all([until, ...Array.from({ length: concurrency }, (_, r) => reader(r))])
  return figures
}

export interface ScaleFigures {
  instances: number
  reads: ReaderFigures
  purchases: PurchaseFigures
  /** how long each instance stopped with SIGTERM took to exit, and its exit code */
  terminated: { ms: number; code: number | null }[]
}

/**
 * The multi-instance load (tests/int/scale.test.ts, `npm run bench`): readers hammer public pages
 * through nginx while `n` guest purchases are paid; meanwhile one instance is killed outright (SIGKILL)
 * and another is stopped cleanly (SIGTERM, as a rolling deploy does) and started again.
 */
export async function scaleLoad(stack: Stack, n: number, paths: string[]): Promise<ScaleFigures> {
  const [, killed, rolled] = stack.instances
  const terminated: ScaleFigures['terminated'] = []
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  const purchases = purchaseLoad(stack, n, async () => {
    await sleep(Math.min(1_500, n * 30))
    await killed?.kill()
    await sleep(500)
    if (rolled) {
      const { ms, code } = await rolled.terminate()
      terminated.push({ ms, code })
      await rolled.start()
    }
  })
  const reads = await readDuring(stack.appUrl, paths, purchases)
  return { instances: stack.instances.length, reads, purchases: await purchases, terminated }
}
