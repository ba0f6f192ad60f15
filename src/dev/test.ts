/**
 * `npm test` runs the static checks (ESLint, tsc) and every test: unit (vitest), integration (vitest,
 * real HTTP against the production build) and browser (Playwright + Debian's Chromium).
 * `npm test -- lint|unit|int|e2e` runs one suite.
 *
 * Each run gets a fresh database on DATABASE_URL's server, or on the embedded one, migrated with the
 * committed migrations and seeded; a real SMTP listener on loopback receives mail; the local
 * Stripe-compatible server takes the SDK's calls; the local tax agency (src/dev/local-aeat.ts) takes
 * the VERI*FACTU records; the app runs as `next start`.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { appEnvironment } from './app-env'
import { dropDatabase, ensureDatabaseExists, startDatabaseServer } from './database'
import { localAeatDefaults } from './local-aeat-defaults'
import { startLocalS3 } from './local-s3'
import { startLocalStripe } from './local-stripe'
import { nginxAvailable, startNginx } from './nginx'
import { assertPortFree, run, start, stopChild, waitForUrl } from './run'
import { startMailServer } from '../../tests/support/mail-server'

const ROOT = path.resolve(import.meta.dirname, '../..')
const argv = process.argv.slice(2)
const suites = argv.filter((a) => ['lint', 'unit', 'int', 'e2e'].includes(a))
/** Further arguments narrow the run to these test files, e.g. `npm test -- e2e tests/e2e/buying.spec.ts`. */
const files = argv.filter((a) => !suites.includes(a))
const filesFor = (dir: string) => files.filter((f) => f.includes(dir))
const wanted = new Set(suites.length ? suites : ['lint', 'unit', 'int', 'e2e'])
const resultsDir = path.join(ROOT, '.data', 'test-results')
fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

interface Tally {
  name: string
  passed: number
  failed: number
  skipped: number
  code: number
  /** Names and first message lines of the failed tests, printed again under the summary. */
  failures?: string[]
}
const tallies: Tally[] = []

const firstLines = (message: unknown) =>
  String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 4)
    .map((l) => `      ${l.trim().slice(0, 300)}`)
    .join('\n')

interface VitestAssertion {
  status: string
  fullName: string
  failureMessages?: string[]
}
function vitestFailures(report: { testResults?: { name: string; message?: string; assertionResults?: VitestAssertion[] }[] }) {
  const out: string[] = []
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name)
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) out.push(`    ${where} › ${a.fullName}\n${firstLines(a.failureMessages?.[0])}`)
    if (!failed.length && file.message) out.push(`    ${where}\n${firstLines(file.message)}`)
  }
  return out
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: { title: string; file: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]
}
function playwrightFailures(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => `    ${spec.file} › ${spec.title}\n${firstLines(t.results.at(-1)?.error?.message)}`),
    ),
    ...playwrightFailures(suite.suites),
  ])
}

function vitestTally(name: string, file: string, code: number): Tally {
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'))
    return {
      name,
      passed: report.numPassedTests,
      failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
      skipped: report.numPendingTests + report.numTodoTests,
      code,
      failures: vitestFailures(report),
    }
  } catch {
    return { name, passed: 0, failed: 1, skipped: 0, code: code || 1 }
  }
}

function playwrightTally(file: string, code: number): Tally {
  try {
    const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8'))
    const failed = stats.unexpected + stats.flaky * 0
    return {
      name: 'e2e',
      passed: stats.expected + stats.flaky,
      failed: failed + (code !== 0 && failed === 0 ? 1 : 0),
      skipped: stats.skipped,
      code,
      failures: playwrightFailures(suites),
    }
  } catch {
    return { name: 'e2e', passed: 0, failed: 1, skipped: 0, code: code || 1 }
  }
}

async function vitest(project: string, env: Record<string, string> = {}) {
  const out = path.join(resultsDir, `${project}.json`)
  const code = await run(
    'npx',
    ['--no-install', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...filesFor(`tests/${project}/`), ...(project === 'unit' ? filesFor('tests/contract/') : [])],
    env,
  )
  tallies.push(vitestTally(project, out, code))
}

async function resetRateLimits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('DELETE FROM rate_limits')
  } finally {
    await client.end()
  }
}

/** Runs the committed migrations and checks they all ran (once retried: a silent no-op was seen). */
async function migrate(env: Record<string, string>, databaseUrl: string) {
  const expected = fs.readdirSync(path.join(ROOT, 'src/migrations')).filter((f) => /^\d.*\.ts$/.test(f)).length
  for (let attempt = 1; attempt <= 2; attempt++) {
    const code = await run('npx', ['--no-install', 'tsx', 'src/dev/migrate.ts'], env)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const applied = await client
      .query("SELECT count(*)::int AS n FROM payload_migrations WHERE batch > 0")
      .then((r) => r.rows[0].n as number)
      .catch(() => 0)
    await client.end()
    if (code === 0 && applied === expected) return true
    console.error(`[test] migrations: exit ${code}, ${applied}/${expected} applied (attempt ${attempt})`)
  }
  return false
}

/** A check that passes or fails as a whole (one tally line each), with the time it took. */
async function check(name: string, command: string, args: string[]) {
  console.log(`[test] ${name}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  const code = await run(command, args)
  console.log(`[test] ${name}: ${code === 0 ? 'passed' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  tallies.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, code })
}

if (wanted.has('lint')) {
  await check('lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0'])
  await check('typecheck', 'npx', ['--no-install', 'tsc', '--noEmit'])
  // the layers (.dependency-cruiser.mjs): a new upward import, a cycle or a reach into src/dev fails here
  await check('layers', 'npm', ['run', '--silent', 'layers'])
}
if (wanted.has('unit')) await vitest('unit')

