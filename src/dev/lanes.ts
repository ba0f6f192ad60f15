/**
 * A test lane: one production app of the suite's build with everything it talks to, on its own
 * database (a copy of the seeded one), its own SMTP listener and mail folder, its own local Stripe,
 * S3 bucket, tax agency stand-in and nginx in front. Test files running at the same time in different
 * lanes share nothing but the PostgreSQL server and the build, so integration files and browser workers
 * run in parallel without seeing each other's mail, rate limits, prices or chains of records.
 *
 * A lane's ports: the app on `appPort`, its nginx on +10, +20/+21 for the test pages the AI-citability
 * checker may fetch (CHECKER_ALLOW_LOOPBACK_PORTS), +30 for the development server's browser test.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { startMailServer } from './mail-server'
import { appEnvironment } from './app-env'
import { localAeatDefaults } from './local-aeat-defaults'
import { startLocalS3 } from './local-s3'
import { startLocalStripe } from './local-stripe'
import { nginxAvailable, startNginx } from './nginx'
import { assertPortFree, start, stopChild, waitForUrl } from './run'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Ports between two lanes' apps: each lane uses its app's port and +10, +20, +21, +30. */
export const LANE_PORT_STEP = 50

export interface Lane {
  name: string
  appUrl: string
  /** what the tests of this lane read: the app's settings plus APP_URL, PROXY_URL, TEST_MAIL_DIR, DATABASE_URL */
  env: Record<string, string>
  stop(): Promise<void>
}

export interface LaneOptions {
  name: string
  appPort: number
  /** the lane's own database, copied from `template` (which nothing may be connected to) */
  serverUrl: (database: string) => string
  template: string
  database: string
  /** where the lane keeps its mail, bucket, nginx and build copy */
  dir: string
  /** the build this lane serves: `.next` itself, or a copy of it (see copyBuild) */
  distDir: string
  /** the seeded bucket's folder, copied into the lane's own bucket */
  seededS3Dir?: string
  admin: { email: string; password: string }
  extraEnv?: Record<string, string>
}

/** A copy of `template`; retried while PostgreSQL still counts a session on it (the build's, just ended). */
async function cloneDatabase(serverUrl: string, template: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(
          `CREATE DATABASE ${client.escapeIdentifier(database)} TEMPLATE ${client.escapeIdentifier(template)}`,
        )
        return
      } catch (error) {
        // 55006 object_in_use: «source database … is being accessed by other users»
        if ((error as { code?: string }).code !== '55006' || attempt === 40) throw error
        await new Promise((r) => setTimeout(r, 250))
      }
    }
  } finally {
    await client.end()
  }
}

/**
 * A copy of the build for a further lane. Next writes regenerated pages and its data cache into the
 * build folder: lanes with their own databases must not read each other's. The pages prerendered at build
 * time are left out of the copy (they name the first lane's address); the lane renders them on first
 * request, as an instance with an empty shared cache does.
 */
export function copyBuild(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true })
  const prerendered = new Set<string>()
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>
  }
  // Next's own error pages name no address and are served from the build as they are
  for (const route of Object.keys(manifest.routes))
    if (!route.startsWith('/_')) prerendered.add(route === '/' ? '/index' : route)
  const appDir = path.join(from, 'server', 'app')
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(from, source)
      if (rel === 'cache' || rel === 'dev' || rel === 'trace' || rel === 'trace-build' || rel === 'diagnostics')
        return false
      if (!source.startsWith(appDir + path.sep)) return true
      // server/app/<route>.html|.rsc|.meta|.body and <route>.segments/: the prerendered output, not the code
      const route = '/' + path.relative(appDir, source).replace(/\.(html|rsc|meta|body|segments)$/, '')
      return !(/\.(html|rsc|meta|body|segments)$/.test(source) && prerendered.has(route))
    },
  })
}

export async function startLane(o: LaneOptions): Promise<Lane> {
  const stops: (() => Promise<unknown>)[] = []
  const stop = async () => {
    for (const step of stops.splice(0).reverse())
      await step().catch((e) => console.error(`[test] ${o.name}: cleanup failed`, e))
  }
  try {
    for (const port of [o.appPort, o.appPort + 10]) await assertPortFree(port)
    const appUrl = `http://127.0.0.1:${o.appPort}`
    await cloneDatabase(o.serverUrl('postgres'), o.template, o.database)
    const databaseUrl = o.serverUrl(o.database)

    const mailDir = path.join(o.dir, 'mail')
    const mail = await startMailServer(mailDir)
    stops.push(() => mail.close())
    const webhookSecret = 'whsec_test_secret_for_local_runs'
    const stripe = await startLocalStripe({
      port: 0,
      webhookUrl: `${appUrl}/api/stripe/webhooks`,
      webhookSecret,
      log: () => {},
    })
    stops.push(() => stripe.close())
    // The production topology: uploads in an S3-compatible bucket (a real one, on loopback), not on disk.
    const s3Dir = path.join(o.dir, 's3')
    if (o.seededS3Dir && fs.existsSync(o.seededS3Dir)) fs.cpSync(o.seededS3Dir, s3Dir, { recursive: true })
    const s3 = await startLocalS3({ dir: s3Dir })
    stops.push(() => s3.close())
    // The tax agency's VERI*FACTU service: the local stand-in over mutual TLS (waits of 2 s, not 60).
    const agency = await localAeatDefaults(path.join(ROOT, '.data'), { waitSeconds: 2, quiet: true })
    stops.push(async () => agency.aeat?.close())

    const env: Record<string, string> = {
      ...appEnvironment({
        databaseUrl,
        appUrl,
        stripe,
        webhookSecret,
        mailPort: mail.port,
        mediaDir: path.join(o.dir, 'media'),
        admin: o.admin,
        aeat: agency.env,
      }),
      ...s3.env,
      NEXT_DIST_DIR: path.relative(ROOT, o.distDir),
      TEST_MAIL_DIR: mailDir,
      APP_URL: appUrl,
      // retries in seconds rather than minutes, so the tests see them (src/jobs)
      JOBS_POLL_MS: '200',
      JOBS_BACKOFF_BASE_MS: '500',
      JOBS_BACKOFF_MAX_MS: '5000',
      // the AI-citability checker may fetch the test pages the tests serve on these loopback ports
      CHECKER_ALLOW_LOOPBACK_PORTS: `${o.appPort + 20},${o.appPort + 21}`,
      ...o.extraEnv,
    }
    const app = start(
      'npx',
      ['--no-install', 'next', 'start', '--port', String(o.appPort), '--hostname', '127.0.0.1'],
      env,
    )
    stops.push(() => stopChild(app))
    await waitForUrl(`${appUrl}/`, 180_000)
    if (nginxAvailable()) {
      // The production topology: the repository's nginx micro-cache in front of the app.
      const proxy = await startNginx({ appPort: o.appPort, listenPort: o.appPort + 10, dir: path.join(o.dir, 'nginx') })
      stops.push(() => proxy.stop())
      env.PROXY_URL = proxy.url
    } else {
      console.warn('[test] nginx is not installed: the proxy tests will fail (apt-get install -y nginx)')
    }
    return { name: o.name, appUrl, env, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
