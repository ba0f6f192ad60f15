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
        else if (
          /\.tsx?$/.test(entry.name) &&
          /\.(?:create|update|delete)\(\{[^)]*?collection: 'entitlements'/s.test(
            fs.readFileSync(path.join(root, rel), 'utf8'),
          )
        )
          writers.push(rel)
      }
    }
    for (const dir of ['src', 'collections', 'seed']) walk(dir)
    expect(writers.filter((f) => !f.startsWith('src/migrations'))).toEqual(['src/entitlements/grants.ts'])
  })

  it('only src/database reaches into Payload’s database adapter (`payload.db`: its pool, drizzle, transactions)', () => {
    // mainPool, transactionDb, currentDb and migrate (src/database) are the doors; a cast anywhere else is a second home
    const reach = /\bpayload\s*\.\s*db\b|\{[^{}]*\bdb\b[^{}]*\}\s*=\s*(?:\w+\.)?payload\b/
    expect(reach.test('const pool = (req.payload.db as unknown as { pool: pg.Pool }).pool')).toBe(true)
    expect(reach.test('const { db } = payload')).toBe(true)
    expect(reach.test('const db = await transactionDb(payload, req)')).toBe(false)
    const readers: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const rel = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(rel)
        else if (/\.tsx?$/.test(entry.name) && reach.test(fs.readFileSync(path.join(root, rel), 'utf8')))
          readers.push(rel)
      }
    }
    for (const dir of ['src', 'collections', 'seed', 'scripts', 'bench']) walk(dir)
    for (const file of fs.readdirSync(root))
      if (/\.tsx?$/.test(file) && reach.test(fs.readFileSync(path.join(root, file), 'utf8'))) readers.push(file)
    expect(readers.filter((f) => !f.startsWith('src/database/'))).toEqual([])
  })
})
