import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '../../.dependency-cruiser.mjs'

/**
 * The layer rules `npm test` runs (.dependency-cruiser.mjs) catch what they are written for: a small
 * house of files, each import one arrow the rules allow or forbid, cruised with the project's rules.
 */
const FILES: Record<string, string[]> = {
  'payload.config.ts': ['./collections/Orders', './src/adapters'],
  'collections/Orders.ts': ['../src/commerce/orders'],
  'src/adapters.ts': ['./email/shell', './dev/local-stripe'],
  'src/email/shell.ts': [],
  'src/jobs/queue.ts': ['../database/limits'],
  'src/jobs/tasks.ts': ['./queue', '../commerce/orders'],
  'src/database/limits.ts': [],
  'src/database/statement-pool.ts': ['./limits', '../jobs/queue'],
  'src/content/dates.ts': ['test-tool'],
  'src/content/labels.ts': ['./dates', '../commerce/prices'],
  'src/pdf/layout.ts': ['../content/dates'],
  'src/pdf/invoice.ts': ['./layout', '../invoicing/vat'],
  'src/entitlements/grants.ts': ['../jobs/queue'],
  'src/entitlements/downloads.ts': ['./grants', '../learning/progress'],
  'src/learning/progress.ts': ['../entitlements/grants', '../commerce/errors'],
  'src/commerce/errors.ts': [],
  'src/commerce/prices.ts': ['./errors', 'app-lib'],
  'src/commerce/orders.ts': ['./prices', '../entitlements/grants', '../pdf/layout', '../content/labels'],
  'src/invoicing/vat.ts': ['../commerce/prices'],
  'src/support/a.ts': ['./b'],
  'src/support/b.ts': ['./a'],
  'scripts/reconcile.ts': ['../src/dev/local-stripe', '../payload.config'],
  'src/components/Form.tsx': ['../app/actions'],
  'src/app/actions.ts': ['../components/Button'],
  'src/components/Button.tsx': [],
  'src/dev/local-stripe.ts': ['../invoicing/vat', 'test-tool'],
  'seed/run.ts': ['../src/dev/local-stripe', '../payload.config'],
  'tests/stripe.test.ts': ['../src/dev/local-stripe', 'test-tool'],
}

/** Two installed packages: one of `dependencies`, one of `devDependencies`. */
const PACKAGES = { dependencies: { 'app-lib': '1.0.0' }, devDependencies: { 'test-tool': '1.0.0' } }

let dir = ''
let result: ICruiseResult

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'))
  for (const [file, imports] of Object.entries(FILES)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), `${imports.map((i) => `import '${i}'`).join('\n')}\nexport const x = 1\n`)
  }
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'house', ...PACKAGES }))
  for (const name of ['app-lib', 'test-tool']) {
    fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'node_modules', name, 'package.json'),
      JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
    )
    fs.writeFileSync(path.join(dir, 'node_modules', name, 'index.js'), 'module.exports = 1\n')
  }
  const options = { ...config.options, tsConfig: undefined } // the fixture imports by relative paths only
  const cwd = process.cwd()
  process.chdir(dir) // rule paths are relative to the cruise's root, as when `npm run layers` runs
  try {
    const out = await cruise(['src', 'collections', 'seed', 'tests', 'payload.config.ts'], {
      ...options,
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
    })
    result = out.output as ICruiseResult
  } finally {
    process.chdir(cwd)
  }
}, 30_000)

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the layer rules (.dependency-cruiser.mjs)', () => {
  it('forbid exactly the arrows that run up, go round, reach into src/dev or reach a devDependency', () => {
    const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()
    expect(found).toEqual(
      [
        'components-never-import-app: src/components/Form.tsx → src/app/actions.ts',
        'content-imports-no-domain: src/content/labels.ts → src/commerce/prices.ts',
        'database-imports-nothing-above: src/database/statement-pool.ts → src/jobs/queue.ts',
        'entitlements-never-reach-commerce: src/entitlements/downloads.ts → src/commerce/errors.ts',
        'jobs-import-no-domain: src/jobs/tasks.ts → src/commerce/orders.ts',
        'layer-content-imports-nothing-above: src/content/labels.ts → src/commerce/prices.ts',
        'layer-domain-1-imports-nothing-above: src/entitlements/downloads.ts → src/learning/progress.ts',
        'layer-domain-2-imports-nothing-above: src/learning/progress.ts → src/commerce/errors.ts',
        'layer-plumbing-imports-nothing-above: src/adapters.ts → src/dev/local-stripe.ts',
        'layer-plumbing-imports-nothing-above: src/jobs/tasks.ts → src/commerce/orders.ts',
        'layer-toolkits-imports-nothing-above: src/pdf/invoice.ts → src/invoicing/vat.ts',
        'no-circular: src/support/a.ts → src/support/b.ts',
        'only-scaffolding-imports-dev: src/adapters.ts → src/dev/local-stripe.ts',
        'pdf-imports-no-domain: src/pdf/invoice.ts → src/invoicing/vat.ts',
        'production-config-never-reaches-dev: payload.config.ts → src/dev/local-stripe.ts',
        'production-imports-no-dev-package: src/content/dates.ts → node_modules/test-tool/index.js',
      ].sort(),
    )
  })
})
