import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

// Which folder may import which (no reach into src/dev, commerce above entitlements, the layers) is
// checked by dependency-cruiser (.dependency-cruiser.mjs, `npm run layers`); here only what it cannot see.
describe('layering: what an import graph cannot say', () => {
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
