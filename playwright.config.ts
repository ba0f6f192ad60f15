import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests drive Debian's Chromium against the apps started by `npm test` (src/dev/test.ts): one
 * lane per worker (src/dev/lanes.ts). A worker loads this file after Playwright has given it its
 * TEST_PARALLEL_INDEX, so it takes its own lane's settings (app, database, mail folder) before any test
 * file reads them.
 */
const lanes = JSON.parse(process.env.TEST_LANES || '[]') as Record<string, string>[]
if (lanes.length) Object.assign(process.env, lanes[Number(process.env.TEST_PARALLEL_INDEX || 0) % lanes.length])

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker shares two cores with the other lanes (src/dev/lanes.ts): bounds for a busy machine
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // `npm test` sets --workers to the number of browser lanes
  workers: 1,
  retries: 0,
  outputDir: '.data/test-results/playwright',
  use: {
    baseURL: process.env.APP_URL || 'http://127.0.0.1:3210',
    // every wait bounded: a click, a fill or a navigation that cannot happen fails where it waits
    actionTimeout: 60_000,
    navigationTimeout: 90_000,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // Recording a trace costs every test a good part of its time (snapshots at each step): PW_TRACE=1 turns it on
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
