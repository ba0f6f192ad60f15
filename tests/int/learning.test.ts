/**
 * Learning over real HTTP and the real database: reading progress (owners only; several tabs posting
 * the same and different sections at once store each section once and lose none; a section unmarked by
 * hand stays unread; a guide download counts as reading), the certificate (refused before F1–F5 are
 * read; issued once; its public page, PDF, indexing choice, withdrawal, and revocation by support), and
 * module revisions (one e-mail per revision to the owners who opted in, with one-click unsubscribe).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fanOutRevision } from '@/learning/revisions'
import { sectionAnchors } from '@/learning/percent'
import type { Module } from '@/payload-types'

import { api, appUrl, login } from '../support/api'
import { passEvaluations, asToken } from '../support/evaluations'
import { mailTo, waitForMail } from '../support/mail'
import { testPayload } from '../support/payload'
import { extractPdfPageTexts } from '../support/pdf-text'
import { waitFor } from '../support/stripe'

const PASSWORD = 'secreto-123'
const stamp = Date.now()
let payload: Payload
let modules: Module[]
const bySlug = (slug: string) => modules.find((m) => m.slug === slug)!
const ids: Record<string, number> = {}
const tokens: Record<string, string> = {}

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[]) =>
  (
    await (
      payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> } }
    ).pool.query(text, params)
  ).rows

async function account(key: string, owns: string[], extra: Record<string, unknown> = {}) {
  const email = `learning-${key}-${stamp}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: `Persona ${key}`, role: 'customer', ...extra },
  })
  for (const slug of owns) {
    await payload.create({
      collection: 'entitlements',
      data: { user: user.id, email, module: bySlug(slug).id, source: 'purchase' },
      context: { system: true },
    })
  }
  ids[key] = user.id
  tokens[key] = await login(email, PASSWORD)
  return email
}

const rowsOf = (userId: number) =>
  sql<{ module_id: number; section: string; read: boolean; source: string }>(
    'SELECT module_id, section, read, source FROM reading_progress WHERE user_id = $1 ORDER BY module_id, section',
    [userId],
  )

const post = (key: string, body: unknown) => api('POST', '/api/learning/progress', { token: tokens[key], body })

beforeAll(async () => {
  payload = await testPayload()
  modules = (await payload.find({ collection: 'modules', sort: 'order', depth: 0, limit: 20, overrideAccess: true }))
    .docs
  await account('owner', ['f1', 'f2', 'f3', 'f4', 'f5'])
  await account('stranger', [])
  await account('tabs', ['f2'])
  const staff = `learning-support-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email: staff, password: PASSWORD, name: 'Soporte', role: 'support' },
  })
  tokens.support = await login(staff, PASSWORD)
})

describe('reading progress', () => {
  it('stores nothing for visitors and for accounts that do not own the module', async () => {
    const anchors = sectionAnchors(bySlug('f1'))
    expect((await api('POST', '/api/learning/progress', { body: { module: 'f1', seen: anchors } })).status).toBe(401)
    const refused = await post('stranger', { module: 'f1', seen: anchors, mark: { section: anchors[0], read: true } })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatch(/módulos que tienes/)
    expect(await rowsOf(ids.stranger)).toEqual([])
    expect((await post('stranger', { module: 'f9', seen: [] })).status).toBe(404)
    expect((await post('stranger', { module: 12, seen: 'x' })).status).toBe(400)
  })

  it('several tabs posting the same and different sections at once: each section once, none lost', async () => {
    const anchors = sectionAnchors(bySlug('f2'))
    expect(anchors.length).toBeGreaterThan(3)
    // 30 requests at once: every tab reports the first section, and each one a different further one.
    const requests = Array.from({ length: 30 }, (_, i) =>
      post('tabs', { module: 'f2', seen: [anchors[0], anchors[1 + (i % (anchors.length - 1))], 'no-existe'] }),
    )
    const answers = await Promise.all(requests)
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    const rows = await rowsOf(ids.tabs)
    expect(rows.map((r) => r.section).sort()).toEqual([...anchors].sort())
    expect(rows.every((r) => r.read && r.source === 'online')).toBe(true)
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM reading_progress WHERE user_id = $1', [
      ids.tabs,
    ])
    expect(n).toBe(anchors.length)
    const progress = await api('GET', '/api/learning/progress', { token: tokens.tabs })
    expect(progress.body.modules).toEqual([expect.objectContaining({ slug: 'f2', percent: 100, next: null })])
    expect(progress.body.resume).toBeNull()
  })

  it('marks and unmarks by hand at once from two tabs; an unmarked section is not re-read automatically', async () => {
    const anchors = sectionAnchors(bySlug('f2'))
    const target = anchors[2]
    await Promise.all([
      post('tabs', { module: 'f2', mark: { section: target, read: false } }),
      post('tabs', { module: 'f2', mark: { section: anchors[3] ?? anchors[0], read: true } }),
    ])
    await post('tabs', { module: 'f2', seen: [target] })
    const row = (await rowsOf(ids.tabs)).find((r) => r.section === target)!
    expect(row).toMatchObject({ read: false, source: 'manual' })
    const progress = (await api('GET', '/api/learning/progress', { token: tokens.tabs })).body
    expect(progress.resume).toMatchObject({ href: `/curso/f2#${target}`, code: 'F2' })
    expect(progress.modules[0].percent).toBe(Math.floor(((anchors.length - 1) * 100) / anchors.length))
    expect((await post('tabs', { module: 'f2', mark: { section: 'no-existe', read: true } })).status).toBe(400)
    await post('tabs', { module: 'f2', mark: { section: target, read: true } })
    expect((await api('GET', '/api/learning/progress', { token: tokens.tabs })).body.modules[0].percent).toBe(100)
  })

  it('a download of the guide counts the module’s sections as read', async () => {
    const response = await fetch(`${appUrl()}/api/guides/f1`, { headers: { Authorization: `JWT ${tokens.owner}` } })
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    const rows = (await rowsOf(ids.owner)).filter((r) => r.module_id === bySlug('f1').id)
    expect(rows.map((r) => r.section).sort()).toEqual([...sectionAnchors(bySlug('f1'))].sort())
    expect(rows.every((r) => r.source === 'download')).toBe(true)
  })
})

describe('certificate of completion', () => {
  let code = ''

  it('is refused until every section of F1–F5 is read', async () => {
    const refused = await api('POST', '/api/learning/certificates', {
      token: tokens.owner,
      body: { name: 'Lucía Pérez' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/F2, F3, F4, F5/)
    expect((await api('POST', '/api/learning/certificates', { body: { name: 'X' } })).status).toBe(401)
  })

  it('is issued once, however many requests ask at the same time', async () => {
    for (const slug of ['f2', 'f3', 'f4', 'f5'])
      await post('owner', { module: slug, seen: sectionAnchors(bySlug(slug)) })
    await passEvaluations(asToken(tokens.owner))
    expect(
      (await api('POST', '/api/learning/certificates', { token: tokens.owner, body: { name: '<script>' } })).status,
    ).toBe(400)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('POST', '/api/learning/certificates', { token: tokens.owner, body: { name: '  Lucía   Pérez ' } }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    code = answers[0].body.certificate.code
    expect(new Set(answers.map((a) => a.body.certificate.code))).toEqual(new Set([code]))
    expect(answers[0].body.certificate).toMatchObject({ name: 'Lucía Pérez', state: 'active', indexable: false })
    const { totalDocs } = await payload.count({ collection: 'certificates', where: { user: { equals: ids.owner } } })
    expect(totalDocs).toBe(1)
  })

  it('its public page says who completed what and when, with JSON-LD, noindex until the learner chooses', async () => {
    const page = await fetch(`${appUrl()}/certificados/${code}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Lucía Pérez')
    expect(html).toContain('EducationalOccupationalCredential')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(html).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME')
    const indexable = await api('POST', '/api/learning/certificates/visibility', {
      token: tokens.owner,
      body: { code, indexable: true },
    })
    expect(indexable.body.certificate.indexable).toBe(true)
    expect(await (await fetch(`${appUrl()}/certificados/${code}`)).text()).toMatch(
      /<meta name="robots" content="index, follow"/,
    )
    expect(
      (
        await api('POST', '/api/learning/certificates/visibility', {
          token: tokens.stranger,
          body: { code, indexable: false },
        })
      ).status,
    ).toBe(404)
    expect((await fetch(`${appUrl()}/certificados/00000-00000-00000-00000`)).status).toBe(404)
  })

  it('its PDF names the learner, the programme and the code', async () => {
    const response = await fetch(`${appUrl()}/api/learning/certificates/${code}/pdf`)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = (await extractPdfPageTexts(new Uint8Array(await response.arrayBuffer()))).join(' ')
    expect(text).toContain('Lucía Pérez')
    expect(text).toContain(code)
    expect(text).toContain('No es una titulación oficial')
  })

  it('the learner withdraws the public page; a new certificate gets a new code', async () => {
    const withdrawn = await api('POST', '/api/learning/certificates/withdraw', { token: tokens.owner, body: { code } })
    expect(withdrawn.body.certificate.state).toBe('withdrawn')
    expect((await fetch(`${appUrl()}/certificados/${code}`)).status).toBe(404)
    expect((await fetch(`${appUrl()}/api/learning/certificates/${code}/pdf`)).status).toBe(404)
    const again = await api('POST', '/api/learning/certificates', {
      token: tokens.owner,
      body: { name: 'Lucía Pérez' },
    })
    expect(again.status).toBe(200)
    expect(again.body.certificate.code).not.toBe(code)
    code = again.body.certificate.code
  })

  it('support revokes it with a reason and the page says so; customers cannot', async () => {
    expect(
      (
        await api('POST', '/api/support/certificates/revoke', {
          token: tokens.owner,
          body: { code, reason: 'porque sí' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await api('POST', '/api/support/certificates/revoke', { token: tokens.support, body: { code, reason: '' } }))
        .status,
    ).toBe(400)
    const revoked = await api('POST', '/api/support/certificates/revoke', {
      token: tokens.support,
      body: { code, reason: 'Cuenta compartida' },
    })
    expect(revoked.body.certificate.state).toBe('revoked')
    const html = await (await fetch(`${appUrl()}/certificados/${code}`)).text()
    expect(html).toContain('Certificado revocado')
    expect(html).toContain('Cuenta compartida')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(html).not.toContain('EducationalOccupationalCredential')
    const refused = await api('POST', '/api/learning/certificates', {
      token: tokens.owner,
      body: { name: 'Lucía Pérez' },
    })
    expect(refused.status).toBe(409)
  })
})

describe('module revisions', () => {
  let editorToken = ''
  const revisedAt = '2026-11-20T12:00:00.000Z'

  beforeAll(async () => {
    const editor = `learning-editor-${stamp}@example.com`
    await payload.create({
      collection: 'users',
      data: { email: editor, password: PASSWORD, name: 'Editora', role: 'editor' },
    })
    editorToken = await login(editor, PASSWORD)
  })

  afterAll(async () => {
    await api('PATCH', `/api/modules/${bySlug('f3').id}`, {
      token: editorToken,
      body: { revisedAt: null, changeNote: [], _status: 'published' },
    })
  })

  it('mails each opted-in owner once per revision, with one-click unsubscribe', async () => {
    const optedIn = await account('reader', ['f3'])
    const quiet = await account('quiet', ['f3'])
    expect(
      (await api('POST', '/api/account/module-updates', { token: tokens.reader, body: { enabled: true } })).body
        .enabled,
    ).toBe(true)
    expect(
      (await api('POST', '/api/account/module-updates', { token: tokens.reader, body: { enabled: 'sí' } })).status,
    ).toBe(400)

    const id = bySlug('f3').id
    const body = {
      revisedAt,
      changeNote: [{ change: 'Nuevo caso práctico de citas en IA' }, { change: 'Tabla de métricas actualizada' }],
      _status: 'published',
    }
    // Published twice (and the fan-out job run again by hand): still one e-mail.
    expect((await api('PATCH', `/api/modules/${id}`, { token: editorToken, body })).status).toBe(200)
    expect(
      (await api('PATCH', `/api/modules/${id}`, { token: editorToken, body: { ...body, quote: bySlug('f3').quote } }))
        .status,
    ).toBe(200)
    const mail = await waitForMail(optedIn, (m) => m.subject.startsWith('F3 se ha actualizado'))
    await fanOutRevision(payload, { moduleId: id, revisedAt })
    await new Promise((r) => setTimeout(r, 3000))
    expect(mailTo(optedIn).filter((m) => m.subject.startsWith('F3 se ha actualizado'))).toHaveLength(1)
    expect(mailTo(quiet)).toHaveLength(0)
    expect(mail.text).toContain('- Nuevo caso práctico de citas en IA')
    expect(mail.html).toContain('<li>Tabla de métricas actualizada</li>')
    expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const unsubscribe = /^<(.+)>$/.exec(mail.headers?.['list-unsubscribe'] ?? '')?.[1]
    expect(unsubscribe).toMatch(/\/api\/module-updates\/unsubscribe\?token=/)

    // The page shows the revision.
    const page = await (await fetch(`${appUrl()}/curso/f3`)).text()
    expect(page).toContain('Actualizado el')
    expect(page).toContain('Nuevo caso práctico de citas en IA')

    // One click, no session: a mail client's POST.
    const url = new URL(unsubscribe!)
    const bad = await fetch(`${appUrl()}${url.pathname}?token=1.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(bad.status).toBe(400)
    const done = await fetch(`${appUrl()}${url.pathname}${url.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(200)
    await waitFor(
      async () => (await payload.findByID({ collection: 'users', id: ids.reader, depth: 0 })).moduleUpdates === false,
    )
    // The page of the e-mail's link shows a button; the link alone changes nothing.
    const pageHtml = await (await fetch(`${appUrl()}/avisos/baja${url.search}`)).text()
    expect(pageHtml).toContain('No quiero más avisos')
    const fromPage = await fetch(`${appUrl()}${url.pathname}${url.search}&desde=pagina`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(fromPage.status).toBe(303)
    expect(fromPage.headers.get('location')).toBe('/avisos/baja?estado=hecho')
  })
})
