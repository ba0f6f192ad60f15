/**
 * The whole access matrix through the REST API: every role × every collection and global of the built
 * config (Payload's own and the plugins' included) × read / create / update / delete, plus
 * readVersions on every collection and global with versions, and draft reads (`?draft=true`, by id,
 * GraphQL) on every one with drafts. A collection or global without a rule here fails.
 * Arranging uses the Local API; every assertion is an HTTP answer.
 */
import configPromise from '@payload-config'
import type { CollectionSlug } from 'payload'
import { PDFDocument } from '@cantoo/pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueInvoice } from '@/invoicing/invoices'

import { api, login } from '../support/api'
import { testPayload } from '../support/payload'

type Role = 'anonymous' | 'customer' | 'support' | 'editor' | 'admin'
const ROLES: Role[] = ['anonymous', 'customer', 'support', 'editor', 'admin']
/** all: every document; own: only the caller's; none: refused. */
type Read = 'all' | 'own' | 'none'
interface Rule {
  read: Record<Role, Read>
  create: Role[]
  update: Role[]
  delete: Role[]
}

const everyoneReads: Record<Role, Read> = {
  anonymous: 'all',
  customer: 'all',
  support: 'all',
  editor: 'all',
  admin: 'all',
}
const content: Rule = {
  read: everyoneReads,
  create: ['editor', 'admin'],
  update: ['editor', 'admin'],
  delete: ['editor', 'admin'],
}
const closed: Rule = {
  read: { anonymous: 'none', customer: 'none', support: 'none', editor: 'none', admin: 'none' },
  create: [],
  update: [],
  delete: [],
}
const ownOrSupport: Record<Role, Read> = {
  anonymous: 'none',
  customer: 'own',
  support: 'all',
  editor: 'own',
  admin: 'all',
}

const matrix: Record<string, Rule> = {
  modules: content,
  articles: content,
  'glossary-terms': content,
  'case-studies': content,
  testimonials: content,
  'citation-examples': content,
  'team-members': content,
  faqs: content,
  'pricing-plans': content,
  pages: content,
  media: content,
  'premium-files': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'all', admin: 'all' },
    create: ['editor', 'admin'],
    update: ['editor', 'admin'],
    delete: ['editor', 'admin'],
  },
  users: {
    read: { anonymous: 'none', customer: 'own', support: 'all', editor: 'own', admin: 'all' },
    create: ROLES, // sign-up
    update: ['admin'],
    delete: ['admin'],
  },
  // Money records: they change only through refund, grant and revoke, never by hand (admins included).
  orders: { read: ownOrSupport, create: [], update: [], delete: [] },
  entitlements: { read: ownOrSupport, create: ['support', 'admin'], update: ['support', 'admin'], delete: ['admin'] },
  downloads: { read: ownOrSupport, create: [], update: [], delete: ['admin'] },
  // Written only by the learning endpoints (src/learning): owners read theirs, support all.
  'reading-progress': { read: ownOrSupport, create: [], update: [], delete: [] },
  // Time on sections (FUNDAE evidence): written only by POST /api/learning/time; owners read theirs, support all.
  'section-time': { read: ownOrSupport, create: [], update: [], delete: [] },
  certificates: { read: ownOrSupport, create: [], update: [], delete: [] },
  // The evaluations' question bank (issue 38): editors and admins only; learners get an attempt's questions from its endpoint.
  'evaluation-questions': {
    read: { anonymous: 'none', customer: 'none', support: 'none', editor: 'all', admin: 'all' },
    create: ['editor', 'admin'],
    update: ['editor', 'admin'],
    delete: ['editor', 'admin'],
  },
  // Attempts (with their questions' right answers): written by src/learning/evaluations.ts only; support reads them.
  'evaluation-attempts': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  // Issued by the app only; immutable for everyone, admins included.
  invoices: { read: ownOrSupport, create: [], update: [], delete: [] },
  'invoice-counters': closed,
  // VERI*FACTU records: written by server code only (chain fields never change); fiscal records
  // (buyers' names, tax IDs, amounts): read by the roles that read invoices and the overview, not editors.
  'verifactu-records': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  // Messages sent to the tax agency (src/verifactu): written by the sender only; support reads them.
  'verifactu-submissions': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  // Editors write promotion codes; support reads them (orders name them); customers and visitors read nothing.
  'promotion-codes': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'all', admin: 'all' },
    create: ['editor', 'admin'],
    update: ['editor', 'admin'],
    delete: ['editor', 'admin'],
  },
  // Written by the checkout only (atomic reservations); staff read them.
  'promotion-redemptions': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'all', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  // Seats of teams and gifts, and who manages each team (issue 28): written by src/teams only; support reads them.
  seats: {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  'team-managers': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  // Answers to FUNDAE's quality questionnaire, without the person: written by src/teams only; support reads them.
  'quality-responses': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  // Invitations to co-manage a team (issue 33): written by src/teams only; support reads them.
  'manager-invitations': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  'privacy-erasures': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  'guest-grants': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: ['admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  'case-submissions': {
    read: { anonymous: 'none', customer: 'none', support: 'none', editor: 'all', admin: 'all' },
    create: [],
    update: ['editor', 'admin'],
    delete: ['editor', 'admin'],
  },
  'rate-limits': closed,
  // Checker results: read by their page through the Local API (an unguessable id); admins list them.
  'checker-results': {
    read: { anonymous: 'none', customer: 'none', support: 'none', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: ['admin'],
  },
  'cache-tags': closed,
  redirects: {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'all', admin: 'all' },
    create: ['editor', 'admin'],
    update: ['editor', 'admin'],
    delete: ['editor', 'admin'],
  },
  'user-sessions': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'none', admin: 'all' },
    create: [],
    update: [],
    delete: [],
  },
  // Payload's own collections (closed in collections/access/system.ts).
  'payload-kv': closed,
  'payload-migrations': closed,
  'payload-jobs': closed,
  'payload-locked-documents': {
    read: { anonymous: 'none', customer: 'none', support: 'all', editor: 'all', admin: 'all' },
    create: ['support', 'editor', 'admin'],
    update: ['support', 'editor', 'admin'],
    delete: ['support', 'editor', 'admin'],
  },
  // Own rows only (arranged rows belong to the admin, so only the admin may change them).
  'payload-preferences': {
    read: { anonymous: 'none', customer: 'own', support: 'own', editor: 'own', admin: 'own' },
    create: ['support', 'editor', 'admin'],
    update: ['admin'],
    delete: ['admin'],
  },
  // the job queue: e-mails waiting there carry access links
  outbox: {
    read: { anonymous: 'none', customer: 'none', support: 'none', editor: 'none', admin: 'none' },
    create: [],
    update: [],
    delete: [],
  },
}

