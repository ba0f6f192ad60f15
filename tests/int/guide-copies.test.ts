/**
 * A buyer's stamped guide is rendered once and then read back from storage (the private bucket in the
 * test stack), until the guide is rebuilt; and PDF rendering is shared fairly: one guide link opened
 * on 32 connections at once takes one render slot, its other requests are told to wait (429 with
 * Retry-After), and another buyer downloading meanwhile gets their guide.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { readKept, writeKept } from '@/adapters'
import { issueGuestGrant } from '@/entitlements/guest-access'
import type { Module, PremiumFile } from '@/payload-types'
import { publishModuleGuide, stampedKey } from '@/pdf/files'
import { eraseCustomer } from '@/privacy/erase'

import { appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'
import { extractPdfPageTexts } from '../support/pdf-text'
import { waitFor } from '../support/stripe'

let module: Module
const stamp = Date.now().toString(36)

const guideFile = async () => {
  const payload = await testPayload()
  const id = typeof module.guide === 'object' ? module.guide!.id : module.guide!
  return (await payload.findByID({ collection: 'premium-files', id, depth: 0 })) as PremiumFile
}

/** An account that owns F3, signed in: its e-mail and session token. */
async function owner(tag: string) {
  const payload = await testPayload()
  const email = `${tag}-${stamp}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'secreto-123', name: 'Compradora', role: 'customer' },
  })
  await payload.create({
    collection: 'entitlements',
    data: { user: user.id, email, module: module.id, source: 'purchase' },
    context: { system: true },
  })
  return { email, token: await login(email, 'secreto-123') }
}

const download = (headers: Record<string, string>, query = '') =>
  fetch(`${appUrl()}/api/guides/f3${query}`, { headers })

beforeAll(async () => {
  const payload = await testPayload()
  module = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f3' } }, depth: 0 })).docs[0]!
})

describe('stamped guide kept in storage', () => {
  it('is rendered once, then served from storage; a rebuilt guide is stamped again and the old copy deleted', async () => {
    const { email, token } = await owner('kept-copy')
    const headers = { Authorization: `JWT ${token}` }
    const file = await guideFile()
    const key = stampedKey(file, email)
    expect(await readKept(key)).toBeNull()

    const first = await download(headers)
    expect(first.status).toBe(200)
    const rendered = new Uint8Array(await first.arrayBuffer())
    // The copy is kept, private, under the guide's version and a keyed hash (the key names no one).
    expect(key).not.toContain(email)
    expect(key).not.toContain(email.split('@')[0])
    expect(Buffer.from((await readKept(key))!).equals(Buffer.from(rendered))).toBe(true)

    // Mark the kept copy: the next download answers these very bytes, so it was not rendered again.
    const marked = Buffer.concat([Buffer.from(rendered), Buffer.from('\n%kept-copy-probe\n')])
    await writeKept(key, marked, 'application/pdf')
    const second = await download(headers)
    expect(second.status).toBe(200)
    expect(Buffer.from(await second.arrayBuffer()).equals(marked)).toBe(true)
    expect(
      await (await testPayload()).count({ collection: 'downloads', where: { email: { equals: email } } }),
    ).toMatchObject({ totalDocs: 2 })

    // The guide is rebuilt (what the module-guide job does on publish): a new version, stamped anew.
    await publishModuleGuide(await testPayload(), module.id)
    const rebuilt = await guideFile()
    expect(rebuilt.updatedAt).not.toBe(file.updatedAt)
    expect(await readKept(key)).toBeNull()
    const third = await download(headers)
    expect(third.status).toBe(200)
    const fresh = Buffer.from(await third.arrayBuffer())
    expect(fresh.includes('%kept-copy-probe')).toBe(false)
    const pages = await extractPdfPageTexts(new Uint8Array(fresh))
    expect(pages.at(-1)!.trim().split('\n').at(-1)).toBe(`Licencia personal de ${email} · No redistribuir`)
    expect(await readKept(stampedKey(rebuilt, email))).not.toBeNull()
  })

  it("an erasure deletes the person's kept copies (through the job queue)", async () => {
    const { email, token } = await owner('erased-copy')
    expect((await download({ Authorization: `JWT ${token}` })).status).toBe(200)
    const key = stampedKey(await guideFile(), email)
    expect(await readKept(key)).not.toBeNull()
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
    await eraseCustomer(payload, { email, userId: docs[0]!.id, reason: 'prueba', emailProven: true })
    await waitFor(async () => (await readKept(key)) === null, 15_000)
  })
})

describe('render slots shared fairly', () => {
  it('one link on 32 connections takes one slot (the rest: 429 with Retry-After); another buyer meanwhile gets 200', async () => {
    const payload = await testPayload()
    const guestEmail = `one-link-${stamp}@example.com`
    await payload.create({
      collection: 'entitlements',
      data: { email: guestEmail, module: module.id, source: 'purchase' },
      context: { system: true },
    })
    const { token: link } = await issueGuestGrant(payload, {
      email: guestEmail,
      purpose: 'purchase',
      productType: 'module',
      moduleId: module.id,
    })
    const other = await owner('other-buyer')

    // The link from one address; the other buyer from another (both documentation addresses, believed
    // from the loopback proxy as the app believes nginx).
    const flood = Array.from({ length: 32 }, () => download({ 'X-Forwarded-For': '198.51.100.7' }, `?token=${link}`))
    const theirs = download({ Authorization: `JWT ${other.token}`, 'X-Forwarded-For': '203.0.113.9' })
    const [answers, mine] = await Promise.all([Promise.all(flood), theirs])

    expect(mine.status).toBe(200)
    expect((await mine.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    expect(
      statuses.every((s) => s === 200 || s === 429),
      statuses.join(','),
    ).toBe(true)
    const refused = answers.filter((r) => r.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    for (const r of refused) {
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(((await r.json()) as { error: string }).error).toMatch(/PDF/)
    }
    await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.arrayBuffer()))
  })
})
