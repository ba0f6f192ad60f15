/**
 * Every public page's HTML is valid per the W3C Nu HTML Checker: every URL of the sitemap, the pages the
 * sitemap leaves out (sign-in, checkout, the guest page in each state, the success page, the 404 page)
 * and the screens a signed-in owner sees (dashboard, account, module pages with their premium sections).
 * The pages are fetched from the production build and checked in one run of the checker.
 */
import { describe, expect, it } from 'vitest'

import { issueGuestGrant } from '@/entitlements/guest-access'
import { sectionAnchors } from '@/learning/percent'
import { unsubscribeToken } from '@/learning/revisions'

import { api, appUrl, login } from '../support/api'
import { asToken, passEvaluations } from '../support/evaluations'
import { testPayload } from '../support/payload'
import { describeProblems, validateHtml } from '../support/vnu'

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${appUrl()}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

/** A customer who owns F1–F5, signed in (the token of a session). */
async function owner(): Promise<{ token: string; id: number }> {
  const payload = await testPayload()
  const email = `html-owner-${Date.now()}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'secreto-123', name: 'Lectora HTML', role: 'customer' },
    context: { skipRevalidate: true },
  })
  const modules = await payload.find({ collection: 'modules', depth: 0, limit: 100, pagination: false })
  for (const module of modules.docs.filter((m) => /^f[1-5]$/.test(m.slug))) {
    await payload.create({
      collection: 'entitlements',
      data: { user: user.id, email, module: module.id, source: 'purchase' },
      context: { system: true, skipRevalidate: true },
    })
  }
  return { token: await login(email, 'secreto-123'), id: user.id }
}

/** The owner reads F1–F5 (through the progress API) and takes the certificate: its public page. */
async function certificatePath(token: string): Promise<string> {
  const payload = await testPayload()
  const modules = await payload.find({
    collection: 'modules',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
  })
  for (const module of modules.docs.filter((m) => /^f[1-5]$/.test(m.slug))) {
    await api('POST', '/api/learning/progress', { token, body: { module: module.slug, seen: sectionAnchors(module) } })
  }
  await passEvaluations(asToken(token))
  const issued = await api('POST', '/api/learning/certificates', { token, body: { name: 'Lectora HTML' } })
  return `/certificados/${issued.body.certificate.code}`
}

/** Guest links in each state the guest page distinguishes: valid, expired, revoked and unknown. */
async function guestLinks(): Promise<Record<string, string>> {
  const payload = await testPayload()
  const f2 = (await payload.find({ collection: 'modules', where: { slug: { equals: 'f2' } }, depth: 0 })).docs[0]
  const issue = async (tag: string) => {
    const email = `html-guest-${tag}-${Date.now()}@example.com`
    await payload.create({
      collection: 'entitlements',
      data: { email, module: f2.id, source: 'purchase' },
      context: { system: true, skipRevalidate: true },
    })
    return issueGuestGrant(payload, { email, purpose: 'purchase', productType: 'module', moduleId: f2.id })
  }
  const valid = await issue('valid')
  const expired = await issue('expired')
  await payload.update({
    collection: 'guest-grants',
    id: expired.grant.id,
    data: { expiresAt: new Date(Date.now() - 86_400_000).toISOString() },
    context: { system: true, skipRevalidate: true },
  })
  const revoked = await issue('revoked')
  await payload.update({
    collection: 'guest-grants',
    id: revoked.grant.id,
    data: { revokedAt: new Date().toISOString() },
    context: { system: true, skipRevalidate: true },
  })
  const link = (token: string) => `/guest-access?token=${encodeURIComponent(token)}`
  return {
    valid: link(valid.token),
    expired: link(expired.token),
    revoked: link(revoked.token),
    unknown: link('a'.repeat(43)),
  }
}

/** A stored result of the AI-citability checker (its shareable page is noindex, so not in the sitemap). */
async function checkerResultPath() {
  const response = await fetch(`${appUrl()}/api/checker`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Real-IP': '203.0.113.77-html-validity' },
    body: JSON.stringify({ html: '<h1>Prueba</h1><p>Un párrafo breve.</p><ul><li>a</li><li>b</li></ul>' }),
  })
  const body = await response.json()
  if (response.status !== 201) throw new Error(`checker: ${response.status} ${JSON.stringify(body)}`)
  return body.path as string
}

describe('valid HTML (W3C Nu HTML Checker)', () => {
  it('every public page, the guest and success states, the 404 page and the owner’s screens have zero errors', async () => {
    const [sitemap, { token, id }, guest, checkerResult] = await Promise.all([
      sitemapPaths(),
      owner(),
      guestLinks(),
      checkerResultPath(),
    ])
    const certificate = await certificatePath(token)
    expect(sitemap.length).toBeGreaterThan(20)
    const anonymous = [
      ...sitemap,
      '/auth',
      '/auth/restablecer',
      '/checkout',
      '/checkout?module=f3',
      '/checkout?plan=complete',
      '/checkout?cancelled=1&module=f4',
      '/success',
      '/success?session_id=cs_test_desconocida',
      '/guest-access',
      '/guest-access/recuperar',
      ...Object.values(guest),
      checkerResult,
      certificate,
      `/avisos/baja?token=${unsubscribeToken(id)}`,
      '/avisos/baja?estado=hecho',
      '/esta-pagina-no-existe',
    ]
    // As a browser navigation: Payload honours the session cookie only from the same site.
    const signedIn = ['/dashboard', '/cuenta', '/curso/f1', '/curso/f3', '/curso/f5', '/curso/f6', '/curso', '/']
    const fetchPage = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${appUrl()}${path}`, { headers })
      return {
        path,
        status: response.status,
        html: await response.text(),
        type: response.headers.get('content-type') ?? '',
      }
    }
    const pages = [
      ...(await Promise.all(anonymous.map((p) => fetchPage(p)))).map((p) => ({ ...p, name: p.path })),
      ...(
        await Promise.all(
          signedIn.map((p) => fetchPage(p, { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' })),
        )
      ).map((p) => ({ ...p, name: `${p.path} (con sesión)` })),
    ]
    for (const page of pages) {
      expect(page.type, page.name).toContain('text/html')
      expect(page.status, page.name).toBeLessThan(page.path === '/esta-pagina-no-existe' ? 500 : 400)
    }
    // The owner's module page really shows premium sections (the checker must see them).
    expect(pages.find((p) => p.name === '/curso/f3 (con sesión)')?.html).not.toContain('data-testid="locked-teaser"')

    const problems = await validateHtml(pages)
    expect(problems, `${problems.length} errores de HTML:\n${describeProblems(problems)}`).toEqual([])
  }, 180_000)

  it('the checker does fail on invalid HTML (so the test above can fail)', async () => {
    const problems = await validateHtml([
      {
        name: 'mala',
        html: '<!doctype html><html lang="es"><title>x</title><ul><li value="1">uno</li></ul><table><tr role="row"><td>a</td></tr></table></html>',
      },
    ])
    expect(problems.map((p) => p.page)).toContain('mala')
    expect(describeProblems(problems)).toMatch(/value/)
  }, 120_000)
})
