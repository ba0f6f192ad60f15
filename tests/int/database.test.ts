/** The database itself: committed migrations match the config, the entitlement constraint, the seed. */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { modules as seedModules } from '../../seed/data/modules'
import { seed } from '../../seed/seed'
import { testPayload } from '../support/payload'

const context = { system: true, skipRevalidate: true }

describe('database', () => {
  it('the committed migrations describe exactly the schema of the config, and all have run', async () => {
    const payload = await testPayload()
    const db = payload.db as unknown as {
      migrationDir: string
      schema: unknown
      requireDrizzleKit: () => {
        generateDrizzleJson: (schema: unknown) => Promise<unknown>
        generateMigration: (before: unknown, after: unknown) => Promise<string[]>
      }
    }
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const snapshots = fs
      .readdirSync(db.migrationDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
    const latest = JSON.parse(fs.readFileSync(path.join(db.migrationDir, snapshots.at(-1)!), 'utf8'))
    const pending = await generateMigration(latest, await generateDrizzleJson(db.schema))
    expect(pending, 'run `npm run migrate:create` after changing collections').toEqual([])

    const applied = await payload.find({ collection: 'payload-migrations', limit: 100, pagination: false })
    const names = applied.docs.map((d) => d.name).filter((name) => name !== 'dev')
    expect(names.sort()).toEqual(snapshots.map((f) => f.replace(/\.json$/, '')))
  })

  it('allows one active entitlement per owner and module, enforced by the database', async () => {
    const payload = await testPayload()
    const [f2] = (await payload.find({ collection: 'modules', where: { code: { equals: 'F2' } } })).docs
    const email = `unico-${Date.now()}@example.com`
    const first = await payload.create({
      collection: 'entitlements',
      data: { email, module: f2.id, source: 'purchase' },
      context,
    })
    await expect(
      payload.create({ collection: 'entitlements', data: { email, module: f2.id, source: 'purchase' }, context }),
    ).rejects.toThrow()
    // Straight SQL, past every hook: the unique index still refuses a second active row.
    const drizzle = (payload.db as unknown as { pool: { query: (q: string, v: unknown[]) => Promise<unknown> } }).pool
    await expect(
      drizzle.query(
        'INSERT INTO entitlements (email, module_id, source, active_key, updated_at, created_at) VALUES ($1, $2, $3, $4, now(), now())',
        [email, f2.id, 'purchase', first.activeKey],
      ),
    ).rejects.toThrow(/unique|duplicate/i)
    // Once revoked, the module can be granted again.
    await payload.update({
      collection: 'entitlements',
      id: first.id,
      data: { revokedAt: new Date().toISOString(), revokeReason: 'Prueba' },
      context,
    })
    const again = await payload.create({
      collection: 'entitlements',
      data: { email, module: f2.id, source: 'purchase' },
      context,
    })
    expect(again.activeKey).toBe(first.activeKey)
  })

  it('running the seed again changes nothing', async () => {
    const payload = await testPayload()
    const collections = [
      'modules',
      'articles',
      'glossary-terms',
      'faqs',
      'pages',
      'premium-files',
      'case-studies',
    ] as const
    const before = await Promise.all(collections.map((collection) => payload.count({ collection })))
    const modulesBefore = await payload.find({ collection: 'modules', depth: 0, limit: 100, sort: 'order' })
    const result = await seed(payload, {
      adminEmail: process.env.ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD,
    })
    expect(result.created).toEqual({})
    const after = await Promise.all(collections.map((collection) => payload.count({ collection })))
    expect(after).toEqual(before)
    const modulesAfter = await payload.find({ collection: 'modules', depth: 0, limit: 100, sort: 'order' })
    expect(modulesAfter.docs.map((d) => d.updatedAt)).toEqual(modulesBefore.docs.map((d) => d.updatedAt))
  })

  it('seeds the content the product describes', async () => {
    const payload = await testPayload()
    const modules = await payload.find({ collection: 'modules', sort: 'order', depth: 0 })
    expect(modules.docs.map((m) => m.code)).toEqual(['F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6'])
    const counts = Object.fromEntries(modules.docs.map((m) => [m.code, m.premiumSections?.length ?? 0]))
    expect(counts).toEqual(Object.fromEntries(seedModules.map((m) => [m.code, m.premiumSections.length])))
    for (const m of modules.docs) if (m.code !== 'F0') expect(m.fullSectionCount).toBe(m.premiumSections?.length)
    const seededTerms = await payload.count({
      collection: 'glossary-terms',
      where: { slug: { in: ['citabilidad', 'autoridad-generativa', 'schema-org'] } },
    })
    expect(seededTerms.totalDocs).toBe(3)
    const terms = await payload.find({ collection: 'glossary-terms', limit: 100 })
    expect(terms.docs.length).toBe(8)
    expect(new Set(terms.docs.map((t) => t.category))).toEqual(
      new Set(['Fundamental', 'Técnico', 'Estratégico', 'Redacción']),
    )
    const articles = await payload.find({ collection: 'articles', limit: 100 })
    expect(articles.docs.length).toBe(6)
    const courseFaqs = await payload.count({ collection: 'faqs', where: { placement: { equals: 'course' } } })
    expect(courseFaqs.totalDocs).toBe(8)
    expect(
      (await payload.count({ collection: 'faqs', where: { placement: { equals: 'methodology' } } })).totalDocs,
    ).toBe(4)
    const guides = await payload.find({ collection: 'premium-files', limit: 10 })
    expect(guides.docs.length).toBeGreaterThanOrEqual(5)
  })
})
