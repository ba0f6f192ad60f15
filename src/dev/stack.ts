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

export async function startStack(
  name: string,
  extraEnv: Record<string, string> = {},
  opts: StackOptions = {},
): Promise<Stack> {
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
    for (let attempt = 1; attempt <= 2; attempt++)
      if ((await run('npx', ['--no-install', 'tsx', script], env, quiet)) === 0) return
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
  const proxy = proxyPort
    ? await startNginx({ appPort: appPorts, listenPort: proxyPort, dir: path.join(dir, 'nginx') })
    : null

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
