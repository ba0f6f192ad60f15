/**
 * The house's layers, checked by dependency-cruiser in `npm test`'s lint step (`npm run layers`).
 *
 * Lowest first; a file imports only files of its own layer or below, never above. Type-only imports
 * count (`tsPreCompilationDeps: true`): an `import type` is an arrow too. Dynamic `import()` counts.
 *
 * Known violations (none today; keep it so) would be listed in
 * `.dependency-cruiser-known-violations.json` and ignored (`--ignore-known`); regenerate it with
 * `npm run layers:baseline` — an empty list is the goal. A new violation fails `npm test`.
 *
 * What a cruiser cannot check (who writes entitlement rows) stays in tests/unit/layering.test.ts.
 */

/** Folders (or files) as one regular-expression alternative, anchored at the repository root. */
const any = (...paths) => `^(?:${paths.join('|')})(?:/|$)`

const DOMAIN_ORDER = [
  // src/orders: what an order is (paid, refunded, buys seats…), plain facts every domain touching orders asks
  ['src/orders', 'src/entitlements'],
  ['src/learning'],
  ['src/verifactu'],
  // seats and gifts (issue 28): grants through src/entitlements; commerce (checkout, refunds) calls down into it
  ['src/teams'],
  ['src/commerce'],
  ['src/invoicing'],
  // the top of the domains: free order among them, as long as no pair goes both ways (no-circular)
  ['src/privacy', 'src/support', 'src/reports', 'src/editorial', 'src/accounts', 'src/cases', 'src/health'],
]

/** Lowest first. Every path listed belongs to exactly one layer. */
const LAYERS = [
  { name: 'base', paths: ['src/env\\.ts', 'src/payload-types\\.ts', 'src/email', 'src/quiz'] },
  // src/adapters.ts picks the outside world (mail transport, Stripe client's target, upload storage)
  { name: 'plumbing', paths: ['src/database', 'src/jobs', 'src/storage', 'src/security', 'src/adapters\\.ts'] },
  // content: rules and formats of published content (slugs, dates, money, rich text, JSON-LD); the checker knows no domain either
  { name: 'content', paths: ['src/content', 'src/checker'] },
  { name: 'toolkits', paths: ['src/pdf', 'src/tax'] },
  ...DOMAIN_ORDER.map((paths, i) => ({ name: `domain-${i + 1} (${paths.join(', ')})`, paths })),
  {
    name: 'wiring',
    // root files: payload.config.ts, the file beside it that assembles the job tasks, the tools' configs
    paths: ['collections', 'src/endpoints', 'src/migrations', '[^/]+\\.tsx?'],
  },
  // src/readers: what pages read through the running Payload (it imports payload.config.ts), and the viewer
  {
    name: 'screens',
    paths: [
      'src/readers',
      'src/components',
      'src/app',
      'src/instrumentation\\.ts',
      'src/proxy\\.ts',
      'src/dev',
      'seed',
      'bench',
      'scripts',
    ],
  },
]

const DOMAINS = DOMAIN_ORDER.flat()

/** Package scripts (`npm run reconcile`, `npm run storage:copy`): entry points like seed/run.ts, above every layer. */
const COMMANDS = '^scripts/'

/** One rule per layer: nothing of a layer imports anything of the layers above it. */
const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.name.replace(/ .*/, '')}-imports-nothing-above`,
  comment: `${layer.paths.join(', ')} may import only its own layer or below (${LAYERS.slice(i + 1)
    .map((l) => l.name)
    .join(' > ')} are above)`,
  severity: 'error',
  from: { path: any(...layer.paths), pathNot: COMMANDS },
  to: { path: any(...LAYERS.slice(i + 1).flatMap((l) => l.paths)) },
}))

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file reaches itself through its imports (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'jobs-import-no-domain',
      comment:
        'src/jobs is plumbing (queue, worker, lock, one enqueue helper): each domain declares its own tasks next to its code.',
      severity: 'error',
      from: { path: any('src/jobs') },
      to: { path: any('src/content', 'src/pdf', 'src/tax', ...DOMAINS) },
    },
    {
      name: 'database-imports-nothing-above',
      comment:
        'src/database (PostgreSQL: the pools, transactions, limits, the pool watcher) is the ground floor: no job queue, nothing above it.',
      severity: 'error',
      from: { path: any('src/database') },
      to: { path: any('src/jobs', 'src/content', 'src/checker', 'src/pdf', 'src/tax', ...DOMAINS) },
    },
    {
      name: 'content-imports-no-domain',
      comment: 'Readers of published content and formatting (src/content) know nothing of who bought what.',
      severity: 'error',
      from: { path: any('src/content') },
      to: { path: any('src/pdf', 'src/tax', ...DOMAINS) },
    },
    {
      name: 'pdf-imports-no-domain',
      comment: 'src/pdf is a toolkit (text, layout, fonts): the documents themselves live with their domain.',
      severity: 'error',
      from: { path: any('src/pdf') },
      to: { path: any(...DOMAINS) },
    },
    {
      name: 'components-never-import-app',
      comment: 'Pages import components, never the reverse.',
      severity: 'error',
      from: { path: any('src/components') },
      to: { path: any('src/app') },
    },
    {
      name: 'only-scaffolding-imports-dev',
      comment: 'src/dev is development scaffolding: only itself, tests, benchmarks and the seed runner use it.',
      severity: 'error',
      from: {
        pathNot: [
          any('src/dev', 'tests', 'bench', 'seed', 'playwright\\.config\\.ts', 'vitest\\.config\\.ts'),
          COMMANDS,
        ],
      },
      to: { path: any('src/dev') },
    },
    {
      name: 'production-config-never-reaches-dev',
      comment: 'payload.config.ts and all it imports never reach src/dev (the adapters come from src/adapters.ts).',
      severity: 'error',
      from: { path: '^payload\\.config\\.ts$' },
      to: { path: any('src/dev'), reachable: true },
    },
    {
      name: 'production-imports-no-dev-package',
      comment:
        'The runtime image installs only `dependencies`: what it runs (the app, payload.config.ts, the seed, the package scripts) imports no devDependency.',
      severity: 'error',
      from: { pathNot: any('src/dev', 'bench', 'tests') },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'entitlements-never-reach-commerce',
      comment:
        'Commerce calls down into entitlements (who owns what), never the reverse, not even through a third module.',
      severity: 'error',
      from: { path: any('src/entitlements') },
      to: { path: any('src/commerce'), reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not excluded: each package imported is a leaf (doNotFollow) whose dependencyTypes
    // (npm, npm-dev…) the rule on devDependencies reads
    exclude: { path: '(?:^|/)(?:\\.next|\\.data|media)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}

export default config
