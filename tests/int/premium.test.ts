/**
 * Premium module sections are read by owners and staff only: never by anonymous visitors or other
 * customers — not through REST, not through GraphQL, not in the public page's HTML or React payload.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { modules as seedModules } from '../../seed/data/modules'
import { api, appUrl, login } from '../support/api'
import { testPayload } from '../support/payload'

const PREMIUM = 'La firma experta verificable multiplica la probabilidad de cita.'
const tokens: Record<'owner' | 'stranger', string> = { owner: '', stranger: '' }

beforeAll(async () => {
  const payload = await testPayload()
  const [f3] = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f3' } } })).docs
  for (const who of ['owner', 'stranger'] as const) {
    const email = `${who}-premium-${Date.now()}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password: 'secreto-123', name: who, role: 'customer' } })
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
  it('REST: anonymous visitors and other customers get no premium sections; the owner does', async () => {
    const anonymous = await api('GET', '/api/modules?where[slug][equals]=f3&depth=0')
    expect(JSON.stringify(anonymous.body)).not.toContain(PREMIUM)
    expect(anonymous.body.docs[0].premiumSections ?? []).toEqual([])
    const stranger = await api('GET', '/api/modules?where[slug][equals]=f3', { token: tokens.stranger })
    expect(JSON.stringify(stranger.body)).not.toContain(PREMIUM)
    const owner = await api('GET', '/api/modules?where[slug][equals]=f3', { token: tokens.owner })
    expect(JSON.stringify(owner.body)).toContain(PREMIUM)
    // The owner of F3 does not own F4.
    const f4 = await api('GET', '/api/modules?where[slug][equals]=f4', { token: tokens.owner })
    expect(f4.body.docs[0].premiumSections ?? []).toEqual([])
    expect(JSON.stringify(f4.body)).not.toMatch(/"premiumSections":\[\{/)
  })

  it('GraphQL: the same rule', async () => {
    const anonymous = await graphql()
    expect(anonymous.status).toBe(200)
    expect(JSON.stringify(anonymous.body)).not.toContain(PREMIUM)
    expect(JSON.stringify(await graphql(tokens.stranger).then((r) => r.body))).not.toContain(PREMIUM)
    const owner = await graphql(tokens.owner)
    expect(owner.body.data.Modules.docs[0].premiumSections.length).toBe(seedModules.find((m) => m.slug === 'f3')!.premiumSections.length)
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
