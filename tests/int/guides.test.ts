/**
 * A module's PDF guide is built from the module document: a staff edit through REST queues a
 * `module-guide` job in the same transaction (one per module version), the worker replaces the stored
 * file, and the owner's next download shows the new title on the cover and their stamp in the footer of
 * every page. The size the dashboard shows is the stored file's.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readUpload } from '@/adapters'
import { formatMegabytes } from '@/components/dashboard/format'
import type { Module, PremiumFile } from '@/payload-types'

import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'
import { extractPdfPageTexts } from '../support/pdf-text'
import { waitFor } from '../support/stripe'

const NEW_TITLE = 'Conversaciones que Validan'
let module: Module
let editorToken = ''
let ownerToken = ''
let ownerEmail = ''

const guideId = (m: Module) => (typeof m.guide === 'object' ? m.guide!.id : m.guide!)
const squash = (s: string) => s.replace(/\s+/g, ' ')

async function jobFor(moduleId: number, updatedAt: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'outbox',
    where: { dedupeKey: { equals: `module-guide:${moduleId}:${updatedAt}` } },
    limit: 2,
  })
  return docs
}

beforeAll(async () => {
  const payload = await testPayload()
  module = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f4' } }, depth: 0 })).docs[0]!
  const stamp = Date.now()
  const editor = `editor-guides-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email: editor, password: 'secreto-123', name: 'Editora', role: 'editor' },
  })
  editorToken = await login(editor, 'secreto-123')
  ownerEmail = `owner-guides-${stamp}@example.com`
  const owner = await payload.create({
    collection: 'users',
    data: { email: ownerEmail, password: 'secreto-123', name: 'Compradora', role: 'customer' },
  })
  await payload.create({
    collection: 'entitlements',
    data: { user: owner.id, email: ownerEmail, module: module.id, source: 'purchase' },
    context: { system: true },
  })
  ownerToken = await login(ownerEmail, 'secreto-123')
})

afterAll(async () => {
  const res = await api('PATCH', `/api/modules/${module.id}`, { token: editorToken, body: { title: module.title } })
  const [job] = await jobFor(module.id, res.body.doc.updatedAt)
  const payload = await testPayload()
  if (job)
    await waitFor(async () => (await payload.findByID({ collection: 'outbox', id: job.id })).status === 'done', 30_000)
})

describe('module guide built on publish', () => {
  it('renaming a module rebuilds its guide through the job queue: new title on the cover, stamp in every footer, real size', async () => {
    const payload = await testPayload()
    const before = (await payload.findByID({ collection: 'premium-files', id: guideId(module) })) as PremiumFile

    const res = await api('PATCH', `/api/modules/${module.id}`, { token: editorToken, body: { title: NEW_TITLE } })
    expect(res.status).toBe(200)
    // Queued with the change, keyed by module and version.
    const jobs = await jobFor(module.id, res.body.doc.updatedAt)
    expect(jobs).toHaveLength(1)
    expect(jobs[0]!.task).toBe('module-guide')
    await waitFor(
      async () => (await payload.findByID({ collection: 'outbox', id: jobs[0]!.id })).status === 'done',
      30_000,
    )

    const after = (await payload.findByID({ collection: 'premium-files', id: guideId(module) })) as PremiumFile
    expect(after.id).toBe(before.id) // the same document, its file replaced
    expect(after.title).toBe(`Guía completa del módulo F4: ${NEW_TITLE}`)
    // read where the app keeps it: the test bucket (S3_*), or the local disk
    const stored = await readUpload('premium-files', after.filename!)
    expect(after.filesize).toBe(stored?.byteLength)

    const download = await fetch(`${appUrl()}/api/guides/f4`, { headers: { Authorization: `JWT ${ownerToken}` } })
    expect(download.status).toBe(200)
    const pages = await extractPdfPageTexts(new Uint8Array(await download.arrayBuffer()))
    expect(pages.length).toBeGreaterThan(3)
    expect(squash(pages[0]!)).toContain(`GUÍA COMPLETA · MÓDULO F4 ${NEW_TITLE}`)
    expect(squash(pages[0]!)).not.toContain(module.title)
    for (const page of pages) {
      const lines = page.trim().split('\n')
      expect(lines.at(-1)).toBe(`Licencia personal de ${ownerEmail} · No redistribuir`)
      expect(lines[0]).not.toContain(ownerEmail)
    }
    expect(pages.join('\n')).not.toContain('CC BY-NC-SA')

    // The dashboard names the guide after the module and shows the stored file's size.
    const dashboard = await fetch(`${appUrl()}/dashboard`, {
      headers: { Cookie: `payload-token=${ownerToken}`, 'Sec-Fetch-Site': 'same-origin' },
    })
    const html = (await dashboard.text()).replace(/<!-- -->/g, '')
    expect(html).toContain(`Guía completa del módulo F4: ${NEW_TITLE}`)
    expect(html).toContain(`PDF · ${formatMegabytes(after.filesize)}`)
  })

  it('a save that does not change the guide content queues no build', async () => {
    const res = await api('PATCH', `/api/modules/${module.id}`, { token: editorToken, body: { reviewCount: 123 } })
    expect(res.status).toBe(200)
    expect(await jobFor(module.id, res.body.doc.updatedAt)).toHaveLength(0)
  })

  it('a customer cannot change a module, so queues no build', async () => {
    const res = await api('PATCH', `/api/modules/${module.id}`, { token: ownerToken, body: { title: 'Secuestrado' } })
    expect(res.status).toBe(403)
  })
})