/** Who may read or update each global. */
const globalRules: Record<string, { read: Role[]; update: Role[] }> = {
  'site-settings': { read: ROLES, update: ['editor', 'admin'] },
  navigation: { read: ROLES, update: ['editor', 'admin'] },
  diagnostic: { read: ROLES, update: ['editor', 'admin'] },
  'payload-jobs-stats': { read: [], update: [] },
}

const config = await configPromise
const collectionSlugs = config.collections.map((c) => c.slug)
const versioned = config.collections.filter((c) => c.versions).map((c) => c.slug)
const globalSlugs = config.globals.map((g) => g.slug)
const withDrafts = config.collections.filter((c) => c.versions && c.versions.drafts).map((c) => c.slug)
const versionedGlobals = config.globals.filter((g) => g.versions).map((g) => g.slug)
const globalsWithDrafts = config.globals.filter((g) => g.versions && g.versions.drafts).map((g) => g.slug)

/** A text field each collection with drafts carries a draft-only marker in. */
const draftField: Record<string, string> = {
  modules: 'title',
  articles: 'title',
  'glossary-terms': 'definition',
  'case-studies': 'title',
  testimonials: 'quote',
  'citation-examples': 'title',
  'team-members': 'role',
  faqs: 'question',
  'pricing-plans': 'name',
  pages: 'title',
}
/** The draft-only change saved on each global with drafts. */
const globalDraft: Record<string, (marker: string) => Record<string, unknown>> = {
  'site-settings': (marker) => ({ tagline: marker }),
  navigation: (marker) => ({ aiSection: { title: marker } }),
  diagnostic: (marker) => ({ intro: marker }),
}
const MARKER = `BORRADOR-NO-PUBLICADO-${Date.now().toString(36)}`
/** Per collection: a published document with an unpublished draft, and a document that only exists as a draft. */
const drafted: Record<string, { publishedId: number | string; original: unknown; draftOnlyId?: number | string }> = {}
const globalOriginals: Record<string, Record<string, unknown>> = {}
const isStaffRole = (role: Role) => role === 'support' || role === 'editor' || role === 'admin'