/**
 * Everything started for the run is stopped on every path: normal end, a failed step, an exception,
 * or SIGINT/SIGTERM (a leftover app or nginx would answer for the next run).
 */
const cleanups: (() => Promise<unknown>)[] = []
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) await step().catch((e) => console.error('[test] cleanup failed', e))
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`[test] ${signal}: stopping everything`)
    void cleanUp().finally(() => process.exit(130))
  })
}

if (wanted.has('int') || wanted.has('e2e')) {
  const appPort = Number(process.env.TEST_APP_PORT || 3210)
  const appUrl = `http://127.0.0.1:${appPort}`
  try {
    await assertPortFree(appPort)
    const db = await startDatabaseServer()
    cleanups.push(() => db.stop())
    const database = `academia_test_${Date.now()}`
    const databaseUrl = db.urlFor(database)
    await ensureDatabaseExists(db.urlFor('postgres'), database)
    cleanups.push(() => dropDatabase(db.urlFor('postgres'), database))
    console.log(`[test] fresh database ${database}`)

    const mailDir = path.join(resultsDir, 'mail')
    const mail = await startMailServer(mailDir)
    cleanups.push(() => mail.close())
    const webhookSecret = 'whsec_test_secret_for_local_runs'
    const stripe = await startLocalStripe({
      port: 0,
      webhookUrl: `${appUrl}/api/stripe/webhooks`,
      webhookSecret,
      log: () => {},
    })
    cleanups.push(() => stripe.close())
    // The production topology: uploads in an S3-compatible bucket (a real one, on loopback), not on disk.
    const s3 = await startLocalS3({ dir: path.join(resultsDir, 's3') })
    cleanups.push(() => s3.close())
    // The tax agency's VERI*FACTU service: the local stand-in over mutual TLS (waits of 2 s, not 60).
    const agency = await localAeatDefaults(path.join(ROOT, '.data'), { waitSeconds: 2, quiet: true })
    cleanups.push(async () => agency.aeat?.close())

    const env: Record<string, string> = {
      ...appEnvironment({
        databaseUrl,
        appUrl,
        stripe,
        webhookSecret,
        mailPort: mail.port,
        mediaDir: path.join(resultsDir, 'media'),
        admin: { email: 'admin@academiageo.test', password: 'admin-test-password' },
        aeat: agency.env,
      }),
      ...s3.env,
      TEST_MAIL_DIR: mailDir,
      APP_URL: appUrl,
      // retries in seconds rather than minutes, so the tests see them (src/jobs)
      JOBS_POLL_MS: '200',
      JOBS_BACKOFF_BASE_MS: '500',
      JOBS_BACKOFF_MAX_MS: '5000',
      // the AI-citability checker may fetch the test pages the tests serve on these loopback ports
      CHECKER_ALLOW_LOOPBACK_PORTS: `${appPort + 20},${appPort + 21}`,
    }

    // Next's data cache on disk holds what an earlier run read from its own (now dropped) database: the
    // build's prerendering and the app must read this run's fresh database instead.
    fs.rmSync(path.join(ROOT, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
    const ready =
      (await migrate(env, databaseUrl)) &&
      (await run('npx', ['--no-install', 'tsx', 'seed/run.ts'], env)) === 0 &&
      (process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))
        ? true
        : (await run('npx', ['--no-install', 'next', 'build'], env)) === 0)
    if (!ready) {
      tallies.push({ name: 'setup', passed: 0, failed: 1, skipped: 0, code: 1 })
    } else {
      const app = start('npx', ['--no-install', 'next', 'start', '--port', String(appPort), '--hostname', '127.0.0.1'], env)
      cleanups.push(() => stopChild(app))
      await waitForUrl(`${appUrl}/`, 120_000)
      if (nginxAvailable()) {
        // The production topology: the repository's nginx micro-cache in front of the app.
        const proxy = await startNginx({ appPort, listenPort: appPort + 10, dir: path.join(resultsDir, 'nginx') })
        cleanups.push(() => proxy.stop())
        env.PROXY_URL = proxy.url
      } else {
        console.warn('[test] nginx is not installed: the proxy tests will fail (apt-get install -y nginx)')
      }
      if (wanted.has('int')) await vitest('int', env)
      // Every request of both suites comes from 127.0.0.1: the browser suite starts with fresh rate-limit
      // counters, as a new hour would give it, instead of inheriting the sign-ups the integration suite made.
      if (wanted.has('int') && wanted.has('e2e')) await resetRateLimits(databaseUrl)
      if (wanted.has('e2e')) {
        const out = path.join(resultsDir, 'e2e.json')
        const code = await run('npx', ['--no-install', 'playwright', 'test', '--reporter=list,json', ...filesFor('tests/e2e/')], {
          ...env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        })
        tallies.push(playwrightTally(out, code))
      }
    }
  } catch (error) {
    console.error('[test] setup failed:', error)
    tallies.push({ name: 'setup', passed: 0, failed: 1, skipped: 0, code: 1 })
  } finally {
    await cleanUp()
  }
}

console.log('\n[test] summary')
for (const t of tallies) {
  console.log(`  ${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`)
  for (const f of t.failures ?? []) console.log(f)
}
const passed = tallies.reduce((n, t) => n + t.passed, 0)
const failed = tallies.reduce((n, t) => n + t.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || tallies.some((t) => t.code !== 0) ? 1 : 0)
