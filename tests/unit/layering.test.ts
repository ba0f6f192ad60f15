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
})