const tokens: Partial<Record<Role, string>> = {}
const users: Partial<Record<Role, { id: number | string; email: string }>> = {}
let moduleId: number | string
/** A team order the seats and team managers arranged here belong to. */
let teamOrderId: number | string
let n = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(n += 1)}`

let pdf: Uint8Array
const pdfBytes = () => new Blob([Buffer.from(pdf)], { type: 'application/pdf' })
const pngBytes = () =>
  new Blob(
    [
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    ],
    { type: 'image/png' },
  )

/** A valid body for creating one document of each collection. */
function sample(slug: string): { body?: Record<string, unknown>; form?: FormData } {
  const lexical = {
    root: {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto', version: 1 }], version: 1 }],
      direction: null,
      format: '',
      indent: 0,
      version: 1,
    },
  }
  switch (slug) {
    case 'modules':
      return {
        body: {
          code: 'F6',
          slug: 'f6',
          title: 'x',
          description: 'x',
          duration: 'PT1H',
          difficulty: 'avanzado',
          price: 100,
        },
      }
    case 'articles':
      return {
        body: {
          title: 'x',
          slug: unique('a'),
          description: 'x',
          date: new Date().toISOString(),
          category: 'Técnico',
          readTime: 3,
        },
      }
    case 'glossary-terms':
      return { body: { term: 'x', slug: unique('t'), definition: 'x', category: 'Técnico' } }
    case 'case-studies':
      return {
        body: {
          title: 'x',
          slug: unique('c'),
          company: 'x',
          industry: 'x',
          timeframe: 'x',
          challenge: 'x',
          solution: 'x',
        },
      }
    case 'testimonials':
      return { body: { name: unique('n'), company: 'x', role: 'x', quote: 'x' } }
    case 'citation-examples':
      return {
        body: {
          title: 'x',
          slug: unique('e'),
          model: 'Claude',
          question: 'x',
          quotedText: 'x',
          explanation: 'x',
          keyFactor: 'x',
        },
      }
    case 'team-members':
      return {
        body: { name: 'x', slug: unique('p'), role: 'x', description: 'x', email: `${unique('p')}@example.com` },
      }
    case 'faqs':
      return { body: { question: unique('¿x?'), answer: lexical, placement: 'course' } }
    case 'pricing-plans':
      return { body: { slug: 'single-module', name: 'x', price: 100, description: 'x', cta: 'x', link: '/x' } }
    case 'pages':
      return { body: { title: 'x', slug: unique('pg'), description: 'x' } }
    case 'media': {
      const form = new FormData()
      form.append('file', pngBytes(), `${unique('img')}.png`)
      form.append('_payload', JSON.stringify({ alt: 'Imagen de prueba' }))
      return { form }
    }
    case 'premium-files': {
      const form = new FormData()
      form.append('file', pdfBytes(), `${unique('guia')}.pdf`)
      form.append('_payload', JSON.stringify({ title: 'Guía de prueba' }))
      return { form }
    }
    case 'users':
      return { body: { email: `${unique('u')}@example.com`, password: 'secreto-123', name: 'Nueva' } }
    case 'orders':
      return { body: { productType: 'module', amountTotal: 1000, currency: 'eur', email: 'x@example.com' } }
    case 'entitlements':
      return { body: { email: `${unique('g')}@example.com`, module: moduleId, grantReason: 'Prueba de acceso' } }
    case 'downloads':
      return { body: { module: moduleId, fileName: 'x.pdf' } }
    case 'reading-progress':
      return { body: { module: moduleId, section: unique('s'), read: true, source: 'manual' } }
    case 'section-time':
      return { body: { day: '2026-11-26', key: unique('k'), module: moduleId, section: 'x', activeMs: 1000, beats: 1 } }
    case 'evaluation-questions':
      return {
        body: {
          module: moduleId,
          prompt: unique('¿Pregunta?'),
          kind: 'single',
          answers: [
            { text: 'Sí', correct: true },
            { text: 'No', correct: false },
          ],
        },
      }
    case 'evaluation-attempts':
      return { body: { module: moduleId, startedAt: new Date().toISOString(), questions: [] } }
    case 'certificates':
      return { body: { code: unique('C'), name: 'x', programme: 'x', hours: 1, issuedAt: new Date().toISOString() } }
    case 'seats':
      return {
        body: { team: teamOrderId, order: teamOrderId, productType: 'module', module: moduleId, status: 'free' },
      }
    case 'team-managers':
      return { body: { team: teamOrderId, user: users.customer?.id, email: users.customer?.email, role: 'buyer' } }
    case 'manager-invitations':
      return { body: { team: teamOrderId, email: 'x@example.com', expiresAt: new Date().toISOString() } }
    case 'quality-responses':
      return { body: { team: teamOrderId, answers: { '10': 4 }, answeredOn: '2026-11-29' } }
    case 'promotion-codes':
      return { body: { code: unique('CODIGO').toUpperCase(), kind: 'percent', percentOff: 10, appliesTo: 'all' } }
    case 'guest-grants':
      return {
        body: {
          tokenHash: unique('h'),
          email: 'x@example.com',
          productType: 'complete',
          expiresAt: new Date().toISOString(),
        },
      }
    case 'case-submissions':
      return { body: { url: 'https://example.com', model: 'claude', description: 'x' } }
    case 'checker-results':
      return {
        body: {
          publicId: unique('r'),
          source: 'html',
          score: 50,
          checks: [{ key: 'h1', status: 'pass', detail: 'x' }],
        },
      }
    case 'rate-limits':
      return {
        body: {
          key: unique('k'),
          windowStart: new Date().toISOString(),
          expiresAt: new Date().toISOString(),
          count: 1,
        },
      }
    case 'cache-tags':
      return { body: { tag: unique('tag') } }
    case 'redirects':
      return { body: { from: `/${unique('antes')}`, to: `/${unique('despues')}` } }
    case 'user-sessions': {
      const soon = new Date(Date.now() + 3_600_000).toISOString()
      return {
        body: { sid: unique('sid'), user: users.customer?.id, lastSeenAt: new Date().toISOString(), expiresAt: soon },
      }
    }
    case 'payload-kv':
      return { body: { key: unique('kv'), data: { x: 1 } } }
    case 'payload-migrations':
      return { body: { name: unique('fake-migration'), batch: -1 } }
    case 'payload-locked-documents':
      return {
        body: {
          document: { relationTo: 'modules', value: moduleId },
          user: { relationTo: 'users', value: users.admin?.id },
        },
      }
    case 'payload-preferences':
      return {
        body: { key: unique('pref'), value: { columns: [] }, user: { relationTo: 'users', value: users.admin?.id } },
      }
    case 'outbox':
      return {
        body: {
          task: 'email',
          input: { message: { to: 'x@example.com' } },
          status: 'done',
          runAfter: new Date().toISOString(),
        },
      }
  }
  return {} // no sample (e.g. payload-jobs): closed collections are refused before any validation
}

/** A harmless change per collection for update attempts. */
const patch = (slug: string): Record<string, unknown> =>
  ({
    articles: { readTime: 4 },
    'glossary-terms': { definition: 'Definición cambiada' },
    'case-studies': { timeframe: '9 semanas' },
    testimonials: { role: 'Dirección' },
    'citation-examples': { keyFactor: 'x2' },
    'team-members': { role: 'x2' },
    faqs: { order: 99 },
    pages: { intro: 'x2' },
    media: { alt: 'Otra descripción' },
    'premium-files': { description: 'x2' },
    users: { name: 'Nombre cambiado' },
    orders: { currency: 'eur' },
    entitlements: { grantReason: 'x2' },
    downloads: { fileName: 'y.pdf' },
    'reading-progress': { read: false },
    'section-time': { activeMs: 99_999_999 },
    certificates: { indexable: true },
    'evaluation-questions': { prompt: '¿Otra pregunta?' },
    'evaluation-attempts': { score: 99 },
    'promotion-codes': { percentOff: 20 },
    seats: { status: 'claimed', claimedEmail: 'x@example.com' },
    'team-managers': { role: 'co-manager' },
    'manager-invitations': { email: 'otra@example.com' },
    'quality-responses': { suggestion: 'cambiada' },
    'promotion-redemptions': { customer: 'x@example.com' },
    'guest-grants': { lastSentAt: new Date().toISOString() },
    'case-submissions': { status: 'reviewed' },
    'rate-limits': { count: 2 },
    'verifactu-records': { status: 'accepted' },
    'checker-results': { score: 99 },
    'cache-tags': { tag: 'x2' },
    redirects: { to: '/curso' },
    'user-sessions': { device: 'x2' },
    'payload-kv': { data: { x: 2 } },
    'payload-migrations': { batch: -2 },
    'payload-locked-documents': { globalSlug: null },
    'payload-preferences': { value: { columns: ['taken'] } },
    outbox: { lastError: 'x' },
  })[slug] ?? {}

/** Collections whose rows belong to an account (`user`): arranged for the customer and for somebody else. */
const OWNED = ['orders', 'entitlements', 'downloads', 'reading-progress', 'certificates', 'section-time']

/** Everything these tests create, removed afterwards so later tests see the seeded site. */
const created: [string, number | string][] = []

/** Creates a document with the Local API (access overridden) for update and delete attempts. */
async function arrange(slug: string, owner?: { id: number | string; email: string }) {
  const doc = await arrangeDoc(slug, owner)
  created.push([slug, doc.id])
  return doc
}

async function arrangeDoc(
  slug: string,
  owner?: { id: number | string; email: string },
): Promise<{ id: number | string }> {
  const payload = await testPayload()
  const { body, form } = sample(slug)
  if (!body && !form) return { id: 999999 }
  const context = { system: true, skipRevalidate: true }
  if (form) {
    const file = form.get('file') as File
    const data = JSON.parse(String(form.get('_payload')))
    const buffer = Buffer.from(await file.arrayBuffer())
    return payload.create({
      collection: slug as CollectionSlug,
      data,
      file: { data: buffer, mimetype: file.type, name: file.name, size: buffer.length },
      context,
    })
  }
  const data: Record<string, unknown> = { ...body }
  if (slug === 'users') data.email = `${unique('target')}@example.com`
  if (owner && OWNED.includes(slug)) {
    data.user = owner.id
    data.email = owner.email
  }
  if (slug === 'pricing-plans') {
    const existing = await payload.find({
      collection: 'pricing-plans',
      where: { slug: { equals: 'single-module' } },
      limit: 1,
    })
    return existing.docs[0]
  }
  if (slug === 'modules') {
    // codes are unique: updates go to the seeded F6
    const f6 = await payload.find({ collection: 'modules', where: { code: { equals: 'F6' } }, limit: 1 })
    return f6.docs[0]
  }
  if (slug === 'payload-preferences') {
    // The row's owner is always the request's user (Payload's field hook): create it as the admin.
    const admin = await payload.findByID({ collection: 'users', id: users.admin!.id, depth: 0 })
    return payload.create({ collection: slug, data: data as never, user: { ...admin, collection: 'users' }, context })
  }
  return payload.create({ collection: slug as CollectionSlug, data: data as never, context })
}

beforeAll(async () => {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Guía de prueba')
  pdf = await doc.save()
  const payload = await testPayload()
  const context = { skipRevalidate: true }
  const password = 'clave-segura-123'
  for (const role of ['customer', 'support', 'editor', 'admin'] as const) {
    const email = `${role}-${Date.now()}@example.com`
    const user = await payload.create({ collection: 'users', data: { email, password, name: role, role }, context })
    users[role] = { id: user.id, email }
    tokens[role] = await login(email, password)
  }
  const f1 = await payload.find({ collection: 'modules', where: { code: { equals: 'F1' } }, limit: 1 })
  moduleId = f1.docs[0].id
  const teamOrder = await payload.create({
    collection: 'orders',
    data: {
      email: `equipo-${Date.now()}@example.com`,
      productType: 'module',
      modules: [moduleId as number],
      purpose: 'team',
      amountTotal: 9000,
      currency: 'eur',
      status: 'paid',
    },
    context: { ...context, system: true },
  })
  teamOrderId = teamOrder.id
  created.push(['orders', teamOrder.id])
  // A real invoice, and with it its VERI*FACTU record, so a refused read is told from an empty list
  // (neither is ever deleted: the chain keeps them).
  const sale = await payload.create({
    collection: 'orders',
    data: {
      email: `fiscal-${Date.now()}@example.com`,
      productType: 'module',
      modules: [moduleId as number],
      amountTotal: 1000,
      currency: 'eur',
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    context: { ...context, system: true },
  })
  expect(await issueInvoice(payload, sale.id)).toBeTruthy()
  // Data owned by the customer and by somebody else, so "own" can be told from "all".
  const other = await payload.create({
    collection: 'users',
    data: { email: `other-${Date.now()}@example.com`, password, name: 'Otra', role: 'customer' },
    context,
  })
  for (const owner of [users.customer!, { id: other.id, email: other.email }]) {
    for (const slug of OWNED) await arrange(slug, owner)
  }
  // Rows of Payload's own collections that belong to somebody (the admin), and a draft with versions.
  for (const slug of ['payload-preferences', 'payload-locked-documents', 'user-sessions'] as const) await arrange(slug)
  const draft = await payload.create({
    collection: 'articles',
    data: { ...sample('articles').body, title: 'Borrador secreto' } as never,
    draft: true,
    context,
  })
  created.push(['articles', draft.id])
  // Drafts readers must never see: a draft saved over a published document, and a never-published one.
  for (const slug of withDrafts) {
    const field = draftField[slug]
    if (!field) continue
    const collection = slug as CollectionSlug
    const [doc] = (await payload.find({ collection, where: { _status: { equals: 'published' } }, limit: 1, depth: 0 }))
      .docs as unknown as Record<string, unknown>[]
    await payload.update({ collection, id: doc.id as number, data: { [field]: MARKER } as never, draft: true, context })
    drafted[slug] = { publishedId: doc.id as number, original: doc[field] }
    if (!uniqueCatalogue.has(slug)) {
      const only = await payload.create({
        collection,
        data: { ...sample(slug).body, [field]: MARKER } as never,
        draft: true,
        context,
      })
      drafted[slug].draftOnlyId = only.id
      created.push([slug, only.id])
    }
  }
  for (const slug of globalsWithDrafts) {
    const global = slug as 'site-settings'
    globalOriginals[slug] = (await payload.findGlobal({ slug: global, depth: 0 })) as unknown as Record<string, unknown>
    await payload.updateGlobal({ slug: global, data: globalDraft[slug]?.(MARKER) as never, draft: true, context })
  }
})

/** Collections whose rows are a fixed catalogue with unique codes (F0–F6, the two plans). */
const uniqueCatalogue = new Set(['modules', 'pricing-plans'])

afterAll(async () => {
  const payload = await testPayload()
  // Publish the documents as they were, over the drafts.
  const context = { skipRevalidate: true }
  for (const [slug, { publishedId, original }] of Object.entries(drafted)) {
    await payload.update({
      collection: slug as CollectionSlug,
      id: publishedId,
      data: { [draftField[slug]]: original, _status: 'published' } as never,
      context,
    })
  }
  for (const [slug, original] of Object.entries(globalOriginals)) {
    const changed = Object.keys(globalDraft[slug]('x'))
    const data = Object.fromEntries(changed.map((key) => [key, original[key] ?? null]))
    await payload.updateGlobal({
      slug: slug as 'site-settings',
      data: { ...data, _status: 'published' } as never,
      context,
    })
  }
  for (const [slug, id] of created.reverse()) {
    if (uniqueCatalogue.has(slug)) continue
    await payload.delete({ collection: slug as CollectionSlug, id, context: { skipRevalidate: true } }).catch(() => {})
  }
})

/** Refused: not signed in, forbidden, not found for this caller, or no such route at all (501). */
const denied = (status: number) => status === 403 || status === 401 || status === 404 || status === 501

describe('the matrix covers the built config', () => {
  it("has a rule for every collection and global, Payload's own and the plugins' included", () => {
    expect(collectionSlugs).toEqual(
      expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'users']),
    )
    expect(collectionSlugs.filter((slug) => !matrix[slug])).toEqual([])
    expect(globalSlugs.filter((slug) => !globalRules[slug])).toEqual([])
  })

  it('every content collection and content global has drafts (issue 11), with a draft marker here', () => {
    expect([...withDrafts].sort()).toEqual(Object.keys(draftField).sort())
    expect([...globalsWithDrafts].sort()).toEqual(Object.keys(globalDraft).sort())
    expect(withDrafts.filter((slug) => !draftField[slug])).toEqual([])
    expect(globalsWithDrafts.filter((slug) => !globalDraft[slug])).toEqual([])
  })
})

describe.each(withDrafts)('drafts of %s', (slug) => {
  it.each(ROLES)('as %s: readers get the published document only, staff the draft', async (role) => {
    const token = tokens[role as Role]
    const staff = isStaffRole(role as Role)
    const { publishedId, draftOnlyId } = drafted[slug]
    const list = await api('GET', `/api/${slug}?draft=true&limit=500&depth=0`, { token })
    const one = await api('GET', `/api/${slug}/${publishedId}?draft=true&depth=0`, { token })
    expect(list.status).toBe(200)
    expect(one.status).toBe(200)
    expect(JSON.stringify(one.body).includes(MARKER), JSON.stringify(one.body).slice(0, 200)).toBe(staff)
    expect(JSON.stringify(list.body).includes(MARKER)).toBe(staff)
    // the published document itself is still there for everyone (with `?draft=true` Payload reads the
    // latest versions: a reader's list leaves out a document whose latest version is a draft)
    const plain = await api('GET', `/api/${slug}?limit=500&depth=0`, { token })
    expect(plain.body.docs.some((d: { id: unknown }) => d.id === publishedId)).toBe(true)
    // staff lists show never-published documents too (as drafts); readers' never do
    if (!staff) expect(JSON.stringify(plain.body).includes(MARKER)).toBe(false)
    if (draftOnlyId !== undefined) {
      const hidden = await api('GET', `/api/${slug}/${draftOnlyId}?draft=true&depth=0`, { token })
      if (staff) expect(hidden.status).toBe(200)
      else expect(denied(hidden.status), `${hidden.status} ${JSON.stringify(hidden.body).slice(0, 200)}`).toBe(true)
    }
    const versions = await (
      await testPayload()
    ).findVersions({
      collection: slug as CollectionSlug,
      where: { parent: { equals: publishedId } },
      limit: 1,
      sort: '-updatedAt',
    })
    const version = await api('GET', `/api/${slug}/versions/${versions.docs[0].id}?depth=0`, { token })
    if (staff) expect(version.status).toBe(200)
    else expect(denied(version.status), `${version.status}`).toBe(true)
  })
})

describe.each(['Modules', 'Articles', 'PricingPlans'])('GraphQL %s with draft: true', (name) => {
  it.each(ROLES)('as %s: no draft for readers', async (role) => {
    const field = name === 'PricingPlans' ? 'name' : 'title'
    const res = await api('POST', '/api/graphql', {
      token: tokens[role as Role],
      body: { query: `{ ${name}(draft: true, limit: 500) { docs { id ${field} } } }` },
    })
    expect(res.body?.data?.[name]?.docs?.length, JSON.stringify(res.body).slice(0, 300)).toBeGreaterThan(0)
    expect(JSON.stringify(res.body).includes(MARKER)).toBe(isStaffRole(role as Role))
  })
})

describe.each(versionedGlobals)('versions of global %s', (slug) => {
  it.each(ROLES)('as %s: draft and versions for staff only', async (role) => {
    const token = tokens[role as Role]
    const staff = isStaffRole(role as Role)
    const versions = await api('GET', `/api/globals/${slug}/versions?limit=100&depth=0`, { token })
    if (staff) {
      expect(versions.status).toBe(200)
      expect(versions.body.totalDocs).toBeGreaterThan(0)
    } else {
      expect(
        denied(versions.status) || (versions.status === 200 && versions.body.totalDocs === 0),
        `${versions.status}`,
      ).toBe(true)
    }
    if (!globalsWithDrafts.includes(slug)) return
    const draft = await api('GET', `/api/globals/${slug}?draft=true&depth=0`, { token })
    expect(draft.status).toBe(200)
    expect(JSON.stringify(draft.body).includes(MARKER)).toBe(staff)
    const published = await api('GET', `/api/globals/${slug}?depth=0`, { token })
    expect(JSON.stringify(published.body)).not.toContain(MARKER)
    expect(Object.keys(published.body).length, 'the published global is readable').toBeGreaterThan(3)
  })
})

describe.each(versioned)('versions of %s', (slug) => {
  it.each(ROLES)('readVersions as %s: staff only', async (role) => {
    const token = tokens[role as Role]
    const rest = await api('GET', `/api/${slug}/versions?limit=100&depth=0`, { token })
    const staff = isStaffRole(role as Role)
    if (staff) {
      expect(rest.status).toBe(200)
      expect(rest.body.totalDocs).toBeGreaterThan(0)
    } else {
      expect(
        denied(rest.status) || (rest.status === 200 && rest.body.totalDocs === 0),
        `${rest.status} ${JSON.stringify(rest.body).slice(0, 200)}`,
      ).toBe(true)
    }
    if (slug === 'articles') {
      const gql = await api('POST', '/api/graphql', {
        token,
        body: { query: '{ versionsArticles(limit: 100) { docs { id version { title } } } }' },
      })
      const docs = gql.body?.data?.versionsArticles?.docs ?? []
      if (staff) expect(docs.length).toBeGreaterThan(0)
      else {
        expect(docs).toEqual([])
        expect(JSON.stringify(gql.body)).not.toMatch(/Borrador secreto/)
      }
    }
  })
})

describe.each(collectionSlugs.filter((slug) => matrix[slug]).map((slug) => [slug, matrix[slug]] as const))(
  '%s',
  (slug, rule) => {
    it.each(ROLES)('read as %s', async (role) => {
      const { status, body } = await api('GET', `/api/${slug}?limit=200&depth=0`, { token: tokens[role as Role] })
      const expected = rule.read[role as Role]
      if (expected === 'none') {
        expect(
          denied(status) || (status === 200 && body.totalDocs === 0),
          `${status} ${JSON.stringify(body).slice(0, 200)}`,
        ).toBe(true)
        if (status === 200) expect(body.docs).toEqual([])
        return
      }
      expect(status).toBe(200)
      if (expected === 'own') {
        const me = users[role as Role]!
        for (const doc of body.docs) {
          if (slug === 'users') expect(doc.id).toBe(me.id)
          else if (slug === 'payload-preferences') expect(doc.user?.value ?? doc.user).toBe(me.id)
          else expect(doc.user).toBe(me.id)
        }
      } else if ([...OWNED, 'users'].includes(slug)) {
        const owners = new Set(
          body.docs.map((d: { user?: unknown; id: unknown }) => (slug === 'users' ? d.id : d.user)),
        )
        expect(owners.size).toBeGreaterThan(1)
      }
    })

    it.each(ROLES)('create as %s', async (role) => {
      const { body, form } = sample(slug)
      const res = await api('POST', `/api/${slug}`, { token: tokens[role as Role], body, form })
      if (rule.create.includes(role as Role) && uniqueCatalogue.has(slug)) {
        // Every code is taken: access is granted (checked first), then the unique code is refused.
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400)
        expect(JSON.stringify(res.body)).toMatch(/único/)
      } else if (rule.create.includes(role as Role)) {
        expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201)
        created.push([slug, res.body.doc.id])
      } else expect(denied(res.status), `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true)
    })

    it.each(ROLES)('update as %s', async (role) => {
      const target = await arrange(slug, slug === 'users' || slug === 'entitlements' ? undefined : users.customer)
      // The catalogue is shared with later tests: rewrite a value with itself.
      const body = uniqueCatalogue.has(slug) ? { order: (target as { order?: number }).order } : patch(slug)
      const res = await api('PATCH', `/api/${slug}/${target.id}`, { token: tokens[role as Role], body })
      if (rule.update.includes(role as Role)) expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
      else expect(denied(res.status), `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true)
      if (slug === 'payload-preferences') {
        // The takeover seen in issue 20: the admin's row never moves to whoever PATCHed it.
        const row = await (await testPayload()).findByID({ collection: 'payload-preferences', id: target.id, depth: 0 })
        expect((row.user as { value: unknown }).value).toBe(users.admin!.id)
      }
    })

    it.each(ROLES)('delete as %s', async (role) => {
      const token = tokens[role as Role]
      if (slug === 'modules' || slug === 'pricing-plans') {
        // The catalogue's unique codes leave no room for throwaway rows: access is decided before the
        // lookup, so a missing id tells "allowed" (404) from "refused" (403).
        const res = await api('DELETE', `/api/${slug}/999999`, { token })
        if (rule.delete.includes(role as Role)) expect(res.status).toBe(404)
        else expect(denied(res.status) && res.status !== 404).toBe(true)
        return
      }
      const target = await arrange(slug, slug === 'entitlements' ? undefined : users.customer)
      // Payload deletes preferences by key (its own route), not by id.
      const ref = slug === 'payload-preferences' ? (target as { key?: string }).key : target.id
      const res = await api('DELETE', `/api/${slug}/${ref}`, { token })
      if (rule.delete.includes(role as Role)) expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
      else expect(denied(res.status), `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(true)
    })
  },
)

describe.each(globalSlugs.filter((slug) => globalRules[slug]))('global %s', (slug) => {
  it.each(ROLES)('read and update as %s', async (role) => {
    const token = tokens[role as Role]
    const rule = globalRules[slug]
    const read = await api('GET', `/api/globals/${slug}`, { token })
    if (rule.read.includes(role as Role)) expect(read.status).toBe(200)
    else expect(denied(read.status), `${read.status}`).toBe(true)
    const res = await api('POST', `/api/globals/${slug}`, { token, body: {} })
    if (rule.update.includes(role as Role)) expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    else expect(denied(res.status), `${res.status}`).toBe(true)
  })
})
