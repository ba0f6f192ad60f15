/**
 * Premium module sections are read by owners and staff only: never by anonymous visitors or other
 * customers — not through REST, not through GraphQL, not in the public page's HTML or React payload.
 * Owners read them on the module's page only (which records their first use: withdrawal.test.ts);
 * REST and GraphQL give them to staff alone, so no customer reads them without a first use.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { modules as seedModules } from '../../seed/data/modules'
import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'

const PREMIUM = 'La firma experta verificable multiplica la probabilidad de cita.'
const tokens: Record<'owner' | 'stranger' | 'editor', string> = { owner: '', stranger: '', editor: '' }

beforeAll(async () => {
  const payload = await testPayload()
  const [f3] = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f3' } } })).docs
  for (const who of ['owner', 'stranger', 'editor'] as const) {
    const email = `${who}-premium-${Date.now()}@example.com`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'secreto-123', name: who, role: who === 'editor' ? 'editor' : 'customer' },
    })
    if (who === 'owner') {
      await payload.create({
        collection: 'entitlements',
        data: { user: user.id, email, module: f3.id, source: 'purchase' },
        context: { system: true },
      })
    }
    tokens[who] = await login(email, 'secreto-123')
  }
})

const graphql = (token?: string) =>
  api('POST', '/api/graphql', {
    token,
    body: { query: '{ Modules(where: { slug: { equals: "f3" } }) { docs { title premiumSections { title } } } }' },
  })

describe('premium sections', () => {
  it('REST: staff get premium sections; no customer does, not even the owner (list and by id)', async () => {
    const anonymous = await api('GET', '/api/modules?where[slug][equals]=f3&depth=0')
    expect(JSON.stringify(anonymous.body)).not.toContain(PREMIUM)
    expect(anonymous.body.docs[0].premiumSections ?? []).toEqual([])
    const stranger = await api('GET', '/api/modules?where[slug][equals]=f3', { token: tokens.stranger })
    expect(JSON.stringify(stranger.body)).not.toContain(PREMIUM)
    const owner = await api('GET', '/api/modules?where[slug][equals]=f3', { token: tokens.owner })
    expect(owner.status).toBe(200)
    expect(owner.body.docs[0].title).toBeTruthy()
    expect(JSON.stringify(owner.body)).not.toContain(PREMIUM)
    expect(JSON.stringify(owner.body)).not.toMatch(/"premiumSections":\[\{/)
    const byId = await api('GET', `/api/modules/${owner.body.docs[0].id}?depth=0`, { token: tokens.owner })
    expect(byId.status).toBe(200)
    expect(JSON.stringify(byId.body)).not.toContain(PREMIUM)
    const staff = await api('GET', '/api/modules?where[slug][equals]=f3', { token: tokens.editor })
    expect(JSON.stringify(staff.body)).toContain(PREMIUM)
  })

  it('GraphQL: the same rule', async () => {
    const anonymous = await graphql()
    expect(anonymous.status).toBe(200)
    expect(JSON.stringify(anonymous.body)).not.toContain(PREMIUM)
    expect(JSON.stringify(await graphql(tokens.stranger).then((r) => r.body))).not.toContain(PREMIUM)
    const owner = await graphql(tokens.owner)
    expect(owner.body.data.Modules.docs[0].title).toBeTruthy()
    expect(JSON.stringify(owner.body)).not.toContain(PREMIUM)
    expect(owner.body.data.Modules.docs[0].premiumSections ?? []).toEqual([])
    const staff = await graphql(tokens.editor)
    expect(staff.body.data.Modules.docs[0].premiumSections.length).toBe(
      seedModules.find((m) => m.slug === 'f3')!.premiumSections.length,
    )
  })

  it('the public page never carries premium text, in its HTML or in its React payload', async () => {
    const html = await (await fetch(`${appUrl()}/curso/f3`)).text()
    expect(html).toContain('Autoridad Generativa')
    expect(html).not.toContain(PREMIUM)
    const rsc = await (await fetch(`${appUrl()}/curso/f3`, { headers: { RSC: '1' } })).text()
    expect(rsc).not.toContain(PREMIUM)
    for (const path of ['/curso/f3.md', '/llms-full.txt', '/curso.geo.txt']) {
      const text = await (await fetch(`${appUrl()}${path}`)).text()
      expect(text, path).not.toContain(PREMIUM)
    }
  })

  it('the owner reads the full module on its page; another customer sees the teaser', async () => {
    // As a browser navigation: Payload honours the session cookie only from the same site.
    const browser = (token: string) => ({ Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })
    const owner = await (await fetch(`${appUrl()}/curso/f3`, { headers: browser(tokens.owner) })).text()
    expect(owner).toContain(PREMIUM)
    expect(owner).not.toContain('data-testid="locked-teaser"')
    const stranger = await (await fetch(`${appUrl()}/curso/f3`, { headers: browser(tokens.stranger) })).text()
    expect(stranger).not.toContain(PREMIUM)
    expect(stranger).toContain('data-testid="locked-teaser"')
  })
})
