import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/g

/** The project file an import names, or null for packages. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

const importsOf = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1])

/** Every project file reachable from `entry` through static imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [path.join(root, entry)]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier)
      if (target) queue.push(target)
    }
  }
  return seen
}

const relative = (files: Iterable<string>) => [...files].map((f) => path.relative(root, f))

describe('layering: which code may reach which', () => {
  it('the production config (and all it imports) never reaches the development scaffolding in src/dev', () => {
    const files = relative(reachable('payload.config.ts'))
    expect(files).toContain('src/adapters.ts')
    expect(files.filter((f) => f.startsWith('src/dev/'))).toEqual([])
  })

  it('commerce calls down into entitlements, never the reverse', () => {
    const dir = path.join(root, 'src/entitlements')
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const files = relative(reachable(path.join('src/entitlements', file)))
      expect(files.filter((f) => f.startsWith('src/commerce/')), file).toEqual([])
    }
  })

  it('the job queue (src/jobs) is plumbing: it reaches no domain, only the database and the settings', () => {
    const dir = path.join(root, 'src/jobs')
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const files = relative(reachable(path.join('src/jobs', file)))
      expect(files.filter((f) => !/^src\/(?:jobs\/|database\/|env\.ts$)/.test(f)), file).toEqual([])
    }
  })

  it('src/database, the ground floor, reaches nothing but itself and the settings', () => {
    const dir = path.join(root, 'src/database')
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const files = relative(reachable(path.join('src/database', file)))
      expect(files.filter((f) => !/^src\/(?:database\/|env\.ts$)/.test(f)), file).toEqual([])
    }
  })

  it('entitlement rows are written by src/entitlements/grants.ts only', () => {
    const writers: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(rel)
        else if (/\.tsx?$/.test(entry.name) && /\.(?:create|update|delete)\(\{[^)]*?collection: 'entitlements'/s.test(fs.readFileSync(path.join(root, rel), 'utf8'))) writers.push(rel)
      }
    }
    for (const dir of ['src', 'collections', 'seed']) walk(dir)
    expect(writers.filter((f) => !f.startsWith('src/migrations'))).toEqual(['src/entitlements/grants.ts'])
  })
})
