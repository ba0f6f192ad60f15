/**
 * `npm test` runs the static checks (ESLint, tsc, layers) and every test: unit (vitest), integration
 * (vitest, real HTTP against the production build) and browser (Playwright + Debian's Chromium).
 * `npm test -- lint|unit|int|e2e` runs one suite; further arguments narrow it to those files.
 *
 * Each run migrates and seeds a fresh database on DATABASE_URL's server (or the embedded one) and builds
 * the app once. The tests then run in lanes (src/dev/lanes.ts): each lane a `next start` of that build on
 * its own copy of the seeded database, with its own SMTP listener, local Stripe, bucket, tax agency
 * stand-in and nginx. Integration files and browser workers run at the same time, one per lane; the
 * static checks and unit tests run beside the build. Each phase prints its time.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { spawn } from 'node:child_process'

import { appEnvironment } from './app-env'
import { dropDatabase, ensureDatabaseExists, startDatabaseServer } from './database'
import { copyBuild, LANE_PORT_STEP, startLane, type Lane } from './lanes'
import { localAeatDefaults } from './local-aeat-defaults'
import { startLocalS3 } from './local-s3'
import { startLocalStripe } from './local-stripe'
import { run } from './run'
import { startMailServer } from './mail-server'

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
function vitestFailures(report: {
  testResults?: { name: string; message?: string; assertionResults?: VitestAssertion[] }[]
}) {
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

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/**
 * Runs a command with its output prefixed line by line (`[int] …`), so suites running at the same time
 * stay readable; `buffered` holds a step's output until it ends (the static checks beside the build).
 */
function runLabelled(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  o: { buffered?: boolean } = {},
) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    const held: string[] = []
    const emit = (line: string) => {
      if (o.buffered) held.push(`[${label}] ${line}`)
      else console.log(`[${label}] ${line}`)
    }
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n')
        rest = lines.pop() ?? ''
        lines.forEach(emit)
      })
      stream.on('end', () => {
        if (rest) emit(rest)
      })
    }
    child.on('close', (code, signal) => {
      if (held.length) console.log(held.join('\n'))
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

async function vitest(
  project: 'unit' | 'int',
  env: Record<string, string> = {},
  o: { workers?: number; buffered?: boolean } = {},
) {
  const out = path.join(resultsDir, `${project}.json`)
  const started = performance.now()
  const code = await runLabelled(
    project,
    'npx',
    [
      '--no-install',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
      ...(o.workers ? [`--maxWorkers=${o.workers}`] : []),
      ...filesFor(`tests/${project}/`),
      ...(project === 'unit' ? filesFor('tests/contract/') : []),
    ],
    env,
    o,
  )
  console.log(`[test] ${project}: ${code === 0 ? 'passed' : 'failed'} in ${seconds(started)}`)
  tallies.push(vitestTally(project, out, code))
}

async function e2e(env: Record<string, string>, workers: number) {
  const out = path.join(resultsDir, 'e2e.json')
  const started = performance.now()
  const code = await runLabelled(
    'e2e',
    'npx',
    ['--no-install', 'playwright', 'test', '--reporter=list,json', `--workers=${workers}`, ...filesFor('tests/e2e/')],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
  )
  console.log(`[test] e2e: ${code === 0 ? 'passed' : 'failed'} in ${seconds(started)}`)
  tallies.push(playwrightTally(out, code))
}

/** Runs the committed migrations and checks they all ran (once retried: a silent no-op was seen). */
async function migrate(env: Record<string, string>, databaseUrl: string) {
  const expected = fs.readdirSync(path.join(ROOT, 'src/migrations')).filter((f) => /^\d.*\.ts$/.test(f)).length
  for (let attempt = 1; attempt <= 2; attempt++) {
    const code = await run('npx', ['--no-install', 'tsx', 'src/dev/migrate.ts'], env)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const applied = await client
      .query('SELECT count(*)::int AS n FROM payload_migrations WHERE batch > 0')
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
  const started = performance.now()
  const code = await runLabelled(name, command, args, {}, { buffered: true })
  console.log(`[test] ${name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds(started)}`)
  tallies.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, code })
}

/** The static checks and the unit tests: they need no app, so they run while it is built. */
async function staticChecks() {
  if (wanted.has('lint')) {
    await check('lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0'])
    // the code as Prettier writes it (.prettierrc.json; generated files in .prettierignore)
    await check('format', 'npx', ['--no-install', 'prettier', '--check', '**/*.{ts,tsx,mjs,css}'])
    await check('typecheck', 'npx', ['--no-install', 'tsc', '--noEmit'])
    // the layers (.dependency-cruiser.mjs): a new upward import, a cycle or a reach into src/dev fails here
    await check('layers', 'npm', ['run', '--silent', 'layers'])
  }
  if (wanted.has('unit')) await vitest('unit', {}, { buffered: true })
}

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

/** How many lanes a suite gets: TEST_INT_LANES / TEST_E2E_LANES, never more than the files it runs. */
function laneCount(suite: 'int' | 'e2e', fallback: number) {
  if (!wanted.has(suite)) return 0
  const configured = Math.max(1, Number(process.env[`TEST_${suite.toUpperCase()}_LANES`]) || fallback)
  const named = filesFor(`tests/${suite}/`).length
  return files.length ? Math.min(configured, named) : configured
}

