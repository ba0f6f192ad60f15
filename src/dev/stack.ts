/**
 * A whole app stack of its own, for fault injection (tests/int/faults.test.ts, `npm run bench`): an
 * embedded PostgreSQL server on a fresh data directory, migrated and seeded; an SMTP listener; the local
 * Stripe-compatible server; `next start` of the current build. Each part can be stopped and started
 * again (the app killed outright) without touching the suite's shared app and database.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'

import pg from 'pg'

import { startMailServer } from '../../tests/support/mail-server'
import { appEnvironment } from './app-env'
import { embeddedServer, ensureDatabaseExists } from './database'
import { startLocalStripe, type LocalStripe } from './local-stripe'
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

export interface Stack {
  appUrl: string
  stripe: LocalStripe
  mailDir: string
  /** plain SQL on the stack's database, for checks */
  db: pg.Pool
  /** the app's output so far (structured log lines) */
  logs(): string
  stopDatabase(): Promise<void>
  startDatabase(): Promise<void>
  stopMail(): Promise<void>
  startMail(): Promise<void>
  /** SIGKILL: no shutdown, whatever it was doing is cut off */
  killApp(): Promise<void>
  startApp(): Promise<void>
  /** the app process exited on its own since it was started */
  appCrashed(): boolean
  close(): Promise<void>
}

export async function startStack(name: string, extraEnv: Record<string, string> = {}): Promise<Stack> {
  const dir = path.join(ROOT, '.data', 'stacks', `${name}-${process.pid}`)
  // the app's output outlives the stack, for post-mortems
  const logFile = path.join(ROOT, '.data', 'stacks', `${name}-app.log`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const [dbPort, appPort, smtpPort] = [await freePort(), await freePort(), await freePort()]
  const appUrl = `http://127.0.0.1:${appPort}`
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
  const env = {
    ...appEnvironment({
      databaseUrl,
      appUrl,
      stripe,
      webhookSecret,
      mailPort: smtpPort,
      mediaDir: path.join(dir, 'media'),
      admin: { email: 'admin@fault.test', password: 'fault-admin-password' },
    }),
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
  fs.rmSync(logFile, { force: true })
  if ((await run('npx', ['--no-install', 'tsx', 'src/dev/migrate.ts'], env, quiet)) !== 0) throw new Error('stack: migrations failed')
  if ((await run('npx', ['--no-install', 'tsx', 'seed/run.ts'], env, quiet)) !== 0) throw new Error('stack: seed failed')

  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  db.on('error', () => {}) // the database is restarted on purpose
  let output = ''
  let app: ChildProcess | undefined
  let crashed = false

  async function startApp() {
    crashed = false
    const child = start('npx', ['--no-install', 'next', 'start', '--port', String(appPort), '--hostname', '127.0.0.1'], env, quiet)
    const capture = (chunk: Buffer) => {
      output += chunk.toString()
      fs.appendFileSync(logFile, chunk)
    }
    child.stdout?.on('data', capture)
    child.stderr?.on('data', capture)
    child.once('exit', (code, signal) => {
      fs.appendFileSync(logFile, `[stack] app exited: ${code ?? signal}\n`)
      if (app === child) crashed = true
    })
    app = child
    await waitForUrl(`${appUrl}/api/health`, 90_000)
  }

  async function killApp() {
    const child = app
    app = undefined
    if (!child?.pid) return
    const exited = new Promise((r) => child.once('exit', r))
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    await exited
  }

  await startApp()
  return {
    appUrl,
    stripe,
    mailDir,
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
    killApp,
    startApp,
    appCrashed: () => crashed,
    async close() {
      const child = app
      app = undefined
      await stopChild(child)
      await stripe.close()
      await mail?.close()
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
  duplicated: number
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
      body: JSON.stringify({ productType: 'module', module: `f${(i % 5) + 1}`, acceptTerms: true }),
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
    const mails = new Map<string, number>()
    for (const file of fs.existsSync(stack.mailDir) ? fs.readdirSync(stack.mailDir) : []) {
      const mail = JSON.parse(fs.readFileSync(path.join(stack.mailDir, file), 'utf8')) as { to: string[]; text: string }
      if (!/guest-access\?token=/.test(mail.text)) continue
      for (const to of mail.to) if (emails.includes(to)) mails.set(to, (mails.get(to) ?? 0) + 1)
    }
    return {
      attempted: n,
      paid: paid.length,
      granted: granted.length,
      emailed: mails.size,
      duplicated: granted.filter((g) => g.n > 1).length + [...mails.values()].filter((m) => m > 1).length,
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