async function appSuites() {
  // One integration lane beside two browser lanes: on 2 cores both suites are CPU-bound, so a second
  // integration lane saves little time and doubles the load spikes of its 50-at-once tests.
  const intLanes = laneCount('int', 1)
  const e2eLanes = laneCount('e2e', 2)
  if (!intLanes && !e2eLanes) return
  const basePort = Number(process.env.TEST_APP_PORT || 3210)
  const appUrl = `http://127.0.0.1:${basePort}`
  const run_ = `academia_test_${Date.now()}`
  try {
    let started = performance.now()
    const db = await startDatabaseServer()
    cleanups.push(() => db.stop())
    // The seeded database every lane copies; the build reads it too (prerendering the public pages).
    const template = `${run_}_seed`
    await ensureDatabaseExists(db.urlFor('postgres'), template)
    cleanups.push(() => dropDatabase(db.urlFor('postgres'), template))
    // what the seed and the build talk to: the bucket they fill is copied into every lane's
    const seededS3Dir = path.join(resultsDir, 's3-seed')
    const s3 = await startLocalS3({ dir: seededS3Dir })
    const mail = await startMailServer(path.join(resultsDir, 'mail-seed'))
    const stripe = await startLocalStripe({
      port: 0,
      webhookUrl: `${appUrl}/api/stripe/webhooks`,
      webhookSecret: 'whsec_seed',
      log: () => {},
    })
    // the seed sets the agency's environment from where the records go (loopback: its test environment)
    const agency = await localAeatDefaults(path.join(ROOT, '.data'), { quiet: true })
    const admin = { email: 'admin@academiageo.test', password: 'admin-test-password' }
    const env: Record<string, string> = {
      ...appEnvironment({
        databaseUrl: db.urlFor(template),
        appUrl,
        stripe,
        webhookSecret: 'whsec_seed',
        mailPort: mail.port,
        mediaDir: path.join(resultsDir, 'media-seed'),
        admin,
        aeat: agency.env,
      }),
      ...s3.env,
    }
    // Next's data cache on disk holds what an earlier run read from its own (now dropped) database: the
    // build's prerendering and the app must read this run's fresh database instead.
    fs.rmSync(path.join(ROOT, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
    const seeded =
      (await migrate(env, db.urlFor(template))) && (await run('npx', ['--no-install', 'tsx', 'seed/run.ts'], env)) === 0
    console.log(`[test] database migrated and seeded in ${seconds(started)}`)
    started = performance.now()
    const built =
      seeded &&
      ((process.env.SKIP_BUILD === '1' && fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) ||
        (await run('npx', ['--no-install', 'next', 'build'], env)) === 0)
    await Promise.all([s3.close(), mail.close(), stripe.close(), agency.aeat?.close()])
    if (!built) {
      tallies.push({ name: 'setup', passed: 0, failed: 1, skipped: 0, code: 1 })
      return
    }
    console.log(`[test] app built in ${seconds(started)}`)

    started = performance.now()
    // `next start` on a lane's copy of the build adds that folder's types to tsconfig.json: put it back after
    const tsconfig = fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')
    cleanups.push(async () => fs.writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig))
    const lanes = await Promise.all(
      Array.from({ length: intLanes + e2eLanes }, async (_, i): Promise<Lane> => {
        const dir = path.join(resultsDir, 'lanes', String(i + 1))
        // the first lane serves the build itself; the others a copy each (src/dev/lanes.ts: copyBuild)
        const distDir = i === 0 ? path.join(ROOT, '.next') : path.join(dir, 'next')
        if (i > 0) copyBuild(path.join(ROOT, '.next'), distDir)
        const database = `${run_}_${i + 1}`
        cleanups.push(() => dropDatabase(db.urlFor('postgres'), database))
        const lane = await startLane({
          name: `lane ${i + 1}`,
          appPort: basePort + i * LANE_PORT_STEP,
          serverUrl: db.urlFor,
          template,
          database,
          dir,
          distDir,
          seededS3Dir,
          admin,
        })
        cleanups.push(() => lane.stop())
        return lane
      }),
    )
    fs.writeFileSync(path.join(ROOT, 'tsconfig.json'), tsconfig)
    console.log(
      `[test] ${lanes.length} lanes started in ${seconds(started)} (integration ${intLanes}, browser ${e2eLanes})`,
    )

    const suite = (own: Lane[]) => ({ ...own[0].env, TEST_LANES: JSON.stringify(own.map((l) => l.env)) })
    await Promise.all([
      intLanes ? vitest('int', suite(lanes.slice(0, intLanes)), { workers: intLanes }) : null,
      e2eLanes ? e2e(suite(lanes.slice(intLanes)), e2eLanes) : null,
    ])
  } catch (error) {
    console.error('[test] setup failed:', error)
    tallies.push({ name: 'setup', passed: 0, failed: 1, skipped: 0, code: 1 })
  } finally {
    await cleanUp()
  }
}

const began = performance.now()
await Promise.all([staticChecks(), appSuites()])
console.log(`[test] everything in ${seconds(began)}`)

console.log('\n[test] summary')
for (const t of tallies) {
  console.log(`  ${t.name}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`)
  for (const f of t.failures ?? []) console.log(f)
}
const passed = tallies.reduce((n, t) => n + t.passed, 0)
const failed = tallies.reduce((n, t) => n + t.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || tallies.some((t) => t.code !== 0) ? 1 : 0)
